// Type declarations as prettier prints them: interfaces (one member a line, always), type aliases (the
// assignment's fluid layout), and the JSDoc above a declaration.
import { hardline, indent, join, type Doc } from "../doc.js";
import type { ObjectMember, TypeNode } from "../type-doc.js";
import { fluidDoc } from "./assignment.js";
import { jsDoc, printMember, printType } from "./type.js";

/** `export interface Name { ... }`: prettier always prints interface bodies one member per line. */
export function interfaceDeclaration(
  name: string,
  members: readonly ObjectMember[],
  doc?: string[],
  heritage: readonly string[] = [],
): Doc {
  const body: Doc =
    members.length === 0
      ? "{}"
      : [
          "{",
          indent([
            hardline,
            join(
              hardline,
              members.map((m) => [printMember(m), ";"]),
            ),
          ]),
          hardline,
          "}",
        ];
  // prettier keeps a single heritage clause on the head line, however long.
  const head = heritage.length === 0 ? name : `${name} extends ${heritage.join(", ")}`;
  return withDoc(doc, ["export interface ", head, " ", body]);
}

/** `export type Name = Type;` */
export function typeAliasDeclaration(name: string, type: TypeNode, doc?: string[]): Doc {
  return withDoc(doc, [fluidDoc(`export type ${name}`, " =", printType(type, "annotation")), ";"]);
}

/** A declaration with its JSDoc above it, when it has one. */
export function withDoc(doc: readonly string[] | undefined, declaration: Doc): Doc {
  return doc && doc.length > 0 ? [jsDoc(doc), hardline, declaration] : declaration;
}
