// A binary expression as prettier prints it: a chain of one operator (`url + sep + "a=" + x`, `a || b`)
// is flattened, its operands one a line when it breaks, each operator at the end of its line:
//
//   let url =
//     baseUrl(p, defaults) +
//     `/repos/${segment(p.owner)}`;
import { group, indent, line, type Doc } from "../doc.js";
import type { BinaryOperator, Expression } from "../code-tree.js";
import type { Position, PrintExpression } from "./position.js";

type Binary = Extract<Expression, { kind: "binary" }>;

export function binaryDoc(node: Binary, position: Position, print: PrintExpression): Doc {
  const operands = chain(node);
  const [first, ...rest] = operands.map((operand) => {
    const printed = print(operand);
    // An operand that binds less tightly than the operator is written in parentheses: `(a ?? b) + c`.
    return operand.kind === "binary" && PRECEDENCE[operand.operator] < PRECEDENCE[node.operator] ? ["(", printed, ")"] : printed;
  });
  // Of two operands, the second may stay after the first's last line: prettier groups a lone `a + b`'s right side.
  const parts: Doc[] =
    rest.length === 1 ? [first!, ` ${node.operator}`, group([line, rest[0]!])] : [first!, ...rest.map((operand) => [` ${node.operator}`, line, operand])];
  // Inside an `if`'s parentheses the statement's group holds the lines; after `=` and in a conditional
  // the chain is one group; elsewhere its operands after the first are indented.
  if (position === "test") return parts;
  if (position === "assigned" || position === "condition" || position === "branch") return group(parts);
  return group([parts[0]!, indent(parts.slice(1))]);
}

/** The operands of a chain of operators of one precedence, left to right (`a + b + c` is `(a + b) + c`). */
function chain(node: Binary): Expression[] {
  const left = node.left.kind === "binary" && samePrecedence(node.left.operator, node.operator) ? chain(node.left) : [node.left];
  return [...left, node.right];
}

const PRECEDENCE: Record<BinaryOperator, number> = { "??": 1, "||": 2, "===": 7, "!==": 7, "!=": 7, "+": 10 };

/** `==`-like operators do not chain in prettier (`a === b === c` is not flattened): only `+`, `||` and `??` do. */
function samePrecedence(a: BinaryOperator, b: BinaryOperator): boolean {
  return PRECEDENCE[a] === PRECEDENCE[b] && PRECEDENCE[a] !== 7;
}
