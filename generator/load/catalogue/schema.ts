import type { JsonPrimitive, Property, Schema } from "../../model.js";
import { MAX_SCHEMA_DEPTH, tooDeepMessage } from "../limits.js";
import type { Context, Path } from "./context.js";
import { checkDefault, fitsKind } from "./default-value.js";
import { didYouMean } from "../../util/suggest.js";
import {
  booleanField,
  defined,
  describe,
  has,
  isMapping,
  quoteList,
  readMapping,
  reportInvalid,
  stringField,
  textField,
  type Mapping,
} from "./values.js";

/** Type names every catalogue knows, besides its own `types`. */
export const BUILTIN_TYPES = ["string", "integer", "number", "boolean", "null", "array", "object", "binary"] as const;

type BuiltinType = (typeof BUILTIN_TYPES)[number];

/** The keys of a schema written as a mapping. */
const SCHEMA_KEYS = [
  "type",
  "format",
  "enum",
  "items",
  "properties",
  "required",
  "additionalProperties",
  "nullable",
  "default",
  "description",
  "deprecated",
  "$ref",
  "oneOf",
  "anyOf",
  "allOf",
] as const;

/** The keys a property of an object schema adds to its schema. */
const PROPERTY_KEYS = ["required", "description", "deprecated"];

const COMBINATORS = ["oneOf", "anyOf", "allOf"] as const;

/** Keys that apply to one kind of schema only. `required` as a list belongs to objects too. */
const KIND_OF_KEY: Readonly<Record<string, Schema["kind"]>> = {
  format: "string",
  items: "array",
  properties: "object",
  additionalProperties: "object",
};

/** JSON Schema keys people bring from OpenAPI, with what to write instead. */
const SCHEMA_HINTS: Readonly<Record<string, string>> = {
  schema: "write the schema's keys here directly (`type: string`, not `schema: { type: string }`).",
  ...Object.fromEntries(
    [
      "minimum",
      "maximum",
      "minLength",
      "maxLength",
      "pattern",
      "minItems",
      "maxItems",
      "example",
      "examples",
      "title",
    ].map((key) => [key, `\`${key}\` is not part of the catalogue's schema subset; say it in \`description\`.`]),
  ),
};

/** Stands in for a part that had an error: the load fails anyway, and reading on finds more problems. */
const BROKEN: Schema = { kind: "unknown" };

/**
 * Reads a schema: a type name (`integer`, `Repository`) or a mapping of the subset's keys. `slotKeys`
 * are keys of the place the schema sits in (a parameter's `in`, a property's `required: true`): they are
 * allowed beside the schema's keys and read by the caller; `description` and `deprecated` among them
 * describe the slot, so they are not copied onto the schema.
 */
export function readSchema(value: unknown, at: Path, ctx: Context, slotKeys: readonly string[] = []): Schema {
  if (ctx.depth >= MAX_SCHEMA_DEPTH) {
    ctx.error("nesting-too-deep", at, tooDeepMessage());
    return BROKEN;
  }
  ctx.depth++;
  try {
    return readSchemaHere(value, at, ctx, slotKeys);
  } finally {
    ctx.depth--;
  }
}

function readSchemaHere(value: unknown, at: Path, ctx: Context, slotKeys: readonly string[]): Schema {
  if (typeof value === "string") return readTypeName(value, at, ctx);
  if (!isMapping(value)) {
    // `x: null` is YAML's null, not the type: say how to write the type.
    const found =
      value === null || value === undefined
        ? 'Missing schema (for the null type, write `"null"`)'
        : `Found ${describe(value)}`;
    ctx.error(
      "invalid-value",
      at,
      `${found}: write a type name such as \`string\`, a mapping such as \`{ type: string }\`, or \`{}\` for any value.`,
    );
    return BROKEN;
  }
  const mapping = readMapping(value, at, ctx, "a schema", [...SCHEMA_KEYS, ...slotKeys], SCHEMA_HINTS) ?? {};
  checkRequiredKey(mapping, at, ctx, slotKeys);
  const schema = { ...readShape(mapping, at, ctx), ...readCommon(mapping, at, ctx, slotKeys) };
  checkDefault(schema, mapping, at, ctx);
  return schema;
}

