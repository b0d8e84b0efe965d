import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { DiagnosticError, type Diagnostic } from "./diagnostics.js";
import type { GeneratedFile } from "./emit/index.js";
import type { SdkSummary } from "./summary.js";

/**
 * Writing the output without ever losing what is there:
 * - the new output is assembled in a staging folder beside the output and swapped in by rename only
 *   once complete, so a failed or interrupted run leaves the previous output as it was (a run killed
 *   between the two renames of the swap leaves it in `<out>.routegen-previous`, and the next run puts it
 *   back before anything else);
 * - routegen owns only the files its manifest lists: files a user added by hand are carried over as they
 *   are (content, mode, times, symbolic links, empty folders), files of routes that disappeared are removed;
 * - it never overwrites what it does not own: a file of the user's where routegen wants to write is
 *   `output-conflict`, which stops the run with nothing written, unless `overwrite` (`--force`) says so.
 *   Files it owns are its own to replace, edited or not (a formatter run over the folder edits them all);
 * - nothing is written when nothing changed (no file rewritten, timestamps kept), and files that did not
 *   change keep their timestamps when others do.
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
  /** What the SDK means route by route, for `routegen check`'s semantic diff (absent before 0.2). */
  routes?: SdkSummary["routes"];
  types?: SdkSummary["types"];
}

export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
}

export interface WriteOptions {
  /** Replace files of the user's that are where routegen writes (`--force`) instead of stopping. */
  overwrite?: boolean;
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

export function writeOutput(
  outDir: string,
  files: readonly GeneratedFile[],
  manifest: Omit<Manifest, "files">,
  options: WriteOptions = {},
): WriteResult {
  const out = outputFolder(outDir);
  for (const file of files) assertInside(out, file.path);
  try {
    recoverSwap(out);
    return replaceOutput(out, outDir, files, manifest, options);
  } catch (error) {
    throw asOutputError(error, outDir);
  }
}

/**
 * Repairs what an interrupted run left: the previous output put back where a run was killed between
 * the two renames of its swap, and staging folders removed. Called before anything reads the output.
 */
export function recoverInterruptedSwap(outDir: string): void {
  try {
    recoverSwap(outputFolder(outDir));
  } catch (error) {
    throw asOutputError(error, outDir);
  }
}

function recoverSwap(out: string): void {
  const previousDir = `${out}.routegen-previous`;
  if (existsSync(previousDir)) {
    // With the output missing, the swap stopped halfway: the old output is the complete one. With both
    // there, the swap completed and only its clean-up was missed.
    if (!existsSync(out)) renameSync(previousDir, out);
    else rmSync(previousDir, { recursive: true, force: true });
  }
  rmSync(`${out}.routegen-staging`, { recursive: true, force: true });
}

function replaceOutput(
  out: string,
  outDir: string,
  files: readonly GeneratedFile[],
  manifest: Omit<Manifest, "files">,
  options: WriteOptions,
): WriteResult {
  if (existsSync(out) && !statSync(out).isDirectory()) {
    throw new DiagnosticError([outputDiagnostic("output-unwritable", outDir, "the output path exists and is not a folder")]);
  }
  const owned = ownedFiles(out);
  const newFiles: Record<string, string> = {};
  for (const file of files) newFiles[file.path] = hashText(file.text);
  const removed = Object.keys(owned).filter((p) => !(p in newFiles) && existsSync(join(out, p)));
  if (!options.overwrite) {
    const problems = ownershipProblems(out, outDir, files, owned);
    if (problems.length > 0) throw new DiagnosticError(problems);
  }
  const changed = files.filter((f) => readText(join(out, f.path)) !== f.text);
  // The file list first, the (long) route summaries after it.
  const { routes, types, ...head } = manifest;
  const manifestText = JSON.stringify({ ...head, files: newFiles, routes, types }, null, 2) + "\n";
  const manifestChanged = readText(join(out, MANIFEST)) !== manifestText;
  const result: WriteResult = {
    written: changed.map((f) => f.path),
    unchanged: files.filter((f) => !changed.includes(f)).map((f) => f.path),
    removed,
  };
  if (changed.length === 0 && removed.length === 0 && !manifestChanged) return result;

  // Assemble the complete new folder: everything that stays is carried over, changed files written.
  const staging = `${out}.routegen-staging`;
  rmSync(staging, { recursive: true, force: true });
  try {
    mkdirSync(staging, { recursive: true });
    const blocking = files.flatMap((f) => blockingPath(out, f.path) ?? []);
    const replaced = new Set([...removed, ...changed.map((f) => f.path), ...blocking, MANIFEST]);
    if (existsSync(out)) carryOver(out, staging, "", replaced);
    changed.forEach((file, index) => {
      if (index === Math.floor(changed.length / 2)) interruptionPoint("staging");
      const target = join(staging, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.text);
    });
    writeFileSync(join(staging, MANIFEST), manifestText);
    swap(staging, out);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return result;
}

/** The old output is kept as `.routegen-previous` until the new one is in place. */
function swap(staging: string, out: string): void {
  const previousDir = `${out}.routegen-previous`;
  rmSync(previousDir, { recursive: true, force: true });
  const hadOutput = existsSync(out);
  if (hadOutput) renameSync(out, previousDir);
  interruptionPoint("swap");
  try {
    renameSync(staging, out);
  } catch (error) {
    if (hadOutput) renameSync(previousDir, out);
    throw error;
  }
  rmSync(previousDir, { recursive: true, force: true });
}

/** The files the manifest says routegen wrote (entries that would lead outside the folder are ignored). */
function ownedFiles(out: string): Record<string, string> {
  const files = readManifest(out)?.files ?? {};
  return Object.fromEntries(Object.entries(files).filter(([path]) => isInside(out, path)));
}

/**
 * What writing would destroy: a file or folder of the user's at a path routegen now writes, or in the
 * way of its folder. A file that already holds exactly the text to write is taken over silently.
 */
function ownershipProblems(
  out: string,
  outDir: string,
  files: readonly GeneratedFile[],
  owned: Readonly<Record<string, string>>,
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const shown = (path: string) => join(outDir, path);
  for (const file of files) {
    const path = blockingPath(out, file.path);
    if (path !== undefined) {
      problems.push(outputDiagnostic("output-conflict", shown(path), `routegen needs a folder here for ${file.path}, but a file of yours is in the way; move it, or run with --force to replace it`));
      continue;
    }
    const stat = lstatOrUndefined(join(out, file.path));
    if (!stat) continue;
    if (!stat.isFile()) {
      problems.push(outputDiagnostic("output-conflict", shown(file.path), `routegen writes ${file.path}, but a folder or link of yours is there; move it, or run with --force to replace it`));
      continue;
    }
    if (file.path in owned || readFileSync(join(out, file.path), "utf8") === file.text) continue;
    problems.push(outputDiagnostic("output-conflict", shown(file.path), `routegen writes ${file.path}, but this file is not one it wrote; move it, or run with --force to replace it`));
  }
  return problems;
}

/** A file (not a folder) where `path` needs a folder: `runtime` for `runtime/index.ts`. */
function blockingPath(out: string, path: string): string | undefined {
  const segments = path.split("/");
  for (let i = 1; i < segments.length; i++) {
    const ancestor = segments.slice(0, i).join("/");
    const stat = lstatOrUndefined(join(out, ancestor));
    if (stat !== undefined && !stat.isDirectory()) return ancestor;
  }
  return undefined;
}

/**
 * Rebuilds folder `from` in `to`, without the files in `skip`. Files are hard-linked (copied where a
 * link cannot be made) so content, mode and times stay as they were; symbolic links stay links; a folder
 * only emptied by `skip` is left out, an empty folder of the user's is kept. Returns whether it put anything.
 */
function carryOver(from: string, to: string, prefix: string, skip: ReadonlySet<string>): boolean {
  const entries = readdirSync(from, { withFileTypes: true });
  if (entries.length === 0) mkdirSync(to, { recursive: true });
  let carried = entries.length === 0;
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (skip.has(path)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      carried = carryOver(source, target, path, skip) || carried;
      continue;
    }
    mkdirSync(to, { recursive: true });
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else linkOrCopy(source, target);
    carried = true;
  }
  return carried;
}

function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
    const { atime, mtime } = statSync(source);
    utimesSync(target, atime, mtime);
  }
}

