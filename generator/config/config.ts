import { existsSync, realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { ConfigError, type Diagnostic } from "../diagnostics.js";
import type { RouteSelection } from "../plan/selection.js";
import { isUrl } from "../util/is-url.js";

/**
 * `routegen.config.{ts,json,yaml}`: the SDKs a project generates, so `routegen generate` (and check,
 * watch, inspect, explain) need no arguments. Paths are relative to the config file's folder.
 *
 * ```yaml
 * targets:
 *   - input: api/openapi.yaml
 *     output: src/api
 *     exclude: ["admin.*"]
 *     rename: { "GET /zen": meta.zen }
 * ```
 */
export interface TargetConfig {
  /** For `--target <name>`; defaults to the output folder. */
  name?: string;
  /** A route catalogue or an OpenAPI document. */
  input: string;
  /** The output folder. */
  output: string;
  /** `import` (default): generated code imports `@routegen/runtime`; `copy`: the runtime is copied into the output. */
  runtime?: "import" | "copy";
  /** `ts` (default): TypeScript modules; `js`: JavaScript modules with `.d.ts` declarations beside them. */
  emit?: "ts" | "js";
  /** Format the output with your prettier configuration (it is in prettier's default style anyway). */
  prettier?: boolean;
  /** Follow `$ref`s to files outside the input's folder. */
  allowExternalRefs?: boolean;
  /** `types` (default): a named enum is a type of its values; `as-const`: also a `const` object of them (`Status.Open`). */
  enums?: "types" | "as-const";
  /** A folder of templates of your own: a copy of routegen's `templates/`, edited (see its README). */
  templates?: string;
  /**
   * Request headers for an http(s) `input`, such as `{ authorization: "Bearer ${API_TOKEN}" }`:
   * `${NAME}` is the environment variable's value, so a token stays out of the file.
   */
  inputHeaders?: Record<string, string>;
  include?: string[];
  exclude?: string[];
  /** Route (`issues.listForRepo`, `GET /zen`...) -> new name (`list`) or scope and name (`meta.zen`). */
  rename?: Record<string, string>;
  /** Scope -> new scope name. */
  renameScopes?: Record<string, string>;
}

/** A config file holds one target's keys at the top, or a list of `targets`. */
export type RoutegenConfig = TargetConfig | { targets: TargetConfig[] };

/** A target ready to run: paths resolved (relative to the current folder), selection gathered. */
export interface Target {
  name: string;
  input: string;
  output: string;
  runtime: "import" | "copy";
  emit: "ts" | "js";
  prettier: boolean;
  allowExternalRefs: boolean;
  /** Absent: `types`. */
  enums?: "types" | "as-const";
  /** A folder of templates of the user's own; absent: routegen's. */
  templates?: string;
  /** Request headers for an http(s) input, `${ENV}` expanded. */
  inputHeaders?: Record<string, string>;
  selection?: RouteSelection;
  /**
   * Set when a YAML or JSON config names an output outside its own folder: `generate` and `watch`
   * refuse to write there unless the user confirms it (`--allow-external-output`). A config is often
   * someone else's (a cloned repository's), and `output: ../../.ssh` must not be theirs to choose.
   */
  outputOutsideConfig?: Diagnostic;
}

export interface LoadedConfig {
  file: string;
  targets: Target[];
}

/** Looked for in this order in the current folder. */
export const CONFIG_FILES = [
  "routegen.config.ts",
  "routegen.config.mts",
  "routegen.config.js",
  "routegen.config.mjs",
  "routegen.config.json",
  "routegen.config.yaml",
  "routegen.config.yml",
];

const TARGET_KEYS = [
  "name",
  "input",
  "output",
  "runtime",
  "emit",
  "prettier",
  "allowExternalRefs",
  "enums",
  "templates",
  "inputHeaders",
  "include",
  "exclude",
  "rename",
  "renameScopes",
];
const ROOT_KEYS = ["$schema", "targets"];
/** Words joined by dots, as catalogue route names are. */
const ROUTE_NAME = /^[A-Za-z_$][\w$-]*(\.[A-Za-z_$][\w$-]*)*$/;

/** The config file of `dir`, if any; two of them is an error (which one counts would be a guess). */
export function findConfig(dir: string): string | undefined {
  const found = CONFIG_FILES.filter((name) => existsSync(resolve(dir, name)));
  if (found.length > 1) {
    throw new ConfigError([
      {
        code: "config-invalid",
        severity: "error",
        message: `found ${found.join(" and ")}: keep one`,
        file: relative(process.cwd(), resolve(dir, found[0]!)) || found[0]!,
      },
    ]);
  }
  return found[0] === undefined ? undefined : resolve(dir, found[0]);
}

/** Reads and checks a config file. Throws ConfigError (a DiagnosticError, code `config-invalid`) naming each problem's place. */
export async function loadConfig(file: string): Promise<LoadedConfig> {
  const shown = relative(process.cwd(), file) || file;
  const { data, locate } = await readConfigFile(file, shown);
  return { file, targets: await checkConfig(data, { shown, positions: !isScript(file), base: dirname(file), locate }) };
}

/** Where config data came from: a file, or the options given to the programmatic API (generator/index.ts). */
export interface ConfigSource extends ConfigFile {
  /** The folder its paths are relative to. */
  base: string;
  locate: ConfigData["locate"];
}

/**
 * Checks config data and resolves its targets (paths made relative to the current folder). Throws
 * ConfigError (code `config-invalid`) naming each problem's place.
 */
export async function checkConfig(data: unknown, source: ConfigSource): Promise<Target[]> {
  // Loaded here, not at the top: a run without a config file does not need it.
  const { closest } = await import("../util/suggest.js");
  const { shown, base, locate } = source;
  const problems: Diagnostic[] = [];
  const report: Report = (path, message, part = "value") => {
    const pointer = "#" + path.map((p) => `/${String(p).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
    problems.push({
      code: "config-invalid",
      severity: "error",
      message,
      file: shown,
      pointer,
      ...locate(pointer, part),
    });
  };

  const targets: Target[] = [];
  if (!isMapping(data)) {
    report([], "a config is a mapping: a target's keys (`input`, `output`...), or `targets: [...]`");
  } else if ("targets" in data) {
    checkKeys(data, [], ROOT_KEYS, report, closest);
    if (!Array.isArray(data.targets) || data.targets.length === 0)
      report(["targets"], "`targets` must be a list of one or more targets");
    else {
      data.targets.forEach((t, i) => {
        const target = readTarget(t, ["targets", i], report, base, source, closest);
        if (target) targets.push(withOutputPlace(target, ["targets", i, "output"], source));
      });
    }
  } else {
    checkKeys(data, [], [...TARGET_KEYS, "$schema"], report, closest);
    const target = readTarget(data, [], report, base, source, closest);
    if (target) targets.push(withOutputPlace(target, ["output"], source));
  }
  const names = targets.map((t) => t.name);
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i)
      report(["targets", i, "name"], `two targets are named \`${name}\`: give one a \`name\``);
  });
  if (problems.length > 0) throw new ConfigError(problems);
  return targets;
}

