// Defaults as data: what a generated function takes as its last argument. The SDK's own (`api`, in its
// endpoint.ts) apply when a call is given none; defaults() makes others over them. A builder made with
// `endpoint.defaults()` is defaults data too.
import { mergeMediaType } from "./accept.js";
import { mergeHeaders } from "./headers.js";
import { asString, fail, isPlainObject, mergeValue, own, plainObject } from "./object.js";
import type { CallOptions, Defaults, DefaultsOptions, Headers, MediaType } from "./types.js";

const KEYS = ["baseUrl", "headers", "mediaType", "request", "params", "servers", "auth"];

/**
 * `options` over `base`, as data: headers merged by name (lowercased, checked for CR and LF), media
 * types and request meta merged, default parameters, servers and credentials over the base's. Frozen, headers
 * too, so that every call sees the same.
 */
export function withDefaults(base: Defaults, options: DefaultsOptions<string, object>): Defaults {
  const given = plainObject(options, "defaults");
  for (const key in given) if (!KEYS.includes(key)) fail(`unknown default ${JSON.stringify(key)} (known: ${KEYS.join(", ")})`);
  const { baseUrl, headers, mediaType, request, params, servers, auth } = given;
  const data: Record<string, unknown> = {
    baseUrl: baseUrl === undefined ? base.baseUrl : asString(baseUrl, "baseUrl"),
    // Plain JavaScript can pass any base: say it lacks headers, not what a spread of nothing threw.
    headers: Object.freeze(mergeHeaders(base.headers || fail("the base has no headers"), headers)),
  };
  if (mediaType !== undefined || base.mediaType) data["mediaType"] = Object.freeze(mergeMediaType(base.mediaType ?? {}, mediaType));
  // What is frozen is ours: the caller's own `request` object is copied first.
  const merged = { request: mergeValue(base, "request", isPlainObject(request) ? { ...request } : request), params: over(base.params, params, "params"), servers: over(base.servers, servers, "servers"), auth: over(base.auth, auth, "auth") };
  for (const [key, value] of Object.entries(merged)) if (value !== undefined) data[key] = Object.freeze(value);
  return Object.freeze(data) as unknown as Defaults;
}

/**
 * A route's own headers, media type and parameters over a call's defaults, for that call: what
 * withDefaults() makes of them, without its checks (the generator checked the route's headers) and
 * without freezing a value that lives for one call.
 */
export function withRouteDefaults(defaults: Defaults, route: { headers?: Headers; mediaType?: MediaType; params?: Record<string, unknown> }): Defaults {
  const merged = { ...defaults };
  if (route.headers) merged.headers = { ...defaults.headers, ...route.headers };
  if (route.params) merged.params = { ...defaults.params, ...route.params };
  if (route.mediaType || defaults.mediaType) merged.mediaType = mergeMediaType(defaults.mediaType ?? {}, route.mediaType);
  return merged;
}

/**
 * `given`'s values over `below`'s, in a new object (a spread, which keeps a `__proto__` key a key):
 * an undefined value leaves the one below. `below` itself when nothing is given.
 */
function over(below: object | undefined, given: unknown, what: string): object | undefined {
  if (given === undefined) return below;
  const values = plainObject(given, what);
  const merged: Record<string, unknown> = { ...below, ...values };
  for (const key in values) if (values[key] === undefined) merged[key] = own(below ?? {}, key);
  return merged;
}

/** A call's parameters over the default parameters, if there are any (an undefined value leaves the default). */
export function withDefaultParams<Params extends object>(params: Params | undefined, defaults: Defaults): Params {
  if (!defaults.params) return params ?? ({} as Params);
  return over(defaults.params, params ?? {}, "params") as Params;
}

/** The base url of a call: its own, else the defaults'. */
export const baseUrl = (params: CallOptions, defaults: Defaults): string =>
  params.baseUrl === undefined ? defaults.baseUrl : asString(params.baseUrl, "baseUrl");

/**
 * The base url of a call of a route with a server of its own (`name` in the SDK's `servers`): the
 * call's, else the one the defaults give that server, else the server's own `url`.
 */
export const serverUrl = (params: CallOptions, defaults: Defaults, name: string, url: string): string =>
  params.baseUrl !== undefined ? asString(params.baseUrl, "baseUrl") : (defaults.servers?.[name] ?? url);
