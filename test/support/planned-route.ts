// What the plan says a generated function sends, for tests that compare it with the generic builder:
// its route as a defaults level of `endpoint()`, and its parameters under the names that route's url
// template gives them.
import type { FunctionPlan } from "../../generator/plan/plan.js";
import type { Options } from "../../runtime/index.js";
import { queryTemplateNames } from "../../generator/plan/routing/endpoint-url.js";
import { escapeColonNames } from "../../runtime/uri-template.js";

/** Keys `endpoint()` reads as the route itself: a parameter of that name is the API's in a generated function. */
const ROUTE_KEYS = ["url", "method"];
/** Names `endpoint()` reads as its options: a url variable never takes them. */
const OPTIONS = [...ROUTE_KEYS, "baseUrl", "headers", "mediaType", "request", "data"];

/**
 * Whether `endpoint()` can send what the generated function sends: a JSON body or one passed whole
 * (form and multipart bodies are checked on the wire, test/wire), no body parameter named `url` or
 * `method` (to endpoint() those are the route), no query parameter named like one of its options, no
 * cookie parameter (endpoint() has no cookies: test/wire sends them), and no OpenAPI 3.2 query string
 * (endpoint() has none: it writes `{?criteria*}` as RFC 6570 does, a list member as `sizes=1,2`, where
 * the generated function writes the object as a form body; test/wire/openapi-3-2.test.ts checks it
 * against the same object sent as a form body).
 */
export function comparableWithEndpoint(fn: FunctionPlan): boolean {
  const content = fn.routing.body?.contents[0];
  const fields = [...fn.routing.fields, ...(fn.routing.bodyAlternatives?.flat() ?? [])];
  if (fields.some((f) => f.placement === "cookie")) return false;
  if (fn.routing.query.some((q) => q.querystring)) return false;
  if (fields.some((f) => f.placement === "body" && ROUTE_KEYS.includes(f.key))) return false;
  if (fn.routing.query.some((q) => OPTIONS.includes(decodeURIComponent(q.name)))) return false;
  return !content || !fn.routing.body?.properties || content.encoding === "json";
}

/**
 * The route a generated function writes, as options of a defaults level: `builder.defaults(this)(params)`.
 * A literal `:name` (an OpenAPI custom method) is written `%3Aname`, as endpoint() would read it as a
 * placeholder. The body's content-type is the route's when the call sends a body (`hasBody`); the
 * parameters that may take one value are default parameters, under their template names.
 */
export function routeDefaults(fn: FunctionPlan, hasBody = false): Options {
  const { routing } = fn;
  const contentType = routing.body?.contents[0]?.contentType;
  const headers = {
    ...routing.fixed?.headers,
    ...routing.headers,
    ...(hasBody && contentType ? { "content-type": contentType } : {}),
  };
  return {
    ...(routing.fixed?.params ? endpointParams(fn, routing.fixed.params) : {}),
    method: routing.method,
    url: escapeColonNames(routing.url.join("")),
    ...(routing.server ? { baseUrl: routing.server.url } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(routing.mediaType ? { mediaType: routing.mediaType } : {}),
  };
}

/**
 * Whether a call sends a body: it gives one of the body's parameters, or the description requires the
 * body (sent empty, `{}`, when the call gives none of its properties).
 */
export function sendsBody(fn: FunctionPlan, params: Record<string, unknown>): boolean {
  const fields = [...fn.routing.fields, ...(fn.routing.bodyAlternatives?.flat() ?? [])];
  return (
    fn.routing.body?.sendEmpty === true ||
    fields.some((f) => (f.placement === "body" || f.placement === "data") && params[f.key] !== undefined)
  );
}

/**
 * A call's parameters, with `data: {}` where the generated function sends a required body empty (the
 * call gives none of its properties): endpoint() sends no body unless told to.
 */
export function withRequiredBody(fn: FunctionPlan, params: Record<string, unknown>): Record<string, unknown> {
  const body = fn.routing.body;
  if (!body?.sendEmpty || body.properties!.some(({ key }) => params[key] !== undefined)) return params;
  return { ...params, data: {} };
}

/**
 * A call's parameters as `endpoint()` takes them for that route: under the url template's variable
 * names, with the OpenAPI styles RFC 6570 lacks written first (space- and pipe-delimited lists joined,
 * a deepObject's keys as `name[key]`), and a required body sent empty as `data: {}`.
 */
export function endpointParams(fn: FunctionPlan, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...withRequiredBody(fn, params) };
  const rename = (key: string, name: string) => {
    if (key === name || !Object.hasOwn(params, key)) return;
    delete out[key];
    out[name] = params[key];
  };
  for (const part of fn.routing.path)
    if (typeof part !== "string") for (const v of part.variables) rename(v.key, v.name);
  const names = queryTemplateNames(fn.routing.path, fn.routing.query);
  for (const [i, field] of fn.routing.query.entries()) {
    const value = params[field.key];
    const name = names[i]!;
    rename(field.key, name);
    if (value === undefined || value === null || typeof value !== "object") continue;
    if (field.style === "deepObject") {
      out[name] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [`${decodeURIComponent(field.name)}[${k}]`, v]),
      );
    } else if (field.style !== "form" && !field.explode) {
      // An empty list expands to nothing; a list of one empty string is still a value (`?sort=`).
      const items = (Array.isArray(value) ? value : Object.entries(value).flat()).filter(
        (item) => item !== null && item !== undefined,
      );
      out[name] =
        items.length === 0
          ? undefined
          : items.join(field.style === "spaceDelimited" ? " " : field.style === "tabDelimited" ? "\t" : "|");
    }
  }
  return out;
}

/**
 * A url with percent-encoded unreserved characters decoded (`per%2Dpage` is `per-page`: RFC 3986 6.2.2.2
 * says they are the same url), and an OpenAPI path's own trailing `/` put back where the builder drops
 * it but the generated function keeps it (`kept`: the route's plan).
 */
export function normalisedUrl(url: string, kept?: FunctionPlan): string {
  const decoded = url.replace(/%([0-9A-Fa-f]{2})/g, (whole, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : whole.toUpperCase();
  });
  const fn = kept;
  if (fn?.routing.pathEnd !== "kept") return decoded;
  const [path = "", query] = decoded.split(/\?(.*)/s);
  return path.endsWith("/") || query !== undefined ? decoded : `${path}/`;
}

/**
 * A url without the pairs of the query parameters that allow reserved characters (which endpoint()
 * percent-encodes: it has no way not to), and those pairs apart, to be checked on their own.
 */
export function withoutReserved(url: string, fn: FunctionPlan): { url: string; pairs: string[] } {
  const names = fn.routing.query.filter((f) => f.allowReserved).map((f) => f.name);
  const [path = "", query] = url.split(/\?(.*)/s);
  if (query === undefined || names.length === 0) return { url, pairs: [] };
  const all = query.split("&");
  const isReserved = (pair: string) => names.some((name) => pair.startsWith(`${name}=`));
  const rest = all.filter((pair) => !isReserved(pair));
  return { url: rest.length > 0 ? `${path}?${rest.join("&")}` : path, pairs: all.filter(isReserved) };
}
