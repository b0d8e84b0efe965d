import type { Server, ServerVariable } from "../../model.js";
import { defaultUrl, hasScheme } from "../../util/server-url.js";
import { report, type LoadContext } from "./context.js";
import { child, sourceOf, type Place } from "./place.js";
import { isObject, own, stringAt } from "./json.js";

/**
 * A `servers` list: each server's url as written, with its variables (their defaults, and the values
 * they may take). Undefined for an absent list; an entry that is not a server is reported and left out.
 */
export function readServers(servers: unknown, at: Place, ctx: LoadContext): Server[] | undefined {
  if (servers === undefined) return undefined;
  if (!Array.isArray(servers)) {
    report(ctx, "invalid-document", "error", "`servers` must be a list", at);
    return undefined;
  }
  return servers.flatMap((server: unknown, index) => {
    const place = child(at, index);
    const url = isObject(server) ? stringAt(server, "url") : undefined;
    if (!isObject(server) || url === undefined) {
      report(ctx, "invalid-document", "error", "a server needs a `url` string", place);
      return [];
    }
    const read: Server = {
      url: withScheme(url, place, ctx),
      variables: readVariables(url, own(server, "variables"), place, ctx),
      source: sourceOf(place),
    };
    const description = stringAt(server, "description");
    if (description !== undefined) read.description = description;
    return [read];
  });
}

/**
 * A url without its scheme (`//api.example.com/v1`, or a bare host: `api.example.com/v1`,
 * `localhost:8080`) takes the one the description is served with, which generated code cannot know,
 * and fetch outside a web page refuses it: https, the scheme of nearly every published API, said in a
 * note. A bare host is a relative path to RFC 3986, but no author means `api.example.com` as a folder.
 */
function withScheme(url: string, at: Place, ctx: LoadContext): string {
  const rest = url.startsWith("//") ? url.slice(2) : BARE_HOST.test(url) ? url : undefined;
  if (rest === undefined) return url;
  const message = `the server url ${JSON.stringify(url)} names no scheme: generated functions send to https://${rest}; for plain http, give the base url: defaults({ baseUrl: "http://${rest}" })`;
  report(ctx, "server-relative", "note", message, child(at, "url"));
  return `https://${rest}`;
}

/**
 * A host name with a top-level domain, an IPv4 address or `localhost` (labels may hold `{variables}`),
 * its port, then the end or a path: `api.example.com`, `{region}.example.com:8443/v1`. Not `api/v1`,
 * `v1.2/things` or `{server}`, relative paths and variables that may hold a scheme.
 */
const BARE_HOST = /^(?:localhost|(?:[\w{}-]+\.)+[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?(?=[/?#]|$)/i;

/** The variables a server's url names, in order, each with its default (required) and enum. */
function readVariables(url: string, variables: unknown, at: Place, ctx: LoadContext): ServerVariable[] {
  const names = [...new Set([...url.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!))];
  return names.flatMap((name) => {
    const variable = isObject(variables) ? own(variables, name) : undefined;
    const value = isObject(variable) ? stringAt(variable, "default") : undefined;
    if (value === undefined) {
      report(ctx, "invalid-document", "error", `server variable "${name}" has no default`, child(at, "url"));
      return [];
    }
    const read: ServerVariable = { name, default: value };
    const values = isObject(variable) ? own(variable, "enum") : undefined;
    if (Array.isArray(values)) read.enum = values.filter((v): v is string => typeof v === "string");
    const description = isObject(variable) ? stringAt(variable, "description") : undefined;
    if (description !== undefined) read.description = description;
    return [read];
  });
}

/**
 * The API's base url: its first server's, the variables' defaults put in. Without a server OpenAPI's is
 * `/`, the host the description is served from, which generated code cannot know: the base url is then
 * empty, never the runtime's own (GitHub's). One without a host is noted when a route goes there (not
 * every route has a server of its own), for those calls cannot be sent from a server as they are.
 */
export function apiBaseUrl(server: Server | undefined, used: boolean, at: Place, ctx: LoadContext): string {
  const url = server ? defaultUrl(server) : "";
  if (!used) return url;
  const hint = placeholderHint(url);
  if (hasScheme(url)) {
    // A host that is a placeholder (`https://{accountName}.blob.core.windows.net`, an Azure host template's
    // variable without a default): fetch refuses the url.
    if (server && hint) {
      const message = `the server url ${JSON.stringify(server.url)} ${hint}: fetch refuses the urls generated functions send (\`${url}/…\`); give the API's url as the base: defaults({ baseUrl: "https://…" })`;
      report(ctx, "server-relative", "note", message, child(at, 0, "url"));
    }
    return url;
  }
  const what = !server
    ? "the description names no server"
    : `the server url ${JSON.stringify(server.url)} ${hint ?? "has no host"}`;
  report(
    ctx,
    "server-relative",
    "note",
    `${what}: generated functions send urls without one (\`${url}/…\`), which fetch resolves against a web page ` +
      'and refuses elsewhere; give the API\'s url as the base: defaults({ baseUrl: "https://…" })',
    server ? child(at, 0, "url") : at,
  );
  return url;
}

/**
 * Why a url without a host reads as a placeholder (`Your API URL`, `<server-ip>`), not a relative path:
 * an ASCII character no url may hold, its variables' defaults put in (fetch encodes others, as in
 * `/api/über`). Undefined for a path such as `/api/v3`.
 */
function placeholderHint(url: string): string | undefined {
  const found = /[^\w\-.~:/?#[\]@!$&'()*+,;=%\u{80}-\u{10ffff}]/u.exec(url);
  return found
    ? `is not a url (it holds ${JSON.stringify(found[0])}, which no url may) and reads as a placeholder`
    : undefined;
}
