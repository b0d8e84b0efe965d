import { readFileSync, watch, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest } from "../../../generator/write/manifest.js";
import { generateFiles } from "../../../generator/pipeline.js";
import { routegen as routegenSync } from "../../support/cli.js";
import {
  leftovers,
  manifestTellsEachFile,
  mixedFiles,
  project,
  sha,
  snapshot,
  startRoutegen,
  type Run,
} from "../../support/output.js";

// `kill -9` at random moments of a large generation (600 files, of which each new version changes 550,
// adds 50 and removes 50), several times over: after each kill no file of the user's is lost, every
// generated file is as before the run or as the run meant it, and the manifest says which; the next run
// completes the change. The kills are timed from the moment the run takes the output folder's lock, so
// they land while it writes, not while it reads its input.

const SCOPES = 600;
const KILLS = 5;

/** Version `v`: scopes `50v` to `50v + 599`, each summary naming the version. */
function version(v: number): string {
  let text = "";
  for (let i = 50 * v; i < 50 * v + SCOPES; i++)
    text += `  scope${i}.get:\n    route: GET /things${i}/{id}\n    summary: Get thing ${i}, version ${v}\n`;
  return text;
}

/** The generated files of version `v`, as sha256 by path (made in this process). */
function expected(dir: string, v: number): Record<string, string> {
  const input = join(dir, `v${v}.yaml`);
  writeFileSync(input, `routes:\n${version(v)}`);
  return Object.fromEntries(generateFiles({ input }).files.map((f) => [f.path, sha(f.text)]));
}

/** The generated files now in `out`, as sha256 by path (the manifest and the user's files left out). */
function generatedNow(out: string): Record<string, string> {
  return Object.fromEntries(Object.entries(snapshot(out)).filter(([path]) => path.endsWith(".ts")));
}

/** Runs `generate`, and kills it `delay` ms after it takes the lock of `out` (unless it ends first). */
async function generateAndKill(cwd: string, args: string[], out: string, delay: number): Promise<Run> {
  const run = startRoutegen(cwd, args);
  const watcher = watch(out, (_, name) => {
    if (name !== ".routegen-lock") return;
    watcher.close();
    setTimeout(() => run.child.kill("SIGKILL"), delay);
  });
  try {
    return await run.done;
  } finally {
    watcher.close();
  }
}

describe("SIGKILL at random moments of a large generation", () => {
  it(`leaves each file old or new and loses nothing, ${KILLS} times over, and the next run completes the change`, async () => {
    const p = project(version(0), "routegen-kill-");
    const args = ["generate", p.input, "-o", p.out, "--reporter", "json", "--progress"];
    expect((await startRoutegen(p.dir, args).done).code).toBe(0);
    for (let i = 0; i < 200; i++) writeFileSync(join(p.out, `mine${i}.md`), `mine ${i}`);
    const mine = () =>
      Object.fromEntries(Object.entries(snapshot(p.out, true)).filter(([path]) => path.startsWith("mine")));
    const userFiles = mine();

    // How long writing a new version takes here: the kills are spread over that.
    p.setRoutes(version(1));
    const timed = await startRoutegen(p.dir, args).done;
    const writeMs = 1000 * Number(/routegen: write .*\((\d+\.\d+) s\)/.exec(timed.stderr)?.[1] ?? "0.3");

    let killed = 0;
    for (let v = 2; v < 2 + KILLS; v++) {
      const before = generatedNow(p.out);
      const after = expected(p.dir, v);
      p.setRoutes(version(v));
      const run = await generateAndKill(p.dir, args, p.out, Math.random() * writeMs);
      if (run.signal === "SIGKILL") killed++;
      else expect(run.code, run.stderr).toBe(0);
      expect(mine()).toEqual(userFiles);
      expect(mixedFiles(p.out, before, after), `version ${v}`).toEqual([]);
      const manifest = readManifest(p.out);
      expect(manifest && manifestTellsEachFile(p.out, manifest), `version ${v}`).toBe(true);
    }
    expect(killed).toBeGreaterThan(0);

    const last = 2 + KILLS;
    const final = expected(p.dir, last);
    p.setRoutes(version(last));
    expect((await startRoutegen(p.dir, args).done).code).toBe(0);
    expect(generatedNow(p.out)).toEqual(final);
    expect(mine()).toEqual(userFiles);
    expect(leftovers(p.out)).toEqual([]);
    expect(readManifest(p.out)?.pending).toBeUndefined();
    expect(routegenSync(["check", p.input, "-o", p.out], { cwd: p.dir }).code).toBe(0);
    expect(readFileSync(join(p.out, `scope${50 * last}.ts`), "utf8")).toContain(`version ${last}`);
  });
});
