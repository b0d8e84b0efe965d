// The hash cache (generator/write/file-hashes.ts) under concurrent runs: warm runs of one output folder
// take no lock, so two may save its cache at once while a third reads it. Each save replaces the file in
// one step: a reader finds one run's whole cache, never half of one.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, expect, it } from "vitest";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("is always read whole while two runs keep replacing it", async () => {
  dir = mkdtempSync(join(tmpdir(), "routegen-hash-cache-"));
  const cache = join(dir, "cache", "hashes.json");
  for (let i = 0; i < 2000; i++)
    writeFileSync(join(dir, `file-${i}.ts`), `export const value${i} = ${i};\n`.repeat(20));
  // Older than a tick of the file system's clock, so that the runs remember them.
  await sleep(150);
  let running = 2;
  const racers = [2000, 1000].map((count) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", join(import.meta.dirname, "file-hashes-child.ts"), dir, cache, String(count), "20"],
      { stdio: "inherit" },
    );
    return new Promise<number | null>((resolve) =>
      child.on("close", (code) => {
        running--;
        resolve(code);
      }),
    );
  });
  const seen: number[] = [];
  while (running > 0) {
    // Reads in bursts, yielding between them so that the racers' ends are heard.
    for (let i = 0; i < 100; i++) {
      let text: string;
      try {
        text = readFileSync(cache, "utf8");
      } catch {
        continue;
      }
      seen.push(Object.keys((JSON.parse(text) as { files: object }).files).length);
    }
    await sleep(0);
  }
  expect(await Promise.all(racers)).toEqual([0, 0]);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((count) => count !== 2000 && count !== 1000)).toEqual([]);
});
