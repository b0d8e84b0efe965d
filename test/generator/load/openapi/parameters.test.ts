import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { byGiven } from "../../../support/given-want.js";
import { failure, FILE, load, route } from "./helpers.js";

// Parameter objects (generator/load/openapi/parameters.ts): merged, resolved, styled and checked against the path.

describe("parameters", () => {
  const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /repos/{owner}/{repo}:
    parameters:
      - $ref: "#/components/parameters/owner"
      - { name: repo, in: path, required: true, x-ms-skip-url-encoding: true, schema: { type: string } }
      - { name: page, in: query, description: from the path item, schema: { type: integer } }
      - { name: x-trace, in: header, required: true, description: from the path item, schema: { type: integer } }
    get:
      operationId: get
      parameters:
        - { name: page, in: query, description: from the operation, schema: { type: integer } }
        - { name: page, in: header, schema: { type: string } }
        - { name: q, in: query, required: true, deprecated: true, allowReserved: true, schema: { type: string } }
        - { name: ids, in: query, style: pipeDelimited, explode: false, schema: { type: array, items: { type: integer } } }
        - { name: X-Trace, in: header, description: from the operation, schema: { type: string } }
        - { name: Accept, in: header, schema: { type: string } }
        - { name: session, in: cookie, schema: { type: string } }
        - { name: where, in: query, content: { application/json: { schema: { type: object } } } }
        - { name: tabs, in: query, style: form, explode: false, x-collectionFormat: tsv, schema: { type: array, items: { type: string } } }
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
      "cookie:session",
      "query:where",
      "query:tabs",
    ]);
    expect(parameters[2]?.description).toBe("from the operation");
  });

  it("lets an operation's header replace its path item's of another spelling: header names ignore case", () => {
    const trace = route(load(text).model, "get").parameters.filter((p) => p.name.toLowerCase() === "x-trace");
    expect(trace).toEqual([
      expect.objectContaining({
        name: "X-Trace",
        required: false,
        description: "from the operation",
        schema: { kind: "string" },
      }),
    ]);
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
    // AutoRest's x-ms-skip-url-encoding (Azure's multi-segment `{scope}`) asks the same: reserved characters kept.
    expect(byName.get("path:repo")?.allowReserved).toBe(true);
    expect(byName.get("query:where")?.schema).toEqual({ kind: "object", properties: [] });
    // Swagger 2.0's tsv, kept as an extension by an upgrade or a converter: tab-separated.
    expect(byName.get("query:tabs")).toMatchObject({ style: "tabDelimited", explode: false });
  });

  it("reads a parameter described by a JSON `content` as JSON text to send; a header's as the text itself", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /x:
    get:
      operationId: get
      parameters:
        - { name: where, in: query, content: { application/json: { schema: { type: object } } } }
        - { name: plain, in: query, content: { text/plain: { schema: { type: string } } } }
        - { name: x-filter, in: header, content: { application/vnd.filter+json: { schema: { type: object } } } }
      responses: {}
`;
    const { model, diagnostics } = load(text);
    expect(diagnostics).toEqual([]);
    expect(route(model, "get").parameters.map(({ name, schema, json }) => ({ name, kind: schema.kind, json }))).toEqual(
      [
        { name: "where", kind: "object", json: true },
        { name: "plain", kind: "string", json: undefined },
        { name: "x-filter", kind: "string", json: undefined },
      ],
    );
  });

  it("reads cookie parameters in style form, and skips Accept headers silently", () => {
    const { model, diagnostics } = load(text);
    expect(diagnostics).toEqual([]);
    const session = route(model, "get").parameters.find((p) => p.in === "cookie");
    expect(session).toMatchObject({ name: "session", style: "form", explode: true, required: false });
  });

  it("leaves out header and cookie parameters whose names are not tokens, with a warning at the name", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /x:
    get:
      operationId: x
      parameters:
        - { name: "x-h: y", in: header, schema: { type: string } }
        - { name: "", in: header, schema: { type: string } }
        - { name: x-ok, in: header, schema: { type: string } }
        - { name: "a b", in: query, schema: { type: string } }
        - { name: "sid;x", in: cookie, schema: { type: string } }
      responses: {}
`;
    const { model, diagnostics } = load(text);
    // The operation is generated with the parameters that can be sent (a query name is percent-encoded).
    expect(route(model, "x").parameters.map((p) => p.name)).toEqual(["x-ok", "a b"]);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "param-not-sent",
        severity: "warning",
        pointer: "#/paths/~1x/get/parameters/0/name",
        ...positionOf(text, '"x-h: y"'),
      }),
      expect.objectContaining({
        code: "param-not-sent",
        severity: "warning",
        pointer: "#/paths/~1x/get/parameters/1/name",
        ...positionOf(text, '""'),
      }),
      expect.objectContaining({
        code: "param-not-sent",
        severity: "warning",
        pointer: "#/paths/~1x/get/parameters/4/name",
        ...positionOf(text, '"sid;x"'),
      }),
    ]);
    expect(diagnostics[0]?.message).toBe(
      'header parameter "x-h: y" is left out: a header name is a token: letters, digits and !#$%&\'*+-.^_`|~, no spaces, `:` or control characters',
    );
  });

  it("leaves out the headers the HTTP client writes itself (framing, host, hop-by-hop), with a warning at the name", () => {
    // Azure's Data Lake append requires `Transfer-Encoding: chunked`, which Node's fetch refuses to send.
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /x:
    post:
      operationId: x
      parameters:
        - { name: Transfer-Encoding, in: header, required: true, schema: { type: string, enum: [chunked] } }
        - { name: Content-Length, in: header, required: true, schema: { type: integer } }
        - { name: x-length, in: header, schema: { type: integer } }
        - { name: Host, in: query, schema: { type: string } }
        - { name: Expect, in: header, schema: { type: string } }
      responses: {}
`;
    const { model, diagnostics } = load(text);
    // A query parameter of such a name is a query parameter like any other.
    expect(route(model, "x").parameters.map((p) => `${p.in} ${p.name}`)).toEqual(["header x-length", "query Host"]);
    expect(diagnostics.map(({ code, severity, pointer }) => ({ code, severity, pointer }))).toEqual(
      [0, 1, 4].map((index) => ({
        code: "param-not-sent",
        severity: "warning",
        pointer: `#/paths/~1x/post/parameters/${index}/name`,
      })),
    );
    expect(diagnostics[0]?.message).toBe(
      'header parameter "Transfer-Encoding" is left out: the HTTP client writes it, from the request and its connection',
    );
  });

  describe("reads every path style", () => {
    const cases: { given: { style: string; explode?: boolean }; want: { style: string; explode: boolean } }[] = [
      { given: { style: "label", explode: true }, want: { style: "label", explode: true } },
      { given: { style: "matrix" }, want: { style: "matrix", explode: false } },
      { given: { style: "simple", explode: true }, want: { style: "simple", explode: true } },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      const parameter = { name: "v", in: "path", required: true, ...given, schema: {} };
      const paths = { "/p/{v}": { get: { operationId: "x", parameters: [parameter], responses: {} } } };
      const { model } = load(JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }));
      expect(route(model, "x").parameters[0]).toMatchObject(want);
    });
  });

  describe("reads `format: binary` in a url or a header as text, not bytes", () => {
    const binary = { type: "string", format: "binary" };
    const cases: { given: { in: string; schema: object }; want: object }[] = [
      { given: { in: "query", schema: binary }, want: { kind: "string", format: "binary" } },
      { given: { in: "header", schema: binary }, want: { kind: "string", format: "binary" } },
      { given: { in: "cookie", schema: binary }, want: { kind: "string", format: "binary" } },
      {
        given: { in: "query", schema: { type: "array", items: binary } },
        want: { kind: "array", items: { kind: "string", format: "binary" } },
      },
      {
        given: { in: "query", schema: { type: "string", contentMediaType: "image/png" } },
        want: { kind: "string", format: "binary" },
      },
      { given: { in: "query", schema: { type: "string", format: "byte" } }, want: { kind: "string", format: "byte" } },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      const paths = { "/p": { get: { operationId: "x", parameters: [{ name: "v", ...given }], responses: {} } } };
      const { model } = load(JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }));
      expect(route(model, "x").parameters[0]?.schema).toEqual(want);
    });
  });

  it("reports a style the location does not allow", () => {
    const bad = text.replace("style: pipeDelimited", "style: matrix");
    expect(failure(bad)[0]).toMatchObject({
      code: "invalid-document",
      pointer: "#/paths/~1repos~1{owner}~1{repo}/get/parameters/3/style",
      ...positionOf(bad, "matrix"),
    });
  });

  describe("checks the parameters against the path, with a warning for each it mends", () => {
    const doc = (path: string, operationId: string, parameters: string[]) => `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  ${path}:
    get:
      operationId: ${operationId}
      parameters:
${parameters.map((p) => `        - ${p}\n`).join("")}      responses: {}
`;
    const org = "{ name: org, in: path, required: true, schema: { type: string } }";
    const cases = [
      {
        name: "an undeclared path parameter is added as a required string, the warning at the operation",
        given: { path: "/orgs/{org}/teams/{team}", operationId: "team", parameters: [org] },
        want: {
          warning: {
            code: "path-param-undeclared",
            pointer: "#/paths/~1orgs~1{org}~1teams~1{team}/get",
            at: "operationId: team",
          },
          parameters: [{ name: "org" }, { name: "team", in: "path", required: true, schema: { kind: "string" } }],
        },
      },
      {
        name: "a declared path parameter the path does not have is dropped, the warning where it is listed",
        given: {
          path: "/orgs/{org}",
          operationId: "org",
          parameters: [org, "{ name: team, in: path, required: true, schema: { type: string } }"],
        },
        want: {
          warning: { code: "path-param-unused", pointer: "#/paths/~1orgs~1{org}/get/parameters/1", at: "{ name: team" },
          parameters: [{ name: "org" }],
        },
      },
      {
        name: "of a parameter listed twice in one list, the last is kept",
        given: {
          path: "/a",
          operationId: "a",
          parameters: [
            "{ name: q, in: query, schema: { type: string } }",
            "{ name: q, in: query, schema: { type: integer } }",
          ],
        },
        want: {
          warning: {
            code: "duplicate-parameter",
            pointer: "#/paths/~1a/get/parameters/1",
            at: "{ name: q, in: query, schema: { type: integer",
          },
          parameters: [{ name: "q", schema: { kind: "integer" } }],
        },
      },
    ];
    it.each(cases)("$name", ({ given, want }) => {
      const text = doc(given.path, given.operationId, given.parameters);
      const { model, diagnostics } = load(text);
      const { code, pointer, at } = want.warning;
      expect(diagnostics).toEqual([
        expect.objectContaining({ code, severity: "warning", pointer, ...positionOf(text, at) }),
      ]);
      expect(route(model, given.operationId).parameters).toMatchObject(want.parameters);
    });
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
