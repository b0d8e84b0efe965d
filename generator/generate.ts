import { relative, resolve, sep } from "node:path";
import type { Diagnostic } from "./diagnostics.js";
import { formatted } from "./format.js";
import { MAX_INPUT_BYTES } from "./load/limits.js";
import { generatorFingerprint } from "./output/fingerprint.js";
import type { LockHolder } from "./output/lock.js";
import { readManifestHead } from "./output/manifest-head.js";
import { outputIntact, writeOutput, type WriteResult } from "./output/write.js";
import type { GeneratedSdk, PipelineOptions } from "./pipeline.js";
import { hashText } from "./util/hash.js";
import { VERSION } from "./util/package-root.js";
import { readRegularFile } from "./util/regular-file.js";

export interface GenerateOptions extends PipelineOptions {
  /** The output folder; routegen owns the files its manifest lists there. */
  output: string;
  /**
   * Regenerate even when the manifest says the output is up to date, and replace files of the user's
   * where routegen writes (see output/write.ts).
   */
  force?: boolean;
  /** How long to wait for another routegen writing the same output folder, in milliseconds (default: a minute). */
  lockTimeoutMs?: number | undefined;
  /** Told when this run has to wait for another one writing the same output folder. */
  onWait?: ((holder: LockHolder) => void) | undefined;
}

export interface GenerateResult {
  upToDate: boolean;
  routes: number;
  types: number;
  files: number;
  write: WriteResult;
  diagnostics: Diagnostic[];
  /** Every input file (absolute): the main one and those its `$ref`s reached. */
  inputs: string[];
}

/**
 * load -> plan -> emit -> (format) -> write. Throws DiagnosticError on input errors; writes nothing then.
 * When the manifest says the output was made from these very inputs and is intact, it returns at once:
 * the pipeline (TypeScript, ts-morph, prettier) is not even loaded.
 */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  // A manifest with a journal (`pending`) is a run in progress or an interrupted one: not up to date.
  const manifest = readManifestHead(options.output);
  const recordedInputs = manifest?.inputs?.map((p) => resolve(options.output, p));
  const inputHash = hashOfInputs(options, recordedInputs);
  if (!options.force && manifest && !manifest.pending && manifest.inputHash === inputHash && outputIntact(options.output, manifest)) {
    const files = Object.keys(manifest.files);
    const inputs = [...new Set([resolve(options.input), ...(recordedInputs ?? [])])];
    const write = { written: [], unchanged: files, removed: [], kept: [], warnings: [] };
    return { upToDate: true, routes: 0, types: 0, files: files.length, write, diagnostics: [], inputs };
  }

  const { generateFiles } = await import("./pipeline.js");
  const files: GeneratedSdk = generateFiles(options);
  const output = await formatted(files.files, options);
  const started = performance.now();
  const head = {
    generator: `routegen ${VERSION}`,
    inputHash: hashOfInputs(options, files.inputs),
    inputs: files.inputs.map((file) => relative(options.output, file).split(sep).join("/")),
    ...files.summary,
  };
  const write = await writeOutput(options.output, output, head, { overwrite: options.force ?? false, lockTimeoutMs: options.lockTimeoutMs, onWait: options.onWait });
  const kept = write.kept.length > 0 ? `, ${write.kept.length} kept` : "";
  options.progress?.({
    phase: "write",
    summary: `${write.written.length} written, ${write.unchanged.length} unchanged, ${write.removed.length} removed${kept}`,
    ms: performance.now() - started,
  });
  const inputs = files.inputs.map((file) => resolve(file));
  const diagnostics = [...files.diagnostics, ...write.warnings];
  return { upToDate: false, routes: files.routes, types: files.types, files: output.length, write, diagnostics, inputs };
}

/**
 * What the output depends on: the generator (its version and its code), the options, and the text of
 * every input file (the main one and those its `$ref`s reached, as recorded by the last run).
 */
function hashOfInputs(options: GenerateOptions, inputs?: string[]): string {
  const manifestInputs = inputs ?? [options.input];
  const parts = [VERSION, generatorFingerprint(), options.runtime ?? "import", options.emit ?? "ts", String(options.prettier ?? false), String(options.allowExternalRefs ?? false)];
  // Only when there is one, so outputs made without a selection keep their hash.
  if (options.selection) parts.push(JSON.stringify({ ...options.selection, origin: undefined }));
  for (const file of new Set([resolve(options.input), ...manifestInputs.map((f) => resolve(f))])) {
    try {
      parts.push(hashText(readRegularFile(file, MAX_INPUT_BYTES)));
    } catch {
      parts.push("missing");
    }
  }
  return hashText(parts.join("\n"));
}
