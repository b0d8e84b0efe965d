import { describe, expect, it } from "vitest";
import { byGiven } from "../../../support/given-want.js";
import { expectDiagnostic, FILE, load, rejection, routeOf, yaml } from "./helpers.js";

// Where each of a route's `params` goes, and how it is written (generator/load/catalogue/params.ts).

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

  it("marks a JSON body optional when none of its fields is required, unless `bodyRequired` says so", () => {
    expect(routeOf("route: PATCH /x\nparams: { a: string }").body?.required).toBe(false);
    expect(routeOf("route: PATCH /x\nbodyRequired: true\nparams: { a: string }").body?.required).toBe(true);
    expect(routeOf("route: PATCH /x\nencoding: form\nbodyRequired: true\nparams: { a: string }").body).toMatchObject({
      contents: [{ encoding: "form" }],
      required: true,
    });
    // A required field makes the body required, whatever `bodyRequired` says.
    expect(
      routeOf("route: PATCH /x\nbodyRequired: false\nparams: { a: { type: string, required: true } }").body?.required,
    ).toBe(true);
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

  it("reads a `binary` parameter of the url or the headers as text, which is all they can carry", () => {
    const route = routeOf(yaml`
      route: GET /files/{name}
      params:
        name: binary
        digest: { type: binary, in: header }
        parts: { type: array, items: binary, in: query }
    `);
    expect(route.parameters.map((p) => [p.name, p.schema])).toEqual([
      ["name", { kind: "string", format: "binary" }],
      ["digest", { kind: "string", format: "binary" }],
      ["parts", { kind: "array", items: { kind: "string", format: "binary" } }],
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

  it("follows an explicit `in`: query on a POST, header, cookie, body", () => {
    const route = routeOf(yaml`
      route: DELETE /caches
      params:
        key: { type: string, in: query, required: true }
        if-match: { type: string, in: header }
        session: { type: string, in: cookie, required: true }
        reason: { type: string, in: body }
    `);
    expect(route.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["key", "query", true],
      ["if-match", "header", false],
      ["session", "cookie", true],
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

describe("headers the HTTP client writes", () => {
  it("leaves out a Content-Length or Transfer-Encoding param with a warning, as for an OpenAPI description", () => {
    const text = yaml`
      routes:
        r:
          route: PUT /files/{name}
          params:
            name: string
            Content-Length: { type: integer, in: header, required: true }
            x-length: { type: integer, in: header }
            transfer-encoding: { type: string, in: header }
    `;
    const { model, diagnostics } = load(text);
    const unsent = diagnostics.filter((d) => d.code === "param-not-sent");
    expect(unsent.map(({ severity, pointer }) => [severity, pointer])).toEqual([
      ["warning", "#/routes/r/params/Content-Length"],
      ["warning", "#/routes/r/params/transfer-encoding"],
    ]);
    expect(unsent[0]?.message).toBe(
      "`Content-Length` is left out: the HTTP client writes this header itself, from the request and its connection.",
    );
    expect(model.routes[0]?.parameters.map((p) => [p.name, p.in])).toEqual([
      ["name", "path"],
      ["x-length", "header"],
    ]);
  });
});

describe("how each value is written", () => {
  it("reads `allowReserved` of a query parameter, and styles of the url, the query and headers", () => {
    const route = routeOf(yaml`
      route: GET /things/{id}
      params:
        id: { type: array, items: string, style: label, explode: true }
        q: { type: string, allowReserved: true }
        sort: { type: array, items: string, style: pipeDelimited }
    `);
    expect(
      route.parameters.map(({ name, style, explode, allowReserved }) => ({ name, style, explode, allowReserved })),
    ).toEqual([
      { name: "id", style: "label", explode: true, allowReserved: undefined },
      { name: "q", style: undefined, explode: undefined, allowReserved: true },
      { name: "sort", style: "pipeDelimited", explode: undefined, allowReserved: undefined },
    ]);
  });

  describe("reports a key that does not fit where the param goes, and an encoding or bodyRequired without a body made of params", () => {
    const cases: { given: string; want: { code: string; pointer: string; message: string } }[] = [
      {
        given: "route: POST /a\nparams: { a: { type: object, style: deepObject } }",
        want: {
          code: "key-conflict",
          pointer: "#/routes/r/params/a/style",
          message: "a key of a JSON body is sent as JSON",
        },
      },
      {
        given: "route: POST /a\nparams: { a: { type: binary, contentType: image/png } }",
        want: {
          code: "key-conflict",
          pointer: "#/routes/r/params/a/contentType",
          message: "the media type of a multipart part or of a form field sent as JSON",
        },
      },
      {
        given:
          "route: POST /a\nencoding: multipart\nparams: { a: { type: array, items: string, allowReserved: true } }",
        want: {
          code: "key-conflict",
          pointer: "#/routes/r/params/a/allowReserved",
          message: "`allowReserved` is a form's",
        },
      },
      {
        given: "route: POST /a\nencoding: form\nparams: { a: { type: object, style: matrix } }",
        want: {
          code: "invalid-value",
          pointer: "#/routes/r/params/a/style",
          message: "`style` of a form field must be one of",
        },
      },
      {
        given: "route: GET /a{?q}\nparams: { q: { type: string, allowReserved: true } }",
        want: {
          code: "key-conflict",
          pointer: "#/routes/r/params/q/allowReserved",
          message: "declare the parameter `in: query` and leave it out of the url",
        },
      },
      {
        given: "route: GET /a/{p}\nparams: { p: { type: string, allowReserved: true } }",
        want: { code: "key-conflict", pointer: "#/routes/r/params/p/allowReserved", message: "write `{+name}`" },
      },
      {
        given: "route: POST /a\nencoding: form\ndata: string",
        want: { code: "key-conflict", pointer: "#/routes/r/encoding", message: "`data` is sent as it is" },
      },
      {
        given: "route: POST /a\nencoding: form\nparams: { a: { type: string, in: query } }",
        want: { code: "key-conflict", pointer: "#/routes/r/encoding", message: "place params `in: body`" },
      },
      {
        given: "route: GET /a\nencoding: multipart",
        want: { code: "key-conflict", pointer: "#/routes/r/encoding", message: "GET requests have no body" },
      },
      {
        given: "route: POST /a\nencoding: xml\nparams: { a: string }",
        want: {
          code: "invalid-value",
          pointer: "#/routes/r/encoding",
          message: "must be one of `json`, `form`, `multipart`",
        },
      },
      {
        given: "route: POST /a\nbodyRequired: true\ndata: string",
        want: {
          code: "key-conflict",
          pointer: "#/routes/r/bodyRequired",
          message: "`data` says it with its own `required`",
        },
      },
      {
        given: "route: POST /a\nbodyRequired: true\nparams: { a: { type: string, in: query } }",
        want: { code: "key-conflict", pointer: "#/routes/r/bodyRequired", message: "place params `in: body`" },
      },
      {
        given: "route: GET /a\nbodyRequired: true",
        want: { code: "key-conflict", pointer: "#/routes/r/bodyRequired", message: "GET requests have no body" },
      },
      {
        given: "route: POST /a\nbodyRequired: yes\nparams: { a: string }",
        want: { code: "invalid-value", pointer: "#/routes/r/bodyRequired", message: "must be `true` or `false`" },
      },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      const text = `routes:\n  r:\n${given.replace(/^/gm, "    ")}\n`;
      const found = rejection(text).filter((d) => d.code === want.code);
      expect(found.map((d) => d.pointer)).toEqual([want.pointer]);
      expect(found[0]!.message).toContain(want.message);
    });
  });
});

describe("params in the wrong place", () => {
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

  it("leaves parameters named like the builder's options to planning, and checks header names", () => {
    const route = routeOf(
      "route: POST /a/{url}\nparams:\n  url: string\n  data: string\n  accept: { type: string, in: header }",
    );
    expect(route.parameters.map((p) => p.name)).toEqual(["url", "accept"]);
    expect(route.body?.contents).toMatchObject([{ encoding: "json", schema: { properties: [{ name: "data" }] } }]);
    expect(route.body?.whole).toBeUndefined();
    const text = "routes:\n  r:\n    route: GET /a\n    params:\n      bad header: { type: string, in: header }\n";
    expectDiagnostic(rejection(text), text, "invalid-value", "#/routes/r/params/bad header", "{ type");
    const cookie = "routes:\n  r:\n    route: GET /a\n    params:\n      bad;cookie: { type: string, in: cookie }\n";
    expectDiagnostic(rejection(cookie), cookie, "invalid-value", "#/routes/r/params/bad;cookie", "{ type");
  });
});
