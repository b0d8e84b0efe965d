import { readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "./diagnostics.js";
import { formatted } from "./format.js";
import { MAX_INPUT_BYTES } from "./util/input-limit.js";
import { remoteMirrorFolder, runHashes, type RunHashes } from "./write/cache-folder.js";
import { generatorFingerprint } from "./write/fingerprint.js";
import { LoadError } from "./load/result.js";
import { describeHolder, type LockHolder } from "./write/lock.js";
import { readManifestHead } from "./write/manifest-head.js";
import { outputIntact } from "./write/manifest.js";
import type { WriteResult } from "./write/write.js";
import type { GeneratedSdk, PipelineOptions } from "./pipeline.js";
import { hashText } from "./util/hash.js";
import { isUrl } from "./util/is-url.js";
import { VERSION } from "./util/package-root.js";

// What generate's callers name beside it: the error it throws for an input with errors (with the files it
// read or tried to, which `watch` then follows), and the words for who holds the output's lock (`onWait`).
export { describeHolder, LoadError };

/** One run of a checked target (the programmatic API's `GenerateOptions` once checked, or the CLI's flags and config). */
export interface RunOptions extends PipelineOptions {
  /** The output folder; routegen owns the files its manifest lists there. */
  output: string;
  /**
   * Regenerate even when the manifest says the output is up to date, and replace files of the user's
   * where routegen writes (see write/write.ts).
   */
  force?: boolean;
  /** How long to wait for another routegen writing the same output folder, in milliseconds (default: a minute). */
  lockTimeoutMs?: number | undefined;
  /** Told when this run has to wait for another one writing the same output folder. */
  onWait?: ((holder: LockHolder) => void) | undefined;
  /** Request headers for an http(s) input (the config's `inputHeaders`, `${ENV}` expanded). */
  inputHeaders?: Record<string, string> | undefined;
  /** How long fetching an http(s) input may take (default: load/remote.ts's FETCH_TIMEOUT_MS). */
  fetchTimeoutMs?: number | undefined;
}

/** What a run did: the programmatic API's `generate()` result, and what the CLI's `generate` and `watch` report. */
export interface GenerateResult {
  /** The output folder (absolute). */
  output: string;
  /** The output was already made from these inputs and options: nothing was read or written. */
  upToDate: boolean;
  /** Routes and named types generated (0 when up to date: the input was not read). */
  routes: number;
  types: number;
  /**
   * Paths relative to the output folder: written, unchanged (every file, when up to date), removed,
   * and kept (no longer generated but changed since routegen wrote them: left in place, no longer routegen's).
   */
  files: WrittenFiles;
  /** The input's warnings and the writer's (errors are thrown); none when up to date: the input was not read. */
  diagnostics: Diagnostic[];
  /**
   * When up to date: the warnings, by code, of the generation that made the output (none recorded by
   * a routegen before 0.2). Not repeated in `diagnostics`: the input was not even read.
   */
  recordedWarnings?: Record<string, number>;
  /** Every input file (absolute): the main one and those its `$ref`s reached. */
  inputs: string[];
}

/** The files of a run, as write/write.ts reports them (its warnings are in the result's `diagnostics`). */
export type WrittenFiles = Omit<WriteResult, "warnings">;

/**
 * load -> plan -> emit -> (format) -> write. Throws DiagnosticError on input errors; writes nothing then.
 * When the manifest says the output was made from these very inputs and is intact, it returns at once:
 * the pipeline (TypeScript, ts-morph, prettier) and the writer are not even loaded, and files whose stat
 * did not change since routegen last hashed them are not read (write/file-hashes.ts).
 */
export async function generate(options: RunOptions): Promise<GenerateResult> {
  if (!isUrl(options.input)) return generateFrom(options);
  // A remote input: its documents mirrored first, and named by their urls in what the run says.
  const { mirrorRemote, urlOf, withUrls, withUrlsIn } = await import("./load/remote.js");
  const mirror = await mirrorRemote(options.input, remoteMirrorFolder(options.output), {
    headers: options.inputHeaders,
    timeoutMs: options.fetchTimeoutMs,
  });
  try {
    const result = await generateFrom({ ...options, input: mirror.input, refRoot: mirror.root });
    return {
      ...result,
      diagnostics: withUrls(result.diagnostics, mirror),
      inputs: result.inputs.map((file) => urlOf(file, mirror)),
    };
  } catch (error) {
    throw withUrlsIn(error, mirror);
  }
}

async function generateFrom(options: RunOptions): Promise<GenerateResult> {
  const hashes = runHashes(options.output);
  try {
    return upToDate(options, hashes) ?? (await regenerate(options, hashes));
  } finally {
    hashes.output.save();
    hashes.code.save();
  }
}

/** The result of a run with nothing to do, when the output is up to date; else undefined. */
function upToDate(options: RunOptions, hashes: RunHashes): GenerateResult | undefined {
  // A manifest with a journal (`pending`) is a run in progress or an interrupted one: not up to date.
  const manifest = readManifestHead(options.output);
  if (options.force || !manifest || manifest.pending) return undefined;
  const recordedInputs = manifest.inputs?.map((p) => resolve(options.output, p));
  if (
    manifest.inputHash !== hashOfInputs(options, hashes, recordedInputs) ||
    !outputIntact(options.output, manifest, hashes.output)
  )
    return undefined;
  // Every file of the output and every input was just looked at: hashes of any other file are of no more use.
  hashes.output.forgetOthers();
  const files = Object.keys(manifest.files);
  const inputs = [...new Set([resolve(options.input), ...(recordedInputs ?? [])])];
  const recorded = manifest.warnings === undefined ? {} : { recordedWarnings: manifest.warnings };
  const unchanged = { written: [], unchanged: files, removed: [], kept: [] };
  return {
    output: resolve(options.output),
    upToDate: true,
    routes: 0,
    types: 0,
    files: unchanged,
    diagnostics: [],
    ...recorded,
    inputs,
  };
}

async function regenerate(options: RunOptions, hashes: RunHashes): Promise<GenerateResult> {
  const { generateFiles } = await import("./pipeline.js");
  const { writeOutput } = await import("./write/write.js");
  const files: GeneratedSdk = generateFiles(options);
  const output = await formatted(files.files, options);
  const started = performance.now();
  const head = {
    generator: `routegen ${VERSION}`,
    inputHash: hashOfInputs(options, hashes, files.inputs),
    inputs: files.inputs.map((file) => relative(options.output, file).split(sep).join("/")),
    warnings: warningsByCode(files.diagnostics),
    ...files.summary,
  };
  const write = await writeOutput(options.output, output, head, {
    overwrite: options.force ?? false,
    lockTimeoutMs: options.lockTimeoutMs,
    onWait: options.onWait,
  });
  const kept = write.kept.length > 0 ? `, ${write.kept.length} kept` : "";
  options.progress?.({
    phase: "write",
    summary: `${write.written.length} written, ${write.unchanged.length} unchanged, ${write.removed.length} removed${kept}`,
    ms: performance.now() - started,
  });
  const inputs = files.inputs.map((file) => resolve(file));
  const { warnings, ...written } = write;
  const diagnostics = [...files.diagnostics, ...warnings];
  return {
    output: resolve(options.output),
    upToDate: false,
    routes: files.routes,
    types: files.types,
    files: written,
    diagnostics,
    inputs,
  };
}

/**
 * What the output depends on: the generator (its version and its code), the options, and the text of
 * every input file (the main one and those its `$ref`s reached, as recorded by the last run).
 */
function hashOfInputs(options: RunOptions, hashes: RunHashes, inputs?: string[]): string {
  const manifestInputs = inputs ?? [options.input];
  const parts = [
    VERSION,
    generatorFingerprint(hashes.code),
    options.runtime ?? "import",
    options.emit ?? "ts",
    String(options.prettier ?? false),
    String(options.allowExternalRefs ?? false),
  ];
  // Only when there is one, so outputs made without a selection keep their hash.
  if (options.selection) parts.push(JSON.stringify({ ...options.selection, origin: undefined }));
  if (options.enums === "as-const") parts.push("enums: as-const");
  // Templates of one's own shape the output as the description does: their text counts as an input's.
  if (options.templates !== undefined) {
    for (const name of templateFiles(options.templates))
      parts.push(`${name}: ${hashes.output.hashOf(join(options.templates, name), MAX_INPUT_BYTES) ?? "missing"}`);
  }
  for (const file of new Set([resolve(options.input), ...manifestInputs.map((f) => resolve(f))])) {
    parts.push(hashes.output.hashOf(file, MAX_INPUT_BYTES) ?? "missing");
  }
  return hashText(parts.join("\n"));
}

/** The TypeScript files of a folder of templates, by name (none when it cannot be read: generating says why). */
export function templateFiles(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith(".ts"))
      .sort();
  } catch {
    return [];
  }
}

/** How many warnings of each code, in the order first met (notes are not warnings). */
function warningsByCode(diagnostics: readonly Diagnostic[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { code, severity } of diagnostics) if (severity === "warning") counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}
