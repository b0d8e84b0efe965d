import { group, hardline, indent, indentIfBreak, join, line, type Doc } from "./doc.js";
import { jsDoc, printMember, printType, type ObjectMember, type TypeNode } from "./type-doc.js";

/** `export interface Name { ... }`: prettier always prints interface bodies one member per line. */
export function interfaceDeclaration(
  name: string,
  members: readonly ObjectMember[],
  doc?: string[],
  heritage: readonly string[] = [],
): Doc {
  const body: Doc =
    members.length === 0 ? "{}" : ["{", indent([hardline, join(hardline, members.map((m) => [printMember(m), ";"]))]), hardline, "}"];
  // prettier keeps a single heritage clause on the head line, however long.
  const head = heritage.length === 0 ? name : `${name} extends ${heritage.join(", ")}`;
  return withDoc(doc, ["export interface ", head, " ", body]);
}

/** `export type Name = Type;` */
export function typeAliasDeclaration(name: string, type: TypeNode, doc?: string[]): Doc {
  return withDoc(doc, assignment(`export type ${name}`, printType(type, "annotation")));
}

/**
 * `left = right;` in prettier's "fluid" layout: when the head with the start of `right` does not fit,
 * `right` moves to the next line, indented.
 */
export function assignment(left: string, right: Doc): Doc {
  const afterOperator = Symbol("after =");
  return group([left, " =", group(indent(line), { id: afterOperator }), indentIfBreak(right, afterOperator), ";"]);
}

export function withDoc(doc: readonly string[] | undefined, declaration: Doc): Doc {
  return doc && doc.length > 0 ? [jsDoc(doc), hardline, declaration] : declaration;
}
