// What generated functions write their urls with: a template literal whose `{name}` expressions are
// segment() calls and whose other expressions are expand() calls (RFC 6570, section 3.2).
import { expandExpression } from "./expand.js";
import type { Expression } from "./types.js";
import { parseExpression } from "./uri-template.js";

export { segment } from "./expand.js";

/**
 * Any one expression (`"{?name,label}"`, `"{/path*}"`) expanded with the values `params` has for
 * its variables (own keys only). The expression must be valid.
 */
export function expand(expression: string, params: object): string {
  let parsed = expressions.get(expression);
  if (!parsed) expressions.set(expression, (parsed = parseExpression(expression)));
  return expandExpression(parsed, params);
}

/** Parsed expressions by their text: generated code holds a bounded number of them. */
const expressions = /* @__PURE__ */ new Map<string, Expression>();
