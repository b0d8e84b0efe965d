import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { loadCatalogue } from "../../../../generator/load/catalogue.js";
import { readSourceDocument } from "../../../../generator/load/source.js";
import { FIXTURES, load, rejection, yaml } from "./helpers.js";

// `securitySchemes` and a route's `security` (generator/load/catalogue/security.ts).

const SCHEMES = yaml`
  securitySchemes:
    token: { type: http, scheme: Bearer }
    key: { type: apiKey, in: header, name: X-Key }
    oauth: { type: oauth2 }
`;

describe("security", () => {
  it("reads every kind of scheme, in the order written", () => {
    const { model, diagnostics } = loadCatalogue(readSourceDocument(join(FIXTURES, "valid/security.yaml")));
    expect(diagnostics).toEqual([]);
    expect(model.securitySchemes?.map(({ source: _, ...s }) => s)).toEqual([
      { name: "token", type: "http", scheme: "bearer", bearerFormat: "JWT", description: "A personal access token." },
      { name: "key", type: "apiKey", in: "query", paramName: "api_key" },
      { name: "session", type: "apiKey", in: "cookie", paramName: "sid" },
      { name: "client", type: "apiKey", in: "header", paramName: "X-Client" },
      { name: "login", type: "http", scheme: "basic" },
      { name: "oauth", type: "oauth2" },
      { name: "oidc", type: "openIdConnect" },
      { name: "tls", type: "mutualTLS" },
    ]);
  });

  it.each([
    { given: "[token, key]", want: [[{ scheme: "token", scopes: [] }], [{ scheme: "key", scopes: [] }]] },
    {
      given: "[[token, key]]",
      want: [
        [
          { scheme: "token", scopes: [] },
          { scheme: "key", scopes: [] },
        ],
      ],
    },
    { given: "[{ oauth: [read, write] }, {}]", want: [[{ scheme: "oauth", scopes: ["read", "write"] }], []] },
    { given: "[]", want: [] },
  ])("security: $given", ({ given, want }) => {
    const { model, diagnostics } = load(`${SCHEMES}routes:\n  r:\n    route: GET /a\n    security: ${given}\n`);
    expect(diagnostics).toEqual([]);
    expect(model.routes[0]!.security).toEqual(want);
  });

  it("a route without `security` takes none", () => {
    expect(load(`${SCHEMES}routes:\n  r: GET /a\n`).model.routes[0]!.security).toBeUndefined();
  });

  it.each([
    {
      given: "[tokn]",
      code: "security-scheme-unknown",
      message:
        "`security` names `tokn`, which is not a security scheme of the catalogue: the schemes are `token`, `key`, `oauth`.",
      pointer: "#/routes/r/security/0",
    },
    { given: "token", code: "invalid-value", message: "`security` must be a list", pointer: "#/routes/r/security" },
    {
      given: "[{ oauth: read }]",
      code: "invalid-value",
      message: "The scopes of `oauth` must be a list of strings",
      pointer: "#/routes/r/security/0/oauth",
    },
    {
      given: "[3]",
      code: "invalid-value",
      message: "A security alternative is a scheme name",
      pointer: "#/routes/r/security/0",
    },
  ])("rejects security: $given", ({ given, code, message, pointer }) => {
    expect(rejection(`${SCHEMES}routes:\n  r:\n    route: GET /a\n    security: ${given}\n`)).toMatchObject([
      { code, message: expect.stringContaining(message), pointer },
    ]);
  });

  it.each([
    { given: "{ type: apiKey, in: body, name: k }", message: "`in` must be `header`, `query`, `cookie`" },
    { given: "{ type: apiKey, in: query }", message: "An apiKey scheme needs the `name`" },
    { given: "{ type: apiKey, in: header, name: 'a b' }", message: "`name` must be a header name" },
    { given: "{ type: http }", message: "An http scheme needs its `scheme`" },
    { given: "{ type: bearer }", message: "A security scheme's `type` is one of" },
    { given: "{ type: http, scheme: bearer, flows: {} }", message: "Unknown key `flows`" },
  ])("rejects the scheme $given", ({ given, message }) => {
    expect(rejection(`securitySchemes:\n  s: ${given}\nroutes:\n  r: GET /a\n`)).toMatchObject([
      { message: expect.stringContaining(message) },
    ]);
  });
});
