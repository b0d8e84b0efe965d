// The last step shared by parse() and requestOptions(): from an expanded url to request options.
import { encodeComponent } from "./encode.js";
import { fail, toObject } from "./object.js";
import type { Headers, RequestOptions } from "./types.js";

/** The uppercase verb of `method`, which must be a string. */
export const verbOf = (method: unknown): string => (typeof method === "string" ? method.toUpperCase() : fail("method must be a string"));

/**
 * GET and HEAD append the parameters the url did not use as query string (keys as they are, values
 * through encodeURIComponent, `q` split at `+`); other verbs as body (or `data` itself), with a
 * default JSON content-type; PATCH and PUT without one send `""`. Mutates `headers`.
 */
export function requestFor(verb: string, [url, query]: [string, boolean], headers: Headers, params: [string, unknown][], request: unknown): RequestOptions {
  let body: unknown;
  if (verb === "GET" || verb === "HEAD") {
    let separator = query ? "&" : "?";
    for (const [name, value] of params) {
      url += separator + name + "=" + (name !== "q" ? encodeComponent(value) : (typeof value === "string" ? value : fail("q must be a string")).split("+").map(encodeURIComponent).join("+"));
      separator = "&";
    }
  } else if (params.length) {
    const object = toObject(params);
    body = Object.hasOwn(object, "data") ? object.data : object;
  }
  if (body !== undefined) headers["content-type"] ||= "application/json; charset=utf-8";
  else if (verb === "PATCH" || verb === "PUT") body = "";
  const options: RequestOptions = { method: verb.toLowerCase(), url, headers };
  if (body !== undefined) options.body = body;
  if (request) options.request = request as Record<string, unknown>;
  return options;
}
