import { describe, expect, it } from "vitest";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { EXAMPLES, sdkFiles } from "../support/examples.js";

// Generated code compiles under strict flags with both TypeScript 5.9 and the native TypeScript 7.
describe.each(Object.entries(COMPILERS))("%s", (_, compiler) => {
  it("compiles every example SDK under strict flags, every import used", () => {
    const files = EXAMPLES.flatMap(({ output }) => sdkFiles(output).map((f) => `${output}/${f}`));
    expect(typeCheck(compiler, files, { noUnusedLocals: true })).toBe("");
  });
});
