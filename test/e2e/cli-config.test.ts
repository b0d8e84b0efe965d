import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routegen, tempDir } from "../support/cli.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { ROOT } from "../support/examples.js";

// routegen.config.{yaml,json,ts}: targets found in the current folder, flags over the config, route
// selection and renames, config errors at their place, and `routegen init`.

/** A project folder holding copies of both examples' inputs, and `files` written into it. */
function project(files: Record<string, string> = {}, dir = tempDir()): string {
  mkdirSync(join(dir, "api"), { recursive: true });
  cpSync(`${ROOT}examples/catalogue/routes.yaml`, join(dir, "api/routes.yaml"));
  cpSync(`${ROOT}examples/openapi/api.yaml`, join(dir, "api/notes.yaml"));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

const TWO_TARGETS = `targets:
  - name: hub
    input: api/routes.yaml
    output: sdk/hub
  - name: notes
    input: api/notes.yaml
    output: sdk/notes
`;

/** `export function name(` of each module of an SDK folder, as `file: [names]`. */
function exportedFunctions(dir: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const file of readdirSync(dir).filter(
    (f) => f.endsWith(".ts") && !["index.ts", "types.ts", "endpoint.ts"].includes(f),
  )) {
    out[file] = [
      ...readFileSync(join(dir, file), "utf8").matchAll(/^export (?:function (\w+)|\{ \w+ as (\w+) \})/gm),
    ].map((m) => m[1] ?? m[2]!);
  }
  return out;
}

