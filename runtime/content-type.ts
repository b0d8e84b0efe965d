import type { CallOptions } from "./types.js";

/**
 * The media type a call chose with its content-type header (any spelling of the name), without
 * parameters, lowercased; "" when it chose none. A route whose body can go in several encodings
 * (form or JSON) encodes it as this says.
 */
export function contentTypeOf({ headers }: CallOptions): string {
  for (const name in headers) {
    if (name.toLowerCase() === "content-type") return `${headers[name] ?? ""}`.split(";")[0]!.trim().toLowerCase();
  }
  return "";
}
