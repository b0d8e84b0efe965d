import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { EXAMPLES } from "../support/examples.js";

// Generated code compiles under strict flags with both TypeScript 5.9 and the native TypeScript 7.
describe.each(Object.entries(COMPILERS))("%s", (_, compiler) => {
  it("compiles every example SDK under strict flags", () => {
    const files = EXAMPLES.flatMap(({ output }) =>
      readdirSync(output)
        .filter((f) => f.endsWith(".ts"))
        .map((f) => `${output}/${f}`),
    );
    expect(typeCheck(compiler, files)).toBe("");
  });
});
