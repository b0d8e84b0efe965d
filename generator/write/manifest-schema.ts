import { posix } from "node:path";
import { toPointer } from "../util/json-pointer.js";

/**
 * The shape of `.routegen-manifest.json`, checked before anything in it is used. The manifest sits in
 * an output folder that is usually committed: whoever wrote the last commit, a pull request or a merge
 * may have written it, so it is input like any other, and it names files that routegen removes, renames
 * and puts back. Every path it lists must be one routegen could have written: relative, normalised,
 * inside the folder, not one of routegen's own names; a run name must be the hex routegen makes, since it
 * names temporary files. (Where a path leads on disk, through links, is decided when it is used: see
 * safe-path.ts.)
 */

/** A problem with the manifest: what is wrong, and where (a JSON pointer). */
export interface ManifestProblem {
  pointer: string;
  message: string;
}

/** A journal's run name, as applyPlan makes it (4 random bytes in hex); a little room for later versions. */
const RUN_NAME = /^[0-9a-f]{8,32}$/;
/** Past this, a manifest is not worth reporting problem by problem. */
const MAX_PROBLEMS = 20;

/** Every way `value` is not a manifest routegen wrote (empty when it is one). */
export function manifestProblems(value: unknown): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const at = (path: readonly (string | number)[], message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ pointer: toPointer(path), message });
  };
  if (!isRecord(value)) {
    at([], "a manifest is a JSON object");
    return problems;
  }
  for (const key of ["generator", "inputHash"])
    if (typeof value[key] !== "string") at([key], `${key} must be a string`);
  stringList(value.inputs, ["inputs"], at, false);
  if (!isRecord(value.files)) at(["files"], "files must be an object of paths and hashes");
  else pathMap(value.files, ["files"], at);
  if (value.warnings !== undefined) counts(value.warnings, ["warnings"], at);
  if (value.folders !== undefined) stringList(value.folders, ["folders"], at, true);
  if (value.pending !== undefined) pendingProblems(value.pending, at);
  if (value.routes !== undefined) routesProblems(value.routes, at);
  if (value.types !== undefined) {
    if (!isRecord(value.types) || !Object.values(value.types).every((v) => typeof v === "string"))
      at(["types"], "types must be an object of names and hashes");
  }
  return problems;
}

type At = (path: readonly (string | number)[], message: string) => void;

function pendingProblems(pending: unknown, at: At): void {
  if (!isRecord(pending)) return at(["pending"], "pending (the journal of a run) must be an object");
  if (typeof pending.run !== "string" || !RUN_NAME.test(pending.run))
    at(["pending", "run"], "a run name is 8 to 32 hex digits, as routegen makes it (it names temporary files)");
  if (!Number.isSafeInteger(pending.pid) || (pending.pid as number) <= 0)
    at(["pending", "pid"], "pid must be a positive integer");
  if (typeof pending.since !== "string") at(["pending", "since"], "since must be a string");
  if (!isRecord(pending.write)) at(["pending", "write"], "write must be an object of paths and hashes");
  else pathMap(pending.write, ["pending", "write"], at);
  stringList(pending.remove, ["pending", "remove"], at, true);
  stringList(pending.folders, ["pending", "folders"], at, true);
}

function routesProblems(routes: unknown, at: At): void {
  if (!isRecord(routes)) return at(["routes"], "routes must be an object");
  for (const [name, route] of Object.entries(routes)) {
    const fine =
      isRecord(route) &&
      typeof route.request === "string" &&
      typeof route.response === "string" &&
      (route.body === undefined || typeof route.body === "string") &&
      (route.security === undefined || typeof route.security === "string") &&
      isRecord(route.params) &&
      Object.values(route.params).every((v) => typeof v === "string");
    if (!fine) at(["routes", name], "a route's summary has a request, params and a response, all text");
  }
}

function pathMap(map: Record<string, unknown>, path: readonly string[], at: At): void {
  for (const [file, hash] of Object.entries(map)) {
    const problem = pathProblem(file);
    if (problem) at([...path, file], problem);
    else if (typeof hash !== "string") at([...path, file], "a file's hash must be a string");
  }
}

function stringList(list: unknown, path: readonly string[], at: At, paths: boolean): void {
  if (!Array.isArray(list)) return at(path, `${path.at(-1)} must be a list`);
  list.forEach((item, index) => {
    if (typeof item !== "string") return at([...path, index], "must be a string");
    const problem = paths ? pathProblem(item) : undefined;
    if (problem) at([...path, index], problem);
  });
}

function counts(value: unknown, path: readonly string[], at: At): void {
  if (!isRecord(value) || !Object.values(value).every((n) => Number.isSafeInteger(n) && (n as number) >= 0))
    at(path, "warnings must be an object of counts");
}

/**
 * Why `path` is not a path routegen writes, or undefined: relative, `/`-separated, normalised (no empty,
 * `.` or `..` segment), no backslash or NUL, and no segment that is one of routegen's own names
 * (`.routegen-manifest.json`, the lock, temporary files), which a listed file must never be.
 */
export function pathProblem(path: string): string | undefined {
  if (path === "" || path.length > 4096) return `${JSON.stringify(path.slice(0, 80))} is not a file path`;
  if (path.includes("\0") || path.includes("\\"))
    return `${JSON.stringify(path)} holds a NUL or a backslash, which no generated path has`;
  if (posix.isAbsolute(path) || /^[a-zA-Z]:/.test(path))
    return `${JSON.stringify(path)} is absolute: paths are relative to the output folder`;
  const segments = path.split("/");
  if (segments.some((s) => s === "" || s === "." || s === "..") || posix.normalize(path) !== path) {
    return `${JSON.stringify(path)} is not a normalised path inside the output folder (an empty, "." or ".." part)`;
  }
  if (segments.some((s) => s.startsWith(".routegen-")))
    return `${JSON.stringify(path)} names one of routegen's own files`;
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
