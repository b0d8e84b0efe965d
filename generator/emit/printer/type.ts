// Types as prettier prints them: a `TypeNode` (type-doc.ts) to its document. Object types on one line
// when they fit and no member has a comment; unions one member a line after a leading `|` when they
// do not fit, except those that hug (`Name | null`); intersections with objects kept on their line.
import { align, group, hardline, ifBreak, indent, join, line, softline, type Doc } from "../doc.js";
import type { ObjectMember, TypeNode } from "../type-doc.js";

/** Where a type is printed; prettier wraps unions differently by position. */
type Position = "annotation" | "parenthesized" | "member";

export function printType(node: TypeNode, position: Position): Doc {
  switch (node.kind) {
    case "keyword":
    case "reference":
    case "literal":
      return node.text;
    case "generic":
      return printGeneric(node);
    case "array": {
      const element = node.element;
      if (element.kind === "union" && !hugsUnion(element)) return ["(", printType(element, "parenthesized"), ")[]"];
      if (element.kind === "union" || element.kind === "intersection")
        return ["(", printType(element, "member"), ")[]"];
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
  if (hugsUnion(node))
    return join(
      " | ",
      node.members.map((m) => printType(m, "member")),
    );

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

/**
 * `Name<A, B>`: its type arguments one a line when they do not fit, with no trailing comma (TypeScript
 * takes none after type arguments); a lone keyword, name or object stays hugged (`Name<{ ... }>`).
 */
function printGeneric(node: { name: string; args: TypeNode[] }): Doc {
  const [first] = node.args;
  if (node.args.length === 1 && (first!.kind === "keyword" || first!.kind === "reference" || first!.kind === "object"))
    return [node.name, "<", printType(first!, "member"), ">"];
  const args = node.args.map((arg) => printType(arg, "member"));
  return group([node.name, "<", indent([softline, join([",", line], args)]), softline, ">"]);
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
