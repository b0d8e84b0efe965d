// The runtime as users install it: `@routegen/runtime` resolves through runtime/package.json's `exports`
// (or, for legacy `moduleResolution: node10`, its `main`/`types`) to the build scripts/build.js makes,
// and those declarations stand on their own: generated SDKs and their consumers type-check against them,
// under both compilers, with no runtime source in the program. (test/package/install.test.ts installs
// the real tarballs; this one is the quick check of the layout.)
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPILERS, STRICT_OPTIONS } from "../support/compile.js";
import { EXAMPLES, ROOT } from "../support/examples.js";

interface Manifest {
  name: string;
  main: string;
  types: string;
  exports: Record<string, { import: Record<string, string>; require: Record<string, string> }>;
  files: string[];
  dependencies?: Record<string, string>;
}
const manifest = JSON.parse(readFileSync(join(ROOT, "runtime/package.json"), "utf8")) as Manifest;
const BUILDS = { esm: join(ROOT, "runtime/dist/esm"), cjs: join(ROOT, "runtime/dist/cjs") };

/** The type-test file that consumes the example SDKs, checked here against the declarations. */
const CONSUMER = "test/types/examples-consumer.ts";

/** A user's project: the example SDKs and their consumer, and the runtime's build in `node_modules`. */
let project: string;
let installed: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "routegen-package-"));
  installed = join(project, "node_modules/@routegen/runtime");
  mkdirSync(installed, { recursive: true });
  cpSync(join(ROOT, "runtime/package.json"), join(installed, "package.json"));
  // The build test/support/build.ts made of the current sources, as `files` ships it.
  cpSync(join(ROOT, "runtime/dist"), join(installed, "dist"), {
    recursive: true,
    filter: (path) => !path.endsWith(".tsbuildinfo"),
  });
  for (const { output } of EXAMPLES) cpSync(output, join(project, output.slice(ROOT.length)), { recursive: true });
  cpSync(join(ROOT, CONSUMER), join(project, CONSUMER));
});

/** tsc over the examples and their consumer in the project, with these options; the files it read. */
function typeCheck(
  compiler: string,
  packageType: "module" | "commonjs",
  options: Record<string, unknown>,
): { errors: string[]; status: number | null; files: string[] } {
  writeFileSync(join(project, "package.json"), JSON.stringify({ private: true, type: packageType }));
  const files = [
    ...EXAMPLES.flatMap(({ output }) =>
      readdirSync(output)
        .filter((file) => file.endsWith(".ts"))
        .map((file) => join(output.slice(ROOT.length), file)),
    ),
    CONSUMER,
  ];
  writeFileSync(join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: options, files }));
  const result = spawnSync(process.execPath, [compiler, "-p", join(project, "tsconfig.json"), "--listFiles"], {
    encoding: "utf8",
  });
  const listed = result.stdout.split("\n").map((line) => line.trim());
  return { errors: listed.filter((line) => /error TS\d+/.test(line)), status: result.status, files: listed };
}

describe("@routegen/runtime's package.json", () => {
  it("has no dependencies, no side effects, and ships only its build", () => {
    expect(manifest.name).toBe("@routegen/runtime");
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest).toMatchObject({ sideEffects: false });
    expect(manifest.files.every((pattern) => pattern.startsWith("dist/"))).toBe(true);
  });

  it("points import at the ES module build and require at the CommonJS one, each with its declarations", () => {
    expect(manifest.exports["."]).toEqual({
      import: { types: "./dist/esm/index.d.ts", default: "./dist/esm/index.js" },
      require: { types: "./dist/cjs/index.d.ts", default: "./dist/cjs/index.js" },
    });
    // Legacy resolution (node10) ignores `exports`: `main` and `types` lead it to the build, not to sources.
    expect([manifest.main, manifest.types]).toEqual(["./dist/cjs/index.js", "./dist/cjs/index.d.ts"]);
    expect(JSON.parse(readFileSync(join(BUILDS.cjs, "package.json"), "utf8"))).toEqual({ type: "commonjs" });
  });

  it.each(Object.entries(BUILDS))(
    "ships %s declarations that stand on their own: one per module, importing only each other",
    (_, dir) => {
      const sources = readdirSync(join(ROOT, "runtime")).filter((file) => file.endsWith(".ts"));
      const declarations = readdirSync(dir).filter((file) => file.endsWith(".d.ts"));
      expect(declarations.sort()).toEqual(sources.map((file) => file.replace(/\.ts$/, ".d.ts")).sort());
      for (const file of declarations) {
        const text = readFileSync(join(dir, file), "utf8");
        expect(text, file).not.toMatch(/\/\/\/\s*<reference/);
        const specifiers = [...text.matchAll(/\bfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)].map(
          (match) => match[1] ?? match[2]!,
        );
        for (const specifier of specifiers) {
          expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[\w-]+\.js$/);
          expect(declarations, `${file} imports ${specifier}`).toContain(
            specifier.replace(/^\.\/|\.js$/g, "") + ".d.ts",
          );
        }
      }
    },
  );
});

describe.each(Object.entries(COMPILERS))("%s", (_, compiler) => {
  // The tests' other compiles map `@routegen/runtime` to the source; a user's project does not.
  const { paths: _source, ...strict } = STRICT_OPTIONS;

  it("type-checks the example SDKs and their consumer in an ES module project against the ESM declarations", () => {
    const { errors, status, files } = typeCheck(compiler, "module", strict);
    expect(errors).toEqual([]);
    expect(status).toBe(0);
    expect(files).toContain(join(installed, "dist/esm/index.d.ts"));
    expect(files.filter((file) => file.startsWith(join(ROOT, "runtime") + sep))).toEqual([]);
  });
});

// TypeScript 7 no longer has node10 resolution; 5.9 is what such projects use.
it("TypeScript 5.9 type-checks them under legacy moduleResolution node10 against the CommonJS declarations, not sources", () => {
  const { paths: _source, ...strict } = STRICT_OPTIONS;
  const legacy = { ...strict, module: "CommonJS", moduleResolution: "Node10" };
  const { errors, status, files } = typeCheck(COMPILERS["TypeScript 5.9"], "commonjs", legacy);
  expect(errors).toEqual([]);
  expect(status).toBe(0);
  expect(files).toContain(join(installed, "dist/cjs/index.d.ts"));
  expect(files.filter((file) => file.startsWith(installed) && file.endsWith(".ts") && !file.endsWith(".d.ts"))).toEqual(
    [],
  );
});
