import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { DiagnosticError, type Diagnostic } from "../../generator/diagnostics.js";
import { loadCatalogue } from "../../generator/load/catalogue.js";
import { PARAM_KEYS } from "../../generator/load/catalogue/params.js";
import { ROUTE_KEYS } from "../../generator/load/catalogue/route.js";
import { parseSourceDocument, readSourceDocument } from "../../generator/load/source.js";
import type { Route, Schema } from "../../generator/model.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FIXTURES = join(ROOT, "test/fixtures/catalogue");
const EXAMPLE = join(ROOT, "examples/catalogue/routes.yaml");
const FILE = "catalogue.yaml";

/** Inline YAML without the indentation of the test source. */
function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const lines = String.raw({ raw: strings }, ...values)
    .replace(/^\n/, "")
    .split("\n");
  const indent = Math.min(
    ...lines.filter((line) => line.trim() !== "").map((line) => line.length - line.trimStart().length),
  );
  return lines.map((line) => line.slice(indent)).join("\n");
}

function load(text: string) {
  return loadCatalogue(parseSourceDocument(FILE, text));
}

/** The one route of a catalogue whose only route is `r`. */
function routeOf(routeYaml: string, types = ""): Route {
  const { model, diagnostics } = load(`${types}routes:\n  r:\n${routeYaml.replace(/^/gm, "    ")}\n`);
  expect(diagnostics).toEqual([]);
  expect(model.routes).toHaveLength(1);
  return model.routes[0]!;
}

/** The diagnostics of a catalogue the loader rejects. */
function rejection(text: string): Diagnostic[] {
  try {
    load(text);
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics;
    throw error;
  }
  throw new Error("expected the catalogue to be rejected");
}

/** Line and column (1-based) where `snippet` first occurs in `text`. */
function positionOf(text: string, snippet: string): { line: number; column: number } {
  const offset = text.indexOf(snippet);
  expect(offset, `"${snippet}" in the input`).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before[before.length - 1] ?? "").length + 1 };
}

/** The single diagnostic with `code`, checked to be placed at `pointer`, at the text `snippet`. */
function expectDiagnostic(
  diagnostics: Diagnostic[],
  text: string,
  code: string,
  pointer: string,
  snippet: string,
): Diagnostic {
  const found = diagnostics.filter((d) => d.code === code);
  expect(found.map((d) => d.pointer)).toEqual([pointer]);
  const diagnostic = found[0]!;
  expect(diagnostic).toMatchObject({ file: FILE, pointer, ...positionOf(text, snippet) });
  return diagnostic;
}

describe("catalogue top level", () => {
  it("maps title, version and defaults, lowercasing header names", () => {
    const { model } = load(yaml`
      title: Example API
      version: 1.0.0
      defaults:
        baseUrl: https://api.example.test/v3
        headers: { Accept: application/vnd.example.v3+json, user-agent: example-sdk/1.0 }
        mediaType: { format: raw, previews: [mercy] }
      routes: {}
    `);
    expect(model).toEqual({
      title: "Example API",
      version: "1.0.0",
      defaults: {
        baseUrl: "https://api.example.test/v3",
        headers: { accept: "application/vnd.example.v3+json", "user-agent": "example-sdk/1.0" },
        mediaType: { format: "raw", previews: ["mercy"] },
      },
      // The base url is the API's one server too, with nothing to vary.
      servers: [{ url: "https://api.example.test/v3", variables: [], source: { file: FILE, pointer: "#/defaults/baseUrl" } }],
      routes: [],
      types: [],
      files: [FILE],
    });
  });

  it("needs only routes", () => {
    const { model, diagnostics } = load("routes: {}\n");
    expect(diagnostics).toEqual([]);
    expect(model).toEqual({ defaults: {}, servers: [], routes: [], types: [], files: [FILE] });
  });

  it("reads a JSON catalogue, with its $schema key", () => {
    const { model } = loadCatalogue(readSourceDocument(join(FIXTURES, "valid/catalogue.json")));
    expect(model.title).toBe("JSON catalogue");
    expect(model.routes.map((route) => [route.method, route.url])).toEqual([["GET", "/users/{username}"]]);
  });
});

