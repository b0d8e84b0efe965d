// Reading the templates with ts-morph (generator/emit/templates.ts): each cut at its slots, and a
// template without a slot it needs, or with one no template has, refused with its name.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTemplates } from "../../../generator/emit/templates.js";
import { ROOT } from "../../support/examples.js";

/** routegen's templates copied to a folder of their own, `name` rewritten by `edit`. */
function edited(name: string, edit: (text: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), "routegen-templates-"));
  cpSync(join(ROOT, "templates"), folder, { recursive: true });
  writeFileSync(join(folder, name), edit(readFileSync(join(folder, name), "utf8")));
  return folder;
}

describe("readTemplates", () => {
  const templates = readTemplates();

  it("reads the route function's JSDoc a line each, its signature a part each, its body a line each", () => {
    const { routeFunction } = templates;
    expect(routeFunction.doc.slice(0, 5)).toEqual([
      "$summary",
      "",
      "$description",
      "",
      "@param params - The request's parameters: see {@link $Params}.",
    ]);
    expect(routeFunction.doc[routeFunction.doc.length - 1]).toBe("$tags");
    expect(routeFunction).toMatchObject({
      exported: true,
      name: "$name",
      parameters: ["params: $Params", "defaults: Defaults = api"],
      returnType: "$Return",
      body: ["$body;"],
    });
  });

  it("reads a module's statements from the first on, each with its JSDoc and the blank line before it", () => {
    expect(templates.scopeModule.statements).toEqual([
      { blankBefore: false, text: "$imports;" },
      { blankBefore: true, text: "$routes;" },
    ]);
    expect(templates.namedTypeModule.statements).toEqual([
      { blankBefore: false, text: "$imports;" },
      { blankBefore: true, doc: ["$description", "$tags"], text: "$declaration;" },
      { blankBefore: true, text: "$constObject;" },
    ]);
  });

  it("reads endpoint.ts from its first import on, with the spans the API's values replace", () => {
    const { apiEndpoint, githubEndpoint } = templates;
    expect(githubEndpoint.text.startsWith("import {")).toBe(true);
    expect(apiEndpoint.text.slice(apiEndpoint.serverName.start, apiEndpoint.serverName.end)).toBe(
      "export type ServerName = $ServerName;",
    );
    expect(apiEndpoint.text.slice(apiEndpoint.defaults.start, apiEndpoint.defaults.end)).toBe("$defaults");
    expect(githubEndpoint.text.slice(githubEndpoint.serverName.start, githubEndpoint.serverName.end)).toBe(
      "export type ServerName = $ServerName;",
    );
  });

  it("keeps what a copy adds: a statement of a module, a line of a body", () => {
    const scope = edited("scope-module.ts", (text) =>
      text.replace("$routes;", "$routes;\n\nexport const generatedBy = 'routegen';"),
    );
    expect(readTemplates(scope).scopeModule.statements[2]).toEqual({
      blankBefore: true,
      text: "export const generatedBy = 'routegen';",
    });
    const body = edited("route-function.ts", (text) => text.replace("  $body;", "  // Generated.\n  $body;"));
    expect(readTemplates(body).routeFunction.body).toEqual(["// Generated.", "$body;"]);
  });

  it.each([
    [
      "route-function.ts",
      (text: string) => text.replace("  $body;\n", ""),
      "template route-function.ts: no $body in it",
    ],
    [
      "scope-module.ts",
      (text: string) => text.replace(/^\$routes;$/m, ""),
      "template scope-module.ts: no $routes in it",
    ],
    [
      "route-function.ts",
      (text: string) => text.replace(" * $summary", " * $sumary"),
      "template route-function.ts: no slot is called $sumary",
    ],
    [
      "named-type-module.ts",
      (text: string) => text.replace(" * $tags", " * $tags $summary"),
      "template named-type-module.ts: no slot is called $summary",
    ],
    [
      "endpoint-api.ts",
      (text: string) => text.replace("  type Defaults,\n", ""),
      "template endpoint-api.ts: no `type Defaults,` in it",
    ],
  ])("refuses %s without a slot it needs or with one it cannot hold", (name, edit, message) => {
    expect(() => readTemplates(edited(name, edit))).toThrow(message);
  });
});
