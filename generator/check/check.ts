import { join } from "node:path";
import type { Target } from "../config/config.js";
import type { Diagnostic } from "../diagnostics.js";
import type { GeneratedFile } from "../emit/index.js";
import { formatted } from "../format.js";
import { generateFiles } from "../pipeline.js";
import type { Progress } from "../progress.js";
import { hashText } from "../util/hash.js";
import { isUrl } from "../util/is-url.js";
import { remoteMirrorFolder } from "../write/cache-folder.js";
import { hashOfFile } from "../write/file-hashes.js";
import { liveLockHolder } from "../write/lock.js";
import { readManifest, type PendingRun } from "../write/manifest.js";
import { fileInside, realPathOf } from "../write/safe-path.js";
import { diffSummaries, type SummaryDiff } from "./summary-diff.js";

/** How the files on disk differ from what generation makes now. */
export interface OutputState {
  /** On disk with other content. */
  changed: string[];
  /** Generated but not on disk. */
  missing: string[];
  /** Written by an earlier run (in the manifest) but no longer generated. */
  stale: string[];
  /** The last run that wrote the folder did not finish (it was killed), or is writing it right now. */
  interrupted?: Interruption;
}

export interface Interruption {
  pid: number;
  since: string;
  /** Of the files it was writing, how many hold their new text. */
  written: number;
  of: number;
  /** Still writing (its lock is held by a live process), rather than killed. */
  running: boolean;
}

/** What `routegen check` finds for one target. */
export interface CheckResult {
  target: string;
  output: string;
  upToDate: boolean;
  files: OutputState;
  /** What changed, route by route; absent when the manifest has no route summary (an older routegen). */
  diff?: SummaryDiff;
  /** The input's warnings. */
  diagnostics: Diagnostic[];
}

/**
 * Regenerates a target in memory and compares it with its output folder, writing nothing. Throws
 * DiagnosticError when the input has errors.
 */
export async function checkTarget(target: Target, progress?: Progress): Promise<CheckResult> {
  if (!isUrl(target.input)) return checkFrom(target, progress);
  // A remote input: its documents mirrored first (load/remote.ts), and named by their urls.
  const { mirrorRemote, withUrls, withUrlsIn } = await import("../load/remote.js");
  const mirror = await mirrorRemote(target.input, remoteMirrorFolder(target.output), { headers: target.inputHeaders });
  try {
    const result = await checkFrom({ ...target, input: mirror.input, refRoot: mirror.root }, progress);
    return { ...result, diagnostics: withUrls(result.diagnostics, mirror) };
  } catch (error) {
    throw withUrlsIn(error, mirror);
  }
}

async function checkFrom(target: Target & { refRoot?: string }, progress?: Progress): Promise<CheckResult> {
  const sdk = generateFiles({ ...target, progress });
  const files = await formatted(sdk.files, target);
  const manifest = readManifest(target.output);
  const state = compareOutput(target.output, files, Object.keys(manifest?.files ?? {}));
  const interrupted = manifest?.pending && interruptionOf(target.output, manifest.pending);
  if (interrupted) state.interrupted = interrupted;
  const upToDate = !interrupted && state.changed.length + state.missing.length + state.stale.length === 0;
  const diff = manifest?.routes
    ? diffSummaries({ routes: manifest.routes, types: manifest.types ?? {} }, sdk.summary)
    : undefined;
  return {
    target: target.name,
    output: target.output,
    upToDate,
    files: state,
    ...(diff ? { diff } : {}),
    diagnostics: sdk.diagnostics,
  };
}

function compareOutput(
  outDir: string,
  files: readonly GeneratedFile[],
  previouslyWritten: readonly string[],
): OutputState {
  const state: OutputState = { changed: [], missing: [], stale: [] };
  for (const file of files) {
    const path = join(outDir, file.path);
    const hash = hashOfFile(path);
    if (hash === undefined) state.missing.push(file.path);
    // Line endings do not count (hashOfFile reads CRLF as LF): a CRLF checkout holds routegen's LF text.
    else if (hash !== hashText(file.text)) state.changed.push(file.path);
  }
  const generated = new Set(files.map((f) => f.path));
  const out = realPathOf(outDir);
  for (const path of previouslyWritten) {
    // A path the manifest lists that leads through a link is not followed: it is not routegen's.
    const file = out === undefined ? undefined : fileInside(out, path);
    if (!generated.has(path) && file !== undefined && hashOfFile(file) !== undefined) state.stale.push(path);
  }
  return state;
}

/** What the journal of an unfinished run says, and whether that run is still going. */
function interruptionOf(outDir: string, pending: PendingRun): Interruption {
  const paths = Object.entries(pending.write);
  const written = paths.filter(([path, hash]) => hashOfFile(join(outDir, path)) === hash).length;
  const running = liveLockHolder(outDir)?.pid === pending.pid;
  return { pid: pending.pid, since: pending.since, written, of: paths.length, running };
}
