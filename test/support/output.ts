import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Diagnostic } from "../../generator/diagnostics.js";
import type { Manifest } from "../../generator/write/manifest.js";
import { hashText } from "../../generator/util/hash.js";
import { BIN } from "./cli.js";

// Helpers of the tests of the output folder (test/e2e/nothing-lost.test.ts, test/generator/write/): routegen as a
// process of its own (so it can be killed, or run as another user), a project folder with a catalogue,
// and snapshots of a folder to compare byte for byte.

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  /** The diagnostics, when it ran with `--reporter json`. */
  diagnostics: Diagnostic[];
  /** What each target's run did, when it ran with `--reporter json` (see docs/diagnostics.md). */
  targets: Record<string, unknown>[];
}

/** How to run routegen: as it is, or without the privileges that let root ignore permissions (see `unprivileged`). */
export interface RunAs {
  /** A command that runs the rest (`setpriv ... --`). */
  prefix?: string[];
  options?: SpawnOptions;
}

/** Starts routegen; `done` resolves when it ends. */
export function startRoutegen(cwd: string, args: readonly string[], env: Record<string, string> = {}, as: RunAs = {}) {
  const [command, ...rest] = [...(as.prefix ?? []), process.execPath, BIN, ...args] as [string, ...string[]];
  const child = spawn(command, rest, { ...as.options, cwd, env: { ...process.env, ...env } });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdout!.resume();
  const done = new Promise<Run>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const start = stderr.indexOf('{\n  "diagnostics"');
      const report =
        start === -1
          ? {}
          : (JSON.parse(stderr.slice(start, stderr.lastIndexOf("}") + 1)) as Partial<
              Pick<Run, "diagnostics" | "targets">
            >);
      resolve({ code, signal, stderr, diagnostics: report.diagnostics ?? [], targets: report.targets ?? [] });
    });
  });
  return { child, done };
}

export function runRoutegen(
  cwd: string,
  args: readonly string[],
  env: Record<string, string> = {},
  as: RunAs = {},
): Promise<Run> {
  return startRoutegen(cwd, args, env, as).done;
}

export interface Project {
  dir: string;
  input: string;
  out: string;
  setRoutes(text: string): void;
  /** `routegen generate <input> -o <out> --reporter json ...flags`. */
  generate(flags?: string[], env?: Record<string, string>, as?: RunAs): Promise<Run>;
}

/** A project folder with a catalogue of `routes` (YAML lines under `routes:`), generating into `sdk`. */
export function project(routes: string, prefix = "routegen-out-"): Project {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const input = join(dir, "routes.yaml");
  const out = join(dir, "sdk");
  const setRoutes = (text: string) => writeFileSync(input, `routes:\n${text}`);
  setRoutes(routes);
  const generate = (flags: string[] = [], env: Record<string, string> = {}, as: RunAs = {}) =>
    runRoutegen(dir, ["generate", input, "-o", out, "--reporter", "json", ...flags], env, as);
  return { dir, input, out, setRoutes, generate };
}

/** `count` routes, each in a scope of its own (so a file each), their summaries saying `version`. */
export function manyScopes(count: number, version: string): string {
  let text = "";
  for (let i = 0; i < count; i++)
    text += `  scope${i}.get:\n    route: GET /things${i}/{id}\n    summary: Get thing ${i}, ${version}\n`;
  return text;
}

export const TWO_SCOPES = "  repos.get: GET /repos/{owner}/{repo}\n  gists.list: GET /gists\n";
export const THREE_SCOPES = TWO_SCOPES + "  users.get: GET /users/{username}\n";

export const sha = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * Every file, folder and link under `dir` with its content (or link target); with `meta`, its mode,
 * owner and modification time too (and folders' inodes), for "left exactly as it was".
 */
export function snapshot(dir: string, meta = false, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = join(dir, path);
    const stat = lstatSync(full);
    const about = meta ? ` mode=${stat.mode.toString(8)} owner=${stat.uid}:${stat.gid} mtime=${stat.mtimeMs}` : "";
    if (entry.isSymbolicLink()) out[path] = `-> ${readlinkSync(full)}${about}`;
    else if (entry.isDirectory()) {
      out[`${path}/`] = `folder${about}${meta ? ` ino=${stat.ino}` : ""}`;
      Object.assign(out, snapshot(dir, meta, path));
    } else out[path] = sha(readFileSync(full)) + about;
  }
  return out;
}

/** Names routegen uses for its temporary files and lock, anywhere under `dir`: none may be left after a run. */
export function leftovers(dir: string): string[] {
  return Object.keys(snapshot(dir)).filter((path) => /(^|\/)\.routegen-(?!manifest\.json$)/.test(path));
}

/**
 * How to run routegen so that file permissions apply to it. As root (where they do not), it runs
 * without the capabilities that override them (`setpriv`, still as root, so it reads the repository
 * wherever that is), or else as `nobody`, with `dirs` opened to it and `owner` saying who must own what
 * it should be able to write. Otherwise, as it is.
 */
export function unprivileged(...dirs: string[]): RunAs & { owner?: { uid: number; gid: number } } {
  if (process.getuid?.() !== 0) return {};
  const dropped = ["--bounding-set", "-dac_override,-dac_read_search,-fowner", "--"];
  if (spawnSync("setpriv", [...dropped, "true"]).status === 0) return { prefix: ["setpriv", ...dropped] };
  for (const dir of dirs) chmodSync(dir, 0o755);
  return { options: { uid: 65534, gid: 65534 }, owner: { uid: 65534, gid: 65534 } };
}

/** Each generated path holds its text of `before` or of `after` (absent counts, where it is absent in one). */
export function mixedFiles(out: string, before: Record<string, string>, after: Record<string, string>): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => {
    const now = existsSync(join(out, path)) ? sha(readFileSync(join(out, path))) : undefined;
    return now !== before[path] && now !== after[path];
  });
}

/**
 * The manifest tells each file: a file it lists holds its hash, unless the journal (`pending`) is
 * changing it, and each file the journal changes is old or new (a file being removed: there, or gone).
 */
export function manifestTellsEachFile(out: string, manifest: Manifest): boolean {
  const onDisk = (path: string) => (existsSync(join(out, path)) ? hashText(readFileSync(join(out, path))) : undefined);
  const writing = manifest.pending?.write ?? {};
  const removing = manifest.pending?.remove ?? [];
  const listed = Object.entries(manifest.files).every(
    ([path, hash]) => onDisk(path) === hash || path in writing || removing.includes(path),
  );
  const written = Object.entries(writing).every(([path, hash]) => [hash, manifest.files[path]].includes(onDisk(path)));
  const removed = removing.every((path) => [manifest.files[path], undefined].includes(onDisk(path)));
  return listed && written && removed;
}
