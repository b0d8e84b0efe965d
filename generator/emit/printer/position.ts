// Where an expression stands decides some of its layout, as in prettier: a binary chain is one group
// after an `=` but not inside an `if`'s parentheses (the statement's own group breaks there), a `??`
// takes parentheses as a conditional's branch. Each syntax kind's printer gets the others through
// `PrintExpression`, so that the kinds do not import each other.
import type { Doc } from "../doc.js";
import type { Expression } from "../code-tree.js";

export type Position =
  /** Nothing special: an argument, an operand, a member's object. */
  | "plain"
  /** The value of an assignment, a declaration or a property, after its `=` or `:`; a returned value. */
  | "assigned"
  /** The test of an `if`, inside its parentheses. */
  | "test"
  /** The test of a conditional. */
  | "condition"
  /** A branch of a conditional (after `? ` or `: `). */
  | "branch";

export type PrintExpression = (node: Expression, position?: Position) => Doc;
