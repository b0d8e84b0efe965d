// An import declaration as prettier prints it: its names on one line when they fit, else one a line
// with a trailing comma. A single name never breaks, however long the line (prettier keeps it whole):
//
//   import { api } from "./endpoint.js";
//   import {
//     encodeUnreserved,
//     requestOptions,
//     withDefaultParams,
//     type RequestOptions,
//   } from "@routegen/runtime";
import { group, ifBreak, indent, join, line, type Doc } from "../doc.js";
import type { Statement } from "../code-tree.js";
import { stringLiteral } from "../syntax.js";

type ImportDeclaration = Extract<Statement, { kind: "import" }>;

export function importDoc(node: ImportDeclaration): Doc {
  const head = node.typeOnly ? "import type {" : "import {";
  const from = ["} from ", stringLiteral(node.from), ";"];
  if (node.names.length === 0) return [head, ...from];
  if (node.names.length === 1) return [head, " ", node.names[0]!, " ", ...from];
  return group([head, indent([line, join([",", line], node.names)]), ifBreak(","), line, ...from]);
}
