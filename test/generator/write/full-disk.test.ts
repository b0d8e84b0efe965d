import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DiagnosticError } from "../../../generator/diagnostics.js";
import { readManifest } from "../../../generator/write/manifest.js";
import { writeOutput, type ManifestHead } from "../../../generator/write/write.js";
import { generateFiles } from "../../../generator/pipeline.js";
import { hashText } from "../../../generator/util/hash.js";
import {
  leftovers,
  manifestTellsEachFile,
  manyScopes,
  mixedFiles,
  project,
  runRoutegen,
  sha,
  snapshot,
} from "../../support/output.js";

// A full disk. Here by an injected failure: every write past a budget of bytes fails with ENOSPC, as
// on a disk with that much room left, at every point of a run (the lock, the journal, the files, the
// manifest). And, where this machine lets a test mount one, on a real tmpfs of a few kilobytes. Each
// time: the previous output stays byte for byte (every new text is staged before any file is replaced),
// no file of the user's is lost, and a run with room again completes the change.

const disk = vi.hoisted(() => ({ free: Infinity, failures: 0, used: 0 }));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const enospc = () =>
    Object.assign(new Error("ENOSPC: no space left on device, write"), {
      code: "ENOSPC",
      errno: -28,
      syscall: "write",
    });
  function writeSync(fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]): number {
    const buffer =
      typeof data === "string" ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const offset = typeof data === "string" ? 0 : ((rest[0] as number | undefined) ?? 0);
    const length =
      typeof data === "string" ? buffer.length : ((rest[1] as number | undefined) ?? buffer.length - offset);
    if (disk.free <= 0 && length > 0) {
      disk.failures++;
      throw enospc();
    }
    // Like a real disk, a write larger than the room left writes what fits.
    const n = Math.min(length, disk.free);
    disk.free -= n;
    disk.used += n;
    return fs.writeSync(fd, buffer, offset, n);
  }
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

/** The files of a catalogue's SDK, made in memory, and the manifest head `generate` would give them. */
function sdkOf(routes: string) {
  const p = project(routes, "routegen-disk-");
  const sdk = generateFiles({ input: p.input });
  const head: ManifestHead = { generator: "routegen test", inputHash: hashText(routes), inputs: [], ...sdk.summary };
  return { files: sdk.files, head, texts: Object.fromEntries(sdk.files.map((f) => [f.path, sha(f.text)])) };
}

describe("a full disk", () => {
  it("(injected) fails the run at any point with output-unwritable, losing nothing, and a run with room completes it", async () => {
    const a = sdkOf(manyScopes(12, "first"));
    const b = sdkOf(manyScopes(8, "second") + "  extra.get: GET /extra\n");
    const out = join(mkdtempSync(join(tmpdir(), "routegen-disk-")), "sdk");
    await writeOutput(out, a.files, a.head);
    mkdirSync(join(out, "notes"));
    writeFileSync(join(out, "notes", "mine.md"), "my notes");
    writeFileSync(join(out, "README.md"), "mine too");
    const mine = () =>
      Object.fromEntries(
        Object.entries(snapshot(out, true)).filter(([path]) => path.startsWith("notes") || path === "README.md"),
      );
    const userFiles = mine();

    // How many bytes going from A to B writes (lock, journal, files, manifest), measured on a copy.
    const copy = join(mkdtempSync(join(tmpdir(), "routegen-disk-")), "sdk");
    await writeOutput(copy, a.files, a.head);
    disk.used = 0;
    await writeOutput(copy, b.files, b.head);
    const needed = disk.used;

    for (const share of [0, 0.02, 0.2, 0.4, 0.6, 0.8, 0.95, 0.99]) {
      await writeOutput(out, a.files, a.head);
      // Every new text is staged before any file is replaced, and that is all that needs room: a run
      // that runs out of it leaves the output exactly as it was, the manifest's bytes included.
      const previous = snapshot(out, true);
      const previousManifest = readFileSync(join(out, ".routegen-manifest.json"));
      disk.free = Math.round(share * needed);
      disk.failures = 0;
      const error = await writeOutput(out, b.files, b.head).catch((e: unknown) => e);
      disk.free = Infinity;
      const at = `${Math.round(share * 100)}% of the room needed`;
      expect(error, at).toBeInstanceOf(DiagnosticError);
      expect((error as DiagnosticError).diagnostics).toEqual([
        expect.objectContaining({ code: "output-unwritable", message: expect.stringContaining("ENOSPC") }),
      ]);
      expect(disk.failures, at).toBeGreaterThan(0);
      expect(mine()).toEqual(userFiles);
      expect({ ...snapshot(out, true), ".routegen-manifest.json": "" }, at).toEqual({
        ...previous,
        ".routegen-manifest.json": "",
      });
      expect(readFileSync(join(out, ".routegen-manifest.json")).equals(previousManifest), at).toBe(true);
      expect(mixedFiles(out, a.texts, b.texts), at).toEqual([]);
      const manifest = readManifest(out);
      expect(manifest && manifestTellsEachFile(out, manifest), at).toBe(true);
      expect(existsSync(join(out, ".routegen-lock"))).toBe(false);
    }

    await writeOutput(out, b.files, b.head);
    expect(mixedFiles(out, {}, b.texts).filter((path) => path in b.texts)).toEqual([]);
    for (const path of Object.keys(a.texts).filter((p) => !(p in b.texts)))
      expect(existsSync(join(out, path)), path).toBe(false);
    expect(mine()).toEqual(userFiles);
    expect(leftovers(out)).toEqual([]);
    expect(readManifest(out)?.pending).toBeUndefined();
  });
});

