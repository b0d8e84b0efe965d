import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { PACKAGE_ROOT } from "../util/package-root.js";
import { FileHashes } from "./file-hashes.js";

/**
 * The folders whose code decides what routegen writes: the generator's own code (its sources, or the
 * build it runs from), the templates, and the runtime's sources (`--runtime copy` writes them out).
 */
const SOURCE_FOLDERS = ["generator", "templates", "runtime"];

/** Code files; a folder of built output or installed packages beside the sources is not the code itself. */
const CODE_FILE = /\.[cm]?[jt]s$/;
const SKIPPED_FOLDERS = new Set(["dist", "node_modules"]);

/**
 * A hash of the text of routegen's own code under `root`: the output depends on it, and an unreleased
 * change (a checkout, a git dependency) keeps the version number, so the version alone would let an old
 * output pass for up to date. `codeFolder` is where the generator's code is: `generator` for the
 * sources, `dist/generator` for the build. Each file's hash comes from `hashes`, which may remember it.
 */
export function fingerprintOf(root: string, codeFolder = "generator", hashes = new FileHashes()): string {
  const hash = createHash("sha256");
  for (const folder of [codeFolder, ...SOURCE_FOLDERS.slice(1)]) {
    for (const file of codeFiles(join(root, folder)).sort()) {
      hash.update(`${folder}/${file}\0${hashes.hashOf(join(root, folder, file)) ?? "unreadable"}\0`);
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** The code files under `dir`, as paths relative to it (`/`-separated). Walked by hand: Node 20's recursive readdirSync took 20 ms here. */
function codeFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) ? [] : codeFiles(join(dir, entry.name), `${prefix}${entry.name}/`);
    return CODE_FILE.test(entry.name) ? [`${prefix}${entry.name}`] : [];
  });
}

let own: string | undefined;

/**
 * This installation's fingerprint, computed once per process, over the code that is running: the
 * generator folder this module is in (`generator/write/`, or `dist/generator/write/` when built).
 */
export const generatorFingerprint = (hashes?: FileHashes): string =>
  (own ??= fingerprintOf(
    PACKAGE_ROOT,
    relative(PACKAGE_ROOT, fileURLToPath(new URL("..", import.meta.url)))
      .split("\\")
      .join("/"),
    hashes,
  ));
