/**
 * routegen's programmatic API — the package's only export: what `routegen generate` and `routegen check`
 * do, for build scripts and tools, with results as data instead of printed lines.
 *
 * ```js
 * import { generate } from "routegen";
 *
 * const result = await generate({ input: "api/openapi.yaml", output: "src/api" });
 * console.log(result.files.written); // ["index.ts", "endpoint.ts", ...]
 * ```
 *
 * Options are a config target's keys (see `TargetConfig`), checked as a config file's are. Problems
 * are thrown: `ConfigError` for options that cannot be used, `DiagnosticError` for an input with errors
 * (a `LoadError`, which also names the `files` the load read) or an output routegen may not write; all
 * carry their `diagnostics`. Nothing is written then.
 */
import { resolve } from "node:path";
import { checkConfig, type RoutegenConfig, type Target, type TargetConfig } from "./config/config.js";
import { ConfigError } from "./diagnostics.js";
import { generate as generateTarget, type GenerateResult } from "./generate.js";
import { checkTarget, type CheckResult, type OutputState } from "./check/check.js";

export type { CheckResult, GenerateResult, OutputState, RoutegenConfig, TargetConfig };
export type { WrittenFiles } from "./generate.js";
export type { Diagnostic, Severity } from "./diagnostics.js";
export type { RouteChange, SummaryDiff } from "./check/summary-diff.js";
export { ConfigError };
export { DiagnosticError } from "./diagnostics.js";
export { LoadError } from "./load/result.js";

/**
 * A config file's contents, typed: `export default defineConfig({ input: "api/openapi.yaml", output:
 * "src/api" })` in `routegen.config.ts` (or `.js`/`.mjs`) gets completion and checks for every key.
 */
export function defineConfig<const Config extends RoutegenConfig>(config: Config): Config {
  return config;
}

/** What to generate: a target of a config, and how to run it. */
export interface GenerateOptions extends TargetConfig {
  /** Regenerate even when the output is up to date, and replace files of yours where routegen writes. */
  force?: boolean;
  /** The folder `input` and `output` are relative to (default: the current folder). */
  cwd?: string;
}

/** What `check` compares: a target of a config. */
export interface CheckOptions extends TargetConfig {
  /** The folder `input` and `output` are relative to (default: the current folder). */
  cwd?: string;
}

/**
 * Generates the SDK of one target. The output folder is replaced whole or not at all (see `routegen
 * generate --help`); files of yours in it are kept.
 */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { force = false, cwd, ...target } = options;
  const checked = await targetOf(target, cwd, "generate()");
  return generateTarget({ ...checked, force });
}

/**
 * Regenerates one target in memory and compares it with its output folder, as `routegen check` does:
 * `upToDate`, and what changed route by route. Writes nothing.
 */
export async function check(options: CheckOptions): Promise<CheckResult> {
  const { cwd, ...target } = options;
  const checked = await targetOf(target, cwd, "check()");
  return { ...(await checkTarget(checked)), output: resolve(checked.output) };
}

/** The options checked as a config target is, paths resolved from `cwd`. */
async function targetOf(options: TargetConfig, cwd: string | undefined, call: string): Promise<Target> {
  const shown = `${call} options`;
  if (typeof options === "object" && options !== null && "targets" in options) {
    throw new ConfigError([
      {
        code: "config-invalid",
        severity: "error",
        message: `${call} takes one target's options, not \`targets\`: call it once per target`,
        file: shown,
      },
    ]);
  }
  const [target] = await checkConfig(options, {
    shown,
    positions: false,
    base: resolve(cwd ?? "."),
    locate: () => ({}),
  });
  return target!;
}
