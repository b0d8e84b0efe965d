import { randomBytes } from "node:crypto";
import { lstatSync, mkdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { DiagnosticError, type Diagnostic } from "../diagnostics.js";
import type { GeneratedFile } from "../emit/index.js";
import { hashText } from "../util/hash.js";
import { keptOf, placeFile, stageFile } from "./atomic-file.js";
import { keepFolderTimes } from "./folder-times.js";
import { asideFileOf, interruptionPoint, putBack, settleInterruptedRun, tempFileOf } from "./journal.js";
import {
  describeHolder,
  ForeignLockFileError,
  LOCK_FILE,
  lockOutput,
  LockTimeoutError,
  type LockHolder,
} from "./lock.js";
import { hashOfFile } from "./file-hashes.js";
import {
  keepPreviousManifest,
  MANIFEST,
  MANIFEST_PREVIOUS,
  MANIFEST_TEMP,
  manifestText,
  readManifest,
  restorePreviousManifest,
  writeManifest,
  type Manifest,
  type PendingRun,
} from "./manifest.js";
import { blockingPath, isInside, outputDiagnostic, ownedFiles, ownershipProblems } from "./ownership.js";
import { fileInside, folderInside, realPathOf } from "./safe-path.js";

/**
 * Writing the output without ever losing what is there (docs/diagnostics.md, "Writing the output"):
 * - in place, each file replaced in one step (write/atomic-file.ts): every new text is staged under a
 *   temporary name first, and only then are they all renamed into place, so a failure while staging
 *   leaves the folder byte for byte as it was. The folder, its sub-folders and every file routegen does
 *   not write stay exactly as they are (same inode, mode, owner, times), so a shell, an editor or a dev
 *   server working in the folder notices nothing;
 * - the folder is input someone else may have written (docs/output-security.md): the manifest is
 *   checked before it is used (manifest-schema.ts), and what it lists is reached through no link
 *   (safe-path.ts);
 * - one run at a time per folder (write/lock.ts), a run that has nothing to change not even locking;
 * - a journal in the manifest (write/journal.ts): a run killed at any moment leaves each file old or
 *   new, the manifest says which, and the next run completes the change;
 * - routegen owns only the files its manifest lists (write/ownership.ts). It replaces them when they
 *   change, edited or not (a formatter run over the folder edits them all); it removes one that is no
 *   longer generated only if its content is still what it wrote: an edited one is kept, and reported.
 *   A file of the user's where routegen wants to write is `output-conflict` (nothing written) unless
 *   `overwrite` (`--force`) says to replace it;
 * - files that did not change are not rewritten (their times stay), and a run that changes nothing
 *   writes nothing at all.
 */
export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
  /** No longer generated, but changed since routegen wrote them: left in place, and no longer routegen's. */
  kept: string[];
  /** `output-kept` for each kept file. */
  warnings: Diagnostic[];
}

export interface WriteOptions {
  /** Replace files of the user's that are where routegen writes (`--force`) instead of stopping. */
  overwrite?: boolean;
  /** How long to wait for another run writing the same folder (default: a minute). */
  lockTimeoutMs?: number | undefined;
  /** Told when the run has to wait for another one. */
  onWait?: ((holder: LockHolder) => void) | undefined;
}

/** The manifest of the new output, without its file list (which the writer makes). */
export type ManifestHead = Omit<Manifest, "files" | "folders" | "pending">;

const LOCK_TIMEOUT_MS = 60_000;

export async function writeOutput(
  outDir: string,
  files: readonly GeneratedFile[],
  head: ManifestHead,
  options: WriteOptions = {},
): Promise<WriteResult> {
  const out = outputFolder(outDir);
  for (const file of files) assertInside(out, file.path);
  try {
    if (lstatSync(out, { throwIfNoEntry: false })?.isDirectory() === false) {
      throw new DiagnosticError([
        outputDiagnostic("output-unwritable", outDir, "the output path exists and is not a folder"),
      ]);
    }
    // A first look without the lock: a run with nothing to change leaves the folder untouched, lock
    // included. What it saw was true when it looked; anything else is decided again under the lock.
    const first = readManifest(out);
    const look = planWrite(out, outDir, files, head, first, options.overwrite ?? false);
    if (look.problems.length === 0 && look.noOp) return resultOf(look, outDir);
    const restoreTimes = keepFolderTimes(out, [
      ...files.map((f) => f.path),
      ...look.remove,
      ...look.emptied,
      ...(first?.folders ?? []),
    ]);
    mkdirSync(out, { recursive: true });
    const release = await lockOutput(out, {
      timeoutMs: options.lockTimeoutMs ?? LOCK_TIMEOUT_MS,
      onWait: options.onWait,
    });
    try {
      const manifest = readManifest(out);
      const current = manifest && settleInterruptedRun(out, manifest);
      const plan = planWrite(out, outDir, files, head, current, options.overwrite ?? false);
      if (plan.problems.length > 0) throw new DiagnosticError(plan.problems);
      return plan.noOp ? resultOf(plan, outDir) : applyPlan(out, outDir, plan, current);
    } finally {
      release();
      restoreTimes();
    }
  } catch (error) {
    throw asOutputError(error, outDir);
  }
}