describe("routes", () => {
  it("reads the route string: method, path, absolute url, url alone, any case", () => {
    const { model } = load(yaml`
      routes:
        a: GET /repos/{owner}/{repo}
        b: { route: "post https://uploads.example.test/assets{?name,label}" }
        c: /zen
        d: DELETE /repos/:owner/:repo
    `);
    // An absolute url is a path on a server of the route's own: its origin.
    expect(model.routes.map((route) => `${route.method} ${route.url}`)).toEqual([
      "GET /repos/{owner}/{repo}",
      "POST /assets{?name,label}",
      "GET /zen",
      "DELETE /repos/:owner/:repo",
    ]);
    expect(model.routes.map((route) => route.server)).toEqual([
      undefined,
      { url: "https://uploads.example.test", variables: [], source: { file: FILE, pointer: "#/routes/b/route" } },
      undefined,
      undefined,
    ]);
  });

  it("takes a route's server from its absolute url, else its baseUrl; a url whose origin has a variable stays whole", () => {
    const servers = (route: string, baseUrl?: string) => {
      const r = routeOf(`route: ${route}${baseUrl ? `\nbaseUrl: ${baseUrl}` : ""}`);
      return [r.url, r.server?.url, r.server?.source.pointer];
    };
    const cases: { given: [string, string?]; want: unknown[] }[] = [
      { given: ["GET https://uploads.example.test"], want: ["/", "https://uploads.example.test", "#/routes/r/route"] },
      { given: ["GET https://uploads.example.test/v2/a/{b}"], want: ["/v2/a/{b}", "https://uploads.example.test", "#/routes/r/route"] },
      { given: ["GET /a", "https://other.example.test"], want: ["/a", "https://other.example.test", "#/routes/r/baseUrl"] },
      { given: ["GET https://uploads.example.test/a", "https://other.example.test"], want: ["/a", "https://uploads.example.test", "#/routes/r/route"] },
      { given: ["GET https://uploads.example.test{/path}"], want: ["https://uploads.example.test{/path}", undefined, undefined] },
      { given: ["GET /a"], want: ["/a", undefined, undefined] },
    ];
    for (const { given, want } of cases) expect(servers(...given), given.join(" ")).toEqual(want);
  });

  it("takes the id from the name and splits the scope at the last dot", () => {
    const { model } = load(yaml`
      routes:
        repos.listForOrg: GET /a
        zen: GET /b
        enterprise.admin.getStats: GET /c
    `);
    expect(model.routes.map((route) => [route.id, route.explicitName])).toEqual([
      ["repos.listForOrg", { scope: "repos", name: "listForOrg" }],
      ["zen", { name: "zen" }],
      ["enterprise.admin.getStats", { scope: "enterprise.admin", name: "getStats" }],
    ]);
  });

  it("maps documentation keys, per-route request defaults and the source pointer", () => {
    const route = routeOf(yaml`
      route: GET /zen
      summary: Get a sentence
      description: Longer text.
      docs: https://docs.example.test/zen
      deprecated: Use meta.wisdom instead.
      baseUrl: https://other.example.test
      headers: { X-Trace: "1" }
      mediaType: { format: raw }
    `);
    expect(route).toMatchObject({
      id: "r",
      summary: "Get a sentence",
      description: "Longer text.",
      docsUrl: "https://docs.example.test/zen",
      deprecated: "Use meta.wisdom instead.",
      defaults: { headers: { "x-trace": "1" }, mediaType: { format: "raw" } },
      server: { url: "https://other.example.test", variables: [], source: { file: FILE, pointer: "#/routes/r/baseUrl" } },
      source: { file: FILE, pointer: "#/routes/r" },
    });
    // The route's base url is its server, no longer one of its request defaults.
    expect(route.defaults).not.toHaveProperty("baseUrl");
  });

  it("keeps `deprecated: true`, drops `deprecated: false`, and leaves absent keys absent", () => {
    expect(routeOf("route: GET /a\ndeprecated: true").deprecated).toBe(true);
    const plain = routeOf("route: GET /a\ndeprecated: false");
    expect(Object.keys(plain).sort()).toEqual([
      "explicitName",
      "id",
      "method",
      "parameters",
      "responses",
      "source",
      "url",
    ]);
  });
});

describe("parameter placement", () => {
  it("puts url variables in the path, required, and the rest of a GET in the query", () => {
    const route = routeOf(yaml`
      route: GET /orgs/{org}/repos
      params:
        org: { type: string, description: The organization. }
        per_page: integer
    `);
    expect(route.parameters).toEqual([
      {
        name: "org",
        in: "path",
        required: true,
        schema: { kind: "string" },
        description: "The organization.",
        source: { file: FILE, pointer: "#/routes/r/params/org" },
      },
      {
        name: "per_page",
        in: "query",
        required: false,
        schema: { kind: "integer" },
        source: { file: FILE, pointer: "#/routes/r/params/per_page" },
      },
    ]);
    expect(route.body).toBeUndefined();
  });

  it("sends HEAD parameters in the query too", () => {
    const route = routeOf("route: HEAD /files\nparams: { path: string }");
    expect(route.parameters.map((p) => p.in)).toEqual(["query"]);
  });

  it("makes the other parameters of a POST the properties of a JSON body", () => {
    const route = routeOf(yaml`
      route: POST /orgs/{org}/repos
      params:
        org: string
        name: { type: string, required: true, description: The name. }
        private: { type: boolean, default: false }
    `);
    expect(route.parameters.map((p) => p.name)).toEqual(["org"]);
    expect(route.body).toEqual({
      contents: [
        {
          mediaType: "application/json",
          encoding: "json",
          schema: {
            kind: "object",
            properties: [
              { name: "name", required: true, schema: { kind: "string" }, description: "The name." },
              { name: "private", required: false, schema: { kind: "boolean", default: false } },
            ],
          },
        },
      ],
      required: true,
      source: { file: FILE, pointer: "#/routes/r/params" },
    });
  });

  it("marks a JSON body optional when none of its fields is required", () => {
    expect(routeOf("route: PATCH /x\nparams: { a: string }").body?.required).toBe(false);
  });

  it("puts `{?name}` and `{&name}` variables in the query, optional", () => {
    const route = routeOf(yaml`
      route: POST https://uploads.example.test/assets{?name,label}{&x}
      params:
        name: { type: string, required: true }
        label: string
        x: string
      data: binary
    `);
    expect(route.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["name", "query", true],
      ["label", "query", false],
      ["x", "query", false],
    ]);
  });

  it("finds `:name` and RFC 6570 variables, and keeps the url as written", () => {
    const route = routeOf(yaml`
      route: GET /repos/:owner/:repo/contents/{+path}{/extra*}
      params: { owner: string, repo: string, path: string, extra: { type: array, items: string } }
    `);
    expect(route.url).toBe("/repos/:owner/:repo/contents/{+path}{/extra*}");
    expect(route.parameters.map((p) => [p.name, p.in])).toEqual([
      ["owner", "path"],
      ["repo", "path"],
      ["path", "path"],
      ["extra", "path"],
    ]);
  });

  it("follows an explicit `in`: query on a POST, header, body", () => {
    const route = routeOf(yaml`
      route: DELETE /caches
      params:
        key: { type: string, in: query, required: true }
        if-match: { type: string, in: header }
        reason: { type: string, in: body }
    `);
    expect(route.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["key", "query", true],
      ["if-match", "header", false],
    ]);
    expect(route.body?.contents).toEqual([
      {
        mediaType: "application/json",
        encoding: "json",
        schema: { kind: "object", properties: [{ name: "reason", required: false, schema: { kind: "string" } }] },
      },
    ]);
  });

  it("lets a path parameter say `required: false` and a query parameter `required: true`", () => {
    const route = routeOf(
      "route: GET /a{/b}\nparams: { b: { type: string, required: false }, q: { type: string, required: true } }",
    );
    expect(route.parameters.map((p) => [p.name, p.required])).toEqual([
      ["b", false],
      ["q", true],
    ]);
  });

  it("keeps a parameter's description and deprecation on the parameter, not its schema", () => {
    const [parameter] = routeOf(
      "route: GET /a\nparams: { q: { type: string, description: Terms., deprecated: true, default: x } }",
    ).parameters;
    expect(parameter).toMatchObject({
      description: "Terms.",
      deprecated: true,
      schema: { kind: "string", default: "x" },
    });
    expect(parameter?.schema).not.toHaveProperty("description");
  });

  it("takes url variables of a route without `params` as string parameters, silently", () => {
    const route = routeOf("route: GET /repos/{owner}/{repo}{?ref}");
    expect(route.parameters).toEqual([
      {
        name: "owner",
        in: "path",
        required: true,
        schema: { kind: "string" },
        source: { file: FILE, pointer: "#/routes/r/route" },
      },
      {
        name: "repo",
        in: "path",
        required: true,
        schema: { kind: "string" },
        source: { file: FILE, pointer: "#/routes/r/route" },
      },
      {
        name: "ref",
        in: "query",
        required: false,
        schema: { kind: "string" },
        source: { file: FILE, pointer: "#/routes/r/route" },
      },
    ]);
  });

  it("warns about a url variable missing from `params`, suggesting a misspelt one", () => {
    const text = yaml`
      routes:
        r:
          route: GET /repos/{owner}/{repo}
          params:
            ownr: { type: string, in: query }
            repo: string
    `;
    const { model, diagnostics } = load(text);
    const warning = expectDiagnostic(diagnostics, text, "path-param-undeclared", "#/routes/r/route", "GET /repos");
    expect(warning.severity).toBe("warning");
    expect(warning.message).toContain("`owner`");
    expect(warning.message).toContain("Did you mean `ownr`?");
    expect(model.routes[0]?.parameters.map((p) => [p.name, p.in])).toEqual([
      ["owner", "path"],
      ["ownr", "query"],
      ["repo", "path"],
    ]);
  });
});

