import type { JsonPrimitive, Property, Schema } from "../../model.js";
import { MAX_SCHEMA_DEPTH, tooDeepMessage } from "../limits.js";
import { report, type LoadContext } from "./context.js";
import { child, type Place } from "./place.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { enumOfType, isScalarType } from "./enum.js";
import type { Resolved } from "./refs.js";
import { readInPlace } from "./ref-targets.js";
import { nameHint } from "./type-name-hint.js";
import { foldRequiredMembers, requiredMembers, requiresOnly } from "./required-members.js";
import { inheritedTag, readDiscriminator, taggedMember } from "./discriminator.js";

type Base = Pick<Schema, "description" | "nullable" | "default" | "deprecated">;

/**
 * Reads an OpenAPI schema (3.0 or 3.1: both dialects are accepted in either version, so `nullable` and
 * `type: [x, "null"]` mean the same thing) into a model schema.
 */
export function readSchema(value: unknown, at: Place, ctx: LoadContext): Schema {
  if (ctx.depth >= MAX_SCHEMA_DEPTH) {
    report(ctx, "nesting-too-deep", "error", tooDeepMessage(), at);
    return { kind: "unknown" };
  }
  ctx.depth++;
  try {
    return readSchemaHere(value, at, ctx);
  } finally {
    ctx.depth--;
  }
}

function readSchemaHere(value: unknown, at: Place, ctx: LoadContext): Schema {
  // JSON Schema's boolean schemas: `true` takes any value, `false` none (vercel's record update has a
  // property `additionalProperties: false`, which a call must not send): no values, typed `never`.
  if (value === false) return { kind: "enum", values: [] };
  if (value === undefined || value === true) return { kind: "unknown" };
  if (!isObject(value)) {
    report(ctx, "schema-invalid", "warning", "a schema must be an object; read as unknown", at);
    return { kind: "unknown" };
  }
  const key = ctx.refs.keyOf(at.doc) + at.pointer;
  const named = ctx.types.nameOf(key);
  // A named type being defined (`$ref`s to it already use its name), or, at its own place, one defined.
  if (named !== undefined)
    return ctx.types.schemaOf(named) === undefined ? readObjectSchema(value, at, ctx) : { kind: "ref", name: named };
  // A schema `$ref`s elsewhere point at: one named type, here too (see readRef).
  if (at.doc === ctx.root && ctx.refTargets.has(at.pointer) && !readInPlace(value))
    return defineNamedType({ ...at, value, key }, ctx);
  ctx.expanding.add(key);
  const schema = readObjectSchema(value, at, ctx);
  ctx.expanding.delete(key);
  // A `$ref` inside led back here and named this schema (see readRef): keep it once, as that type.
  const name = ctx.types.nameOf(key);
  if (name === undefined) return schema;
  ctx.types.define(key, schema);
  return { kind: "ref", name };
}

function readObjectSchema(s: JsonObject, at: Place, ctx: LoadContext): Schema {
  const base = readBase(s);
  const ref = own(s, "$ref");
  const shape = typeof ref === "string" ? readRef(ref, at, ctx) : readShape(s, at, ctx, base);
  return hasAny(base) ? { ...shape, ...base } : shape;
}

/** `description`, `nullable` (3.0, and Swagger's `x-nullable`), `default`, `deprecated`. */
function readBase(s: JsonObject): Base {
  const base: Base = {};
  const description = stringAt(s, "description");
  if (description !== undefined) base.description = description;
  if (own(s, "nullable") === true || own(s, "x-nullable") === true) base.nullable = true;
  if (Object.hasOwn(s, "default")) base.default = s.default;
  if (own(s, "deprecated") === true) base.deprecated = true;
  return base;
}

function hasAny(base: Base): boolean {
  for (const _ in base) return true;
  return false;
}