/** What a run will do, worked out from the manifest and what is on disk. */
interface WritePlan {
  /** Files whose text changes (or that are new), in the order written. */
  write: GeneratedFile[];
  /** Paths where nothing was when the plan was made: created only if still nothing is there. */
  creates: Set<string>;
  unchanged: string[];
  /** routegen's files no longer generated, with the content it wrote. */
  remove: string[];
  /** routegen's files no longer generated, changed since: kept. */
  kept: string[];
  /** Files of the user's in the way of a folder routegen needs (`--force` only). */
  replace: string[];
  /** Folders to make, parents first. */
  folders: string[];
  /** Folders routegen made that hold none of its files any more: removed if empty, deepest first. */
  emptied: string[];
  manifest: Manifest;
  problems: Diagnostic[];
  noOp: boolean;
}

function planWrite(
  out: string,
  outDir: string,
  files: readonly GeneratedFile[],
  head: ManifestHead,
  current: Manifest | undefined,
  overwrite: boolean,
): WritePlan {
  // Files a run in progress is writing are routegen's too (only a first look, without the lock, sees such a run).
  const owned = ownedFiles(out, { ...current?.files, ...current?.pending?.write });
  const hashes: Record<string, string> = {};
  for (const file of files) hashes[file.path] = hashText(file.text);
  const write: GeneratedFile[] = [];
  const creates = new Set<string>();
  const unchanged: string[] = [];
  for (const file of files) {
    const target = join(out, file.path);
    if (hashOfFile(target) === hashes[file.path]) unchanged.push(file.path);
    else write.push(file);
    if (!lstatSync(target, { throwIfNoEntry: false })) creates.add(file.path);
  }
  const { remove, kept } = leftovers(out, owned, hashes);
  const replace = overwrite ? [...new Set(files.flatMap((f) => blockingPath(out, f.path) ?? []))] : [];
  const folders = foldersToMake(out, write, replace);
  const { keep, emptied } = generatedFolders([...(current?.folders ?? []), ...folders], Object.keys(hashes));
  const manifest: Manifest = { ...head, files: hashes, ...(keep.length > 0 ? { folders: keep } : {}) };
  const noOp =
    write.length === 0 &&
    replace.length === 0 &&
    current?.pending === undefined &&
    current !== undefined &&
    manifestText(current) === manifestText(manifest);
  const problems = ownershipProblems(out, outDir, files, owned, overwrite);
  return { write, creates, unchanged, remove, kept, replace, folders, emptied, manifest, problems, noOp };
}

/** routegen's files that are no longer generated: removed if they hold what it wrote, else kept. */
function leftovers(out: string, owned: Readonly<Record<string, string>>, hashes: Readonly<Record<string, string>>) {
  const remove: string[] = [];
  const kept: string[] = [];
  for (const [path, hash] of Object.entries(owned)) {
    if (path in hashes) continue;
    // Reached through a link, or a folder or link now: the user's doing, and the user's.
    const file = fileInside(out, path);
    const now = file === undefined ? undefined : hashOfFile(file);
    if (now === hash) remove.push(path);
    else if (now !== undefined) kept.push(path);
  }
  return { remove, kept };
}

/** The folders the files need that are not there (or are a file of the user's that `--force` replaces). */
function foldersToMake(out: string, write: readonly GeneratedFile[], replace: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of write) {
    const segments = file.path.split("/");
    for (let i = 1; i < segments.length; i++) {
      const folder = segments.slice(0, i).join("/");
      if (replace.includes(folder) || !lstatSync(join(out, folder), { throwIfNoEntry: false })) folders.add(folder);
    }
  }
  return [...folders].sort((a, b) => a.split("/").length - b.split("/").length);
}

