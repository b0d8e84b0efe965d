import { mkdirSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from "node:fs";
import { dirname } from "node:path";
import { hashText } from "../util/hash.js";
import { readRegularFile } from "../util/regular-file.js";

/** Generated files are a few MB at most; a file larger than this at a generated path is not routegen's. */
export const MAX_GENERATED_BYTES = 256_000_000;

/**
 * Hash of the regular file at `path`, or undefined when there is none (or something else is there, or a
 * larger one). Its CRLF line endings count as LF: a checkout with `core.autocrlf` turns a committed
 * description and the committed output to CRLF, and the same text must hash as it does in a checkout
 * without (routegen writes LF), so that the manifest's hashes hold in both and `generate` agrees with
 * `check` that such an output is up to date.
 */
export function hashOfFile(path: string, maxBytes = MAX_GENERATED_BYTES): string | undefined {
  try {
    return hashOfText(readRegularFile(path, maxBytes));
  } catch {
    return undefined;
  }
}

/** A file's hash, CRLF read as LF (most files have no CR: those are hashed as they are). */
function hashOfText(bytes: Buffer): string {
  // latin1 maps each byte to one character and back: only the CRs before LFs are taken out.
  return hashText(
    bytes.includes(13) ? Buffer.from(bytes.toString("latin1").replaceAll("\r\n", "\n"), "latin1") : bytes,
  );
}

/** What a file's stat says about its content, as one string: `size:mtimeMs:ctimeMs:inode`. */
type Stamp = string;

/** A file's stamp and the hash of the content it had then. */
type Entry = [stamp: Stamp, hash: string];

/** The cache file: self-describing, for whoever finds it. */
interface CacheFile {
  note: string;
  version: typeof VERSION;
  /** What the hashes are for (see the constructor): a file named by a hash of it must say it is that one. */
  for: string;
  files: Record<string, Entry>;
}

/** 2: hashes read CRLF as LF. */
const VERSION = 2;
/** A cache holds a line per file: a few hundred kB for GitHub's SDK. Anything far larger is not one. */
const MAX_CACHE_BYTES = 64_000_000;
const NOTE = "routegen's cache of file hashes, by size, times and inode: an optimisation, always safe to delete";

/**
 * How recent a change may be and still be trusted to show in a file's stamp. A file system stamps times
 * from a clock that ticks coarsely (a few milliseconds; whole seconds on some, two on FAT), so a second
 * change within the same tick as the first, of the same size, would leave the stamp as it was. A file
 * last changed longer ago than a tick is safe: any later change gets a later ctime, which no one can set.
 * Files changed more recently are hashed, and not remembered.
 */
const FINE_TICK_MS = 100;
const WHOLE_SECONDS_TICK_MS = 3_000;

/**
 * The hashes of files, remembered by their stat. Reading and hashing every file of a large output (and
 * its 13 MB description) was most of a run with nothing to do; a file whose size, modification time,
 * change time and inode are what they were when routegen last hashed it is taken to hold what it held
 * then. The change time is the one a user cannot set: a file edited and then given its old modification
 * time back (`touch -d`, `utimes`) still shows as changed.
 *
 * The hashes are kept between runs in `file` (see cache-folder.ts for where). The cache is only an
 * optimisation: a missing, unreadable or malformed one is an empty one, one that cannot be written is
 * not written, and it is replaced in one step (a temporary file renamed over it), so runs side by side
 * never read half of one. Without `file`, hashes are remembered for this run only.
 */
export class FileHashes {
  /** Files this instance read and hashed, rather than took from the cache (how a test sees the cache at work). */
  reads = 0;
  private entries: Map<string, Entry> | undefined;
  private readonly looked = new Set<string>();
  private changed = false;
  /** Changes after this moment may not show in a stamp taken now (see FINE_TICK_MS). */
  private readonly startedMs = Date.now();

  constructor(
    /** Where the hashes are kept between runs. */
    readonly file?: string,
    /** What the hashes are for: an output folder, or routegen's installation (absolute paths). */
    private readonly scope = "",
  ) {}

  /** Hash of the regular file at `path` (absolute), as hashOfFile would read it. */
  hashOf(path: string, maxBytes = MAX_GENERATED_BYTES): string | undefined {
    const entries = this.load();
    this.looked.add(path);
    const stats = statOf(path);
    const stamp = stats && stampOf(stats);
    const known = entries.get(path);
    // A file larger than the caller reads is not taken from the cache either.
    if (known && stats && stats.size <= maxBytes && known[0] === stamp) return known[1];
    this.reads++;
    const hash = hashOfFile(path, maxBytes);
    if (stats && stamp && hash !== undefined && this.settled(stats)) {
      entries.set(path, [stamp, hash]);
      this.changed = true;
    } else if (known) {
      entries.delete(path);
      this.changed = true;
    }
    return hash;
  }

  /** Forgets the files not asked about since this instance was made (files no longer generated, former inputs). */
  forgetOthers(): void {
    for (const path of this.load().keys()) {
      if (this.looked.has(path)) continue;
      this.entries!.delete(path);
      this.changed = true;
    }
  }

  /** Keeps the hashes for the next run, if they changed; silently does nothing when that fails. */
  save(): void {
    if (!this.file || !this.changed || !this.entries) return;
    const cache: CacheFile = { note: NOTE, version: VERSION, for: this.scope, files: Object.fromEntries(this.entries) };
    const temp = `${this.file}.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(temp, JSON.stringify(cache), { flag: "wx" });
      renameSync(temp, this.file);
      this.changed = false;
    } catch {
      try {
        rmSync(temp, { force: true });
      } catch {
        // Its folder could not be made, so there is no temporary file either.
      }
    }
  }

  /** A stamp from before `startedMs` by more than a tick of the file system's clock is trusted. */
  private settled(stats: Stats): boolean {
    const wholeSeconds = stats.ctimeMs % 1000 === 0 && stats.mtimeMs % 1000 === 0;
    return (
      Math.max(stats.ctimeMs, stats.mtimeMs) < this.startedMs - (wholeSeconds ? WHOLE_SECONDS_TICK_MS : FINE_TICK_MS)
    );
  }

  private load(): Map<string, Entry> {
    this.entries ??= this.file ? readCache(this.file, this.scope) : new Map();
    return this.entries;
  }
}

function statOf(path: string): Stats | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats?.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

// Numbers, not BigInts (twice as fast to stat here): a time in milliseconds keeps a tenth of a microsecond.
const stampOf = (stats: Stats): Stamp => `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;

/** The entries of a cache file; none when it is missing, unreadable, or not one this version wrote for `scope`. */
function readCache(file: string, scope: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  try {
    const cache = JSON.parse(readRegularFile(file, MAX_CACHE_BYTES).toString("utf8")) as Partial<CacheFile> | null;
    if (cache?.version !== VERSION || cache.for !== scope || typeof cache.files !== "object" || cache.files === null)
      return entries;
    for (const [path, entry] of Object.entries(cache.files)) {
      if (Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string")
        entries.set(path, [entry[0], entry[1]]);
    }
  } catch {
    // No cache yet, or not one to use: every file is hashed.
  }
  return entries;
}
