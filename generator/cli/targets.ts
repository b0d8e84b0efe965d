import { resolve } from "node:path";
import { findConfig, loadConfig, type Target } from "../config/config.js";
import { ConfigError } from "../diagnostics.js";
import { UsageError } from "./args.js";

/** The target flags as parsed (see TARGET_OPTIONS). */
export interface TargetFlags {
  config?: string | undefined;
  target?: string | undefined;
  output?: string | undefined;
  runtime?: string | undefined;
  emit?: string | undefined;
  enums?: string | undefined;
  templates?: string | undefined;
  prettier?: boolean | undefined;
  "no-prettier"?: boolean | undefined;
  "allow-external-refs"?: boolean | undefined;
  /** generate and watch: let a data config write outside its own folder. */
  "allow-external-output"?: boolean | undefined;
}

/** The commands that write an output folder: they refuse a config's output outside its folder unless confirmed. */
const WRITING_COMMANDS = new Set(["generate", "watch"]);

/**
 * What to work on. With an input on the command line: the config's target for that input when there
 * is one (so its output, filters and names apply), else a target made of the flags alone. Without one:
 * the config's targets (all, or the one `--target` names). Flags override the config either way.
 */
export async function resolveTargets(
  input: string | undefined,
  flags: TargetFlags,
  command: string,
): Promise<Target[]> {
  return (await resolveTargetsWithConfig(input, flags, command)).targets;
}

/** The targets, and the config file they came from (watch follows it too). */
export async function resolveTargetsWithConfig(
  input: string | undefined,
  flags: TargetFlags,
  command: string,
): Promise<{ targets: Target[]; configFile?: string }> {
  const configFile = flags.config !== undefined ? resolve(flags.config) : findConfig(process.cwd());
  const config = configFile ? await loadConfig(configFile) : undefined;
  let targets: Target[];
  if (input !== undefined) {
    const same = config?.targets.filter((t) => resolve(t.input) === resolve(input) && named(t, flags.target)) ?? [];
    if (same.length > 0) targets = same;
    else {
      if (flags.output === undefined && command !== "inspect" && command !== "explain") {
        throw new UsageError(`${command} needs an output folder: routegen ${command} <input> -o <dir>`);
      }
      targets = [
        {
          name: input,
          input,
          output: flags.output ?? ".",
          runtime: "import",
          emit: "ts",
          prettier: false,
          allowExternalRefs: false,
        },
      ];
    }
  } else {
    if (!config) {
      throw new UsageError(
        `${command} needs an input (routegen ${command} ${command === "inspect" || command === "explain" ? "<route> --input <file>" : "<input> -o <dir>"}), or a config file in this folder: run \`routegen init\` to write one`,
      );
    }
    targets = config.targets.filter((t) => named(t, flags.target));
    if (targets.length === 0) {
      const names = config.targets.map((t) => t.name);
      const { didYouMean } = await import("../util/suggest.js");
      throw new UsageError(
        `the config has no target \`${flags.target}\` (it has ${names.map((n) => `\`${n}\``).join(", ")}).${didYouMean(flags.target ?? "", names)}`,
      );
    }
  }
  if (flags.output !== undefined && targets.length > 1) {
    throw new UsageError(
      `-o names one output folder, but the config has ${targets.length} targets: add --target <name>`,
    );
  }
  const used = input === undefined || targets.some((t) => config?.targets.includes(t));
  const ready = targets.map((target) => withFlags(target, flags));
  const outside = ready.flatMap((t) => t.outputOutsideConfig ?? []);
  if (WRITING_COMMANDS.has(command) && outside.length > 0 && !flags["allow-external-output"])
    throw new ConfigError(outside);
  return {
    targets: ready.map(({ outputOutsideConfig: _, ...target }) => target),
    ...(configFile && used ? { configFile } : {}),
  };
}

function named(target: Target, wanted: string | undefined): boolean {
  if (wanted === undefined) return true;
  return (
    target.name === wanted || resolve(target.input) === resolve(wanted) || resolve(target.output) === resolve(wanted)
  );
}

function withFlags(target: Target, flags: TargetFlags): Target {
  const runtime = flags.runtime ?? target.runtime;
  if (runtime !== "import" && runtime !== "copy")
    throw new UsageError(`--runtime must be import or copy, not \`${runtime}\``);
  const emit = flags.emit ?? target.emit;
  if (emit !== "ts" && emit !== "js") throw new UsageError(`--emit must be ts or js, not \`${emit}\``);
  const enums = flags.enums ?? target.enums ?? "types";
  if (enums !== "types" && enums !== "as-const")
    throw new UsageError(`--enums must be types or as-const, not \`${enums}\``);
  if (flags.prettier && flags["no-prettier"])
    throw new UsageError("--prettier and --no-prettier contradict each other");
  // An output given with -o is the user's own choice, wherever it is.
  const { outputOutsideConfig, enums: _, ...rest } = target;
  return {
    ...rest,
    ...(flags.output !== undefined ? { output: flags.output } : outputOutsideConfig ? { outputOutsideConfig } : {}),
    runtime,
    emit,
    ...(enums === "as-const" ? { enums } : {}),
    ...(flags.templates !== undefined ? { templates: flags.templates } : {}),
    prettier: flags.prettier ? true : flags["no-prettier"] ? false : target.prettier,
    allowExternalRefs: flags["allow-external-refs"] === true || target.allowExternalRefs,
  };
}
