import { describe, expect, it } from "vitest";
import type { Route } from "../../../generator/model.js";
import { planSdk } from "../../../generator/plan/plan.js";
import { scopeSourceOf, scopingOf, SPLIT_ABOVE } from "../../../generator/plan/scope.js";
import { selectRoutes } from "../../../generator/plan/selection.js";
import { model, route } from "../../support/model.js";

/**
 * An API of `count` routes all tagged `tag` (plaid's shape), in Azure's paths: four resources under a
 * subscription's site, each operation twice, the second on a deployment slot (`slots`, half the paths).
 */
function oneTagApi(count: number, tag: string | null = "api"): Route[] {
  const tags = tag === null ? [] : [tag];
  return Array.from({ length: count }, (_, i) => {
    const resource = RESOURCES[Math.floor(i / 2) % RESOURCES.length]!;
    const slot = i % 2 === 1 ? "/slots/{slot}" : "";
    return route({
      method: "GET",
      url: `/v1/subscriptions/{sub}/sites/{site}${slot}/${resource}/${i}`,
      operationId: `op${i}`,
      tags,
    });
  });
}

const RESOURCES = ["invoices", "contacts", "payments", "reports"];

describe("scopes of an API that one scope would hold (nearly) whole", () => {
  // given one more route of such an API, want its scope: the first word of its path most routes do not
  // hold, else its last word, else the scope of the resource its path names whole, else the action its
  // path names, else the scope all share.
  const extras = [
    ["/v1/subscriptions/{sub}/sites/{site}/config/web", undefined, "config"],
    ["/v1/subscriptions/{sub}/sites/{site}/slots/{slot}/backups", undefined, "backups"],
    ["/v1/subscriptions/{sub}/sites", undefined, "sites"],
    ["/v1/{invoice}:send", undefined, "invoices"],
    ["/v1/{+report}:export{?format}", undefined, "reports"],
    ["/", "Action=DescribeInstances", "instance"],
    ["/{id}", undefined, "api"],
    ["/v1/{name}:cancel", undefined, "api"],
  ] as const;
  const extraRoutes = extras.map(([url, fragment]) =>
    route({ method: "GET", url, tags: ["api"], ...(fragment ? { fragment } : {}) }),
  );
  const routes = [...oneTagApi(240), ...extraRoutes];
  const scoping = scopingOf(routes);

  it.each(extras.map((extra, i) => [...extra, extraRoutes[i]!] as const))(
    "%s (%s) is in scope %j",
    (_url, _fragment, want, extra) => {
      expect(scopeSourceOf(extra, scoping).scope).toBe(want);
    },
  );

  it("splits it by the first word more than half the paths do not hold, and again a scope so made that is too large", () => {
    // `subscriptions` and `sites` (every path) say nothing of a route; `slots` (half of them) makes a
    // scope of 120 routes, split again among its own.
    expect(routes.slice(0, 4).map((r) => scopeSourceOf(r, scoping))).toEqual([
      { from: "path's word", scope: "invoices", shared: "api" },
      { from: "path's word", scope: "invoices", shared: "api" },
      { from: "path's word", scope: "contacts", shared: "api" },
      { from: "path's word", scope: "contacts", shared: "api" },
    ]);
    const plan = planSdk(model(routes), { scoping });
    expect(plan.scopes.map((s) => [s.file, s.functions.length])).toEqual([
      ["api.ts", 2],
      ["backups.ts", 1],
      ["config.ts", 1],
      ["contacts.ts", 60],
      ["instance.ts", 1],
      ["invoices.ts", 61],
      ["payments.ts", 60],
      ["reports.ts", 61],
      ["sites.ts", 1],
    ]);
    // One note says so, at the first split route.
    expect(plan.diagnostics.filter((d) => d.code === "scopes-split")).toEqual([
      {
        code: "scopes-split",
        severity: "note",
        message:
          "the scope `api` would hold (nearly) every route of the API: 246 of them are in 8 modules by the words of their paths (backups.ts, config.ts, contacts.ts, instance.ts...), so that a program importing one does not check the whole API; `renameScopes: { api: api }` in a config keeps them in one",
        file: routes[0]!.source.file,
        pointer: routes[0]!.source.pointer,
      },
    ]);
    // How each function's scope was decided, for `explain`.
    expect(plan.scopes[3]!.functions[0]!.scope).toEqual({ from: "path's word", scope: "contacts", shared: "api" });
    expect(planSdk(model(routes)).scopes).toEqual(plan.scopes);
  });

  it("splits one first path word all routes share as it splits a tag", () => {
    const untagged = oneTagApi(240, null);
    expect(scopeSourceOf(untagged[0]!, scopingOf(untagged))).toEqual({
      from: "path's word",
      scope: "invoices",
      shared: "subscriptions",
    });
  });

  it("splits a scope of four routes in five or more, and leaves the others' routes as they are", () => {
    const others = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        route({ method: "GET", url: `/v1/other/${i}`, operationId: `other${i}`, tags: ["other"] }),
      );
    const nearly = [...oneTagApi(240), ...others(60)];
    const scoping = scopingOf(nearly);
    expect(scoping.size).toBe(240);
    expect(scopeSourceOf(nearly[0]!, scoping).scope).toBe("invoices");
    expect(scopeSourceOf(nearly[240]!, scoping)).toEqual({ from: "first tag", scope: "other" });
    expect(scopingOf([...oneTagApi(240), ...others(61)]).size).toBe(0);
  });

  it("leaves an API of up to SPLIT_ABOVE routes, of several scopes, or scoped by operationId prefixes as it is", () => {
    expect(scopingOf(oneTagApi(SPLIT_ABOVE)).size).toBe(0);
    const twoTags = oneTagApi(240).map((r, i) => (i % 2 === 0 ? { ...r, tags: ["other"] } : r));
    expect(scopingOf(twoTags).size).toBe(0);
    const prefixed = oneTagApi(240).map((r) => ({ ...r, operationId: `api/${r.operationId}` }));
    expect(scopingOf(prefixed).size).toBe(0);
    const catalogue = oneTagApi(240).map((r) => ({ ...r, explicitName: { scope: "api", name: r.operationId! } }));
    expect(scopingOf(catalogue).size).toBe(0);
  });

  it("decides scopes over the whole description: a selection of a few routes keeps them", () => {
    const { model: selected } = selectRoutes(model(routes), { include: ["invoices"] });
    expect(selected.routes).toHaveLength(61);
    // Planned alone, 61 routes of one tag would be one module; the pipeline passes the description's scoping.
    expect(planSdk(selected, { scoping }).scopes.map((s) => s.file)).toEqual(["invoices.ts"]);
    expect(planSdk(selected).scopes.map((s) => s.file)).toEqual(["api.ts"]);
  });

  it("answers to the shared scope too: `include: [api]` takes every route, `renameScopes: { api: api }` keeps one module", () => {
    expect(selectRoutes(model(routes), { include: ["api"] }).model.routes).toHaveLength(routes.length);
    expect(selectRoutes(model(routes), { include: ["api.op3"] }).model.routes.map((r) => r.operationId)).toEqual([
      "op3",
    ]);
    const { model: kept, diagnostics } = selectRoutes(model(routes), { renameScopes: { api: "api" } });
    expect(diagnostics).toEqual([]);
    const together = planSdk(kept, { scoping });
    expect(together.scopes.map((s) => [s.file, s.functions.length])).toEqual([["api.ts", routes.length]]);
    expect(together.diagnostics.map((d) => d.code)).not.toContain("scopes-split");
  });
});
