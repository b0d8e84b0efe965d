// `--emit js`: a project with no TypeScript step uses a generated SDK as JavaScript modules, with
// declarations beside them that type-check strict. The examples are generated as JavaScript into a
// CommonJS project (no `"type"` in its package.json: the SDK's own package.json says the modules are
// ESM), with @routegen/runtime's build installed; the type tests of test/types run against them.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getNote, listNotes } from "../../examples/openapi/sdk/notes.js";
import { routegen } from "../support/cli.js";
import { COMPILERS, STRICT_OPTIONS } from "../support/compile.js";
import { EXAMPLES, ROOT } from "../support/examples.js";

const CONSUMER = "test/types/examples-consumer.ts";
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "routegen-emit-js-"));
  writeFileSync(join(project, "package.json"), JSON.stringify({ private: true }));
  const runtime = join(project, "node_modules/@routegen/runtime");
  mkdirSync(runtime, { recursive: true });
  cpSync(join(ROOT, "runtime/package.json"), join(runtime, "package.json"));
  cpSync(join(ROOT, "runtime/dist"), join(runtime, "dist"), { recursive: true });
  for (const { input, output } of EXAMPLES) {
    const run = routegen(["generate", input, "-o", join(project, output.slice(ROOT.length)), "--emit", "js", "-q"]);
    expect(run.code, run.stderr).toBe(0);
  }
  cpSync(join(ROOT, CONSUMER), join(project, CONSUMER));
});

/** Runs a script with plain Node in the project; returns what it printed. */
function node(file: string, source: string): string {
  writeFileSync(join(project, "package.json"), JSON.stringify({ private: true }));
  writeFileSync(join(project, file), source);
  const run = spawnSync(process.execPath, [file], { cwd: project, encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout;
}

describe("routegen generate --emit js", () => {
  it("writes a .js and a .d.ts for each module, a package.json saying they are ES modules, and no TypeScript", () => {
    const sdk = join(project, "examples/openapi/sdk");
    const listed = (folder: string) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => !file.startsWith("."));
    const files = listed(sdk).filter((file) => file !== "types");
    const modules = listed(join(ROOT, "examples/openapi/sdk"))
      .filter((file) => file.endsWith(".ts"))
      .map((file) => file.slice(0, -3));
    expect(files.sort()).toEqual([...modules.flatMap((name) => [`${name}.d.ts`, `${name}.js`]), "package.json"].sort());
  });

  it("runs on plain Node, imported or required, building what the TypeScript SDK builds", () => {
    const calls = "[getNote({ noteId: 'n 1' }), listNotes({ tag: ['a', 'b'], filter: { state: 'open' } })]";
    const imported = node(
      "imported.mjs",
      `import { getNote, listNotes } from "./examples/openapi/sdk/notes.js";\nconsole.log(JSON.stringify(${calls}));\n`,
    );
    const required = node(
      "required.cjs",
      `const { getNote, listNotes } = require("./examples/openapi/sdk/notes.js");\nconsole.log(JSON.stringify(${calls}));\n`,
    );
    const expected = JSON.stringify([
      getNote({ noteId: "n 1" }),
      listNotes({ tag: ["a", "b"], filter: { state: "open" } }),
    ]);
    expect(JSON.parse(imported)).toEqual(JSON.parse(expected));
    expect(JSON.parse(required)).toEqual(JSON.parse(expected));
  });

  it("with --runtime copy, runs with nothing installed", () => {
    const alone = mkdtempSync(join(tmpdir(), "routegen-emit-js-copy-"));
    const run = routegen([
      "generate",
      EXAMPLES[1].input,
      "-o",
      join(alone, "sdk"),
      "--emit",
      "js",
      "--runtime",
      "copy",
      "-q",
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(
      readdirSync(join(alone, "sdk/runtime")).filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts")),
    ).toEqual([]);
    const script = `import("./sdk/notes.js").then(({ getNote }) => console.log(getNote({ noteId: "x" }).url));`;
    const result = spawnSync(process.execPath, ["-e", script], { cwd: alone, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe("https://api.notes.example.com/v1/notes/x");
  });

  describe.each(Object.entries(COMPILERS))("%s", (_, compiler) => {
    it("type-checks the examples' type tests strict against the declarations, in an ES module project", () => {
      // (A CommonJS TypeScript project would read @routegen/runtime's CommonJS declarations where the SDK
      // reads its ESM ones: a TypeScript project uses the TypeScript SDK instead.)
      writeFileSync(join(project, "package.json"), JSON.stringify({ private: true, type: "module" }));
      const { paths: _source, ...strict } = STRICT_OPTIONS;
      writeFileSync(join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: strict, files: [CONSUMER] }));
      const result = spawnSync(process.execPath, [compiler, "-p", join(project, "tsconfig.json"), "--listFiles"], {
        encoding: "utf8",
      });
      const listed = result.stdout.split("\n").map((line) => line.trim());
      expect(listed.filter((line) => /error TS\d+/.test(line))).toEqual([]);
      expect(result.status).toBe(0);
      expect(listed).toContain(join(project, "examples/openapi/sdk/notes.d.ts"));
      expect(
        listed.filter(
          (file) =>
            file.startsWith(project) && /\.ts$/.test(file) && !file.endsWith(".d.ts") && !file.endsWith(CONSUMER),
        ),
      ).toEqual([]);
    });
  });
});