describe("data and responses", () => {
  it("makes `data` the body, required, with a content type from its schema", () => {
    const binary = routeOf("route: POST /upload\ndata: binary").body;
    expect(binary).toEqual({
      contents: [{ mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } }],
      required: true,
      whole: true,
      source: { file: FILE, pointer: "#/routes/r/data" },
    });
    const content = (data: string) => {
      const body = routeOf(`route: POST /x\ndata: ${data}`).body;
      expect(body?.whole, data).toBe(true);
      return body?.contents.map(({ mediaType, encoding }) => [mediaType, encoding]);
    };
    expect(content("string")).toEqual([["text/plain", "text"]]);
    expect(content("{ properties: { a: string } }")).toEqual([["application/json", "json"]]);
    // A media type routegen cannot write an object as (XML) goes as it is, as bytes.
    expect(content("{ properties: { a: string }, contentType: application/xml }")).toEqual([["application/xml", "binary"]]);
    expect(content("{ type: string, contentType: text/csv }")).toEqual([["text/csv", "text"]]);
  });

  it("reads `contentType`, `required: false` and `description` of `data`", () => {
    const body = routeOf(
      "route: PUT /x\ndata: { type: string, contentType: 'text/plain; charset=utf-8', required: false, description: Text. }",
    ).body;
    expect(body).toMatchObject({
      contents: [{ mediaType: "text/plain; charset=utf-8", encoding: "text", schema: { kind: "string" } }],
      required: false,
      whole: true,
      description: "Text.",
    });
  });

  it("reads `response` as the 2XX response, `null` as no content", () => {
    expect(routeOf("route: GET /a\nresponse: { type: array, items: integer }").responses).toEqual([
      { status: "2XX", contentType: "application/json", schema: { kind: "array", items: { kind: "integer" } } },
    ]);
    expect(routeOf("route: GET /a\nresponse: null").responses).toEqual([{ status: "2XX" }]);
    expect(routeOf("route: GET /a").responses).toEqual([]);
  });

  it("reads `responses` by status, normalising `2xx`", () => {
    const route = routeOf(yaml`
      route: GET /a
      responses:
        200: { type: binary, contentType: application/gzip, description: The archive. }
        2xx: string
        "304": null
        default: object
    `);
    // Numeric keys come first: YAML mappings are read into JavaScript objects.
    expect(route.responses).toEqual([
      { status: "200", contentType: "application/gzip", schema: { kind: "binary" }, description: "The archive." },
      { status: "304" },
      { status: "2XX", contentType: "text/plain", schema: { kind: "string" } },
      {
        status: "default",
        contentType: "application/json",
        schema: { kind: "object", properties: [], additionalProperties: true },
      },
    ]);
  });
});

