// OpenAPI's Discriminator Object (3.0 and 3.1 §4.8.25; 3.2 adds `defaultMapping`): the property whose
// value says which schema of a `oneOf`/`anyOf`, or which child of an `allOf` hierarchy, a value is. Each
// member's tag is typed as the values that select it, so that `switch (pet.petType)` narrows and
// `{ petType: "cat", barks: 1 }` is no Dog:
//
// | given                                                        | read as                                       |
// | ------------------------------------------------------------ | --------------------------------------------- |
// | `oneOf: [Cat, Dog]`, `propertyName: petType`                 | `(Cat & { petType: "Cat" }) \| (Dog & ...)`   |
// | `mapping: { cat: Cat, kitten: Cat }`                         | `Cat & { petType: "cat" \| "kitten" }`        |
// | 3.2 `defaultMapping: Other`, no mapping key selects Other    | `Other` as written (it takes any other value) |
// | `Cat: allOf: [Pet, {...}]`, Pet has the discriminator        | `Pet & {...} & { petType: "Cat" }`            |
// | Cat's own `petType: { enum: [cat] }`, selected by `cat`      | `Cat` as written: it narrows already          |
// | Cat's own `petType: { enum: [dog] }`, selected by `cat`      | `Cat` as written, and a warning               |
// | an inline member, or one that is not an object               | as written: no value names it                 |
import type { JsonPrimitive, Schema } from "../../model.js";
import { pointerSegments, toPointer } from "../../util/json-pointer.js";
import { report, type LoadContext } from "./context.js";
import { child, type Place } from "./place.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { ancestors, descendants } from "./schema-hierarchy.js";

export interface Discriminator {
  /** The tag: the property whose value selects the schema. */
  property: string;
  /** The values `mapping` gives, by the key of the schema each selects (`RefResolver` keys). */
  mapping: Map<string, string[]>;
  /** 3.2's `defaultMapping`: the key of the schema of any value no mapping names (its tag is not narrowed). */
  defaultKey?: string;
}

/** The schema's `discriminator`, its mapping's targets as keys; undefined without a property name. */
export function readDiscriminator(s: JsonObject, at: Place, ctx: LoadContext): Discriminator | undefined {
  const value = own(s, "discriminator");
  const property = isObject(value) ? stringAt(value, "propertyName") : undefined;
  if (!isObject(value) || property === undefined) return undefined;
  const discriminator: Discriminator = { property, mapping: new Map() };
  const mapping = own(value, "mapping");
  for (const [tag, target] of Object.entries(isObject(mapping) ? mapping : {})) {
    const key = typeof target === "string" ? targetKey(target, at, ctx) : undefined;
    if (key !== undefined) discriminator.mapping.set(key, [...(discriminator.mapping.get(key) ?? []), tag]);
  }
  const fallback = stringAt(value, "defaultMapping");
  const defaultKey = fallback === undefined ? undefined : targetKey(fallback, at, ctx);
  if (defaultKey !== undefined) discriminator.defaultKey = defaultKey;
  return discriminator;
}

/**
 * A `oneOf`/`anyOf` member with its tag typed as the values that select it: its mapping keys, else its
 * name under `components/schemas`. A member that extends the discriminator's own schema is tagged there
 * (see inheritedTag); one no value names, as written.
 */
export function taggedMember(
  member: Schema,
  json: unknown,
  at: Place,
  owner: Place,
  discriminator: Discriminator,
  ctx: LoadContext,
): Schema {
  const ref = isObject(json) ? stringAt(json, "$ref") : undefined;
  if (ref === undefined || member.kind === "unknown") return member;
  const target = ctx.refs.resolve(ref, at);
  if (target === undefined || extendsSchema(target.value, target, owner, ctx)) return member;
  const tag = tagOf(
    target.value,
    target,
    discriminator,
    ctx,
    valuesSelecting(target, discriminator, ctx, discriminator.mapping.get(`${REF_TEXT}${ref}`)),
  );
  if (tag === undefined) return member;
  // A child of a hierarchy is tagged where it is defined: the union adds its tag only when it says more.
  const inherited = isObject(target.value) ? inheritedTag(target.value, target, ctx)[0] : undefined;
  if (inherited !== undefined && tagProperty(inherited)?.name === discriminator.property) {
    const [own, here] = [tagValues(inherited), tagValues(tag)];
    if (here.every((v) => own.includes(v))) return member;
    const message = `the discriminator here selects this schema by \`${discriminator.property}\` ${here.map((v) => JSON.stringify(v)).join(", ")}, but its parent's by ${own.map((v) => JSON.stringify(v)).join(", ")}: its tag is read as its parent's says`;
    report(ctx, "discriminator-mismatch", "warning", message, at);
    return member;
  }
  return { kind: "intersection", members: [member, tag] };
}

