import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../generator/diagnostics.js";
import { ROOT } from "../support/examples.js";

// The output folder is never left half-written and nothing of the user's is ever lost: runs killed at
// the worst moments (through write.ts's test seam, ROUTEGEN_TEST_INTERRUPT), runs that fail on the file
// system, files of the user's where routegen wants to write, generated files edited by hand.

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  diagnostics: Diagnostic[];
}

function routegen(cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}bin/routegen.js`, ...args], { cwd, env: { ...process.env, ...env } });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout.resume();
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const start = stderr.indexOf('{\n  "diagnostics"');
      const diagnostics = start === -1 ? [] : (JSON.parse(stderr.slice(start, stderr.lastIndexOf("}") + 1)) as { diagnostics: Diagnostic[] }).diagnostics;
      resolve({ code, signal, stderr, diagnostics });
    });
  });
}

/** A project folder with a catalogue, and `generate` for it. */
function project(routes: string) {
  const dir = mkdtempSync(join(tmpdir(), "routegen-lost-"));
  const input = join(dir, "routes.yaml");
  const out = join(dir, "sdk");
  const setRoutes = (text: string) => writeFileSync(input, `routes:\n${text}`);
  setRoutes(routes);
  const generate = (flags: string[] = [], env: Record<string, string> = {}) =>
    routegen(dir, ["generate", input, "-o", out, "--reporter", "json", ...flags], env);
  return { dir, input, out, setRoutes, generate };
}

const TWO_SCOPES = "  repos.get: GET /repos/{owner}/{repo}\n  gists.list: GET /gists\n";
const THREE_SCOPES = TWO_SCOPES + "  users.get: GET /users/{username}\n";

/** Every file and folder under `dir` with its content (or link target), for byte-for-byte comparison. */
function snapshot(dir: string, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = join(dir, path);
    if (entry.isSymbolicLink()) out[path] = `-> ${readlinkSync(full)}`;
    else if (entry.isDirectory()) {
      out[`${path}/`] = "folder";
      Object.assign(out, snapshot(dir, path));
    } else out[path] = createHash("sha256").update(readFileSync(full)).digest("hex");
  }
  return out;
}

function siblings(p: { dir: string }): string[] {
  return readdirSync(p.dir).filter((name) => name.includes(".routegen-")).sort();
}

describe.concurrent("a run that fails or is interrupted leaves the previous output as it was", () => {
  it("killed while staging: the output is untouched, and the next run recovers", async () => {
    const p = project(TWO_SCOPES);
    expect((await p.generate()).code).toBe(0);
    writeFileSync(join(p.out, "mine.md"), "my notes");
    const before = snapshot(p.out);

    p.setRoutes(THREE_SCOPES);
    const killed = await p.generate([], { ROUTEGEN_TEST_INTERRUPT: "staging" });
    expect(killed.signal).toBe("SIGKILL");
    expect(snapshot(p.out)).toEqual(before);
    expect(siblings(p)).toEqual(["sdk.routegen-staging"]); // half-written, beside the output

    const next = await p.generate();
    expect(next.code).toBe(0);
    expect(existsSync(join(p.out, "users.ts"))).toBe(true);
    expect(readFileSync(join(p.out, "mine.md"), "utf8")).toBe("my notes");
    expect(siblings(p)).toEqual([]);
  });

  it("killed between the two renames of the swap: the previous output is kept aside whole, and put back by the next run", async () => {
    const p = project(TWO_SCOPES);
    expect((await p.generate()).code).toBe(0);
    writeFileSync(join(p.out, "mine.md"), "my notes");
    const before = snapshot(p.out);

    p.setRoutes(THREE_SCOPES);
    const killed = await p.generate([], { ROUTEGEN_TEST_INTERRUPT: "swap" });
    expect(killed.signal).toBe("SIGKILL");
    expect(existsSync(p.out)).toBe(false);
    expect(snapshot(join(p.dir, "sdk.routegen-previous"))).toEqual(before);

    // Even a run that then stops on an input error puts the previous output back first.
    p.setRoutes("  repos.get: GTE /repos\n");
    const failed = await p.generate();
    expect(failed.code).toBe(1);
    expect(snapshot(p.out)).toEqual(before);
    expect(siblings(p)).toEqual([]);

    p.setRoutes(THREE_SCOPES);
    expect((await p.generate()).code).toBe(0);
    expect(existsSync(join(p.out, "users.ts"))).toBe(true);
    expect(readFileSync(join(p.out, "mine.md"), "utf8")).toBe("my notes");
  });

  it("an output folder that cannot be written is a diagnostic, not a crash, and the previous output stays", async () => {
    const p = project(TWO_SCOPES);
    expect((await p.generate()).code).toBe(0);
    const before = snapshot(p.out);
    // A real failure: the staging folder's name is one character longer than a file name may be.
    const long = join(p.dir, "o".repeat(255 - ".routegen-staging".length + 1));
    renameSync(p.out, long);
    p.setRoutes(THREE_SCOPES);
    const failed = await routegen(p.dir, ["generate", p.input, "-o", long, "--reporter", "json"]);
    expect(failed.code).toBe(1);
    expect(failed.diagnostics).toEqual([expect.objectContaining({ code: "output-unwritable", severity: "error", file: long })]);
    expect(failed.diagnostics[0]!.message).toContain("ENAMETOOLONG");
    expect(snapshot(long)).toEqual(before);

    // An output path that is a file.
    writeFileSync(join(p.dir, "a-file"), "x");
    const notFolder = await routegen(p.dir, ["generate", p.input, "-o", join(p.dir, "a-file"), "--reporter", "json"]);
    expect(notFolder.code).toBe(1);
    expect(notFolder.diagnostics.map((d) => d.code)).toEqual(["output-unwritable"]);
    expect(notFolder.stderr).not.toContain("internal error");
    expect(readFileSync(join(p.dir, "a-file"), "utf8")).toBe("x");
  });
});

describe.concurrent("routegen owns only what it wrote", () => {
  it("keeps files, folders, links, modes and times of the user's, in subfolders too, and removes generated files that are gone", async () => {
    const p = project(TWO_SCOPES);
    expect((await p.generate(["--runtime", "copy"])).code).toBe(0);
    expect(existsSync(join(p.out, "runtime", "index.ts"))).toBe(true);
    mkdirSync(join(p.out, "notes", "empty"), { recursive: true });
    writeFileSync(join(p.out, "notes", "todo.md"), "mine");
    writeFileSync(join(p.out, "runtime", "mine.ts"), "export const mine = 1;\n");
    writeFileSync(join(p.out, "script.sh"), "#!/bin/sh\n");
    chmodSync(join(p.out, "script.sh"), 0o755);
    utimesSync(join(p.out, "notes", "todo.md"), new Date("2020-01-01"), new Date("2020-01-01"));
    symlinkSync("notes/todo.md", join(p.out, "todo-link"));

    // The runtime is no longer copied, and a route is gone: their files go, the user's stay.
    p.setRoutes("  repos.get: GET /repos/{owner}/{repo}\n  repos.list: GET /repos\n");
    const run = await p.generate();
    expect(run.code).toBe(0);
    expect(existsSync(join(p.out, "gists.ts"))).toBe(false);
    expect(readdirSync(join(p.out, "runtime"))).toEqual(["mine.ts"]);
    expect(readFileSync(join(p.out, "notes", "todo.md"), "utf8")).toBe("mine");
    expect(statSync(join(p.out, "notes", "todo.md")).mtime.toISOString()).toBe("2020-01-01T00:00:00.000Z");
    expect(readdirSync(join(p.out, "notes", "empty"))).toEqual([]);
    expect(statSync(join(p.out, "script.sh")).mode & 0o777).toBe(0o755);
    expect(lstatSync(join(p.out, "todo-link")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(p.out, "todo-link"))).toBe("notes/todo.md");

    // A generated folder emptied of generated files but holding none of the user's goes with them.
    const q = project(TWO_SCOPES);
    expect((await q.generate(["--runtime", "copy"])).code).toBe(0);
    expect((await q.generate(["--runtime", "import"])).code).toBe(0);
    expect(existsSync(join(q.out, "runtime"))).toBe(false);
  });

  it("does not rewrite files that did not change when others do", async () => {
    const p = project(TWO_SCOPES);
    expect((await p.generate()).code).toBe(0);
    const past = new Date("2021-06-01");
    for (const file of ["gists.ts", "endpoint.ts"]) utimesSync(join(p.out, file), past, past);
    p.setRoutes(TWO_SCOPES + "  repos.list: GET /repos\n");
    expect((await p.generate()).code).toBe(0);
    expect(statSync(join(p.out, "gists.ts")).mtime).toEqual(past);
    expect(statSync(join(p.out, "endpoint.ts")).mtime).toEqual(past);
  });

  it("stops, writing nothing, rather than overwrite a file of the user's where it now writes; --force replaces it", async () => {
    const p = project("  repos.get: GET /repos/{owner}/{repo}\n");
    expect((await p.generate()).code).toBe(0);
    writeFileSync(join(p.out, "gists.ts"), "// my own gists helper\n");
    const before = snapshot(p.out);

    p.setRoutes(TWO_SCOPES);
    const refused = await p.generate();
    expect(refused.code).toBe(1);
    expect(refused.diagnostics).toEqual([
      expect.objectContaining({ code: "output-conflict", severity: "error", file: join(p.out, "gists.ts") }),
    ]);
    expect(snapshot(p.out)).toEqual(before);

    expect((await p.generate(["--force"])).code).toBe(0);
    expect(readFileSync(join(p.out, "gists.ts"), "utf8")).toContain("export function list");
  });

  it("replaces the files it owns even when they were edited (a formatter edits them all), and removes those of routes gone", async () => {
    const p = project(TWO_SCOPES);
    expect((await p.generate()).code).toBe(0);
    for (const file of ["repos.ts", "gists.ts"]) {
      writeFileSync(join(p.out, file), readFileSync(join(p.out, file), "utf8").replace(/;$/gm, ""));
    }
    p.setRoutes("  repos.get: GET /repos/{owner}/{repo}\n  repos.list: GET /repos\n");
    const run = await p.generate();
    expect(run.code).toBe(0);
    expect(run.diagnostics).toEqual([]);
    expect(readFileSync(join(p.out, "repos.ts"), "utf8")).toMatch(/;$/m);
    expect(existsSync(join(p.out, "gists.ts"))).toBe(false);
  });

  it("takes over files that already hold what it would write (a lost manifest), and a folder of the user's in the way is a conflict", async () => {
    const p = project(TWO_SCOPES);
    expect((await p.generate()).code).toBe(0);
    renameSync(join(p.out, ".routegen-manifest.json"), join(p.dir, "manifest.bak"));
    const again = await p.generate();
    expect(again.code).toBe(0);
    expect(existsSync(join(p.out, ".routegen-manifest.json"))).toBe(true);

    mkdirSync(join(p.out, "users.ts"));
    writeFileSync(join(p.out, "users.ts", "inside.txt"), "mine");
    p.setRoutes(THREE_SCOPES);
    const refused = await p.generate();
    expect(refused.diagnostics.map((d) => d.code)).toEqual(["output-conflict"]);
    expect(readFileSync(join(p.out, "users.ts", "inside.txt"), "utf8")).toBe("mine");
  });
});
