// The request options of a generated function's call. The function has already worked out, at
// generation time, where each of its parameters goes: it wrote the url (path and query) and made the
// body. What is left depends on the call's options and the defaults, and is the same for every route.
import { mergeHeaders } from "./headers.js";
import { copy, isFormData, mergeValue } from "./object.js";
import type { CallOptions, Defaults, Headers, RequestOptions } from "./types.js";

/** The content-type of a JSON body, unless a route or a call names another. */
export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * `{ method, url, headers, body?, request? }` for one call: what `endpoint()` returns for the same
 * route and parameters. `url` is the whole url; `contentType` is the body's, JSON's when left out, and
 * `""` for a body whose HTTP client writes it (multipart, with its boundary).
 */
export function requestOptions<Response = unknown>(
  defaults: Defaults,
  params: CallOptions,
  method: string,
  url: string,
  body?: unknown,
  contentType?: string,
): RequestOptions<Response> {
  // The call's headers over the defaults' (names lowercased, values checked), in a copy the caller
  // owns. A plain spread copy is the cheapest, but only while no key is added to it afterwards: one
  // that takes a content-type is made by copy().
  const headers: Headers = params.headers
    ? mergeHeaders(defaults.headers, params.headers)
    : body === undefined
      ? { ...defaults.headers }
      : copy(defaults.headers);

  // A body says what it is unless the call did; PUT and PATCH without one send an empty body. A
  // multipart body's content-type names the boundary only the HTTP client that writes the body knows:
  // the client writes it (one a call gave would name no boundary, or another).
  if (body !== undefined) {
    if (isFormData(body)) delete headers["content-type"];
    else if (contentType !== "") headers["content-type"] ||= contentType || JSON_TYPE;
  } else if (method === "put" || method === "patch") body = "";

  const options: RequestOptions<Response> = { method, url, headers };
  if (body !== undefined) options.body = body;

  // `request` meta (a signal, a timeout) is the client's: the call's over the defaults', returned as given.
  const request = params.request === undefined ? defaults.request : mergeValue(defaults, "request", params.request);
  if (request) options.request = request as Record<string, unknown>;
  return options;
}
