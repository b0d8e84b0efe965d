import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { failure, fixtures, load, route } from "./helpers.js";

// The versions a description is read as (generator/load/openapi/index.ts, `openApi3`), and what
// OpenAPI 3.2 adds that a request builder must read: the `query` method, `additionalOperations`, the
// `querystring` parameter (operations.ts, parameters.ts).

const ok = `paths:\n  /pets:\n    get:\n      responses: { "200": { description: ok } }\n`;
const info = `info: { title: t, version: "1" }\nservers: [{ url: "https://api.example.com" }]\n`;

describe("a version YAML reads as a number is read as the version it means, with a note at it", () => {
  it.each([
    { given: "swagger: 2.0", field: "swagger", text: "2.0", written: "2" },
    { given: "openapi: 3.0", field: "openapi", text: "3.0", written: "3" },
    { given: "openapi: 3.1", field: "openapi", text: "3.1", written: "3.1" },
    { given: "openapi: 3.2", field: "openapi", text: "3.2", written: "3.2" },
  ])("$given", ({ given, field, text, written }) => {
    const document = `${given}\n${info}${field === "swagger" ? `host: api.example.com\nschemes: [https]\n` : ""}${ok}`;
    const { model, diagnostics } = load(document);
    expect(model.routes.map((r) => r.id)).toEqual(["GET /pets"]);
    expect(diagnostics).toEqual([
      {
        code: "version-number",
        severity: "note",
        message: `\`${field}: ${written}\` is a number; read as the version "${text}" (quote it: \`${field}: "${text}"\`)`,
        file: expect.any(String),
        pointer: `#/${field}`,
        ...positionOf(document, given.split(" ")[1]!),
      },
    ]);
  });

  it("other numbers are still no version it reads", () => {
    expect(failure(`openapi: 3.3\n${info}${ok}`)[0]).toMatchObject({
      code: "openapi-version",
      pointer: "#/openapi",
      message: "OpenAPI 3.3 is not supported; use 3.0, 3.1 or 3.2",
    });
    expect(failure(`swagger: 1.2\n${ok}`)[0]).toMatchObject({ code: "openapi-version", pointer: "#/swagger" });
  });
});

describe("OpenAPI 3.2", () => {
  it("reads the `query` method and `additionalOperations`, each method as written", () => {
    const document = `openapi: 3.2.0
${info}paths:
  /pets:
    query:
      operationId: findPets
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { name: { type: string } } }
      responses: { "200": { description: ok } }
    additionalOperations:
      COPY:
        operationId: copyPets
        responses: { "201": { description: ok } }
      POST:
        responses: { "201": { description: ok } }
      "NOT A METHOD":
        responses: { "201": { description: ok } }
`;
    const { model, diagnostics } = load(document);
    expect(model.routes.map((r) => [r.id, r.method])).toEqual([
      ["findPets", "QUERY"],
      ["copyPets", "COPY"],
    ]);
    expect(route(model, "findPets").body?.contents[0]?.mediaType).toBe("application/json");
    expect(diagnostics.map(({ code, severity, message, pointer }) => ({ code, severity, message, pointer }))).toEqual([
      {
        code: "invalid-document",
        severity: "warning",
        message: "additional operation `POST` is left out: its operation belongs under `post`",
        pointer: "#/paths/~1pets/additionalOperations/POST",
      },
      {
        code: "invalid-document",
        severity: "warning",
        message: "additional operation `NOT A METHOD` is left out: it is no HTTP method name",
        pointer: "#/paths/~1pets/additionalOperations/NOT A METHOD",
      },
    ]);
  });

  it("reads a form-encoded `querystring` parameter as the query's pairs: an object in style form, exploded, marked a query string", () => {
    const document = `openapi: 3.2.0
${info}paths:
  /search:
    get:
      operationId: search
      parameters:
        - name: filter
          in: querystring
          content:
            application/x-www-form-urlencoded:
              schema: { type: object, properties: { q: { type: string }, page: { type: integer } } }
        - name: raw
          in: querystring
          content:
            application/json:
              schema: { type: object }
      responses: { "200": { description: ok } }
`;
    const { model, diagnostics } = load(document);
    expect(route(model, "search").parameters).toEqual([
      expect.objectContaining({
        name: "filter",
        in: "query",
        querystring: true,
        style: "form",
        explode: true,
        schema: expect.objectContaining({ kind: "object" }),
      }),
    ]);
    expect(diagnostics.map(({ code, message, pointer }) => ({ code, message, pointer }))).toEqual([
      {
        code: "param-not-sent",
        message:
          'querystring parameter "raw" is left out: its content is application/json, and only a form-encoded (application/x-www-form-urlencoded) query is sent',
        pointer: "#/paths/~1search/get/parameters/1",
      },
    ]);
  });
});