function readShape(s: JsonObject, at: Place, ctx: LoadContext, base: Base): Schema {
  const types = typeList(s, at, ctx);
  // 3.1 `type: [x, "null"]` is a nullable x; a lone "null" is the null type.
  if (types?.includes("null") && types.length > 1) base.nullable = true;
  const nonNull = types?.filter((t) => t !== "null");

  if (Object.hasOwn(s, "const")) return readEnum([s.const], base);
  const values = own(s, "enum");
  if (Array.isArray(values)) return readEnumOfType(values, nonNull, s, at, ctx, base);

  const hasComposition = ["allOf", "oneOf", "anyOf"].some((k) => Array.isArray(own(s, k)));
  const parts: Schema[] = [];
  const typed = nonNull?.length === 0 ? ({ kind: "null" } as const) : readTyped(s, nonNull, at, ctx);
  // A bare `type: object` beside allOf/oneOf only says "an object": the members give its shape.
  if (typed && !(hasComposition && isBareObject(typed))) parts.push(typed);
  else if (hasComposition) parts.push(...requiredMembers(s));

  const allOf = own(s, "allOf");
  if (Array.isArray(allOf))
    parts.push(
      ...withoutNullMember(
        allOf.map((m, i) => readAllOfMember(m, child(at, "allOf", i), ctx)),
        base,
      ),
      ...inheritedTag(s, at, ctx),
    );
  const discriminator = readDiscriminator(s, at, ctx);
  for (const keyword of ["oneOf", "anyOf"]) {
    const members = own(s, keyword);
    if (!Array.isArray(members)) continue;
    const union = members.map((m, i) => {
      const member = readSchema(m, child(at, keyword, i), ctx);
      return discriminator ? taggedMember(member, m, child(at, keyword, i), at, discriminator, ctx) : member;
    });
    parts.push(union.length === 1 ? union[0]! : { kind: "union", members: union });
  }
  const folded = foldRequiredMembers(parts);
  if (folded.length === 0) return { kind: "unknown" };
  return folded.length === 1 ? folded[0]! : { kind: "intersection", members: folded };
}

/** An allOf member: one that only requires members is read as those members (see required-members.ts). */
function readAllOfMember(member: unknown, at: Place, ctx: LoadContext): Schema {
  if (!isObject(member) || !requiresOnly(member)) return readSchema(member, at, ctx);
  return requiredMembers(member)[0] ?? { kind: "unknown" };
}

/**
 * allOf's members but a `{ type: "null" }` among others, which makes the whole nullable: Codat writes a
 * nullable reference so (`allOf: [{ $ref: Currency }, { type: "null" }]`). Read to the letter no value
 * is both; as an intersection the type would be `never`, which no call can give.
 */
function withoutNullMember(members: Schema[], base: Base): Schema[] {
  const others = members.filter((m) => m.kind !== "null");
  if (others.length === members.length || others.length === 0) return members;
  base.nullable = true;
  return others;
}

/** `type` as a list (3.1 allows several), or undefined when absent. */
function typeList(s: JsonObject, at: Place, ctx: LoadContext): string[] | undefined {
  const type = own(s, "type");
  if (type === undefined) return undefined;
  if (typeof type === "string") return [type];
  if (Array.isArray(type) && type.every((t) => typeof t === "string")) return type;
  report(ctx, "schema-invalid", "warning", "`type` must be a string or a list of strings; ignored", child(at, "type"));
  return undefined;
}

/** The schema its `type` (or, without one, its `properties` / `items`) says; undefined if nothing does. */
function readTyped(s: JsonObject, types: string[] | undefined, at: Place, ctx: LoadContext): Schema | undefined {
  if (types === undefined) {
    // `format: binary` without a `type` is a file all the same (vtex's catalogue imports upload one so).
    if (stringAt(s, "format") === "binary") return { kind: "binary" };
    if (Object.hasOwn(s, "properties") || Object.hasOwn(s, "additionalProperties")) return readObject(s, at, ctx);
    if (Object.hasOwn(s, "items")) return readArray(s, at, ctx);
    return undefined;
  }
  if (types.length === 1) return readType(types[0]!, s, at, ctx);
  return { kind: "union", members: types.map((t) => readType(t, s, at, ctx)) };
}

