// The request options of a generated function's call. The function has already worked out, at
// generation time, where each of its parameters goes: it wrote the url (path and query) and made the
// body. What is left depends on the call's options and the defaults, and is the same for every route.
import { hasNames, writeHeaders } from "./headers.js";
import { headersTemplate } from "./header-copies.js";
import { copy, isFormData, mergeValue, plainObject } from "./object.js";
import type { CallOptions, Defaults, Headers, RequestOptions } from "./types.js";

/** The content-type of a JSON body, unless a route or a call names another. */
export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * `{ method, url, headers, body?, request? }` for one call: what `endpoint()` returns for the same
 * route and parameters. `url` is the whole url; `contentType` is the body's, JSON's when left out, and
 * `""` for a body whose HTTP client writes it (multipart, with its boundary).
 */
export function requestOptions<Response = unknown, Responses = unknown>(
  defaults: Defaults,
  params: CallOptions,
  method: string,
  url: string,
  body?: unknown,
  contentType?: string,
): RequestOptions<Response, Responses> {
  // The call's headers over the defaults' (names lowercased, values checked), in a copy the caller
  // owns, made with room for the content-type a body will say (header-copies.ts).
  const typed = body !== undefined && contentType !== "";
  const below = headersTemplate(defaults.headers, typed);
  const headers: Headers = params.headers ? callHeaders(below, params.headers) : { ...below };

  // A body says what it is unless the call did; PUT and PATCH without one send an empty body. A
  // multipart body's content-type names the boundary only the HTTP client that writes the body knows:
  // the client writes it (one a call gave would name no boundary, or another).
  if (body === undefined) {
    if (method === "put" || method === "patch") body = "";
  } else if (isFormData(body)) delete headers["content-type"];
  else if (typed) headers["content-type"] ||= contentType || JSON_TYPE;

  const options: RequestOptions<Response, Responses> = { method, url, headers };
  if (body !== undefined) options.body = body;

  // `request` meta (a signal, a timeout) is the client's: the call's over the defaults', returned as given.
  const request = params.request === undefined ? defaults.request : mergeValue(defaults, "request", params.request);
  if (request) options.request = request as Record<string, unknown>;
  return options;
}

/**
 * A call's headers over `below`: mergeHeaders() with a spread of its own. V8 learns the shapes a
 * spread copies at each place in the code; endpoint() and defaults() spread headers of every shape
 * through mergeHeaders(), and sharing its spread made a call with headers a quarter slower.
 */
function callHeaders(below: Readonly<Headers>, headers: unknown): Headers {
  const given = plainObject(headers, "headers");
  return writeHeaders(hasNames(below, given) ? { ...below } : copy(below), below, given);
}
