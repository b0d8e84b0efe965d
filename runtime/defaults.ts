// Defaults as data: what a generated function takes as its last argument. The SDK's own (`api`, in its
// endpoint.ts) apply when a call is given none; defaults() makes others over them. A builder made with
// `endpoint.defaults()` is defaults data too.
//
// Headers are checked here, once, when defaults are made: calls copy them as they are, and the HTTP
// client refuses what a call or the generic builder adds (docs/clients.md).
import { mergeMediaType } from "./media-type.js";
import { asString, fail, isPlainObject, mergeValue, own, plainObject, put } from "./object.js";
import type { Defaults, DefaultsOptions, Headers, MediaType } from "./types.js";

const KEYS = ["baseUrl", "headers", "mediaType", "request", "params", "servers", "auth"];

/**
 * `options` over `base`, as data: headers checked and merged by name (lowercased), media types and
 * request meta merged, default parameters, servers and credentials over the base's. Frozen, headers
 * too, so that every call sees the same.
 */
export function withDefaults(base: Defaults, options: DefaultsOptions<string, object>): Defaults {
  const given = plainObject(options, "defaults");
  for (const key in given)
    if (!KEYS.includes(key)) fail(`unknown default ${JSON.stringify(key)} (known: ${KEYS.join(", ")})`);
  const { baseUrl, headers, mediaType, request, params, servers, auth } = given;
  // Checked once, here: calls copy the defaults' headers as they are (docs/clients.md).
  if (isPlainObject(headers))
    for (const name in headers) if (headers[name] !== undefined) checkHeader(name, headers[name]);
  const data: Record<string, unknown> = {
    baseUrl: baseUrl === undefined ? base.baseUrl : asString(baseUrl, "baseUrl"),
    // Plain JavaScript can pass any base: say it lacks headers, not what a spread of nothing threw.
    headers: Object.freeze(mergeHeaders(base.headers || fail("the base has no headers"), headers)),
  };
  if (mediaType !== undefined || base.mediaType)
    data["mediaType"] = Object.freeze(mergeMediaType(base.mediaType ?? {}, plainObject(mediaType, "mediaType")));
  // What is frozen is ours: the caller's own `request` object is copied first.
  const merged = {
    request: mergeValue(base, "request", isPlainObject(request) ? { ...request } : request),
    params: over(base.params, params, "params"),
    servers: over(base.servers, servers, "servers"),
    auth: over(base.auth, auth, "auth"),
  };
  for (const [key, value] of Object.entries(merged)) if (value !== undefined) data[key] = Object.freeze(value);
  return Object.freeze(data) as unknown as Defaults;
}

/**
 * A route's own headers, media type and parameters (a catalogue route's) over a call's defaults, for
 * that call: the generator checked the route's headers.
 */
export function withRouteDefaults(
  defaults: Defaults,
  route: { headers?: Headers; mediaType?: MediaType; params?: Record<string, unknown> },
): Defaults {
  const merged = { ...defaults };
  if (route.headers) merged.headers = { ...defaults.headers, ...route.headers };
  if (route.params) merged.params = { ...defaults.params, ...route.params };
  if (route.mediaType || defaults.mediaType)
    merged.mediaType = mergeMediaType(defaults.mediaType ?? {}, route.mediaType);
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

/**
 * `headers` over `below`, in a copy, names lowercased: an undefined value leaves `below`'s. Of two
 * spellings of a name the last wins, even when undefined. No headers (`null` too) is a plain copy.
 */
export function mergeHeaders(below: Readonly<Headers>, headers: unknown): Headers {
  const given = plainObject(headers || undefined, "headers");
  const merged: Headers = { ...below };
  for (const name of Object.keys(given)) {
    const key = name.toLowerCase();
    const value = given[name] === undefined ? own(below, key) : given[name];
    if (value === undefined) delete merged[key];
    else put(merged, key, value);
  }
  return merged;
}

/**
 * A TypeError for a header whose name is not an HTTP token (RFC 9110: `x-h: y`, a space, NUL) or
 * whose value (as text) holds CR, LF or NUL: either would inject another header, or break the request.
 */
export function checkHeader(name: string, value: unknown): void {
  // The name as given: lowercasing can make ASCII of what is not (the Kelvin sign K is a `k`).
  if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) fail(`header name ${JSON.stringify(name)} is not a token`);
  if (/[\r\n\0]/.test(`${value}`)) fail(`header ${JSON.stringify(name.toLowerCase())} has CR, LF or NUL`);
}
