// requestOptions(): the fast path generated functions call. What depends only on the route and the
// builder (merged defaults, the url parsed, the verb, the accept header) is worked out once, lazily.
import { applyAccept, mergeMediaType, vendorOf } from "./accept.js";
import { githubApi, rootDefaults } from "./defaults.js";
import { mergeHeaders } from "./headers.js";
import { merge } from "./merge.js";
import { mergeValue, plainObject } from "./object.js";
import { parse } from "./parse.js";
import { JSON_TYPE, requestFor, sortParams, methodOf } from "./query.js";
import type { ApiDefaults, Endpoint, Headers, MediaType, MergedOptions, RequestOptions, Route } from "./types.js";
import { compileUrl, OPTION_KEYS, resolveUrl, type CompiledUrl } from "./url.js";

/** A route on one builder: what `builder.defaults(routeOptions)` would hold, and what follows from it. */
interface Prepared {
  defaults: MergedOptions;
  vendor: string | undefined;
  /** Absent when every call goes the generic way. */
  fast?: CompiledUrl & {
    /** Lowercase, as requests have it. */
    method: string;
    /** The defaults' mediaType as a call without one merges it. */
    mediaType: MediaType;
    /** The headers of calls that pass neither headers nor mediaType: without body, with a body. */
    accepted?: readonly [Headers, Headers];
  };
}

/** Per builder (or API defaults), per route. Weak, so all can go. */
const cache = /* @__PURE__ */ new WeakMap<object, WeakMap<Route, Prepared>>();
/** The builder of the last call and its routes (held until a call with another): calls in a row mostly share one. */
let lastKey: object | undefined;
let lastRoutes: WeakMap<Route, Prepared> | undefined;

/**
 * The request options of one call of a compiled route: exactly what
 * `builder.defaults({ method, url: url.join(""), baseUrl, headers, mediaType })(params)` returns
 * (with those of the route's keys that are present), without making that builder. Instead of a
 * builder, an API's defaults: those of the root builder `createEndpoint(api)` (GitHub's by default).
 */
export function requestOptions<Response = unknown>(route: Route, params?: object, builder: Endpoint | ApiDefaults = githubApi): RequestOptions<Response> {
  let routes = builder == lastKey ? lastRoutes! : cache.get(builder);
  if (!routes) cache.set(builder, (routes = new WeakMap()));
  lastKey = builder;
  lastRoutes = routes;
  let prepared = routes.get(route);
  if (!prepared) routes.set(route, (prepared = prepare(route, builder)));
  return build(prepared, plainObject(params, "params")) as RequestOptions<Response>;
}

function prepare({ method, url, baseUrl, headers, mediaType }: Route, builder: Endpoint | ApiDefaults): Prepared {
  const below = typeof builder == "function" ? builder.DEFAULTS : rootDefaults(builder);
  const defaults = merge(below, { method, url: url.join(""), baseUrl, headers, mediaType });
  const prepared: Prepared = { defaults, vendor: vendorOf(defaults.headers.accept) };
  // Defaults with parameters or `request` merge deep with each call's: those go the generic way.
  // So do routes whose method or url is not valid, to fail where the generic way fails.
  if (Object.keys(defaults).every((key) => OPTION_KEYS.includes(key) && key != "request")) {
    try {
      prepared.fast = { method: methodOf(defaults.method), ...compileUrl(defaults.url), mediaType: mergeMediaType(defaults.mediaType) };
    } catch {}
  }
  return prepared;
}

/**
 * merge() then parse(), as `builder.defaults(routeOptions)(params)` runs them: for calls that
 * give no other options than headers, baseUrl and request, without the generic steps.
 */
function build({ defaults, vendor, fast }: Prepared, params: Record<string, unknown>): RequestOptions {
  const sorted = fast && sortParams(params, fast.names, fast.method, true);
  if (!fast || !sorted || sorted.other) return parse(merge(defaults, params), vendor);
  const { headers, baseUrl } = sorted;
  const merged = headers === undefined ? undefined : mergeHeaders(defaults.headers, headers);
  const url = resolveUrl(fast, sorted.slots, baseUrl === undefined ? defaults.baseUrl : mergeValue(defaults, "baseUrl", baseUrl), sorted.query);
  const accepted = merged ? applyAccept(merged, fast.mediaType, vendor) : (fast.accepted ??= acceptedHeaders(defaults, fast.mediaType, vendor));
  return requestFor(fast.method, url, accepted, sorted, sorted.request);
}

function acceptedHeaders(defaults: MergedOptions, mediaType: MediaType, vendor: string | undefined): readonly [Headers, Headers] {
  const headers = applyAccept({ ...defaults.headers }, mediaType, vendor);
  return [headers, { ...headers, "content-type": headers["content-type"] || JSON_TYPE }];
}
