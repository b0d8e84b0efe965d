/** Whether a url names its scheme (`https:`), and with it a host: else it is relative (`/api/v3`, ``). */
export const hasScheme = (url: string): boolean => /^[a-z][\w+.-]*:/i.test(url);

/** A server's url with its variables' defaults, without a trailing `/` (`https://{host}/v3/` -> `https://api.example.com/v3`). */
export function defaultUrl(server: { url: string; variables: readonly { name: string; default: string }[] }): string {
  const values = new Map(server.variables.map((v) => [v.name, v.default]));
  return server.url.replace(/\{([^{}]*)\}/g, (whole, name: string) => values.get(name) ?? whole).replace(/\/+$/, "");
}
