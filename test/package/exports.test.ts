// The package as users install it: `routegen/runtime` resolves through package.json's `exports` to the
// runtime tsconfig.runtime.json builds, and those declarations stand on their own: generated SDKs and
// their consumers type-check against them, under both compilers, with no runtime source in the program.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPILERS, STRICT_OPTIONS } from "../support/compile.js";
import { EXAMPLES, ROOT } from "../support/examples.js";

const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), "utf8"));
const manifest = readJson("package.json") as { exports: Record<string, unknown>; files: string[] };
const build = readJson("tsconfig.runtime.json") as { compilerOptions: { outDir: string; rootDir: string; declaration: boolean } };
const { outDir, rootDir } = build.compilerOptions;

/** The type-test file that consumes the example SDKs, checked here against the declarations. */
const CONSUMER = "test/types/examples-consumer.ts";

/** A user's ESM project: the example SDKs and their consumer, and routegen in `node_modules`. */
let project: string;
/** Where routegen's runtime is built in it. */
let installedRuntime: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "routegen-package-"));
  writeFileSync(join(project, "package.json"), JSON.stringify({ private: true, type: "module" }));
  const installed = join(project, "node_modules/routegen");
  mkdirSync(installed, { recursive: true });
  cpSync(join(ROOT, "package.json"), join(installed, "package.json"));
  // Built afresh from the current source, as `prepare` does, rather than trusting a stale dist/.
  installedRuntime = join(installed, outDir);
  const emitted = spawnSync(process.execPath, [COMPILERS["TypeScript 5.9"], "-p", join(ROOT, "tsconfig.runtime.json"), "--outDir", installedRuntime], { encoding: "utf8" });
  expect(emitted.stdout + emitted.stderr, "the runtime builds").toBe("");
  for (const { output } of EXAMPLES) cpSync(output, join(project, output.slice(ROOT.length)), { recursive: true });
  cpSync(join(ROOT, CONSUMER), join(project, CONSUMER));
});

describe("package.json exports", () => {
  it("points `routegen/runtime` at the runtime's build: its declarations for types, its JavaScript otherwise", () => {
    expect(build.compilerOptions.declaration).toBe(true);
    expect(manifest.exports["./runtime"]).toEqual({ types: `./${outDir}/index.d.ts`, default: `./${outDir}/index.js` });
    expect(readdirSync(join(ROOT, rootDir))).toContain("index.ts");
    expect(manifest.files.some((folder) => outDir === folder || outDir.startsWith(`${folder}/`))).toBe(true);
  });

  it("ships declarations that stand on their own: one per runtime module, importing only each other", () => {
    const sources = readdirSync(join(ROOT, rootDir)).filter((file) => file.endsWith(".ts"));
    const declarations = readdirSync(installedRuntime).filter((file) => file.endsWith(".d.ts"));
    expect(declarations.sort()).toEqual(sources.map((file) => file.replace(/\.ts$/, ".d.ts")).sort());
    for (const file of declarations) {
      const text = readFileSync(join(installedRuntime, file), "utf8");
      expect(text, file).not.toMatch(/\/\/\/\s*<reference/);
      const specifiers = [...text.matchAll(/\bfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1] ?? match[2]!);
      for (const specifier of specifiers) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[\w-]+\.js$/);
        expect(declarations, `${file} imports ${specifier}`).toContain(specifier.replace(/^\.\/|\.js$/g, "") + ".d.ts");
      }
    }
  });

  describe.each(Object.entries(COMPILERS))("%s", (_, compiler) => {
    it("type-checks the example SDKs and their consumer against the installed declarations, with no runtime source", () => {
      // The tests' other compiles map `routegen/runtime` to the source; a user's project does not.
      const { paths: _source, ...compilerOptions } = STRICT_OPTIONS;
      const files = [...EXAMPLES.flatMap(({ output }) => readdirSync(output).filter((file) => file.endsWith(".ts")).map((file) => join(output.slice(ROOT.length), file))), CONSUMER];
      writeFileSync(join(project, "tsconfig.json"), JSON.stringify({ compilerOptions, files }));
      const result = spawnSync(process.execPath, [compiler, "-p", join(project, "tsconfig.json"), "--listFiles"], { encoding: "utf8" });
      const listed = result.stdout.split("\n").map((line) => line.trim());
      expect(listed.filter((line) => /error TS\d+/.test(line))).toEqual([]);
      expect(result.status).toBe(0);
      expect(listed).toContain(join(installedRuntime, "index.d.ts"));
      expect(listed.filter((file) => file.startsWith(join(ROOT, rootDir) + sep))).toEqual([]);
    });
  });
});
