// A chain of conditionals as prettier prints it: on one line when it fits, else each branch on a line
// of its own after `? ` or `: `, a conditional in the alternate indented one step further:
//
//   const body =
//     contentTypeOf(p) === "application/json"
//       ? json(fields)
//       : contentTypeOf(p) === "multipart/form-data"
//         ? multipart({ file: p.file })
//         : formBody(pair("name", p.name));
import { align, group, indent, line, type Doc } from "../doc.js";
import type { Expression } from "../code-tree.js";
import type { PrintExpression } from "./position.js";

type Conditional = Extract<Expression, { kind: "conditional" }>;

/** The whole chain is one group: when it breaks, every branch of it does (prettier groups the outermost only). */
export function conditionalDoc(node: Conditional, print: PrintExpression): Doc {
  return group(chainDoc(node, print, false));
}

function chainDoc(node: Conditional, print: PrintExpression, nested: boolean): Doc {
  const alternate =
    node.alternate.kind === "conditional" ? chainDoc(node.alternate, print, true) : branch(node.alternate, print);
  // A nested conditional's test lines up with the text after its `: `, and a chain in it indents its
  // lines after the first, as anywhere else (the outermost test's lines do not, as prettier has it).
  const test = nested ? align(2, print(node.test)) : print(node.test, "condition");
  return [test, indent([line, "? ", branch(node.consequent, print), line, ": ", alternate])];
}

/** A branch lines up with the text after its `? ` or `: `; a `??` in one is written in parentheses, as prettier does. */
function branch(node: Expression, print: PrintExpression): Doc {
  const printed = print(node, "branch");
  return align(2, node.kind === "binary" && node.operator === "??" ? ["(", printed, ")"] : printed);
}
