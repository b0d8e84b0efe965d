import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routegen as routegenSync } from "../support/cli.js";
import {
  leftovers,
  project,
  runRoutegen,
  sha,
  snapshot,
  THREE_SCOPES,
  TWO_SCOPES,
  unprivileged,
} from "../support/output.js";

// The output folder is never left half-written and nothing of the user's is ever lost: runs killed at
// the worst moments (through the journal's test seam, ROUTEGEN_TEST_INTERRUPT), runs that fail on the
// file system, files of the user's where routegen wants to write, generated files edited by hand.
// test/generator/write/ adds the fault-injection suite: concurrent runs, writers, random kills, full disks.

function siblings(p: { dir: string }): string[] {
  return readdirSync(p.dir)
    .filter((name) => name.includes(".routegen-"))
    .sort();
}

/** The generated files of `out` that hold neither their `before` nor their `after` text. */
function neitherOldNorNew(out: string, before: Record<string, string>, after: Record<string, string>): string[] {
  const paths = new Set(
    [...Object.keys(before), ...Object.keys(after)].filter((p) => !p.endsWith("/") && p !== ".routegen-manifest.json"),
  );
  return [...paths].filter((path) => {
    const now = existsSync(join(out, path)) ? sha(readFileSync(join(out, path))) : "absent";
    return now !== (before[path] ?? "absent") && now !== (after[path] ?? "absent");
  });
}

