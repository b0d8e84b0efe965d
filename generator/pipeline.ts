import { sortDiagnostics, type Diagnostic } from "./diagnostics.js";
import { endpointModule } from "./emit/endpoint-module.js";
import { emitSdk, type GeneratedFile } from "./emit/index.js";
import { toJavaScript } from "./emit/javascript.js";
import { routeModule } from "./emit/route-module.js";
import { runtimeFiles } from "./emit/runtime-copy.js";
import { typeNamesOf, typeText } from "./emit/summary.js";
import { loadTemplates, userTemplates, type Templates } from "./emit/templates.js";
import { typeIndex } from "./emit/type-imports.js";
import { loadApi, locateDiagnostics, uniqueDiagnostics } from "./load/index.js";
import { LoadError } from "./load/result.js";
import type { Progress } from "./progress.js";
import type { ApiModel, Schema } from "./model.js";
import { summarise, type SdkSummary } from "./emit/summary.js";
import { planSdk, type FunctionPlan, type ScopePlan, type SdkPlan } from "./plan/plan.js";
import { resolveSchema } from "./plan/routing/index.js";
import { scopingOf } from "./plan/scope.js";
import { selectRoutes, type RouteSelection } from "./plan/selection.js";
import { sizeText } from "./util/size-text.js";
import { counted } from "./util/counted.js";

/** What decides the generated files: the input and how to generate it (generate.ts adds where to write). */
export interface PipelineOptions {
  /** A route catalogue (YAML) or an OpenAPI document (JSON or YAML). */
  input: string;
  /** `import`: generated code imports `@routegen/runtime`; `copy`: the runtime is copied into the output. */
  runtime?: "import" | "copy";
  /** `ts`: TypeScript modules; `js`: JavaScript modules with declarations (`.js` and `.d.ts`) beside them. */
  emit?: "ts" | "js";
  /** Format with the user's prettier configuration (the output is in prettier's default style anyway). */
  prettier?: boolean;
  /** Allow `$ref`s to files outside the input's folder. */
  allowExternalRefs?: boolean;
  /** `as-const`: each named enum is also a `const` object of its values (default `types`: a type alone). */
  enums?: "types" | "as-const" | undefined;
  /** The folder `$ref`s may not leave (a remote input's mirror: load/remote.ts); the input's by default. */
  refRoot?: string | undefined;
  /** Which routes to generate and under which names (config `include`, `exclude`, `rename`...). */
  selection?: RouteSelection;
  /** Told when each phase ends: for progress output on large inputs. */
  progress?: Progress | undefined;
  /** A folder of templates of the user's own (a copy of routegen's `templates/`, edited); routegen's by default. */
  templates?: string | undefined;
}

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
  const loaded = loadApi(options.input, {
    allowExternalRefs: options.allowExternalRefs ?? false,
    refRoot: options.refRoot,
  });
  const files = loaded.model.files.length;
  phase(
    "load",
    `${counted(loaded.model.routes.length, "route")}, ${counted(loaded.model.types.length, "type")} from ${counted(files, "file")}`,
  );
  // Scopes are decided over the whole description, whichever routes the selection keeps.
  const scoping = scopingOf(loaded.model.routes);
  const selected = options.selection
    ? selectRoutes(loaded.model, options.selection, scoping)
    : { model: loaded.model, diagnostics: [] };
  const copy = options.runtime === "copy";
  const plan = planSdk(selected.model, {
    runtimeImport: copy ? "./runtime/index.js" : "@routegen/runtime",
    scoping,
    ...(options.enums ? { enums: options.enums } : {}),
  });
  const known = loaded.locate ? new Map([[options.input, loaded.locate]]) : undefined;
  const all = sortDiagnostics(
    locateDiagnostics(uniqueDiagnostics([...loaded.diagnostics, ...selected.diagnostics, ...plan.diagnostics]), known),
  );
  if (all.some((d) => d.severity === "error")) throw new LoadError(all, loaded.model.files);
  phase("plan", `${counted(functionCount(plan), "function")} in ${counted(plan.scopes.length, "scope")}`);
  return { model: selected.model, plan, diagnostics: all };
}

/** The generated files in memory (what `generate` writes, and what `check` compares). */
export function generateFiles(options: PipelineOptions): GeneratedSdk {
  // Templates of the user's own are read with the description: the emit stage itself reads nothing.
  const templates = templatesOf(options.templates);
  const { model, plan, diagnostics } = planApi(options);
  const phase = phaseClock(options.progress);
  const typescript = emitSdk(plan, templates);
  if (options.runtime === "copy") typescript.push(...runtimeFiles());
  const summary = summarise(plan, model);
  const size = (list: GeneratedFile[]) =>
    `${counted(list.length, "file")}, ${sizeText(list.reduce((n, f) => n + f.text.length, 0))}`;
  phase("emit", size(typescript));
  const files = options.emit === "js" ? toJavaScript(typescript, plan.runtimeImport) : typescript;
  if (options.emit === "js") phase("js", size(files));
  return { files, inputs: model.files, routes: functionCount(plan), types: plan.types.length, diagnostics, summary };
}

/** The templates in `folder` (a target's `templates`: a ConfigError when they cannot be used), else routegen's. */
export function templatesOf(folder: string | undefined): Templates {
  return folder !== undefined ? userTemplates(folder) : loadTemplates();
}

/**
 * One route's function as generate writes it: its scope's module with that function alone (what
 * `inspect` prints and runs), importing the runtime from `runtimeImport` (the plan's by default).
 */
export function routeSource(
  plan: SdkPlan,
  scope: ScopePlan,
  fn: FunctionPlan,
  runtimeImport = plan.runtimeImport,
  templates = loadTemplates(),
): string {
  return routeModule({ ...scope, functions: [fn] }, plan.api, typeIndex(plan.types), runtimeImport, scope, templates);
}

/** The SDK's endpoint.ts as generate writes it, importing the runtime from `runtimeImport`. */
export function endpointSource(plan: SdkPlan, runtimeImport = plan.runtimeImport, templates = loadTemplates()): string {
  return endpointModule(plan.api, runtimeImport, templates);
}

/** A schema's type on one line, named as the SDK's types module names them (what `explain` and `check` print). */
export function typeTextIn(plan: SdkPlan): (schema: Schema) => string {
  const names = typeNamesOf(plan);
  return (schema) => typeText(schema, names);
}

/** A schema with named types followed to what they name, as routing reads it (what `inspect` reads a typed value as). */
export function schemaIn(model: ApiModel): (schema: Schema) => Schema {
  return (schema) => resolveSchema(schema, model);
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
