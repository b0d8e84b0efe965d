import { createHash, randomUUID } from "node:crypto";
import { closeSync, lstatSync, mkdirSync, openSync, readFileSync, rmSync, unlinkSync } from "node:fs";
import { hostname } from "node:os";
import { basename, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { FileReadError, readRegularFile } from "../util/regular-file.js";
import { writeAll } from "./atomic-file.js";

/**
 * One writer at a time per output folder. Two runs writing one folder (`watch` and `npm run generate`,
 * two CI jobs, an editor's run-on-save firing twice) would each decide what to write and remove from
 * what the other is changing. The lock is a file in the output folder itself: it travels with the
 * folder whoever writes it (another user, a container sharing the volume), it is hidden (a dot file
 * named for routegen), it holds who has it, and it is removed when the run ends.
 *
 * A run killed without ending (SIGKILL, a power cut) leaves the lock behind: a lock whose process is
 * gone (not running, a zombie, or its pid reused by a process that started later) is taken over. A lock
 * held on another machine cannot be checked, so it is waited for like a live one.
 */
export const LOCK_FILE = ".routegen-lock";

export interface LockHolder {
  pid: number;
  host: string;
  /** Tells this holding from any other (a later one by the same process, a takeover). */
  token: string;
  since: string;
  command: string;
  /** When the holder's process started, as Linux counts it: a pid reused by another process differs. */
  processStart?: string;
}

export interface LockOptions {
  /** How long to wait for another run to finish with the folder, in milliseconds, before failing. */
  timeoutMs: number;
  /** Told once, when the run has waited a moment: to say why nothing happens. */
  onWait?: ((holder: LockHolder) => void) | undefined;
}

/**
 * The folder stayed locked for longer than the run would wait: by a live run (`holder`), or by something
 * at the lock's path that routegen cannot take or read (`problem`: a folder, a link, an unreadable file).
 */
export class LockTimeoutError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder | undefined,
    readonly problem?: string,
  ) {
    super(`${lockFile} ${holder ? `is held by ${describeHolder(holder)}` : `cannot be taken: ${problem}`}`);
    this.name = "LockTimeoutError";
  }
}

/**
 * What is at the lock's path: a holder, a file that cannot be read as one (its writer died mid-write),
 * something that is no lock file at all (a folder, a link, a file that cannot be read), or nothing.
 */
type Observed =
  { holder: LockHolder; id: string } | { broken: true; id: string; ageMs: number } | { problem: string } | undefined;

/** A file at the lock's path that no routegen wrote: it is the user's, and is left alone. */
export class ForeignLockFileError extends Error {
  constructor(readonly lockFile: string) {
    super(`${lockFile} is not a lock routegen made`);
    this.name = "ForeignLockFileError";
  }
}

/** A lock file with no readable holder is stale once it is this old: a holder writes it right after creating it. */
const BROKEN_LOCK_MS = 2_000;
/** Waited this long, a run says why it waits. */
const TELL_AFTER_MS = 1_000;

/**
 * Takes the lock of `dir` (waiting for a live holder, taking over a dead one); resolves to its release.
 * Between tries it sleeps, longer each time (10 ms to 200 ms): waiting costs no CPU, whatever is there.
 */
export async function lockOutput(dir: string, options: LockOptions): Promise<() => void> {
  const path = join(dir, LOCK_FILE);
  const me = ownHolder();
  const started = Date.now();
  let told = false;
  for (let delay = 10; ; delay = Math.min(delay * 1.5, 200)) {
    if (tryCreate(path, me)) return () => release(path, me.token);
    const seen = observe(path);
    // Released between the two looks: try again at once (`wx` failed, so something was there).
    if (seen === undefined) continue;
    if (!("problem" in seen) && isStale(seen) && takeOver(path, seen.id)) continue;
    const waited = Date.now() - started;
    // A lock cut short is its writer's for a moment (BROKEN_LOCK_MS), then stale: it ends the wait either way.
    if (waited >= options.timeoutMs && !("broken" in seen)) {
      throw new LockTimeoutError(
        path,
        "holder" in seen ? seen.holder : undefined,
        "problem" in seen ? seen.problem : undefined,
      );
    }
    if ("holder" in seen && !told && waited >= TELL_AFTER_MS) {
      told = true;
      options.onWait?.(seen.holder);
    }
    await sleep(delay);
  }
}

/** Who holds the lock of `dir` now, if a live process does (for `check`'s report). */
export function liveLockHolder(dir: string): LockHolder | undefined {
  try {
    const seen = observe(join(dir, LOCK_FILE));
    return seen && "holder" in seen && !isStale(seen) ? seen.holder : undefined;
  } catch {
    return undefined;
  }
}

