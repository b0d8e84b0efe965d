import { describe, expect, it } from "vitest";
import { withAuthTypes } from "../../../generator/emit/auth-code.js";
import { emitSdk } from "../../../generator/emit/index.js";
import type { Route, SecurityScheme } from "../../../generator/model.js";
import { planSdk } from "../../../generator/plan/plan.js";
import type { AuthSchemePlan } from "../../../generator/plan/security.js";
import { withDefaults, type Defaults, type RequestOptions } from "../../../runtime/index.js";
import { importSdk } from "../../support/generated-sdk.js";
import { model, route, source } from "../../support/model.js";

// The credentials part of endpoint.ts (emit/auth-code.ts) and the functions that use it: present only
// for an API that declares schemes, and safe for any scheme name a description gives.

const scheme = (name: string, fields: Omit<SecurityScheme, "name" | "source">): SecurityScheme => ({
  name,
  ...fields,
  source,
});
const secured = (names: string[][]): Route =>
  route({
    method: "GET",
    url: "/a",
    operationId: "getA",
    security: names.map((alternative) => alternative.map((name) => ({ scheme: name, scopes: [] }))),
  });
const api = { baseUrl: "https://h.example.test", headers: Object.freeze({}) } as Defaults;

describe("credentials in generated code", () => {
  it("an API without schemes: endpoint.ts and its functions have none of it", () => {
    const files = emitSdk(planSdk(model([route({ method: "GET", url: "/a" })])));
    const text = files.map((f) => f.text).join("\n");
    expect(text).not.toMatch(/withAuth|securitySchemes|Auth\b|Credential/);
    expect(files.find((f) => f.path === "endpoint.ts")!.text).toContain("options: DefaultsOptions<ServerName>,");
  });

  it("hostile scheme names (`__proto__`, `constructor`, quotes, comment ends) are keys like any other, in types and on the wire", async () => {
    const schemes = [
      scheme("__proto__", { type: "http", scheme: "bearer", description: "ends */ here" }),
      scheme('a-"b" */ x', { type: "apiKey", in: "query", paramName: "k*/&=" }),
      scheme("constructor", { type: "apiKey", in: "header", paramName: "X-Key" }),
    ];
    const plan = planSdk({
      ...model([secured([["__proto__"], ['a-"b" */ x'], ["constructor"]])]),
      securitySchemes: schemes,
    });
    const endpoint = emitSdk(plan).find((f) => f.path === "endpoint.ts")!.text;
    expect(endpoint).toContain('["__proto__"]: {');
    expect(endpoint).toContain("ends *\\/ here");
    const call = (await importSdk(plan)).get("a.getA")! as (params: object, defaults: Defaults) => RequestOptions;
    const auth = (credentials: Record<string, unknown>) => withDefaults(api, { auth: credentials });
    expect(call({}, auth(JSON.parse('{"__proto__": "t"}') as Record<string, unknown>)).headers).toEqual({
      authorization: "Bearer t",
    });
    expect(call({}, auth({ 'a-"b" */ x': "v&" })).url).toBe("https://h.example.test/a?k*%2F%26%3D=v%26");
    expect(call({}, auth({ constructor: "c" })).headers).toEqual({ "x-key": "c" });
    expect(call({}, auth({})).headers).toEqual({});
  });
});

describe("securitySchemes: each scheme names the runtime's sender of its kind", () => {
  // Decided at generation time, so that a program bundles the senders of the kinds its API uses only.
  it.each([
    {
      given: scheme("k", { type: "apiKey", in: "header", paramName: "X-Key" }),
      want: 'k: { name: "k", key: "x-key", send: sendInHeader },',
      imports: ["sendInHeader"],
    },
    {
      given: scheme("k", { type: "apiKey", in: "query", paramName: "api_key" }),
      want: 'k: { name: "k", key: "api_key", send: sendInQuery },',
      imports: ["sendInQuery"],
    },
    {
      given: scheme("k", { type: "apiKey", in: "cookie", paramName: "sid" }),
      want: 'k: { name: "k", key: "sid", send: sendInCookie },',
      imports: ["sendInCookie"],
    },
    {
      given: scheme("k", { type: "http", scheme: "bearer" }),
      want: 'k: { name: "k", send: sendBearer },',
      imports: ["sendBearer"],
    },
    {
      given: scheme("k", { type: "oauth2" }),
      want: 'k: { name: "k", send: sendBearer },',
      imports: ["sendBearer"],
    },
    {
      given: scheme("k", { type: "http", scheme: "basic" }),
      want: 'k: { name: "k", send: sendBasic },',
      imports: ["sendBasic"],
    },
    {
      given: scheme("k", { type: "http", scheme: "digest" }),
      want: 'k: { name: "k", key: "authorization", send: sendInHeader },',
      imports: ["sendInHeader"],
    },
  ])("$given.type $given.in $given.scheme: $want", ({ given, want, imports }) => {
    const plan = planSdk({ ...model([secured([["k"]])]), securitySchemes: [given] });
    const endpoint = emitSdk(plan).find((f) => f.path === "endpoint.ts")!.text;
    expect(endpoint).toContain(`  ${want}\n`);
    const runtimeImport = /import \{([^}]*)\} from "@routegen\/runtime"/.exec(endpoint)![1]!;
    expect(runtimeImport.match(/\bsend\w+/g)).toEqual(imports);
  });
});

describe("withAuthTypes", () => {
  const basic = { credential: "basic", in: "header", as: "basic" } as AuthSchemePlan;
  const query = { credential: "string", in: "query" } as AuthSchemePlan;
  const template = [
    "import {",
    "  createEndpoint,",
    "  withDefaults,",
    "  type Defaults,",
    "  type DefaultsOptions,",
    '} from "@routegen/runtime";',
    "",
    "export const defaults = (options: DefaultsOptions<ServerName>) => options;",
  ].join("\n");

  it("imports the senders its schemes use, once, among the values, and the credentials' types before `type Defaults`, the import printed as prettier lays it out", () => {
    expect(withAuthTypes(template, [query, basic, query]).split("\n")).toEqual([
      "import {",
      "  createEndpoint,",
      "  sendBasic,",
      "  sendInQuery,",
      "  withDefaults,",
      "  type AuthScheme,",
      "  type BasicCredential,",
      "  type Credential,",
      "  type Defaults,",
      "  type DefaultsOptions,",
      '} from "@routegen/runtime";',
      "",
      "export const defaults = (options: DefaultsOptions<ServerName, Auth>) => options;",
    ]);
  });

  it("fails naming what the template lacks, not in a user's SDK", () => {
    expect(() => withAuthTypes(template.replace("  type Defaults,\n", ""), [basic])).toThrow(
      'endpoint template: no `type Defaults` imported from "@routegen/runtime"',
    );
  });
});
