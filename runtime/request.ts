// The steps of parse() around the url: sorting the parameters, and from an expanded url to request
// options.
import { encodeComponent } from "./encode.js";
import { asString, put } from "./object.js";
import type { Headers, RequestOptions } from "./types.js";

/** `method` lowercased, as requests have it; it must be a string. */
export const methodOf = (method: unknown): string => asString(method, "method").toLowerCase();

/** The content-type of a body built from parameters, unless the headers name one. */
export const JSON_TYPE = "application/json; charset=utf-8";

/** The parameters of merged options, sorted by where they go. */
export interface Sorted {
  /** GET and HEAD: the parameters the url does not name, `name=value` joined by `&`. */
  query: string;
  /** Other verbs: those parameters as body, or `data` itself. */
  body: unknown;
  /** The first error encoding the query: thrown once the url is expanded, as the reference does. */
  failure: [unknown] | undefined;
}

/**
 * Sorts `values` (own keys, in order; option keys and the url's variables `names` aside): to the query
 * (GET, HEAD) or the body, where `data` is the body itself.
 */
export function sortParams(values: Record<string, unknown>, names: readonly string[], get: boolean): Sorted {
  let query = "";
  let fields: Record<string, unknown> | undefined;
  let data: [unknown] | undefined;
  let failure: [unknown] | undefined;
  for (const key of Object.keys(values)) {
    if (names.includes(key) || OPTIONS.includes(key)) continue;
    const value = values[key];
    if (get) {
      try {
        query += (query && "&") + queryPair(key, value);
      } catch (error) {
        failure ??= [error];
      }
    } else if (key === "data") data = [value];
    else put((fields ??= {}), key, value);
  }
  return { query, body: data ? data[0] : fields, failure };
}

/** Keys merged options hold that are no parameters. */
const OPTIONS = ["method", "url", "baseUrl", "headers", "mediaType", "request"];

/** `key=value` of the query string: the value through encodeURIComponent, `q` split at `+` first. */
export const queryPair = (key: string, value: unknown): string =>
  key + "=" + (key !== "q" ? encodeComponent(value) : asString(value, "q").split("+").map(encodeURIComponent).join("+"));

/**
 * The request options: the body with a default JSON content-type; PATCH and PUT without body send
 * `""`. `headers` is the caller's to change. `failure`: an error met building the query, thrown now.
 */
export function requestFor(method: string, url: string, headers: Headers, body: unknown, failure: [unknown] | undefined, request: unknown): RequestOptions {
  if (failure) throw failure[0];
  if (body !== undefined) headers["content-type"] ||= JSON_TYPE;
  else if (method === "patch" || method === "put") body = "";
  const options: RequestOptions = { method, url, headers };
  if (body !== undefined) options.body = body;
  if (request) options.request = request as Record<string, unknown>;
  return options;
}
