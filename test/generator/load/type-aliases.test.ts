import { describe, expect, it } from "vitest";
import { collapseAliasChains, findAliasCycles, MAX_ALIAS_CHAIN } from "../../../generator/load/type-aliases.js";
import { load, schemaDoc, type } from "./openapi/helpers.js";

// Types that are only another type's name (generator/load/type-aliases.ts).

describe("alias chains", () => {
  it("collapses long chains of aliases, in time linear in their length", () => {
    const chain = (n: number) => {
      const schemas: Record<string, unknown> = {};
      for (let i = 0; i < n; i++)
        schemas[`A${i}`] = i < n - 1 ? { $ref: `#/components/schemas/A${i + 1}` } : { type: "object" };
      schemas.A5 = { $ref: "#/components/schemas/A6", nullable: true };
      return schemaDoc({ $ref: "#/components/schemas/A0" }, schemas, "3.0.3");
    };
    const { model } = load(chain(40_000));
    // Far from the end, an alias points at the end; near it, at the next link, as written.
    expect(type(model, "A0")).toEqual({ kind: "ref", name: "A39999", nullable: true });
    expect(type(model, "A7")).toEqual({ kind: "ref", name: "A39999" });
    expect(type(model, `A${39_999 - MAX_ALIAS_CHAIN}`)).toEqual({ kind: "ref", name: `A${40_000 - MAX_ALIAS_CHAIN}` });
    expect(type(model, "A39998")).toEqual({ kind: "ref", name: "A39999" });

    // Each pass reads each type's schema a bounded number of times (the old cycle check read the chain from every type).
    const types = load(chain(20_000)).model.types;
    let reads = 0;
    const counted = types.map((t) => {
      let schema = t.schema;
      return Object.defineProperty({ ...t }, "schema", {
        get: () => (reads++, schema),
        set: (s: typeof schema) => (schema = s),
        enumerable: true,
      });
    });
    expect(findAliasCycles(counted)).toEqual([]);
    collapseAliasChains(counted);
    expect(reads).toBeLessThan(10 * types.length);
  });
});