/**
 * The tag of a schema that extends (`allOf`, over any number of levels) an ancestor with a
 * discriminator (Swagger 2.0's hierarchies are all of this kind): the values that select it or any
 * schema that extends it in turn, so that `Cat` (`petType: "Cat"`) is a `Mammal` (`"Mammal" | "Cat"`).
 * None when no ancestor has a discriminator.
 */
export function inheritedTag(s: JsonObject, at: Place, ctx: LoadContext): Schema[] {
  for (const ancestor of ancestors(s, at, ctx)) {
    const discriminator = isObject(ancestor.value) ? readDiscriminator(ancestor.value, ancestor, ctx) : undefined;
    if (discriminator === undefined) continue;
    const values = [at, ...descendants(at, ctx)].flatMap((place) => valuesSelecting(place, discriminator, ctx));
    const tag = tagOf(s, at, discriminator, ctx, [...new Set(values)]);
    return tag ? [tag] : [];
  }
  return [];
}

/** The values that select the schema at `at`: its mapping keys, else its name under `components/schemas`. */
function valuesSelecting(at: Place, discriminator: Discriminator, ctx: LoadContext, byRef?: string[]): string[] {
  const key = ctx.refs.keyOf(at.doc) + at.pointer;
  return discriminator.mapping.get(key) ?? byRef ?? (key === discriminator.defaultKey ? [] : implicitValue(at));
}

/** `{ tag: "a" | "b" }` for the schema at `at`; undefined when no value selects it, or it narrows already. */
function tagOf(
  schema: unknown,
  at: Place,
  discriminator: Discriminator,
  ctx: LoadContext,
  values: string[],
): Schema | undefined {
  if (!isObject(schema) || !isObjectSchema(schema)) return undefined;
  if (values.length === 0) return undefined;
  const declared = declaredValues(schema, at, discriminator.property, ctx, 0);
  if (declared !== undefined) {
    const contradicted = values.filter((v) => !declared.includes(v));
    if (contradicted.length > 0) {
      const listed = contradicted.map((v) => JSON.stringify(v)).join(", ");
      const message = `the discriminator selects this schema by \`${discriminator.property}\` ${listed}, which its own \`${discriminator.property}\` (${declared.map((v) => JSON.stringify(v)).join(", ")}) does not allow: its tag is read as written`;
      report(ctx, "discriminator-mismatch", "warning", message, at);
      return undefined;
    }
    // Its own values are the ones that select it: it narrows as written.
    if (declared.every((v) => typeof v === "string" && values.includes(v))) return undefined;
  }
  const property = { name: discriminator.property, required: true, schema: { kind: "enum", values } as Schema };
  return { kind: "object", properties: [property] };
}

const tagProperty = (tag: Schema) => (tag.kind === "object" ? tag.properties[0] : undefined);
const tagValues = (tag: Schema): JsonPrimitive[] => {
  const schema = tagProperty(tag)?.schema;
  return schema?.kind === "enum" ? schema.values : [];
};

/**
 * A schema's name under `components/schemas` (or AutoRest's `x-ms-discriminator-value` beside it): the
 * value that selects it when no mapping says one.
 */
