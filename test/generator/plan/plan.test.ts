import { describe, expect, it } from "vitest";
import type { ApiModel } from "../../../generator/model.js";
import { functionNameOf, planSdk } from "../../../generator/plan/plan.js";
import { scopeOf } from "../../../generator/plan/scope.js";
import { model, param, route, source, string } from "../../support/model.js";

describe("a route's scope and function name", () => {
  it("takes scope and name from the catalogue, the operationId, the tag, or the route", () => {
    const byId = route({ method: "GET", url: "/x", operationId: "issues/list-for-repo" });
    expect([scopeOf(byId), functionNameOf(byId)]).toEqual(["issues", "listForRepo"]);
    const named = route({ method: "GET", url: "/x", explicitName: { scope: "repos", name: "get" } });
    expect([scopeOf(named), functionNameOf(named)]).toEqual(["repos", "get"]);
    const bare = route({ method: "GET", url: "/pets/{petId}", tags: ["pets"] });
    expect([scopeOf(bare), functionNameOf(bare)]).toEqual(["pets", "getPetsPetId"]);
    const untagged = route({ method: "GET", url: "/v1/owners/{id}/pets", tags: [] });
    expect([scopeOf(untagged), functionNameOf(untagged)]).toEqual(["owners", "getV1OwnersIdPets"]);
  });
});

describe("the SDK plan", () => {
  it("resolves colliding function names, scope files and type names, and reports each", () => {
    const routes = [
      route({ method: "GET", url: "/a", explicitName: { scope: "repos", name: "get" } }),
      route({ method: "GET", url: "/b", explicitName: { scope: "repos", name: "get" } }),
      route({ method: "GET", url: "/c", explicitName: { scope: "Repos", name: "list" } }),
      route({ method: "DELETE", url: "/d", explicitName: { scope: "index", name: "delete" } }),
    ];
    const plan = planSdk(
      model(routes, [
        { name: "file", schema: string, source },
        { name: "File", schema: string, source },
      ]),
    );
    // Scopes are ordered by name: `Repos` comes first and keeps `repos`; `repos` differs only by case.
    expect(plan.scopes.map((s) => [s.exportName, s.file])).toEqual([
      ["repos", "repos.ts"],
      ["index", "index2.ts"],
      ["repos2", "repos2.ts"],
    ]);
    expect(plan.scopes[2]!.functions.map((f) => f.exportName)).toEqual(["get", "get2"]);
    const del = plan.scopes.find((s) => s.file === "index2.ts")!.functions[0]!;
    expect([del.exportName, del.localName]).toEqual(["delete", "delete_"]);
    expect(plan.types.map((t) => t.identifier)).toEqual(["FileType", "FileType2"]);
    expect(plan.diagnostics.filter((d) => d.code === "name-collision").length).toBeGreaterThanOrEqual(3);
  });

  it("scopes an untagged route by its path's first word, else `api`, and gives reserved words and `default` a namespace that imports naturally", () => {
    const tags = ["public", "package", "interface", "let", "yield", "default", "static"];
    const untagged = [
      route({ method: "GET", url: "/v1/{id}" }),
      route({ method: "GET", url: "/v1/customers/{id}" }),
      route({ method: "POST", url: "/v1/customers" }),
    ];
    const routes = [...untagged, ...tags.map((tag) => route({ method: "GET", url: `/${tag}`, tags: [tag] }))];
    const plan = planSdk(model(routes));
    expect(plan.scopes.map((s) => [s.exportName, s.file, s.functions.length])).toEqual([
      ["api", "api.ts", 1],
      ["customers", "customers.ts", 2],
      ["defaultApi", "default.ts", 1],
      ["interfaceApi", "interface.ts", 1],
      ["letApi", "let.ts", 1],
      ["packageApi", "package.ts", 1],
      ["publicApi", "public.ts", 1],
      ["staticApi", "static.ts", 1],
      ["yieldApi", "yield.ts", 1],
    ]);
    expect(plan.diagnostics).toEqual([]);
  });

  it("names the servers routes have of their own, once each: the keys of `servers` in defaults", () => {
    const uploads = { url: "https://uploads.example.test", variables: [], source };
    const routes = [
      route({ method: "POST", url: "/assets", server: uploads }),
      route({ method: "PUT", url: "/assets/{id}", parameters: [param("id", "path")], server: uploads }),
      route({ method: "GET", url: "/assets" }),
    ];
    expect(planSdk(model(routes)).api.routeServers).toEqual(["uploads"]);
  });

  it("uses the runtime's own defaults for GitHub's API and the API's own for any other", () => {
    expect(planSdk(model([])).api).toEqual({
      github: true,
      defaults: {},
      vendor: true,
      servers: [],
      routeServers: [],
      authSchemes: [],
    });
    const server = { url: "https://api.example.test", variables: [], source };
    const other: ApiModel = { ...model([]), defaults: { baseUrl: "https://api.example.test" }, servers: [server] };
    expect(planSdk(other).api).toEqual({
      github: false,
      defaults: { baseUrl: "https://api.example.test" },
      vendor: false,
      servers: [
        {
          name: "example",
          url: "https://api.example.test",
          defaultUrl: "https://api.example.test",
          variables: [],
          main: true,
        },
      ],
      routeServers: [],
      authSchemes: [],
    });
    const vendor: ApiModel = {
      ...other,
      defaults: { ...other.defaults, headers: { accept: "application/vnd.example.v3+json" } },
    };
    expect(planSdk(vendor).api).toMatchObject({ github: false, vendor: true });
  });

  it("gives calls the options baseUrl, headers and request, and `mediaType` only where the API has a vendor media type", () => {
    const names = ["mediaType", "baseUrl", "headers", "request", "url", "method", "data"];
    const r = route({ method: "GET", url: "/a", parameters: names.map((name) => param(name, "query")) });
    const keys = (m: ApiModel) => planSdk(m).scopes[0]!.functions[0]!.routing.fields.map((f) => f.key);
    const plain: ApiModel = { ...model([r]), defaults: { baseUrl: "https://api.example.test" } };
    // A generated function takes no `url` or `method`, and `data` only for a body: those are the API's.
    expect(keys(plain)).toEqual([
      "mediaType",
      "baseUrl_param",
      "headers_param",
      "request_param",
      "url",
      "method",
      "data",
    ]);
    expect(keys(model([r]))).toEqual([
      "mediaType_param",
      "baseUrl_param",
      "headers_param",
      "request_param",
      "url",
      "method",
      "data",
    ]); // GitHub's
  });
});