/**
 * Test seam, used by test/e2e/nothing-lost.test.ts only: with `ROUTEGEN_TEST_INTERRUPT` set to `staging`
 * (half the files staged) or `swap` (between the swap's two renames), the process kills itself at that
 * point, as a power cut or `kill -9` would. Unset, it does nothing.
 */
function interruptionPoint(point: "staging" | "swap"): void {
  if (process.env.ROUTEGEN_TEST_INTERRUPT === point) process.kill(process.pid, "SIGKILL");
}

/** The real folder: a symbolic link to the output is followed, so the swap replaces the folder, not the link. */
function outputFolder(outDir: string): string {
  const path = resolve(outDir);
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function assertInside(out: string, path: string): void {
  if (!isInside(out, path)) throw new Error(`refusing to write outside the output folder: ${path}`);
}

function isInside(out: string, path: string): boolean {
  const target = resolve(out, path);
  return target.startsWith(out + sep) && !relative(out, target).split(sep).includes("..");
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

function outputDiagnostic(code: string, file: string, message: string): Diagnostic {
  return { code, severity: "error", message, file };
}

/** File system failures (a folder that cannot be created, a full disk) are reported, not thrown as bugs. */
function asOutputError(error: unknown, outDir: string): unknown {
  if (!(error instanceof Error) || !("syscall" in error)) return error;
  const { code } = error as NodeJS.ErrnoException;
  return new DiagnosticError([
    outputDiagnostic("output-unwritable", outDir, `cannot write the output folder: ${code ?? "error"}: ${error.message}`),
  ]);
}