function readType(type: string, s: JsonObject, at: Place, ctx: LoadContext): Schema {
  // `format: file` is Swagger 2.0's `type: file` as some converters leave it (`type: object`: the file
  // streams of APIs.guru's Azure descriptions): bytes, not an object without properties.
  if (stringAt(s, "format") === "file" && (type === "object" || type === "string")) return { kind: "binary" };
  switch (type) {
    case "string":
      return readString(s);
    case "integer":
    case "number":
    case "boolean":
    case "null":
      return { kind: type };
    case "array":
      return readArray(s, at, ctx);
    case "object":
      return readObject(s, at, ctx);
    default:
      report(ctx, "schema-invalid", "warning", `unknown type "${type}"; read as unknown`, child(at, "type"));
      return { kind: "unknown" };
  }
}

function readString(s: JsonObject): Schema {
  const format = stringAt(s, "format");
  // 3.0 spells raw bytes `format: binary`; 3.1 a string with a `contentMediaType` and no `contentEncoding`.
  if (format === "binary") return { kind: "binary" };
  if (Object.hasOwn(s, "contentMediaType") && !Object.hasOwn(s, "contentEncoding")) return { kind: "binary" };
  return format === undefined ? { kind: "string" } : { kind: "string", format };
}

function readArray(s: JsonObject, at: Place, ctx: LoadContext): Schema {
  // `items: false` after `prefixItems` ends a tuple, which routegen reads as a list of any values.
  const items = own(s, "items");
  if (items === false && Object.hasOwn(s, "prefixItems")) return { kind: "array", items: { kind: "unknown" } };
  return { kind: "array", items: readSchema(items, child(at, "items"), ctx) };
}

function readObject(s: JsonObject, at: Place, ctx: LoadContext): Schema {
  const list = own(s, "required");
  const required = new Set(Array.isArray(list) ? list : []);
  const properties: Property[] = [];
  const props = own(s, "properties");
  if (isObject(props)) {
    for (const [name, value] of Object.entries(props)) {
      properties.push(readProperty(name, value, required.has(name), child(at, "properties", name), ctx));
    }
  }
  const additional = own(s, "additionalProperties");
  if (additional === false) return { kind: "object", properties };
  const extra = additional === undefined ? undefined : readSchema(additional, child(at, "additionalProperties"), ctx);
  if (properties.length > 0) properties.push(...undeclaredProperties(required, properties, extra));
  if (extra === undefined) return { kind: "object", properties };
  // `true` and `{}` both mean "any extra keys".
  const anything = extra.kind === "unknown" && Object.keys(extra).length === 1;
  return { kind: "object", properties, additionalProperties: anything ? true : extra };
}

/**
 * The members `required` names that `properties` does not describe: a call must still be able to send
 * them (Box's `grant_type`, Postmark's `TemplateId`), as any value, or as the extra keys' schema says.
 * Only beside properties of its own: an object that declares none is any object (passed whole), and
 * with `additionalProperties: false` no such member can be valid.
 */
function undeclaredProperties(required: Set<unknown>, declared: Property[], extra: Schema | undefined): Property[] {
  const names = [...required].filter(
    (name): name is string => typeof name === "string" && !declared.some((p) => p.name === name),
  );
  return names.map((name) => ({ name, required: true, schema: extra ?? { kind: "unknown" }, undeclared: true }));
}

function readProperty(name: string, value: unknown, required: boolean, at: Place, ctx: LoadContext): Property {
  const property: Property = { name, required, schema: readSchema(value, at, ctx) };
  if (!isObject(value)) return property;
  const description = stringAt(value, "description");
  if (description !== undefined) property.description = description;
  if (own(value, "deprecated") === true) property.deprecated = true;
  if (own(value, "readOnly") === true || readOnlyTarget(value, property.schema, at, ctx)) property.readOnly = true;
  if (own(value, "writeOnly") === true) property.writeOnly = true;
  return property;
}

/**
 * Whether a property is read-only through its `$ref` (apideck's `id: { $ref: Id }`, `Id` a read-only
 * string): the schema it names says so. Asked only of a `$ref` read without a problem (its schema is not
 * `unknown`), so resolving it again reports nothing.
 */
function readOnlyTarget(value: JsonObject, schema: Schema, at: Place, ctx: LoadContext): boolean {
  const ref = own(value, "$ref");
  if (typeof ref !== "string" || schema.kind === "unknown") return false;
  const target = ctx.refs.resolve(ref, at)?.value;
  return isObject(target) && own(target, "readOnly") === true;
}

