import type { JsonPrimitive, Schema } from "../../model.js";
import type { Context, Path } from "./context.js";
import { describe, has, isMapping, type Mapping } from "./values.js";

/** A `default` that the schema itself rejects is a mistake worth stopping for. */
export function checkDefault(schema: Schema, mapping: Mapping, at: Path, ctx: Context): void {
  if (!has(mapping, "default")) return;
  const value = mapping.default;
  const nullable = schema.nullable === true || schema.kind === "null" || schema.kind === "unknown";
  if (value === null ? nullable : fitsKind(value, schema.kind, schema)) return;
  ctx.error(
    "invalid-value",
    [...at, "default"],
    `\`default\` must be ${expectedValue(schema)}, found ${describe(value)}.`,
  );
}

/** Whether `value` is of `kind`; kinds that cannot be checked here (refs, unions) accept anything. */
export function fitsKind(value: unknown, kind: Schema["kind"], schema?: Schema): boolean {
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "enum":
      return schema?.kind === "enum" && schema.values.includes(value as JsonPrimitive);
    case "array":
      return Array.isArray(value);
    case "object":
      return isMapping(value);
    default:
      return true;
  }
}

function expectedValue(schema: Schema): string {
  switch (schema.kind) {
    case "enum":
      return `one of ${schema.values.map((value) => `\`${String(value)}\``).join(", ")}`;
    case "integer":
      return "an integer";
    case "array":
      return "a list";
    case "object":
      return "a mapping";
    case "null":
      return "null";
    default:
      return `a ${schema.kind}`;
  }
}