/** A property's or parameter's `required: true|false`; a list of names belongs to the object schema. */
export function requiredFlag(slot: Mapping): boolean | undefined {
  return typeof slot.required === "boolean" ? slot.required : undefined;
}

/** `description` and `deprecated` of a slot, for the model's `Property` and `Parameter`. */
export function readSlotDocs(slot: Mapping, at: Path, ctx: Context): { description?: string; deprecated?: boolean } {
  return defined({
    description: textField(slot, "description", at, ctx),
    deprecated: booleanField(slot, "deprecated", at, ctx) || undefined,
  });
}

/** A bare name: a built-in type (`integer`) or one of `types` (`Repository`). */
function readTypeName(name: string, at: Path, ctx: Context): Schema {
  if (isBuiltin(name)) return builtin(name);
  if (ctx.typeNames.has(name)) return { kind: "ref", name };
  ctx.error(
    "ref-unresolved",
    at,
    `Unknown type \`${name}\`: it is neither a built-in type (${quoteList(BUILTIN_TYPES)}) nor a name in \`types\`.` +
      didYouMean(name, [...BUILTIN_TYPES, ...ctx.typeNames]),
  );
  return BROKEN;
}

function isBuiltin(name: string): name is BuiltinType {
  return (BUILTIN_TYPES as readonly string[]).includes(name);
}

/** What a built-in type name alone means: `object` is any object, `array` a list of anything. */
function builtin(type: BuiltinType): Schema {
  if (type === "object") return { kind: "object", properties: [], additionalProperties: true };
  if (type === "array") return { kind: "array", items: { kind: "unknown" } };
  return { kind: type };
}

/** The part of a schema that says what values it takes. */
function readShape(mapping: Mapping, at: Path, ctx: Context): Schema {
  if (has(mapping, "$ref")) {
    rejectBeside("$ref", shapeKeys(mapping), at, ctx);
    return readRef(mapping.$ref, [...at, "$ref"], ctx);
  }
  const [combinator, ...others] = COMBINATORS.filter((key) => has(mapping, key));
  if (combinator) {
    rejectBeside(combinator, [...others, ...shapeKeys(mapping)], at, ctx);
    return readMembers(mapping, combinator, at, ctx);
  }
  if (has(mapping, "enum")) return readEnum(mapping, at, ctx);
  const kind = has(mapping, "type") ? readType(mapping, at, ctx) : inferKind(mapping);
  if (kind === undefined) return BROKEN;
  rejectInapplicable(mapping, kind, at, ctx);
  switch (kind) {
    case "object":
      return readObject(mapping, at, ctx);
    case "array":
      return {
        kind: "array",
        items: has(mapping, "items") ? readSchema(mapping.items, [...at, "items"], ctx) : { kind: "unknown" },
      };
    case "string": {
      const format = stringField(mapping, "format", at, ctx);
      // OpenAPI spells binary content `type: string, format: binary`; accept it as `binary`.
      return format === "binary" ? { kind: "binary" } : { kind: "string", ...defined({ format }) };
    }
    default:
      return { kind } as Schema;
  }
}

/** The keys present that say what kind of value the schema is. */
function shapeKeys(mapping: Mapping): string[] {
  const keys = ["type", "format", "enum", "items", "properties", "additionalProperties"].filter((key) =>
    has(mapping, key),
  );
  return Array.isArray(mapping.required) ? [...keys, "required"] : keys;
}

function rejectBeside(key: string, others: readonly string[], at: Path, ctx: Context): void {
  for (const other of others) {
    ctx.keyError("key-conflict", [...at, other], `\`${other}\` cannot be used beside \`${key}\` in the same schema.`);
  }
}

