import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { typeCheck, COMPILERS } from "../support/compile.js";
import { ROOT } from "../support/examples.js";
import { filesIn } from "../support/cli.js";

// The CLI as users run it: a process, its exit code, what it prints and what it leaves on disk.
function routegen(...args: string[]) {
  const result = spawnSync(process.execPath, [`${ROOT}bin/routegen.js`, ...args], { encoding: "utf8", cwd: ROOT });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "routegen-cli-"));
}

const CATALOGUE = `${ROOT}examples/catalogue/routes.yaml`;
const version = (JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as { version: string }).version;

describe("routegen CLI", () => {
  it("prints help and version", () => {
    const help = routegen("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("routegen generate <input> -o <dir>");
    const generateHelp = routegen("generate", "--help");
    expect(generateHelp.code).toBe(0);
    expect(generateHelp.stdout).toContain("--runtime <mode>");
    expect(generateHelp.stdout).toContain("--enums <mode>");
    expect(generateHelp.stdout).toContain("Examples:");
    expect(routegen("--version").stdout.trim()).toBe(version);
  });

  it("exits 2 on usage errors", () => {
    expect(routegen("frobnicate").code).toBe(2);
    expect(routegen("generate", CATALOGUE).stderr).toContain("-o <dir>");
    expect(routegen("generate", CATALOGUE, "-o", tempDir(), "--runtime", "bundle").code).toBe(2);
    const enums = routegen("generate", CATALOGUE, "-o", tempDir(), "--enums", "objects");
    expect([enums.code, enums.stderr]).toEqual([
      2,
      expect.stringContaining("--enums must be types or as-const, not `objects`"),
    ]);
    expect(routegen("generate", CATALOGUE, "-o", tempDir(), "--no-such-flag").code).toBe(2);
  });

  it("writes named enums as const objects too with --enums as-const, and regenerates when it changes", () => {
    const out = tempDir();
    expect(routegen("generate", `${ROOT}examples/openapi/api.yaml`, "-o", out, "-q").code).toBe(0);
    expect(readFileSync(join(out, "types/priority.ts"), "utf8")).not.toContain("export const");
    expect(routegen("generate", `${ROOT}examples/openapi/api.yaml`, "-o", out, "-q", "--enums", "as-const").code).toBe(
      0,
    );
    expect(readFileSync(join(out, "types/priority.ts"), "utf8")).toContain(
      'export const Priority = { Low: "low", Normal: "normal", High: "high" } as const;',
    );
  });

  it("generates, then rewrites nothing when nothing changed", () => {
    const out = tempDir();
    const first = routegen("generate", CATALOGUE, "-o", out);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/21 routes, 11 types/);
    const files = readdirSync(out).sort();
    expect(files).toEqual(
      expect.arrayContaining(["index.ts", "endpoint.ts", "types.ts", "issues.ts", ".routegen-manifest.json"]),
    );
    const mtimes = files.map((f) => statSync(join(out, f)).mtimeMs);

    const second = routegen("generate", CATALOGUE, "-o", out);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain("up to date");
    expect(files.map((f) => statSync(join(out, f)).mtimeMs)).toEqual(mtimes);
  });

  it("exits 1 on an input error, names the place, and leaves the previous output untouched", () => {
    const out = tempDir();
    expect(routegen("generate", CATALOGUE, "-o", out).code).toBe(0);
    const before = Object.fromEntries(filesIn(out).map((f) => [f, readFileSync(join(out, f), "utf8")]));

    const broken = join(tempDir(), "routes.yaml");
    writeFileSync(broken, "routes:\n  repos.get:\n    route: GET /repos/{owner\n    sumary: x\n");
    const result = routegen("generate", broken, "-o", out);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/routes\.yaml:\d+:\d+: error [a-z-]+:/);
    expect(result.stderr).toContain("nothing written");
    expect(Object.fromEntries(filesIn(out).map((f) => [f, readFileSync(join(out, f), "utf8")]))).toEqual(before);
  });

  it("gives a description without servers urls without a host, never GitHub's defaults, and says so", () => {
    const input = join(tempDir(), "api.yaml");
    writeFileSync(
      input,
      'openapi: 3.0.3\ninfo: { title: t, version: "1" }\npaths:\n  /pets:\n    get: { operationId: listPets, responses: { "200": { description: ok } } }\n',
    );
    const out = tempDir();
    const result = routegen("generate", input, "-o", out);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /api\.yaml:1:1: note server-relative: the description names no server: .*defaults\(\{ baseUrl/,
    );
    const endpoint = readFileSync(join(out, "endpoint.ts"), "utf8");
    expect(endpoint).toContain('baseUrl: ""');
    expect(endpoint).not.toMatch(/github/i);
    expect(readFileSync(join(out, "pets.ts"), "utf8")).not.toMatch(/vendor|mediaType/i);
  });

  it("says an output conflict is the output folder's problem, not the input's", () => {
    const out = tempDir();
    writeFileSync(join(out, "endpoint.ts"), "// mine\n");
    const run = routegen("generate", CATALOGUE, "-o", out);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("error output-conflict:");
    expect(run.stderr).toContain(`nothing written to ${out}: 1 problem with the output folder`);
    expect(run.stderr).not.toContain("in the input");
    expect(readdirSync(out)).toEqual(["endpoint.ts"]);
  });

  it("shows the line of every located diagnostic with a caret under its column (text reporter only)", () => {
    const broken = join(tempDir(), "routes.yaml");
    writeFileSync(
      broken,
      "routes:\r\n  getThing:\r\n    route: GET /things/{id}\r\n    params: { id: { type: strin } }\r\n",
    );
    const result = routegen("generate", broken, "-o", tempDir());
    expect(result.code).toBe(1);
    const lines = result.stderr.split("\n");
    const at = lines.findIndex((line) => line.startsWith(`${broken}:4:`));
    expect(at, result.stderr).toBeGreaterThanOrEqual(0);
    const column = Number(/:4:(\d+):/.exec(lines[at]!)![1]);
    expect(lines.slice(at + 1, at + 3)).toEqual([
      "  4 |     params: { id: { type: strin } }",
      `    | ${" ".repeat(column - 1)}^`,
    ]);
    expect("    params: { id: { type: strin } }".slice(column - 1)).toMatch(/^strin/);
    const json = routegen("generate", broken, "-o", tempDir(), "--reporter", "json");
    expect(() => JSON.parse(json.stderr) as unknown).not.toThrow();
  });

  it("reports malformed YAML with its line and column, as JSON on request", () => {
    const broken = join(tempDir(), "routes.yaml");
    writeFileSync(broken, "routes:\n  a: [unclosed\n");
    const result = routegen("generate", broken, "-o", tempDir(), "--reporter", "json");
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stderr) as { diagnostics: { code: string; line: number; file: string }[] };
    expect(report.diagnostics[0]).toMatchObject({ code: "yaml-syntax", file: broken });
    expect(report.diagnostics[0]!.line).toBeGreaterThan(0);
  });

  it("says, when the output is up to date, how many warnings it was generated with; as JSON too, stderr one document", () => {
    const input = `${ROOT}examples/openapi/api.yaml`;
    const out = tempDir();
    const first = routegen("generate", input, "-o", out, "--reporter", "json");
    expect(first.code).toBe(0);
    type Report = { diagnostics: { code: string; severity: string }[]; targets: Record<string, unknown>[] };
    const made = JSON.parse(first.stderr) as Report;
    const warnings = made.diagnostics.filter((d) => d.severity === "warning").map((d) => d.code);
    expect(warnings).toContain("body-param-collision");
    expect(made.targets).toMatchObject([
      { output: out, upToDate: false, routes: 17, files: { written: 17, removed: 0 } },
    ]);

    // The input is not read again: the counts come from the manifest.
    const again = JSON.parse(routegen("generate", input, "-o", out, "--reporter", "json").stderr) as Report;
    const byCode = Object.fromEntries(
      [...new Set(warnings)].map((code) => [code, warnings.filter((c) => c === code).length]),
    );
    expect(again).toEqual({ diagnostics: [], targets: [{ output: out, upToDate: true, files: 17, warnings: byCode }] });
    const text = routegen("generate", input, "-o", out);
    expect(text.stderr).toMatch(
      new RegExp(
        `is up to date \\(17 files, [\\d.]+ s\\); generated with ${warnings.length} warnings?, not repeated \\(routegen generate --force prints them\\)\\n$`,
      ),
    );
    expect(routegen("generate", input, "-o", out, "--force").stderr).toContain("warning body-param-collision");
  });

  it("keeps files a user added and removes the files of routes that disappeared", () => {
    const input = join(tempDir(), "routes.yaml");
    writeFileSync(input, "routes:\n  repos.get: GET /repos/{owner}/{repo}\n  gists.list: GET /gists\n");
    const out = tempDir();
    expect(routegen("generate", input, "-o", out).code).toBe(0);
    expect(existsSync(join(out, "gists.ts"))).toBe(true);
    writeFileSync(join(out, "my-notes.md"), "mine");

    writeFileSync(input, "routes:\n  repos.get: GET /repos/{owner}/{repo}\n");
    expect(routegen("generate", input, "-o", out).code).toBe(0);
    expect(existsSync(join(out, "gists.ts"))).toBe(false);
    expect(readFileSync(join(out, "my-notes.md"), "utf8")).toBe("mine");
  });

  it("formats with the user's own prettier configuration on request", () => {
    const out = tempDir();
    writeFileSync(join(out, ".prettierrc"), JSON.stringify({ semi: false, singleQuote: true }));
    expect(routegen("generate", CATALOGUE, "-o", out, "--prettier").code).toBe(0);
    const issues = readFileSync(join(out, "issues.ts"), "utf8");
    expect(issues).toContain("from '@routegen/runtime'");
    expect(issues).not.toMatch(/;$/m);
    expect(readFileSync(join(out, ".prettierrc"), "utf8")).toContain("singleQuote");
  });

  it("copies the runtime into the output with --runtime copy, and that SDK compiles", () => {
    const out = tempDir();
    expect(routegen("generate", CATALOGUE, "-o", out, "--runtime", "copy").code).toBe(0);
    expect(existsSync(join(out, "runtime", "index.ts"))).toBe(true);
    expect(readFileSync(join(out, "issues.ts"), "utf8")).toContain('from "./runtime/index.js"');
    const files = readdirSync(out)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => join(out, f));
    expect(typeCheck(COMPILERS["TypeScript 5.9"], files)).toBe("");
  });
});
