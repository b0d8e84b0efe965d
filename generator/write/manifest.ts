import { constants, copyFileSync, linkSync, lstatSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { DiagnosticError } from "../diagnostics.js";
import { pointerSegments } from "../util/json-pointer.js";
import { jsonPositions } from "../util/json-position.js";
import { jsonText } from "../util/json-text.js";
import { FileReadError, readRegularFile } from "../util/regular-file.js";
import { keptOf, writeFileAtomic } from "./atomic-file.js";
import type { FileHashes } from "./file-hashes.js";
import { manifestProblems, type ManifestProblem } from "./manifest-schema.js";
import type { SdkSummary } from "../emit/summary.js";

/**
 * `.routegen-manifest.json`: what routegen wrote into an output folder. It is how routegen tells its
 * files from the user's (it owns the files listed, and nothing else), how a warm run knows it has
 * nothing to do, and, while a run writes, its journal (`pending`): what that run is changing, so that
 * after an interruption every file can be told old or new.
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
  /**
   * How many warnings of each code the generation that made the output had: a run that finds the output
   * up to date does not load the input, and says so instead of seeming to have none.
   */
  warnings?: Record<string, number>;
  /** Folders routegen made for its files (`runtime`): removed again once they hold nothing. */
  folders?: string[];
  /** Only while a run writes, or after one was interrupted: what it is changing (see journal.ts). */
  pending?: PendingRun;
  /** What the SDK means route by route, for `routegen check`'s semantic diff (absent before 0.2). */
  routes?: SdkSummary["routes"];
  types?: SdkSummary["types"];
}

/** A run in progress, as its journal records it before it touches any file. */
export interface PendingRun {
  /** Names the run's temporary files (see journal.ts), so a later run can find and remove them. */
  run: string;
  pid: number;
  since: string;
  /** The files it writes, with the hash of their new text (`files` has the old one, if any). */
  write: Record<string, string>;
  /** The files it removes (their hashes are in `files`). */
  remove: string[];
  /** The folders it makes. */
  folders: string[];
}

/** A manifest is read from disk, where anyone may have written anything: the largest one we accept. */
const MAX_MANIFEST_BYTES = 64_000_000;

/**
 * The manifest of `outDir`, or undefined when there is none. One that is not what routegen writes
 * (not JSON, or not of the shape manifest-schema.ts checks: a path that leads out of the folder, a run
 * name that is not routegen's) throws `manifest-invalid`, before anything in it is used.
 */
