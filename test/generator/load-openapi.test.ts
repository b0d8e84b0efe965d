import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { DiagnosticError, type Diagnostic } from "../../generator/diagnostics.js";
import { loadApi } from "../../generator/load/index.js";
import { loadOpenApi, type OpenApiLoadOptions } from "../../generator/load/openapi/index.js";
import { LoadError } from "../../generator/load/result.js";
import { parseSourceDocument, readSourceDocument } from "../../generator/load/source.js";
import type { ApiModel, Route, Schema } from "../../generator/model.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const fixtures = join(repo, "test/fixtures/openapi");
const FILE = "/virtual/api.yaml";

function load(text: string, options?: OpenApiLoadOptions, file = FILE) {
  return loadOpenApi(parseSourceDocument(file, text), options);
}

/** The diagnostics of a load that must fail. */
function failure(text: string, options?: OpenApiLoadOptions, file = FILE): Diagnostic[] {
  try {
    load(text, options, file);
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics;
    throw error;
  }
  throw new Error("expected a DiagnosticError");
}

/** 1-based line and column where `needle` starts in `text` (how the tests know where a diagnostic belongs). */
function position(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`"${needle}" not in text`);
  const lines = text.slice(0, offset).split("\n");
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

function route(model: ApiModel, id: string): Route {
  const found = model.routes.find((r) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

function type(model: ApiModel, name: string): Schema {
  const found = model.types.find((t) => t.name === name);
  if (!found) throw new Error(`no type ${name}`);
  return found.schema;
}

/** A 3.1 document with one GET /x operation returning `schema`, for schema tests. */
function schemaDoc(schema: unknown, components: Record<string, unknown> = {}, openapi = "3.1.0"): string {
  return JSON.stringify({
    openapi,
    info: { title: "t", version: "1" },
    paths: {
      "/x": {
        get: {
          operationId: "x",
          responses: { "200": { description: "ok", content: { "application/json": { schema } } } },
        },
      },
    },
    components: { schemas: components },
  });
}

function responseSchema(text: string): Schema | undefined {
  return route(load(text).model, "x").responses[0]?.schema;
}

const petstore30 = `openapi: 3.0.3
info:
  title: Petstore
  version: 2.1.0
servers:
  - url: https://petstore.example.com/api/
paths:
  /pets:
    get:
      operationId: listPets
      summary: List pets
      description: All of them.
      tags: [pets, read]
      externalDocs: { url: https://docs.example.com/pets }
      parameters:
        - { name: limit, in: query, schema: { type: integer } }
      responses:
        "200":
          description: The pets
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Pet" } }
    post:
      responses:
        "201": { description: Created }
  /pets/{petId}:
    delete:
      operationId: deletePet
      deprecated: true
      parameters:
        - { name: petId, in: path, required: true, schema: { type: integer } }
      responses:
        "204": { description: Deleted }
components:
  schemas:
    Pet:
      type: object
      required: [id]
      properties:
        id: { type: integer }
        tag: { type: string, nullable: true }
`;

describe("versions and formats", () => {
  it("reads OpenAPI 3.0 YAML: info, base url, routes in document order", () => {
    const { model, diagnostics } = load(petstore30);
    expect(diagnostics).toEqual([]);
    expect(model.title).toBe("Petstore");
    expect(model.version).toBe("2.1.0");
    expect(model.defaults).toEqual({ baseUrl: "https://petstore.example.com/api" });
    expect(model.files).toEqual([FILE]);
    expect(model.routes.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /pets",
      "POST /pets",
      "DELETE /pets/{petId}",
    ]);
  });

  it("reads OpenAPI 3.1 JSON the same way", () => {
    const yaml = load(petstore30).model;
    const data = JSON.parse(JSON.stringify(parseSourceDocument(FILE, petstore30).data)) as Record<string, unknown>;
    data.openapi = "3.1.0";
    const json = load(JSON.stringify(data, null, 2), undefined, "/virtual/api.json").model;
    expect(json.routes.map((r) => r.id)).toEqual(yaml.routes.map((r) => r.id));
    expect(json.types).toEqual(yaml.types.map((t) => ({ ...t, source: { ...t.source, file: "/virtual/api.json" } })));
  });

  it("rejects a document without a version, with its place", () => {
    const [d] = failure("info: { title: t }\npaths: {}\n");
    expect(d).toMatchObject({
      code: "openapi-version",
      severity: "error",
      file: FILE,
      line: 1,
      column: 1,
      pointer: "#",
    });
  });

  it("rejects unsupported versions at the version field", () => {
    const text = "openapi: 3.2.0\ninfo: { title: t, version: '1' }\npaths: {}\n";
    expect(failure(text)[0]).toMatchObject({
      code: "openapi-version",
      pointer: "#/openapi",
      ...position(text, "3.2.0"),
    });
    const swagger = "swagger: '1.2'\npaths: {}\n";
    expect(failure(swagger)[0]).toMatchObject({ code: "openapi-version", pointer: "#/swagger", line: 1 });
  });

  it("rejects a document that is not an object", () => {
    expect(failure("[1, 2]")[0]).toMatchObject({ code: "invalid-document", pointer: "#" });
  });
});

describe("Swagger 2.0", () => {
  const swagger = `swagger: "2.0"
info: { title: Old, version: "1" }
host: old.example.com
basePath: /v1
schemes: [https]
consumes: [application/json]
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - { name: tags, in: query, type: array, items: { type: string }, collectionFormat: csv }
        - { name: ids, in: query, type: array, items: { type: integer }, collectionFormat: multi }
      responses:
        "200":
          description: ok
          schema: { type: array, items: { $ref: "#/definitions/Pet" } }
    post:
      operationId: addPet
      parameters:
        - { name: pet, in: body, required: true, schema: { $ref: "#/definitions/Pet" } }
      responses:
        "201": { description: created }
  /pets/{id}/photo:
    post:
      operationId: uploadPhoto
      consumes: [multipart/form-data]
      parameters:
        - { name: id, in: path, required: true, type: string }
        - { name: photo, in: formData, type: file, required: true }
      responses:
        "204": { description: stored }
definitions:
  Pet:
    type: object
    properties:
      name: { type: string }
      owner: { $ref: "#/definitions/Owner" }
`;

  it("upgrades it: servers, definitions, body and form parameters, collection formats", () => {
    const doc = parseSourceDocument(FILE, swagger);
    const before = JSON.stringify(doc.data);
    expect(() => loadOpenApi(doc)).toThrow(DiagnosticError); // Owner is missing (next test)
    expect(JSON.stringify(doc.data)).toBe(before); // the caller's data is left alone

    const fixed = parseSourceDocument(FILE, swagger + "  Owner: { type: object }\n");
    const { model } = loadOpenApi(fixed);
    expect(model.defaults.baseUrl).toBe("https://old.example.com/v1");
    expect(model.types.map((t) => t.name)).toEqual(["Pet", "Owner"]);
    const list = route(model, "listPets");
    expect(list.parameters.map((p) => [p.name, p.style, p.explode])).toEqual([
      ["tags", "form", false],
      ["ids", "form", true],
    ]);
    expect(list.responses[0]?.schema).toEqual({ kind: "array", items: { kind: "ref", name: "Pet" } });
    expect(route(model, "addPet").body).toMatchObject({
      required: true,
      contents: [{ mediaType: "application/json", encoding: "json", schema: { kind: "ref", name: "Pet" } }],
    });
    const upload = route(model, "uploadPhoto").body;
    expect(upload?.contents).toHaveLength(1);
    expect(upload?.contents[0]).toMatchObject({
      mediaType: "multipart/form-data",
      encoding: "multipart",
      schema: { kind: "object", properties: [{ name: "photo", required: true, schema: { kind: "binary" } }] },
    });
  });

  it("reads Swagger's x-nullable, and reports a malformed part where Swagger wrote it", () => {
    const text =
      swagger.replace("name: { type: string }", "name: { type: string, x-nullable: true }") +
      "  Owner: { type: object }\n";
    expect(type(load(text).model, "Pet")).toMatchObject({
      properties: [{ name: "name", schema: { kind: "string", nullable: true } }, { name: "owner" }],
    });
    const broken =
      'swagger: "2.0"\ninfo: { title: t, version: "1" }\npaths:\n  /a:\n    get: { parameters: oops, responses: {} }\n';
    expect(failure(broken)[0]).toMatchObject({
      code: "invalid-document",
      pointer: "#/paths/~1a/get/parameters",
      ...position(broken, "oops"),
    });
  });

  it("reports problems where Swagger wrote them", () => {
    const [d] = failure(swagger);
    expect(d).toMatchObject({ code: "ref-unresolved", pointer: "#/components/schemas/Pet/properties/owner/$ref" });
    expect(d).toMatchObject(position(swagger, '"#/definitions/Owner"'));
  });
});

describe("servers", () => {
  const doc = (servers: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      servers,
      paths: { "/a": { get: { operationId: "a", responses: {} }, ...extra } },
    });

  it("substitutes variable defaults and drops the trailing slash", () => {
    const servers = [
      {
        url: "https://{host}:{port}/v3/",
        variables: { host: { default: "api.example.com" }, port: { default: "8443" } },
      },
    ];
    const { model } = load(doc(servers));
    expect(model.defaults).toEqual({ baseUrl: "https://api.example.com:8443/v3" });
    // The server itself is kept as written, for the SDK's typed server function.
    expect(model.servers).toEqual([
      {
        url: "https://{host}:{port}/v3/",
        variables: [
          { name: "host", default: "api.example.com" },
          { name: "port", default: "8443" },
        ],
        source: { file: FILE, pointer: "#/servers/0" },
      },
    ]);
  });

  it("reads every server, each variable with its enum and description, in the order the url names them", () => {
    const servers = [
      {
        url: "https://{region}.example.com/{version}",
        description: "Regional",
        variables: {
          version: { default: "v2" },
          region: { default: "eu", enum: ["eu", "us", 3], description: "Where the data lives." },
          unused: { default: "x" },
        },
      },
      { url: "https://sandbox.example.com" },
    ];
    expect(load(doc(servers)).model.servers).toEqual([
      {
        url: "https://{region}.example.com/{version}",
        description: "Regional",
        variables: [
          { name: "region", default: "eu", enum: ["eu", "us"], description: "Where the data lives." },
          { name: "version", default: "v2" },
        ],
        source: { file: FILE, pointer: "#/servers/0" },
      },
      { url: "https://sandbox.example.com", variables: [], source: { file: FILE, pointer: "#/servers/1" } },
    ]);
  });

  it("keeps a relative server relative; `/` or no servers means no base url", () => {
    expect(load(doc([{ url: "/api/v3/" }])).model.defaults).toEqual({ baseUrl: "/api/v3" });
    expect(load(doc([{ url: "/" }])).model.defaults).toEqual({});
    expect(load(doc(undefined)).model.defaults).toEqual({});
    expect(load(doc(undefined)).model.servers).toEqual([]);
  });

  it("gives operations with servers of their own that server, their url staying the path", () => {
    const text = doc([{ url: "https://api.example.com" }], {
      post: {
        operationId: "upload",
        servers: [
          { url: "https://{origin}", variables: { origin: { default: "uploads.example.com" } } },
          { url: "https://second.example.com" },
        ],
        responses: {},
      },
      put: { operationId: "same", servers: [{ url: "https://api.example.com/" }], responses: {} },
    });
    const { model } = load(text);
    expect(model.routes.map((r) => r.url)).toEqual(["/a", "/a", "/a"]);
    expect(route(model, "a").server).toBeUndefined();
    // The first of its servers, as written, variables and all.
    expect(route(model, "upload").server).toEqual({
      url: "https://{origin}",
      variables: [{ name: "origin", default: "uploads.example.com" }],
      source: { file: FILE, pointer: "#/paths/~1a/post/servers/0" },
    });
    expect(route(model, "same").server).toBeUndefined(); // the document's own server: nothing to say
  });

  it("makes the one server every operation names the API's, when the document has none", () => {
    // Swagger 2.0 conversions write the host on every operation.
    const paths = {
      "/a": { get: { operationId: "a", servers: [{ url: "https://api.example.com/v1/" }], responses: {} } },
      "/b": { post: { operationId: "b", servers: [{ url: "https://api.example.com/v1" }], responses: {} } },
    };
    const shared = load(JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths })).model;
    expect(shared.defaults).toEqual({ baseUrl: "https://api.example.com/v1" });
    expect(shared.servers).toMatchObject([{ url: "https://api.example.com/v1/" }]);
    expect(shared.routes.map((r) => r.server)).toEqual([undefined, undefined]);

    const other = { ...paths, "/c": { get: { operationId: "c", servers: [{ url: "https://other.example.com" }], responses: {} } } };
    const apart = load(JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths: other })).model;
    expect(apart.defaults).toEqual({});
    expect(apart.servers).toEqual([]);
    expect(apart.routes.map((r) => r.server?.url)).toEqual(["https://api.example.com/v1/", "https://api.example.com/v1", "https://other.example.com"]);
  });

  it("applies path item servers to its operations, operation servers first", () => {
    const text = JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/f": {
          servers: [{ url: "https://files.example.com" }],
          get: { operationId: "get", responses: {} },
          put: { operationId: "put", servers: [{ url: "https://write.example.com" }], responses: {} },
        },
      },
    });
    const { model } = load(text);
    expect(model.routes.map((r) => [r.id, r.url, r.server?.url, r.server?.source.pointer])).toEqual([
      ["get", "/f", "https://files.example.com", "#/paths/~1f/servers/0"],
      ["put", "/f", "https://write.example.com", "#/paths/~1f/put/servers/0"],
    ]);
  });

  it("reports a variable without a default", () => {
    const text = "openapi: 3.1.0\ninfo: { title: t, version: '1' }\nservers:\n  - url: https://{host}/\npaths: {}\n";
    expect(failure(text)[0]).toMatchObject({
      code: "invalid-document",
      pointer: "#/servers/0/url",
      ...position(text, "https://{host}/"),
    });
  });
});

