import { chmodSync, closeSync, linkSync, lstatSync, openSync, renameSync, rmSync, writeSync } from "node:fs";

export interface AtomicWriteOptions {
  /** Permission bits to give the new file (those of the file it replaces, so a user's chmod stays). */
  mode?: number | undefined;
  /**
   * Only create: if a file appeared at `path` since the caller looked (a user's, written during the
   * run), leave it and return `exists` instead of replacing it.
   */
  exclusive?: boolean;
}

/**
 * Writes `text` to `path` in one step, as far as anyone reading `path` can tell: the text goes to `temp`
 * (in the same folder, so the rename cannot cross file systems), which then takes the place of `path`.
 * Killed at any moment, this leaves `path` old or new, and at worst `temp` behind (the caller's journal
 * names it). Nothing but `path` and `temp` is touched: not the folder, not other files.
 */
export function writeFileAtomic(path: string, text: string, temp: string, options: AtomicWriteOptions = {}): "written" | "exists" {
  // A leftover of a killed run (or anything else planted at a name routegen reserves) is not written through.
  rmSync(temp, { force: true });
  try {
    writeNew(temp, text, options.mode);
    if (!options.exclusive) renameSync(temp, path);
    else if (!createFrom(temp, path)) return "exists";
    return "written";
  } finally {
    rmSync(temp, { force: true });
  }
}

function writeNew(temp: string, text: string, mode: number | undefined): void {
  // `wx`: create, never open an existing file (or follow a link) at the temporary name.
  const fd = openSync(temp, "wx");
  try {
    writeAll(fd, text);
  } finally {
    closeSync(fd);
  }
  if (mode !== undefined) chmodSync(temp, mode);
}

/** Makes `temp` appear at `path` unless something is there; a hard link does that in one step. */
function createFrom(temp: string, path: string): boolean {
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // A file system without hard links: check, then rename (a window of a few microseconds).
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
    if (lstatSync(path, { throwIfNoEntry: false })) return false;
    renameSync(temp, path);
    return true;
  }
}

/** Writes all of `text` (a single write may write less, on a disk nearly full). */
export function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, "utf8");
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
}
