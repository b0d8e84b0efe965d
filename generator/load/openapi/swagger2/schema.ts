import { isObject, own, type JsonObject } from "../json.js";
import { put, type Upgrade } from "./context.js";
import { putRef } from "./refs.js";

/** Keywords whose value is a schema, a list of schemas, or a map of them. */
const ONE_SCHEMA = new Set(["additionalProperties", "not"]);
const SCHEMA_LIST = new Set(["allOf", "anyOf", "oneOf"]);

/**
 * A Swagger 2.0 schema as OpenAPI 3.0 writes it: `$ref`s to where the parts now live, `x-nullable` as
 * `nullable`, a `discriminator` name as `{ propertyName }`, `type: file` as binary text; every other
 * keyword (and extension) as it was. Anything that is not an object is left for the loader to report.
 */
export function upgradeSchema(schema: unknown, up: Upgrade): unknown {
  if (!isObject(schema)) return schema;
  const upgraded: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "$ref" && typeof value === "string") putRef(upgraded, value, up);
    else if (key === "x-nullable" && typeof value === "boolean") {
      if (value) put(upgraded, "nullable", true);
    } else if (key === "discriminator" && typeof value === "string") put(upgraded, key, { propertyName: value });
    else if (key === "type" && value === "file") {
      put(upgraded, "type", "string");
      put(upgraded, "format", "binary");
    } else if (key === "properties" && isObject(value)) put(upgraded, key, mapSchemas(value, up));
    else if (key === "items")
      put(
        upgraded,
        key,
        Array.isArray(value) ? value.map((item) => upgradeSchema(item, up)) : upgradeSchema(value, up),
      );
    else if (ONE_SCHEMA.has(key)) put(upgraded, key, upgradeSchema(value, up));
    else if (SCHEMA_LIST.has(key) && Array.isArray(value))
      put(
        upgraded,
        key,
        value.map((item) => upgradeSchema(item, up)),
      );
    else put(upgraded, key, value);
  }
  return upgraded;
}

/** Each schema of a map (`properties`, `definitions`) upgraded, keys kept in order. */
export function mapSchemas(schemas: JsonObject, up: Upgrade): JsonObject {
  const upgraded: JsonObject = {};
  for (const [name, schema] of Object.entries(schemas)) put(upgraded, name, upgradeSchema(schema, up));
  return upgraded;
}

/** The keywords of a 2.0 parameter, header or items object that describe its value: in 3.0, its `schema`. */
const VALUE_KEYWORDS = [
  "type",
  "format",
  "items",
  "default",
  "enum",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "x-nullable",
];

/** The schema of a parameter other than a body, of a response header, or of their `items`. */
export function valueSchema(value: JsonObject, up: Upgrade): unknown {
  const schema: JsonObject = {};
  for (const key of VALUE_KEYWORDS) {
    if (!Object.hasOwn(value, key)) continue;
    const keyword = own(value, key);
    put(schema, key, key === "items" && isObject(keyword) ? valueSchema(keyword, up) : keyword);
  }
  return upgradeSchema(schema, up);
}

/** Whether a value keyword belongs to the schema rather than to the parameter or header itself. */
export function isValueKeyword(key: string): boolean {
  return VALUE_KEYWORDS.includes(key);
}