/**
 * Marks a target of a data config whose output resolves outside the config's folder (following
 * symbolic links: a link inside the folder may lead out of it). A script config runs code of its own
 * anyway, and the programmatic API's options are the caller's code: their output is not questioned.
 */
function withOutputPlace(target: Target, at: (string | number)[], source: ConfigSource): Target {
  if (!source.positions) return target;
  const folder = realPathOfNearest(source.base);
  const output = realPathOfNearest(resolve(target.output));
  const rel = relative(folder, output);
  if (rel === "" || (!rel.startsWith("..") && !isAbsolute(rel))) return target;
  const pointer = "#" + at.map((p) => `/${p}`).join("");
  const message = `the output ${output} is outside this config's folder (${folder}): a config may only write inside its own folder; if you mean it, run with --allow-external-output`;
  return {
    ...target,
    outputOutsideConfig: {
      code: "output-outside-config",
      severity: "error",
      message,
      file: source.shown,
      pointer,
      ...source.locate(pointer, "value"),
    },
  };
}

/** The real path of `path`, or of its nearest folder that exists with the rest appended (an output may not exist yet). */
function realPathOfNearest(path: string): string {
  const rest: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    try {
      return join(realpathSync(at), ...rest.reverse());
    } catch {
      if (dirname(at) === at) return path;
      rest.push(basename(at));
    }
  }
}

