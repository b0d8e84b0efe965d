import { describe, expect, it } from "vitest";
import { loadOpenApi } from "../../../../generator/load/openapi/index.js";
import { parseSourceDocument } from "../../../../generator/load/source.js";

// OpenAPI's security schemes and requirements, as the model holds them: each scheme by name, and each
// route's effective requirements (its operation's, else the document's; `[]` none; `{}` optional).

const load = (text: string, file = "api.yaml") => loadOpenApi(parseSourceDocument(file, text));
const said = (text: string) =>
  load(text).diagnostics.map(({ code, severity, message, pointer }) => ({ code, severity, message, pointer }));

const api = (schemes: string, security = "", operation = "") => `openapi: 3.1.0
info: { title: t, version: "1" }
servers: [{ url: "https://api.example.com" }]
${security}
components:
  securitySchemes:
${schemes}
paths:
  /pets:
    get:
      operationId: listPets
${operation}      responses: { "200": { description: ok } }
`;

describe("security schemes", () => {
  it.each([
    {
      given: "{ type: apiKey, in: query, name: api_key, description: The key. }",
      want: { type: "apiKey", in: "query", paramName: "api_key", description: "The key." },
    },
    { given: "{ type: apiKey, in: cookie, name: sid }", want: { type: "apiKey", in: "cookie", paramName: "sid" } },
    {
      given: "{ type: http, scheme: Bearer, bearerFormat: JWT }",
      want: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
    },
    { given: "{ type: http, scheme: basic }", want: { type: "http", scheme: "basic" } },
    { given: "{ type: oauth2, flows: {} }", want: { type: "oauth2" } },
    { given: "{ type: openIdConnect, openIdConnectUrl: 'https://x' }", want: { type: "openIdConnect" } },
  ])("$given", ({ given, want }) => {
    const { model } = load(api(`    s: ${given}`));
    expect(model.securitySchemes).toEqual([
      { name: "s", ...want, source: { file: "api.yaml", pointer: "#/components/securitySchemes/s" } },
    ]);
  });

  it.each([
    { given: "{ type: apiKey, in: body, name: k }", want: 'apiKey scheme "s" needs `in`' },
    { given: "{ type: apiKey, in: header, name: 'x key' }", want: 'apiKey scheme "s" needs `in`' },
    { given: "{ type: http }", want: 'http scheme "s" names no `scheme`' },
    { given: "{ type: password }", want: 'security scheme "s" has no `type` routegen knows' },
  ])("a scheme routegen cannot send is left out, with a warning: $given", ({ given, want }) => {
    const { model, diagnostics } = load(api(`    s: ${given}`));
    expect(model.securitySchemes).toBeUndefined();
    expect(diagnostics).toMatchObject([
      {
        code: "security-invalid",
        severity: "warning",
        message: expect.stringContaining(want),
        pointer: "#/components/securitySchemes/s",
      },
    ]);
  });

  it("mutualTLS is kept, and noted as not applied: the HTTP client presents the certificate", () => {
    const { model } = load(api("    tls: { type: mutualTLS }"));
    expect(model.securitySchemes).toMatchObject([{ name: "tls", type: "mutualTLS" }]);
    expect(said(api("    tls: { type: mutualTLS }"))).toEqual([
      {
        code: "security-not-applied",
        severity: "note",
        message: expect.stringContaining("mutualTLS schemes (tls) are not applied"),
        pointer: "#/components/securitySchemes",
      },
    ]);
  });

  it("a description without schemes has none, and says nothing", () => {
    const { model, diagnostics } = load(`openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths: {}\n`);
    expect(model.securitySchemes).toBeUndefined();
    expect(diagnostics).toEqual([]);
  });
});

describe("a route's requirements", () => {
  const schemes =
    "    a: { type: http, scheme: bearer }\n    b: { type: apiKey, in: header, name: x-b }\n    c: { type: oauth2, flows: {} }";
  it.each([
    { name: "nothing declared: none", security: "", operation: "", want: undefined },
    {
      name: "the document's",
      security: "security: [{ a: [] }, { b: [] }]",
      operation: "",
      want: [[{ scheme: "a", scopes: [] }], [{ scheme: "b", scopes: [] }]],
    },
    {
      name: "the operation's over the document's",
      security: "security: [{ a: [] }]",
      operation: "      security: [{ b: [], c: [read, write] }]\n",
      want: [
        [
          { scheme: "b", scopes: [] },
          { scheme: "c", scopes: ["read", "write"] },
        ],
      ],
    },
    {
      name: "`security: []`: none, whatever the document says",
      security: "security: [{ a: [] }]",
      operation: "      security: []\n",
      want: [],
    },
    {
      name: "`{}`: an empty alternative (optional)",
      security: "",
      operation: "      security: [{ a: [] }, {}]\n",
      want: [[{ scheme: "a", scopes: [] }], []],
    },
  ])("$name", ({ security, operation, want }) => {
    const { model, diagnostics } = load(api(schemes, security, operation));
    expect(model.routes[0]!.security).toEqual(want);
    expect(diagnostics).toEqual([]);
  });

  it("an alternative naming a scheme the description does not declare is left out, with a warning at the name", () => {
    const { model } = load(api(schemes, "", "      security: [{ a: [], nope: [] }, { b: [] }]\n"));
    expect(model.routes[0]!.security).toEqual([[{ scheme: "b", scopes: [] }]]);
    expect(said(api(schemes, "", "      security: [{ a: [], nope: [] }, { b: [] }]\n"))).toEqual([
      {
        code: "security-scheme-unknown",
        severity: "warning",
        message: expect.stringContaining('names "nope"'),
        pointer: "#/paths/~1pets/get/security/0/nope",
      },
    ]);
  });

  it("a `security` that is not a list is ignored, with a warning", () => {
    expect(said(api(schemes, "security: { a: [] }"))).toMatchObject([
      { code: "security-invalid", pointer: "#/security" },
    ]);
  });

  it("Swagger 2.0: securityDefinitions and requirements arrive upgraded", () => {
    const swagger = JSON.stringify({
      swagger: "2.0",
      info: { title: "t", version: "1" },
      host: "api.example.com",
      securityDefinitions: {
        basic: { type: "basic" },
        key: { type: "apiKey", name: "api_key", in: "query" },
        oauth: { type: "oauth2", flow: "application", tokenUrl: "https://t", scopes: {} },
      },
      security: [{ oauth: [] }],
      paths: {
        "/pets": {
          get: { security: [{ basic: [] }, { key: [] }], responses: { 200: { description: "ok" } } },
          post: { responses: { 201: { description: "ok" } } },
        },
      },
    });
    const { model } = load(swagger, "api.json");
    expect(
      model.securitySchemes?.map(({ name, type, scheme, in: where, paramName }) => ({
        name,
        type,
        scheme,
        in: where,
        paramName,
      })),
    ).toEqual([
      { name: "basic", type: "http", scheme: "basic", in: undefined, paramName: undefined },
      { name: "key", type: "apiKey", scheme: undefined, in: "query", paramName: "api_key" },
      { name: "oauth", type: "oauth2", scheme: undefined, in: undefined, paramName: undefined },
    ]);
    expect(model.routes.map((r) => r.security)).toEqual([
      [[{ scheme: "basic", scopes: [] }], [{ scheme: "key", scopes: [] }]],
      [[{ scheme: "oauth", scopes: [] }]],
    ]);
  });
});
