import { describe, expect, it } from "vitest";
import type { ApiModel, Route } from "../../../generator/model.js";
import { planSdk } from "../../../generator/plan/plan.js";
import { selectRoutes, type RouteSelection } from "../../../generator/plan/selection.js";

// Route selection and renaming (config `include`, `exclude`, `rename`, `renameScopes`), on a model.

const source = { file: "api.yaml", pointer: "#/x" };

function route(method: string, url: string, operationId: string, tags?: string[]): Route {
  return {
    id: operationId,
    operationId,
    method,
    url,
    parameters: [],
    responses: [],
    source,
    ...(tags ? { tags } : {}),
  };
}

const MODEL: ApiModel = {
  defaults: {},
  servers: [],
  types: [],
  files: ["api.yaml"],
  routes: [
    route("GET", "/repos/{owner}/{repo}/issues", "issues/list-for-repo"),
    route("POST", "/repos/{owner}/{repo}/issues", "issues/create"),
    route("GET", "/repos/{owner}/{repo}/code-scanning/alerts", "code-scanning/list-alerts-for-repo"),
    route("DELETE", "/repos/{owner}/{repo}", "repos/delete"),
    route("GET", "/zen", "zen", ["meta"]),
  ],
};

/** `scope.name` of every function the selection leaves, as planning names them. */
function names(selection: RouteSelection): string[] {
  const plan = planSdk(selectRoutes(MODEL, selection).model);
  return plan.scopes.flatMap((s) => s.functions.map((f) => `${s.exportName}.${f.exportName}`));
}

describe("selectRoutes", () => {
  it("matches SDK names, input names, operationIds and scopes; `*` stays within a part", () => {
    expect(names({ include: ["issues.*"] })).toEqual(["issues.listForRepo", "issues.create"]);
    expect(names({ include: ["codeScanning"] })).toEqual(["codeScanning.listAlertsForRepo"]);
    expect(names({ include: ["code-scanning.*"] })).toEqual(["codeScanning.listAlertsForRepo"]);
    expect(names({ include: ["issues/create", "zen"] })).toEqual(["issues.create", "meta.zen"]);
    expect(names({ include: ["*"] })).toHaveLength(5);
    expect(names({ include: ["*.list*"] })).toEqual(["codeScanning.listAlertsForRepo", "issues.listForRepo"]);
  });

  it("matches route strings: `*` within a segment, `**` across, any method with `*`", () => {
    expect(names({ include: ["GET /repos/*/*/issues"] })).toEqual(["issues.listForRepo"]);
    expect(names({ include: ["GET /repos/*"] })).toEqual([]);
    expect(names({ include: ["GET /repos/**"] })).toEqual(["codeScanning.listAlertsForRepo", "issues.listForRepo"]);
    expect(names({ include: ["* /repos/**"] })).toHaveLength(4);
    expect(names({ exclude: ["delete /repos/{owner}/{repo}", "meta"] })).toEqual([
      "codeScanning.listAlertsForRepo",
      "issues.listForRepo",
      "issues.create",
    ]);
  });

  it("renames a function, moves a route to another scope, and renames a scope", () => {
    expect(
      names({
        rename: { "issues.listForRepo": "list", "GET /zen": "misc.wisdom" },
        renameScopes: { "code-scanning": "scanning" },
      }),
    ).toEqual(["issues.list", "issues.create", "misc.wisdom", "repos.delete", "scanning.listAlertsForRepo"]);
  });

  it("warns about patterns and names that match nothing, with the nearest name and the config's place", () => {
    const { diagnostics } = selectRoutes(MODEL, {
      include: ["isues.*"],
      exclude: ["GET /nowhere"],
      rename: { "issues.lisForRepo": "list" },
      renameScopes: { repo: "r" },
      origin: { file: "routegen.config.yaml", pointer: "#/targets/1" },
    });
    expect(diagnostics.map((d) => [d.message, d.pointer])).toEqual([
      ["include `isues.*` matches no route. Did you mean `issues.*`?", "#/targets/1/include/0"],
      ["exclude `GET /nowhere` matches no route", "#/targets/1/exclude/0"],
      ["renameScopes `repo` matches no route. Did you mean `repos`?", "#/targets/1/renameScopes/repo"],
      [
        "rename `issues.lisForRepo` matches no route. Did you mean `issues.listForRepo`?",
        "#/targets/1/rename/issues.lisForRepo",
      ],
    ]);
    expect(
      diagnostics.every(
        (d) => d.severity === "warning" && d.code === "selection-unmatched" && d.file === "routegen.config.yaml",
      ),
    ).toBe(true);
  });
});