/** A problem at `path`; an unknown key is placed at the key, anything else at the value. */
type Report = (path: (string | number)[], message: string, part?: "key" | "value") => void;

/** "Did you mean" (util/suggest.ts). */
type Closest = (word: string, candidates: Iterable<string>) => string | undefined;

/** The config file as messages name it, and whether pointers into it can be given a line and column. */
interface ConfigFile {
  shown: string;
  positions: boolean;
}

function readTarget(
  value: unknown,
  at: (string | number)[],
  report: Report,
  base: string,
  file: ConfigFile,
  closest: Closest,
): Target | undefined {
  if (!isMapping(value)) {
    report(at, "a target is a mapping with at least `input` and `output`");
    return undefined;
  }
  if (at.length > 0) checkKeys(value, at, TARGET_KEYS, report, closest);
  const text = (key: string, required: boolean): string | undefined => {
    const v = value[key];
    if (v === undefined && !required) return undefined;
    if (typeof v === "string" && v.trim() !== "") return v;
    report(
      v === undefined ? at : [...at, key],
      v === undefined ? `the target has no \`${key}\`` : `\`${key}\` must be a non-empty string`,
    );
    return undefined;
  };
  const flag = (key: string): boolean => {
    const v = value[key];
    if (v === undefined || typeof v === "boolean") return v === true;
    report([...at, key], `\`${key}\` must be true or false`);
    return false;
  };

  const input = text("input", true);
  const output = text("output", true);
  const name = text("name", false);
  const templates = text("templates", false);
  const runtime = value.runtime;
  if (runtime !== undefined && runtime !== "import" && runtime !== "copy")
    report([...at, "runtime"], "`runtime` must be `import` or `copy`");
  const emit = value.emit;
  if (emit !== undefined && emit !== "ts" && emit !== "js") report([...at, "emit"], "`emit` must be `ts` or `js`");
  const enums = value.enums;
  if (enums !== undefined && enums !== "types" && enums !== "as-const")
    report([...at, "enums"], "`enums` must be `types` or `as-const`");
  const selection = readSelection(value, at, report);
  const prettier = flag("prettier");
  const allowExternalRefs = flag("allowExternalRefs");
  const inputHeaders = headersOf(value.inputHeaders, [...at, "inputHeaders"], report);
  if (input === undefined || output === undefined) return undefined;
  const fromHere = (path: string) => relative(process.cwd(), resolve(base, path)) || ".";
  const hasSelection = Object.keys(selection).length > 0;
  return {
    name: name ?? fromHere(output),
    input: isUrl(input) ? input : fromHere(input),
    output: fromHere(output),
    runtime: runtime === "copy" ? "copy" : "import",
    emit: emit === "js" ? "js" : "ts",
    ...(enums === "as-const" ? { enums } : {}),
    ...(templates !== undefined ? { templates: fromHere(templates) } : {}),
    prettier,
    allowExternalRefs,
    ...(inputHeaders ? { inputHeaders } : {}),
    // Positions exist only in JSON and YAML: a TypeScript config is named without a pointer.
    ...(hasSelection
      ? {
          selection: {
            ...selection,
            origin: file.positions
              ? { file: file.shown, pointer: "#" + at.map((p) => `/${p}`).join("") }
              : { file: file.shown },
          },
        }
      : {}),
  };
}

