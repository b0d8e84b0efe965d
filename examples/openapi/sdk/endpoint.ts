import {
  createEndpoint,
  withDefaults,
  type Defaults,
  type DefaultsOptions,
} from "@routegen/runtime";

/** The API's defaults: what every function sends unless you give it yours. */
export const api: Defaults = {
  baseUrl: "https://api.notes.example.com/v1",
  headers: /* @__PURE__ */ Object.freeze({}),
};

/**
 * The servers some routes have of their own, by name (`never`: none has): `defaults({ servers: {
 * name: url } })` sends those routes elsewhere.
 */
export type ServerName = "uploads";

/** Your defaults over the API's (or over `base`): pass them to any function as its last argument. */
export function defaults(
  options: DefaultsOptions<ServerName>,
  base: Defaults = api,
): Defaults {
  return withDefaults(base, options);
}

/** The builder for any route of the API: `endpoint("GET /things")`, `endpoint.defaults({ ... })`. */
export const endpoint = /* @__PURE__ */ createEndpoint(api);

/**
 * The url of the server `notes`, https://{region}.notes.example.com/v1/, with the values you give
 * its variables (each one's default otherwise). Pass it as `baseUrl`.
 */
export function notesServer(variables: { region?: "api" | "eu" } = {}): string {
  return `https://${variables.region ?? "api"}.notes.example.com/v1`;
}
