import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest } from "../../../generator/write/manifest.js";
import { generateFiles } from "../../../generator/pipeline.js";
import { hashText } from "../../../generator/util/hash.js";
import { startRoutegen as startWatch } from "../../support/cli.js";
import { leftovers, manyScopes, project, runRoutegen, sha, snapshot, type Project } from "../../support/output.js";

// Runs racing for one output folder, and people and programs writing into it while routegen does:
// with thousands of files of the user's around, none is lost, no write into the folder fails, and the
// output ends as one whole run's, with a manifest that tells exactly what is on disk.

/** The generated files of a catalogue, as sha256 by path (made in this process, to compare with). */
function expected(input: string): Record<string, string> {
  return Object.fromEntries(generateFiles({ input }).files.map((f) => [f.path, sha(f.text)]));
}

/** The files of `out` that routegen's manifest lists: exactly one of `outputs`, whole, and nothing half-done. */
function wholeOutput(p: Project, outputs: Record<string, string>[]): Record<string, string> | undefined {
  const manifest = readManifest(p.out);
  if (!manifest || manifest.pending) return undefined;
  const listed = Object.keys(manifest.files).sort();
  const match = outputs.find((output) => JSON.stringify(Object.keys(output).sort()) === JSON.stringify(listed));
  if (!match) return undefined;
  const intact = listed.every(
    (path) =>
      sha(readFileSync(join(p.out, path))) === match[path] &&
      hashText(readFileSync(join(p.out, path))) === manifest.files[path],
  );
  return intact ? match : undefined;
}

/** `count` files of the user's, in the output folder and in folders of their own inside it. */
function userFiles(out: string, count: number): () => Record<string, string> {
  for (let i = 0; i < count; i++) {
    const folder = i % 3 === 0 ? "" : `mine${i % 20}`;
    if (folder) mkdirSync(join(out, folder), { recursive: true });
    writeFileSync(join(out, folder, `note${i}.md`), `note ${i}\n`);
  }
  return () =>
    Object.fromEntries(
      Object.entries(snapshot(out, true)).filter(([path]) => path.startsWith("note") || path.startsWith("mine")),
    );
}

describe("runs racing for one output folder", () => {
  it("with 3,000 files of the user's in it: every run succeeds, no file of the user's is lost, the output is one run's, whole", async () => {
    const p = project(manyScopes(30, "first"), "routegen-race-");
    const other = join(p.dir, "other.yaml");
    writeFileSync(other, `routes:\n${manyScopes(20, "second")}  extra.get: GET /extra\n`);
    const outputs = [expected(p.input), expected(other)];
    expect((await p.generate()).code).toBe(0);
    const mine = userFiles(p.out, 3_000);
    const before = mine();

    const generate = (input: string, ...flags: string[]) =>
      runRoutegen(p.dir, ["generate", input, "-o", p.out, "--reporter", "json", ...flags]);
    const runs = await Promise.all([
      generate(other),
      generate(p.input, "--force"),
      generate(other, "--force"),
      generate(p.input),
    ]);
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    expect(mine()).toEqual(before);
    expect(wholeOutput(p, outputs)).toBeDefined();
    expect(leftovers(p.out)).toEqual([]);
  });

  it("with a program writing files into it all along: none of its writes fails, none of its files is lost", async () => {
    const p = project(manyScopes(30, "first"), "routegen-writer-");
    const other = join(p.dir, "other.yaml");
    writeFileSync(other, `routes:\n${manyScopes(10, "second")}`);
    expect((await p.generate()).code).toBe(0);

    // The writer: new files, in the output folder and in a folder of its own, and one file appended to.
    let stop = false;
    const failures: string[] = [];
    let written = 0;
    const writer = (async () => {
      await mkdir(join(p.out, "logs"), { recursive: true });
      while (!stop) {
        const n = written++;
        await Promise.all([
          writeFile(join(p.out, `w${n}.txt`), `${n}`),
          writeFile(join(p.out, "logs", `w${n}.txt`), `${n}`),
          appendFile(join(p.out, "log.txt"), `${n}\n`),
        ]).catch((error: unknown) => failures.push(String(error)));
      }
    })();
    const generate = (input: string) => runRoutegen(p.dir, ["generate", input, "-o", p.out, "--reporter", "json"]);
    for (const input of [other, p.input, other]) {
      const run = await generate(input);
      expect(run.code, run.stderr).toBe(0);
    }
    stop = true;
    await writer;

    expect(failures).toEqual([]);
    expect(written).toBeGreaterThan(50);
    for (let n = 0; n < written; n++) {
      expect(readFileSync(join(p.out, `w${n}.txt`), "utf8")).toBe(`${n}`);
      expect(readFileSync(join(p.out, "logs", `w${n}.txt`), "utf8")).toBe(`${n}`);
    }
    expect(readFileSync(join(p.out, "log.txt"), "utf8")).toBe(
      Array.from({ length: written }, (_, n) => `${n}\n`).join(""),
    );
    expect(wholeOutput(p, [expected(other)])).toBeDefined();
  });

  it("`watch` and `generate` writing one folder wait for each other", async () => {
    const p = project(manyScopes(15, "first"), "routegen-watch-race-");
    const watch = startWatch(["watch", p.input, "-o", p.out], p.dir);
    try {
      await watch.waitFor(/watching 1 file for changes/);
      // Change the input (watch regenerates) while three generate runs force a rewrite of everything.
      const rebuilt = watch.waitFor(/routes\.yaml changed[\s\S]*sdk: (up to date|\d+ files? written)/);
      p.setRoutes(manyScopes(15, "second"));
      const runs = await Promise.all([1, 2, 3].map(() => p.generate(["--force"])));
      for (const run of runs) expect(run.code, run.stderr).toBe(0);
      await rebuilt;
      // One more change, so that the last run to write is watch's, of the final input.
      const last = watch.waitFor(/sdk: \d+ files? written/);
      p.setRoutes(manyScopes(15, "third"));
      await last;
      expect(watch.output).not.toMatch(/error|internal/);
      expect(wholeOutput(p, [expected(p.input)])).toBeDefined();
      expect(leftovers(p.out)).toEqual([]);
      expect(await watch.interrupt()).toBe(0);
    } finally {
      watch.kill();
    }
  });
});