describe("routes", () => {
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

  it("reports a duplicate operationId at the second one", () => {
    const text = petstore30.replace("operationId: deletePet", "operationId: listPets");
    const [d] = failure(text);
    expect(d).toMatchObject({
      code: "duplicate-operation-id",
      severity: "error",
      pointer: "#/paths/~1pets~1{petId}/delete/operationId",
      ...position(text, "listPets\n      deprecated"),
    });
    expect(d?.message).toContain("GET /pets");
  });

  it("reports `paths` that is not a map", () => {
    const text = "openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths: [1]\n";
    expect(failure(text)[0]).toMatchObject({ code: "invalid-document", pointer: "#/paths", ...position(text, "[1]") });
  });

  it("reports every error found, not just the first", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  pets: {}
  /a:
    get:
      responses:
        "200": { $ref: "#/components/responses/Missing" }
`;
    expect(failure(text).map((d) => d.code)).toEqual(["invalid-document", "ref-unresolved"]);
  });
});

describe("parameters", () => {
  const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /repos/{owner}/{repo}:
    parameters:
      - $ref: "#/components/parameters/owner"
      - { name: repo, in: path, required: true, schema: { type: string } }
      - { name: page, in: query, description: from the path item, schema: { type: integer } }
    get:
      operationId: get
      parameters:
        - { name: page, in: query, description: from the operation, schema: { type: integer } }
        - { name: page, in: header, schema: { type: string } }
        - { name: q, in: query, required: true, deprecated: true, allowReserved: true, schema: { type: string } }
        - { name: ids, in: query, style: pipeDelimited, explode: false, schema: { type: array, items: { type: integer } } }
        - { name: X-Trace, in: header, schema: { type: string } }
        - { name: Accept, in: header, schema: { type: string } }
        - { name: session, in: cookie, schema: { type: string } }
        - { name: where, in: query, content: { application/json: { schema: { type: object } } } }
      responses: {}
components:
  parameters:
    owner:
      name: owner
      in: path
      required: true
      description: The owner.
      schema: { type: string }
`;

  it("merges path item and operation parameters, the operation's winning by name and location", () => {
    const { parameters } = route(load(text).model, "get");
    expect(parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      "path:owner",
      "path:repo",
      "query:page",
      "header:page",
      "query:q",
      "query:ids",
      "header:X-Trace",
      "query:where",
    ]);
    expect(parameters[2]?.description).toBe("from the operation");
  });

  it("resolves $ref'd parameters and records where they are defined", () => {
    const owner = route(load(text).model, "get").parameters[0];
    expect(owner).toEqual({
      name: "owner",
      in: "path",
      required: true,
      description: "The owner.",
      schema: { kind: "string" },
      style: "simple",
      explode: false,
      source: { file: FILE, pointer: "#/components/parameters/owner" },
    });
  });

  it("fills OpenAPI's default style and explode, and keeps the written ones", () => {
    const byName = new Map(route(load(text).model, "get").parameters.map((p) => [`${p.in}:${p.name}`, p]));
    expect(byName.get("query:page")).toMatchObject({ style: "form", explode: true, required: false });
    expect(byName.get("header:X-Trace")).toMatchObject({ in: "header", style: "simple", explode: false });
    expect(byName.get("query:q")).toMatchObject({ required: true, deprecated: true, allowReserved: true });
    expect(byName.get("query:ids")).toMatchObject({
      style: "pipeDelimited",
      explode: false,
      schema: { kind: "array", items: { kind: "integer" } },
    });
    expect(byName.get("query:page")?.allowReserved).toBeUndefined();
    expect(byName.get("query:where")?.schema).toEqual({ kind: "object", properties: [] });
  });

  it("skips cookie parameters with a warning and Accept headers silently", () => {
    const { diagnostics } = load(text);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "cookie-parameter",
        severity: "warning",
        pointer: "#/paths/~1repos~1{owner}~1{repo}/get/parameters/6",
        ...position(text, "{ name: session"),
      }),
    ]);
  });

  it("rejects header parameters whose names are not tokens, at the name", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /x:
    get:
      parameters:
        - { name: "x-h: y", in: header, schema: { type: string } }
        - { name: "x h", in: header, schema: { type: string } }
        - { name: x-ok, in: header, schema: { type: string } }
        - { name: "a b", in: query, schema: { type: string } }
      responses: {}
`;
    expect(failure(text)).toEqual([
      expect.objectContaining({ code: "invalid-document", severity: "error", pointer: "#/paths/~1x/get/parameters/0/name", ...position(text, '"x-h: y"') }),
      expect.objectContaining({ code: "invalid-document", severity: "error", pointer: "#/paths/~1x/get/parameters/1/name", ...position(text, '"x h"') }),
    ]);
    expect(failure(text)[0]?.message).toBe(
      "header parameter \"x-h: y\" cannot be sent: a header name is a token: letters, digits and !#$%&'*+-.^_`|~, no spaces, `:` or control characters",
    );
  });

  it("reads every path style", () => {
    const styles = (style: string, explode?: boolean) =>
      route(
        load(
          JSON.stringify({
            openapi: "3.1.0",
            info: { title: "t", version: "1" },
            paths: {
              "/p/{v}": {
                get: {
                  operationId: "x",
                  parameters: [{ name: "v", in: "path", required: true, style, explode, schema: {} }],
                  responses: {},
                },
              },
            },
          }),
        ).model,
        "x",
      ).parameters[0];
    expect(styles("label", true)).toMatchObject({ style: "label", explode: true });
    expect(styles("matrix")).toMatchObject({ style: "matrix", explode: false });
    expect(styles("simple", true)).toMatchObject({ style: "simple", explode: true });
  });

  it("reports a style the location does not allow", () => {
    const bad = text.replace("style: pipeDelimited", "style: matrix");
    expect(failure(bad)[0]).toMatchObject({
      code: "invalid-document",
      pointer: "#/paths/~1repos~1{owner}~1{repo}/get/parameters/3/style",
      ...position(bad, "matrix"),
    });
  });

  it("adds an undeclared path parameter as a required string, with a warning at the operation", () => {
    const doc = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /orgs/{org}/teams/{team}:
    get:
      operationId: team
      parameters:
        - { name: org, in: path, required: true, schema: { type: string } }
      responses: {}
`;
    const { model, diagnostics } = load(doc);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "path-param-undeclared",
        severity: "warning",
        pointer: "#/paths/~1orgs~1{org}~1teams~1{team}/get",
        ...position(doc, "operationId: team"),
      }),
    ]);
    expect(route(model, "team").parameters[1]).toMatchObject({
      name: "team",
      in: "path",
      required: true,
      schema: { kind: "string" },
    });
  });

  it("drops a declared path parameter the path does not have, with a warning where it is listed", () => {
    const doc = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /orgs/{org}:
    get:
      operationId: org
      parameters:
        - { name: org, in: path, required: true, schema: { type: string } }
        - { name: team, in: path, required: true, schema: { type: string } }
      responses: {}
`;
    const { model, diagnostics } = load(doc);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "path-param-unused",
        severity: "warning",
        pointer: "#/paths/~1orgs~1{org}/get/parameters/1",
        ...position(doc, "{ name: team"),
      }),
    ]);
    expect(route(model, "org").parameters.map((p) => p.name)).toEqual(["org"]);
  });

  it("warns about a parameter listed twice in one list, keeping the last", () => {
    const doc = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /a:
    get:
      operationId: a
      parameters:
        - { name: q, in: query, schema: { type: string } }
        - { name: q, in: query, schema: { type: integer } }
      responses: {}
`;
    const { model, diagnostics } = load(doc);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "duplicate-parameter",
        severity: "warning",
        pointer: "#/paths/~1a/get/parameters/1",
        ...position(doc, "{ name: q, in: query, schema: { type: integer"),
      }),
    ]);
    expect(route(model, "a").parameters).toMatchObject([{ name: "q", schema: { kind: "integer" } }]);
  });

  it("reports a path-level problem once, not once per operation", () => {
    const doc = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /a:
    parameters:
      - { name: gone, in: path, required: true, schema: { type: string } }
    get: { responses: {} }
    put: { responses: {} }
`;
    expect(load(doc).diagnostics.map((d) => d.code)).toEqual(["path-param-unused"]);
  });
});

