import { linkSync, lstatSync, renameSync, rmSync } from "node:fs";
import { join, posix } from "node:path";
import { hashOfFile } from "./file-hashes.js";
import { MANIFEST_PREVIOUS, MANIFEST_TEMP, writeManifest, type Manifest, type PendingRun } from "./manifest.js";
import { fileInside, folderInside, pathInside } from "./safe-path.js";

/**
 * A run's journal: before it touches any file, a run records in the manifest (`pending`) every file it
 * will write (with the hash of the new text), every file it will remove and every folder it will make.
 * Each file is replaced in one step (atomic-file.ts), so a run killed at any moment leaves each file
 * old or new, and the two hashes say which. The next run settles that (`settleInterruptedRun`) and then
 * completes the change by doing its own.
 *
 * Temporary files are named for the run and the file's place in the journal, not for the file: the
 * journal is how a later run finds them, and a long file name plus a suffix could exceed what the file
 * system allows.
 */

/** The temporary file of the `index`th file a run writes (`write` order), beside it. */
export function tempFileOf(out: string, path: string, run: string, index: number): string {
  return join(out, tempNameOf(path, run, index));
}

/** tempFileOf's path relative to the output folder. */
function tempNameOf(path: string, run: string, index: number): string {
  return posix.join(posix.dirname(path), `.routegen-${run}-${index}.tmp`);
}

/**
 * Where the `index`th file a run removes is set aside, beside it, while the run checks that its content
 * is still what routegen wrote: moved first, then checked, so an edit made a moment before is not lost.
 */
export function asideFileOf(out: string, path: string, run: string, index: number): string {
  return join(out, asideNameOf(path, run, index));
}

/** asideFileOf's path relative to the output folder. */
function asideNameOf(path: string, run: string, index: number): string {
  return posix.join(posix.dirname(path), `.routegen-${run}-${index}.removed`);
}

/**
 * Puts back a file set aside for removal that turned out to be changed. If a new file took its place
 * meanwhile, both are the user's: the set-aside one stays under its temporary name, which is returned.
 */
export function putBack(aside: string, path: string): string | undefined {
  try {
    linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return aside;
    renameSync(aside, path);
    return undefined;
  }
  rmSync(aside, { force: true });
  return undefined;
}

/**
 * Settles what an interrupted run left (see above) and records it: each file it was writing is routegen's
 * with its old or its new text (or, if neither, as the manifest had it), each it was removing is gone or
 * back, its temporary files are gone. The result is marked out of date, so the next run writes again.
 * Call with the lock held, with a manifest readManifest checked, and `out` the folder's real path: every
 * file is reached through safe-path.ts, so a folder of the journal that is now a link is not followed.
 */
export function settleInterruptedRun(out: string, manifest: Manifest): Manifest {
  rmSync(join(out, MANIFEST_TEMP), { force: true });
  rmSync(join(out, MANIFEST_PREVIOUS), { force: true });
  const pending = manifest.pending;
  if (!pending) return manifest;
  const files = { ...manifest.files };
  Object.entries(pending.write).forEach(([path, hash], index) => {
    const temp = fileInside(out, tempNameOf(path, pending.run, index));
    if (temp !== undefined) rmSync(temp, { force: true });
    const target = fileInside(out, path);
    const now = target === undefined ? undefined : hashOfFile(target);
    if (now === hash) files[path] = hash;
    else if (now === undefined) delete files[path];
  });
  pending.remove.forEach((path, index) => settleRemoval(out, path, pending, index, files));
  const made = pending.folders.filter((folder) => folderInside(out, folder) !== undefined);
  const { pending: _, ...rest } = manifest;
  const settled: Manifest = {
    ...rest,
    inputHash: "interrupted",
    files,
    folders: [...new Set([...(manifest.folders ?? []), ...made])],
  };
  writeManifest(out, settled);
  return settled;
}

function settleRemoval(
  out: string,
  path: string,
  pending: PendingRun,
  index: number,
  files: Record<string, string>,
): void {
  const target = pathInside(out, path);
  const aside = target && fileInside(out, asideNameOf(path, pending.run, index));
  const hash = aside === undefined ? undefined : hashOfFile(aside);
  if (aside !== undefined && target !== undefined && hash !== undefined) {
    if (hash === files[path]) rmSync(aside, { force: true });
    else putBack(aside, target);
  }
  if (target === undefined || !lstatSync(target, { throwIfNoEntry: false })) delete files[path];
}

/**
 * Test seam, used by test/e2e/nothing-lost.test.ts only: with `ROUTEGEN_TEST_INTERRUPT` set to `writing`
 * (half the files written) or `removing` (a file set aside for removal), the process kills itself there,
 * as a power cut or `kill -9` would. Unset, it does nothing.
 */
export function interruptionPoint(point: "writing" | "removing"): void {
  if (process.env.ROUTEGEN_TEST_INTERRUPT === point) process.kill(process.pid, "SIGKILL");
}
