import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import * as prettier from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles, type GeneratedSdk } from "../../generator/pipeline.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { ROOT } from "../support/examples.js";

// GitHub's description is the flagship input: every operation becomes a function, the SDK compiles under
// strict flags with both compilers, and it is already in prettier's style.
const INPUT = `${ROOT}node_modules/@octokit/openapi/generated/api.github.com.json`;

describe("the GitHub SDK", () => {
  let sdk: GeneratedSdk;
  let dir: string;
  beforeAll(() => {
    sdk = generateFiles({ input: INPUT });
    dir = mkdtempSync(join(tmpdir(), "routegen-github-"));
    for (const file of sdk.files) {
      mkdirSync(dirname(join(dir, file.path)), { recursive: true });
      writeFileSync(join(dir, file.path), file.text);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has one function per operation and one type per schema", () => {
    const exported = sdk.files
      .filter((f) => !["index.ts", "types.ts", "endpoint.ts"].includes(f.path))
      .flatMap((f) => [...f.text.matchAll(/^export function (\w+)|^export \{ \w+ as (\w+) \};/gm)]);
    console.log(`GitHub SDK: ${sdk.routes} routes, ${sdk.types} types, ${sdk.files.length} files`);
    expect(sdk.routes).toBe(1223);
    expect(exported.length).toBe(1223);
    expect(sdk.types).toBe(969);
    expect(sdk.diagnostics.every((d) => d.severity === "warning")).toBe(true);
  });

  it.each(Object.entries(COMPILERS))("compiles under strict flags with %s", (_, compiler) => {
    expect(typeCheck(compiler, sdk.files.map((f) => join(dir, f.path)))).toBe("");
  });

  it("is already in prettier's style", async () => {
    for (const file of sdk.files) {
      expect(await prettier.format(file.text, { parser: "typescript" }), file.path).toBe(file.text);
    }
  });
});
