// Filling a template's slots (generator/emit/template-fill.ts): what the template says is written as
// it says it, each slot replaced by its fill, and a slot with nothing to fill leaves no trace.
import { describe, expect, it } from "vitest";
import { group, indent, line } from "../../../generator/emit/doc.js";
import { call, declare, id, returns, str } from "../../../generator/emit/code-tree.js";
import { printCode } from "../../../generator/emit/printer/index.js";
import { filledDoc, filledFunction, filledModule } from "../../../generator/emit/template-fill.js";
import type { FunctionTemplate, ModuleTemplate } from "../../../generator/emit/templates.js";
import type { TypeNode } from "../../../generator/emit/type-doc.js";

describe("filledDoc", () => {
  const template = ["$summary", "", "$description", "", "@param params - see {@link $Params}.", "$tags"];
  const cases: [string, Record<string, string[]>, string[]][] = [
    [
      "every slot filled",
      { $summary: ["List."], $description: ["All of them.", "", "Paged."], $tags: ["@deprecated"] },
      ["List.", "", "All of them.", "", "Paged.", "", "@param params - see {@link ListParams}.", "@deprecated"],
    ],
    [
      "an empty slot goes, and the blank lines around it become one",
      { $summary: ["List."], $description: [], $tags: [] },
      ["List.", "", "@param params - see {@link ListParams}."],
    ],
    [
      "a slot with no fill at all goes",
      { $summary: ["List."] },
      ["List.", "", "@param params - see {@link ListParams}."],
    ],
  ];
  it.each(cases)("%s", (_, docLines, want) => {
    expect(filledDoc(template, { docLines, words: { $Params: "ListParams" } })).toEqual(want);
  });

  it("leaves no blank line at either end, and a word it has no fill for as written", () => {
    expect(filledDoc(["$summary", "", "$x and $Params", ""], { docLines: { $summary: [] }, words: {} })).toEqual([
      "$x and $Params",
    ]);
  });
});

describe("filledModule", () => {
  const template: ModuleTemplate = {
    statements: [
      { blankBefore: false, text: "$imports;" },
      { blankBefore: true, doc: ["$description"], text: "$declaration;" },
      { blankBefore: false, text: "export const kept = 1;" },
      { blankBefore: true, text: "$constObject;" },
    ],
  };

  it("writes each statement's fill, its JSDoc above it, the template's code as it is, blank lines where the template has them", () => {
    const text = filledModule(template, {
      statements: {
        $imports: 'import type { A } from "./a.js";',
        $declaration: "export type B = A;",
        $constObject: "export const B = {};",
      },
      docLines: { $description: ["A B."] },
    });
    expect(text).toBe(
      'import type { A } from "./a.js";\n\n/** A B. */\nexport type B = A;\nexport const kept = 1;\n\nexport const B = {};\n',
    );
  });

  it("drops a statement whose slot has nothing, with its JSDoc, and a JSDoc left with no line", () => {
    const text = filledModule(template, {
      statements: { $imports: "", $declaration: ["export type B = ", "string", ";"] },
      docLines: {},
    });
    expect(text).toBe("export type B = string;\nexport const kept = 1;\n");
  });

  it("prints a document fill at the print width", () => {
    const long = group(["export type T =", indent([line, "A".repeat(70)]), ";"]);
    expect(
      filledModule(
        { statements: [{ blankBefore: false, text: "$declaration;" }] },
        { statements: { $declaration: long } },
      ),
    ).toBe(`export type T =\n  ${"A".repeat(70)};\n`);
  });
});

describe("filledFunction", () => {
  const reference = (text: string): TypeNode => ({ kind: "reference", text });
  const template: FunctionTemplate = {
    doc: ["$summary", "", "@param params - see {@link $Params}."],
    exported: true,
    name: "$name",
    parameters: ["params: $Params", "defaults: Defaults = api"],
    returnType: "$Return",
    body: ["$body;"],
  };
  const fills = (name: string, exported = true) => ({
    name,
    exported,
    params: "params: ListParams = {}",
    returnType: reference("RequestOptions<ListResponse>"),
    body: [
      declare("const", "p", call("withDefaultParams", [id("params"), id("defaults")])),
      returns(call("requestOptions", [id("defaults"), id("p"), str("get"), id("url")])),
    ],
    docLines: { $summary: ["List."] },
    words: { $name: name, $Params: "ListParams" },
  });

  it("writes its JSDoc, its signature a parameter a line when it does not fit, the body's statements a line each", () => {
    expect(printCode(filledFunction(template, fills("list")))).toBe(
      [
        "/**",
        " * List.",
        " *",
        " * @param params - see {@link ListParams}.",
        " */",
        "export function list(",
        "  params: ListParams = {},",
        "  defaults: Defaults = api,",
        "): RequestOptions<ListResponse> {",
        "  const p = withDefaultParams(params, defaults);",
        '  return requestOptions(defaults, p, "get", url);',
        "}",
      ].join("\n"),
    );
  });

  it("keeps a short signature on one line, and drops `export` for a function exported under another name", () => {
    const text = printCode(
      filledFunction(
        { ...template, doc: [] },
        {
          ...fills("get", false),
          params: "params: P",
          returnType: { kind: "generic", name: "R", args: [reference("X")] },
        },
      ),
    );
    expect(text.split("\n")[0]).toBe("function get(params: P, defaults: Defaults = api): R<X> {");
  });

  it("keeps what the template's body says around `$body;`", () => {
    const text = printCode(filledFunction({ ...template, body: ["// Generated.", "$body;"] }, fills("list")));
    expect(text).toContain("\n  // Generated.\n  const p = withDefaultParams(params, defaults);\n");
  });
});