function implicitValue(at: Place): string[] {
  const segments = pointerSegments(at.pointer);
  if (segments.length !== 3 || segments[0] !== "components" || segments[1] !== "schemas") return [];
  // AutoRest's descriptions (Azure's) give the value another than the name: `x-ms-discriminator-value`.
  const schemas = own(own(at.doc.data as JsonObject, "components") as JsonObject, "schemas") as JsonObject;
  const schema = own(schemas, segments[2]!);
  const value = isObject(schema) ? stringAt(schema, "x-ms-discriminator-value") : undefined;
  return [value ?? segments[2]!];
}

/** A mapping value that names a schema of another file, kept as written. */
const REF_TEXT = "$ref:";

/** The key a mapping value names: a schema's name under `components/schemas`, or a `$ref` to it. */
function targetKey(target: string, at: Place, ctx: LoadContext): string {
  const components = own(ctx.root.data as JsonObject, "components");
  const schemas = isObject(components) ? own(components, "schemas") : undefined;
  if (isObject(schemas) && Object.hasOwn(schemas, target))
    return ctx.refs.keyOf(ctx.root) + toPointer(["components", "schemas", target]);
  // A local pointer to nothing is a value that selects nothing, not an error of the whole description.
  if (target.startsWith("#")) return ctx.refs.keyOf(at.doc) + toPointer(pointerSegments(target.slice(1)));
  // Another file's schema is matched by the `$ref` text of a member (see taggedMember), and never read
  // for it: bundlers leave mappings to files they inlined (DigitalOcean's `models/droplet_actions.yml`).
  return `${REF_TEXT}${target}`;
}

/** Whether a schema is an object's (its `type` says so, or it says none): only an object has a tag. */
function isObjectSchema(schema: JsonObject): boolean {
  const type = own(schema, "type");
  return type === undefined || type === "object" || (Array.isArray(type) && type.includes("object"));
}

/** Whether `schema` lists the schema at `owner` among its `allOf`: a child of the discriminator's schema. */
function extendsSchema(schema: unknown, at: Place, owner: Place, ctx: LoadContext): boolean {
  const allOf = isObject(schema) ? own(schema, "allOf") : undefined;
  const ownerKey = ctx.refs.keyOf(owner.doc) + owner.pointer;
  if (!Array.isArray(allOf)) return false;
  return allOf.some((member, i) => {
    const ref = isObject(member) ? stringAt(member, "$ref") : undefined;
    return ref !== undefined && ctx.refs.resolve(ref, child(at, "allOf", i))?.key === ownerKey;
  });
}

/** The values a schema's own tag property allows (`enum`, `const`), through `$ref`s and `allOf`; undefined when it does not say. */
function declaredValues(
  schema: unknown,
  at: Place,
  property: string,
  ctx: LoadContext,
  depth: number,
): JsonPrimitive[] | undefined {
  if (!isObject(schema) || depth > 8) return undefined;
  const ref = stringAt(schema, "$ref");
  if (ref !== undefined) {
    const target = ctx.refs.resolve(ref, at);
    return target && declaredValues(target.value, target, property, ctx, depth + 1);
  }
  const properties = own(schema, "properties");
  const tag = isObject(properties) ? own(properties, property) : undefined;
  const values = isObject(tag) ? valuesOf(tag, child(at, "properties", property), ctx, depth) : undefined;
  if (values !== undefined) return values;
  const allOf = own(schema, "allOf");
  if (!Array.isArray(allOf)) return undefined;
  for (const [i, member] of allOf.entries()) {
    const found = declaredValues(member, child(at, "allOf", i), property, ctx, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function valuesOf(tag: JsonObject, at: Place, ctx: LoadContext, depth: number): JsonPrimitive[] | undefined {
  if (depth > 8) return undefined;
  if (Object.hasOwn(tag, "const")) return [tag.const as JsonPrimitive];
  const values = own(tag, "enum");
  if (Array.isArray(values)) return values as JsonPrimitive[];
  const ref = stringAt(tag, "$ref");
  const target = ref === undefined ? undefined : ctx.refs.resolve(ref, at);
  return target && isObject(target.value) ? valuesOf(target.value, target, ctx, depth + 1) : undefined;
}
