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
  const [first, ...rest] = operands.map((operand, i) => {
    const printed = print(operand);
    return needsParentheses(operand, node.operator, i === 0) ? ["(", printed, ")"] : printed;
  });
  // `a ?? {` ... `}`: a logical operator's object or array literal stays after it, broken inside (prettier "inlines" it).
  if (inlinesRight(node)) return [first!, ` ${node.operator} `, rest[0]!];
  // Of two operands, the second may stay after the first's last line: prettier groups a lone `a + b`'s right side.
  const parts: Doc[] =
    rest.length === 1
      ? [first!, ` ${node.operator}`, group([line, rest[0]!])]
      : [first!, ...rest.map((operand) => [` ${node.operator}`, line, operand])];
  // Inside an `if`'s parentheses the statement's group holds the lines; after `=` and in a conditional
  // the chain is one group; elsewhere its operands after the first are indented.
  if (position === "test") return parts;
  if (position === "assigned" || position === "condition" || position === "branch") return group(parts);
  return group([parts[0]!, indent(parts.slice(1))]);
}

/** `a ?? { b }`, `a || [b]`: a logical operator whose right side is a non-empty object or array literal. */
export function inlinesRight(node: Expression): boolean {
  if (node.kind !== "binary" || (node.operator !== "??" && node.operator !== "||")) return false;
  const { right } = node;
  return (
    (right.kind === "object" && right.properties.length > 0) || (right.kind === "array" && right.elements.length > 0)
  );
}

/** The operands of a chain of operators of one precedence, left to right (`a + b + c` is `(a + b) + c`). */
function chain(node: Binary): Expression[] {
  const left =
    node.left.kind === "binary" && samePrecedence(node.left.operator, node.operator) ? chain(node.left) : [node.left];
  return [...left, node.right];
}

/**
 * An operand that binds less tightly than the operator is written in parentheses (`(a ?? b) + c`), and so
 * is one of the same precedence on the right (`a + (b + c)`, which is not `a + b + c` for text) or one
 * that does not chain (`(a === b) !== c`).
 */
function needsParentheses(operand: Expression, operator: BinaryOperator, first: boolean): boolean {
  if (operand.kind !== "binary") return false;
  const [inner, outer] = [PRECEDENCE[operand.operator], PRECEDENCE[operator]];
  return inner < outer || (inner === outer && (!first || !samePrecedence(operand.operator, operator)));
}

const PRECEDENCE: Record<BinaryOperator, number> = { "??": 1, "||": 2, "===": 7, "!==": 7, "!=": 7, "+": 10 };

/** `==`-like operators do not chain in prettier (`a === b === c` is not flattened): only `+`, `||` and `??` do. */
function samePrecedence(a: BinaryOperator, b: BinaryOperator): boolean {
  return PRECEDENCE[a] === PRECEDENCE[b] && PRECEDENCE[a] !== 7;
}
