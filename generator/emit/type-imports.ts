import { posix } from "node:path";
import { isSafeBinding, NameAllocator } from "../plan/names.js";
import { RUNTIME_NAMES, type ScopePlan, type TypePlan } from "../plan/plan.js";
import { importFrom } from "./code-tree.js";
import { printCode } from "./printer/index.js";
import type { TypeNames } from "./type-doc.js";

/**
 * Named types live one per module (`types/issue.ts`), so a program loads only the types it reaches.
 * A module that uses some imports each by name from its own module; this file decides how it spells
 * them and which imports that takes.
 */

/** The SDK's named types by model name, and every identifier they take. */
export interface TypeIndex {
  byName: ReadonlyMap<string, TypePlan>;
  identifiers: ReadonlySet<string>;
}

export function typeIndex(types: readonly TypePlan[]): TypeIndex {
  return { byName: new Map(types.map((t) => [t.name, t])), identifiers: new Set(types.map((t) => t.identifier)) };
}

/** How a module refers to the named types it uses, and the imports of those it used. */
export interface TypeImports {
  /** Spells a named type as the module refers to it (its identifier, or an alias) and notes its import. */
  names: TypeNames;
  /** One `import type { Issue } from "./types/issue.js";` per type used so far, in module order. */
  declarations: () => string[];
}

/**
 * The type imports of the module at `file` (a path in the output folder). `moduleNames` are the names
 * the module declares or imports otherwise: an imported type never takes one of them.
 */
export function typeImports(index: TypeIndex, file: string, moduleNames: ReadonlySet<string>): TypeImports {
  const aliases = typeAliases(index.identifiers, moduleNames);
  const used = new Map<string, string>();
  const names: TypeNames = {
    refName(name) {
      const type = index.byName.get(name);
      if (!type) return "unknown";
      const local = aliases.get(type.identifier) ?? type.identifier;
      // A type that refers to itself needs no import.
      if (type.file !== file) used.set(moduleSpecifier(file, type.file), importedName(type.identifier, local));
      return local;
    },
  };
  const declarations = () =>
    [...used]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([specifier, name]) => printCode(importFrom([name], specifier, true)));
  return { names, declarations };
}

const importedName = (identifier: string, local: string) =>
  local === identifier ? identifier : `${identifier} as ${local}`;

/**
 * Aliases for the types whose identifier the module already uses (a route named `Issue`, a type
 * `IssueParams` beside the params of route `issue`): `IssueType`, numbered when that is taken too.
 * They are chosen against every type's identifier, not only those the module imports, so an alias never
 * hides another type and does not depend on which types the module happens to use.
 */
export function typeAliases(identifiers: ReadonlySet<string>, moduleNames: ReadonlySet<string>): Map<string, string> {
  const aliases = new Map<string, string>();
  const colliding = [...moduleNames].filter((name) => identifiers.has(name));
  if (colliding.length === 0) return aliases;
  const taken = new NameAllocator((n) => n, [...moduleNames, ...identifiers]);
  for (const identifier of colliding) {
    let alias = taken.allocate(`${identifier}Type`).name;
    // `ReturnType` and the like are globals a module must not shadow: take the next number.
    while (!isSafeBinding(alias)) alias = taken.allocate(`${identifier}Type`).name;
    aliases.set(identifier, alias);
  }
  return aliases;
}

/** The specifier that imports `to` from `from` (both paths in the output folder): `./types/issue.js`. */
export function moduleSpecifier(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to).replace(/\.ts$/, ".js");
  return path.startsWith("../") ? path : `./${path}`;
}

/**
 * The names a scope module binds besides named types: its routes' functions and their params and
 * response types, the runtime's names it may import (RUNTIME_NAMES, which routes avoid too), and the
 * other names it imports (`imported`).
 */
export function scopeNames(scope: ScopePlan, imported: readonly string[]): Set<string> {
  const names = new Set([...RUNTIME_NAMES, ...imported]);
  for (const fn of scope.functions)
    for (const name of [fn.localName, fn.paramsType, fn.responseType, fn.responsesType ?? fn.localName])
      names.add(name);
  return names;
}