/**
 * `enum` beside the schema's one `type` (see enum.ts): members of another scalar type read as values of
 * it where they are one (`"2"` of an integer as 2), an array's members as its items' values, each with a
 * warning. Without a type, or with several, the members are the values as written.
 */
function readEnumOfType(
  members: unknown[],
  types: string[] | undefined,
  s: JsonObject,
  at: Place,
  ctx: LoadContext,
  base: Base,
): Schema {
  const type = types?.length === 1 ? types[0] : undefined;
  const primitives = members.filter((m): m is JsonPrimitive => m === null || typeof m !== "object");
  if (type === "array" && members.length > 0 && primitives.length === members.length) {
    report(
      ctx,
      "enum-type-mismatch",
      "warning",
      "`enum` lists the values of a list's items on the list itself: read as a list of them",
      child(at, "enum"),
    );
    const items = own(s, "items");
    const itemType = isObject(items) ? stringAt(items, "type") : undefined;
    return {
      kind: "array",
      items: readEnum(isScalarType(itemType) ? enumOfType(primitives, itemType).values : primitives, {}),
    };
  }
  if (!isScalarType(type)) return readEnum(members, base);
  const { values, read, unread } = enumOfType(primitives, type);
  if (read.length > 0 || unread.length > 0) {
    const asRead = read.length > 0 ? `${listed(read)} read as ${type === "string" ? "text" : `${type}s`}` : "";
    const leftOut = unread.length > 0 ? `${listed(unread)} left out` : "";
    const message = `\`enum\` members of another type than \`${type}\`: ${[asRead, leftOut].filter(Boolean).join("; ")}`;
    report(ctx, "enum-type-mismatch", "warning", message, child(at, "enum"));
  }
  // With no member of the type left, the type alone says what the value is.
  if (unread.length > 0 && values.every((v) => v === null)) {
    if (values.length > 0) base.nullable = true;
    return readType(type, s, at, ctx);
  }
  return readEnum(values, base);
}

/** Members for a message: the first few, in JSON. */
const listed = (members: readonly JsonPrimitive[]) =>
  members
    .slice(0, 3)
    .map((m) => JSON.stringify(m))
    .join(", ") + (members.length > 3 ? `, … (${members.length} in all)` : "");

/** `enum` / `const`. A `null` member makes the schema nullable instead of being a value. */
function readEnum(members: unknown[], base: Base): Schema {
  const values: JsonPrimitive[] = [];
  for (const member of members) {
    if (member === null) base.nullable = true;
    else if (typeof member !== "object") values.push(member as JsonPrimitive);
  }
  if (values.length === 0 && base.nullable) {
    delete base.nullable;
    return { kind: "null" };
  }
  return { kind: "enum", values };
}

function isBareObject(schema: Schema): boolean {
  return schema.kind === "object" && schema.properties.length === 0 && schema.additionalProperties === undefined;
}

/**
 * A schema `$ref`: a named type, the input's `components/schemas/x` by its name, any other schema by a
 * name saying what it is (type-name-hint.ts), at every `$ref` and at its own place alike. (Read in
 * place at every use, schemas that refer to each other several times each would grow the output
 * exponentially: six `$ref`s a level, seven levels, nine megabytes.) A plain value reads best where
 * it is used: `{ type: string }` shared by `$ref` is a string, not a type of its own.
 */
function readRef(ref: string, at: Place, ctx: LoadContext): Schema {
  const target = ctx.refs.resolve(ref, at);
  if (!target) return { kind: "unknown" };
  const known = ctx.types.nameOf(target.key);
  if (known !== undefined) return { kind: "ref", name: known };
  if (ctx.expanding.has(target.key)) {
    return { kind: "ref", name: ctx.types.reserve(target.key, nameHint(target), target) };
  }
  if (target.doc === ctx.root && readInPlace(target.value)) return readSchema(target.value, target, ctx);
  return defineNamedType(target, ctx);
}

/** Reads the schema at `target` as a named type (reserving the name first, so recursion finds it). */
function defineNamedType(target: Resolved, ctx: LoadContext): Schema {
  const reserved = ctx.types.reserve(target.key, nameHint(target), target);
  ctx.types.define(target.key, readSchema(target.value, target, ctx));
  return { kind: "ref", name: reserved };
}
