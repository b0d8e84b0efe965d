import type { Property, Schema } from "../model.js";
import { align, group, hardline, ifBreak, indent, join, line, softline, type Doc } from "./doc.js";
import { commentLines, literalType, propertyKey } from "./syntax.js";

/** How named types are spelled where a type is printed (`types.SimpleUser` in a route module). */
export interface TypeNames {
  refName(name: string): string;
}

/** The types a binary payload may be: what fetch and Node's HTTP clients accept as a body. */
export const BINARY_TYPE = ["Blob", "ArrayBuffer", "ArrayBufferView", "string"];

/** A small type syntax tree: just what the emitter prints, with what prettier's rules look at. */
export type TypeNode =
  | { kind: "keyword"; text: string }
  | { kind: "reference"; text: string }
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
      return unionOf([...(schema.formData ? ["FormData"] : []), ...BINARY_TYPE].map((text) => ({ kind: "reference", text })));
    case "enum":
      return schema.values.length === 0
        ? { kind: "keyword", text: "never" }
        : unionOf(schema.values.map((v) => ({ kind: "literal", text: literalType(v) })));
    case "array":
      return { kind: "array", element: toTypeNode(schema.items, names) };
    case "object": {
      // `type: object` and nothing else is any object (JSON Schema allows extra keys unless it says not):
      // `{}` would take a string or a number too.
      const additional = schema.properties.length === 0 ? (schema.additionalProperties ?? true) : schema.additionalProperties;
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
      additional === true || properties.length > 0 ? { kind: "keyword", text: "unknown" } : toTypeNode(additional, names);
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
      const key = part.kind === "keyword" || part.kind === "literal" || part.kind === "reference" ? part.text : undefined;
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

/** Where a type is printed; prettier wraps unions differently by position. */
type Position = "annotation" | "parenthesized" | "member";

export function printType(node: TypeNode, position: Position): Doc {
  switch (node.kind) {
    case "keyword":
    case "reference":
    case "literal":
      return node.text;
    case "array": {
      const element = node.element;
      if (element.kind === "union" && !hugsUnion(element)) return ["(", printType(element, "parenthesized"), ")[]"];
      if (element.kind === "union" || element.kind === "intersection") return ["(", printType(element, "member"), ")[]"];
      return [printType(element, "member"), "[]"];
    }
    case "object":
      return printObject(node.members);
    case "union":
      return printUnion(node, position);
    case "intersection":
      return printIntersection(node);
  }
}

/** `{ a: string }` when it fits and no member carries a comment; otherwise one member per line. */
export function printObject(members: readonly ObjectMember[]): Doc {
  if (members.length === 0) return "{}";
  const documented = members.some((m) => m.doc);
  const printed = members.map(printMember);
  return group(["{", indent([line, join([";", line], printed)]), ifBreak(";"), line, "}"], { broken: documented });
}

export function printMember(member: ObjectMember): Doc {
  const signature = [member.key, member.optional ? "?" : "", ": ", printType(member.type, "annotation")];
  return member.doc ? [jsDoc(member.doc), hardline, signature] : signature;
}

/** A `/** ... *\/` block of already-safe lines (see `commentLines`). */
export function jsDoc(lines: readonly string[]): Doc {
  if (lines.length === 1 && !lines[0]!.startsWith("@")) return `/** ${lines[0]} */`;
  return join(hardline, ["/**", ...lines.map((l) => (l === "" ? " *" : ` * ${l}`)), " */"]);
}

/** `{...} | null` and `Name | null` stay glued to their line (prettier's "hug"). */
function hugsUnion(node: { members: TypeNode[] }): boolean {
  const main = node.members.filter((m) => !(m.kind === "keyword" && (m.text === "null" || m.text === "void")));
  return main.length === 1 && (main[0]!.kind === "object" || main[0]!.kind === "reference");
}

function printUnion(node: { members: TypeNode[] }, position: Position): Doc {
  if (hugsUnion(node)) return join(" | ", node.members.map((m) => printType(m, "member")));

  const code = group(
    node.members.map((m, i) => {
      const member = printType(m, "member");
      // prettier writes an intersection inside a union in parentheses
      const printed = align(2, m.kind === "intersection" ? ["(", member, ")"] : member);
      return i === 0 ? [ifBreak("| "), printed] : [line, "| ", printed];
    }),
  );
  if (position === "parenthesized") return group([indent([softline, code]), softline]);
  if (position === "member") return code;
  return group(indent([softline, code]));
}

function printIntersection(node: { members: TypeNode[] }): Doc {
  const parts: Doc[] = [];
  let wasIndented = false;
  node.members.forEach((member, i) => {
    const printed =
      member.kind !== "union"
        ? printType(member, "member")
        : ["(", printType(member, hugsUnion(member) ? "member" : "parenthesized"), ")"];
    if (i === 0) {
      parts.push(printed);
      return;
    }
    const previousIsObject = node.members[i - 1]!.kind === "object";
    const isObject = member.kind === "object";
    if (!previousIsObject && !isObject) parts.push(indent([" &", line, printed]));
    else if (previousIsObject && isObject) parts.push(" & ", wasIndented ? indent(printed) : printed);
    else {
      if (i > 1) wasIndented = true;
      parts.push(" & ", i > 1 ? indent(printed) : printed);
    }
  });
  return group(parts);
}
