import {
  closeSync,
  fchmodSync,
  fchownSync,
  linkSync,
  lstatSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
  type Stats,
} from "node:fs";

export interface AtomicWriteOptions {
  /** Permission bits to give the new file (those of the file it replaces, so a user's chmod stays). */
  mode?: number | undefined;
  /** Owner and group to give the new file (those of the file it replaces, when root writes a user's files). */
  owner?: { uid: number; gid: number } | undefined;
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
export function writeFileAtomic(
  path: string,
  text: string,
  temp: string,
  options: AtomicWriteOptions = {},
): "written" | "exists" {
  try {
    stageFile(temp, text, options);
    return placeFile(temp, path, options.exclusive ?? false);
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * The first half of writeFileAtomic: `text` in a new file at `temp`, with the mode and owner asked for.
 * This is what needs room on the disk; placing it (below) needs none.
 */
export function stageFile(temp: string, text: string, options: Pick<AtomicWriteOptions, "mode" | "owner"> = {}): void {
  // A leftover of a killed run (or anything else planted at a name routegen reserves) is not written through.
  rmSync(temp, { force: true });
  // `wx`: create, never open an existing file (or follow a link) at the temporary name.
  const fd = openSync(temp, "wx");
  try {
    writeAll(fd, text);
    if (options.mode !== undefined) fchmodSync(fd, options.mode);
    if (options.owner !== undefined) fchownSync(fd, options.owner.uid, options.owner.gid);
  } finally {
    closeSync(fd);
  }
}

/** The second half: the staged `temp` takes the place of `path` (if `exclusive`, only where nothing is). */
export function placeFile(temp: string, path: string, exclusive: boolean): "written" | "exists" {
  if (!exclusive) renameSync(temp, path);
  else if (!createFrom(temp, path)) return "exists";
  else rmSync(temp, { force: true });
  return "written";
}

/**
 * What a file replacing `existing` keeps of it: its permission bits, and, when routegen runs as root
 * over another user's files, its owner and group (else the new file would be root's, and the user could
 * no longer write it).
 */
export function keptOf(existing: Stats | undefined): Pick<AtomicWriteOptions, "mode" | "owner"> {
  if (!existing?.isFile()) return {};
  const root = process.getuid?.() === 0;
  const owner =
    root && (existing.uid !== 0 || existing.gid !== process.getgid?.())
      ? { uid: existing.uid, gid: existing.gid }
      : undefined;
  return { mode: existing.mode & 0o777, owner };
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
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}
