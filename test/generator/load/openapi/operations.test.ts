import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { failure, FILE, load, petstore30, route } from "./helpers.js";

// Path items and operations (generator/load/openapi/operations.ts): one route per operation.

describe("operations", () => {
  it("maps operation metadata", () => {
    const { model } = load(petstore30);
    const list = route(model, "listPets");
    expect(list).toMatchObject({
      operationId: "listPets",
      method: "GET",
      url: "/pets",
      summary: "List pets",
      description: "All of them.",
      docsUrl: "https://docs.example.com/pets",
      tags: ["pets", "read"],
      source: { file: FILE, pointer: "#/paths/~1pets/get" },
    });
    expect(list.deprecated).toBeUndefined();
    expect(route(model, "deletePet").deprecated).toBe(true);
  });

  it("names an operation without operationId by method and path", () => {
    const post = load(petstore30).model.routes[1]!;
    expect(post.id).toBe("POST /pets");
    expect(post.operationId).toBeUndefined();
  });

  it("names an operation whose operationId is empty by method and path too, so that two such are not one name", () => {
    const paths = {
      "/loc/{lat}": { get: { operationId: "", responses: {} } },
      "/loc": { get: { operationId: "", responses: {} } },
    };
    const { model, diagnostics } = load(
      JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }),
    );
    expect(model.routes.map((r) => [r.id, r.operationId])).toEqual([
      ["GET /loc/{lat}", undefined],
      ["GET /loc", undefined],
    ]);
    expect(diagnostics.map((d) => d.code)).toEqual(["path-param-undeclared"]);
  });

  describe("sends a path without its fragment, which tells operations on one url apart", () => {
    // The fragment is kept apart: it names the operation (the plan scopes `Action=...` by it).
    const cases: { given: string; want: { url: string; id: string; fragment?: string; parameters: string[] } }[] = [
      {
        given: "/#X-Amz-Target=Queue.List",
        want: { url: "/", id: "POST /#X-Amz-Target=Queue.List", fragment: "X-Amz-Target=Queue.List", parameters: [] },
      },
      {
        given: "/files/{id}#add_link",
        want: { url: "/files/{id}", id: "POST /files/{id}#add_link", fragment: "add_link", parameters: ["id"] },
      },
      {
        given: "/jobs?op=LIST#v2",
        want: { url: "/jobs?op=LIST", id: "POST /jobs?op=LIST#v2", fragment: "v2", parameters: [] },
      },
      { given: "/files/{id}", want: { url: "/files/{id}", id: "POST /files/{id}", parameters: ["id"] } },
    ];
    it.each(cases.map((c) => [c.given, c] as const))("%s", (given, { want }) => {
      const paths = { [given]: { post: { responses: {} } } };
      const { model, diagnostics } = load(
        JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }),
      );
      const [only] = model.routes;
      const fragment = only!.fragment === undefined ? {} : { fragment: only!.fragment };
      expect({ url: only!.url, id: only!.id, ...fragment, parameters: only!.parameters.map((p) => p.name) }).toEqual(
        want,
      );
      // The `{id}`s are not declared here: each is read as a required string, with a warning.
      expect(diagnostics.map((d) => d.code)).toEqual(want.parameters.map(() => "path-param-undeclared"));
    });

    it("and a parameter whose placeholder is inside the fragment is not sent, with a warning", () => {
      const partner = { name: "partnerId", in: "path", required: true, schema: { type: "string" } };
      const paths = {
        "/send/#env/{partnerId}": { post: { operationId: "send", parameters: [partner], responses: {} } },
      };
      const { model, diagnostics } = load(
        JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }),
      );
      expect(route(model, "send")).toMatchObject({ url: "/send/", parameters: [] });
      expect(diagnostics.map((d) => d.code)).toEqual(["path-param-unused"]);
    });
  });

  it("reads a placeholder in the path's own query that a query parameter names as that parameter, sent once", () => {
    const query = { name: "query", in: "query", schema: { type: "integer" } };
    const paths = {
      "/search?query={query}": {
        get: {
          operationId: "search",
          parameters: [query, { name: "page", in: "query", schema: { type: "string" } }],
          responses: {},
        },
      },
    };
    const { model, diagnostics } = load(
      JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }),
    );
    expect(route(model, "search").parameters.map((p) => [p.name, p.in, p.required, p.schema.kind])).toEqual([
      ["query", "path", true, "integer"],
      ["page", "query", false, "string"],
    ]);
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        "path-param-undeclared",
        '"{query}" in the path\'s query is the query parameter "query": it is sent there, once, and required',
      ],
    ]);
  });

  it("leaves out a query parameter the path's own query sends, with a warning: it goes once, as the path writes it", () => {
    const view = { name: "view", in: "query", schema: { type: "string", enum: ["status"] } };
    const project = { name: "project", in: "path", required: true, schema: { type: "string" } };
    const paths = {
      "/published/{project}?view=status": {
        get: {
          operationId: "status",
          parameters: [view, { name: "page", in: "query", schema: { type: "string" } }, project],
          responses: {},
        },
      },
    };
    const { model, diagnostics } = load(
      JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }),
    );
    expect(route(model, "status").parameters.map((p) => [p.name, p.in])).toEqual([
      ["page", "query"],
      ["project", "path"],
    ]);
    expect(diagnostics.map((d) => [d.code, d.message, d.pointer])).toEqual([
      [
        "param-not-sent",
        'query parameter "view" is left out: the path\'s own query sends it (?view=status)',
        "#/paths/~1published~1{project}?view=status/get/parameters/0",
      ],
    ]);
  });

  it("reports a duplicate operationId at the second one", () => {
    const text = petstore30.replace("operationId: deletePet", "operationId: listPets");
    const [d] = failure(text);
    expect(d).toMatchObject({
      code: "duplicate-operation-id",
      severity: "error",
      pointer: "#/paths/~1pets~1{petId}/delete/operationId",
      ...positionOf(text, "listPets\n      deprecated"),
    });
    expect(d?.message).toContain("GET /pets");
  });

  it("reports `paths` that is not a map", () => {
    const text = "openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths: [1]\n";
    expect(failure(text)[0]).toMatchObject({
      code: "invalid-document",
      pointer: "#/paths",
      ...positionOf(text, "[1]"),
    });
  });
});
