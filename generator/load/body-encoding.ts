// How a request body goes on the wire, from its media type and schema: decided once, while loading,
// for both inputs; no later stage reads a content-type again.
import { essenceOf, syntaxSuffix } from "../util/media-type.js";
import type { BodyEncoding, PropertyEncoding, Schema } from "../model.js";

/** `application/json`, `application/vnd.github+json`, `text/json`, with or without parameters (`; charset=…`). */
export function isJsonMediaType(mediaType: string): boolean {
  const essence = essenceOf(mediaType);
  return essence === "application/json" || essence === "text/json" || essence.endsWith("+json");
}

/** Kinds of value without members to name form pairs or multipart parts after. */
const MEMBERLESS: ReadonlySet<Schema["kind"]> = new Set(["array", "integer", "number", "boolean", "null"]);

/** How a body of `mediaType` and `schema` is written; undefined when routegen cannot (an object as XML). */
export function bodyEncoding(mediaType: string, schema: Schema): BodyEncoding | undefined {
  const essence = essenceOf(mediaType);
  if (isJsonMediaType(essence)) return "json";
  // A form or multipart body is the pairs or parts of an object's members. A list or a number has no
  // names to give them (peertube's form of a list of tasks): routegen cannot write it. Bytes are a body
  // already written, and so is text for multipart (an OData `$batch`); a form's text goes as it is too.
  if (essence === "application/x-www-form-urlencoded")
    return schema.kind === "binary" ? "binary" : MEMBERLESS.has(schema.kind) ? undefined : "form";
  if (essence.startsWith("multipart/"))
    return schema.kind === "string" || schema.kind === "binary"
      ? "binary"
      : MEMBERLESS.has(schema.kind)
        ? undefined
        : "multipart";
  const bytes = schema.kind === "binary";
  const wildcard = essence.includes("*");
  // Text is a string: an object or a list cannot be written as text/xml, nor as a range with a syntax
  // suffix, which names the syntax (`application/*+xml`, ASP.NET's).
  const asText = schema.kind === "object" || schema.kind === "array" ? undefined : "text";
  if (wildcard && !bytes && syntaxSuffix(essence) !== undefined) return asText;
  // Any other wildcard says nothing of the body: bytes go as bytes, text as text, anything else as JSON.
  if (wildcard) return bytes ? "binary" : essence.startsWith("text/") ? "text" : "json";
  if (essence.startsWith("text/")) return asText;
  if (bytes || schema.kind === "unknown") return "binary";
  // A bytes-only type is bytes whatever its schema says of them (an image as `type: object`, a message
  // as a list of byte strings): the caller passes them, sent as they are.
  if (schema.kind !== "string") return isBytesMediaType(essence) ? "binary" : undefined;
  // A string of an image or an octet-stream is its bytes (`type: string` without `format: binary`);
  // one with a format (`byte`, `base64`) is that text.
  return isBytesMediaType(essence) && schema.format === undefined ? "binary" : "text";
}

/**
 * Whether a body is a FormData the caller fills: a `multipart/form-data` body described as one value
 * (a binary string, not an object of parts) names no parts, and a FormData is what an HTTP client
 * writes as multipart, with its boundary. Bytes already written pass too, as for any body sent as given.
 */
export const takesFormData = (mediaType: string, encoding: BodyEncoding): boolean =>
  encoding === "binary" && essenceOf(mediaType) === "multipart/form-data";

/**
 * The schema of a body sent as bytes: a Blob or bytes. Described as a string (`application/octet-stream:
 * { type: string }`) it takes a string too; as anything else (an image as `type: object`, an object as
 * XML taken as written), bytes only; as multipart/form-data, a FormData too. Its description is kept.
 */
export function asBytes(schema: Schema, mediaType: string): Schema {
  if (schema.kind === "unknown") return schema;
  const bytes: Schema =
    schema.kind === "binary" || schema.kind === "string"
      ? { ...schema, kind: "binary" }
      : schema.description === undefined
        ? { kind: "binary" }
        : { kind: "binary", description: schema.description };
  return takesFormData(mediaType, "binary") && bytes.kind === "binary" ? { ...bytes, formData: true } : bytes;
}

/** Media types whose content is bytes, never text: octet-stream, images, audio, video, fonts, 3D models. */
export function isBytesMediaType(mediaType: string): boolean {
  const essence = essenceOf(mediaType);
  return essence === "application/octet-stream" || /^(image|audio|video|font|model)\//.test(essence);
}

/**
 * Whether a form property goes as its JSON text (`meta=%7B%22a%22%3A1%7D`): its encoding names a JSON
 * `contentType` and no style of its own (as OpenAPI says, a `style`, `explode` or `allowReserved`
 * written wins over `contentType`).
 */
export function formPropertyAsJson(encoding: PropertyEncoding | undefined): boolean {
  if (encoding?.contentType === undefined || !isJsonMediaType(encoding.contentType)) return false;
  return encoding.style === undefined && encoding.explode === undefined && encoding.allowReserved === undefined;
}

/**
 * The content type a multipart part is sent as, from its encoding's `contentType`: the first of a list
 * (`image/png, image/jpeg`), undefined for a range (`image/*`), which is no type a part can say.
 */
export function partType(contentType: string): string | undefined {
  const first = contentType.split(",")[0]!.trim();
  return first === "" || first.includes("*") ? undefined : first;
}

/**
 * The separator a multipart list is joined by into one part, when its encoding writes a style that
 * does not explode (`style: form, explode: false` is `a,b`; a Swagger 2.0 `collectionFormat` upgraded
 * says so); undefined for one part per member, the default.
 */
export function partSeparator({ style, explode }: PropertyEncoding): string | undefined {
  if (explode === true || style === "deepObject") return undefined;
  if (style === "spaceDelimited") return " ";
  if (style === "pipeDelimited") return "|";
  return explode === false ? "," : undefined;
}

/**
 * A form or multipart body's property encodings as they are sent, decided here for both loaders: a
 * form property of a JSON `contentType` marked `json`; a multipart part's `contentType` the one it is
 * sent as (`partType`), and a list joined in one part given its `separator` (`partSeparator`).
 */
export function asSent(
  encoding: BodyEncoding,
  encodings: Record<string, PropertyEncoding>,
): Record<string, PropertyEncoding> {
  for (const property of Object.values(encodings)) {
    if (encoding === "form" && formPropertyAsJson(property)) property.json = true;
    if (encoding !== "multipart") continue;
    const type = property.contentType === undefined ? undefined : partType(property.contentType);
    if (type === undefined) delete property.contentType;
    else property.contentType = type;
    const separator = partSeparator(property);
    if (separator !== undefined) property.separator = separator;
  }
  return encodings;
}
