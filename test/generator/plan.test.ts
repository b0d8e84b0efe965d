import { describe, expect, it } from "vitest";
import type { ApiModel, Parameter, Route, Schema } from "../../generator/model.js";
import { camelCase, isSafeBinding, kebabCase, NameAllocator, pascalCase } from "../../generator/plan/names.js";
import { functionNameOf, planSdk, scopeOf } from "../../generator/plan/plan.js";
import { planRouting } from "../../generator/plan/routing/index.js";

const source = { file: "api.yaml", pointer: "#/x" };
const string: Schema = { kind: "string" };

function route(partial: Partial<Route> & Pick<Route, "method" | "url">): Route {
  return { id: `${partial.method} ${partial.url}`, parameters: [], responses: [], source, ...partial };
}
function param(name: string, where: Parameter["in"], extra: Partial<Parameter> = {}): Parameter {
  return { name, in: where, required: where === "path", schema: string, source, ...extra };
}
function model(routes: Route[], types: ApiModel["types"] = []): ApiModel {
  return { defaults: {}, routes, types, files: ["api.yaml"] };
}
function routing(r: Route, types: ApiModel["types"] = []) {
  return planRouting(r, model([r], types));
}

describe("names", () => {
  it("converts operationIds and schema names", () => {
    expect(camelCase("list-for-repo")).toBe("listForRepo");
    expect(camelCase("get_user_by_id")).toBe("getUserById");
    expect(camelCase("2fa-setup")).toBe("_2faSetup");
    expect(pascalCase("simple-user")).toBe("SimpleUser");
    expect(kebabCase("codeScanning")).toBe("code-scanning");
  });

  it("keeps keywords, globals and the generated module's own names out of bindings", () => {
    for (const name of ["delete", "class", "await", "eval", "fetch", "Blob", "URL", "endpoint", "request", "segment", "expand"]) {
      expect(isSafeBinding(name), name).toBe(false);
    }
    expect(isSafeBinding("listForRepo")).toBe(true);
    expect(isSafeBinding("a-b")).toBe(false);
  });

  it("allocates numbered names in a stable order, case-insensitively when asked", () => {
    const files = new NameAllocator((n) => n.toLowerCase(), ["index"]);
    expect(files.allocate("Repos")).toEqual({ name: "Repos", renamed: false });
    expect(files.allocate("repos")).toEqual({ name: "repos2", renamed: true });
    expect(files.allocate("INDEX")).toEqual({ name: "INDEX2", renamed: true });
  });

  it("takes scope and name from the catalogue, the operationId, the tag, or the route", () => {
    const byId = route({ method: "GET", url: "/x", operationId: "issues/list-for-repo" });
    expect([scopeOf(byId), functionNameOf(byId)]).toEqual(["issues", "listForRepo"]);
    const named = route({ method: "GET", url: "/x", explicitName: { scope: "repos", name: "get" } });
    expect([scopeOf(named), functionNameOf(named)]).toEqual(["repos", "get"]);
    const bare = route({ method: "GET", url: "/pets/{petId}", tags: ["pets"] });
    expect([scopeOf(bare), functionNameOf(bare)]).toEqual(["pets", "getPetsPetId"]);
  });
});

