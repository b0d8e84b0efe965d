// What generated functions write their urls with, against the RFC 6570 suite: every valid template of
// test/vendor/conformance/uritemplate-test (the vendored copy) written the way the generator writes it
// (literal parts as they are, `{name}` through listSegment(), query expressions through the query helpers, their pairs
// appended after `?` or `&` as a function appends them to its url, other expressions through expand()) must give the
// suite's expansion.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lastSegment, segment } from "../../runtime/call.js";
import { encodeUnreserved } from "../../runtime/encode.js";
import { form, formExplode, pair } from "../../runtime/styles.js";
import type { Expression } from "../../runtime/types.js";
import { expand, expandTemplate, lastListSegment, listSegment, parseTemplate } from "../../runtime/uri-template.js";

interface Group {
  variables: Record<string, unknown>;
  testcases: [template: string, expected: string | string[] | false][];
}

const suiteDir = new URL("../vendor/conformance/uritemplate-test/", import.meta.url);
const suites = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json"];

/** `{name}`: one variable, no operator, no modifier (the generator writes it with listSegment()). */
const isSimple = ({ operator, variables }: Expression): boolean =>
  !operator && variables.length === 1 && !variables[0]!.explode && !variables[0]!.prefix;

/** One expression as a generated function writes it. */
function asGenerated({ operator, variables, source }: Expression, values: Record<string, unknown>): string {
  const value = (name: string) => (Object.hasOwn(values, name) ? values[name] : undefined);
  if (isSimple({ operator, variables, source })) return listSegment(value(variables[0]!.name));
  if ((operator === "?" || operator === "&") && variables.every((v) => !v.prefix)) {
    let url = "";
    let sep = operator;
    for (const v of variables) {
      const pairs = (v.explode ? formExplode : form)(v.name, value(v.name));
      if (pairs) {
        url += sep + pairs;
        sep = "&";
      }
    }
    return url;
  }
  return expand(
    operator,
    variables.map((v) => [v.name, value(v.name), v.explode, v.prefix]),
    source,
  );
}

for (const suite of suites) {
  const groups = JSON.parse(readFileSync(new URL(suite, suiteDir), "utf8")) as Record<string, Group>;
  describe(suite, () => {
    for (const [group, { variables, testcases }] of Object.entries(groups)) {
      for (const [template, expected] of testcases) {
        if (expected === false) continue;
        it(`${group}: ${template}`, () => {
          const parts = parseTemplate(template).parts.map((part) =>
            typeof part === "string" ? part : asGenerated(part, variables),
          );
          expect(typeof expected === "string" ? [expected] : expected).toContain(parts.join(""));
        });
      }
    }
  });
}

const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constantFrom(null, undefined, 1.5, 10n ** 20n, "", "a/b", "\u00e4 b", "%41"),
  fc.array(fc.oneof(fc.string(), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(fc.string(), fc.constant(null)), { maxKeys: 3 }),
);

/** `template` expanded with `{ v }` by the generic expander, or "throws". */
function rfc(template: string, v: unknown): string {
  try {
    return expandTemplate(parseTemplate(template), { v });
  } catch {
    return "throws";
  }
}

function attempt(run: () => string): string {
  try {
    return run();
  } catch {
    return "throws";
  }
}

/** What the description may type as a plain value: a string, a number, a boolean, null (or nothing). */
const plainValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constantFrom(null, undefined, ""));

describe("listSegment and lastListSegment", () => {
  it("are what {v} makes of any value; lastListSegment's `/` goes with a value that expands to nothing", () => {
    fc.assert(
      fc.property(anyValue, (v) => {
        expect(attempt(() => listSegment(v))).toBe(rfc("{v}", v));
        const expected = rfc("/x/{v}", v);
        // The request builder drops the `/` a url ends with: `/x/` is sent `/x`.
        expect(attempt(() => "/x" + lastListSegment(v))).toBe(
          expected === "throws" || !expected.endsWith("/") ? expected : expected.slice(0, -1),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe("segment and lastSegment", () => {
  it("are what {v} makes of a plain value (a string, a number, a boolean, null)", () => {
    fc.assert(
      fc.property(plainValue, (v) => {
        expect(attempt(() => segment(v))).toBe(rfc("{v}", v));
        const expected = rfc("/x/{v}", v);
        expect(attempt(() => "/x" + lastSegment(v))).toBe(
          expected === "throws" || !expected.endsWith("/") ? expected : expected.slice(0, -1),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe("form and formExplode", () => {
  it("are what {&v} and {&v*} make of any value, but for the `&` before", () => {
    const pairs = (text: string) => (text === "throws" || text === "" ? text : `&${text}`);
    fc.assert(
      fc.property(anyValue, (v) => {
        expect(pairs(attempt(() => form("v", v)))).toBe(rfc("{&v}", v));
        expect(pairs(attempt(() => formExplode("v", v)))).toBe(rfc("{&v*}", v));
      }),
      { numRuns: 1000 },
    );
  });

  it("are what pair() makes of a plain value, whatever the style", () => {
    fc.assert(
      fc.property(plainValue, (v) => {
        expect(attempt(() => pair("v", v))).toBe(attempt(() => form("v", v)));
        expect(attempt(() => pair("v", v))).toBe(attempt(() => formExplode("v", v)));
      }),
      { numRuns: 1000 },
    );
  });

  it("are what a generated function appends for a plain value (`name=` and the value encoded, when not null)", () => {
    fc.assert(
      fc.property(plainValue, (v) => {
        expect(attempt(() => (v != null ? "v=" + encodeUnreserved(v) : ""))).toBe(attempt(() => form("v", v)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("expand", () => {
  it.each<[string, Parameters<typeof expand>, string]>([
    ["label", [".", [["x", "a"]]], ".a"],
    ["matrix, empty", [";", [["x", ""]]], ";x"],
    ["path segments exploded", ["/", [["p", ["a", "b"], true]]], "/a/b"],
    [
      "two variables, the first undefined",
      [
        "/",
        [
          ["a", undefined],
          ["b", "2"],
        ],
      ],
      "/2",
    ],
    ["reserved keeps `/` and %XX", ["+", [["p", "a/b%41 c"]]], "a/b%41%20c"],
    ["prefix counts code points", ["", [["s", "\u{1F600}abc", false, 2]]], "%F0%9F%98%80a"],
  ])("%s", (_, args, want) => {
    expect(expand(...args)).toBe(want);
  });

  it("throws for a prefix on a list", () => {
    expect(() => expand("", [["l", ["a"], false, 2]], "{l:2}")).toThrow();
  });
});
