// The one printer of generated code: a code tree (code-tree.ts) or a type (type-doc.ts's TypeNode) to
// text in prettier's default style, which tests hold against prettier itself. Each syntax kind's layout
// rules are in its own file; doc.ts is the engine they share (groups that break when they do not fit).
//
// Nothing outside this folder decides a line break of a statement or an expression: emitters build
// trees, and module emitters place the printed statements.
import { print, PRINT_WIDTH, type Doc } from "../doc.js";
import type { CodeNode, Statement } from "../code-tree.js";
import { expressionDoc } from "./expression.js";
import { statementDoc, statementsDoc } from "./statement.js";

const STATEMENT_KINDS = new Set<CodeNode["kind"]>([
  "declaration",
  "assignment",
  "if",
  "return",
  "expression",
  "function",
  "import",
]);

const isStatement = (node: CodeNode): node is Statement => STATEMENT_KINDS.has(node.kind);

/** A node as a document, for a module emitter to place (a function's body, a declaration's value). */
export function codeDoc(node: CodeNode): Doc {
  return isStatement(node) ? statementDoc(node) : expressionDoc(node);
}

/** Statements one a line, as a document. */
export { statementsDoc };
export { interfaceDeclaration, typeAliasDeclaration, withDoc } from "./declaration.js";
export { printType } from "./type.js";

/** A node, or statements one a line, as text starting at column 0 in `width` columns. */
export function printCode(node: CodeNode | readonly Statement[], width = PRINT_WIDTH): string {
  return print(Array.isArray(node) ? statementsDoc(node) : codeDoc(node as CodeNode), width);
}
