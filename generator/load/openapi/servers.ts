import { child, report, type LoadContext, type Place } from "./context.js";
import { isObject, own, stringAt } from "./json.js";

/**
 * The url of the first server of a `servers` list, variables replaced by their defaults and trailing `/`
 * removed (`https://{host}/v3/` -> `https://api.example.com/v3`). Undefined for an absent or empty list.
 * A relative url (`/v3`) stays relative: it is resolved against wherever requests go.
 */
export function readServerUrl(servers: unknown, at: Place, ctx: LoadContext): string | undefined {
  if (servers === undefined) return undefined;
  if (!Array.isArray(servers)) {
    report(ctx, "invalid-document", "error", "`servers` must be a list", at);
    return undefined;
  }
  const server: unknown = servers[0];
  if (server === undefined) return undefined;
  const place = child(at, 0);
  const url = isObject(server) ? stringAt(server, "url") : undefined;
  if (url === undefined) {
    report(ctx, "invalid-document", "error", "a server needs a `url` string", place);
    return undefined;
  }
  const variables = isObject(server) ? own(server, "variables") : undefined;
  const substituted = url.replace(/\{([^}]*)\}/g, (whole, name: string) => {
    const variable = isObject(variables) ? own(variables, name) : undefined;
    const value = isObject(variable) ? stringAt(variable, "default") : undefined;
    if (value !== undefined) return value;
    report(ctx, "invalid-document", "error", `server variable "${name}" has no default`, child(place, "url"));
    return whole;
  });
  return substituted.replace(/\/+$/, "");
}