/** `type: string`; a name of `types` there gets told to use `$ref`. */
function readType(mapping: Mapping, at: Path, ctx: Context): Schema["kind"] | undefined {
  const type = mapping.type;
  if (type === null) return "null"; // `type: null` unquoted is YAML's null: the user meant the null type.
  if (typeof type === "string" && isBuiltin(type)) return type;
  let fix: string;
  if (typeof type === "string" && ctx.typeNames.has(type)) {
    fix = `\`type\` takes a built-in type; to use the type \`${type}\` write \`$ref: ${type}\` (or just \`${type}\` in place of the mapping).`;
  } else if (Array.isArray(type)) {
    fix = '`type` takes one type name: for "or null" write `nullable: true`, for alternatives `oneOf: [...]`.';
  } else {
    fix =
      `\`type\` must be one of ${quoteList(BUILTIN_TYPES)}, found ${describe(type)}.` +
      (typeof type === "string" ? didYouMean(type, BUILTIN_TYPES) : "");
  }
  ctx.error("invalid-value", [...at, "type"], fix);
  return undefined;
}

/** `type` may be left out when the other keys say it. */
function inferKind(mapping: Mapping): Schema["kind"] {
  if (has(mapping, "properties") || has(mapping, "additionalProperties") || Array.isArray(mapping.required))
    return "object";
  if (has(mapping, "items")) return "array";
  if (has(mapping, "format")) return "string";
  return "unknown";
}

function rejectInapplicable(mapping: Mapping, kind: Schema["kind"], at: Path, ctx: Context): void {
  const applies = (key: string) => (key === "format" && kind === "binary") || KIND_OF_KEY[key] === kind;
  for (const key of Object.keys(KIND_OF_KEY)) {
    if (has(mapping, key) && !applies(key)) {
      ctx.keyError(
        "key-conflict",
        [...at, key],
        `\`${key}\` applies to \`type: ${KIND_OF_KEY[key]}\`, but this schema is \`${kind}\`.`,
      );
    }
  }
  if (Array.isArray(mapping.required) && kind !== "object") {
    ctx.error(
      "key-conflict",
      [...at, "required"],
      `A list of required properties applies to \`type: object\`, but this schema is \`${kind}\`.`,
    );
  }
}

/** `required` is a list on an object schema, a boolean on a slot; anything else is a mistake. */
function checkRequiredKey(mapping: Mapping, at: Path, ctx: Context, slotKeys: readonly string[]): void {
  if (!has(mapping, "required")) return;
  const required = mapping.required;
  if (typeof required === "boolean") {
    if (slotKeys.includes("required")) return;
    ctx.error(
      "key-conflict",
      [...at, "required"],
      "`required: true|false` applies to a property, a parameter or `data`; to require properties of this object, list them: `required: [name]`.",
    );
  } else if (!Array.isArray(required)) {
    reportInvalid(ctx, at, "required", "`true`, `false` or a list of property names", required);
  }
}

function readRef(value: unknown, at: Path, ctx: Context): Schema {
  if (typeof value !== "string") {
    ctx.error("invalid-value", at, `\`$ref\` must be the name of a type in \`types\`, found ${describe(value)}.`);
    return BROKEN;
  }
  if (ctx.typeNames.has(value)) return { kind: "ref", name: value };
  // `#/types/User`, `#/components/schemas/User`: a pointer where a name belongs.
  const last = value.split("/").pop() ?? value;
  const fix =
    value.includes("/") && ctx.typeNames.has(last)
      ? ` \`$ref\` takes a type's name, not a JSON pointer: write \`$ref: ${last}\`.`
      : didYouMean(value, ctx.typeNames);
  ctx.error("ref-unresolved", at, `No type named \`${value}\` in \`types\`.${fix}`);
  return BROKEN;
}

function readMembers(mapping: Mapping, key: (typeof COMBINATORS)[number], at: Path, ctx: Context): Schema {
  const members = mapping[key];
  if (!Array.isArray(members) || members.length === 0) {
    reportInvalid(ctx, at, key, "a non-empty list of schemas", members);
    return BROKEN;
  }
  return {
    kind: key === "allOf" ? "intersection" : "union",
    members: members.map((member, index) => readSchema(member, [...at, key, String(index)], ctx)),
  };
}

