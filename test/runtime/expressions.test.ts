// segment() and expand(), what generated functions write their urls with, against the RFC 6570 suite:
// every valid template of test/vendor/conformance/uritemplate-test written the way the generator writes
// it (literal parts as they are, `{name}` through segment(), other expressions through expand())
// must give the suite's expansion.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSimple } from "../../runtime/expand.js";
import { expand, segment } from "../../runtime/expressions.js";
import { expandTemplate, parseTemplate } from "../../runtime/uri-template.js";

interface Group {
  variables: Record<string, unknown>;
  testcases: [template: string, expected: string | string[] | false][];
}

const suiteDir = new URL("../vendor/conformance/uritemplate-test/", import.meta.url);
const suites = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json"];

/** The template expanded as a generated function expands it. */
function asGenerated(template: string, values: Record<string, unknown>): string {
  return parseTemplate(template)
    .parts.map((part) => {
      if (typeof part === "string") return part;
      const { name } = part.variables[0]!;
      return isSimple(part) && Object.hasOwn(values, name) ? segment(values[name]) : expand(part.source, values);
    })
    .join("");
}

for (const suite of suites) {
  const groups = JSON.parse(readFileSync(new URL(suite, suiteDir), "utf8")) as Record<string, Group>;
  describe(suite, () => {
    for (const [group, { variables, testcases }] of Object.entries(groups)) {
      for (const [template, expected] of testcases) {
        if (expected === false) continue;
        it(`${group}: ${template}`, () => {
          expect(typeof expected === "string" ? [expected] : expected).toContain(asGenerated(template, variables));
        });
      }
    }
  });
}

describe("segment", () => {
  it("is what {name} makes of any value", () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constantFrom(null, undefined, 1.5, 10n ** 20n, "", "a/b", "\u00e4 b"),
      fc.array(fc.oneof(fc.string(), fc.constant(null)), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(fc.string(), fc.constant(null)), { maxKeys: 3 }),
    );
    fc.assert(
      fc.property(value, (v) => {
        let expected: string | undefined;
        try {
          expected = expandTemplate(parseTemplate("{v}"), { v });
        } catch {
          expect(() => segment(v)).toThrow();
          return;
        }
        expect(segment(v)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("expand", () => {
  it("reads own keys only: names Object.prototype has are no values unless given", () => {
    expect(expand("{?constructor,toString}", {})).toBe("");
    expect(expand("{?constructor,toString}", JSON.parse('{"constructor": "c"}'))).toBe("?constructor=c");
  });
});
