import { parseArgs, type ParseArgsConfig } from "node:util";
import { didYouMean } from "../util/suggest.js";
import { ONE_BY_ONE } from "./diagnostic-lines.js";

/** A command line routegen cannot run: printed with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig["options"]>;

/** What parseCommand returns for these options (named, so the built declarations can say it). */
type Parsed<T extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
>;

/** Strict parsing: an unknown flag or a missing value is a usage error, not something to ignore. */
export function parseCommand<T extends Options>(args: string[], options: T): Parsed<T> {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageMessage(error, options));
  }
}

/**
 * Node's parser words its errors for its own API (an unknown flag is told to go after `--`, in an
 * unbalanced quote): an unknown flag is said in ours, with the command's nearest flag.
 */
function usageMessage(error: unknown, options: Options): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown =
    (error as { code?: unknown }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION"
      ? /^Unknown option '([^']+)'/.exec(message)?.[1]
      : undefined;
  if (unknown === undefined) return message;
  const flags = Object.entries(options).flatMap(([name, { short }]) => [
    `--${name}`,
    ...(short === undefined ? [] : [`-${short}`]),
  ]);
  // A short flag is one letter: only a long one is near enough to another to be its typo.
  const suggestion = unknown.startsWith("--")
    ? didYouMean(
        unknown,
        flags.filter((flag) => flag.startsWith("--")),
      )
    : "";
  return `unknown flag \`${unknown}\`.${suggestion}`;
}

/** Flags every command takes. */
export const COMMON_OPTIONS = {
  quiet: { type: "boolean", short: "q" },
  help: { type: "boolean", short: "h" },
} as const satisfies Options;

/**
 * `--verbose`, for the commands that read an input: every warning on its own line, where beyond a few
 * they are summarised one line per code (diagnostic-lines.ts).
 */
export const VERBOSE_OPTION = { verbose: { type: "boolean" } } as const satisfies Options;
export const VERBOSE_HELP = `      --verbose             Print every warning on its own line (more than ${ONE_BY_ONE} are summarised,
                            one line per code).`;

/** Flags of the commands that work on a target (an input, an output folder and how to generate). */
export const TARGET_OPTIONS = {
  config: { type: "string", short: "c" },
  target: { type: "string", short: "t" },
  output: { type: "string", short: "o" },
  runtime: { type: "string" },
  emit: { type: "string" },
  enums: { type: "string" },
  templates: { type: "string" },
  prettier: { type: "boolean" },
  "no-prettier": { type: "boolean" },
  "allow-external-refs": { type: "boolean" },
} as const satisfies Options;

/** Help text of the target flags, shared by the commands that take them. */
export const TARGET_HELP = `  -c, --config <file>       The config file (default: routegen.config.{ts,json,yaml} in this folder).
  -t, --target <name>       Only this target of the config (its name, input or output).
  -o, --output <dir>        Output folder (overrides the config's).
      --runtime <mode>      import: generated code imports "@routegen/runtime" (default);
                            copy: the runtime is copied into <dir>/runtime (an SDK with no dependency).
      --emit <language>     ts: TypeScript modules (default); js: JavaScript modules with
                            declarations beside them (.js and .d.ts), for projects without TypeScript.
      --enums <mode>        types: a named enum is the type of its values (default);
                            as-const: also a const object of them (Status.InProgress).
      --templates <dir>     Shape the modules with your copy of routegen's templates/ (see its README).
      --prettier            Format the output with your prettier configuration (--no-prettier: do not).
      --allow-external-refs Follow $refs to files outside the input's folder.`;

/** Flags of the commands that run a target once and report (generate, check): \`--reporter\` and \`--progress\`. */
export const REPORT_OPTIONS = {
  reporter: { type: "string" },
  progress: { type: "boolean" },
} as const satisfies Options;
export const PROGRESS_HELP = `      --progress            Print each phase with its counts and time (automatic for inputs over 1 MB).`;

/** Flags of the commands that write an output folder (generate, watch). */
export const WRITE_OPTIONS = {
  "lock-timeout": { type: "string" },
  "allow-external-output": { type: "boolean" },
} as const satisfies Options;
export const ALLOW_EXTERNAL_OUTPUT_HELP = `      --allow-external-output
                            Let a YAML or JSON config write outside its own folder.`;

/** Flags of the commands that look a route up (inspect, explain): where to look. */
export const ROUTE_OPTIONS = {
  input: { type: "string", short: "i" },
  config: { type: "string", short: "c" },
  target: { type: "string", short: "t" },
} as const satisfies Options;
export const ROUTE_HELP = `  -i, --input <file>        The API (default: the config's targets).
  -c, --config <file>       The config file (default: routegen.config.{ts,json,yaml} in this folder).
  -t, --target <name>       Look in this target of the config only.`;

/** \`--reporter\`: how diagnostics are printed. */
export function reporterOf(value: string | undefined): "text" | "json" {
  const reporter = value ?? "text";
  if (reporter !== "text" && reporter !== "json")
    throw new UsageError(`--reporter must be text or json, not \`${reporter}\``);
  return reporter;
}

/** At most `n` positionals; the rest is a usage error naming the first extra one. */
export function positionalsUpTo(positionals: string[], n: number): (string | undefined)[] {
  const extra = positionals[n];
  if (extra !== undefined) throw new UsageError(`unexpected argument \`${extra}\``);
  return positionals;
}

/** \`--lock-timeout <seconds>\` as milliseconds; undefined for the default. */
export function lockTimeoutOf(value: string | undefined): number | undefined {
  return value === undefined ? undefined : amountOf("--lock-timeout", value, "seconds") * 1000;
}

/** A flag's value that must be a number, 0 or more: \`--debounce 250\`. */
export function amountOf(flag: string, value: string, unit: string): number {
  const amount = Number(value);
  if (value.trim() === "" || !Number.isFinite(amount) || amount < 0)
    throw new UsageError(`${flag} must be a number of ${unit}, not \`${value}\``);
  return amount;
}
