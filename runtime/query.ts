// The steps shared by parse() and requestOptions() around the url: sorting the parameters, and
// from an expanded url to request options.
import { encodeComponent } from "./encode.js";
import { fail, put } from "./object.js";
import type { Headers, RequestOptions } from "./types.js";

/** The uppercase verb of `method`, which must be a string. */
export const verbOf = (method: unknown): string => (typeof method == "string" ? method.toUpperCase() : fail("method must be a string"));

/** The content-type of a body built from parameters, unless the headers name one. */
export const JSON_TYPE = "application/json; charset=utf-8";

/** Options and parameters, sorted by where they go. */
export interface Sorted {
  /** GET and HEAD: the parameters the url does not name, `&name=value` each. */
  query: string;
  /** Other verbs: those parameters as body, or `data` itself. */
  body: unknown;
  /** The first error encoding the query: thrown once the url is expanded, as parse() would. */
  failure?: [unknown];
  headers?: unknown;
  baseUrl?: unknown;
  request?: unknown;
  /** The call names another option (method, url, mediaType). */
  other?: boolean;
}

/**
 * Sorts `values` (own keys, `for...in` order): option keys aside, the url's variables (`names`)
 * skipped, the rest to query (GET, HEAD: keys as they are, values through encodeURIComponent, `q`
 * split at `+`) or body. `called`: undefined values are left out, as merge() does.
 */
export function sortParams(values: Record<string, unknown>, names: readonly string[], get: boolean, called?: boolean): Sorted {
  const sorted: Sorted = { query: "", body: undefined };
  let fields: Record<string, unknown> | undefined;
  for (const key in values) {
    const value = values[key];
    if (called && value === undefined) continue;
    if (key == "headers") sorted.headers = value;
    else if (key == "baseUrl") sorted.baseUrl = value;
    else if (key == "request") sorted.request = value;
    else if (key == "method" || key == "url" || key == "mediaType") sorted.other = true;
    else if (names.includes(key)) continue;
    else if (get) {
      try {
        sorted.query += "&" + key + "=" + (key != "q" ? encodeComponent(value) : (typeof value == "string" ? value : fail("q must be a string")).split("+").map(encodeURIComponent).join("+"));
      } catch (error) {
        sorted.failure ??= [error];
      }
    } else if (key == "data") sorted.body = [value];
    else put((fields ??= {}), key, value);
  }
  sorted.body = sorted.body ? (sorted.body as [unknown])[0] : fields;
  return sorted;
}

/**
 * The request options: the query after the url (`?` or `&`), the body with a default JSON
 * content-type; PATCH and PUT without body send `""`. `headers` is mutated; as a pair, the first is
 * copied for a request without body, the second for one with a body.
 */
export function requestFor(verb: string, [url, hasQuery]: [string, boolean], headers: Headers | readonly [Headers, Headers], { query, body, failure }: Sorted, request: unknown): RequestOptions {
  if (failure) throw failure[0];
  if (query) url += (hasQuery ? "&" : "?") + query.slice(1);
  if (Array.isArray(headers)) headers = { ...headers[body === undefined ? 0 : 1] };
  else if (body !== undefined) (headers as Headers)["content-type"] ||= JSON_TYPE;
  if (body === undefined && (verb == "PATCH" || verb == "PUT")) body = "";
  const options: RequestOptions = { method: verb.toLowerCase(), url, headers: headers as Headers };
  if (body !== undefined) options.body = body;
  if (request) options.request = request as Record<string, unknown>;
  return options;
}
