// The printer writes what prettier writes: prettier is the judge here, on random code trees of the
// shapes the emitters build (operands of a chain are names, members, calls and literals, never other
// chains), at widths around the 80-column edge (names and strings of random lengths).
import fc from "fast-check";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import * as code from "../../../../generator/emit/code-tree.js";
import type { Expression, Statement } from "../../../../generator/emit/code-tree.js";
import { printCode } from "../../../../generator/emit/printer/index.js";

/** JavaScript's reserved words of up to 10 letters, which no generated name is. */
const RESERVED = new Set(
  "as do if in of for let new try var case else enum null this true void with await break catch class const false super throw while yield delete export import public return static switch typeof default extends finally package private continue debugger function arguments interface protected implements instanceof".split(
    " ",
  ),
);
const name = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,20}$/).filter((n) => !RESERVED.has(n));
const text = fc.stringMatching(/^[a-z/ =:-]{0,30}$/);
const key = fc.oneof(name, fc.constant('"x-rate-limit"'));

/** What emitters put inside others: names, strings, members, calls of those, literals of those, templates. */
const atom: fc.Arbitrary<Expression> = fc.letrec<{ node: Expression }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    name.map(code.id),
    text.map(code.str),
    fc.constantFrom("null", "true", "42").map(code.literal),
    fc.tuple(name, fc.oneof(name, fc.constant("legal-hold"))).map(([object, member]) => code.member(object, member)),
    fc.tuple(name, fc.array(tie("node"), { maxLength: 4 })).map(([callee, args]) => code.call(callee, args)),
    fc
      .array(fc.tuple(key, tie("node")), { maxLength: 4 })
      .map((props) => code.object(props.map(([k, v]) => code.property(k, v)))),
    fc.array(tie("node"), { maxLength: 4 }).map(code.array),
    fc.tuple(text, name, text).map(([a, b, c]) => code.template([a, c], [code.call("segment", [code.member("p", b)])])),
  ),
})).node;

/** `p.draft != null`, `contentTypeOf(p) === "text/plain"`: a member or a call of names against a name or a string. */
const comparison = fc
  .tuple(
    fc.constantFrom("===", "!==", "!=") as fc.Arbitrary<code.BinaryOperator>,
    fc.oneof(
      fc.tuple(name, name).map(([o, m]) => code.member(o, m)),
      fc.tuple(name, fc.array(name.map(code.id), { maxLength: 2 })).map(([c, args]) => code.call(c, args)),
    ),
    fc.oneof(name.map(code.id), text.map(code.str)),
  )
  .map(([op, a, b]) => code.binary(op, a, b));
const sum = fc.array(atom, { minLength: 2, maxLength: 6 }).map(code.sum);
const nullish = fc.tuple(atom, atom).map(([a, b]) => code.binary("??", a, b));
/** A content-type test: one comparison, or several joined by `||`. */
const test = fc
  .array(comparison, { minLength: 1, maxLength: 3 })
  .map((tests) => tests.reduce((a, b) => code.binary("||", a, b)));
const branch = fc.oneof(atom, nullish);
const conditional = fc
  .tuple(test, branch, fc.option(fc.tuple(test, branch)), branch)
  .map(([t, a, nested, b]) => code.conditional(t, a, nested ? code.conditional(nested[0], nested[1], b) : b));
const value = fc.oneof(atom, sum, nullish, conditional);

const statement: fc.Arbitrary<Statement> = fc.oneof(
  fc
    .tuple(fc.constantFrom<"const" | "let">("const", "let"), name, value)
    .map(([keyword, n, init]) => code.declare(keyword, n, init)),
  fc.tuple(name, value).map(([n, v]) => code.assign(n, v)),
  fc.tuple(name, atom).map(([n, v]) => code.assign(code.member("fields", n, true), v)),
  fc.tuple(comparison, sum).map(([t, v]) => code.ifThen(t, code.assign("url", v))),
  fc.tuple(atom, sum).map(([t, v]) => code.ifThen(t, code.assign("url", v), code.assign("sep", code.str("&")))),
  atom.filter((e) => e.kind === "call").map(code.returns),
);

describe("the code printer matches prettier", () => {
  it("on random statements", async () => {
    await fc.assert(
      fc.asyncProperty(statement, async (given) => {
        const printed = printCode(given);
        expect(await prettier.format(printed, { parser: "typescript" })).toBe(printed + "\n");
      }),
      { numRuns: 300 },
    );
  });
});
