// The layouts of `left = right` (declarations, assignments) and of `key: value` (properties), chosen by
// what the right side is, as prettier chooses them:
//
//   break-after-operator   a binary chain, a conditional on a comparison, a string, `p.name`: the whole
//                          right side moves to the next line when it does not fit
//                              fields["title"] =
//                                p.title;
//   never-break            a template literal (and, after a key shorter than 5 columns, a string or `p.name`)
//                              const path = `/repos/${segment(p.owner)}`;
//   fluid                  anything else: the right side moves to the next line only when its head does
//                          not fit after the `=` (a call or an object breaks inside first)
//                              const p = withHeaderStyles(withDefaultParams(params, defaults), {
import { group, indent, indentIfBreak, line, type Doc } from "../doc.js";
import type { Expression } from "../code-tree.js";
import { inlinesRight } from "./binary.js";
import type { PrintExpression } from "./position.js";

type Layout = "break-after-operator" | "never-break" | "fluid";

/** `left = right` (without the `;`): `left` is printed already. */
export function assignmentDoc(left: Doc, right: Expression, print: PrintExpression): Doc {
  return laidOut(left, " =", right, layoutOf(right, false), print);
}

/** `key: value` in an object literal. */
export function propertyDoc(key: string, value: Expression, print: PrintExpression): Doc {
  // A key shorter than the indentation plus 3 gains little from breaking after it (prettier's "short key").
  return laidOut(key, ":", value, layoutOf(value, key.length < 5), print);
}

function laidOut(left: Doc, operator: string, right: Expression, layout: Layout, print: PrintExpression): Doc {
  const value = print(right, "assigned");
  if (layout === "break-after-operator") return group([left, operator, group(indent([line, value]))]);
  if (layout === "never-break") return group([left, operator, " ", value]);
  return fluidDoc(left, operator, value);
}

/** The fluid layout of a printed value (a type alias's type, too). */
export function fluidDoc(left: Doc, operator: string, value: Doc): Doc {
  const afterOperator = Symbol("after operator");
  return group([left, operator, group(indent(line), { id: afterOperator }), indentIfBreak(value, afterOperator)]);
}

function layoutOf(right: Expression, shortKey: boolean): Layout {
  if (right.kind === "binary" && !inlinesRight(right)) return "break-after-operator";
  if (right.kind === "conditional" && right.test.kind === "binary") return "break-after-operator";
  if (right.kind === "template") return "never-break";
  if (right.kind === "string" || isMemberChain(right)) return shortKey ? "never-break" : "break-after-operator";
  return "fluid";
}

/** `p.owner`, `p["legal-hold"]`, `a.b.c`: members down to an identifier. */
function isMemberChain(node: Expression): boolean {
  if (node.kind !== "member") return false;
  return node.object.kind === "identifier" || isMemberChain(node.object);
}
