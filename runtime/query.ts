// The last step shared by parse() and requestOptions(): from an expanded url to request options.
import { fail } from "./object.js";
import type { Headers, RequestOptions } from "./types.js";

/** The uppercase verb of `method`, which must be a string. */
export const verbOf = (method: unknown): string => (typeof method === "string" ? method.toUpperCase() : fail("method must be a string"));

/**
 * GET and HEAD send the parameters the url did not use as query string (keys as they are, values
 * through encodeURIComponent, `q` split at `+`); other verbs as body (or `data` itself), with a
 * default JSON content-type; PATCH and PUT without one send `""`. `params` has own keys only
 * (for-in); `headers` is mutated.
 */
export function requestFor(verb: string, url: string, baseUrl: unknown, headers: Headers, params: Record<string, unknown>, request: unknown): RequestOptions {
  let body: unknown;
  let separator = url.includes("?") ? "&" : "?";
  if (!url.startsWith("http")) url = baseUrl + url;
  if (verb === "GET" || verb === "HEAD") {
    for (const name in params) {
      const value = params[name];
      url += separator + name + "=" + (name !== "q" ? encodeURIComponent(value as string) : (typeof value === "string" ? value : fail("query parameter q must be a string")).split("+").map(encodeURIComponent).join("+"));
      separator = "&";
    }
  } else if ("data" in params) body = params.data;
  else for (const _ in params) body = { ...params };
  if (body !== undefined) headers["content-type"] ||= "application/json; charset=utf-8";
  else if (verb === "PATCH" || verb === "PUT") body = "";
  const options: RequestOptions = { method: verb.toLowerCase(), url, headers };
  if (body !== undefined) options.body = body;
  if (request) options.request = request as Record<string, unknown>;
  return options;
}
