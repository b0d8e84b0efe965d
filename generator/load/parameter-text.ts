import type { Schema } from "../model.js";

/**
 * A parameter's schema as its value is written: text, in a url or a header. `format: binary` there
 * is any text (OpenAPI's `type: string, format: binary`), not bytes, which would be sent as their keys
 * (`0=80&1=75`).
 */
export function asText(schema: Schema): Schema {
  if (schema.kind === "binary") return { ...schema, kind: "string", format: "binary" };
  if (schema.kind === "array" && schema.items.kind === "binary") return { ...schema, items: asText(schema.items) };
  return schema;
}

/**
 * A form or JSON body's schema with its properties as their values are written: text. A form body is a
 * query string, and JSON holds text: a property described as bytes (Swagger 2.0's `type: file` in a
 * form that is not multipart, akeneo's `file` in a JSON body) takes text, not a Blob, which would go as
 * `{}` or not at all, nor bytes, which would go as their keys. Properties of named types are theirs,
 * shared with other uses, and stay as they are.
 */
export function propertiesAsText(schema: Schema): Schema {
  if (schema.kind === "object")
    return { ...schema, properties: schema.properties.map((p) => ({ ...p, schema: asText(p.schema) })) };
  if (schema.kind === "intersection") return { ...schema, members: schema.members.map(propertiesAsText) };
  return schema;
}
