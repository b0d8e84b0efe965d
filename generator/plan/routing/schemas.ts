// Schemas as routing reads them: followed through named types, and bodies seen as the sets of
// properties a call can pass as parameters.
import type { ApiModel, Property, Schema } from "../../model.js";

/** Follows `ref`s to the schema they name (a cycle of bare refs ends as `unknown`). */
export function resolveSchema(schema: Schema, model: ApiModel): Schema {
  const seen = new Set<string>();
  let current = schema;
  while (current.kind === "ref") {
    if (seen.has(current.name)) return { kind: "unknown" };
    seen.add(current.name);
    const named = typesByName(model).get(current.name);
    if (!named) return { kind: "unknown" };
    current = named.schema;
  }
  return current;
}

const typeMaps = new WeakMap<ApiModel, Map<string, ApiModel["types"][number]>>();
function typesByName(model: ApiModel): Map<string, ApiModel["types"][number]> {
  let map = typeMaps.get(model);
  if (!map) {
    map = new Map(model.types.map((t) => [t.name, t]));
    typeMaps.set(model, map);
  }
  return map;
}

/** Arrays and objects: query values RFC 6570 expands element by element. */
export function isStructured(schema: Schema, model: ApiModel): boolean {
  const resolved = resolveSchema(schema, model);
  if (resolved.kind === "union" || resolved.kind === "intersection") {
    // `oneOf: [string, array]`: a list must still go out one value per member.
    return resolved.members.some((member) => isStructured(member, model));
  }
  return resolved.kind === "array" || resolved.kind === "object";
}

/**
 * Strings, numbers, booleans, null and enums of them (and unions of those): the values a url writes
 * as one piece of text. A schema that says nothing (`unknown`) may be a list: it is not plain.
 */
export function isPlain(schema: Schema, model: ApiModel): boolean {
  const resolved = resolveSchema(schema, model);
  if (resolved.kind === "union") return resolved.members.every((member) => isPlain(member, model));
  return PLAIN_KINDS.has(resolved.kind);
}

/** Whether a value of the schema may be a string (a string, an enum with one, a union with one). */
export function mayBeString(schema: Schema, model: ApiModel): boolean {
  const resolved = resolveSchema(schema, model);
  if (resolved.kind === "union") return resolved.members.some((member) => mayBeString(member, model));
  if (resolved.kind === "enum") return resolved.values.some((value) => typeof value === "string");
  return resolved.kind === "string";
}

const PLAIN_KINDS: ReadonlySet<Schema["kind"]> = new Set(["string", "integer", "number", "boolean", "null", "enum"]);

/** Beyond this many alternatives a params type helps no one: the body then goes as `data`. */
export const MAX_BODY_ALTERNATIVES = 16;

/**
 * The property lists an object body can be sent as top-level parameters with: one list for an object
 * (`allOf` of objects merged), one per member for a `oneOf`/`anyOf` of objects (one per combination
 * when an `allOf` holds some); undefined when the body is not made of objects (it then goes as
 * `data`), and for an object that declares no property at all (any object: the caller passes it
 * whole). A `nullable` object is still sent as its properties: a caller with no body passes none.
 */
export function objectShapes(schema: Schema, model: ApiModel): Property[][] | undefined {
  const shapes = shapesOf(schema, model);
  return shapes?.every((properties) => properties.length === 0) ? undefined : shapes;
}

function shapesOf(schema: Schema, model: ApiModel): Property[][] | undefined {
  const resolved = resolveSchema(schema, model);
  if (resolved.kind === "object") {
    return resolved.additionalProperties && resolved.properties.length === 0 ? undefined : [resolved.properties];
  }
  if (resolved.kind === "intersection") {
    // Members that only constrain (`anyOf: [{ required: [a] }, ...]`, read as `unknown`) add no property.
    const shaped = resolved.members.filter((m) => !constrainsOnly(m, model));
    if (shaped.length === 0) return undefined;
    const parts = shaped.map((m) => shapesOf(m, model));
    if (parts.some((p) => p === undefined)) return undefined;
    // `allOf: [A, anyOf: [B, C]]` is `anyOf: [A and B, A and C]`: one shape per combination.
    let combinations: Property[][][] = [[]];
    for (const part of parts) combinations = combinations.flatMap((lists) => part!.map((shape) => [...lists, shape]));
    return combinations.length <= MAX_BODY_ALTERNATIVES ? combinations.map(mergeProperties) : undefined;
  }
  if (resolved.kind === "union") {
    const parts = resolved.members.map((m) => shapesOf(m, model));
    if (parts.some((p) => p === undefined)) return undefined;
    return parts.flatMap((p) => p!);
  }
  return undefined;
}

/** A schema that names no type and no property: `{}`, `{ required: [a] }`, or a `oneOf`/`allOf` of those. */
function constrainsOnly(schema: Schema, model: ApiModel): boolean {
  const resolved = resolveSchema(schema, model);
  if (resolved.kind === "unknown") return true;
  return (
    (resolved.kind === "union" || resolved.kind === "intersection") &&
    resolved.members.every((m) => constrainsOnly(m, model))
  );
}

function mergeProperties(lists: Property[][]): Property[] {
  const byName = new Map<string, Property>();
  for (const list of lists) {
    for (const p of list) {
      const previous = byName.get(p.name);
      if (!previous) byName.set(p.name, p);
      // A member another part only names as required (`anyOf: [{ required: [conclusion] }]`) keeps its schema.
      else
        byName.set(p.name, {
          ...(p.undeclared && !previous.undeclared ? previous : p),
          required: p.required || previous.required,
        });
    }
  }
  return [...byName.values()];
}
