// The last step shared by parse() and requestOptions(): from an expanded url to request options.
import type { Headers, RequestOptions } from "./types.js";

/** The uppercase verb of `method`, which must be a string. */
export function verbOf(method: unknown): string {
  if (typeof method !== "string") throw new TypeError("method must be a string");
  return method.toUpperCase();
}

/**
 * GET and HEAD send the parameters the url did not use as query string (keys as they are, values
 * through encodeURIComponent, `q` split at `+`); other verbs as body (or `data` itself), with a
 * default JSON content-type; PATCH and PUT without one send `""`. Mutates `headers`.
 */
export function requestFor(
  verb: string,
  url: string,
  baseUrl: unknown,
  headers: Headers,
  params: Record<string, unknown>,
  request: unknown,
): RequestOptions {
  const names = Object.keys(params);
  let body: unknown;
  if (!url.startsWith("http")) url = baseUrl + url;
  if (verb === "GET" || verb === "HEAD") {
    const query = names.map((name) => {
      const value = params[name];
      if (name !== "q") return name + "=" + encodeURIComponent(value as string);
      if (typeof value !== "string") throw new TypeError("query parameter q must be a string");
      return "q=" + value.split("+").map(encodeURIComponent).join("+");
    });
    if (names.length) url += (url.includes("?") ? "&" : "?") + query.join("&");
  } else if ("data" in params) body = params.data;
  else if (names.length) body = params;
  if (body !== undefined) headers["content-type"] ||= "application/json; charset=utf-8";
  else if (verb === "PATCH" || verb === "PUT") body = "";
  const options: RequestOptions = { method: verb.toLowerCase(), url, headers };
  if (body !== undefined) options.body = body;
  if (request) options.request = request as Record<string, unknown>;
  return options;
}
