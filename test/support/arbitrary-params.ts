import fc from "fast-check";
import type { ApiModel, Schema } from "../../generator/model.js";
import type { ParamField } from "../../generator/plan/routing.js";

/**
 * Random valid values for a model schema: unicode and reserved characters (`/ ? # % + &`) in strings,
 * arrays, nested objects, optional members left out or `undefined`. Recursion is cut at `depth`.
 */
export function valueOf(schema: Schema, model: ApiModel, depth = 0): fc.Arbitrary<unknown> {
  const value = baseValue(schema, model, depth);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

const RESERVED = ["/", "?", "#", "%", "+", "&", "=", ",", ":", "a b", "%41", "é", "日本", "😀", "[x]", "'"];

export const text: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.constantFrom(...RESERVED),
  fc.array(fc.constantFrom(...RESERVED, "a", "Z", "0"), { maxLength: 5 }).map((parts) => parts.join("")),
);

function baseValue(schema: Schema, model: ApiModel, depth: number): fc.Arbitrary<unknown> {
  switch (schema.kind) {
    case "string":
      return text;
    case "integer":
      return fc.integer({ min: -5, max: 1_000_000 });
    case "number":
      return fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "binary":
      return fc.oneof(text, fc.uint8Array({ maxLength: 8 }));
    case "unknown":
      return fc.oneof(text, fc.integer(), fc.boolean());
    case "enum":
      return schema.values.length > 0 ? fc.constantFrom(...schema.values) : fc.constant(null);
    case "array":
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(schema.items, model, depth + 1), { maxLength: 3 });
    case "object": {
      const entries = schema.properties.filter((p) => p.required || depth < 3);
      return fc.record(
        Object.fromEntries(entries.map((p) => [p.name, valueOf(p.schema, model, depth + 1)])),
        { requiredKeys: entries.filter((p) => p.required).map((p) => p.name) },
      );
    }
    case "ref": {
      const named = model.types.find((t) => t.name === schema.name);
      return named && depth < 6 ? valueOf(named.schema, model, depth + 1) : fc.constant(null);
    }
    case "union":
      return schema.members.length > 0 ? fc.oneof(...schema.members.map((m) => valueOf(m, model, depth + 1))) : fc.constant(null);
    case "intersection":
      return fc
        .tuple(...schema.members.map((m) => valueOf(m, model, depth + 1)))
        .map((parts) => Object.assign({}, ...parts.filter((p) => typeof p === "object" && p !== null)) as unknown);
  }
}

/** Parameters for a route's fields: required ones always, optional ones left out, `undefined`, or set. */
export function paramsOf(fields: readonly ParamField[], model: ApiModel): fc.Arbitrary<Record<string, unknown>> {
  const arbitraries: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of fields) {
    const value = valueOf(field.schema, model);
    arbitraries[field.key] = field.required ? value : fc.oneof(value, fc.constant(undefined));
  }
  return fc.record(arbitraries, { requiredKeys: fields.filter((f) => f.required).map((f) => f.key) });
}
