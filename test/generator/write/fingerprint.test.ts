// The generator's fingerprint is part of what the manifest's input hash covers: a changed generator
// of the same version must not leave an old output passing for up to date.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { FileHashes } from "../../../generator/write/file-hashes.js";
import { fingerprintOf, generatorFingerprint } from "../../../generator/write/fingerprint.js";
import { ROOT } from "../../support/examples.js";

describe("fingerprintOf", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function tree(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), "routegen-fingerprint-"));
    for (const folder of ["generator", "templates", "runtime"])
      mkdirSync(join(root, folder, "sub"), { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
    return root;
  }

  it("changes with the text of any TypeScript file of the generator, its templates or the runtime", () => {
    const dir = tree({ "generator/a.ts": "a", "generator/sub/b.ts": "b", "templates/t.ts": "t", "runtime/r.ts": "r" });
    const before = fingerprintOf(dir);
    expect(fingerprintOf(dir)).toBe(before);
    for (const file of ["generator/sub/b.ts", "templates/t.ts", "runtime/r.ts"]) {
      writeFileSync(join(dir, file), "changed");
      expect(fingerprintOf(dir), file).not.toBe(before);
    }
  });

  it("takes unchanged files' hashes from remembered ones, and still changes with any file", async () => {
    const dir = tree({ "generator/a.ts": "a", "runtime/r.ts": "r" });
    await sleep(150);
    const cache = join(dir, "hashes.json");
    const first = new FileHashes(cache);
    const before = fingerprintOf(dir, "generator", first);
    first.save();
    const second = new FileHashes(cache);
    expect([fingerprintOf(dir, "generator", second), second.reads]).toEqual([before, 0]);
    writeFileSync(join(dir, "runtime", "r.ts"), "s");
    expect(fingerprintOf(dir, "generator", new FileHashes(cache))).not.toBe(before);
    expect(fingerprintOf(dir)).not.toBe(before);
  });

  it("ignores other files, and tells a renamed file from the same text elsewhere", () => {
    const dir = tree({ "generator/a.ts": "a", "runtime/r.ts": "r" });
    const before = fingerprintOf(dir);
    writeFileSync(join(dir, "generator", "notes.md"), "anything");
    expect(fingerprintOf(dir)).toBe(before);
    rmSync(join(dir, "generator", "a.ts"));
    writeFileSync(join(dir, "generator", "sub", "a.ts"), "a");
    expect(fingerprintOf(dir)).not.toBe(before);
  });
});

it("this installation's fingerprint is a hash, the same on every call", () => {
  expect(generatorFingerprint()).toMatch(/^[0-9a-f]{16}$/);
  expect(generatorFingerprint()).toBe(generatorFingerprint());
});

it("this installation's fingerprint covers the whole generator folder it runs from, not only its own", () => {
  // The tests run the sources: the fingerprint is that of generator/, templates/ and runtime/.
  expect(generatorFingerprint()).toBe(fingerprintOf(ROOT));
});
