// Where the hash caches of an output folder live (generator/write/cache-folder.ts): in the project's
// node_modules/.cache/routegen, else in a folder of the user's own in the temporary folder; never in the
// output folder, never in a node_modules routegen would have to make.
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runHashes } from "../../../generator/write/cache-folder.js";
import { hashText } from "../../../generator/util/hash.js";

let root: string;
let temp: string;
const savedTmpdir = process.env.TMPDIR;
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "routegen-cache-folder-")));
  // The system's temporary folder, as routegen sees it (os.tmpdir() reads TMPDIR on each call).
  temp = join(root, "tmp");
  mkdirSync(temp);
  process.env.TMPDIR = temp;
});
afterEach(() => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  rmSync(root, { recursive: true, force: true });
});

/** A folder with a package.json (and a node_modules folder, unless `modules` is false). */
function project(path: string, modules = true): string {
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, "package.json"), "{}");
  if (modules) mkdirSync(join(path, "node_modules"));
  return path;
}

const userTemp = () => join(temp, `routegen-cache-${process.getuid?.() ?? ""}`.replace(/-$/, ""));

describe("runHashes", () => {
  it("keeps an output folder's hashes in node_modules/.cache/routegen of its project, named by a hash of its path", () => {
    const dir = project(join(root, "app"));
    const out = join(dir, "src", "api");
    const { output, code } = runHashes(out);
    expect(output.file).toBe(join(dir, "node_modules/.cache/routegen", `${hashText(out)}.json`));
    expect(dirname(code.file!)).toBe(join(dir, "node_modules/.cache/routegen"));
    expect(existsSync(join(dir, "node_modules/.cache")), "made only when saved").toBe(false);
  });

  it("uses the nearest project above the output folder, not a package.json in the output folder itself", () => {
    const outer = project(join(root, "repo"));
    const inner = project(join(outer, "packages", "api"));
    // `--emit js` writes a package.json into the output folder.
    const out = project(join(inner, "sdk"));
    expect(dirname(runHashes(out).output.file!)).toBe(join(inner, "node_modules/.cache/routegen"));
    expect(dirname(runHashes(join(outer, "sdk")).output.file!)).toBe(join(outer, "node_modules/.cache/routegen"));
  });

  it("goes to a folder of the user's own in the temporary folder without a project, or with one routegen would have to make a node_modules in", () => {
    expect(dirname(runHashes(join(root, "loose", "sdk")).output.file!)).toBe(userTemp());
    const dir = project(join(root, "app"), false);
    expect(dirname(runHashes(join(dir, "sdk")).output.file!)).toBe(userTemp());
    expect(existsSync(join(dir, "node_modules"))).toBe(false);
  });

  it("goes to the temporary folder when the project's cache folder cannot be written", () => {
    const dir = project(join(root, "app"));
    writeFileSync(join(dir, "node_modules", ".cache"), "a file where a folder would be");
    expect(dirname(runHashes(join(dir, "sdk")).output.file!)).toBe(userTemp());
  });

  it("never keeps the cache inside the output folder", () => {
    const dir = project(join(root, "app"));
    for (const out of [join(dir, "node_modules"), join(dir, "node_modules", ".cache")]) {
      expect(runHashes(out).output.file!.startsWith(`${out}/`), out).toBe(false);
      expect(dirname(runHashes(out).output.file!)).toBe(userTemp());
    }
  });

  it("does not use a temporary folder others may write, or one made by someone else", () => {
    const out = join(root, "loose", "sdk");
    runHashes(out);
    chmodSync(userTemp(), 0o777);
    expect(runHashes(out).output.file).toBeUndefined();
    chmodSync(userTemp(), 0o700);
    expect(runHashes(out).output.file).toBeDefined();
    if (process.getuid?.() === 0) {
      chownSync(userTemp(), 1234, 1234);
      expect(runHashes(out).output.file).toBeUndefined();
    }
  });
});
