// requestOptions(): the fast path generated functions call, once per call. Everything that depends
// only on the route and the builder is worked out on the first call and kept.
import { applyAccept, builderVendors, mergeMediaType, vendorOf } from "./accept.js";
import { ROOT_DEFAULTS, ROOT_VENDOR } from "./defaults.js";
import { lowercaseHeaders } from "./headers.js";
import { plainObject, put } from "./object.js";
import { requestFor, verbOf, type Verb } from "./request.js";
import type { Endpoint, Headers, MediaType, Options, RequestOptions, Route } from "./types.js";
import { compileUrl, expandUrl, type CompiledUrl } from "./url.js";

/** A route with one builder's defaults: what `builder.defaults(routeOptions)` would hold. */
interface Prepared {
  /** `builder.defaults(routeOptions)` itself, when its defaults hold more than the fast path handles. */
  slow?: Endpoint;
  method: unknown;
  baseUrl: unknown;
  url: unknown;
  headers: Headers;
  mediaType: MediaType;
  vendor: string | undefined;
  /** From method and url; or the error they give, thrown when parse() would throw it. */
  verb?: Verb;
  compiled?: CompiledUrl;
  error?: unknown;
  /** Whether the url names an option key (`{url}`): the call's options must then be hidden from it. */
  hidesOptions?: boolean;
  /** `headers` with the accept `mediaType` asks for: the headers of calls that pass neither. */
  accepted?: Headers;
}

const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "request", "mediaType"];

/** Per route: the last builder used and its Prepared (the usual case), then every builder. */
interface Cache {
  builder: object;
  prepared: Prepared;
  byBuilder: WeakMap<object, Prepared>;
}
const cache = /* @__PURE__ */ new WeakMap<Route, Cache>();

/**
 * The request options of one call of a compiled route: exactly what
 * `builder.defaults({ method, url: url.join(""), baseUrl, headers, mediaType })(params)` returns
 * (the route's keys when present), without building that builder.
 */
export function requestOptions<Response = unknown>(route: Route, params?: object, builder?: Endpoint): RequestOptions<Response> {
  const key = builder ?? ROOT_DEFAULTS;
  let entry = cache.get(route);
  let prepared: Prepared;
  if (entry?.builder === key) prepared = entry.prepared;
  else {
    if (!entry) cache.set(route, (entry = { builder: key, prepared: undefined!, byBuilder: new WeakMap() }));
    prepared = entry.byBuilder.get(key) ?? prepare(route, builder);
    entry.byBuilder.set(key, prepared);
    entry.builder = key;
    entry.prepared = prepared;
  }
  const options = prepared.slow ? prepared.slow(params as Options) : build(prepared, plainObject(params, "params"));
  return options as RequestOptions<Response>;
}

function prepare(route: Route, builder: Endpoint | undefined): Prepared {
  const defaults = builder ? builder.DEFAULTS : ROOT_DEFAULTS;
  const { method, baseUrl, headers, mediaType } = route;
  const url = route.url.join("");
  // Defaults with parameters or `request` merge deep with the call's: leave those to the builder.
  const simple = !builder || (builderVendors.has(builder) && Object.keys(defaults).every((key) => OPTION_KEYS.includes(key) && key !== "request"));
  if (!simple) {
    const options: Options = { method, url };
    if (baseUrl !== undefined) options.baseUrl = baseUrl;
    if (headers !== undefined) options.headers = headers;
    if (mediaType !== undefined) options.mediaType = mediaType;
    return { slow: builder!.defaults(options) } as Prepared;
  }
  const merged = { ...defaults.headers, ...lowercaseHeaders(headers) };
  const vendor = builder ? builderVendors.get(builder) : ROOT_VENDOR;
  return withTarget({
    method,
    baseUrl: baseUrl === undefined ? defaults.baseUrl : baseUrl,
    url,
    headers: merged,
    mediaType: mergeMediaType(defaults.mediaType, mediaType),
    vendor: vendorOf(merged.accept) ?? vendor,
  });
}

/** `prepared` with its verb and compiled url, or the error they give. */
function withTarget(prepared: Prepared): Prepared {
  try {
    prepared.verb = verbOf(prepared.method);
    prepared.compiled = compileUrl(prepared.url);
    prepared.hidesOptions = OPTION_KEYS.some((key) => prepared.compiled!.names.has(key));
  } catch (error) {
    prepared.error = error;
  }
  return prepared;
}

const NO_NAMES = new Set<string>();

/** merge() then parse(), in the same order, on what `prepared` already holds. */
function build(prepared: Prepared, params: Record<string, unknown>, overridden?: boolean): RequestOptions {
  const names = prepared.compiled?.names ?? NO_NAMES;
  const unused: Record<string, unknown> = {};
  let { method, baseUrl, url } = prepared;
  let headers: unknown, mediaType: unknown, request: unknown;
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value === undefined) continue;
    switch (key) {
      case "headers":
        headers = value;
        break;
      case "mediaType":
        mediaType = value;
        break;
      case "request":
        request = value;
        break;
      case "method":
        method = value;
        break;
      case "baseUrl":
        baseUrl = value;
        break;
      case "url":
        url = value;
        break;
      default:
        if (!names.has(key)) put(unused, key, value);
    }
  }
  // The call overrides the route's method, baseUrl or url: rare, so start again with those.
  if (!overridden && (method !== prepared.method || baseUrl !== prepared.baseUrl || url !== prepared.url)) {
    return build(withTarget({ ...prepared, method, baseUrl, url }), params, true);
  }
  const own = headers === undefined && mediaType === undefined;
  const callHeaders = own ? undefined : { ...prepared.headers, ...lowercaseHeaders(headers) };
  const callMediaType = own ? undefined : mergeMediaType(prepared.mediaType, mediaType);
  if (prepared.error) throw prepared.error;
  let values = params;
  if (prepared.hidesOptions) values = Object.fromEntries(Object.entries(params).filter(([key]) => !OPTION_KEYS.includes(key)));
  const expanded = expandUrl(prepared.compiled!, values);
  const accepted = own
    ? { ...(prepared.accepted ??= applyAccept({ ...prepared.headers }, mergeMediaType(prepared.mediaType, undefined), prepared.vendor)) }
    : applyAccept(callHeaders!, callMediaType, prepared.vendor);
  return requestFor(prepared.verb!, expanded, baseUrl, accepted, unused, request);
}
