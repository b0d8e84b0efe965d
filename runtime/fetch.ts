import type { RequestOptions } from "./types.js";

/**
 * Turns request options into the two arguments of `fetch(url, init)`.
 *
 * - The method is uppercased: fetch normalises only the six standard verbs, so `patch` would go out
 *   verbatim and many servers reject it.
 * - Headers without a value are dropped; numbers become strings.
 * - A JSON body (plain object, array, number, boolean, null) is stringified; every other body
 *   (string, bytes, Blob, URLSearchParams, FormData, stream) is fetch's own and passes unchanged.
 * - Only `request.signal` is carried over from `request`: the other meta keys (timeouts, retries,
 *   hooks) are for a client around fetch and have no place in `init`.
 */
export function toFetch(options: RequestOptions): [url: string, init: RequestInit] {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers)) {
    if (value !== undefined) headers[name] = String(value);
  }
  // `duplex` (not in the DOM typings yet) must be "half" to stream a body; being the only value
  // there is, it is harmless for other bodies, so any body gets it.
  const init: RequestInit & { duplex?: "half" } = { method: options.method.toUpperCase(), headers };
  const { body } = options;
  if (body !== undefined) {
    init.body = isJson(body) ? JSON.stringify(body) : (body as BodyInit);
    init.duplex = "half";
    // fetch writes the multipart content-type with its boundary itself; any other value breaks it.
    if (typeof FormData != "undefined" && body instanceof FormData) delete headers["content-type"];
  }
  const signal = options.request?.signal;
  if (signal) init.signal = signal as AbortSignal;
  return [options.url, init];
}

// Bodies built from parameters may have a null prototype.
const isJson = (body: unknown): boolean =>
  body === null || Array.isArray(body) || [Object.prototype, Number.prototype, Boolean.prototype, null].includes(Object.getPrototypeOf(body));
