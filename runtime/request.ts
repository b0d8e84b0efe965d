// The steps parse() and requestOptions() share around the url: sorting the parameters, and from an
// expanded url to request options.
import { encodeComponent } from "./encode.js";
import { fail, put } from "./object.js";
import type { Headers, RequestOptions } from "./types.js";

/** `method` lowercased, as requests have it; it must be a string. */
export const methodOf = (method: unknown): string => (typeof method == "string" ? method.toLowerCase() : fail("method must be a string"));

/** The content-type of a body built from parameters, unless the headers name one. */
export const JSON_TYPE = "application/json; charset=utf-8";

/** Options and parameters, sorted by where they go. */
export interface Sorted {
  /** The values of the url's variables, in the order of their names. */
  slots: unknown[];
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
  /** The values name `method` or `url`. */
  retargeted: boolean;
}

/**
 * Sorts `values` (own keys, in order): the values of the url's variables (`names`) to
 * slots, option keys aside, the rest to the query (GET, HEAD: keys as they are, values through
 * encodeURIComponent, `q` split at `+`) or the body. `called`: undefined values are left out, as
 * merge() does.
 */
export function sortParams(values: Record<string, unknown>, names: readonly string[], method: string, called?: boolean): Sorted {
  const get = method == "get" || method == "head";
  let query = "";
  let fields: Record<string, unknown> | undefined;
  let data: [unknown] | undefined;
  let failure: [unknown] | undefined;
  let headers: unknown, baseUrl: unknown, mediaType: unknown, request: unknown;
  let retargeted = false;
  const slots: unknown[] = [];
  for (const key of Object.keys(values)) {
    const value = values[key];
    if (called && value === undefined) continue;
    const slot = names.indexOf(key);
    if (slot >= 0) slots[slot] = value;
    else if (key == "headers") headers = value;
    else if (key == "baseUrl") baseUrl = value;
    else if (key == "request") request = value;
    else if (key == "mediaType") mediaType = value;
    else if (key == "method" || key == "url") retargeted = true;
    else if (get) {
      try {
        query += (query && "&") + key + "=" + (key != "q" ? encodeComponent(value) : (typeof value == "string" ? value : fail("q must be a string")).split("+").map(encodeURIComponent).join("+"));
      } catch (error) {
        failure ??= [error];
      }
    } else if (key == "data") data = [value];
    else put((fields ??= {}), key, value);
  }
  return { slots, query, body: data ? data[0] : fields, failure, headers, baseUrl, mediaType, request, retargeted };
}

/**
 * The request options: the body with a default JSON content-type; PATCH and PUT without body send
 * `""`. `headers` is mutated; as a pair, the first is copied for a request without body, the second
 * for one with a body.
 */
export function requestFor(method: string, url: string, headers: Headers | readonly [Headers, Headers], { body, failure }: Sorted, request: unknown): RequestOptions {
  if (failure) throw failure[0];
  if (Array.isArray(headers)) headers = { ...headers[body === undefined ? 0 : 1] };
  else if (body !== undefined) (headers as Headers)["content-type"] ||= JSON_TYPE;
  if (body === undefined && (method == "patch" || method == "put")) body = "";
  const options: RequestOptions = { method, url, headers: headers as Headers };
  if (body !== undefined) options.body = body;
  if (request) options.request = request as Record<string, unknown>;
  return options;
}