describe("OpenAPI 3.2 on the wire: what a request could not carry as described is left out or warned about", () => {
  it("a form-encoded `querystring` whose schema cannot be an object is left out: its pairs would be named after the parameter, which a query string never sends", () => {
    const querystring = (name: string, schema: string) =>
      `        - { name: ${name}, in: querystring, content: { application/x-www-form-urlencoded: { schema: ${schema} } } }\n`;
    const operation = (id: string, name: string, schema: string) =>
      `    ${id}:\n      parameters:\n${querystring(name, schema)}      responses: { "204": { description: ok } }\n`;
    const document = `openapi: 3.2.0
${info}paths:
  /a:
${operation("get", "text", "{ type: string }")}${operation("put", "list", "{ type: array, items: { type: string } }")}${operation("post", "named", '{ $ref: "#/components/schemas/Text" }')}
  /b:
${operation("get", "criteria", '{ $ref: "#/components/schemas/Criteria" }')}${operation("put", "either", "{ oneOf: [{ type: string }, { type: object, properties: { q: { type: string } } }] }")}${operation("post", "any", "{}")}components:
  schemas:
    Text: { type: string }
    Criteria: { type: object, properties: { q: { type: string } } }
`;
    const { model, diagnostics } = load(document);
    expect(model.routes.map((r) => [r.id, r.parameters.map((p) => p.name)])).toEqual([
      ["GET /a", []],
      ["PUT /a", []],
      ["POST /a", []],
      ["GET /b", ["criteria"]],
      ["PUT /b", ["either"]],
      ["POST /b", ["any"]],
    ]);
    expect(diagnostics.map(({ code, severity, message, pointer }) => ({ code, severity, message, pointer }))).toEqual(
      [
        ["text", "a string", "get"],
        ["list", "a list", "put"],
        ["named", "a string", "post"],
      ].map(([name, what, method]) => ({
        code: "param-not-sent",
        severity: "warning",
        message: `querystring parameter "${name}" is left out: its form content is ${what}, and only an object's members can be the query's pairs (${name}=... would name the parameter, which a query string does not send)`,
        pointer: `#/paths/~1a/${method}/parameters/0`,
      })),
    );
  });

  /** A 3.2 description of one form-encoded query string, its media type's `encoding` as given (YAML flow). */
  const queryString = (encoding: string) => `openapi: 3.2.0
${info}paths:
  /find:
    get:
      parameters:
        - name: criteria
          in: querystring
          content:
            application/x-www-form-urlencoded:
              schema: { type: object, properties: { ids: { type: array, items: { type: integer } }, meta: { type: object }, filter: { type: object }, next: { type: string } } }
              ${encoding}
      responses: { "204": { description: ok } }
`;

  it("a form-encoded `querystring` whose media type has an `encoding`: each member's is read as a form body property's, with no note", () => {
    const { model, diagnostics } = load(
      queryString(
        "encoding: { ids: { style: pipeDelimited, explode: false }, meta: { contentType: application/json }, filter: { style: deepObject, explode: true }, next: { allowReserved: true } }",
      ),
    );
    expect(model.routes[0]!.parameters).toEqual([
      expect.objectContaining({
        name: "criteria",
        in: "query",
        querystring: true,
        style: "form",
        explode: true,
        propertyEncodings: {
          ids: { style: "pipeDelimited", explode: false },
          meta: { contentType: "application/json", json: true },
          filter: { style: "deepObject", explode: true },
          next: { allowReserved: true },
        },
      }),
    ]);
    expect(diagnostics).toEqual([]);
  });

  it("a form-encoded `querystring` without an `encoding` has none; a style no form property takes is refused where it is written", () => {
    const plain = load(queryString(""));
    expect(plain.model.routes[0]!.parameters[0]!.propertyEncodings).toBeUndefined();
    expect(plain.diagnostics).toEqual([]);
    const refused = failure(queryString("encoding: { ids: { style: matrix } }"));
    expect(refused.map(({ code, severity, pointer }) => ({ code, severity, pointer }))).toEqual([
      {
        code: "invalid-document",
        severity: "error",
        pointer: "#/paths/~1find/get/parameters/0/content/application~1x-www-form-urlencoded/encoding/ids/style",
      },
    ]);
  });

  it("an additional method with lowercase letters is read as written, with a warning: no call sends that spelling", () => {
    const document = `openapi: 3.2.0
${info}paths:
  /cache:
    additionalOperations:
      Purge: { operationId: purge, responses: { "204": { description: ok } } }
      PURGEALL: { operationId: purgeAll, responses: { "204": { description: ok } } }
`;
    const { model, diagnostics } = load(document);
    expect(model.routes.map((r) => r.method)).toEqual(["Purge", "PURGEALL"]);
    expect(diagnostics.map(({ code, severity, message, pointer }) => ({ code, severity, message, pointer }))).toEqual([
      {
        code: "method-case",
        severity: "warning",
        message:
          "additional operation `Purge`: HTTP methods are case-sensitive, but request options carry methods lowercased (`purge`) and toFetch, axios and got send them uppercased (`PURGE`): the server must take that spelling",
        pointer: "#/paths/~1cache/additionalOperations/Purge",
      },
    ]);
  });

  it("a cookie in style cookie is read as that style, exploded unless it says not, without a note", () => {
    const document = `openapi: 3.2.0
${info}paths:
  /session:
    get:
      parameters:
        - { name: session, in: cookie, style: cookie, schema: { type: string } }
        - { name: seen, in: cookie, style: cookie, explode: false, schema: { type: array, items: { type: string } } }
      responses: { "204": { description: ok } }
`;
    const { model, diagnostics } = load(document);
    expect(model.routes[0]!.parameters).toEqual([
      expect.objectContaining({ name: "session", in: "cookie", style: "cookie", explode: true }),
      expect.objectContaining({ name: "seen", in: "cookie", style: "cookie", explode: false }),
    ]);
    expect(diagnostics).toEqual([]);
  });

  it("style cookie anywhere but in a cookie is an error that names the styles allowed there", () => {
    const document = `openapi: 3.2.0
${info}paths:
  /session:
    get:
      parameters:
        - { name: session, in: query, style: cookie, schema: { type: string } }
      responses: { "204": { description: ok } }
`;
    expect(() => load(document)).toThrow(
      'error invalid-document: style "cookie" is not allowed in query; use form, spaceDelimited, pipeDelimited, deepObject (at #/paths/~1session/get/parameters/0/style)',
    );
  });
});

