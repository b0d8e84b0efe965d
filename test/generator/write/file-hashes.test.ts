// Hashes remembered by stat (generator/write/file-hashes.ts): a file whose stat is unchanged is not read
// again, any change of its content is still seen, and the cache file is only ever an optimisation.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileHashes, hashOfFile } from "../../../generator/write/file-hashes.js";

let dir: string;
let cache: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "routegen-file-hashes-"));
  cache = join(dir, "cache", "hashes.json");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file hashed now is remembered only once its last change is older than a tick of the file system's clock. */
const settle = () => sleep(150);

/** A run's look at `path`, with the cache as the last run left it; the cache is saved for the next. */
function look(path: string, file: string | undefined = cache): { hash: string | undefined; reads: number } {
  const hashes = new FileHashes(file, dir);
  const hash = hashes.hashOf(path);
  hashes.save();
  return { hash, reads: hashes.reads };
}

describe("FileHashes", () => {
  it("takes the hash of a file whose stat is unchanged from the cache, without reading it", async () => {
    const path = join(dir, "a.ts");
    writeFileSync(path, "export const a = 1;\n");
    await settle();
    expect(look(path)).toEqual({ hash: hashOfFile(path), reads: 1 });
    expect(look(path)).toEqual({ hash: hashOfFile(path), reads: 0 });
  });

  it("sees a file edited to the same size and given its old modification time back (`touch -r`)", async () => {
    const path = join(dir, "a.ts");
    writeFileSync(path, "export const a = 1;\n");
    await settle();
    const first = look(path).hash;
    const before = statSync(path);
    // `touch -r` copies the times to the nanosecond (Node's utimes takes them as a rounded number).
    const reference = join(dir, "reference");
    writeFileSync(reference, "");
    execFileSync("touch", ["-r", path, reference]);
    writeFileSync(path, "export const a = 2;\n");
    execFileSync("touch", ["-r", reference, path]);
    const after = statSync(path);
    // Only the change time tells: the size and the modification time are what the cache has.
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
    const now = look(path);
    expect(now).toEqual({ hash: hashOfFile(path), reads: 1 });
    expect(now.hash).not.toBe(first);
  });

  it("does not remember a file changed within a tick of being hashed: a second change in that tick would not show", () => {
    const path = join(dir, "a.ts");
    writeFileSync(path, "export const a = 1;\n");
    expect(look(path).reads).toBe(1);
    expect(look(path).reads).toBe(1);
  });

  it("sees a file removed, replaced by a folder, or put back", async () => {
    const path = join(dir, "a.ts");
    writeFileSync(path, "a");
    await settle();
    look(path);
    rmSync(path);
    expect(look(path).hash).toBeUndefined();
    mkdirSync(path);
    expect(look(path).hash).toBeUndefined();
    rmSync(path, { recursive: true });
    writeFileSync(path, "a");
    expect(look(path)).toEqual({ hash: hashOfFile(path), reads: 1 });
  });

  it("reads no file larger than the caller allows, remembered or not", async () => {
    const path = join(dir, "a.ts");
    writeFileSync(path, "four");
    await settle();
    look(path);
    expect(new FileHashes(cache, dir).hashOf(path, 3)).toBeUndefined();
    expect(new FileHashes(cache, dir).hashOf(path, 4)).toBe(hashOfFile(path));
  });

  it("remembers a hash for one run only without a cache file", async () => {
    const path = join(dir, "a.ts");
    writeFileSync(path, "a");
    await settle();
    const hashes = new FileHashes();
    expect([hashes.hashOf(path), hashes.hashOf(path), hashes.reads]).toEqual([hashOfFile(path), hashOfFile(path), 1]);
    expect(look(path, undefined).reads).toBe(1);
  });

  it("forgets files not asked about when told to", async () => {
    const [a, b] = [join(dir, "a.ts"), join(dir, "b.ts")];
    writeFileSync(a, "a");
    writeFileSync(b, "b");
    await settle();
    const first = new FileHashes(cache, dir);
    first.hashOf(a);
    first.hashOf(b);
    first.save();
    const second = new FileHashes(cache, dir);
    second.hashOf(a);
    second.forgetOthers();
    second.save();
    expect(Object.keys((JSON.parse(readFileSync(cache, "utf8")) as { files: object }).files)).toEqual([a]);
  });
});

describe("the cache file, only ever an optimisation", () => {
  let path: string;
  beforeEach(async () => {
    path = join(dir, "a.ts");
    writeFileSync(path, "export const a = 1;\n");
    await settle();
    look(path);
  });

  it("deleted: every file is hashed again, and it is written anew", () => {
    rmSync(cache);
    expect(look(path)).toEqual({ hash: hashOfFile(path), reads: 1 });
    expect(look(path).reads).toBe(0);
  });

  it.each([
    ["garbage", () => "{ not json"],
    ["empty", () => ""],
    ["JSON of another shape", () => '[1, 2, "three"]'],
    [
      "entries of another shape",
      () => JSON.stringify({ version: 1, for: dir, files: { [path]: { hash: "0123456789abcdef" } } }),
    ],
  ])("%s: every file is hashed again, and it is written anew", (_, text) => {
    writeFileSync(cache, text());
    expect(look(path)).toEqual({ hash: hashOfFile(path), reads: 1 });
    expect(look(path).reads).toBe(0);
  });

  it("of another folder (or version): not used", () => {
    const text = readFileSync(cache, "utf8");
    writeFileSync(cache, text.replace(`"for":${JSON.stringify(dir)}`, '"for":"/elsewhere"'));
    expect(look(path).reads).toBe(1);
    writeFileSync(cache, text.replace('"version":2', '"version":3'));
    expect(look(path).reads).toBe(1);
  });

  it("that cannot be written (its folder is a file): hashes are right, and nothing is thrown", () => {
    rmSync(join(dir, "cache"), { recursive: true });
    writeFileSync(join(dir, "cache"), "a file where the cache's folder would be");
    expect(look(path)).toEqual({ hash: hashOfFile(path), reads: 1 });
    expect(look(path).reads).toBe(1);
  });

  it("is replaced in one step, leaving no temporary file", () => {
    writeFileSync(path, "export const a = 22;\n");
    look(path);
    expect(readdirSync(join(dir, "cache"))).toEqual(["hashes.json"]);
  });

  it("is not rewritten by a run that learnt nothing new", () => {
    const before = statSync(cache);
    look(path);
    expect(statSync(cache).mtimeMs).toBe(before.mtimeMs);
    expect(statSync(cache).ino).toBe(before.ino);
  });
});