describe("bodies made of params, and how each value is written", () => {
  const string: Schema = { kind: "string" };

  it("sends the body as JSON unless `encoding` says form or multipart, each field as its param says", () => {
    const form = routeOf(yaml`
      route: POST /customers
      encoding: form
      params:
        email: { type: string, required: true }
        metadata: { type: object, additionalProperties: string, style: deepObject }
        tags: { type: array, items: string, explode: false }
        next: { type: string, allowReserved: true }
    `).body;
    expect(form?.contents).toEqual([
      {
        mediaType: "application/x-www-form-urlencoded",
        encoding: "form",
        schema: expect.objectContaining({ kind: "object" }),
        propertyEncodings: { metadata: { style: "deepObject" }, tags: { explode: false }, next: { allowReserved: true } },
      },
    ]);
    expect(form?.required).toBe(true);

    const multipart = routeOf("route: POST /files\nencoding: multipart\nparams: { file: { type: binary, contentType: image/png }, purpose: string }").body;
    expect(multipart?.contents).toEqual([
      {
        mediaType: "multipart/form-data",
        encoding: "multipart",
        schema: { kind: "object", properties: [
          { name: "file", required: false, schema: { kind: "binary" } },
          { name: "purpose", required: false, schema: string },
        ] },
        propertyEncodings: { file: { contentType: "image/png" } },
      },
    ]);
    for (const route of ["route: POST /a\nparams: { a: string }", "route: POST /a\nencoding: json\nparams: { a: string }"]) {
      expect(routeOf(route).body?.contents, route).toEqual([
        { mediaType: "application/json", encoding: "json", schema: { kind: "object", properties: [{ name: "a", required: false, schema: string }] } },
      ]);
    }
  });

  it("reads `allowReserved` of a query parameter, and styles of the url, the query and headers", () => {
    const route = routeOf(yaml`
      route: GET /things/{id}
      params:
        id: { type: array, items: string, style: label, explode: true }
        q: { type: string, allowReserved: true }
        sort: { type: array, items: string, style: pipeDelimited }
    `);
    expect(route.parameters.map(({ name, style, explode, allowReserved }) => ({ name, style, explode, allowReserved }))).toEqual([
      { name: "id", style: "label", explode: true, allowReserved: undefined },
      { name: "q", style: undefined, explode: undefined, allowReserved: true },
      { name: "sort", style: "pipeDelimited", explode: undefined, allowReserved: undefined },
    ]);
  });

  it("reports a key that does not fit where the param goes, and an encoding without a body made of params", () => {
    const cases: [string, string, string, string][] = [
      ["route: POST /a\nparams: { a: { type: object, style: deepObject } }", "key-conflict", "#/routes/r/params/a/style", "a key of a JSON body is sent as JSON"],
      ["route: POST /a\nencoding: form\nparams: { a: { type: binary, contentType: image/png } }", "key-conflict", "#/routes/r/params/a/contentType", "the media type of a multipart part"],
      ["route: POST /a\nencoding: multipart\nparams: { a: { type: array, items: string, explode: false } }", "key-conflict", "#/routes/r/params/a/explode", "styles are a form's"],
      ["route: POST /a\nencoding: form\nparams: { a: { type: object, style: matrix } }", "invalid-value", "#/routes/r/params/a/style", "`style` of a form field must be one of"],
      ["route: GET /a{?q}\nparams: { q: { type: string, allowReserved: true } }", "key-conflict", "#/routes/r/params/q/allowReserved", "declare the parameter `in: query` and leave it out of the url"],
      ["route: GET /a/{p}\nparams: { p: { type: string, allowReserved: true } }", "key-conflict", "#/routes/r/params/p/allowReserved", "write `{+name}`"],
      ["route: POST /a\nencoding: form\ndata: string", "key-conflict", "#/routes/r/encoding", "`data` is sent as it is"],
      ["route: POST /a\nencoding: form\nparams: { a: { type: string, in: query } }", "key-conflict", "#/routes/r/encoding", "place params `in: body`"],
      ["route: GET /a\nencoding: multipart", "key-conflict", "#/routes/r/encoding", "GET requests have no body"],
      ["route: POST /a\nencoding: xml\nparams: { a: string }", "invalid-value", "#/routes/r/encoding", "must be one of `json`, `form`, `multipart`"],
    ];
    for (const [route, code, pointer, message] of cases) {
      const text = `routes:\n  r:\n${route.replace(/^/gm, "    ")}\n`;
      const found = rejection(text).filter((d) => d.code === code);
      expect(found.map((d) => d.pointer), route).toEqual([pointer]);
      expect(found[0]!.message, route).toContain(message);
    }
  });
});

