// The steps parse() and routeRequest() share around the url: sorting the parameters, and from an
// expanded url to request options.
import { encodeComponent } from "./encode.js";
import { asString, put } from "./object.js";
import type { Headers, RequestOptions } from "./types.js";

/** `method` lowercased, as requests have it; it must be a string. */
export const methodOf = (method: unknown): string => asString(method, "method").toLowerCase();

/** The content-type of a body built from parameters, unless the headers name one. */
export const JSON_TYPE = "application/json; charset=utf-8";

/** Options and parameters, sorted by where they go. */
export interface Sorted {
  /** GET and HEAD: the parameters the url does not name, `name=value` joined by `&`. */
  query: string;
  /** Other verbs: those parameters as body, or `data` itself. */
  body: unknown;
  /** The first error encoding the query: thrown once the url is expanded, as parse() would. */
  failure: [unknown] | undefined;
  headers: unknown;
  baseUrl: unknown;
  mediaType: unknown;
  request: unknown;
  /** The values set `method` or `url`. */
  retargeted: boolean;
}

/**
 * Sorts `values` (own keys, in order; the url's variables `names` aside): options to their places,
 * the rest to the query (GET, HEAD) or the body. `called`: the values of a call, whose undefined
 * values are left out, as merge() does.
 */
export function sortParams(values: Record<string, unknown>, names: readonly string[], get: boolean, called: boolean): Sorted {
  let query = "";
  let fields: Record<string, unknown> | undefined;
  let data: [unknown] | undefined;
  let failure: [unknown] | undefined;
  let headers: unknown, baseUrl: unknown, mediaType: unknown, request: unknown;
  let retargeted = false;
  const inherits = enumerableInherited();
  for (const key in values) {
    if (inherits && !Object.hasOwn(values, key)) continue;
    const value = values[key];
    if ((called && value === undefined) || isName(names, key)) continue;
    if (key == "headers") headers = value;
    else if (key == "baseUrl") baseUrl = value;
    else if (key == "mediaType") mediaType = value;
    else if (key == "request") request = value;
    else if (key == "method" || key == "url") retargeted ||= called;
    else if (get) {
      try {
        query += (query && "&") + queryPair(key, value);
      } catch (error) {
        failure ??= [error];
      }
    } else if (key == "data") data = [value];
    else put((fields ??= {}), key, value);
  }
  return { query, body: data ? data[0] : fields, failure, headers, baseUrl, mediaType, request, retargeted };
}

/**
 * Whether Object.prototype has enumerable keys (someone added one): for-in then lists them too.
 * Without, for-in lists a plain object's own keys, as Object.keys() does, without making an array.
 */
function enumerableInherited(): boolean {
  for (const _ in Object.prototype) return true;
  return false;
}

/** `key=value` of the query string: the value through encodeURIComponent, `q` split at `+` first. */
export const queryPair = (key: string, value: unknown): string =>
  key + "=" + (key != "q" ? encodeComponent(value) : asString(value, "q").split("+").map(encodeURIComponent).join("+"));

/**
 * The request options: the body with a default JSON content-type; PATCH and PUT without body send
 * `""`. `headers` is mutated; as a pair, the first is copied for a request without body, the second
 * for one with a body. `failure`: an error met building the query, thrown now, as parse() would.
 */
export function requestFor(method: string, url: string, headers: Headers | readonly [Headers, Headers], body: unknown, failure: [unknown] | undefined, request: unknown): RequestOptions {
  if (failure) throw failure[0];
  if (Array.isArray(headers)) headers = { ...headers[body === undefined ? 0 : 1] };
  else if (body !== undefined) (headers as Headers)["content-type"] ||= JSON_TYPE;
  if (body === undefined && (method == "patch" || method == "put")) body = "";
  const options: RequestOptions = { method, url, headers: headers as Headers };
  if (body !== undefined) options.body = body;
  if (request) options.request = request as Record<string, unknown>;
  return options;
}

/** `names.includes(key)` without the built-in's call: cheaper over a route's few names, and this runs for every parameter of every call. */
function isName(names: readonly string[], key: string): boolean {
  for (let i = 0; i < names.length; i++) if (names[i] === key) return true;
  return false;
}
