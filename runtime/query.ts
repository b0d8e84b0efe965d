// The last step shared by parse() and requestOptions(): from an expanded url to request options.
import { fail } from "./object.js";
import type { Headers, RequestOptions } from "./types.js";

/** The uppercase verb of `method`, which must be a string. */
export const verbOf = (method: unknown): string =>
  typeof method === "string" ? method.toUpperCase() : fail("method must be a string");

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
    if (names.length) {
      url += (url.includes("?") ? "&" : "?") +
        names
          .map((name) => {
            const value = params[name] as string;
            if (name !== "q") return name + "=" + encodeURIComponent(value);
            return "q=" + (typeof value === "string" ? value : fail("query parameter q must be a string")).split("+").map(encodeURIComponent).join("+");
          })
          .join("&");
    }
  } else body = "data" in params ? params.data : names.length ? params : undefined;
  if (body !== undefined) headers["content-type"] ||= "application/json; charset=utf-8";
  else if (verb === "PATCH" || verb === "PUT") body = "";
  return { method: verb.toLowerCase(), url, headers, ...(body !== undefined && { body }), ...(request ? { request } : {}) } as RequestOptions;
}
