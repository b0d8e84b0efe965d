import { isMediaType } from "../http-text.js";
import type { Context, Path } from "./context.js";
import { closest } from "../../util/suggest.js";

/** A YAML mapping as parsed: string keys, any values. */
export type Mapping = Record<string, unknown>;

export function isMapping(value: unknown): value is Mapping {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Own keys only: a parameter may well be called `constructor`. */
export function has(mapping: Mapping, key: string): boolean {
  return Object.hasOwn(mapping, key);
}

/** How a value reads in a message: `nothing`, `a list`, `the number \`1\``... */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `the string \`${value}\``;
  return `the ${typeof value} \`${String(value)}\``;
}

/** `\`a\`, \`b\``: names as a message lists them. */
export function quoteList(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(", ");
}

/**
 * `value` as a mapping whose keys are all among `keys` (any keys when `keys` is absent). Reports
 * `invalid-value` when it is not a mapping, and `unknown-key` for each key it does not know, with the
 * nearest known key or, for keys other formats use (`parameters`, `operationId`), what to write instead.
 * Returns the mapping even when some keys are unknown, so reading goes on and finds more problems.
 */
export function readMapping(
  value: unknown,
  at: Path,
  ctx: Context,
  what: string,
  keys?: readonly string[],
  hints: Readonly<Record<string, string>> = {},
): Mapping | undefined {
  if (!isMapping(value)) {
    const subject = what.charAt(0).toUpperCase() + what.slice(1);
    ctx.error("invalid-value", at, `${subject} must be a mapping, found ${describe(value)}.`);
    return undefined;
  }
  if (keys) {
    for (const key of Object.keys(value)) {
      if (keys.includes(key)) continue;
      const suggestion = closest(key, keys);
      const fix = Object.hasOwn(hints, key)
        ? hints[key]
        : suggestion !== undefined
          ? `did you mean \`${suggestion}\`?`
          : `the keys allowed here are ${quoteList(keys)}.`;
      ctx.keyError("unknown-key", [...at, key], `Unknown key \`${key}\` in ${what}: ${fix}`);
    }
  }
  return value;
}

/** Reports `invalid-value` for `mapping[key]`, saying what was expected and what was found. */
export function reportInvalid(ctx: Context, at: Path, key: string, expected: string, found: unknown): void {
  // YAML reads `version: 1.0` as a number: quoting is the fix people need to be told about.
  const quote = typeof found === "number" || typeof found === "boolean" ? " (quote it to keep it text)" : "";
  ctx.error("invalid-value", [...at, key], `\`${key}\` must be ${expected}, found ${describe(found)}${quote}.`);
}

/** `mapping[key]` when it is a string; absent gives undefined, anything else `invalid-value`. */
export function stringField(mapping: Mapping, key: string, at: Path, ctx: Context): string | undefined {
  const value = mapping[key];
  if (!has(mapping, key) || typeof value === "string") return value as string | undefined;
  reportInvalid(ctx, at, key, "a string", value);
  return undefined;
}

/** A string that may not be empty. */
export function textField(mapping: Mapping, key: string, at: Path, ctx: Context): string | undefined {
  const value = stringField(mapping, key, at, ctx);
  if (value === undefined || value.trim() !== "") return value;
  reportInvalid(ctx, at, key, "a non-empty string", value);
  return undefined;
}

export function booleanField(mapping: Mapping, key: string, at: Path, ctx: Context): boolean | undefined {
  const value = mapping[key];
  if (!has(mapping, key) || typeof value === "boolean") return value as boolean | undefined;
  reportInvalid(ctx, at, key, "`true` or `false`", value);
  return undefined;
}

export function stringListField(mapping: Mapping, key: string, at: Path, ctx: Context): string[] | undefined {
  const value = mapping[key];
  if (!has(mapping, key)) return undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value;
  reportInvalid(ctx, at, key, "a list of strings", value);
  return undefined;
}

/** An absolute `http:` or `https:` url, as written. */
export function urlField(mapping: Mapping, key: string, at: Path, ctx: Context): string | undefined {
  const value = stringField(mapping, key, at, ctx);
  if (value === undefined || isHttpUrl(value)) return value;
  reportInvalid(ctx, at, key, "an absolute http or https url", value);
  return undefined;
}

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** `type/subtype` with optional parameters: `text/plain; charset=utf-8`. */
export function mediaTypeField(mapping: Mapping, key: string, at: Path, ctx: Context): string | undefined {
  const value = stringField(mapping, key, at, ctx);
  if (value === undefined || isMediaType(value)) return value;
  reportInvalid(ctx, at, key, "a media type such as `text/plain`", value);
  return undefined;
}

export { isHeaderName } from "../http-text.js";

/** Copies `fields` without its undefined values, so optional model fields stay absent. */
export function defined<T extends object>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
