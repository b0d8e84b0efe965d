import { isFormData, isPlainObject } from "./object.js";
import type { RequestOptions } from "./types.js";

/**
 * Turns request options into the two arguments of `fetch(url, init)`.
 *
 * - The method is uppercased: fetch normalises only the six standard verbs, so `patch` would go out
 *   verbatim and many servers reject it.
 * - Headers without a value (undefined, or null: a nullable header parameter given none) are
 *   dropped, rather than sent as the text `null`; numbers become strings.
 * - A JSON body (plain object, array, number, boolean, null) is stringified; every other body
 *   (string, bytes, Blob, URLSearchParams, FormData, stream) is fetch's own and passes unchanged,
 *   but for the empty body of a PUT or PATCH given nothing: fetch would send it as
 *   `text/plain;charset=UTF-8`, where without it fetch sends `content-length: 0` and no type.
 * - Only `request.signal` is carried over from `request`: the other meta keys (timeouts, retries,
 *   hooks) are for a client around fetch and have no place in `init`.
 */
export function toFetch({ method, url, headers, body, request }: RequestOptions): [url: string, init: RequestInit] {
  const sent: Record<string, string> = {};
  for (const name in headers) if (headers[name] != null) sent[name] = `${headers[name]}`;
  const init: RequestInit & { duplex?: "half" } = { method: method.toUpperCase(), headers: sent };
  if (body !== undefined && body !== "") {
    // Bodies built from parameters may have a null prototype; null, numbers and booleans are JSON too.
    const json =
      typeof body === "object" ? !body || Array.isArray(body) || isPlainObject(body) : typeof body !== "string";
    init.body = json ? JSON.stringify(body) : (body as BodyInit);
    // `duplex` (not in the DOM typings yet) must be "half" to stream a body; being the only value
    // there is, it is harmless for other bodies, so any body gets it.
    init.duplex = "half";
    // fetch writes the multipart content-type with its boundary itself; any other value breaks it.
    if (isFormData(body)) delete sent["content-type"];
  }
  if (request?.["signal"]) init.signal = request["signal"] as AbortSignal;
  return [url, init];
}
