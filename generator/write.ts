import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, readdirSync, statSync, copyFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { GeneratedFile } from "./emit/index.js";

/**
 * Writing the output without ever losing what is there:
 * - the new output is assembled in a staging folder beside the output and swapped in by rename only
 *   once complete, so a failed or interrupted run leaves the previous output as it was;
 * - routegen owns only the files its manifest lists: files a user added by hand are carried over,
 *   files of routes that disappeared are removed;
 * - nothing is written when nothing changed (no file rewritten, timestamps kept).
 */
export const MANIFEST = ".routegen-manifest.json";

export interface Manifest {
  generator: string;
  /** Hash of the inputs and options the output was made from: a warm run with the same one is a no-op. */
  inputHash: string;
  /** The input files, relative to the output folder (the main input and files its `$ref`s reached). */
  inputs: string[];
  /** Every file routegen wrote, with the hash of its text. */
  files: Record<string, string>;
}

export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
}

export function hashText(text: string | Buffer): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

export function readManifest(outDir: string): Manifest | undefined {
  try {
    const data = JSON.parse(readFileSync(join(outDir, MANIFEST), "utf8")) as Manifest;
    return typeof data.files === "object" && data.files !== null ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether every file of the manifest is on disk with the content it was written with. */
export function outputIntact(outDir: string, manifest: Manifest): boolean {
  return Object.entries(manifest.files).every(([path, hash]) => {
    try {
      return hashText(readFileSync(join(outDir, path))) === hash;
    } catch {
      return false;
    }
  });
}

export function writeOutput(outDir: string, files: readonly GeneratedFile[], manifest: Omit<Manifest, "files">): WriteResult {
  const out = resolve(outDir);
  recoverInterruptedSwap(out);
  for (const file of files) assertInside(out, file.path);

  const previous = readManifest(out);
  const newFiles: Record<string, string> = {};
  for (const file of files) newFiles[file.path] = hashText(file.text);
  const removed = Object.keys(previous?.files ?? {}).filter((p) => !(p in newFiles));
  const changed = files.filter((f) => {
    try {
      return readFileSync(join(out, f.path), "utf8") !== f.text;
    } catch {
      return true;
    }
  });
  const manifestText = JSON.stringify({ ...manifest, files: newFiles }, null, 2) + "\n";
  const manifestChanged = !existsSync(join(out, MANIFEST)) || readFileSync(join(out, MANIFEST), "utf8") !== manifestText;
  const removable = removed.filter((p) => existsSync(join(out, p)));
  const result: WriteResult = {
    written: changed.map((f) => f.path),
    unchanged: files.filter((f) => !changed.includes(f)).map((f) => f.path),
    removed: removable,
  };
  if (changed.length === 0 && removable.length === 0 && !manifestChanged) return result;

  // Assemble the complete new folder: unchanged and hand-added files are copied, generated ones written.
  const staging = `${out}.routegen-staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const owned = new Set([...Object.keys(previous?.files ?? {}), MANIFEST]);
  if (existsSync(out)) {
    for (const path of listFiles(out)) {
      if (owned.has(path) && !(path in newFiles)) continue; // a route that disappeared
      if (path in newFiles) continue; // written below
      copyInto(staging, path, join(out, path));
    }
  }
  for (const file of files) {
    const target = join(staging, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  writeFileSync(join(staging, MANIFEST), manifestText);

  // Swap: the old folder is kept as `.routegen-previous` until the new one is in place.
  const previousDir = `${out}.routegen-previous`;
  rmSync(previousDir, { recursive: true, force: true });
  if (existsSync(out)) renameSync(out, previousDir);
  renameSync(staging, out);
  rmSync(previousDir, { recursive: true, force: true });
  return result;
}

/** A run killed between the two renames of a swap leaves the old folder aside: put it back. */
function recoverInterruptedSwap(out: string): void {
  const previousDir = `${out}.routegen-previous`;
  if (!existsSync(out) && existsSync(previousDir)) renameSync(previousDir, out);
  rmSync(`${out}.routegen-staging`, { recursive: true, force: true });
}

function assertInside(out: string, path: string): void {
  const target = resolve(out, path);
  if (target !== out && !target.startsWith(out + sep)) {
    throw new Error(`refusing to write outside the output folder: ${path}`);
  }
  if (relative(out, target).split(sep).includes("..")) throw new Error(`refusing to write ${path}`);
}

function listFiles(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(join(dir, entry.name), path));
    else out.push(path);
  }
  return out;
}

function copyInto(staging: string, path: string, source: string): void {
  const target = join(staging, path);
  mkdirSync(dirname(target), { recursive: true });
  if (statSync(source).isFile()) copyFileSync(source, target);
}