describe("what OpenAPI 3.2 adds that routegen reads another way, or leaves out: a note at it", () => {
  it("reads a shared media type, a cookie in style cookie; notes $self and itemSchema", () => {
    const { model, diagnostics } = load(readFileSync(join(fixtures, "../breadth/openapi-3.2.yaml"), "utf8"));
    expect(route(model, "postEvent").body?.contents[0]?.schema).toEqual({ kind: "ref", name: "Event" });
    expect(route(model, "whoami").parameters[0]).toMatchObject({ name: "session", in: "cookie", style: "cookie" });
    expect(diagnostics.map(({ code, severity, pointer }) => ({ code, severity, pointer }))).toEqual([
      { code: "version-number", severity: "note", pointer: "#/openapi" },
      {
        code: "not-applied",
        severity: "note",
        pointer: "#/paths/~1events/post/responses/200/content/application~1jsonl/itemSchema",
      },
      { code: "not-applied", severity: "note", pointer: "#/$self" },
    ]);
  });
});

describe("a parameter whose `$ref` beside its `name` and `in` points at a schema", () => {
  const parameters = (ref: string) => `      parameters:\n        - { name: filter, in: query, $ref: "${ref}" }\n`;
  it.each([
    {
      name: "Swagger 2.0",
      document: `swagger: "2.0"\ninfo: { title: t, version: "1" }\nhost: api.example.com\nschemes: [https]\npaths:\n  /pets:\n    get:\n${parameters("#/definitions/Filter")}      responses: { "200": { description: ok } }\ndefinitions:\n  Filter: { type: string, enum: [a, b] }\n`,
    },
    {
      name: "OpenAPI 3",
      document: `openapi: 3.0.3\n${info}paths:\n  /pets:\n    get:\n${parameters("#/components/schemas/Filter")}      responses: { "200": { description: ok } }\ncomponents:\n  schemas:\n    Filter: { type: string, enum: [a, b] }\n`,
    },
  ])("$name: that schema is the parameter's, with a warning at the `$ref`", ({ document }) => {
    const { model, diagnostics } = load(document);
    expect(model.routes[0]!.parameters).toEqual([
      expect.objectContaining({ name: "filter", in: "query", schema: { kind: "ref", name: "Filter" } }),
    ]);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "param-schema-ref",
        severity: "warning",
        message: 'parameter "filter": its `$ref` points at a schema, read as the parameter\'s `schema`',
        pointer: "#/paths/~1pets/get/parameters/0/$ref",
        ...positionOf(document, `"#/`),
      }),
    ]);
  });
});
