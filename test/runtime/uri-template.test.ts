// The RFC 6570 suite (test/vendor/conformance/uritemplate-test) against parseTemplate + expandTemplate,
// and what the parser returns and reports.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  convertColonPlaceholders,
  expandTemplate,
  parseTemplate,
  UriTemplateError,
} from "../../runtime/uri-template.js";

interface Group {
  variables: Record<string, unknown>;
  testcases: [template: string, expected: string | string[] | false][];
}

const suiteDir = new URL("../vendor/conformance/uritemplate-test/", import.meta.url);
const suites = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"];

for (const suite of suites) {
  const groups = JSON.parse(readFileSync(new URL(suite, suiteDir), "utf8")) as Record<string, Group>;
  describe(suite, () => {
    for (const [group, { variables, testcases }] of Object.entries(groups)) {
      for (const [template, expected] of testcases) {
        it(`${group}: ${template}`, () => {
          const expand = () => expandTemplate(parseTemplate(template), variables);
          if (expected === false) expect(expand).toThrow(UriTemplateError);
          else expect(typeof expected === "string" ? [expected] : expected).toContain(expand());
        });
      }
    }
  });
}

describe("parseTemplate", () => {
  it("splits literals (percent-encoded) and expressions (with their source text)", () => {
    expect(parseTemplate("/a b/{owner}{?q,per_page}ä%2F%zz{+path:3}{/list*}")).toEqual({
      parts: [
        "/a%20b/",
        { operator: "", variables: [{ name: "owner", explode: false }], source: "{owner}" },
        {
          operator: "?",
          variables: [
            { name: "q", explode: false },
            { name: "per_page", explode: false },
          ],
          source: "{?q,per_page}",
        },
        "%C3%A4%2F%25zz",
        { operator: "+", variables: [{ name: "path", explode: false, prefix: 3 }], source: "{+path:3}" },
        { operator: "/", variables: [{ name: "list", explode: true }], source: "{/list*}" },
      ],
    });
  });

  it("keeps reserved characters and [ ] in literals", () => {
    expect(parseTemplate("https://x.example:8443/a[1]?b=c&d=e#f!$'()*+,;=@").parts).toEqual([
      "https://x.example:8443/a[1]?b=c&d=e#f!$'()*+,;=@",
    ]);
  });

  it("reads every operator, explode and prefix", () => {
    expect(parseTemplate("/x/{.b,c}{;d*}{#e}{&f:12}").parts).toEqual([
      "/x/",
      {
        operator: ".",
        variables: [
          { name: "b", explode: false },
          { name: "c", explode: false },
        ],
        source: "{.b,c}",
      },
      { operator: ";", variables: [{ name: "d", explode: true }], source: "{;d*}" },
      { operator: "#", variables: [{ name: "e", explode: false }], source: "{#e}" },
      { operator: "&", variables: [{ name: "f", explode: false, prefix: 12 }], source: "{&f:12}" },
    ]);
  });

  it.each([
    ["/x/{a", 3],
    ["/x/a}", 4],
    ["/x/{a}{b", 6],
    ["/x/{a{b}}", 3],
    ["/x/{}", 3],
    ["/x/{some-var}", 3],
    ["/x/{=a}", 3],
    ["{a,}", 0],
    ["/x{a:0}", 2],
    ["/x{a:10000}", 2],
    ["/x{a:2*}", 2],
    ["/ok/{ok}/{ a}", 9],
  ])("reports %j at position %i", (template, position) => {
    let error: unknown;
    try {
      parseTemplate(template);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UriTemplateError);
    expect(error).toMatchObject({ name: "UriTemplateError", template, position });
    expect((error as Error).message).toBe(`Invalid URI template ${JSON.stringify(template)} at ${position}`);
  });
});

describe("expandTemplate", () => {
  const expression = parseTemplate("{?a,b}");

  it("expands; undefined variables add nothing", () => {
    expect(expandTemplate(expression, { a: 1 })).toBe("?a=1");
    expect(expandTemplate(expression, {})).toBe("");
  });

  it("reads own properties only", () => {
    const values = Object.create({ a: "inherited" }) as Record<string, unknown>;
    expect(expandTemplate(expression, values)).toBe("");
    expect(expandTemplate(parseTemplate("/{constructor}{/toString}"), {})).toBe("/");
    expect(
      expandTemplate(parseTemplate("/{__proto__}"), JSON.parse('{"__proto__": "p"}') as Record<string, unknown>),
    ).toBe("/p");
  });

  it("counts a prefix in code points", () => {
    expect(expandTemplate(parseTemplate("{v:1}{v:2}"), { v: "𝄞a" })).toBe("%F0%9D%84%9E%F0%9D%84%9Ea");
  });

  it("takes numbers, bigints and booleans as their text", () => {
    expect(expandTemplate(parseTemplate("{a,b,c,d}"), { a: 1.5, b: 10n, c: false, d: 0 })).toBe("1.5,10,false,0");
  });

  it("treats null, empty lists, empty objects and null members as undefined", () => {
    expect(expandTemplate(parseTemplate("{?a,b,c,d}"), { a: null, b: [], c: {}, d: [null, "x", undefined] })).toBe(
      "?d=x",
    );
    expect(expandTemplate(parseTemplate("{;o*}"), { o: { a: "", b: null, c: "1" } })).toBe(";a;c=1");
  });

  it("gives a named empty string its ifemp, but a list of empty strings its =", () => {
    expect(expandTemplate(parseTemplate("{;s,l}{?s,l}"), { s: "", l: [""] })).toBe(";s;l=?s=&l=");
    expect(expandTemplate(parseTemplate("{;l*}{?l*}"), { l: ["", "a"] })).toBe(";l;l=a?l=&l=a");
  });

  it("throws UriTemplateError for a prefix on a list or object, naming the expression", () => {
    for (const value of [["abc"], { a: "b" }]) {
      expect(() => expandTemplate(parseTemplate("/x/{a,v:2}"), { v: value })).toThrow(
        expect.objectContaining({ name: "UriTemplateError", template: "{a,v:2}", position: 3 }),
      );
    }
  });

  it("throws URIError for a lone surrogate", () => {
    expect(() => expandTemplate(parseTemplate("{v}"), { v: "\ud800" })).toThrow(URIError);
    expect(() => expandTemplate(parseTemplate("{+v}"), { v: "\udc00" })).toThrow(URIError);
  });
});

describe("convertColonPlaceholders", () => {
  it("converts :name (a lowercase letter and at least one word character) before the first ?", () => {
    expect(convertColonPlaceholders("/repos/:owner/:repo_1/:a/:B1?q=is:open:x")).toBe(
      "/repos/{owner}/{repo_1}/:a/:B1?q=is:open:x",
    );
    expect(convertColonPlaceholders("https://x.example:8443/:id")).toBe("https://x.example:8443/{id}");
  });
});
