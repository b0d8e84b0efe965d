// How a generated function writes its url (generator/emit/route-module.ts, urlCode): `{name}` as
// segment(params.name), any other expression (and any name that is no identifier or that
// Object.prototype has) as expand(...). Routes with such names, a trailing `/` and option-named
// variables, generated and called, must build what endpoint() builds for the same route.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Diagnostic } from "../../generator/diagnostics.js";
import { generate } from "../../generator/generate.js";
import type { Endpoint, Options, RequestOptions } from "../../runtime/index.js";

const pathParam = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
const queryParam = (name: string, type = "string") => ({ name, in: "query", schema: { type } });

/**
 * operationId -> the route, its parameters, and calls to compare; `route`: the url as endpoint() must
 * be given it, when that is not the path (a trailing `/` of a path is written twice: the builder removes one).
 */
const routes: Record<string, { method: string; path: string; route?: string; parameters: object[]; calls: Options[] }> = {
  dotted: {
    method: "get",
    path: "/things/{thing.id}/parts",
    parameters: [pathParam("thing.id"), queryParam("page", "integer")],
    calls: [{ "thing.id": "a b", page: 2 }, { "thing.id": "" }],
  },
  reserved: {
    method: "get",
    path: "/kinds/{default}/{class}",
    parameters: [pathParam("default"), pathParam("class")],
    calls: [{ default: "d", class: "c" }, { default: "d", class: "" }, { default: "", class: ["x", "y"] }],
  },
  inherited: {
    method: "post",
    path: "/names/{constructor}/{toString}",
    parameters: [pathParam("constructor"), pathParam("toString")],
    calls: [JSON.parse('{"constructor": "c", "toString": "t", "title": "x"}') as Options, {}],
  },
  trailing: {
    method: "get",
    path: "/files/{folder}/",
    route: "/files/{folder}//",
    parameters: [pathParam("folder"), queryParam("ref")],
    calls: [{ folder: "docs", ref: "main" }, { folder: "" }],
  },
  last: {
    method: "delete",
    path: "/repos/{owner}/{repo}",
    parameters: [pathParam("owner"), pathParam("repo")],
    calls: [{ owner: "o", repo: "r" }, { owner: "o", repo: "" }, { owner: "o", repo: [] }, { owner: "o", repo: 0 }],
  },
};

const description = {
  openapi: "3.1.0",
  info: { title: "Odd names", version: "1" },
  servers: [{ url: "https://api.odd.test" }],
  paths: {
    ...Object.fromEntries(
      Object.entries(routes).map(([operationId, { method, path, parameters }]) => [
        path,
        { [method]: { operationId, parameters, responses: { "204": { description: "done" } } } },
      ]),
    ),
    // A custom method (Google's API style): the colon is text, which endpoint() would read as `{cancel}`.
    "/v1/{name}:cancel": { post: { operationId: "cancel", parameters: [pathParam("name")], responses: { "204": { description: "done" } } } },
    // Django REST framework's style: the trailing `/` is part of the path; on POST, after the query expression.
    "/api/users/": {
      get: { operationId: "listUsers", parameters: [queryParam("page", "integer")], responses: { "204": { description: "done" } } },
      post: { operationId: "createUser", parameters: [queryParam("notify", "boolean")], responses: { "204": { description: "done" } } },
    },
  },
};

describe("the url a generated function writes", () => {
  let dir: string;
  let module: Record<string, (params: object, builder?: Endpoint) => RequestOptions>;
  let root: Endpoint;
  let source: string;
  let diagnostics: Diagnostic[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "routegen-url-code-"));
    writeFileSync(join(dir, "api.json"), JSON.stringify(description));
    ({ diagnostics } = await generate({ input: join(dir, "api.json"), output: join(dir, "sdk"), force: true }));
    const file = ["default.ts", "index.ts"].map((name) => join(dir, "sdk", name)).find((path) => readFileSync(path, "utf8").includes("function dotted"));
    source = readFileSync(file!, "utf8");
    module = (await import(file!)) as typeof module;
    // The SDK's own root builder: the API's defaults, which its functions use when given no builder.
    ({ endpoint: root } = (await import(join(dir, "sdk", "endpoint.ts"))) as { endpoint: Endpoint });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("uses segment() for identifiers and expand() for other names and names Object.prototype has", () => {
    expect(source).toContain("segment(params.default)");
    expect(source).toContain('expand("{thing.id}", params)');
    expect(source).toContain('expand("{constructor}", params)');
  });

  it("keeps the colon of an OpenAPI path as text: no parameter of its own, sent as written", () => {
    expect(source).toContain("`/v1/${segment(params.name)}:cancel`");
    expect(source).not.toMatch(/\bcancel: string/);
    const params = { name: "x y", force: true };
    // endpoint() can only take the colon as text written `%3A`; otherwise the same request.
    const expected = root("POST /v1/{name}%3Acancel", params);
    expect(module.cancel!(params)).toEqual({ ...expected, url: "https://api.odd.test/v1/x%20y:cancel" });
    // A builder whose defaults hold parameters sends calls its generic way, which takes the colon as `%3A`.
    expect(module.cancel!(params, root.defaults({ force: false }))).toEqual(expected);
  });

  it("sends the trailing / of a path, which endpoint() needs written twice; warns where a query expression follows", () => {
    expect(module.listUsers!({ page: 2 }).url).toBe("https://api.odd.test/api/users/?page=2");
    expect(module.listUsers!({})).toEqual(root("GET /api/users//", {}));
    expect(module.createUser!({ notify: true }).url).toBe("https://api.odd.test/api/users/?notify=true");
    expect(module.createUser!({}).url).toBe("https://api.odd.test/api/users");
    const warnings = diagnostics.filter(({ code }) => code === "trailing-slash");
    expect(warnings.map(({ message, pointer }) => [message, pointer])).toEqual([
      ["the path `/api/users/` ends with `/`, which the request builder removes from a url that ends there: calls that give none of {?notify} go to `/api/users`", "#/paths/~1api~1users~1/post"],
    ]);
  });

  it.each(Object.entries(routes))("%s: builds what endpoint() builds", (name, { method, path, route = path, calls }) => {
    for (const params of calls) {
      expect(module[name]!(params)).toEqual(root(`${method.toUpperCase()} ${route}`, params));
    }
  });
});
