// What the manifest's summary says a parameter is (generator/emit/summary.ts): where it goes and how it
// is written where that is not the usual, so that `check` reports a change of either on the wire.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { summarise } from "../../../generator/emit/summary.js";
import { planApi } from "../../../generator/pipeline.js";
import { WIRE_FIXTURES } from "../../support/wire-sdk.js";

describe("summarise: what OpenAPI 3.2 adds to a parameter", () => {
  const { model, plan } = planApi({ input: `${WIRE_FIXTURES}openapi-3-2.yaml` });
  const { routes } = summarise(plan, model);

  it("a query string is marked so: it is written as a form body, not as its style form", () => {
    expect(routes["products.findProducts"]!.params).toEqual({ criteria: "query(querystring)? Criteria" });
  });

  it("a query string's `encoding` is said member by member where it is not form's default, so `check` reports a change of it", () => {
    expect(routes["products.filterProducts"]!.params).toEqual({
      criteria:
        "query(querystring, ids: pipeDelimited, tags: spaceDelimited, colors: explode: false, range: deepObject, meta: JSON, next: allowReserved)? Filter",
    });
  });

  it("a cookie in style cookie says so, and style form's says nothing", () => {
    expect(routes["session.whoami"]!.params).toEqual({
      session: "cookie(cookie)? string",
      prefs: "cookie(cookie)? { theme?: string; size?: number }",
      seen: "cookie(cookie)? string[]",
      greeting: "cookie? string",
    });
  });

  it("a list cookie in style cookie not exploded says that too: style cookie explodes by default", () => {
    const dir = mkdtempSync(join(tmpdir(), "routegen-summary-"));
    try {
      const input = join(dir, "api.yaml");
      const cookie = (explode: boolean) =>
        `{ name: seen, in: cookie, style: cookie, explode: ${explode}, schema: { type: array, items: { type: string } } }`;
      const description = (explode: boolean) =>
        `openapi: 3.2.0\ninfo: { title: t, version: "1" }\npaths:\n  /s:\n    get:\n      operationId: s\n      parameters: [${cookie(explode)}]\n      responses: { "204": { description: ok } }\n`;
      const seen = (explode: boolean) => {
        writeFileSync(input, description(explode));
        const api = planApi({ input });
        return summarise(api.plan, api.model).routes["s.s"]!.params["seen"];
      };
      expect(seen(false)).toBe("cookie(cookie, explode: false)? string[]");
      expect(seen(true)).toBe("cookie(cookie)? string[]");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("summarise: a route's credentials", () => {
  const { model, plan } = planApi({ input: "examples/openapi/api.yaml" });
  const { routes } = summarise(plan, model);

  it("each alternative's schemes with where each sends its credential, or none for a public route", () => {
    expect(routes["notes.getNote"]!.security).toBe(
      "token (header authorization, bearer) | integrationKey (header x-integration-key)",
    );
    expect(routes["feedback.sendFeedback"]!.security).toBe("none");
  });
});
