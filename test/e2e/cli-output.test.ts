import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { coloursFor } from "../../generator/cli/terminal.js";
import { routegen, tempDir } from "../support/cli.js";
import { ROOT } from "../support/examples.js";

// What the CLI prints around its work: help for every command, the version, progress on large inputs
// (phases with counts and times, on stderr, silenced by --quiet), colour only on a terminal.

const COMMANDS = ["generate", "check", "watch", "inspect", "explain", "export-catalogue", "init"];
const version = (JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as { version: string }).version;

describe("help and version", () => {
  it("lists every command, and each has help with examples", () => {
    const help = routegen(["--help"]);
    expect(help.code).toBe(0);
    for (const command of COMMANDS) {
      expect(help.stdout).toMatch(new RegExp(`^  ${command} +\\S`, "m"));
      for (const args of [
        [command, "--help"],
        ["help", command],
        [command, "-h"],
      ]) {
        const run = routegen(args);
        expect(run.code, args.join(" ")).toBe(0);
        expect(run.stdout).toContain(`Usage: routegen ${command}`);
        expect(run.stdout).toMatch(/\nExamples:\n {2}routegen /);
      }
    }
    expect(routegen(["--version"]).stdout).toBe(`${version}\n`);
    expect(routegen([]).code).toBe(2);
  });

  it("suggests the nearest command for a typo", () => {
    const run = routegen(["chek"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown command `chek`. Did you mean `check`?");
  });

  it("says an unknown flag in its own words, with the command's nearest flag", () => {
    const typo = routegen(["generate", "api.yaml", "--emitt", "js"]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe(
      "routegen: unknown flag `--emitt`. Did you mean `--emit`?\nRun `routegen generate --help` for usage.\n",
    );
    // A flag another command has is no typo of this one's; a short flag gets no guess.
    expect(routegen(["inspect", "--prettier"]).stderr).toMatch(/^routegen: unknown flag `--prettier`\.\n/);
    expect(routegen(["check", "-x"]).stderr).toMatch(/^routegen: unknown flag `-x`\.\n/);
  });
});

describe("progress", () => {
  /** The catalogue example padded past 1 MB with a comment: large, but quick to read. */
  function largeInput(): string {
    const file = join(tempDir(), "routes.yaml");
    cpSync(`${ROOT}examples/catalogue/routes.yaml`, file);
    writeFileSync(file, readFileSync(file, "utf8") + `# ${"x".repeat(1_100_000)}\n`);
    return file;
  }

  it("prints each phase with its counts and time for a large input, and nothing with --quiet", () => {
    const input = largeInput();
    const out = join(tempDir(), "sdk");
    const run = routegen(["generate", input, "-o", out]);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stderr.trim().split("\n");
    expect(lines[0]).toMatch(
      /^routegen: load {3}routes\.yaml \(1\.1 MB\): 21 routes, 11 types from 1 file \(\d+\.\d\d s\)$/,
    );
    expect(lines[1]).toMatch(/^routegen: plan {3}21 functions in 9 scopes \(\d+\.\d\d s\)$/);
    expect(lines[2]).toMatch(/^routegen: emit {3}23 files, \d+ KB \(\d+\.\d\d s\)$/);
    expect(lines[3]).toMatch(/^routegen: write {2}23 written, 0 unchanged, 0 removed \(\d+\.\d\d s\)$/);
    expect(lines[4]).toMatch(/^routegen: 21 routes, 11 types -> .*: 23 files/);
    expect(lines).toHaveLength(5);

    // A warm run has no phases to report.
    expect(routegen(["generate", input, "-o", out]).stderr).toMatch(
      /^routegen: \S+ is up to date \(23 files, \d+\.\d\d s\)\n$/,
    );

    const quiet = routegen(["generate", input, "-o", join(tempDir(), "sdk"), "--quiet"]);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe("");
  });

  it("prints phases for a small input only when asked", () => {
    const plain = routegen(["generate", "examples/catalogue/routes.yaml", "-o", join(tempDir(), "sdk")]);
    expect(plain.stderr).not.toContain("routegen: load");
    const asked = routegen(["check", "examples/catalogue/routes.yaml", "-o", "examples/catalogue/sdk", "--progress"]);
    expect(asked.stderr).toMatch(/routegen: load {3}routes\.yaml \(\d+ KB\): 21 routes/);
    expect(asked.stderr).toMatch(/routegen: emit {3}23 files/);
  });
});

describe("colour", () => {
  const saved = process.env.NO_COLOR;
  afterEach(() => {
    if (saved === undefined) delete process.env.NO_COLOR;
    else process.env.NO_COLOR = saved;
  });

  it("is used on a terminal only, and never with NO_COLOR", () => {
    const terminal = { isTTY: true } as NodeJS.WriteStream;
    const pipe = { isTTY: false } as NodeJS.WriteStream;
    delete process.env.NO_COLOR;
    expect(coloursFor(terminal).red("x")).toBe("\u001b[31mx\u001b[39m");
    expect(coloursFor(pipe).red("x")).toBe("x");
    process.env.NO_COLOR = "1";
    expect(coloursFor(terminal).red("x")).toBe("x");
  });

  it("is not written when the output is not a terminal", () => {
    const dir = tempDir();
    cpSync(`${ROOT}examples/openapi/api.yaml`, join(dir, "api.yaml"));
    const run = routegen(["generate", "api.yaml", "-o", "sdk"], { cwd: dir });
    expect(run.stderr).toContain("warning body-param-collision");
    writeFileSync(
      join(dir, "api.yaml"),
      readFileSync(join(dir, "api.yaml"), "utf8").replace("operationId: deleteNote", "operationId: removeNote"),
    );
    const check = routegen(["check", "api.yaml", "-o", "sdk"], { cwd: dir });
    expect(check.stdout).toContain("renamed to notes.removeNote");
    expect(run.stderr + check.stdout + check.stderr).not.toContain("\u001b[");
  });
});