describe("request bodies", () => {
  const withBody = (requestBody: unknown, components: Record<string, unknown> = {}) =>
    route(
      load(
        JSON.stringify({
          openapi: "3.1.0",
          info: { title: "t", version: "1" },
          paths: { "/b": { post: { operationId: "b", requestBody, responses: {} } } },
          components,
        }),
      ).model,
      "b",
    ).body;

  it("reads JSON content as a json body, keeping the schema whatever it is", () => {
    const object = { type: "object", properties: { a: { type: "string" } } };
    expect(withBody({ required: true, description: "d", content: { "application/json": { schema: object } } })).toEqual(
      {
        contents: [
          {
            mediaType: "application/json",
            encoding: "json",
            schema: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
          },
        ],
        required: true,
        description: "d",
        source: { file: FILE, pointer: "#/paths/~1b/post/requestBody" },
      },
    );
    expect(
      withBody({ content: { "application/json": { schema: { type: "array", items: { type: "integer" } } } } }),
    ).toMatchObject({
      required: false,
      contents: [{ encoding: "json", schema: { kind: "array", items: { kind: "integer" } } }],
    });
    expect(
      withBody({
        content: { "application/merge-patch+json": { schema: { oneOf: [{ type: "string" }, { type: "integer" }] } } },
      }),
    ).toMatchObject({
      contents: [{ mediaType: "application/merge-patch+json", encoding: "json", schema: { kind: "union" } }],
    });
    expect(withBody({ content: { "text/json; charset=utf-8": { schema: {} } } })?.contents).toEqual([
      { mediaType: "text/json; charset=utf-8", encoding: "json", schema: { kind: "unknown" } },
    ]);
  });

  it("keeps every media type in the order written, the first the default", () => {
    const both = {
      "application/xml": { schema: { type: "string" } },
      "application/json": { schema: { type: "object" } },
    };
    expect(withBody({ content: both })?.contents).toEqual([
      { mediaType: "application/xml", encoding: "text", schema: { kind: "string" } },
      { mediaType: "application/json", encoding: "json", schema: { kind: "object", properties: [] } },
    ]);
    const text = { "text/plain": { schema: { type: "string" } }, "text/x-markdown": { schema: { type: "string" } } };
    expect(withBody({ content: text })?.contents).toEqual([
      { mediaType: "text/plain", encoding: "text", schema: { kind: "string" } },
      { mediaType: "text/x-markdown", encoding: "text", schema: { kind: "string" } },
    ]);
    // The cluster API's PATCH: three JSON media types of one schema.
    const patch = Object.fromEntries(
      ["application/json-patch+json", "application/merge-patch+json", "application/strategic-merge-patch+json"].map((t) => [t, { schema: { type: "object" } }]),
    );
    expect(withBody({ content: patch })?.contents.map((c) => [c.mediaType, c.encoding])).toEqual([
      ["application/json-patch+json", "json"],
      ["application/merge-patch+json", "json"],
      ["application/strategic-merge-patch+json", "json"],
    ]);
  });

  it("leaves out a media type it cannot write, with a warning there; a body of only those is none", () => {
    const pet = { type: "object", properties: { name: { type: "string" } } };
    const text = JSON.stringify(
      {
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        paths: {
          "/b": {
            post: { operationId: "b", requestBody: { content: { "application/xml": { schema: pet }, "application/json": { schema: pet } } }, responses: {} },
            put: { operationId: "c", requestBody: { content: { "application/xml": { schema: pet } } }, responses: {} },
          },
        },
      },
      null,
      2,
    );
    const { model, diagnostics } = load(text);
    const key = position(text, '"application/xml": {');
    expect(route(model, "b").body?.contents.map((c) => c.mediaType)).toEqual(["application/json"]);
    expect(route(model, "c").body).toBeUndefined();
    expect(diagnostics).toMatchObject([
      {
        code: "body-media-type-skipped",
        severity: "warning",
        message: expect.stringContaining("application/xml"),
        pointer: "#/paths/~1b/post/requestBody/content/application~1xml",
        // at the media type's value
        line: key.line,
        column: key.column + '"application/xml": '.length,
      },
      { code: "body-media-type-skipped", severity: "warning", pointer: "#/paths/~1b/put/requestBody/content/application~1xml" },
    ]);
  });

  it("names each body's encoding: binary, text, form and multipart, with what a schemaless one holds", () => {
    expect(withBody({ content: { "application/octet-stream": {} } })?.contents).toEqual([
      { mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } },
    ]);
    expect(withBody({ content: { "text/plain": {} } })?.contents).toEqual([{ mediaType: "text/plain", encoding: "text", schema: { kind: "string" } }]);
    expect(withBody({ content: { "*/*": {} } })?.contents).toEqual([{ mediaType: "*/*", encoding: "binary", schema: { kind: "binary" } }]);
    expect(withBody({ content: { "*/*": { schema: { type: "object" } } } })?.contents).toMatchObject([{ mediaType: "*/*", encoding: "json" }]);
    expect(withBody({ content: { "multipart/form-data": {} } })?.contents).toEqual([
      { mediaType: "multipart/form-data", encoding: "multipart", schema: { kind: "unknown" } },
    ]);
    const form = { type: "object", properties: { a: { type: "string" } } };
    expect(withBody({ content: { "application/x-www-form-urlencoded": { schema: form } } })?.contents).toEqual([
      {
        mediaType: "application/x-www-form-urlencoded",
        encoding: "form",
        schema: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
      },
    ]);
    const multipart = { type: "object", properties: { file: { type: "string", format: "binary" } } };
    expect(withBody({ content: { "multipart/form-data": { schema: multipart } } })?.contents).toMatchObject([
      { mediaType: "multipart/form-data", encoding: "multipart", schema: { properties: [{ name: "file", schema: { kind: "binary" } }] } },
    ]);
  });

  it("reads a form or multipart body's `encoding` per property; other bodies have none", () => {
    const schema = { type: "object", properties: { metadata: { type: "object" }, tags: { type: "array" }, ["__proto__"]: { type: "string" } } };
    const encoding = {
      metadata: { style: "deepObject", explode: true },
      tags: { style: "pipeDelimited", explode: false, allowReserved: true },
      ["__proto__"]: { contentType: "image/png" },
      ignored: "not an object",
    };
    const form = withBody({ content: { "application/x-www-form-urlencoded": { schema, encoding } } })!.contents[0]!;
    expect(form.propertyEncodings).toEqual({
      metadata: { style: "deepObject", explode: true },
      tags: { style: "pipeDelimited", explode: false, allowReserved: true },
      ["__proto__"]: { contentType: "image/png" },
    });
    // `__proto__` is a property name like any other, never the encodings' prototype.
    expect(Object.hasOwn(form.propertyEncodings!, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(form.propertyEncodings)).toBe(Object.prototype);
    const parts = withBody({ content: { "multipart/form-data": { schema, encoding: { metadata: { contentType: "application/json" } } } } });
    expect(parts?.contents[0]?.propertyEncodings).toEqual({ metadata: { contentType: "application/json" } });
    const json = withBody({ content: { "application/json": { schema, encoding: { metadata: { style: "deepObject" } } } } });
    expect(json?.contents[0]).not.toHaveProperty("propertyEncodings");
  });

  it("reports an `encoding` that is not a map, and a style a form property cannot have", () => {
    const doc = (encoding: unknown) =>
      JSON.stringify({
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        paths: { "/b": { post: { operationId: "b", requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object" }, encoding } } }, responses: {} } } },
      });
    expect(failure(doc(["a"]))).toMatchObject([
      { code: "invalid-document", pointer: "#/paths/~1b/post/requestBody/content/application~1x-www-form-urlencoded/encoding" },
    ]);
    expect(failure(doc({ a: { style: "matrix" } }))).toMatchObject([
      {
        code: "invalid-document",
        message: expect.stringContaining("deepObject"),
        pointer: "#/paths/~1b/post/requestBody/content/application~1x-www-form-urlencoded/encoding/a/style",
      },
    ]);
  });

  it("resolves a $ref'd request body", () => {
    const body = withBody(
      { $ref: "#/components/requestBodies/Raw" },
      { requestBodies: { Raw: { required: true, content: { "image/png": {} } } } },
    );
    expect(body).toMatchObject({
      contents: [{ mediaType: "image/png", encoding: "binary", schema: { kind: "binary" } }],
      required: true,
      source: { pointer: "#/components/requestBodies/Raw" },
    });
  });

  it("warns about a body without content and generates the route without one", () => {
    // Invalid, but published (a food-delivery API): the rest of the description still generates.
    for (const requestBody of ["{ required: true }", "{ content: {} }", "oops"]) {
      const text = `openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths:\n  /b:\n    post:\n      requestBody: ${requestBody}\n      responses: {}\n`;
      const { model, diagnostics } = load(text);
      expect(model.routes[0]?.body, requestBody).toBeUndefined();
      expect(diagnostics, requestBody).toEqual([
        expect.objectContaining({
          code: "body-without-content",
          severity: "warning",
          pointer: "#/paths/~1b/post/requestBody",
          ...position(text, requestBody),
        }),
      ]);
    }
  });
});

describe("responses", () => {
  it("keeps every status: with a schema (JSON first), without content, through $refs", () => {
    const text = JSON.stringify({
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: {
        "/r": {
          get: {
            operationId: "r",
            responses: {
              "200": {
                description: "ok",
                content: {
                  "text/html": { schema: { type: "string" } },
                  "application/vnd.api+json": { schema: { type: "integer" } },
                },
              },
              "204": { description: "empty" },
              "304": { $ref: "#/components/responses/NotModified" },
              "4XX": { description: "client error", content: { "application/problem+json": {} } },
              default: { description: "other", content: { "text/plain": { schema: { type: "string" } } } },
            },
          },
        },
      },
      components: { responses: { NotModified: { description: "not modified" } } },
    });
    expect(route(load(text).model, "r").responses).toEqual([
      { status: "200", description: "ok", contentType: "application/vnd.api+json", schema: { kind: "integer" } },
      { status: "204", description: "empty" },
      { status: "304", description: "not modified" },
      { status: "4XX", description: "client error", contentType: "application/problem+json" },
      { status: "default", description: "other", contentType: "text/plain", schema: { kind: "string" } },
    ]);
  });
});

describe("schemas", () => {
  it("names components/schemas, in document order, and refers to them by name", () => {
    const { model } = load(
      schemaDoc({ $ref: "#/components/schemas/B" }, { B: { type: "string" }, A: { $ref: "#/components/schemas/B" } }),
    );
    expect(model.types).toEqual([
      { name: "B", schema: { kind: "string" }, source: { file: FILE, pointer: "#/components/schemas/B" } },
      { name: "A", schema: { kind: "ref", name: "B" }, source: { file: FILE, pointer: "#/components/schemas/A" } },
    ]);
    expect(route(model, "x").responses[0]?.schema).toEqual({ kind: "ref", name: "B" });
  });

  it("reads scalars, formats and binary", () => {
    expect(responseSchema(schemaDoc({ type: "string", format: "date-time" }))).toEqual({
      kind: "string",
      format: "date-time",
    });
    expect(responseSchema(schemaDoc({ type: "string", format: "binary" }))).toEqual({ kind: "binary" });
    expect(responseSchema(schemaDoc({ type: "string", contentMediaType: "image/png" }))).toEqual({ kind: "binary" });
    expect(
      responseSchema(schemaDoc({ type: "string", contentMediaType: "image/png", contentEncoding: "base64" })),
    ).toEqual({ kind: "string" });
    for (const kind of ["integer", "number", "boolean", "null"] as const) {
      expect(responseSchema(schemaDoc({ type: kind, format: "int64" }))).toEqual({ kind });
    }
  });

  it("reads 3.0 nullable and 3.1 type lists alike", () => {
    expect(responseSchema(schemaDoc({ type: "string", nullable: true }, {}, "3.0.3"))).toEqual({
      kind: "string",
      nullable: true,
    });
    expect(responseSchema(schemaDoc({ type: ["string", "null"] }))).toEqual({ kind: "string", nullable: true });
    expect(responseSchema(schemaDoc({ type: ["string", "integer"] }))).toEqual({
      kind: "union",
      members: [{ kind: "string" }, { kind: "integer" }],
    });
    expect(responseSchema(schemaDoc({ type: ["null"] }))).toEqual({ kind: "null" });
  });

  it("reads enum and const; a null member makes the enum nullable", () => {
    expect(responseSchema(schemaDoc({ type: "string", enum: ["a", "b"], default: "a" }))).toEqual({
      kind: "enum",
      values: ["a", "b"],
      default: "a",
    });
    expect(responseSchema(schemaDoc({ enum: [1, null, true] }))).toEqual({
      kind: "enum",
      values: [1, true],
      nullable: true,
    });
    expect(responseSchema(schemaDoc({ type: ["string", "null"], enum: ["x"] }))).toEqual({
      kind: "enum",
      values: ["x"],
      nullable: true,
    });
    expect(responseSchema(schemaDoc({ const: "fixed", examples: ["fixed"] }))).toEqual({
      kind: "enum",
      values: ["fixed"],
    });
    expect(responseSchema(schemaDoc({ const: null }))).toEqual({ kind: "null" });
  });

  it("reads objects: properties, required, property metadata, additionalProperties", () => {
    const schema = {
      type: "object",
      description: "A thing",
      required: ["id"],
      properties: {
        id: { type: "integer", readOnly: true, description: "The id" },
        secret: { type: "string", writeOnly: true },
        old: { type: "string", deprecated: true },
      },
    };
    expect(responseSchema(schemaDoc(schema))).toEqual({
      kind: "object",
      description: "A thing",
      properties: [
        {
          name: "id",
          required: true,
          readOnly: true,
          description: "The id",
          schema: { kind: "integer", description: "The id" },
        },
        { name: "secret", required: false, writeOnly: true, schema: { kind: "string" } },
        { name: "old", required: false, deprecated: true, schema: { kind: "string", deprecated: true } },
      ],
    });
    const extra = (additionalProperties: unknown) =>
      responseSchema(schemaDoc({ type: "object", additionalProperties }));
    expect(extra(true)).toEqual({ kind: "object", properties: [], additionalProperties: true });
    expect(extra({})).toEqual({ kind: "object", properties: [], additionalProperties: true });
    expect(extra({ type: "integer" })).toEqual({
      kind: "object",
      properties: [],
      additionalProperties: { kind: "integer" },
    });
    expect(extra(false)).toEqual({ kind: "object", properties: [] });
    expect(responseSchema(schemaDoc({ properties: { a: {} } }))).toEqual({
      kind: "object",
      properties: [{ name: "a", required: false, schema: { kind: "unknown" } }],
    });
  });

  it("reads arrays, with or without items", () => {
    expect(responseSchema(schemaDoc({ type: "array", items: { type: "string" } }))).toEqual({
      kind: "array",
      items: { kind: "string" },
    });
    expect(responseSchema(schemaDoc({ type: "array" }))).toEqual({ kind: "array", items: { kind: "unknown" } });
  });

  it("reads allOf as an intersection and oneOf / anyOf as unions", () => {
    const components = { A: { type: "object" }, B: { type: "object" } };
    const ref = (n: string) => ({ $ref: `#/components/schemas/${n}` });
    const named = (n: string) => ({ kind: "ref", name: n });
    expect(responseSchema(schemaDoc({ allOf: [ref("A"), ref("B")] }, components))).toEqual({
      kind: "intersection",
      members: [named("A"), named("B")],
    });
    expect(responseSchema(schemaDoc({ oneOf: [ref("A"), ref("B")] }, components))).toEqual({
      kind: "union",
      members: [named("A"), named("B")],
    });
    expect(responseSchema(schemaDoc({ anyOf: [ref("A"), { type: "null" }] }, components))).toEqual({
      kind: "union",
      members: [named("A"), { kind: "null" }],
    });
    // A lone allOf member with siblings: the member, with the siblings' metadata (GitHub's `nullable` refs).
    expect(responseSchema(schemaDoc({ allOf: [ref("A")], nullable: true, description: "d" }, components))).toEqual({
      ...named("A"),
      nullable: true,
      description: "d",
    });
    // `type: object` beside oneOf adds nothing; properties beside allOf are a member of their own.
    expect(responseSchema(schemaDoc({ type: "object", oneOf: [ref("A"), ref("B")] }, components))).toEqual({
      kind: "union",
      members: [named("A"), named("B")],
    });
    expect(responseSchema(schemaDoc({ properties: { x: { type: "string" } }, allOf: [ref("A")] }, components))).toEqual(
      {
        kind: "intersection",
        members: [
          { kind: "object", properties: [{ name: "x", required: false, schema: { kind: "string" } }] },
          named("A"),
        ],
      },
    );
  });

  it("reads empty and unknown schemas as unknown, warning about a type it does not know", () => {
    expect(responseSchema(schemaDoc({}))).toEqual({ kind: "unknown" });
    expect(responseSchema(schemaDoc({ description: "anything" }))).toEqual({
      kind: "unknown",
      description: "anything",
    });
    const text =
      "openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    F: { type: file }\n";
    const { model, diagnostics } = load(text);
    expect(type(model, "F")).toEqual({ kind: "unknown" });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "schema-invalid",
        severity: "warning",
        pointer: "#/components/schemas/F/type",
        ...position(text, "file"),
      }),
    ]);
  });

  it("keeps self and mutual recursion through named types", () => {
    const components = {
      Folder: {
        type: "object",
        properties: { children: { type: "array", items: { $ref: "#/components/schemas/Folder" } } },
      },
      Comment: { type: "object", properties: { replies: { $ref: "#/components/schemas/Replies" } } },
      Replies: { type: "array", items: { $ref: "#/components/schemas/Comment" } },
    };
    const { model } = load(schemaDoc({ $ref: "#/components/schemas/Comment" }, components));
    expect(type(model, "Folder")).toEqual({
      kind: "object",
      properties: [
        { name: "children", required: false, schema: { kind: "array", items: { kind: "ref", name: "Folder" } } },
      ],
    });
    expect(type(model, "Replies")).toEqual({ kind: "array", items: { kind: "ref", name: "Comment" } });
  });

  it("inlines refs outside components/schemas, unless they lead back to themselves", () => {
    const text = JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/x": {
          get: {
            operationId: "x",
            parameters: [
              { $ref: "#/components/parameters/tree" },
              { name: "size", in: "query", schema: { $ref: "#/components/parameters/tree/schema/properties/size" } },
            ],
            responses: {},
          },
        },
      },
      components: {
        parameters: {
          tree: {
            name: "tree",
            in: "query",
            schema: {
              type: "object",
              properties: {
                size: { type: "integer" },
                children: { type: "array", items: { $ref: "#/components/parameters/tree/schema" } },
              },
            },
          },
        },
      },
    });
    const { model } = load(text);
    const [tree, size] = route(model, "x").parameters;
    expect(size?.schema).toEqual({ kind: "integer" });
    expect(tree?.schema).toEqual({ kind: "ref", name: "tree" });
    expect(model.types).toEqual([
      {
        name: "tree",
        source: { file: FILE, pointer: "#/components/parameters/tree/schema" },
        schema: {
          kind: "object",
          properties: [
            { name: "size", required: false, schema: { kind: "integer" } },
            { name: "children", required: false, schema: { kind: "array", items: { kind: "ref", name: "tree" } } },
          ],
        },
      },
    ]);
  });
});

