// requestOptions(): the fast path generated functions call. What depends only on the route and the
// builder is worked out on a route's first call with that builder, and kept.
import { applyAccept, mergeMediaType, vendorOf } from "./accept.js";
import { ROOT_DEFAULTS } from "./defaults.js";
import { lowercaseHeaders } from "./headers.js";
import { plainObject } from "./object.js";
import { requestFor, verbOf } from "./query.js";
import type { Endpoint, Headers, MediaType, Options, RequestOptions, Route } from "./types.js";
import { expandUrl, readUrl, type CompiledUrl } from "./url.js";

/** A route on one builder: what `builder.defaults(routeOptions)` would hold, ready to use. */
interface Prepared extends CompiledUrl {
  method: unknown;
  verb: string;
  baseUrl: unknown;
  url: unknown;
  headers: Headers;
  mediaType: MediaType;
  vendor: string | undefined;
  /** `headers` with the accept `mediaType` asks for: the headers of calls that pass neither. */
  accepted?: Headers;
  /** When the url names option keys (`{url}`): values that hide them, as parse() never expands options. */
  hidden?: Record<string, undefined> | false;
  /** `builder.defaults(routeOptions)` itself, for builders whose defaults hold parameters or `request`. */
  slow?: Endpoint;
}

/** The option keys; defaults with no other keys than the first five leave nothing to merge deep. */
const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"];

/** Per builder (ROOT_DEFAULTS for the root), per route; weak, so both can go. */
const cache = /* @__PURE__ */ new WeakMap<object, WeakMap<Route, Prepared>>();

/**
 * The request options of one call of a compiled route: exactly what
 * `builder.defaults({ method, url: url.join(""), baseUrl, headers, mediaType })(params)` returns
 * (with those of the route's keys that are present), without making that builder. The route's
 * url is trusted to be a valid template: the generator checked it.
 */
export function requestOptions<Response = unknown>(route: Route, params?: object, builder?: Endpoint): RequestOptions<Response> {
  const key = builder ?? ROOT_DEFAULTS;
  let routes = cache.get(key);
  if (!routes) cache.set(key, (routes = new WeakMap()));
  let prepared = routes.get(route);
  if (!prepared) routes.set(route, (prepared = prepare(route, builder)));
  return (prepared.slow ? prepared.slow(params as Options) : build(prepared, plainObject(params, "params"))) as RequestOptions<Response>;
}

function prepare({ method, url, baseUrl, headers, mediaType }: Route, builder?: Endpoint): Prepared {
  const defaults = builder?.DEFAULTS ?? ROOT_DEFAULTS;
  const options: Options = { method, url: url.join("") };
  if (baseUrl !== undefined) options.baseUrl = baseUrl;
  if (headers !== undefined) options.headers = headers;
  if (mediaType !== undefined) options.mediaType = mediaType;
  if (Object.keys(defaults).some((key) => !OPTION_KEYS.slice(0, 5).includes(key))) return { slow: builder!.defaults(options) } as Prepared;
  const merged = { ...defaults.headers, ...lowercaseHeaders(headers) };
  return target({
    ...options,
    baseUrl: "baseUrl" in options ? baseUrl : defaults.baseUrl,
    headers: merged,
    mediaType: mergeMediaType(defaults.mediaType, mediaType),
    vendor: vendorOf(merged.accept),
  } as Prepared);
}

/** `prepared` with its method's verb and its url read. */
function target(prepared: Prepared): Prepared {
  const compiled = readUrl(prepared.url);
  const hidden = OPTION_KEYS.some((key) => compiled.names.has(key)) && Object.fromEntries(OPTION_KEYS.map((key) => [key]));
  return { ...prepared, ...compiled, verb: verbOf(prepared.method), hidden };
}

/** merge() then parse(), as `builder.defaults(routeOptions)(params)` runs them, on what `prepared` holds. */
function build(prepared: Prepared, params: Record<string, unknown>, again?: boolean): RequestOptions {
  const unused: Record<string, unknown> = {};
  const call: Record<string, unknown> = {};
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value === undefined) continue;
    if (OPTION_KEYS.includes(key)) call[key] = value;
    else if (!prepared.names.has(key)) key === "__proto__" ? Object.defineProperty(unused, key, { value, enumerable: true }) : (unused[key] = value);
  }
  const { method = prepared.method, baseUrl = prepared.baseUrl, url = prepared.url, headers, mediaType } = call;
  // A call that overrides the route's method or url: rare, so start again with those.
  if (!again && (method !== prepared.method || url !== prepared.url)) {
    return build(target({ ...prepared, method, url }), params, true);
  }
  const own = headers === undefined && mediaType === undefined;
  const merged = own || ([{ ...prepared.headers, ...lowercaseHeaders(headers) }, mergeMediaType(prepared.mediaType, mediaType)] as const);
  const expanded = expandUrl(prepared, prepared.hidden ? { ...params, ...prepared.hidden } : params);
  const accepted =
    merged === true
      ? { ...(prepared.accepted ??= applyAccept({ ...prepared.headers }, mergeMediaType(prepared.mediaType), prepared.vendor)) }
      : applyAccept(merged[0], merged[1], prepared.vendor);
  return requestFor(prepared.verb, expanded, baseUrl, accepted, unused, call.request);
}
