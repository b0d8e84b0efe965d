// requestOptions(): the fast path generated functions call. What depends only on the route and the
// defaults (the url parsed, the verb, headers and accept) is worked out once per route and builder.
// It leans on none of the generic steps (merge, parse, template validation), so a bundle with only
// generated functions carries none of them.
import { applyAccept, mergeMediaType, vendorOf } from "./accept.js";
import { githubApi, userAgent } from "./defaults.js";
import { mergeHeaders } from "./headers.js";
import { fail, mergeValue, plainObject } from "./object.js";
import { JSON_TYPE, methodOf, requestFor, sortParams } from "./request.js";
import type { ApiDefaults, Endpoint, Headers, MediaType, Options, RequestOptions, Route } from "./types.js";
import { parseExpression } from "./uri-template.js";
import { compileParts, resolveUrl, type CompiledUrl } from "./url.js";

/** A route on one builder (or API defaults): what `builder.defaults(routeOptions)` would hold. */
type Prepared =
  | {
      method: string;
      url: CompiledUrl;
      baseUrl: unknown;
      headers: Headers;
      mediaType: MediaType;
      vendor: string | undefined;
      /** The defaults' mediaType asks for no format and no previews: the accept header stays as it is. */
      plain: boolean;
      /** The headers of calls that pass neither headers nor mediaType: without body, with a body. */
      accepted?: readonly [Headers, Headers];
    }
  | {
      /** Builders whose defaults hold parameters or `request` merge them deep with each call's: their own way. */
      generic: Endpoint;
    };

/** Per builder (or API defaults), per route. Weak, so all can go. */
const cache = /* @__PURE__ */ new WeakMap<object, WeakMap<Route, Prepared>>();
/** The builder of the last call and its routes (held until a call with another): calls in a row mostly share one. */
let lastKey: object | undefined;
let lastRoutes: WeakMap<Route, Prepared> | undefined;

/** The only keys defaults may have for calls to go the fast way. */
const FAST_DEFAULTS = ["method", "url", "baseUrl", "headers", "mediaType"];

/**
 * The request options of one call of a compiled route: exactly what
 * `builder.defaults({ method, url: url.join(""), baseUrl, headers, mediaType })(params)` returns
 * (with those of the route's keys that are present), without making that builder. Instead of a
 * builder, an API's defaults: those of the root builder `createEndpoint(api)` (GitHub's by default).
 * A route's method and url are its own: params naming `method` or `url` throw a TypeError.
 */
export function requestOptions<Response = unknown>(route: Route, params?: object, builder: Endpoint | ApiDefaults = githubApi): RequestOptions<Response> {
  let routes = builder == lastKey ? lastRoutes! : cache.get(builder);
  if (!routes) cache.set(builder, (routes = new WeakMap()));
  lastKey = builder;
  lastRoutes = routes;
  let prepared = routes.get(route);
  if (!prepared) routes.set(route, (prepared = prepare(route, builder)));
  const values = plainObject(params, "params");
  if (!("generic" in prepared)) return call(prepared, values) as RequestOptions<Response>;
  if (retargets(values, "method") || retargets(values, "url")) retargeted();
  return prepared.generic(values) as RequestOptions<Response>;
}

function prepare(route: Route, builder: Endpoint | ApiDefaults): Prepared {
  const { method, url, baseUrl, headers, mediaType } = route;
  let below: Options;
  if (typeof builder == "function") {
    below = builder.DEFAULTS;
    // merge() leaves the route's undefined keys out.
    if (Object.keys(below).some((key) => !FAST_DEFAULTS.includes(key))) return { generic: builder.defaults({ ...route, url: url.join("") } as Options) };
  } else {
    // What createEndpoint(builder) would hold as DEFAULTS.
    below = { baseUrl: builder.baseUrl, headers: mergeHeaders({ "user-agent": userAgent }, builder.headers), mediaType: mergeMediaType({ format: "" }, builder.mediaType) };
  }
  const merged = mergeHeaders(below.headers!, headers);
  const routeMediaType = mergeMediaType(below.mediaType!, mediaType);
  return {
    method: methodOf(method),
    // An empty url is `/`, as endpoint() reads it.
    url: compileParts(url.join("") ? url.map((part) => (part[0] == "{" ? parseExpression(part) : part)) : ["/"]),
    baseUrl: baseUrl === undefined ? below.baseUrl : baseUrl,
    headers: merged,
    mediaType: routeMediaType,
    vendor: vendorOf(merged.accept),
    plain: !routeMediaType.format && !routeMediaType.previews?.length,
  };
}

/** merge() then parse(), as `builder.defaults(routeOptions)(params)` runs them, without the generic steps. */
function call(prepared: Exclude<Prepared, { generic: Endpoint }>, params: Record<string, unknown>): RequestOptions {
  const { method, url, vendor } = prepared;
  const sorted = sortParams(params, url.names, method, true);
  if (sorted.retargeted) retargeted();
  // merge() comes first: the call's headers and mediaType are checked before the url is expanded.
  const headers = sorted.headers === undefined ? undefined : mergeHeaders(prepared.headers, sorted.headers);
  const mediaType = sorted.mediaType === undefined ? undefined : mergeMediaType(prepared.mediaType, sorted.mediaType);
  const given = sorted.baseUrl;
  const baseUrl = given === undefined ? prepared.baseUrl : prepared.baseUrl === undefined ? given : mergeValue(prepared, "baseUrl", given);
  const resolved = resolveUrl(url, sorted.slots, baseUrl, sorted.query);
  // A call without mediaType still merges the defaults' (which tidies their previews); when those
  // ask for no format or previews, its accept is the one in the headers.
  const accepted =
    mediaType || (headers && !prepared.plain)
      ? applyAccept(headers ?? { ...prepared.headers }, mediaType ?? mergeMediaType(prepared.mediaType), vendor)
      : headers || (prepared.accepted ??= acceptedHeaders(prepared.headers, mergeMediaType(prepared.mediaType), vendor));
  return requestFor(method, resolved, accepted, sorted, sorted.request);
}

function acceptedHeaders(defaults: Headers, mediaType: MediaType, vendor: string | undefined): readonly [Headers, Headers] {
  const headers = applyAccept({ ...defaults }, mediaType, vendor);
  return [headers, { ...headers, "content-type": headers["content-type"] || JSON_TYPE }];
}

const retargets = (values: Record<string, unknown>, key: string) => Object.hasOwn(values, key) && values[key] !== undefined;
const retargeted = () => fail("params cannot set a compiled route's method or url");
