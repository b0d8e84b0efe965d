// The linter's and the formatter's reach (eslint.config.js, .prettierrc.json, .prettierignore): every
// folder of our code is linted with types and checked by prettier at the width meant for it, and what
// is kept as it is stays out. `npm run lint` itself runs in `npm test`; this keeps a config change
// from quietly shrinking what it covers.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/examples.js";

const eslint = new ESLint({ cwd: ROOT });
const at = (file: string) => join(ROOT, file);
/** A TypeScript file of `folder`, the first by name: folders' files change, what covers them should not. */
function someFileOf(folder: string): string {
  const names = readdirSync(at(folder)).filter((name) => name.endsWith(".ts"));
  return `${folder}/${names.sort()[0]!}`;
}

/** The config ESLint uses for `file`: whether it has TypeScript's types, and each rule's severity (0 off, 2 error). */
async function configOf(file: string) {
  const config = await eslint.calculateConfigForFile(at(file));
  const parserOptions = config?.languageOptions.parserOptions as { projectService?: unknown } | undefined;
  return {
    typed: parserOptions?.projectService === true,
    severity: (rule: string) => config?.rules?.[rule]?.[0],
  };
}

describe("eslint", () => {
  it.each([
    "generator/pipeline.ts",
    someFileOf("generator/emit"),
    someFileOf("runtime"),
    someFileOf("templates"),
    "test/readme.test.ts",
    someFileOf("examples/openapi/sdk"),
  ])("lints %s with typescript-eslint's type-aware rules", async (file) => {
    expect(await eslint.isPathIgnored(at(file))).toBe(false);
    const config = await configOf(file);
    expect(config.typed).toBe(true);
    expect(config.severity("@typescript-eslint/no-floating-promises")).toBe(2);
  });

  it.each(["bin/routegen.js", "scripts/build.js", "test/bench/resource-usage.cjs"])(
    "lints %s, without types",
    async (file) => {
      expect(await eslint.isPathIgnored(at(file))).toBe(false);
      const config = await configOf(file);
      expect(config.typed).toBe(false);
      expect(config.severity("no-undef")).toBe(2);
      expect(config.severity("@typescript-eslint/no-floating-promises")).toBe(0);
    },
  );

  it.each([
    "test/vendor/conformance/vectors.json",
    "test/fixtures/wire/consumers/payments.ts",
    "dist/generator/index.js",
  ])("leaves %s alone", async (file) => {
    expect(await eslint.isPathIgnored(at(file))).toBe(true);
  });
});

describe("prettier", () => {
  const ignorePath = at(".prettierignore");
  const info = (file: string) => prettier.getFileInfo(at(file), { ignorePath });

  it.each([
    ["generator/pipeline.ts", 120],
    ["test/readme.test.ts", 120],
    [someFileOf("runtime"), 120],
    ["package.json", 120],
    [someFileOf("templates"), 80],
    [someFileOf("examples/openapi/sdk"), 80],
    [someFileOf("examples/catalogue/sdk"), 80],
  ] as const)("checks %s at width %d", async (file, width) => {
    expect((await info(file)).ignored).toBe(false);
    expect((await prettier.resolveConfig(at(file)))?.printWidth).toBe(width);
  });

  it.each([
    "README.md",
    "docs/architecture.md",
    "test/vendor/conformance/vectors.json",
    "test/fixtures/hostile/openapi-text.yaml",
    "examples/openapi/sdk/.routegen-manifest.json",
    "package-lock.json",
  ])("leaves %s as it is", async (file) => {
    expect((await info(file)).ignored).toBe(true);
  });
});
