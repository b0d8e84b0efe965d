// Generated code lives in the user's `src/`, under the user's compiler options: the strictest any
// project uses are @tsconfig/strictest's (STRICTEST, written out in test/support/compile.ts), with
// verbatimModuleSyntax, and generated code must compile under every one of them, the runtime copied
// beside it (`--runtime copy`) too. (An SDK emitted as JavaScript is read through its declarations,
// which skipLibCheck leaves alone.)
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { COMPILERS, STRICTEST, typeCheck } from "../support/compile.js";
import { EXAMPLES, ROOT } from "../support/examples.js";

let work: string;
const files: string[] = [];

/** Every TypeScript file of `dir`. */
const modulesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(dir, file));

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "routegen-strictest-"));
  // verbatimModuleSyntax: the SDKs are ES modules, as in a project of `"type": "module"`.
  writeFileSync(join(work, "package.json"), JSON.stringify({ private: true, type: "module" }));
  for (const { input, output } of EXAMPLES) {
    const name = relative(ROOT, output).replace(/\W/g, "-");
    files.push(...modulesIn(output));
    // The runtime copied beside the SDK.
    const dir = join(work, name);
    await generate({ input, output: dir, runtime: "copy", force: true });
    files.push(...modulesIn(dir));
  }
}, 240_000);

describe.each(Object.entries(COMPILERS))("%s", (_, compiler) => {
  it("compiles the example SDKs, and with the runtime copied beside them, under every flag of @tsconfig/strictest", () => {
    expect(typeCheck(compiler, files, STRICTEST)).toBe("");
  });
});