describe("routing", () => {
  it("leaves GET query parameters to the builder's query string, arrays in the template", () => {
    const r = route({
      method: "GET",
      url: "/repos/{owner}/issues",
      parameters: [
        param("owner", "path"),
        param("state", "query"),
        param("labels", "query", { schema: { kind: "array", items: string }, explode: true }),
      ],
    });
    const plan = routing(r);
    expect(plan.url).toEqual(["/repos/", "{owner}", "/issues", "{?labels*}"]);
    expect(plan.fields.map((f) => [f.key, f.placement])).toEqual([
      ["owner", "url"],
      ["state", "query"],
      ["labels", "query"],
    ]);
  });

  it("writes query parameters of other verbs into the url as an RFC 6570 query template", () => {
    const r = route({
      method: "POST",
      url: "https://uploads.example.test/assets",
      parameters: [param("name", "query", { required: true }), param("label", "query")],
      body: { kind: "data", contentType: "application/octet-stream", schema: { kind: "binary" }, required: true, source },
    });
    const plan = routing(r);
    expect(plan.url).toEqual(["https://uploads.example.test/assets", "{?name,label}"]);
    expect(plan.headers).toEqual({ "content-type": "application/octet-stream" });
    expect(plan.fields.find((f) => f.key === "data")).toMatchObject({ placement: "data", required: true });
  });

  it("adds query parameters to a query expression the url already ends with", () => {
    const written = route({ method: "POST", url: "/x{?a}", parameters: [param("a", "query"), param("b", "query")] });
    expect(routing(written).url).toEqual(["/x", "{?a,b}"]);
    const literal = route({ method: "POST", url: "/search?mode=fast", parameters: [param("b", "query")] });
    expect(routing(literal).url).toEqual(["/search?mode=fast", "{&b}"]);
  });

  it("turns path styles into RFC 6570 operators", () => {
    const r = route({
      method: "GET",
      url: "/a/{l}/b/{m}/c/{s}",
      parameters: [
        param("l", "path", { style: "label", explode: true }),
        param("m", "path", { style: "matrix" }),
        param("s", "path", { style: "simple" }),
      ],
    });
    expect(routing(r).url).toEqual(["/a/", "{.l*}", "/b/", "{;m}", "/c/", "{s}"]);
  });

  it("makes JSON body properties top-level parameters", () => {
    const r = route({
      method: "POST",
      url: "/repos/{owner}/issues",
      parameters: [param("owner", "path")],
      body: {
        kind: "json",
        contentType: "application/json",
        required: true,
        source,
        schema: {
          kind: "object",
          properties: [
            { name: "title", required: true, schema: string },
            { name: "id", required: false, schema: string, readOnly: true },
          ],
        },
      },
    });
    const plan = routing(r);
    expect(plan.fields.map((f) => [f.key, f.placement, f.required])).toEqual([
      ["owner", "url", true],
      ["title", "body", true],
    ]);
    expect(plan.headers).toBeUndefined();
  });

  it("sends the body whole as data, with a warning, when a property collides with a parameter", () => {
    const r = route({
      method: "PATCH",
      url: "/variables/{name}",
      parameters: [param("name", "path")],
      body: {
        kind: "json",
        contentType: "application/json",
        required: true,
        source,
        schema: { kind: "object", properties: [{ name: "name", required: false, schema: string }] },
      },
    });
    const plan = routing(r);
    expect(plan.fields.map((f) => f.key)).toEqual(["name", "data"]);
    expect(plan.diagnostics).toMatchObject([{ code: "body-param-collision", severity: "warning" }]);
  });

  it("gives each object of a oneOf body its own alternative", () => {
    const a: Schema = { kind: "object", properties: [{ name: "labels", required: true, schema: { kind: "array", items: string } }] };
    const b: Schema = { kind: "object", properties: [{ name: "names", required: true, schema: string }] };
    const r = route({
      method: "POST",
      url: "/labels",
      body: { kind: "json", contentType: "application/json", required: true, source, schema: { kind: "union", members: [a, { kind: "ref", name: "B" }] } },
    });
    const plan = routing(r, [{ name: "B", schema: b, source }]);
    expect(plan.bodyAlternatives?.map((fields) => fields.map((f) => f.key))).toEqual([["labels"], ["names"]]);
  });

  it("sends nullable objects and allOf bodies with constraint-only members as parameters", () => {
    const object: Schema = { kind: "object", properties: [{ name: "state", required: false, schema: string }] };
    const constraint: Schema = { kind: "union", members: [{ kind: "unknown" }, { kind: "unknown" }] };
    const body = (schema: Schema) => ({ kind: "json" as const, contentType: "application/json", required: true, source, schema });
    const nullable = routing(route({ method: "PUT", url: "/lock", body: body({ ...object, nullable: true }) }));
    expect(nullable.fields.map((f) => [f.key, f.placement])).toEqual([["state", "body"]]);
    const constrained = routing(route({ method: "PATCH", url: "/alert", body: body({ kind: "intersection", members: [object, constraint] }) }));
    expect(constrained.fields.map((f) => [f.key, f.placement])).toEqual([["state", "body"]]);
  });

  it("gives an allOf holding a oneOf one alternative per combination", () => {
    const base: Schema = { kind: "object", properties: [{ name: "name", required: true, schema: string }] };
    const a: Schema = { kind: "object", properties: [{ name: "status", required: true, schema: string }] };
    const b: Schema = { kind: "object", properties: [{ name: "conclusion", required: true, schema: string }] };
    const r = route({
      method: "PATCH",
      url: "/checks",
      body: { kind: "json", contentType: "application/json", required: true, source, schema: { kind: "intersection", members: [base, { kind: "union", members: [a, b] }] } },
    });
    expect(routing(r).bodyAlternatives?.map((fields) => fields.map((f) => f.key))).toEqual([
      ["name", "status"],
      ["name", "conclusion"],
    ]);
  });

  it("sends text bodies as UTF-8", () => {
    const r = route({
      method: "POST",
      url: "/markdown/raw",
      body: { kind: "data", contentType: "text/plain", schema: string, required: true, source },
    });
    expect(routing(r).headers).toEqual({ "content-type": "text/plain; charset=utf-8" });
  });

  it("renames path parameters that cannot be template variables, and says so", () => {
    const r = route({ method: "GET", url: "/teams/{enterprise-team}", parameters: [param("enterprise-team", "path")] });
    const plan = routing(r);
    expect(plan.url).toEqual(["/teams/", "{enterprise_team}"]);
    expect(plan.fields.map((f) => f.key)).toEqual(["enterprise_team"]);
    expect(plan.diagnostics[0]).toMatchObject({ code: "param-renamed" });
  });

  it("reports a url that is not a valid template as an error", () => {
    const plan = routing(route({ method: "GET", url: "/x/{unclosed" }));
    expect(plan.diagnostics).toMatchObject([{ code: "route-syntax", severity: "error" }]);
  });

  it("serialises pipe-delimited arrays and deep objects before the call", () => {
    const r = route({
      method: "GET",
      url: "/s",
      parameters: [
        param("ids", "query", { schema: { kind: "array", items: string }, style: "pipeDelimited", explode: false }),
        param("filter", "query", { schema: { kind: "object", properties: [] }, style: "deepObject", explode: true }),
      ],
    });
    const plan = routing(r);
    expect(plan.serialisations).toEqual([
      { key: "ids", kind: "join", separator: "|" },
      { key: "filter", kind: "deepObject" },
    ]);
    expect(plan.url).toEqual(["/s", "{?filter*}"]);
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
    const plan = planSdk(model(routes, [{ name: "file", schema: string, source }, { name: "File", schema: string, source }]));
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

  it("uses the runtime's own builder for GitHub's defaults and makes one for other APIs", () => {
    expect(planSdk(model([])).builderDefaults).toBeUndefined();
    const other = { ...model([]), defaults: { baseUrl: "https://api.example.test" } };
    expect(planSdk(other).builderDefaults).toEqual({ baseUrl: "https://api.example.test" });
  });
});

describe("TypeScript facts", () => {
  it("knows TypeScript's reserved words without a hand-written list", async () => {
    const { isReservedWord, isIdentifierName } = await import("../../generator/plan/names.js");
    for (const word of ["break", "class", "delete", "enum", "implements", "yield", "let", "static"]) {
      expect(isReservedWord(word), word).toBe(true);
    }
    for (const word of ["type", "of", "async", "get", "listForRepo"]) expect(isReservedWord(word), word).toBe(false);
    // Beyond ASCII, TypeScript's scanner decides.
    expect(isIdentifierName("café")).toBe(true);
    expect(isIdentifierName("日本")).toBe(true);
    expect(isIdentifierName("a-b")).toBe(false);
    expect(isIdentifierName("😀")).toBe(false);
  });
});