describe.concurrent(
  "a run that fails or is interrupted leaves every file old or new, and the next run completes it",
  () => {
    it("killed half-way through writing: each file is old or new, the manifest says which, check explains, the next run completes", async () => {
      const p = project(TWO_SCOPES);
      expect((await p.generate()).code).toBe(0);
      writeFileSync(join(p.out, "mine.md"), "my notes");
      const before = snapshot(p.out);
      // What the new output is, made elsewhere.
      const q = project(THREE_SCOPES);
      expect((await q.generate()).code).toBe(0);
      const after = { ...snapshot(q.out), "mine.md": before["mine.md"]! };

      p.setRoutes(THREE_SCOPES);
      const killed = await p.generate([], { ROUTEGEN_TEST_INTERRUPT: "writing" });
      expect(killed.signal).toBe("SIGKILL");
      expect(neitherOldNorNew(p.out, before, after)).toEqual([]);
      expect(readFileSync(join(p.out, "mine.md"), "utf8")).toBe("my notes");
      const manifest = JSON.parse(readFileSync(join(p.out, ".routegen-manifest.json"), "utf8")) as {
        pending?: { write: Record<string, string> };
      };
      expect(Object.keys(manifest.pending?.write ?? {}).length).toBeGreaterThan(0);
      expect(siblings(p)).toEqual([]); // nothing beside the output, ever

      // check says what happened and how to recover, rather than listing files as missing.
      const check = routegenSync(["check", p.input, "-o", p.out], { cwd: p.dir });
      expect(check.code).toBe(1);
      expect(check.stdout).toMatch(
        /the last run that wrote it \(pid \d+, .*\) was interrupted: \d+ of \d+ files? (was|were) written/,
      );
      expect(check.stdout).toContain(`Run \`routegen generate ${p.input} -o ${p.out}\` to complete it.`);

      const next = await p.generate();
      expect(next.code).toBe(0);
      expect(snapshot(p.out)).toEqual({ ...after, ".routegen-manifest.json": expect.any(String) });
      expect(leftovers(p.out)).toEqual([]);
      expect(routegenSync(["check", p.input, "-o", p.out], { cwd: p.dir }).code).toBe(0);
    });

    it("killed while removing a file: the file is set aside, not lost; a run that stops on an input error changes nothing; the next run completes", async () => {
      const p = project(THREE_SCOPES);
      expect((await p.generate()).code).toBe(0);
      writeFileSync(join(p.out, "mine.md"), "my notes");

      p.setRoutes(TWO_SCOPES);
      const killed = await p.generate([], { ROUTEGEN_TEST_INTERRUPT: "removing" });
      expect(killed.signal).toBe("SIGKILL");
      expect(existsSync(join(p.out, "users.ts"))).toBe(false);
      // The final manifest is staged before any file is renamed into place, and the previous one kept
      // until the run ends: both are left too, and removed by the next run.
      expect(leftovers(p.out)).toEqual([
        expect.stringMatching(/^\.routegen-[0-9a-f]+-0\.removed$/),
        ".routegen-lock",
        ".routegen-manifest.json.previous",
        ".routegen-manifest.json.tmp",
      ]);
      const interrupted = snapshot(p.out);

      // A run that stops on an input error touches nothing.
      p.setRoutes("  repos.get: GTE /repos\n");
      const failed = await p.generate();
      expect(failed.code).toBe(1);
      expect(snapshot(p.out)).toEqual(interrupted);

      p.setRoutes(TWO_SCOPES);
      expect((await p.generate()).code).toBe(0);
      expect(existsSync(join(p.out, "users.ts"))).toBe(false);
      expect(readFileSync(join(p.out, "mine.md"), "utf8")).toBe("my notes");
      expect(leftovers(p.out)).toEqual([]);
      expect(siblings(p)).toEqual([]);
    });

    it("an output folder that cannot be written is a diagnostic, not a crash, and the previous output stays", async () => {
      const p = project(TWO_SCOPES);
      expect((await p.generate()).code).toBe(0);
      const before = snapshot(p.out, true);
      // A real failure: a folder routegen may not write (as root, run without the privilege to ignore that).
      chmodSync(p.out, 0o555);
      p.setRoutes(THREE_SCOPES);
      const failed = await p.generate([], {}, unprivileged(p.dir));
      chmodSync(p.out, 0o755);
      expect(failed.code).toBe(1);
      expect(failed.diagnostics).toEqual([
        expect.objectContaining({ code: "output-unwritable", severity: "error", file: p.out }),
      ]);
      expect(failed.diagnostics[0]!.message).toContain("EACCES");
      expect(snapshot(p.out, true)).toEqual(before);

      // An output path that is a file.
      writeFileSync(join(p.dir, "a-file"), "x");
      const notFolder = await runRoutegen(p.dir, [
        "generate",
        p.input,
        "-o",
        join(p.dir, "a-file"),
        "--reporter",
        "json",
      ]);
      expect(notFolder.code).toBe(1);
      expect(notFolder.diagnostics.map((d) => d.code)).toEqual(["output-unwritable"]);
      expect(notFolder.stderr).not.toContain("internal error");
      expect(readFileSync(join(p.dir, "a-file"), "utf8")).toBe("x");
    });
  },
);

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

  it("replaces the files it owns even when they were edited (a formatter edits them all); removes those of routes gone only if unedited", async () => {
    const p = project(THREE_SCOPES);
    expect((await p.generate()).code).toBe(0);
    for (const file of ["repos.ts", "gists.ts"]) {
      writeFileSync(join(p.out, file), readFileSync(join(p.out, file), "utf8").replace(/;$/gm, ""));
    }
    const editedGists = readFileSync(join(p.out, "gists.ts"), "utf8");
    p.setRoutes("  repos.get: GET /repos/{owner}/{repo}\n  repos.list: GET /repos\n");
    const run = await p.generate();
    expect(run.code).toBe(0);
    expect(readFileSync(join(p.out, "repos.ts"), "utf8")).toMatch(/;$/m);
    expect(existsSync(join(p.out, "users.ts"))).toBe(false);
    // An edited file of a route gone is the user's work now: kept, and said so.
    expect(readFileSync(join(p.out, "gists.ts"), "utf8")).toBe(editedGists);
    expect(run.diagnostics).toEqual([
      expect.objectContaining({
        code: "output-kept",
        severity: "warning",
        file: join(p.out, "gists.ts"),
        message: expect.stringContaining("gists.ts is no longer generated, but it was changed"),
      }),
    ]);
    expect(run.targets).toMatchObject([{ upToDate: false, files: { removed: 1, kept: 1 } }]);
    // No longer routegen's: if its route comes back, the file is in the way.
    p.setRoutes(TWO_SCOPES);
    expect((await p.generate()).diagnostics.map((d) => d.code)).toEqual(["output-conflict"]);
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
