import type { NamedType, Schema } from "../../model.js";
import type { Context } from "./context.js";

/**
 * Recursion is allowed through an object property or array items (`User.manager: User`), but a type
 * that is itself, or a union with itself, through `$ref`s alone (`A: { $ref: B }`, `B: { oneOf: [A] }`)
 * describes no value and no TypeScript type: each such cycle is a `ref-cycle` error, reported once.
 */
export function checkTypeCycles(types: readonly NamedType[], ctx: Context): void {
  const aliases = new Map(types.map((type) => [type.name, aliasesOf(type.schema)]));
  const reported = new Set<string>();
  for (const type of types) {
    if (reported.has(type.name)) continue;
    const cycle = findCycle(type.name, aliases);
    if (cycle === undefined) continue;
    for (const name of cycle) reported.add(name);
    ctx.error(
      "ref-cycle",
      ["types", type.name],
      `The type \`${type.name}\` is defined as itself (${cycle.map((name) => `\`${name}\``).join(" → ")}) with no object or array in between, so it has no values: recurse through a property or array items instead.`,
    );
  }
}

/** The type names `schema` is, or is a union or intersection of, without an object or array between. */
function aliasesOf(schema: Schema): string[] {
  if (schema.kind === "ref") return [schema.name];
  if (schema.kind === "union" || schema.kind === "intersection") return schema.members.flatMap(aliasesOf);
  return [];
}

/** A path of names from `start` back to `start`, if there is one. */
function findCycle(start: string, aliases: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const paths: string[][] = [[start]];
  const visited = new Set<string>();
  for (let path = paths.pop(); path !== undefined; path = paths.pop()) {
    for (const next of aliases.get(path[path.length - 1] ?? start) ?? []) {
      if (next === start) return [...path, next];
      if (visited.has(next)) continue;
      visited.add(next);
      paths.push([...path, next]);
    }
  }
  return undefined;
}