/** Of the folders routegen made, those that still hold a generated file, and the others (deepest first). */
function generatedFolders(folders: readonly string[], paths: readonly string[]) {
  const all = [...new Set(folders)];
  const keep = all.filter((folder) => paths.some((path) => path.startsWith(`${folder}/`)));
  const emptied = all
    .filter((folder) => !keep.includes(folder))
    .sort((a, b) => b.split("/").length - a.split("/").length);
  return { keep, emptied };
}

/**
 * Carries out a plan, under the lock: the journal first; then every new text staged in a temporary file
 * beside its place (what needs room on the disk), and the manifest that will say the run is done; only
 * then the renames into place (which need none) and the removals. A failure while staging (a full disk,
 * a folder made read-only) removes what was staged and gives the manifest back its bytes: the output is
 * as it was. A failure or a kill after that is what the journal settles, so the manifest still tells what
 * is on disk.
 */
function applyPlan(out: string, outDir: string, plan: WritePlan, current: Manifest | undefined): WriteResult {
  const before: Manifest = current ?? { generator: plan.manifest.generator, inputHash: "", inputs: [], files: {} };
  const pending: PendingRun = {
    run: randomBytes(4).toString("hex"),
    pid: process.pid,
    since: new Date().toISOString(),
    write: Object.fromEntries(plan.write.map((file) => [file.path, plan.manifest.files[file.path]!])),
    remove: plan.remove,
    folders: plan.folders,
  };
  const hadManifest = keepPreviousManifest(out);
  try {
    writeManifest(out, { ...before, pending });
    stageFiles(out, plan, pending);
  } catch (error) {
    unstage(out, plan, pending, hadManifest);
    throw error;
  }
  try {
    const late = placeFiles(out, plan, pending);
    const keptNow = removeFiles(out, plan.remove, before.files, pending);
    removeFolders(out, plan.emptied);
    if (late.length > 0) {
      // A file of the user's appeared where routegen was about to write: the output is not complete.
      const files = { ...plan.manifest.files };
      for (const path of late) delete files[path];
      writeManifest(out, { ...plan.manifest, files, inputHash: "incomplete" });
      throw new DiagnosticError(late.map((path) => lateConflict(outDir, path)));
    }
    placeFile(join(out, MANIFEST_TEMP), join(out, MANIFEST), false);
    rmSync(join(out, MANIFEST_PREVIOUS), { force: true });
    const written = plan.write.map((f) => f.path);
    return resultOf(
      { ...plan, remove: plan.remove.filter((p) => !keptNow.includes(p)), kept: [...plan.kept, ...keptNow] },
      outDir,
      written,
    );
  } catch (error) {
    settleAfterFailure(out);
    throw error;
  }
}

/**
 * Replaces what `--force` replaces, makes the folders, and writes every new text to its temporary file
 * (with the mode, owner and group of the file it will replace), and the final manifest to its own:
 * nothing is in place yet.
 */
function stageFiles(out: string, plan: WritePlan, pending: PendingRun): void {
  for (const path of plan.replace) rmSync(join(out, path), { force: true });
  for (const folder of plan.folders) {
    if (!lstatSync(join(out, folder), { throwIfNoEntry: false })?.isDirectory()) mkdirSync(join(out, folder));
  }
  plan.write.forEach((file, index) => {
    const existing = lstatSync(join(out, file.path), { throwIfNoEntry: false });
    stageFile(tempFileOf(out, file.path, pending.run, index), file.text, keptOf(existing));
  });
  stageFile(
    join(out, MANIFEST_TEMP),
    manifestText(plan.manifest),
    keptOf(lstatSync(join(out, MANIFEST), { throwIfNoEntry: false })),
  );
}

/** Undoes stageFiles after it failed: the temporary files and new folders go, the manifest is the one kept before the journal. */
function unstage(out: string, plan: WritePlan, pending: PendingRun, hadManifest: boolean): void {
  try {
    plan.write.forEach((file, index) => rmSync(tempFileOf(out, file.path, pending.run, index), { force: true }));
    rmSync(join(out, MANIFEST_TEMP), { force: true });
    removeFolders(out, [...plan.folders].reverse());
    restorePreviousManifest(out, hadManifest);
  } catch {
    // The disk refuses even that: the journal stays, and settling it leaves every file as it was.
    settleAfterFailure(out);
  }
}