describe("schemas", () => {
  /** The schema of a type `T` written as `schemaYaml`, beside the types `others`. */
  function typeSchema(schemaYaml: string, others = ""): Schema {
    const { model, diagnostics } = load(`types:\n  T: ${schemaYaml}\n${others}routes: {}\n`);
    expect(diagnostics).toEqual([]);
    return model.types[0]!.schema;
  }

  it("reads every built-in type name alone", () => {
    expect(["string", "integer", "number", "boolean", '"null"', "binary"].map((name) => typeSchema(name))).toEqual([
      { kind: "string" },
      { kind: "integer" },
      { kind: "number" },
      { kind: "boolean" },
      { kind: "null" },
      { kind: "binary" },
    ]);
    expect(typeSchema("object")).toEqual({ kind: "object", properties: [], additionalProperties: true });
    expect(typeSchema("array")).toEqual({ kind: "array", items: { kind: "unknown" } });
    expect(typeSchema("{}")).toEqual({ kind: "unknown" });
  });

  it("reads a name of `types` alone as a ref, and `type: null` unquoted as the null type", () => {
    expect(typeSchema("U", "  U: string\n")).toEqual({ kind: "ref", name: "U" });
    expect(typeSchema("{ type: null }")).toEqual({ kind: "null" });
  });

  it("reads objects: both spellings of required, and additionalProperties", () => {
    expect(
      typeSchema(
        "{ type: object, required: [a], properties: { a: string, b: { type: integer, required: true }, c: { type: boolean, deprecated: true, description: C. } } }",
      ),
    ).toEqual({
      kind: "object",
      properties: [
        { name: "a", required: true, schema: { kind: "string" } },
        { name: "b", required: true, schema: { kind: "integer" } },
        { name: "c", required: false, schema: { kind: "boolean" }, deprecated: true, description: "C." },
      ],
    });
    expect(typeSchema("{ additionalProperties: boolean }")).toEqual({
      kind: "object",
      properties: [],
      additionalProperties: { kind: "boolean" },
    });
    expect(typeSchema("{ properties: {}, additionalProperties: true }")).toEqual({
      kind: "object",
      properties: [],
      additionalProperties: true,
    });
    expect(typeSchema("{ type: object, additionalProperties: false }")).toEqual({ kind: "object", properties: [] });
  });

  it("infers the type from enum, properties, items and format", () => {
    expect(typeSchema("{ enum: [a, 1, true, null] }")).toEqual({ kind: "enum", values: ["a", 1, true, null] });
    expect(typeSchema("{ properties: { a: string } }")).toMatchObject({ kind: "object" });
    expect(typeSchema("{ items: string }")).toEqual({ kind: "array", items: { kind: "string" } });
    expect(typeSchema("{ format: date-time }")).toEqual({ kind: "string", format: "date-time" });
  });

  it("reads enum with type, nullable, default, description, deprecated and binary formats", () => {
    expect(
      typeSchema("{ type: integer, enum: [1, 2], default: 2, nullable: true, description: Level., deprecated: true }"),
    ).toEqual({
      kind: "enum",
      values: [1, 2],
      default: 2,
      nullable: true,
      description: "Level.",
      deprecated: true,
    });
    expect(typeSchema("{ type: string, format: binary }")).toEqual({ kind: "binary" });
    expect(typeSchema("{ type: string, nullable: true, default: null }")).toEqual({
      kind: "string",
      nullable: true,
      default: null,
    });
  });

  it("reads $ref beside nullable and description, and allows recursion through properties and items", () => {
    const { model } = load(yaml`
      types:
        Node:
          properties:
            parent: { $ref: Node, nullable: true }
            children: { type: array, items: Node }
      routes: {}
    `);
    expect(model.types).toEqual([
      {
        name: "Node",
        schema: {
          kind: "object",
          properties: [
            { name: "parent", required: false, schema: { kind: "ref", name: "Node", nullable: true } },
            { name: "children", required: false, schema: { kind: "array", items: { kind: "ref", name: "Node" } } },
          ],
        },
        source: { file: FILE, pointer: "#/types/Node" },
      },
    ]);
  });

  it("reads oneOf and anyOf as unions, allOf as an intersection", () => {
    expect(typeSchema("{ oneOf: [string, integer], nullable: true }")).toEqual({
      kind: "union",
      members: [{ kind: "string" }, { kind: "integer" }],
      nullable: true,
    });
    expect(typeSchema("{ anyOf: [string, U] }", "  U: integer\n")).toEqual({
      kind: "union",
      members: [{ kind: "string" }, { kind: "ref", name: "U" }],
    });
    expect(typeSchema("{ allOf: [U, { properties: { b: string } }] }", "  U: { properties: { a: string } }\n")).toEqual(
      {
        kind: "intersection",
        members: [
          { kind: "ref", name: "U" },
          { kind: "object", properties: [{ name: "b", required: false, schema: { kind: "string" } }] },
        ],
      },
    );
  });

  it("keeps types in input order", () => {
    const { model } = load("types:\n  B: string\n  A: B\nroutes: {}\n");
    expect(model.types.map((type) => type.name)).toEqual(["B", "A"]);
  });
});