/** A tmpfs of `size` mounted on a new folder, if this machine lets the test mount one (root, and a kernel that allows it). */
function tinyTmpfs(size: string): string | undefined {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "routegen-tmpfs-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "ignore" });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const mounted = tinyTmpfs("256k");
afterAll(() => {
  if (mounted) execFileSync("umount", [mounted]);
});

describe.runIf(mounted !== undefined)("a full disk (a real tmpfs of 256 KB)", () => {
  it("fails the run with output-unwritable, losing nothing, and a run with room completes it", async () => {
    const out = join(mounted!, "sdk");
    const second = manyScopes(10, "second, with a longer summary that makes every file larger than it was");
    // The new output, made elsewhere, to tell new files from old ones.
    const q = project(second, "routegen-tmpfs-in-");
    expect((await q.generate()).code).toBe(0);
    const newTexts = snapshot(q.out);

    const p = project(manyScopes(10, "first"), "routegen-tmpfs-in-");
    const generate = () => runRoutegen(p.dir, ["generate", p.input, "-o", out, "--reporter", "json"]);
    expect((await generate()).code).toBe(0);
    writeFileSync(join(out, "mine.md"), "my notes");
    const before = snapshot(out);
    p.setRoutes(second);
    // Fill the disk with a file of the user's, to nothing, to one page left, and to half the room the
    // new files need: the run fails taking the lock, writing its journal, or staging the files.
    const filler = join(mounted!, "filler.bin");
    const free = () =>
      Number(execFileSync("df", ["--output=avail", "-B1", mounted!], { encoding: "utf8" }).trim().split("\n")[1]);
    for (const room of [0, 4096, 20_000]) {
      rmSync(filler, { force: true });
      writeFileSync(filler, Buffer.alloc(Math.max(0, free() - room)));
      const failed = await generate();
      expect(failed.code, `${room} bytes left`).toBe(1);
      expect(failed.diagnostics).toEqual([
        expect.objectContaining({ code: "output-unwritable", message: expect.stringContaining("ENOSPC") }),
      ]);
      expect(readFileSync(join(out, "mine.md"), "utf8")).toBe("my notes");
      // The previous output, byte for byte: nothing was replaced before every new text was staged.
      expect(snapshot(out), `${room} bytes left`).toEqual(before);
    }

    rmSync(filler);
    expect((await generate()).code).toBe(0);
    expect(snapshot(out)).toEqual({
      ...newTexts,
      "mine.md": before["mine.md"],
      ".routegen-manifest.json": expect.any(String),
    });
    expect(leftovers(out)).toEqual([]);
  });
});