/** Renames every staged file into place; returns the paths a user's file took meanwhile (left as they are). */
function placeFiles(out: string, plan: WritePlan, pending: PendingRun): string[] {
  const late: string[] = [];
  plan.write.forEach((file, index) => {
    if (index === Math.floor(plan.write.length / 2)) interruptionPoint("writing");
    const temp = tempFileOf(out, file.path, pending.run, index);
    if (placeFile(temp, join(out, file.path), plan.creates.has(file.path)) === "exists") {
      rmSync(temp, { force: true });
      late.push(file.path);
    }
  });
  return late;
}

/**
 * Removes files no longer generated. Each is first moved aside and then checked, so an edit saved a
 * moment before is seen and the file put back rather than lost. Returns those put back (kept). A path
 * that now leads through a link, or to anything but a regular file, is left alone.
 */
function removeFiles(
  out: string,
  paths: readonly string[],
  hashes: Readonly<Record<string, string>>,
  pending: PendingRun,
): string[] {
  const kept: string[] = [];
  paths.forEach((path, index) => {
    const target = fileInside(out, path);
    if (target === undefined) return;
    const aside = asideFileOf(out, path, pending.run, index);
    renameSync(target, aside);
    if (index === 0) interruptionPoint("removing");
    if (hashOfFile(aside) === hashes[path]) {
      rmSync(aside, { force: true });
      return;
    }
    const stays = putBack(aside, target);
    kept.push(stays === undefined ? path : relative(out, stays).split("\\").join("/"));
  });
  return kept;
}

/** Folders routegen made and no longer needs go, if nothing of the user's is in them. */
function removeFolders(out: string, folders: readonly string[]): void {
  for (const folder of folders) {
    const path = folderInside(out, folder);
    if (path === undefined) continue;
    try {
      rmdirSync(path);
    } catch {
      // Not empty (the user's files are there; the folder is now theirs), or already gone.
    }
  }
}

function settleAfterFailure(out: string): void {
  try {
    const manifest = readManifest(out);
    if (manifest) settleInterruptedRun(out, manifest);
  } catch {
    // The disk refuses even that: the journal stays, and the next run settles it.
  }
}

function resultOf(
  plan: Pick<WritePlan, "unchanged" | "remove" | "kept">,
  outDir: string,
  written: string[] = [],
): WriteResult {
  return {
    written,
    unchanged: plan.unchanged,
    removed: plan.remove,
    kept: plan.kept,
    warnings: plan.kept.map((path) =>
      outputDiagnostic(
        "output-kept",
        join(outDir, path),
        `${path} is no longer generated, but it was changed since routegen wrote it: kept, and now yours (delete it if you do not need it)`,
        "warning",
      ),
    ),
  };
}

function lateConflict(outDir: string, path: string): Diagnostic {
  return outputDiagnostic(
    "output-conflict",
    join(outDir, path),
    `a file of yours appeared at ${path} while routegen was writing; it was left as it is: move it, and run again`,
  );
}

/** The real folder: a symbolic link to the output is followed, so the files go where the link leads. */
function outputFolder(outDir: string): string {
  const path = resolve(outDir);
  return realPathOf(path) ?? path;
}

function assertInside(out: string, path: string): void {
  if (!isInside(out, path)) throw new Error(`refusing to write outside the output folder: ${path}`);
}

/** File system failures (a folder that cannot be written, a full disk) and a lock held too long are reported, not thrown as bugs. */
function asOutputError(error: unknown, outDir: string): unknown {
  if (error instanceof ForeignLockFileError) {
    const message = `routegen keeps its lock in ${LOCK_FILE} while it writes, but a file of yours has that name; rename it`;
    return new DiagnosticError([outputDiagnostic("output-conflict", error.lockFile, message)]);
  }
  if (error instanceof LockTimeoutError && error.holder === undefined) {
    const message = `routegen cannot take its lock ${error.lockFile}: ${error.problem}. Nothing was written. If no routegen is running, remove what is at that path, and run again`;
    return new DiagnosticError([outputDiagnostic("output-locked", error.lockFile, message)]);
  }
  if (error instanceof LockTimeoutError) {
    const message = `another routegen is writing this folder: ${describeHolder(error.holder!)}. Run again when it is done; if no routegen is running, delete ${error.lockFile}`;
    return new DiagnosticError([outputDiagnostic("output-locked", outDir, message)]);
  }
  if (!(error instanceof Error) || !("syscall" in error)) return error;
  const { code } = error as NodeJS.ErrnoException;
  return new DiagnosticError([
    outputDiagnostic(
      "output-unwritable",
      outDir,
      `cannot write the output folder: ${code ?? "error"}: ${error.message}`,
    ),
  ]);
}
