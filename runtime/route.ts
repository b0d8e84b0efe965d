// requestOptions(): the fast path generated functions call. What depends only on the route (its url
// read, its verb) or on the route and the builder (merged headers, mediaType) is worked out once, lazily.
import { applyAccept, mergeMediaType, vendorOf } from "./accept.js";
import { ROOT_DEFAULTS } from "./defaults.js";
import { lowercaseHeaders } from "./headers.js";
import { plainObject } from "./object.js";
import { requestFor, verbOf } from "./query.js";
import type { Endpoint, Headers, MediaType, Options, RequestOptions, Route } from "./types.js";
import { OPTION_KEYS, readUrl, resolveUrl, type CompiledUrl } from "./url.js";

/** What the route's method and url imply, whatever the builder. */
interface Target extends CompiledUrl {
  method: unknown;
  verb: string;
  url: unknown;
}

/** A route on one builder: what `builder.defaults(routeOptions)` would hold, ready to use. */
interface Prepared extends Target {
  baseUrl: unknown;
  headers: Headers;
  mediaType: MediaType;
  vendor: string | undefined;
  /** `headers` with the accept `mediaType` asks for: the headers of calls that pass neither. */
  accepted?: Headers;
  /** `builder.defaults(routeOptions)` itself, for builders whose defaults hold parameters or `request`. */
  slow?: Endpoint;
}

/** Per route; then per builder (ROOT_DEFAULTS for the root) and route. Weak, so all can go. */
const targets = /* @__PURE__ */ new WeakMap<Route, Target>();
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

function prepare(route: Route, builder?: Endpoint): Prepared {
  const { method, baseUrl, headers, mediaType } = route;
  const defaults = builder?.DEFAULTS ?? ROOT_DEFAULTS;
  const options: Options = { method, url: route.url.join("") };
  if (baseUrl !== undefined) options.baseUrl = baseUrl;
  if (headers !== undefined) options.headers = headers;
  if (mediaType !== undefined) options.mediaType = mediaType;
  // Defaults with parameters or `request` merge deep with the call's: leave those to the builder.
  if (Object.keys(defaults).some((key) => !OPTION_KEYS.includes(key) || key === "request")) return { slow: builder!.defaults(options) } as Prepared;
  let routeTarget = targets.get(route);
  if (!routeTarget) targets.set(route, (routeTarget = target(method, options.url)));
  const merged = { ...defaults.headers, ...lowercaseHeaders(headers) };
  return {
    ...routeTarget,
    baseUrl: "baseUrl" in options ? baseUrl : defaults.baseUrl,
    // Frozen: a spread copy of a frozen object takes new keys fast (see copy()).
    headers: Object.freeze(merged),
    mediaType: mergeMediaType(defaults.mediaType, mediaType),
    vendor: vendorOf(merged.accept),
  };
}

const target = (method: unknown, url: unknown): Target => ({ ...readUrl(url), method, verb: verbOf(method), url });

/** merge() then parse(), as `builder.defaults(routeOptions)(params)` runs them, on what `prepared` holds. */
function build(prepared: Prepared, params: Record<string, unknown>, again?: boolean): RequestOptions {
  const { method = prepared.method, url = prepared.url, baseUrl = prepared.baseUrl, headers, mediaType, request } = params;
  // A call that overrides the route's method or url: rare, so start again with those.
  if (!again && (method !== prepared.method || url !== prepared.url)) return build({ ...prepared, ...target(method, url) }, params, true);
  const unused: [string, unknown][] = [];
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value !== undefined && !prepared.skip.has(key)) unused.push([key, value]);
  }
  const own = headers === undefined && mediaType === undefined;
  const merged = own || ([{ ...prepared.headers, ...lowercaseHeaders(headers) }, mergeMediaType(prepared.mediaType, mediaType)] as const);
  const resolved = resolveUrl(prepared, params, baseUrl);
  const accepted =
    merged === true
      ? { ...(prepared.accepted ??= Object.freeze(applyAccept({ ...prepared.headers }, mergeMediaType(prepared.mediaType), prepared.vendor))) }
      : applyAccept(merged[0], merged[1], prepared.vendor);
  return requestFor(prepared.verb, resolved, accepted, unused, request);
}