describe("references", () => {
  it("reports types that are only references to themselves", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths: {}
components:
  schemas:
    A: { $ref: "#/components/schemas/B" }
    B: { $ref: "#/components/schemas/A" }
    Self: { $ref: "#/components/schemas/Self" }
  parameters:
    loop:
      name: loop
      in: query
      schema: { $ref: "#/components/parameters/loop/schema" }
`;
    // The parameter is never used by an operation, so it is never read: only the three types are reported.
    expect(failure(text).map((d) => [d.code, d.pointer, d.line])).toEqual([
      ["ref-unresolved", "#/components/schemas/A", position(text, '{ $ref: "#/components/schemas/B"').line],
      ["ref-unresolved", "#/components/schemas/B", position(text, '{ $ref: "#/components/schemas/A"').line],
      ["ref-unresolved", "#/components/schemas/Self", position(text, '{ $ref: "#/components/schemas/Self"').line],
    ]);
    const used = text.replace(
      "paths: {}",
      "paths:\n  /l: { get: { parameters: [{ $ref: '#/components/parameters/loop' }], responses: {} } }",
    );
    expect(failure(used).map((d) => d.pointer)).toContain("#/components/parameters/loop/schema");
  });

  it("breaks a cycle through oneOf, anyOf or allOf with a warning, reading the reference that closes it as unknown", () => {
    const text = schemaDoc(
      { $ref: "#/components/schemas/D" },
      {
        D: { oneOf: [{ $ref: "#/components/schemas/E" }, { type: "string" }] },
        E: { anyOf: [{ $ref: "#/components/schemas/D" }] },
        F: { allOf: [{ $ref: "#/components/schemas/G" }, { type: "object", properties: { x: { type: "string" } } }] },
        G: { allOf: [{ $ref: "#/components/schemas/F" }], nullable: true },
        Tree: { type: "object", properties: { children: { type: "array", items: { $ref: "#/components/schemas/Tree" } } } },
      },
    );
    const { model, diagnostics } = load(text);
    expect(diagnostics.map((d) => [d.code, d.severity, d.pointer])).toEqual([
      ["ref-cycle", "warning", "#/components/schemas/D"],
      ["ref-cycle", "warning", "#/components/schemas/F"],
    ]);
    expect(diagnostics[0]?.message).toBe(
      'type "D" is itself through oneOf/anyOf/allOf alone ("D" → "E" → "D"), which no TypeScript type can be: "E" reads its reference to "D" as unknown',
    );
    expect(type(model, "D")).toEqual({ kind: "union", members: [{ kind: "ref", name: "E" }, { kind: "string" }] });
    expect(type(model, "E")).toEqual({ kind: "unknown" });
    expect(type(model, "G")).toEqual({ kind: "unknown", nullable: true });
    // Recursion through a property or array items is no cycle.
    expect(type(model, "Tree")).toMatchObject({ kind: "object" });
  });

  it("collapses long chains of aliases, in time linear in their length", async () => {
    const { collapseAliasChains, findAliasCycles, MAX_ALIAS_CHAIN } = await import("../../generator/load/type-aliases.js");
    const chain = (n: number) => {
      const schemas: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) schemas[`A${i}`] = i < n - 1 ? { $ref: `#/components/schemas/A${i + 1}` } : { type: "object" };
      schemas.A5 = { $ref: "#/components/schemas/A6", nullable: true };
      return schemaDoc({ $ref: "#/components/schemas/A0" }, schemas, "3.0.3");
    };
    const { model } = load(chain(40_000));
    // Far from the end, an alias points at the end; near it, at the next link, as written.
    expect(type(model, "A0")).toEqual({ kind: "ref", name: "A39999", nullable: true });
    expect(type(model, "A7")).toEqual({ kind: "ref", name: "A39999" });
    expect(type(model, `A${39_999 - MAX_ALIAS_CHAIN}`)).toEqual({ kind: "ref", name: `A${40_000 - MAX_ALIAS_CHAIN}` });
    expect(type(model, "A39998")).toEqual({ kind: "ref", name: "A39999" });

    // Each pass reads each type's schema a bounded number of times (the old cycle check read the chain from every type).
    const types = load(chain(20_000)).model.types;
    let reads = 0;
    const counted = types.map((t) => {
      let schema = t.schema;
      return Object.defineProperty({ ...t }, "schema", { get: () => (reads++, schema), set: (s) => (schema = s), enumerable: true });
    });
    expect(findAliasCycles(counted)).toEqual([]);
    collapseAliasChains(counted);
    expect(reads).toBeLessThan(10 * types.length);
  });

  it("reports an unresolved $ref at the $ref, with line and column", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths: {}
components:
  schemas:
    A:
      properties:
        b: { $ref: "#/components/schemas/Nope" }
`;
    expect(failure(text)).toEqual([
      expect.objectContaining({
        code: "ref-unresolved",
        severity: "error",
        file: FILE,
        pointer: "#/components/schemas/A/properties/b/$ref",
        ...position(text, '"#/components/schemas/Nope"'),
      }),
    ]);
  });

  it("places diagnostics in JSON documents too", () => {
    const text = JSON.stringify(
      JSON.parse(schemaDoc({ type: "object", properties: { a: { $ref: "#/nope" } } })),
      null,
      2,
    );
    const [d] = failure(text, undefined, "/virtual/api.json");
    expect(d).toMatchObject({
      code: "ref-unresolved",
      file: "/virtual/api.json",
      pointer: "#/paths/~1x/get/responses/200/content/application~1json/schema/properties/a/$ref",
      ...position(text, '"#/nope"'),
    });
  });

  it("does not mistake inherited object members for targets", () => {
    const diagnostics = failure(schemaDoc({ $ref: "#/components/schemas/constructor" }));
    expect(diagnostics.map((d) => d.code)).toEqual(["ref-unresolved"]);
    expect(failure(schemaDoc({ $ref: "#/__proto__" })).map((d) => d.code)).toEqual(["ref-unresolved"]);
  });

  it("refuses named anchors and circular chains of references", () => {
    expect(failure(schemaDoc({ $ref: "#pet" }))[0]?.message).toContain("anchors");
    const chain = JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: { "/c": { get: { parameters: [{ $ref: "#/components/parameters/a" }], responses: {} } } },
      components: {
        parameters: { a: { $ref: "#/components/parameters/b" }, b: { $ref: "#/components/parameters/a" } },
      },
    });
    expect(failure(chain)[0]).toMatchObject({ code: "ref-unresolved", message: expect.stringContaining("circular") });
  });

  it("never fetches urls", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths: {}
components:
  schemas:
    A: { $ref: "https://example.com/schemas.yaml#/Pet" }
    B: { $ref: "//example.com/schemas.yaml" }
`;
    expect(failure(text)).toEqual([
      expect.objectContaining({
        code: "ref-remote",
        pointer: "#/components/schemas/A/$ref",
        ...position(text, '"https:'),
      }),
      expect.objectContaining({ code: "ref-remote", pointer: "#/components/schemas/B/$ref" }),
    ]);
  });

  it("reads files beside the input: their schemas become named types, uniquely named", () => {
    const input = join(fixtures, "external/api.yaml");
    const { model, diagnostics } = loadOpenApi(readSourceDocument(input));
    expect(diagnostics).toEqual([]);
    expect(model.files).toEqual([
      input,
      join(fixtures, "external/params.yaml"),
      join(fixtures, "external/common.yaml"),
      join(fixtures, "external/schemas/owner.yaml"),
    ]);
    expect(model.types.map((t) => [t.name, t.source.file, t.source.pointer])).toEqual([
      ["Pet", input, "#/components/schemas/Pet"],
      ["Pet2", join(fixtures, "external/common.yaml"), "#/components/schemas/Pet"],
      ["owner", join(fixtures, "external/schemas/owner.yaml"), "#"],
    ]);
    // Recursion inside a file and across files goes through the names.
    expect(type(model, "Pet2")).toMatchObject({
      properties: [
        { name: "name", required: true, schema: { kind: "string" } },
        { name: "friends", schema: { kind: "array", items: { kind: "ref", name: "Pet2" } } },
        { name: "owner", schema: { kind: "ref", name: "owner" } },
      ],
    });
    expect(type(model, "owner")).toMatchObject({
      properties: [{ name: "name" }, { name: "pets", schema: { items: { kind: "ref", name: "Pet2" } } }],
    });
    const list = route(model, "listPets");
    expect(list.parameters[0]).toMatchObject({
      name: "limit",
      in: "query",
      schema: { kind: "integer", default: 10 },
      source: { file: join(fixtures, "external/params.yaml"), pointer: "#/limit" },
    });
    expect(list.responses[0]?.schema).toEqual({ kind: "array", items: { kind: "ref", name: "Pet2" } });
    expect(route(model, "getOwner").responses[0]?.schema).toEqual({ kind: "ref", name: "owner" });
  });

  it("reports missing and malformed files", () => {
    const file = join(fixtures, "external/virtual.yaml");
    const missing = failure(schemaDoc({ $ref: "nowhere.yaml#/Pet" }), undefined, file);
    expect(missing[0]).toMatchObject({
      code: "ref-unresolved",
      file,
      message: expect.stringContaining("no such file"),
    });
    const broken = failure(schemaDoc({ $ref: "broken.yaml" }), undefined, file);
    expect(broken[0]).toMatchObject({ code: "yaml-syntax", file: join(fixtures, "external/broken.yaml") });
  });

  it("refuses files outside the input's folder unless allowed", () => {
    const input = join(fixtures, "outside/api.yaml");
    const text = readFileSync(input, "utf8");
    let diagnostics: Diagnostic[] = [];
    try {
      loadOpenApi(readSourceDocument(input));
    } catch (error) {
      diagnostics = (error as DiagnosticError).diagnostics;
    }
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "ref-outside",
        severity: "error",
        file: input,
        pointer: expect.stringMatching(/\/color\/\$ref$/),
        ...position(text, '"../shared.yaml#/Color"'),
      }),
    ]);

    const { model } = loadOpenApi(readSourceDocument(input), { allowExternalRefs: true });
    expect(model.files).toEqual([input, join(fixtures, "shared.yaml")]);
    expect(model.types).toEqual([
      {
        name: "Color",
        schema: { kind: "enum", values: ["red", "green"] },
        source: { file: join(fixtures, "shared.yaml"), pointer: "#/Color" },
      },
    ]);
  });

  it("reads only regular files of at most 256 MB: never waits on a named pipe, never reads a device or a huge file", () => {
    const dir = mkdtempSync(join(tmpdir(), "routegen-openapi-"));
    try {
      execFileSync("mkfifo", [join(dir, "pipe.yaml")]);
      writeFileSync(join(dir, "huge.yaml"), "");
      truncateSync(join(dir, "huge.yaml"), 3_000_000_000); // sparse: 3 GB that take no room
      symlinkSync("/dev/zero", join(dir, "zero.yaml"));
      const doc = (ref: string) => {
        writeFileSync(join(dir, "api.json"), schemaDoc({ $ref: ref }));
        return readSourceDocument(join(dir, "api.json"));
      };
      const reasons = ["pipe.yaml", "huge.yaml", "zero.yaml"].map((ref) => {
        const error = (() => {
          try {
            loadOpenApi(doc(ref), { allowExternalRefs: true });
          } catch (e) {
            return e as DiagnosticError;
          }
          throw new Error(`${ref} was read`);
        })();
        expect(error.diagnostics.map((d) => d.code)).toEqual(["ref-unresolved"]);
        return error.diagnostics[0]!.message;
      });
      expect(reasons).toEqual([
        'cannot read "pipe.yaml": it is a named pipe, not a regular file',
        'cannot read "huge.yaml": it is 3000 MB, more than the 256 MB routegen reads',
        'cannot read "zero.yaml": it is a device, not a regular file',
      ]);
      // The input itself, likewise.
      expect(() => loadApi(join(dir, "pipe.yaml"))).toThrow("cannot read the input: it is a named pipe, not a regular file");
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("names every file a failed load read or tried to read (watch follows them to see the fix)", () => {
    const dir = mkdtempSync(join(tmpdir(), "routegen-openapi-"));
    try {
      writeFileSync(join(dir, "api.json"), schemaDoc({ oneOf: [{ $ref: "good.yaml#/A" }, { $ref: "missing.yaml#/B" }, { $ref: "broken.yaml#/C" }] }));
      writeFileSync(join(dir, "good.yaml"), "A: { type: string }\n");
      writeFileSync(join(dir, "broken.yaml"), "C: [\n");
      const error = (() => {
        try {
          loadApi(join(dir, "api.json"));
        } catch (e) {
          return e;
        }
        throw new Error("loaded");
      })();
      expect(error).toBeInstanceOf(LoadError);
      expect([...(error as LoadError).files].sort()).toEqual(["api.json", "broken.yaml", "good.yaml", "missing.yaml"].map((f) => join(dir, f)));
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("refuses a symbolic link that leads out of the folder", () => {
    const dir = mkdtempSync(join(tmpdir(), "routegen-openapi-"));
    try {
      symlinkSync(join(fixtures, "shared.yaml"), join(dir, "link.yaml"));
      writeFileSync(join(dir, "api.json"), schemaDoc({ $ref: "link.yaml#/Color" }));
      const doc = readSourceDocument(join(dir, "api.json"));
      expect(() => loadOpenApi(doc)).toThrow(/ref-outside/);
      expect(route(loadOpenApi(doc, { allowExternalRefs: true }).model, "x").responses[0]?.schema).toEqual({
        kind: "ref",
        name: "Color",
      });
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe("positions", () => {
  it("are looked up only for diagnostics", () => {
    const clean = parseSourceDocument("/virtual/api.json", JSON.stringify(parseSourceDocument(FILE, petstore30).data));
    const locate = vi.spyOn(clean, "locate");
    loadOpenApi(clean);
    expect(locate).not.toHaveBeenCalled();
  });
});

describe("examples/openapi/api.yaml", () => {
  const file = join(repo, "examples/openapi/api.yaml");
  const { model, diagnostics } = loadOpenApi(readSourceDocument(file));

  it("loads without diagnostics", () => {
    expect(diagnostics).toEqual([]);
    expect(model.defaults.baseUrl).toBe("https://api.notes.example.com/v1");
  });

  it("exercises every parameter style, both ways of exploding, and every body kind", () => {
    const parameters = model.routes.flatMap((r) => r.parameters);
    const seen = new Set(parameters.map((p) => `${p.in} ${p.style} ${p.explode}`));
    for (const style of ["simple", "label", "matrix"]) {
      expect(seen).toContain(`path ${style} true`);
      expect(seen).toContain(`path ${style} false`);
    }
    for (const combination of [
      "query form true",
      "query form false",
      "query spaceDelimited false",
      "query pipeDelimited false",
      "query deepObject false",
      "header simple false",
    ]) {
      expect(seen).toContain(combination);
    }
    expect(parameters.some((p) => p.allowReserved)).toBe(true);
    const bodies = new Set(
      model.routes.flatMap((r) => r.body?.contents.map((c) => `${c.encoding} ${c.mediaType} ${c.schema.kind}`) ?? []),
    );
    for (const body of [
      "json application/json object",
      "json application/json array",
      "json application/json ref",
      "binary application/octet-stream binary",
      "text text/plain string",
      "text text/markdown string",
      "form application/x-www-form-urlencoded object",
      "multipart multipart/form-data object",
    ]) {
      expect(bodies).toContain(body);
    }
    expect(model.routes.some((r) => (r.body?.contents.length ?? 0) > 1)).toBe(true);
  });

  it("has an upload on a host of its own, a deprecated operation, and 200/201/204 responses", () => {
    expect(route(model, "uploadAttachment")).toMatchObject({
      url: "/notes/{noteId}/attachments/{name}",
      server: { url: "https://uploads.notes.example.com/v1", variables: [] },
    });
    expect(model.routes.filter((r) => r.server).map((r) => r.id)).toEqual(["uploadAttachment"]);
    // The API's own server has a variable, with its default.
    expect(model.servers).toMatchObject([{ url: "https://{region}.notes.example.com/v1/", variables: [{ name: "region" }] }]);
    expect(route(model, "exportNoteLegacy")).toMatchObject({
      deprecated: true,
      docsUrl: "https://notes.example.com/docs/export",
    });
    const statuses = new Set(
      model.routes.flatMap((r) => r.responses.map((s) => `${s.status} ${s.schema ? "schema" : "none"}`)),
    );
    expect([...statuses]).toEqual(expect.arrayContaining(["200 schema", "201 schema", "204 none"]));
  });

  it("keeps a body property named like a path parameter apart from it", () => {
    const copy = route(model, "copyNote");
    expect(copy.parameters.map((p) => p.name)).toContain("folder");
    expect(copy.body?.contents).toMatchObject([{ encoding: "json", schema: { kind: "object", properties: [{ name: "folder", required: true }] } }]);
  });
});

describe("GitHub's description", () => {
  const file = join(repo, "node_modules/@octokit/openapi/generated/api.github.com.json");
  const doc = readSourceDocument(file);
  const data = doc.data as {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, unknown> };
  };
  const { model, diagnostics } = loadOpenApi(doc);
  const methods = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

  it("loads every operation and every schema, without diagnostics", () => {
    const operations = Object.values(data.paths).flatMap((item) => Object.keys(item).filter((k) => methods.has(k)));
    expect(model.routes).toHaveLength(operations.length);
    expect(model.routes).toHaveLength(1223);
    expect(model.types.map((t) => t.name)).toEqual(Object.keys(data.components.schemas));
    expect(diagnostics).toEqual([]);
    expect(new Set(model.routes.map((r) => r.id)).size).toBe(model.routes.length);
    expect(model.defaults).toEqual({ baseUrl: "https://api.github.com" });
  });

  it("refers only to named types that exist", () => {
    const names = new Set(model.types.map((t) => t.name));
    const missing: string[] = [];
    const visit = (schema: Schema): void => {
      if (schema.kind === "ref" && !names.has(schema.name)) missing.push(schema.name);
      if (schema.kind === "array") visit(schema.items);
      if (schema.kind === "object") {
        schema.properties.forEach((p) => visit(p.schema));
        if (schema.additionalProperties && schema.additionalProperties !== true) visit(schema.additionalProperties);
      }
      if (schema.kind === "union" || schema.kind === "intersection") schema.members.forEach(visit);
    };
    model.types.forEach((t) => visit(t.schema));
    for (const r of model.routes) {
      r.parameters.forEach((p) => visit(p.schema));
      r.body?.contents.forEach((c) => visit(c.schema));
      r.responses.forEach((s) => s.schema && visit(s.schema));
    }
    expect(missing).toEqual([]);
  });

  it("puts the release asset upload on uploads.github.com", () => {
    const upload = route(model, "repos/upload-release-asset");
    expect(upload).toMatchObject({
      method: "POST",
      url: "/repos/{owner}/{repo}/releases/{release_id}/assets",
      server: { url: "https://uploads.github.com", variables: [], description: expect.stringContaining("upload_url") },
    });
    expect(upload.body?.contents).toMatchObject([{ mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } }]);
    expect(upload.body?.contents).toHaveLength(1);
    expect(model.routes.filter((r) => r.server)).toEqual([upload]);
    expect(model.routes.filter((r) => !r.url.startsWith("/"))).toEqual([]);
  });

  it("reads issues/list-for-repo's parameters", () => {
    const list = route(model, "issues/list-for-repo");
    expect(list).toMatchObject({ method: "GET", url: "/repos/{owner}/{repo}/issues", tags: ["issues"] });
    const byName = new Map(list.parameters.map((p) => [p.name, p]));
    expect(byName.get("owner")).toMatchObject({ in: "path", required: true, schema: { kind: "string" } });
    expect(byName.get("labels")).toMatchObject({
      in: "query",
      required: false,
      schema: { kind: "string" },
      style: "form",
      explode: true,
    });
    expect(byName.get("state")?.schema).toEqual({ kind: "enum", values: ["open", "closed", "all"], default: "open" });
    expect(byName.get("per_page")).toMatchObject({ in: "query", schema: { kind: "integer", default: 30 } });
    expect(list.responses[0]).toMatchObject({
      status: "200",
      schema: { kind: "array", items: { kind: "ref", name: "issue" } },
    });
  });

  it("reads array-typed query parameters", () => {
    const exclude = route(model, "migrations/list-for-org").parameters.find((p) => p.name === "exclude");
    expect(exclude).toMatchObject({
      in: "query",
      style: "form",
      explode: true,
      schema: { kind: "array", items: { kind: "enum", values: ["repositories"] } },
    });
  });

  it("reads markdown/render-raw's body as plain text data", () => {
    expect(route(model, "markdown/render-raw").body?.contents).toEqual([
      { mediaType: "text/plain", encoding: "text", schema: { kind: "string" } },
      { mediaType: "text/x-markdown", encoding: "text", schema: { kind: "string" } },
    ]);
  });
});