describe("diagnostics", () => {
  it("suggests the nearest key for an unknown key, in every kind of mapping", () => {
    const cases: [string, string, string][] = [
      ["titel: x\nroutes: {}\n", "#/titel", "title"],
      ["defaults: { baseURL: https://a.test }\nroutes: {}\n", "#/defaults/baseURL", "baseUrl"],
      ["defaults: { mediaType: { preview: [a] } }\nroutes: {}\n", "#/defaults/mediaType/preview", "previews"],
      ["routes:\n  r: { route: GET /a, sumary: x }\n", "#/routes/r/sumary", "summary"],
      ["routes:\n  r: { route: GET /a, params: { q: { tpye: string } } }\n", "#/routes/r/params/q/tpye", "type"],
      [
        "routes:\n  r: { route: POST /a, data: { type: binary, contenType: a/b } }\n",
        "#/routes/r/data/contenType",
        "contentType",
      ],
      [
        "routes:\n  r: { route: GET /a, response: { type: string, contentTyp: a/b } }\n",
        "#/routes/r/response/contentTyp",
        "contentType",
      ],
      [
        "types:\n  T: { properties: { a: { type: string, requried: true } } }\nroutes: {}\n",
        "#/types/T/properties/a/requried",
        "required",
      ],
      ["types:\n  T: { type: array, itmes: string }\nroutes: {}\n", "#/types/T/itmes", "items"],
    ];
    for (const [text, pointer, suggestion] of cases) {
      const diagnostics = rejection(text);
      const unknown = diagnostics.filter((d) => d.code === "unknown-key");
      expect(
        unknown.map((d) => d.pointer),
        text,
      ).toEqual([pointer]);
      expect(unknown[0]?.message, text).toContain(`did you mean \`${suggestion}\`?`);
      expect(unknown[0]?.severity).toBe("error");
    }
  });

  it("places an unknown key's diagnostic at its line and column, and lists the keys when none is near", () => {
    const text = yaml`
      routes:
        repos.get:
          route: GET /repos/{owner}/{repo}
          frobnicate: yes
    `;
    const diagnostic = expectDiagnostic(rejection(text), text, "unknown-key", "#/routes/repos.get/frobnicate", "frobnicate");
    expect(diagnostic.message).toContain("`summary`");
  });

  it("tells OpenAPI habits what to write instead", () => {
    const diagnostics = rejection(
      "routes:\n  r: { route: GET /a, parameters: [], operationId: x, params: { q: { schema: { type: string } } } }\n",
    );
    const messages = Object.fromEntries(diagnostics.map((d) => [d.pointer, d.message]));
    expect(messages["#/routes/r/parameters"]).toContain("`params`");
    expect(messages["#/routes/r/operationId"]).toContain("key is its name");
    expect(messages["#/routes/r/params/q/schema"]).toContain("directly");
  });

  it("rejects an OpenAPI document with one diagnostic", () => {
    const diagnostics = rejection("openapi: 3.1.0\ninfo: { title: x, version: '1' }\npaths: {}\n");
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([["not-a-catalogue", "#/openapi"]]);
  });

  it("reports missing `routes` and a route without `route`", () => {
    expect(rejection("title: x\n").map((d) => [d.code, d.pointer])).toEqual([["missing-key", "#"]]);
    const text = "routes:\n  r:\n    summary: Hi\n";
    expectDiagnostic(rejection(text), text, "missing-key", "#/routes/r", "summary");
  });

  it("reports values of the wrong kind, with a hint to quote numbers", () => {
    const text = yaml`
      version: 1.0
      defaults:
        baseUrl: /relative
        headers: { x-version: 3 }
      routes:
        r:
          route: GET /a
          summary: [not, text]
          docs: docs.example.test
          deprecated: 0
          params:
            q: { type: strin }
            s: { enum: [a, b], default: c }
            n: { type: integer, enum: [1, x] }
            i: { type: integer, in: cookie }
          responses: { ok: string }
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.every((d) => d.code === "invalid-value" && d.severity === "error")).toBe(true);
    expect(diagnostics.map((d) => d.pointer)).toEqual([
      "#/version",
      "#/defaults/baseUrl",
      "#/defaults/headers/x-version",
      "#/routes/r/summary",
      "#/routes/r/docs",
      "#/routes/r/deprecated",
      "#/routes/r/params/q/type",
      "#/routes/r/params/s/default",
      "#/routes/r/params/n/enum/1",
      "#/routes/r/params/i/in",
      "#/routes/r/responses/ok",
    ]);
    expect(diagnostics[0]).toMatchObject({ ...positionOf(text, "1.0"), message: expect.stringContaining("quote it") });
    expect(diagnostics[6]?.message).toContain("Did you mean `string`?");
    expect(diagnostics[7]?.message).toContain("one of `a`, `b`");
  });

  it("rejects a trailing slash on baseUrl and a `required` list naming no property", () => {
    const diagnostics = rejection(yaml`
      defaults: { baseUrl: "https://api.example.test/" }
      types:
        T: { required: [nme], properties: { name: string } }
      routes: {}
    `);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["invalid-value", "#/defaults/baseUrl"],
      ["invalid-value", "#/types/T/required/0"],
    ]);
    expect(diagnostics[1]?.message).toContain("Did you mean `name`?");
  });

  it("reports keys that cannot be used together", () => {
    const text = yaml`
      types:
        A: { $ref: B, properties: { a: string } }
        B: { type: string, items: string }
        C: { type: integer, required: true }
        D: { oneOf: [string], type: string }
        E: { required: [a], properties: { a: { type: string, required: false } } }
      routes:
        r: { route: GET /a, response: string, responses: {} }
    `;
    expect(rejection(text).map((d) => [d.code, d.pointer])).toEqual([
      ["key-conflict", "#/types/A/properties"],
      ["key-conflict", "#/types/B/items"],
      ["key-conflict", "#/types/C/required"],
      ["key-conflict", "#/types/D/type"],
      ["key-conflict", "#/types/E/properties/a/required"],
      ["key-conflict", "#/routes/r/responses"],
    ]);
  });

  it("reports route and type names that are not words", () => {
    const text =
      "types:\n  my type: string\n  binary: string\nroutes:\n  repos..get: GET /a\n  repos.get all: GET /b\n";
    expect(rejection(text).map((d) => [d.code, d.pointer])).toEqual([
      ["name-syntax", "#/types/my type"],
      ["name-syntax", "#/types/binary"],
      ["name-syntax", "#/routes/repos..get"],
      ["name-syntax", "#/routes/repos.get all"],
    ]);
  });

  it("reports names that differ only in case, and a header set twice", () => {
    const text = yaml`
      types:
        User: string
        user: string
      defaults:
        headers: { Accept: a, accept: b }
      routes:
        repos.get: GET /a
        Repos.get: GET /b
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["duplicate-name", "#/types/user"],
      ["duplicate-name", "#/defaults/headers/accept"],
      ["duplicate-name", "#/routes/Repos.get"],
    ]);
    // A diagnostic about a key is placed at the key, not at its value.
    expect(diagnostics[2]).toMatchObject(positionOf(text, "Repos.get"));
    expect(diagnostics[1]).toMatchObject(positionOf(text, "accept: b"));
  });

  it("reports route strings that are not `METHOD url`", () => {
    const cases: [string, string][] = [
      ["GTE /a", "Did you mean `GET`?"],
      ["GET a/b", "must be a path starting with `/`"],
      ["GET /a extra", "found 3 words"],
      ["POST", "has a method but no url"],
      ["''", "is empty"],
      ["GET /orgs/{org/repos", "`{` without `}` at character 7"],
      ["GET /a}", "`}` without `{` at character 3"],
      ["GET /a/{b-c}", "`{b-c}` is not an expression"],
      ["GET /a/:owner/{x", "not a valid URI template: `{` without `}`."],
    ];
    for (const [route, message] of cases) {
      const text = `routes:\n  r:\n    summary: S\n    route: ${route}\n`;
      const diagnostics = rejection(text);
      expectDiagnostic(diagnostics, text, "route-syntax", "#/routes/r/route", route);
      expect(diagnostics[0]?.message, route).toContain(message);
    }
  });

  it("reports a route string written as the route itself at the route", () => {
    const text = "routes:\n  r: GTE /a\n";
    expectDiagnostic(rejection(text), text, "route-syntax", "#/routes/r", "GTE");
  });

  it("reports unresolved refs with the nearest name, and JSON pointers given to $ref", () => {
    const text = yaml`
      types:
        User: { properties: { id: integr } }
      routes:
        a: { route: GET /a, response: { $ref: Usr } }
        b: { route: GET /b, response: Usr }
        c: { route: GET /c, response: { $ref: "#/types/User" } }
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["ref-unresolved", "#/types/User/properties/id"],
      ["ref-unresolved", "#/routes/a/response/$ref"],
      ["ref-unresolved", "#/routes/b/response"],
      ["ref-unresolved", "#/routes/c/response/$ref"],
    ]);
    expect(diagnostics[0]).toMatchObject({
      ...positionOf(text, "integr"),
      message: expect.stringContaining("Did you mean `integer`?"),
    });
    expect(diagnostics[1]?.message).toContain("Did you mean `User`?");
    expect(diagnostics[2]?.message).toContain("Did you mean `User`?");
    expect(diagnostics[3]?.message).toContain("write `$ref: User`");
  });

  it("reports types that are themselves through refs alone, once per cycle", () => {
    const text = yaml`
      types:
        A: { $ref: B }
        B: { oneOf: [A, string] }
        C: { allOf: [C] }
        D: { properties: { next: D } }
      routes: {}
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["ref-cycle", "#/types/A"],
      ["ref-cycle", "#/types/C"],
    ]);
    expect(diagnostics[0]?.message).toContain("`A` → `B` → `A`");
  });

  it("reports `in: path` for a name the url does not have", () => {
    const text =
      "routes:\n  r:\n    route: GET /orgs/{org}\n    params:\n      org: string\n      ogr: { type: string, in: path }\n";
    const diagnostic = expectDiagnostic(
      rejection(text),
      text,
      "path-param-unused",
      "#/routes/r/params/ogr/in",
      "path }",
    );
    expect(diagnostic.message).toContain("Did you mean `org`?");
  });

  it("reports an `in` that contradicts the url", () => {
    const text =
      "routes:\n  r:\n    route: POST /orgs/{org}/x{?name}\n    params:\n      org: { type: string, in: query }\n      name: { type: string, in: path }\n";
    expect(rejection(text).map((d) => [d.code, d.pointer])).toEqual([
      ["param-location-conflict", "#/routes/r/params/org/in"],
      ["param-location-conflict", "#/routes/r/params/name/in"],
    ]);
  });

  it("reports a body on GET and HEAD routes", () => {
    const text =
      "routes:\n  a:\n    route: GET /a\n    params: { q: { type: string, in: body } }\n  b:\n    route: HEAD /b\n    data: binary\n";
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["body-not-allowed", "#/routes/a/params/q/in"],
      ["body-not-allowed", "#/routes/b/data"],
    ]);
    expect(diagnostics[1]).toMatchObject(positionOf(text, "binary"));
  });

  it("reports JSON body parameters beside `data`, at each parameter", () => {
    const text = yaml`
      routes:
        r:
          route: POST /assets{?name}
          params:
            name: string
            label: string
            tag: { type: string, in: query }
          data: binary
    `;
    const diagnostic = expectDiagnostic(
      rejection(text),
      text,
      "data-with-body-params",
      "#/routes/r/params/label",
      "string\n      tag",
    );
    expect(diagnostic.message).toContain("in: query");
  });

  it("rejects header values and media types that would break the header they go into (CR, LF, NUL)", () => {
    const text = yaml`
      defaults:
        headers: { x-trace: "one\\r\\nX-Evil: 1" }
        mediaType: { format: "raw\\r\\nX-Evil: 1", previews: [good, "bad\\nX-Evil: 1"] }
      routes:
        r:
          route: GET /a
          headers: { x-null: "a\\u0000b", x-fine: "tab\\tand unicode ✓" }
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer, d.severity])).toEqual([
      ["invalid-value", "#/defaults/headers/x-trace", "error"],
      ["invalid-value", "#/defaults/mediaType/format", "error"],
      ["invalid-value", "#/defaults/mediaType/previews/1", "error"],
      ["invalid-value", "#/routes/r/headers/x-null", "error"],
    ]);
    expect(diagnostics[0]).toMatchObject({ ...positionOf(text, '"one'), message: "Header `x-trace` holds a carriage return (CR), which a header value cannot hold." });
    expect(diagnostics[1]).toMatchObject({ ...positionOf(text, '"raw'), message: expect.stringContaining("`accept` header, which cannot hold a carriage return (CR)") });
    expect(diagnostics[2]).toMatchObject({ ...positionOf(text, '"bad'), message: expect.stringContaining("a line feed (LF)") });
    expect(diagnostics[3]?.message).toContain("a NUL character");
  });

  it("rejects header names that are not tokens: `:`, spaces, NUL", () => {
    const text = 'defaults:\n  headers: { "x-h: y": a, "x h": b, "x\\0": c, x-ok: d }\nroutes: {}\n';
    expect(rejection(text).map((d) => [d.code, d.pointer])).toEqual([
      ["invalid-value", "#/defaults/headers/x-h: y"],
      ["invalid-value", "#/defaults/headers/x h"],
      ["invalid-value", "#/defaults/headers/x\u0000"],
    ]);
  });

  it("leaves parameters named like the builder's options to planning, and checks header names", () => {
    const route = routeOf(
      "route: POST /a/{url}\nparams:\n  url: string\n  data: string\n  accept: { type: string, in: header }",
    );
    expect(route.parameters.map((p) => p.name)).toEqual(["url", "accept"]);
    expect(route.body?.contents).toMatchObject([{ encoding: "json", schema: { properties: [{ name: "data" }] } }]);
    expect(route.body?.whole).toBeUndefined();
    const text = "routes:\n  r:\n    route: GET /a\n    params:\n      bad header: { type: string, in: header }\n";
    expectDiagnostic(rejection(text), text, "invalid-value", "#/routes/r/params/bad header", "{ type");
  });

  it("reads on past errors, reports every one in document order, and throws them with the warnings", () => {
    const text = yaml`
      routes:
        b:
          route: GET /b/{id}
          params: { x: string }
        a: { route: GET /a, sumary: x }
      types:
        T: Nope
    `;
    let thrown: unknown;
    try {
      load(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DiagnosticError);
    const diagnostics = (thrown as DiagnosticError).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ["path-param-undeclared", "warning", 3],
      ["unknown-key", "error", 5],
      ["ref-unresolved", "error", 7],
    ]);
    expect((thrown as Error).message).toContain("catalogue.yaml:5:");
  });

  it("rejects a catalogue that is not a mapping", () => {
    expect(rejection("- a\n- b\n").map((d) => [d.code, d.pointer])).toEqual([["invalid-value", "#"]]);
  });
});

describe("the example catalogue", () => {
  const { model, diagnostics } = loadCatalogue(readSourceDocument(EXAMPLE));
  const route = (id: string) => model.routes.find((r) => r.id === id);

  it("loads with no diagnostics", () => {
    expect(diagnostics).toEqual([]);
    expect(model.routes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(model.routes.map((r) => r.explicitName?.scope)).size).toBeGreaterThanOrEqual(5);
  });

  it("has an upload route on another host with a query template and a binary body", () => {
    expect(route("releases.uploadAsset")).toMatchObject({
      method: "POST",
      url: "/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      server: { url: "https://uploads.example.test", variables: [] },
      body: { whole: true, contents: [{ mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } }] },
    });
  });

  it("uses every method shape and per-route default the format offers", () => {
    const methods = new Set(model.routes.map((r) => r.method));
    expect([...methods].sort()).toEqual(["DELETE", "GET", "HEAD", "POST"]);
    expect(model.routes.some((r) => r.url.includes(":owner"))).toBe(true);
    expect(model.routes.some((r) => r.body?.whole && r.body.contents[0]!.mediaType.startsWith("text/plain"))).toBe(true);
    expect(model.routes.some((r) => r.defaults?.headers)).toBe(true);
    expect(model.routes.some((r) => r.defaults?.mediaType)).toBe(true);
    expect(model.routes.some((r) => typeof r.deprecated === "string")).toBe(true);
    expect(model.routes.some((r) => r.parameters.some((p) => p.in === "header"))).toBe(true);
  });
});

describe("the JSON Schema", () => {
  const schema: unknown = JSON.parse(readFileSync(join(ROOT, "schema/catalogue.schema.json"), "utf8"));
  const validate = new Ajv2020({ allErrors: true }).compile(schema as object);
  const fixtures = (kind: string) => readdirSync(join(FIXTURES, kind)).map((name) => join(FIXTURES, kind, name));
  const readData = (file: string): unknown => parse(readFileSync(file, "utf8"));

  it("accepts the example and the valid fixtures, which the loader loads without errors", () => {
    for (const file of [EXAMPLE, ...fixtures("valid")]) {
      expect(validate(readData(file)), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(() => loadCatalogue(readSourceDocument(file)), file).not.toThrow();
    }
  });

  it("rejects each invalid fixture where the loader reports its error", () => {
    const invalid = fixtures("invalid");
    expect(invalid.length).toBeGreaterThanOrEqual(10);
    for (const file of invalid) {
      const text = readFileSync(file, "utf8");
      const expected = /^# expect: ([\w-]+)/.exec(text)?.[1];
      let diagnostics: Diagnostic[] = [];
      try {
        loadCatalogue(readSourceDocument(file));
      } catch (error) {
        if (!(error instanceof DiagnosticError)) throw error;
        diagnostics = error.diagnostics;
      }
      const errors = diagnostics.filter((d) => d.severity === "error");
      expect(
        errors.map((d) => d.code),
        file,
      ).toContain(expected);

      expect(validate(readData(file)), file).toBe(false);
      // Where the schema objects, in JSON pointer form: the value, or the key it names. Keys that
      // exclude each other are reported at their mapping.
      const places = (validate.errors ?? []).map((e) => {
        const key = e.params.additionalProperty ?? e.propertyName;
        return `#${e.instancePath}${typeof key === "string" ? `/${key}` : ""}`;
      });
      for (const error of errors) {
        const parent = error.pointer?.replace(/\/[^/]*$/, "");
        expect(
          places.filter((place) => place === error.pointer || place === parent),
          `${file} at ${error.pointer}`,
        ).not.toEqual([]);
      }
    }
  });

  it("has the route and parameter keys the loader reads and docs/catalogue.md lists", () => {
    type Node = { properties?: Record<string, unknown>; anyOf?: Node[] };
    const defs = (schema as { $defs: Record<string, Node> }).$defs;
    const docs = readFileSync(join(ROOT, "docs/catalogue.md"), "utf8");
    /** The keys of the first column of the table that follows `heading`. */
    const tableKeys = (heading: string) => {
      const table = docs.slice(docs.indexOf(heading)).split("\n\n").find((block) => block.startsWith("| key |"))!;
      return table.split("\n").slice(2).flatMap((row) => [...row.split("|")[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    };
    const sorted = (keys: Iterable<string>) => [...keys].sort();

    expect(sorted(tableKeys("\n## Routes\n")), "docs: route keys").toEqual(sorted(ROUTE_KEYS));
    expect(sorted(Object.keys(defs.routeMapping!.properties!)), "schema: route keys").toEqual(sorted(ROUTE_KEYS));

    // A parameter is a schema plus its own keys: the docs list those, the schema adds them to the schema keys.
    expect(sorted(tableKeys("\n### Parameters\n")), "docs: parameter keys").toEqual(sorted(PARAM_KEYS));
    const mapping = defs.param!.anyOf!.find((branch) => branch.properties)!;
    const schemaKeys = Object.keys(defs.schemaKeys!.properties!);
    expect(sorted(Object.keys(mapping.properties!)), "schema: parameter keys").toEqual(sorted(PARAM_KEYS.filter((key) => !schemaKeys.includes(key))));
  });

  it("describes every key it defines, so editors can explain it", () => {
    type Node = { [key: string]: unknown; description?: string; $ref?: string; properties?: Record<string, Node> };
    const root = schema as Node & { $defs: Record<string, Node> };
    const schemaKeys = root.$defs.schemaKeys?.properties ?? {};
    const described = (node: Node) =>
      typeof node.description === "string" ||
      typeof root.$defs[node.$ref?.replace("#/$defs/", "") ?? ""]?.description === "string";
    const undescribed: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (typeof node !== "object" || node === null) return;
      for (const [key, value] of Object.entries((node as Node).properties ?? {})) {
        // Branches narrow a shared key (`required` to a list) without describing it again.
        if (!described(value) && !Object.hasOwn(schemaKeys, key)) undescribed.push(`${path}/properties/${key}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${path}/${key}`);
    };
    visit(schema, "#");
    expect(undescribed).toEqual([]);
  });
});