export function readManifest(outDir: string): Manifest | undefined {
  const path = join(outDir, MANIFEST);
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return undefined;
  if (stat.isSymbolicLink())
    throw manifestInvalid(path, [
      { pointer: "#", message: "it is a link: routegen never reads or writes through one" },
    ]);
  let text: string;
  try {
    text = readRegularFile(path, MAX_MANIFEST_BYTES).toString("utf8");
  } catch (error) {
    if (error instanceof FileReadError && error.reason === "ENOENT") return undefined;
    throw manifestInvalid(path, [{ pointer: "#", message: `it cannot be read: ${(error as Error).message}` }]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw manifestInvalid(
      path,
      [{ pointer: "#", message: `it is not JSON: ${(error as Error).message}` }],
      text,
      jsonErrorOffset(error),
    );
  }
  const problems = manifestProblems(data);
  if (problems.length > 0) throw manifestInvalid(path, problems, text);
  return data as Manifest;
}

/** What to do about a manifest routegen cannot trust, said with every problem found in it. */
const RECOVER =
  "Nothing in the output folder was touched. Restore the manifest from version control, or delete it: routegen then owns " +
  "nothing in the folder, so generate takes over the files that already hold what it writes, reports the others as " +
  "output-conflict (--force replaces them) and never removes files it no longer generates; check lists no stale files " +
  "and no route-by-route changes until generate has written a new manifest";

/** `manifest-invalid`, one diagnostic per problem, each at its place in the manifest's text when there is one. */
export function manifestInvalid(
  path: string,
  problems: readonly ManifestProblem[],
  text?: string,
  offset?: number,
): DiagnosticError {
  const positions = text === undefined ? undefined : jsonPositions(text);
  return new DiagnosticError(
    problems.map((problem) => {
      const at = positions?.offsetOfKey(pointerSegments(problem.pointer)) ?? 0;
      const place = positions ? positions.lineAndColumn(offset ?? at) : undefined;
      const message = `${MANIFEST} is not one routegen wrote: ${problem.message}. ${RECOVER}`;
      return {
        code: "manifest-invalid",
        severity: "error" as const,
        message,
        file: path,
        pointer: problem.pointer,
        ...place,
      };
    }),
  );
}

/** Where JSON.parse stopped (`... at position 12`), when its message says. */
function jsonErrorOffset(error: unknown): number | undefined {
  const match = /at position (\d+)/.exec((error as Error).message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The manifest's text: the file list first, the (long) route summaries after it; in prettier's style, as
 * the generated code is, so that a repository-wide `prettier --check .` passes.
 */
export function manifestText(manifest: Manifest): string {
  const { routes, types, ...head } = manifest;
  return jsonText({ ...head, routes, types });
}

/**
 * Replaces the manifest in one step. Its temporary file has a fixed name: it is written before any
 * journal could say what the run's temporary files are called, and only the holder of the lock writes it.
 */
export function writeManifest(outDir: string, manifest: Manifest): void {
  const path = join(outDir, MANIFEST);
  writeFileAtomic(
    path,
    manifestText(manifest),
    join(outDir, MANIFEST_TEMP),
    keptOf(lstatSync(path, { throwIfNoEntry: false })),
  );
}

/** Left behind only by a run killed while it replaced the manifest; removed by the next one. */
export const MANIFEST_TEMP = `${MANIFEST}.tmp`;

/**
 * The manifest as it was before a run wrote its journal: a second name for the same file (a hard link,
 * which needs no room on the disk), so that a run that fails before replacing anything can give the
 * folder back its manifest byte for byte, however full the disk. Removed when the run ends.
 */
export const MANIFEST_PREVIOUS = `${MANIFEST}.previous`;

/** Keeps the manifest under MANIFEST_PREVIOUS; returns whether there was one. */
export function keepPreviousManifest(outDir: string): boolean {
  const previous = join(outDir, MANIFEST_PREVIOUS);
  rmSync(previous, { force: true });
  if (!lstatSync(join(outDir, MANIFEST), { throwIfNoEntry: false })?.isFile()) return false;
  try {
    linkSync(join(outDir, MANIFEST), previous);
  } catch {
    // A file system without hard links: a copy.
    copyFileSync(join(outDir, MANIFEST), previous, constants.COPYFILE_EXCL);
  }
  return true;
}

/** Puts back the manifest keepPreviousManifest kept (or, if there was none, removes the journal's). */
export function restorePreviousManifest(outDir: string, kept: boolean): void {
  const previous = join(outDir, MANIFEST_PREVIOUS);
  const manifest = join(outDir, MANIFEST);
  if (!kept) return rmSync(manifest, { force: true });
  // Still one file under both names (the journal was never written): renaming one onto the other does nothing.
  if (lstatSync(previous).ino === lstatSync(manifest, { throwIfNoEntry: false })?.ino) rmSync(previous);
  else renameSync(previous, manifest);
}

/**
 * Whether every file of the manifest is on disk with the content it was written with (the hashes may
 * be remembered ones: see file-hashes.ts).
 */
export function outputIntact(outDir: string, manifest: Pick<Manifest, "files">, hashes: FileHashes): boolean {
  const out = resolve(outDir);
  return Object.entries(manifest.files).every(([path, hash]) => hashes.hashOf(join(out, path)) === hash);
}
