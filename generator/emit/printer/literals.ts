// Object and array literals as prettier prints them: on one line when they fit (`{ a: 1 }`, `[a, b]`),
// else one item a line with a trailing comma.
import { group, ifBreak, indent, join, line, softline, type Doc } from "../doc.js";
import type { Expression } from "../code-tree.js";
import { propertyDoc } from "./assignment.js";
import type { PrintExpression } from "./position.js";

type ObjectLiteral = Extract<Expression, { kind: "object" }>;
type ArrayLiteral = Extract<Expression, { kind: "array" }>;

/** `expanded`: one property a line whatever the width (prettier keeps an object open that was written so). */
export function objectDoc(node: ObjectLiteral, print: PrintExpression): Doc {
  if (node.properties.length === 0) return "{}";
  const properties = node.properties.map((p) => propertyDoc(p.key, p.value, print));
  return group(["{", indent([line, join([",", line], properties)]), ifBreak(","), line, "}"], {
    broken: node.expanded === true,
  });
}

export function arrayDoc(node: ArrayLiteral, print: PrintExpression): Doc {
  if (node.elements.length === 0) return "[]";
  const elements = node.elements.map((element) => print(element));
  return group(["[", indent([softline, join([",", line], elements)]), ifBreak(","), softline, "]"], {
    broken: isMatrix(node),
  });
}

/**
 * Prettier always breaks an array of several arrays (or objects) that each hold more than one item,
 * as a table reads: `[[a, b], [c, d]]` is one inner array a line.
 */
function isMatrix({ elements }: ArrayLiteral): boolean {
  if (elements.length < 2) return false;
  const [first] = elements;
  return elements.every(
    (element) =>
      element.kind === first!.kind &&
      ((element.kind === "array" && element.elements.length > 1) ||
        (element.kind === "object" && element.properties.length > 1)),
  );
}
