import { describe, expect, it } from "vitest";
import { rejection, yaml } from "./helpers.js";

// Types that are themselves through refs alone (generator/load/catalogue/type-cycles.ts).

describe("type cycles", () => {
  it("reports types that are themselves through refs alone, once per cycle", () => {
    const text = yaml`
      types:
        A: { $ref: B }
        B: { oneOf: [A, string] }
        C: { allOf: [C] }
        D: { properties: { next: D } }
      routes: {}
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["ref-cycle", "#/types/A"],
      ["ref-cycle", "#/types/C"],
    ]);
    expect(diagnostics[0]?.message).toContain("`A` → `B` → `A`");
  });
});