describe("routegen with a config file", () => {
  it("generates every target of routegen.config.yaml when run without an input, then finds them up to date", () => {
    const dir = project({ "routegen.config.yaml": TWO_TARGETS });
    const first = routegen(["generate"], { cwd: dir });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/21 routes, 11 types -> sdk\/hub: 23 files/);
    expect(first.stderr).toMatch(/17 routes, 9 types -> sdk\/notes: 17 files/);
    expect(existsSync(join(dir, "sdk/hub/issues.ts"))).toBe(true);
    expect(existsSync(join(dir, "sdk/notes/notes.ts"))).toBe(true);

    const second = routegen(["generate"], { cwd: dir });
    expect(second.stderr).toContain("sdk/hub is up to date");
    expect(second.stderr).toContain("sdk/notes is up to date");
  });

  it("runs one target with --target, and says which exist when the name is wrong", () => {
    const dir = project({ "routegen.config.yaml": TWO_TARGETS });
    expect(routegen(["generate", "--target", "notes"], { cwd: dir }).code).toBe(0);
    expect(existsSync(join(dir, "sdk/notes"))).toBe(true);
    expect(existsSync(join(dir, "sdk/hub"))).toBe(false);

    const wrong = routegen(["generate", "--target", "note"], { cwd: dir });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("the config has no target `note` (it has `hub`, `notes`). Did you mean `notes`?");
  });

  it("lets flags override the config, and uses the config's target for an input given on the command line", () => {
    const dir = project({
      "routegen.config.json": JSON.stringify({ input: "api/routes.yaml", output: "sdk", prettier: false }),
    });
    const run = routegen(["generate", "api/routes.yaml", "--runtime", "copy"], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    // The output folder came from the config, the runtime mode from the flag.
    expect(existsSync(join(dir, "sdk/runtime/index.ts"))).toBe(true);
    expect(readFileSync(join(dir, "sdk/issues.ts"), "utf8")).toContain('from "./runtime/index.js"');
    expect(routegen(["generate", "-o", "a", "--target", "sdk", "--prettier", "--no-prettier"], { cwd: dir }).code).toBe(
      2,
    );
  });

  it("selects and renames routes, and warns at the config's line about patterns that match nothing", () => {
    const config = `input: api/notes.yaml
output: sdk
exclude: ["files", "notes.exportNote*", "nopes.*"]
rename:
  notes.listNotes: list
  GET /search: find.query
  notes.gteNote: x
renameScopes:
  folders: dirs
`;
    const dir = project({ "routegen.config.yaml": config });
    const run = routegen(["generate"], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(exportedFunctions(join(dir, "sdk"))).toEqual({
      "dirs.ts": ["copyNote", "getFolderTree"],
      "feedback.ts": ["sendFeedback"],
      "find.ts": ["query"],
      "notes.ts": [
        "list",
        "createNote",
        "getNote",
        "updateNote",
        "deleteNote",
        "setNoteTags",
        "replaceNoteContent",
        "getCalendar",
        "getBoard",
      ],
    });
    expect(run.stderr).toContain(
      "routegen.config.yaml:3:41: warning selection-unmatched: exclude `nopes.*` matches no route. Did you mean `notes.*`? (at #/exclude/2)",
    );
    expect(run.stderr).toContain(
      "routegen.config.yaml:7:18: warning selection-unmatched: rename `notes.gteNote` matches no route. Did you mean `notes.getNote`?",
    );
    expect(run.stderr).toMatch(/13 routes, 9 types -> sdk/);
  });

  it("splits an API of one tag by its paths' words, says so, and keeps one module when the config renames the scope to itself", () => {
    // 120 operations all tagged `ledger`, under three resources: one module of the whole API otherwise.
    const paths = Object.fromEntries(
      Array.from({ length: 120 }, (_, i) => [
        `/v1/${["accounts", "entries", "journals"][i % 3]}/op${i}`,
        { post: { operationId: `op${i}`, tags: ["ledger"], responses: {} } },
      ]),
    );
    const dir = project({
      "ledger.json": JSON.stringify({ openapi: "3.0.3", info: { title: "t", version: "1" }, paths }),
    });
    const split = routegen(["generate", "ledger.json", "-o", "sdk"], { cwd: dir });
    expect(split.code, split.stderr).toBe(0);
    expect(Object.keys(exportedFunctions(join(dir, "sdk"))).sort()).toEqual([
      "accounts.ts",
      "entries.ts",
      "journals.ts",
    ]);
    expect(exportedFunctions(join(dir, "sdk"))["entries.ts"]).toHaveLength(40);
    expect(readFileSync(join(dir, "sdk", "index.ts"), "utf8")).toContain('export * as entries from "./entries.js";');
    expect(split.stderr).toContain(
      "note scopes-split: the scope `ledger` would hold (nearly) every route of the API: 120 of them are in 3 modules",
    );
    expect(
      typeCheck(
        COMPILERS["TypeScript 5.9"],
        readdirSync(join(dir, "sdk"))
          .filter((f) => f.endsWith(".ts"))
          .map((f) => join(dir, "sdk", f)),
      ),
    ).toBe("");

    writeFileSync(
      join(dir, "routegen.config.yaml"),
      "input: ledger.json\noutput: sdk\nrenameScopes:\n  ledger: ledger\n",
    );
    const kept = routegen(["generate"], { cwd: dir });
    expect(kept.code, kept.stderr).toBe(0);
    expect(Object.keys(exportedFunctions(join(dir, "sdk")))).toEqual(["ledger.ts"]);
    expect(kept.stderr).not.toContain("scopes-split");
  });

  it("includes routes by route string glob, and regenerates when the selection changes", () => {
    const dir = project({
      "routegen.config.yaml": 'input: api/routes.yaml\noutput: sdk\ninclude: ["GET /repos/**"]\n',
    });
    expect(routegen(["generate"], { cwd: dir }).code).toBe(0);
    const only = exportedFunctions(join(dir, "sdk"));
    expect(Object.values(only).flat().length).toBeGreaterThan(2);
    for (const file of Object.keys(only))
      expect(readFileSync(join(dir, "sdk", file), "utf8")).not.toMatch(/method: "(POST|PUT|PATCH|DELETE)"/);

    writeFileSync(join(dir, "routegen.config.yaml"), 'input: api/routes.yaml\noutput: sdk\ninclude: ["* /repos/**"]\n');
    const again = routegen(["generate"], { cwd: dir });
    expect(again.stderr).not.toContain("up to date");
    expect(Object.values(exportedFunctions(join(dir, "sdk"))).flat().length).toBeGreaterThan(
      Object.values(only).flat().length,
    );
  });

  it("reads a TypeScript config", () => {
    const dir = project({
      "routegen.config.ts":
        'const output: string = "sdk";\nexport default { targets: [{ input: "api/routes.yaml", output, exclude: ["issues"] }] };\n',
    });
    const run = routegen(["generate"], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(join(dir, "sdk/repos.ts"))).toBe(true);
    expect(existsSync(join(dir, "sdk/issues.ts"))).toBe(false);
  });

  it("reports config errors at their line and column, with exit code 2", () => {
    const dir = project({
      "routegen.config.yaml":
        "targets:\n  - input: api/routes.yaml\n    outptu: sdk\n    runtime: bundle\n    enums: all\n",
    });
    const run = routegen(["generate"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "routegen.config.yaml:3:5: error config-invalid: unknown key `outptu`: did you mean `output`?",
    );
    expect(run.stderr).toContain("routegen.config.yaml:2:5: error config-invalid: the target has no `output`");
    expect(run.stderr).toContain(
      "routegen.config.yaml:4:14: error config-invalid: `runtime` must be `import` or `copy`",
    );
    expect(run.stderr).toContain(
      "routegen.config.yaml:5:12: error config-invalid: `enums` must be `types` or `as-const`",
    );
    expect(existsSync(join(dir, "sdk"))).toBe(false);

    const two = project({ "routegen.config.yaml": TWO_TARGETS, "routegen.config.json": "{}" });
    expect(routegen(["generate"], { cwd: two }).stderr).toContain(
      "found routegen.config.json and routegen.config.yaml: keep one",
    );
  });

  it("refuses a YAML or JSON config whose output is outside its folder, unless confirmed with --allow-external-output", () => {
    // The project is a folder of its own in a temporary folder, so that `..` stays in there.
    const dir = project(
      { "routegen.config.yaml": "targets:\n  - input: api/routes.yaml\n    output: ../victim\n" },
      join(tempDir(), "project"),
    );
    const victim = join(dir, "..", "victim");
    const refused = routegen(["generate"], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^routegen\.config\.yaml:3:13: error output-outside-config: the output \S+victim is outside this config's folder \(\S+\): a config may only write inside its own folder; if you mean it, run with --allow-external-output \(at #\/targets\/0\/output\)$/m,
    );
    expect(existsSync(victim)).toBe(false);
    expect(routegen(["watch"], { cwd: dir }).code).toBe(2);
    // Commands that write nothing take it; an output given with -o is the user's own choice.
    expect(routegen(["inspect", "issues.listForRepo", "owner=o", "repo=r"], { cwd: dir }).code).toBe(0);
    expect(routegen(["generate", "api/routes.yaml", "-o", join(dir, "..", "mine")], { cwd: dir }).code).toBe(0);

    for (const command of ["generate", "watch"])
      expect(routegen([command, "--help"]).stdout).toContain("--allow-external-output");
    expect(readFileSync(`${ROOT}README.md`, "utf8")).toContain("--allow-external-output");
    const confirmed = routegen(["generate", "--allow-external-output"], { cwd: dir });
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(existsSync(join(victim, "issues.ts"))).toBe(true);

    // A link inside the folder that leads out of it is outside too; in JSON as in YAML.
    const linked = project(
      { "routegen.config.json": '{ "input": "api/routes.yaml", "output": "sdk/out" }' },
      join(tempDir(), "project"),
    );
    mkdirSync(join(linked, "..", "elsewhere"));
    symlinkSync(join(linked, "..", "elsewhere"), join(linked, "sdk"));
    const through = routegen(["generate"], { cwd: linked });
    expect(through.code).toBe(2);
    expect(through.stderr).toMatch(
      /routegen\.config\.json:1:\d+: error output-outside-config: the output \S+elsewhere\/out is outside/,
    );
  });

  it("asks for an input or a config when there is neither", () => {
    const run = routegen(["generate"], { cwd: tempDir() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("run `routegen init` to write one");
  });
});

describe("routegen init", () => {
  const PACKAGE =
    '{\n    "name": "app",\n    "scripts": {\n        "build": "tsc",\n        "check:api": "my own check"\n    },\n    "private": true\n}\n';

  it("writes a config for the API it finds and adds npm scripts, leaving the rest of package.json as it was", () => {
    const dir = project({ "package.json": PACKAGE });
    cpSync(join(dir, "api/notes.yaml"), join(dir, "api/openapi.yaml"));
    const run = routegen(["init"], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("wrote routegen.config.yaml: api/openapi.yaml -> src/api");
    expect(run.stderr).toContain('kept the existing "check:api" of package.json');
    expect(readFileSync(join(dir, "package.json"), "utf8")).toBe(
      '{\n    "name": "app",\n    "scripts": {\n        "build": "tsc",\n        "check:api": "my own check",\n        "generate:api": "routegen generate"\n    },\n    "private": true\n}\n',
    );
    // The config it wrote works as it is.
    const generated = routegen(["generate"], { cwd: dir });
    expect(generated.code, generated.stderr).toBe(0);
    expect(existsSync(join(dir, "src/api/notes.ts"))).toBe(true);
  });

  it("writes nothing, exit 2, when there is no API description to generate from", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "package.json"), '{ "name": "app" }\n');
    const run = routegen(["init"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no API description found here");
    expect(run.stderr).toContain("--input <file>");
    const missing = routegen(["init", "--input", "spec/api.yaml"], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--input spec/api.yaml: no such file");
    expect(readdirSync(dir)).toEqual(["package.json"]);
    expect(readFileSync(join(dir, "package.json"), "utf8")).toBe('{ "name": "app" }\n');
  });

  it("refuses to overwrite a config unless --force, and writes JSON or TypeScript on request", () => {
    const dir = project();
    expect(routegen(["init", "--input", "api/routes.yaml", "--format", "json"], { cwd: dir }).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "routegen.config.json"), "utf8"))).toEqual({
      targets: [{ input: "api/routes.yaml", output: "src/api" }],
    });

    const again = routegen(["init"], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("routegen.config.json already exists: use --force to overwrite it");
    expect(
      routegen(["init", "--force", "--format", "json", "--output", "lib/api", "--input", "api/routes.yaml"], {
        cwd: dir,
      }).code,
    ).toBe(0);
    expect(readFileSync(join(dir, "routegen.config.json"), "utf8")).toContain('"output": "lib/api"');

    const ts = project();
    const init = routegen(["init", "--format", "ts", "--input", "api/routes.yaml"], { cwd: ts });
    expect(init.code).toBe(0);
    expect(init.stderr).toContain("no package.json here");
    expect(routegen(["generate"], { cwd: ts }).code).toBe(0);
    expect(existsSync(join(ts, "src/api/issues.ts"))).toBe(true);
  });
});
