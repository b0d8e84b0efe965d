import { describe, expect, it } from "vitest";
import type { ApiModel, Route, SecurityScheme } from "../../../generator/model.js";
import { planAuthSchemes, routeAuth } from "../../../generator/plan/security.js";

// Where each scheme sends its credential, and which alternatives a route's call tries (plan/security.ts).

const source = { file: "api.yaml", pointer: "#" };
const scheme = (name: string, fields: Omit<SecurityScheme, "name" | "source">): SecurityScheme => ({
  name,
  ...fields,
  source,
});
const model = (schemes: SecurityScheme[]): ApiModel => ({
  defaults: {},
  servers: [],
  routes: [],
  types: [],
  files: [],
  securitySchemes: schemes,
});

describe("planAuthSchemes", () => {
  it.each([
    {
      given: { type: "apiKey", in: "header", paramName: "X-Key" },
      want: { in: "header", key: "x-key", credential: "string" },
    },
    {
      given: { type: "apiKey", in: "query", paramName: "Key" },
      want: { in: "query", key: "Key", credential: "string" },
    },
    {
      given: { type: "apiKey", in: "cookie", paramName: "sid" },
      want: { in: "cookie", key: "sid", credential: "string" },
    },
    {
      given: { type: "http", scheme: "bearer" },
      want: { in: "header", key: "authorization", as: "bearer", credential: "string" },
    },
    {
      given: { type: "http", scheme: "basic" },
      want: { in: "header", key: "authorization", as: "basic", credential: "basic" },
    },
    { given: { type: "http", scheme: "digest" }, want: { in: "header", key: "authorization", credential: "string" } },
    { given: { type: "oauth2" }, want: { in: "header", key: "authorization", as: "bearer", credential: "string" } },
    {
      given: { type: "openIdConnect" },
      want: { in: "header", key: "authorization", as: "bearer", credential: "string" },
    },
  ] as const)("$given.type $given.scheme $given.in", ({ given, want }) => {
    const [plan] = planAuthSchemes(model([scheme("s", given)]));
    expect(plan).toEqual({ name: "s", kind: expect.any(String), ...want });
  });

  it("mutualTLS has no credential a call sends", () => {
    expect(planAuthSchemes(model([scheme("tls", { type: "mutualTLS" })]))).toEqual([]);
  });
});

describe("routeAuth", () => {
  const schemes = planAuthSchemes(
    model([
      scheme("a", { type: "oauth2" }),
      scheme("b", { type: "http", scheme: "basic" }),
      scheme("tls", { type: "mutualTLS" }),
    ]),
  );
  const route = (security?: string[][]): Route => ({
    id: "r",
    method: "GET",
    url: "/r",
    parameters: [],
    responses: [],
    source,
    ...(security ? { security: security.map((names) => names.map((name) => ({ scheme: name, scopes: [] }))) } : {}),
  });
  it.each([
    { name: "nothing declared", given: undefined, want: undefined },
    { name: "`security: []`", given: [], want: undefined },
    { name: "only `{}`", given: [[]], want: undefined },
    { name: "alternatives in order", given: [["b"], ["a"]], want: [["b"], ["a"]] },
    { name: "schemes that go together", given: [["a", "b"]], want: [["a", "b"]] },
    { name: "an optional requirement: the others, none when they are not met", given: [[], ["a"]], want: [["a"]] },
    {
      name: "mutualTLS: its alternative's other schemes; alone, nothing to send",
      given: [["tls"], ["tls", "b"]],
      want: [["b"]],
    },
  ])("$name", ({ given, want }) => {
    expect(routeAuth(route(given), schemes)).toEqual(want);
  });
});
