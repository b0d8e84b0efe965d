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
