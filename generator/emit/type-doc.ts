import type { Property, Schema } from "../model.js";
import { commentLines, literalType, propertyKey } from "./syntax.js";

/** How named types are spelled where a type is printed (`types.SimpleUser` in a route module). */
export interface TypeNames {
  refName(name: string): string;
}

/** The types a binary payload may be: what fetch and Node's HTTP clients accept as a body. */
export const BINARY_TYPE = ["Blob", "ArrayBuffer", "ArrayBufferView", "string"];

/** A small type syntax tree: just what the emitter prints, with what prettier's rules look at (printer/type.ts prints it). */
export type TypeNode =
  | { kind: "keyword"; text: string }
  | { kind: "reference"; text: string }
  /** `Name<A, B>`: a named type with type arguments (`RequestOptions<Response, Responses>`). */
  | { kind: "generic"; name: string; args: TypeNode[] }
  | { kind: "literal"; text: string }
  | { kind: "array"; element: TypeNode }
  | { kind: "object"; members: ObjectMember[] }
  | { kind: "union"; members: TypeNode[] }
  | { kind: "intersection"; members: TypeNode[] };

export interface ObjectMember {
  /** Already a valid key: a bare name, a string literal, or an index signature `[key: string]`. */
  key: string;
  optional: boolean;
  type: TypeNode;
  doc?: string[];
}

export function toTypeNode(schema: Schema, names: TypeNames): TypeNode {
  const node = baseNode(schema, names);
  return schema.nullable && schema.kind !== "null" ? unionOf([node, { kind: "keyword", text: "null" }]) : node;
}

function baseNode(schema: Schema, names: TypeNames): TypeNode {
  switch (schema.kind) {
    case "string":
      return { kind: "keyword", text: "string" };
    case "integer":
    case "number":
      return { kind: "keyword", text: "number" };
    case "boolean":
      return { kind: "keyword", text: "boolean" };
    case "null":
      return { kind: "keyword", text: "null" };
    case "unknown":
      return { kind: "keyword", text: "unknown" };
    case "binary":
      return unionOf(
        [...(schema.formData ? ["FormData"] : []), ...BINARY_TYPE].map((text) => ({ kind: "reference", text })),
      );
    case "enum":
      return schema.values.length === 0
        ? { kind: "keyword", text: "never" }
        : unionOf(schema.values.map((v) => ({ kind: "literal", text: literalType(v) })));
    case "array":
      return { kind: "array", element: toTypeNode(schema.items, names) };
    case "object": {
      // `type: object` and nothing else is any object (JSON Schema allows extra keys unless it says not):
      // `{}` would take a string or a number too.
      const additional =
        schema.properties.length === 0 ? (schema.additionalProperties ?? true) : schema.additionalProperties;
      return { kind: "object", members: objectMembers(schema.properties, additional, names) };
    }
    case "ref":
      return { kind: "reference", text: names.refName(schema.name) };
    case "union":
      return schema.members.length === 0
        ? { kind: "keyword", text: "unknown" }
        : unionOf(schema.members.map((m) => toTypeNode(m, names)));
    case "intersection":
      return schema.members.length === 0
        ? { kind: "keyword", text: "unknown" }
        : intersectionOf(schema.members.map((m) => toTypeNode(m, names)));
  }
}

export function objectMembers(
  properties: readonly Property[],
  additional: Schema | true | undefined,
  names: TypeNames,
): ObjectMember[] {
  const members: ObjectMember[] = properties.map((p) => ({
    key: propertyKey(p.name),
    optional: !p.required,
    type: toTypeNode(p.schema, names),
    ...docOf(p.description ?? p.schema.description, p.deprecated || p.schema.deprecated),
  }));
  if (additional !== undefined) {
    // Named properties must fit the index signature, so extra keys are `unknown` unless there are none.
    const valueType: TypeNode =
      additional === true || properties.length > 0
        ? { kind: "keyword", text: "unknown" }
        : toTypeNode(additional, names);
    members.push({ key: "[key: string]", optional: false, type: valueType });
  }
  return members;
}

function docOf(description: string | undefined, deprecated: boolean | undefined): { doc?: string[] } {
  const lines = description ? commentLines(description) : [];
  if (deprecated) lines.push("@deprecated");
  return lines.length > 0 ? { doc: lines } : {};
}

export function unionOf(members: TypeNode[]): TypeNode {
  const flat: TypeNode[] = [];
  const seen = new Set<string>();
  for (const m of members) {
    for (const part of m.kind === "union" ? m.members : [m]) {
      // Drop repeated simple members (`null` twice, the same literal twice); keep structures.
      const key =
        part.kind === "keyword" || part.kind === "literal" || part.kind === "reference" ? part.text : undefined;
      if (key !== undefined) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      flat.push(part);
    }
  }
  return flat.length === 1 ? flat[0]! : { kind: "union", members: flat };
}

export function intersectionOf(members: TypeNode[]): TypeNode {
  const flat = members.flatMap((m) => (m.kind === "intersection" ? m.members : [m]));
  // `T & unknown` is `T`: an allOf member that only annotates (AWS's `{ xml: { name: "item" } }`) says nothing of the type.
  const typed = flat.filter((m) => !(m.kind === "keyword" && m.text === "unknown"));
  const kept = typed.length > 0 ? typed : flat.slice(0, 1);
  return kept.length === 1 ? kept[0]! : { kind: "intersection", members: kept };
}
