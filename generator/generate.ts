import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { relative, resolve, sep } from "node:path";
import type { Diagnostic } from "./diagnostics.js";
import type { GeneratedSdk } from "./pipeline.js";
import { hashText, outputIntact, readManifest, writeOutput, type WriteResult } from "./write.js";


export interface GenerateOptions {
  /** A route catalogue (YAML) or an OpenAPI document (JSON or YAML). */
  input: string;
  /** The output folder; routegen owns the files its manifest lists there. */
  output: string;
  /** `import`: generated code imports `routegen/runtime`; `copy`: the runtime is copied into the output. */
  runtime?: "import" | "copy";
  /** Format with the user's prettier configuration (the output is in prettier's default style anyway). */
  prettier?: boolean;
  /** Allow `$ref`s to files outside the input's folder. */
  allowExternalRefs?: boolean;
  /** Regenerate even when the manifest says the output is up to date. */
  force?: boolean;
}

export interface GenerateResult {
  upToDate: boolean;
  routes: number;
  types: number;
  files: number;
  write: WriteResult;
  diagnostics: Diagnostic[];
}

const VERSION: string = (createRequire(import.meta.url)("../package.json") as { version: string }).version;

/**
 * load -> plan -> emit -> (format) -> write. Throws DiagnosticError on input errors; writes nothing then.
 * When the manifest says the output was made from these very inputs and is intact, it returns at once:
 * the pipeline (TypeScript, ts-morph, prettier) is not even loaded.
 */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const manifest = readManifest(options.output);
  const recordedInputs = manifest?.inputs?.map((p) => resolve(options.output, p));
  const inputHash = hashOfInputs(options, recordedInputs);
  if (!options.force && manifest && manifest.inputHash === inputHash && outputIntact(options.output, manifest)) {
    const files = Object.keys(manifest.files);
    return { upToDate: true, routes: 0, types: 0, files: files.length, write: { written: [], unchanged: files, removed: [] }, diagnostics: [] };
  }

  const { generateFiles } = await import("./pipeline.js");
  const files: GeneratedSdk = generateFiles(options);
  const output = options.prettier
    ? await (await import("./format.js")).formatWithPrettier(files.files, options.output)
    : files.files;
  const write = writeOutput(options.output, output, {
    generator: `routegen ${VERSION}`,
    inputHash: hashOfInputs(options, files.inputs),
    inputs: files.inputs.map((file) => relative(options.output, file).split(sep).join("/")),
  });
  return { upToDate: false, routes: files.routes, types: files.types, files: output.length, write, diagnostics: files.diagnostics };
}

/**
 * What the output depends on: the generator's version, the options, and the text of every input file
 * (the main one and those its `$ref`s reached, as recorded by the last run).
 */
function hashOfInputs(options: GenerateOptions, inputs?: string[]): string {
  const manifestInputs = inputs ?? [options.input];
  const parts = [VERSION, options.runtime ?? "import", String(options.prettier ?? false), String(options.allowExternalRefs ?? false)];
  for (const file of new Set([resolve(options.input), ...manifestInputs.map((f) => resolve(f))])) {
    try {
      parts.push(hashText(readFileSync(file)));
    } catch {
      parts.push("missing");
    }
  }
  return hashText(parts.join("\n"));
}