/** `include`, `exclude`, `rename` and `renameScopes`: which routes a target generates, under which names. */
function readSelection(value: Record<string, unknown>, at: (string | number)[], report: Report): RouteSelection {
  const patterns = (key: "include" | "exclude"): string[] | undefined => {
    const v = value[key];
    if (v === undefined) return undefined;
    const list = typeof v === "string" ? [v] : v;
    if (Array.isArray(list) && list.every((p) => typeof p === "string" && p.trim() !== "")) return list as string[];
    report([...at, key], `\`${key}\` must be a list of patterns, such as ["issues.*", "GET /repos/**"]`);
    return undefined;
  };
  const names = (key: "rename" | "renameScopes", word: RegExp, example: string): Record<string, string> | undefined => {
    const v = value[key];
    if (v === undefined) return undefined;
    if (!isMapping(v)) {
      report([...at, key], `\`${key}\` must be a mapping, such as ${example}`);
      return undefined;
    }
    for (const [from, to] of Object.entries(v)) {
      if (typeof to !== "string" || !word.test(to))
        report(
          [...at, key, from],
          `\`${key}\` of \`${from}\`: \`${String(to)}\` is not a name (words of letters, digits, \`_\` and \`-\`${key === "rename" ? ", joined by dots" : ""})`,
        );
    }
    return v as Record<string, string>;
  };

  const selection: RouteSelection = {};
  const include = patterns("include");
  const exclude = patterns("exclude");
  const rename = names("rename", ROUTE_NAME, "{ issues.listForRepo: list }");
  const renameScopes = names("renameScopes", /^[A-Za-z_$][\w$-]*$/, "{ code-scanning: scanning }");
  if (include) selection.include = include;
  if (exclude) selection.exclude = exclude;
  if (rename) selection.rename = rename;
  if (renameScopes) selection.renameScopes = renameScopes;
  return selection;
}

/** `inputHeaders`: names to text, each `${NAME}` in it the environment variable's value (which must be set). */
function headersOf(value: unknown, at: (string | number)[], report: Report): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isMapping(value)) {
    report(
      at,
      '`inputHeaders` must be a mapping of header names to text, such as { authorization: "Bearer ${API_TOKEN}" }',
    );
    return undefined;
  }
  const headers: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    if (typeof text !== "string") {
      report([...at, name], `\`inputHeaders\` of \`${name}\` must be text`);
      continue;
    }
    headers[name] = text.replace(/\$\{(\w+)\}/g, (_, variable: string) => {
      const set = process.env[variable];
      if (set === undefined)
        report(
          [...at, name],
          `\`inputHeaders\` of \`${name}\` names \${${variable}}, which is not set in the environment`,
        );
      return set ?? "";
    });
  }
  return headers;
}

function checkKeys(
  value: Record<string, unknown>,
  at: (string | number)[],
  keys: readonly string[],
  report: Report,
  closest: Closest,
): void {
  for (const key of Object.keys(value)) {
    if (keys.includes(key)) continue;
    const near = closest(key, keys);
    report(
      [...at, key],
      `unknown key \`${key}\`: ${near === undefined ? `the keys are ${keys.map((k) => `\`${k}\``).join(", ")}` : `did you mean \`${near}\`?`}`,
      "key",
    );
  }
}

interface ConfigData {
  data: unknown;
  locate: (pointer: string, part: "key" | "value") => { line?: number; column?: number };
}

/** JSON and YAML with positions for messages; a TypeScript or JavaScript config is imported (script.ts). */
async function readConfigFile(file: string, shown: string): Promise<ConfigData> {
  if (isScript(file)) {
    try {
      const { importConfigModule } = await import("./script.js");
      return { data: unwrapDefault(await importConfigModule(file)), locate: () => ({}) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ConfigError([
        { code: "config-invalid", severity: "error", message: `cannot load the config: ${message}`, file: shown },
      ]);
    }
  }
  const { parseSourceDocument, readInputText, SourceSyntaxError } = await import("../load/source.js");
  try {
    const doc = parseSourceDocument(shown, readInputText(file));
    return {
      data: doc.data,
      locate: (pointer, part) => (part === "key" ? doc.locateKey(pointer) : doc.locate(pointer)) ?? {},
    };
  } catch (error) {
    if (error instanceof SourceSyntaxError) throw new ConfigError([error.diagnostic]);
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      { code: "config-invalid", severity: "error", message: `cannot read the config: ${message}`, file: shown },
    ]);
  }
}

/** `export default` compiled to CommonJS arrives as `{ default: config }`. */
function unwrapDefault(value: unknown): unknown {
  return isMapping(value) && Object.keys(value).length === 1 && "default" in value ? value.default : value;
}

function isScript(file: string): boolean {
  return /\.[mc]?[jt]s$/.test(file);
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
