import { DiagnosticError, type Diagnostic } from "./diagnostics.js";
import { emitSdk, type GeneratedFile } from "./emit/index.js";
import type { GenerateOptions } from "./generate.js";
import { loadApi, locateDiagnostics, uniqueDiagnostics } from "./load/index.js";
import { planSdk } from "./plan/plan.js";
import { runtimeFiles } from "./runtime-copy.js";

export interface GeneratedSdk {
  files: GeneratedFile[];
  inputs: string[];
  routes: number;
  types: number;
  diagnostics: Diagnostic[];
}

/** The generated files in memory (what `generate` writes, and what `check` compares). */
export function generateFiles(options: Omit<GenerateOptions, "output">): GeneratedSdk {
  const { model, diagnostics } = loadApi(options.input, { allowExternalRefs: options.allowExternalRefs ?? false });
  const copy = options.runtime === "copy";
  const plan = planSdk(model, { runtimeImport: copy ? "./runtime/index.js" : "routegen/runtime" });
  const all = locateDiagnostics(uniqueDiagnostics([...diagnostics, ...plan.diagnostics]));
  if (all.some((d) => d.severity === "error")) throw new DiagnosticError(all);
  const files = emitSdk(plan);
  if (copy) files.push(...runtimeFiles());
  return {
    files,
    inputs: model.files,
    routes: plan.scopes.reduce((n, s) => n + s.functions.length, 0),
    types: plan.types.length,
    diagnostics: all,
  };
}