function readEnum(mapping: Mapping, at: Path, ctx: Context): Schema {
  const values: unknown = mapping.enum;
  const type = has(mapping, "type") ? readType(mapping, at, ctx) : undefined;
  for (const key of ["format", "items", "properties", "additionalProperties"]) {
    if (has(mapping, key)) ctx.keyError("key-conflict", [...at, key], `\`${key}\` cannot be used beside \`enum\`.`);
  }
  if (type !== undefined && !["string", "integer", "number", "boolean", "null"].includes(type)) {
    ctx.error(
      "key-conflict",
      [...at, "type"],
      `\`enum\` lists strings, numbers or booleans, not values of \`type: ${type}\`.`,
    );
  }
  if (!Array.isArray(values) || values.length === 0) {
    reportInvalid(ctx, at, "enum", "a non-empty list of values", values);
    return BROKEN;
  }
  values.forEach((value: unknown, index) => {
    const fits = isPrimitive(value) && (type === undefined || fitsKind(value, type));
    if (!fits) {
      const expected = type === undefined ? "a string, number, boolean or null" : `of \`type: ${type}\``;
      ctx.error(
        "invalid-value",
        [...at, "enum", String(index)],
        `Enum values must be ${expected}, found ${describe(value)}.`,
      );
    }
  });
  return { kind: "enum", values: values.filter(isPrimitive) };
}

function isPrimitive(value: unknown): value is JsonPrimitive {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

function readObject(mapping: Mapping, at: Path, ctx: Context): Schema {
  const propertiesAt = [...at, "properties"];
  const declared = has(mapping, "properties")
    ? readMapping(mapping.properties, propertiesAt, ctx, "`properties`")
    : undefined;
  const names = Object.keys(declared ?? {});
  const listed = readRequiredList(mapping, names, at, ctx);
  const properties = Object.entries(declared ?? {}).map(([name, value]) =>
    readProperty(name, value, [...propertiesAt, name], listed.has(name), ctx),
  );
  let additionalProperties: Schema | true | undefined;
  if (!has(mapping, "additionalProperties")) additionalProperties = declared ? undefined : true;
  else if (typeof mapping.additionalProperties === "boolean")
    additionalProperties = mapping.additionalProperties || undefined;
  else additionalProperties = readSchema(mapping.additionalProperties, [...at, "additionalProperties"], ctx);
  return { kind: "object", properties, ...defined({ additionalProperties }) };
}

/** The names in an object's `required: [a, b]`, each checked to be one of its properties. */
function readRequiredList(mapping: Mapping, names: readonly string[], at: Path, ctx: Context): Set<string> {
  const list: unknown = mapping.required;
  if (!Array.isArray(list)) return new Set();
  list.forEach((name: unknown, index) => {
    if (typeof name === "string" && names.includes(name)) return;
    const what =
      typeof name === "string"
        ? `\`${name}\` is not one of its properties.${didYouMean(name, names)}`
        : `found ${describe(name)}.`;
    ctx.error(
      "invalid-value",
      [...at, "required", String(index)],
      `\`required\` lists the object's property names: ${what}`,
    );
  });
  return new Set(list.filter((name): name is string => typeof name === "string"));
}

function readProperty(name: string, value: unknown, at: Path, listed: boolean, ctx: Context): Property {
  const schema = readSchema(value, at, ctx, PROPERTY_KEYS);
  const slot = isMapping(value) ? value : {};
  const flag = requiredFlag(slot);
  if (listed && flag === false) {
    ctx.error(
      "key-conflict",
      [...at, "required"],
      `\`${name}\` says \`required: false\`, but the object's \`required\` list names it.`,
    );
  }
  return { name, required: listed || flag === true, schema, ...readSlotDocs(slot, at, ctx) };
}

/** The keys every kind of schema takes. */
function readCommon(mapping: Mapping, at: Path, ctx: Context, slotKeys: readonly string[]) {
  const own = (key: string) => !slotKeys.includes(key);
  return defined({
    description: own("description") ? textField(mapping, "description", at, ctx) : undefined,
    deprecated: own("deprecated") ? booleanField(mapping, "deprecated", at, ctx) || undefined : undefined,
    nullable: booleanField(mapping, "nullable", at, ctx) || undefined,
    default: mapping.default,
  });
}
