import { sortDiagnostics, type Diagnostic } from "./diagnostics.js";
import { emitSdk, type GeneratedFile } from "./emit/index.js";
import { toJavaScript } from "./emit/javascript.js";
import { sizeText, type GenerateOptions, type Progress } from "./generate.js";
import { loadApi, locateDiagnostics, uniqueDiagnostics } from "./load/index.js";
import { LoadError } from "./load/result.js";
import type { ApiModel } from "./model.js";
import { planSdk, type SdkPlan } from "./plan/plan.js";
import { selectRoutes } from "./plan/selection.js";
import { runtimeFiles } from "./runtime-copy.js";
import { summarise, type SdkSummary } from "./summary.js";

export type PipelineOptions = Omit<GenerateOptions, "output" | "force">;

export interface GeneratedSdk {
  files: GeneratedFile[];
  inputs: string[];
  routes: number;
  types: number;
  diagnostics: Diagnostic[];
  /** What the SDK means, route by route (kept in the manifest for `routegen check`). */
  summary: SdkSummary;
}

/** An API loaded, its routes selected and renamed, and planned: what generate, inspect and explain share. */
export interface PlannedApi {
  model: ApiModel;
  plan: SdkPlan;
  diagnostics: Diagnostic[];
}

/** load -> select -> plan. Throws LoadError (a DiagnosticError) when the input (or the selection) has errors. */
export function planApi(options: PipelineOptions): PlannedApi {
  const phase = phaseClock(options.progress);
  const loaded = loadApi(options.input, { allowExternalRefs: options.allowExternalRefs ?? false });
  const files = loaded.model.files.length;
  phase("load", `${loaded.model.routes.length} routes, ${loaded.model.types.length} types from ${files} file${files === 1 ? "" : "s"}`);
  const selected = options.selection ? selectRoutes(loaded.model, options.selection) : { model: loaded.model, diagnostics: [] };
  const copy = options.runtime === "copy";
  const plan = planSdk(selected.model, { runtimeImport: copy ? "./runtime/index.js" : "@routegen/runtime" });
  const known = loaded.locate ? new Map([[options.input, loaded.locate]]) : undefined;
  const all = sortDiagnostics(locateDiagnostics(uniqueDiagnostics([...loaded.diagnostics, ...selected.diagnostics, ...plan.diagnostics]), known));
  if (all.some((d) => d.severity === "error")) throw new LoadError(all, loaded.model.files);
  phase("plan", `${functionCount(plan)} functions in ${plan.scopes.length} scopes`);
  return { model: selected.model, plan, diagnostics: all };
}

/** The generated files in memory (what `generate` writes, and what `check` compares). */
export function generateFiles(options: PipelineOptions): GeneratedSdk {
  const { model, plan, diagnostics } = planApi(options);
  const phase = phaseClock(options.progress);
  const typescript = emitSdk(plan);
  if (options.runtime === "copy") typescript.push(...runtimeFiles());
  const summary = summarise(plan, model);
  const size = (list: GeneratedFile[]) => `${list.length} files, ${sizeText(list.reduce((n, f) => n + f.text.length, 0))}`;
  phase("emit", size(typescript));
  const files = options.emit === "js" ? toJavaScript(typescript, plan.runtimeImport) : typescript;
  if (options.emit === "js") phase("js", size(files));
  return { files, inputs: model.files, routes: functionCount(plan), types: plan.types.length, diagnostics, summary };
}

function functionCount(plan: SdkPlan): number {
  return plan.scopes.reduce((n, s) => n + s.functions.length, 0);
}

/** Reports each phase with the time since the previous one. */
function phaseClock(progress: Progress | undefined): (phase: string, summary: string) => void {
  let last = performance.now();
  return (phase, summary) => {
    const now = performance.now();
    progress?.({ phase, summary, ms: now - last });
    last = now;
  };
}