/** `pid 123 (routegen generate api.yaml -o sdk) since 2026-11-25T10:00:01Z`, with the machine when not this one. */
export function describeHolder(holder: LockHolder): string {
  const host = holder.host === hostname() ? "" : ` on ${holder.host}`;
  return `pid ${holder.pid}${host} (${holder.command}) since ${holder.since}`;
}

function ownHolder(): LockHolder {
  const start = processState(process.pid)?.start;
  const script = process.argv[1] ? basename(process.argv[1]).replace(/\.[cm]?[jt]s$/, "") : "node";
  return {
    pid: process.pid,
    host: hostname(),
    token: randomUUID(),
    since: new Date().toISOString(),
    command: [script, ...process.argv.slice(2)].join(" "),
    ...(start !== undefined ? { processStart: start } : {}),
  };
}

/** Creates the lock file if there is none (`wx`: the create-if-absent the whole scheme rests on). */
function tryCreate(path: string, me: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeAll(
      fd,
      JSON.stringify({ note: "routegen is writing this folder; removed when it is done", ...me }, null, 2) + "\n",
    );
  } catch (error) {
    // A full disk: leave no lock that others would have to wait out.
    closeSync(fd);
    rmSync(path, { force: true });
    throw error;
  }
  closeSync(fd);
  return true;
}

/** Removes the lock if it is still this run's (it always is, unless someone deleted it by hand). */
function release(path: string, token: string): void {
  try {
    const seen = observe(path);
    if (seen && "holder" in seen && seen.holder.token === token) rmSync(path, { force: true });
  } catch {
    // Replaced by a file of the user's meanwhile: theirs to keep.
  }
}

/** The largest lock file read: a holder's details are a few hundred bytes. */
const MAX_LOCK_BYTES = 64_000;

function observe(path: string): Observed {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  if (stats === undefined) return undefined;
  if (stats.isSymbolicLink()) return { problem: "it is a link, and routegen keeps its lock in a plain file there" };
  if (stats.isDirectory()) return { problem: "it is a folder, and routegen keeps its lock in a plain file there" };
  let text: string;
  try {
    text = readRegularFile(path, MAX_LOCK_BYTES).toString("utf8");
  } catch (error) {
    if (error instanceof FileReadError && error.reason === "ENOENT") return undefined;
    return { problem: `it cannot be read as routegen's lock file: ${(error as Error).message}` };
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    if (Number.isInteger(holder.pid) && typeof holder.token === "string" && typeof holder.host === "string") {
      return { holder, id: holder.token };
    }
  } catch {
    // below
  }
  // A holder killed between creating the file and writing it whole leaves it empty or cut short; anything
  // else is not routegen's, and is never removed.
  if (text !== "" && !text.startsWith("{")) throw new ForeignLockFileError(path);
  return { broken: true, id: `${stats.ino}-${stats.mtimeMs}`, ageMs: Date.now() - stats.mtimeMs };
}

function isStale(seen: Exclude<Observed, { problem: string } | undefined>): boolean {
  if (!("holder" in seen)) return seen.ageMs > BROKEN_LOCK_MS;
  const { holder } = seen;
  if (holder.host !== hostname()) return false;
  if (!processAlive(holder.pid)) return true;
  const start = processState(holder.pid)?.start;
  return holder.processStart !== undefined && start !== undefined && start !== holder.processStart;
}

/**
 * Removes a stale lock, safely against other runs doing the same: only the run that makes the marker
 * folder named for this very lock may remove it, and only after checking, holding the marker, that the
 * lock is still that one (a slower run that saw the same stale lock finds a new one and leaves it).
 */
function takeOver(path: string, staleId: string): boolean {
  const marker = `${path}.${createHash("sha256").update(staleId).digest("hex").slice(0, 16)}.takeover`;
  try {
    mkdirSync(marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Another run is taking it over now. A marker left by a run killed while doing so (which takes
    // microseconds) is old: remove it, and try again.
    const age = Date.now() - (lstatSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10_000) rmSync(marker, { recursive: true, force: true });
    return false;
  }
  try {
    const seen = observe(path);
    if (seen === undefined || !("id" in seen) || seen.id !== staleId) return false;
    unlinkSync(path);
    return true;
  } finally {
    rmSync(marker, { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const state = processState(pid)?.state;
  // A zombie has ended; it only waits for its parent to notice.
  return state !== "Z" && state !== "X";
}

/** State and start time of a process, from Linux's /proc; undefined elsewhere. */
function processState(pid: number): { state: string; start: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // `pid (name) state ppid ...`: the name may hold spaces and parentheses, so fields count from the last `)`.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  const start = fields[19];
  return state !== undefined && start !== undefined ? { state, start } : undefined;
}
