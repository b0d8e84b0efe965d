// How a request body goes on the wire, from its media type and schema: decided once, while loading,
// for both inputs; no later stage reads a content-type again.
import type { BodyEncoding, Schema } from "../model.js";

/** `application/json`, `application/vnd.github+json`, `text/json`, with or without parameters (`; charset=…`). */
export function isJsonMediaType(mediaType: string): boolean {
  const essence = (mediaType.split(";")[0] ?? "").trim().toLowerCase();
  return essence === "application/json" || essence === "text/json" || essence.endsWith("+json");
}

/** How a body of `mediaType` and `schema` is written; undefined when routegen cannot (an object as XML). */
export function bodyEncoding(mediaType: string, schema: Schema): BodyEncoding | undefined {
  const essence = (mediaType.split(";")[0] ?? "").trim().toLowerCase();
  if (isJsonMediaType(essence)) return "json";
  if (essence === "application/x-www-form-urlencoded") return "form";
  if (essence.startsWith("multipart/")) return "multipart";
  const bytes = schema.kind === "binary";
  // A wildcard says nothing of the body: bytes go as bytes, text as text, anything else as JSON.
  if (essence.includes("*")) return bytes ? "binary" : essence.startsWith("text/") ? "text" : "json";
  // Text is a string: an object or a list as text/xml cannot be written.
  if (essence.startsWith("text/")) return schema.kind === "object" || schema.kind === "array" ? undefined : "text";
  if (bytes || schema.kind === "unknown") return "binary";
  return schema.kind === "string" ? "text" : undefined;
}
