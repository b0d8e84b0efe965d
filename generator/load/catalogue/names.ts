import type { Route } from "../../model.js";
import type { Context, Path } from "./context.js";
import { BUILTIN_TYPES } from "./schema.js";

/** One word of a name: what later stages can turn into an identifier without guessing. */
const WORD = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** `repos.listForOrg` is scope `repos`, name `listForOrg`; `a.b.c` is scope `a.b`; `zen` has no scope. */
export function splitRouteName(id: string): NonNullable<Route["explicitName"]> {
  const dot = id.lastIndexOf(".");
  return dot < 0 ? { name: id } : { scope: id.slice(0, dot), name: id.slice(dot + 1) };
}

/** Route names are words joined by dots: `repos.listForOrg`. */
export function checkRouteName(id: string, at: Path, ctx: Context): void {
  const bad = id.split(".").find((word) => !WORD.test(word));
  if (bad === undefined) return;
  const problem = bad === "" ? "has an empty part" : `has the part \`${bad}\``;
  ctx.keyError(
    "name-syntax",
    at,
    `The route name \`${id}\` ${problem}: a name is words of letters, digits, \`_\` and \`-\` joined by dots, such as \`repos.listForOrg\`.`,
  );
}

/** Type names are single words, and not a built-in type's name (a bare name must mean one thing). */
export function checkTypeName(name: string, at: Path, ctx: Context): void {
  if ((BUILTIN_TYPES as readonly string[]).includes(name)) {
    ctx.keyError("name-syntax", at, `\`${name}\` is a built-in type: give the type another name.`);
  } else if (!WORD.test(name)) {
    ctx.keyError(
      "name-syntax",
      at,
      `The type name \`${name}\` must be a word of letters, digits, \`_\` and \`-\`, such as \`Repository\`.`,
    );
  }
}

/**
 * Reports names that differ only in case (`repos.get`, `Repos.get`): they would name the same files on
 * case-insensitive file systems, and are a typo far more often than a choice.
 */
export function checkDistinct(names: readonly string[], at: (name: string) => Path, what: string, ctx: Context): void {
  const seen = new Map<string, string>();
  for (const name of names) {
    const key = name.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, name);
    else ctx.keyError("duplicate-name", at(name), `The ${what} \`${name}\` differs from \`${first}\` only in case.`);
  }
}
