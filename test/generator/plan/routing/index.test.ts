import { describe, expect, it } from "vitest";
import type { Schema } from "../../../../generator/model.js";
import { param, route, routing } from "../../../support/model.js";

// Cookie parameters as routing plans them (generator/plan/routing/index.ts): top-level fields placed
// `cookie`, written `name=value` in the cookie header, in the order declared.

const list: Schema = { kind: "array", items: { kind: "string" } };

describe("cookie parameters", () => {
  const plan = routing(
    route({
      method: "GET",
      url: "/things",
      literalPath: true,
      parameters: [
        param("session", "cookie", { required: true }),
        param("q", "query"),
        param("tags", "cookie", { schema: list, style: "form", explode: false }),
        param("q", "cookie"),
      ],
    }),
  );

  it("are fields of their own, after the query's, a name taken before taking `_cookie`", () => {
    expect(plan.fields.map((f) => [f.key, f.placement, f.required])).toEqual([
      ["q", "query", false],
      ["session", "cookie", true],
      ["tags", "cookie", false],
      ["q_cookie", "cookie", false],
    ]);
    expect(plan.diagnostics.map((d) => d.code)).toEqual(["param-renamed"]);
  });

  it("are written in the order declared, under the API's names, plain values as pairs, lists by their style", () => {
    expect(plan.cookies).toEqual([
      { name: "session", key: "session", style: "form", explode: false, allowReserved: false, plain: true },
      { name: "tags", key: "tags", style: "form", explode: false, allowReserved: false },
      { name: "q", key: "q_cookie", style: "form", explode: false, allowReserved: false, plain: true },
    ]);
    expect(plan.query.map((q) => q.key)).toEqual(["q"]);
  });

  it("a route without any has none", () => {
    expect(routing(route({ method: "GET", url: "/x", parameters: [param("q", "query")] })).cookies).toBeUndefined();
  });
});
