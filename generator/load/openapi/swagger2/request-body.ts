import { own, type JsonObject } from "../json.js";
import { copyExtensions, put, type Upgrade } from "./context.js";
import { pointer } from "./origins.js";
import { styleOf } from "./parameters.js";
import { upgradeSchema, valueSchema } from "./schema.js";

/** A parameter, and where the 2.0 document wrote it. */
export interface Located {
  value: JsonObject;
  at: string;
}

const JSON_MEDIA_TYPE = "application/json";
const MULTIPART = "multipart/form-data";
const URL_ENCODED = "application/x-www-form-urlencoded";

/**
 * A body parameter as a request body: its schema under each media type the operation consumes
 * (`application/json` when it names none), its description, `required` and extensions kept.
 */
export function bodyRequest(body: Located, to: string, consumes: readonly string[], up: Upgrade): JsonObject {
  up.origins.moved(to, body.at);
  const upgraded: JsonObject = {};
  const description = own(body.value, "description");
  if (description !== undefined) put(upgraded, "description", description);
  const content: JsonObject = {};
  for (const mediaType of consumes.length > 0 ? consumes : [JSON_MEDIA_TYPE]) {
    put(content, mediaType, { schema: upgradeSchema(own(body.value, "schema"), up) });
    up.origins.moved(pointer(to, "content", mediaType, "schema"), pointer(body.at, "schema"));
  }
  put(upgraded, "content", content);
  if (own(body.value, "required") === true) put(upgraded, "required", true);
  copyExtensions(body.value, upgraded);
  return upgraded;
}

/**
 * Form parameters as one request body: an object schema with a property per parameter. The media
 * type is the form type the operation consumes; multipart when a parameter is a file (only multipart
 * carries one), url-encoded when it names neither. An array's `collectionFormat` becomes its
 * `encoding` (for multipart too: a csv list is one part, `a,b`, as 2.0 clients send it).
 */
export function formRequest(
  fields: readonly Located[],
  to: string,
  consumes: readonly string[],
  up: Upgrade,
): JsonObject {
  up.origins.moved(to, fields[0]!.at);
  const hasFile = fields.some(({ value }) => own(value, "type") === "file");
  const declared = consumes.filter((type) => type === MULTIPART || type === URL_ENCODED);
  const mediaTypes = hasFile ? [MULTIPART] : declared.length > 0 ? declared : [URL_ENCODED];
  const content: JsonObject = {};
  // A list's collectionFormat says how both form types send it: `a,b` in one pair, or in one part.
  const encoding = formEncoding(fields, pointer(to, "content", mediaTypes[0]!), up);
  for (const mediaType of mediaTypes) {
    const at = pointer(to, "content", mediaType);
    const media: JsonObject = { schema: formSchema(fields, pointer(at, "schema"), up) };
    if (encoding) put(media, "encoding", structuredClone(encoding));
    put(content, mediaType, media);
  }
  const upgraded: JsonObject = { content };
  if (fields.some(({ value }) => own(value, "required") === true)) put(upgraded, "required", true);
  return upgraded;
}

function formSchema(fields: readonly Located[], to: string, up: Upgrade): JsonObject {
  const properties: JsonObject = {};
  for (const { value, at } of fields) {
    const property = valueSchema(value, up) as JsonObject;
    const description = own(value, "description");
    if (typeof description === "string") put(property, "description", description);
    copyExtensions(value, property, ["x-nullable"]);
    put(properties, String(own(value, "name")), property);
    up.origins.moved(pointer(to, "properties", String(own(value, "name"))), at);
  }
  const schema: JsonObject = { type: "object", properties };
  const required = fields
    .filter(({ value }) => own(value, "required") === true)
    .map(({ value }) => String(own(value, "name")));
  if (required.length > 0) put(schema, "required", required);
  return schema;
}

function formEncoding(fields: readonly Located[], to: string, up: Upgrade): JsonObject | undefined {
  const encoding: JsonObject = {};
  for (const { value } of fields) {
    const name = String(own(value, "name"));
    const style = styleOf(value, pointer(to, "schema", "properties", name), up);
    if (style) put(encoding, name, style);
  }
  return Object.keys(encoding).length > 0 ? encoding : undefined;
}
