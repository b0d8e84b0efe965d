// The code a generated function runs, as a small syntax tree: what each piece of code is, never how
// its lines break (printer/ decides that, as prettier would). Beside `TypeNode` (type-doc.ts), which
// does the same for types. Emitters translate the plan into these nodes:
//
//   declare("const", "p", call("withDefaultParams", [id("params"), id("defaults")]))
//
// prints `const p = withDefaultParams(params, defaults);`.

/** An expression: just the kinds generated code is made of. */
export type Expression =
  | { kind: "identifier"; name: string }
  /** A string literal of `value` (printer quotes and escapes it). */
  | { kind: "string"; value: string }
  /** A literal written as it is: `true`, `null`, `42`, `{}` (already safe text, never from a description unescaped). */
  | { kind: "literal"; text: string }
  /** `` `/repos/${segment(p.owner)}` ``: `quasis` are the text around each expression, as it reads (printer escapes it). */
  | { kind: "template"; quasis: string[]; expressions: Expression[] }
  /** `object.name`, `object["legal-hold"]`; `computed` always writes brackets (`fields["title"]`). */
  | { kind: "member"; object: Expression; name: string; computed?: boolean }
  /** `pure`: the call is marked free of side effects (`/* @__PURE__ *\/`), for bundlers to drop when unused. */
  | { kind: "call"; callee: Expression; args: Expression[]; pure?: boolean }
  | { kind: "new"; callee: Expression; args: Expression[] }
  | { kind: "binary"; operator: BinaryOperator; left: Expression; right: Expression }
  | { kind: "conditional"; test: Expression; consequent: Expression; alternate: Expression }
  | { kind: "object"; properties: Property[]; expanded?: boolean }
  | { kind: "array"; elements: Expression[] }
  | { kind: "arrow"; params: string[]; body: Expression }
  /** `expression as type` (`{ ... } as const`). */
  | { kind: "as"; expression: Expression; type: string };

export type BinaryOperator = "+" | "??" | "||" | "===" | "!==" | "!=";

/** `key: value`; `key` is already a valid key (`name`, `"x-rate"`, `["__proto__"]`). */
export interface Property {
  key: string;
  value: Expression;
}

/** A statement: of a function's body, or a function. */
export type Statement =
  /** `doc`: JSDoc lines above it. */
  | {
      kind: "declaration";
      keyword: "const" | "let";
      name: string;
      type?: string;
      init: Expression;
      exported?: boolean;
      doc?: string[];
    }
  | { kind: "assignment"; target: Expression; value: Expression }
  /** `if (test) statement;` for one statement, else a block. */
  | { kind: "if"; test: Expression; then: Statement[] }
  | { kind: "return"; value: Expression }
  | { kind: "expression"; expression: Expression }
  /**
   * `export function name(params): returnType { body }`, with its JSDoc lines above it. A parameter or
   * a body line may be text, as a template writes it (`defaults: Defaults = api`): printed as it is.
   */
  | {
      kind: "function";
      name: string;
      exported: boolean;
      params: (Parameter | string)[];
      returnType: TypeNode;
      body: (Statement | string)[];
      doc?: string[];
    }
  /** `import { a, type B } from "from";` (`import type { ... }` when `typeOnly`); `names` as they are written. */
  | { kind: "import"; names: string[]; from: string; typeOnly?: boolean };

/** `name?: type = value`. */
export interface Parameter {
  name: string;
  type: TypeNode;
  optional?: boolean;
  value?: Expression;
}

export type CodeNode = Expression | Statement;

import type { TypeNode } from "./type-doc.js";

// Constructors: the emitters read as the code they write.

export const id = (name: string): Expression => ({ kind: "identifier", name });
export const str = (value: string): Expression => ({ kind: "string", value });
export const literal = (text: string): Expression => ({ kind: "literal", text });
export const member = (object: Expression | string, name: string, computed = false): Expression => ({
  kind: "member",
  object: calleeOf(object),
  name,
  ...(computed ? { computed } : {}),
});
const calleeOf = (callee: Expression | string): Expression => (typeof callee === "string" ? id(callee) : callee);
export const call = (callee: Expression | string, args: Expression[] = []): Expression => ({
  kind: "call",
  callee: calleeOf(callee),
  args,
});
export const pureCall = (callee: Expression | string, args: Expression[] = []): Expression => ({
  kind: "call",
  callee: calleeOf(callee),
  args,
  pure: true,
});
export const newCall = (callee: string, args: Expression[] = []): Expression => ({
  kind: "new",
  callee: id(callee),
  args,
});
export const binary = (operator: BinaryOperator, left: Expression, right: Expression): Expression => ({
  kind: "binary",
  operator,
  left,
  right,
});
/** `a + b + c`: operands joined left to right. */
export const sum = (operands: readonly Expression[]): Expression =>
  operands.reduce((left, right) => binary("+", left, right));
export const conditional = (test: Expression, consequent: Expression, alternate: Expression): Expression => ({
  kind: "conditional",
  test,
  consequent,
  alternate,
});
export const object = (properties: Property[], expanded = false): Expression => ({
  kind: "object",
  properties,
  ...(expanded ? { expanded } : {}),
});
export const property = (key: string, value: Expression): Property => ({ key, value });
export const array = (elements: Expression[]): Expression => ({ kind: "array", elements });
export const arrow = (params: string[], body: Expression): Expression => ({ kind: "arrow", params, body });
export const asType = (expression: Expression, type: string): Expression => ({ kind: "as", expression, type });
export const template = (quasis: string[], expressions: Expression[]): Expression => ({
  kind: "template",
  quasis,
  expressions,
});

export const declare = (
  keyword: "const" | "let",
  name: string,
  init: Expression,
  options: { type?: string; exported?: boolean; doc?: string[] } = {},
): Statement => ({
  kind: "declaration",
  keyword,
  name,
  init,
  ...options,
});
export const assign = (target: Expression | string, value: Expression): Statement => ({
  kind: "assignment",
  target: typeof target === "string" ? id(target) : target,
  value,
});
export const ifThen = (test: Expression, ...then: Statement[]): Statement => ({ kind: "if", test, then });
export const returns = (value: Expression): Statement => ({ kind: "return", value });
export const statement = (expression: Expression): Statement => ({ kind: "expression", expression });
export const importFrom = (names: string[], from: string, typeOnly = false): Statement => ({
  kind: "import",
  names,
  from,
  ...(typeOnly ? { typeOnly } : {}),
});
