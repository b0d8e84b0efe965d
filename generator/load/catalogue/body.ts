import type { Body, BodyContent, Property, PropertyEncoding, Schema } from "../../model.js";
import { asBytes, asSent, bodyEncoding, takesFormData } from "../body-encoding.js";
import { propertiesAsText } from "../parameter-text.js";
import type { Context, Path } from "./context.js";
import type { ParamsEncoding } from "./params.js";
import { readSchema, requiredFlag } from "./schema.js";
import { defined, isMapping, mediaTypeField, textField } from "./values.js";

/** What `data` adds to its schema's keys. */
const DATA_KEYS = ["required", "description", "contentType"];

/**
 * `data`: a payload the caller passes whole and the request sends as it is. Required unless it says
 * `required: false`, since it is what such a route is for. Its content type, unless given, follows
 * from the schema: `binary` is `application/octet-stream`, `string` is `text/plain`, anything else JSON.
 */
export function readData(value: unknown, at: Path, ctx: Context): Body {
  const schema = readSchema(value, at, ctx, DATA_KEYS);
  const slot = isMapping(value) ? value : {};
  const mediaType = mediaTypeField(slot, "contentType", at, ctx) ?? defaultContentType(schema);
  // A payload the catalogue says nothing more of goes as it is: bytes unless it is text or JSON.
  const encoding = bodyEncoding(mediaType, schema) ?? "binary";
  // Text or bytes as multipart/form-data name no parts: a FormData the caller fills goes too.
  return {
    contents: [
      { mediaType, encoding, schema: takesFormData(mediaType, encoding) ? asBytes(schema, mediaType) : schema },
    ],
    required: requiredFlag(slot) ?? true,
    whole: true,
    ...defined({ description: textField(slot, "description", at, ctx) }),
    source: ctx.source(at),
  };
}

/** The media type each encoding of a body made of params is sent as. */
const MEDIA_TYPES: Readonly<Record<ParamsEncoding, string>> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
};

/**
 * The body made of the params sent there: an object with one property per param, sent as the route's
 * `encoding` says (JSON unless it says `form` or `multipart`), each form field or multipart part as its
 * param's `style`, `explode`, `allowReserved` or `contentType` says.
 */
export function paramsBody(
  fields: readonly Property[],
  encoding: ParamsEncoding,
  encodings: Record<string, PropertyEncoding>,
  at: Path,
  ctx: Context,
): Body | undefined {
  if (fields.length === 0) return undefined;
  const schema: Schema = { kind: "object", properties: [...fields] };
  const content: BodyContent = {
    mediaType: MEDIA_TYPES[encoding],
    encoding,
    schema: encoding === "form" || encoding === "json" ? propertiesAsText(schema) : schema,
  };
  if (Object.keys(encodings).length > 0) content.propertyEncodings = asSent(encoding, encodings);
  return { contents: [content], required: fields.some((field) => field.required), source: ctx.source(at) };
}

/** The content type a payload of `schema` has unless one is given. */
export function defaultContentType(schema: Schema): string {
  if (schema.kind === "binary") return "application/octet-stream";
  if (schema.kind === "string") return "text/plain";
  return "application/json";
}
