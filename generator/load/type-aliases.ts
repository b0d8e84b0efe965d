import type { NamedType, Schema } from "../model.js";

/**
 * Named types that are other named types: `A: { $ref: B }` (an alias), or a union or intersection of
 * them (`A: { oneOf: [B, string] }`). Through an object property or array items a type may refer to
 * itself (`User.manager: User`), but through aliases, unions and intersections alone it would be
 * itself, which no value is and TypeScript refuses (`type A = B | string; type B = A;`, TS2456). And a
 * long chain of aliases (`A1 = A2`, `A2 = A3`... 10,000 of them) makes `tsc` overflow its stack.
 * Both loaders use these two passes: one walk to find every such cycle, and the collapse of long chains.
 * Both are linear in the number of types: descriptions have 40,000-link chains.
 */

/** One cycle: `names` from the type it closes at, around, and back (`[A, B, A]`; for a long one, its ends). */
interface AliasCycle {
  names: string[];
  /** The type whose schema holds the reference that closes the cycle, and the type it refers to. */
  from: string;
  to: string;
  /** Every link is a plain reference (no union or intersection): then `members` lists every type on it. */
  plain: boolean;
  members?: string[];
}

/** The type names `schema` is, or is a union or intersection of, without an object or array between. */
function aliasesOf(schema: Schema): string[] {
  if (schema.kind === "ref") return [schema.name];
  if (schema.kind === "union" || schema.kind === "intersection") return schema.members.flatMap(aliasesOf);
  return [];
}

/** Longest cycle shown whole in a message; a longer one is shown by its ends. */
const SHOWN = 8;

/**
 * Every cycle, found as the back edges of one depth-first walk (iterative: a chain may be longer than
 * the stack is deep). Cutting each found cycle's closing reference leaves no cycle.
 */
export function findAliasCycles(types: readonly NamedType[]): AliasCycle[] {
  const byName = new Map(types.map((t) => [t.name, t]));
  const state = new Map<string, "open" | "done">();
  const cycles: AliasCycle[] = [];
  for (const root of types) {
    if (state.has(root.name)) continue;
    // The path walked, how many of its types are not plain references (for `plain`), and the next edges.
    const path: string[] = [];
    const impure: number[] = [];
    const stack: { name: string; edges: string[]; next: number }[] = [];
    const enter = (name: string) => {
      const schema = byName.get(name)!.schema;
      state.set(name, "open");
      path.push(name);
      impure.push((impure[impure.length - 1] ?? 0) + (schema.kind === "ref" ? 0 : 1));
      stack.push({ name, edges: aliasesOf(schema).filter((n) => byName.has(n)), next: 0 });
    };
    enter(root.name);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const to = frame.edges[frame.next++];
      if (to === undefined) {
        state.set(frame.name, "done");
        stack.pop();
        path.pop();
        impure.pop();
      } else if (state.get(to) === "open") cycles.push(cycleOf(path, impure, frame.name, to));
      else if (!state.has(to)) enter(to);
    }
  }
  return cycles;
}

function cycleOf(path: readonly string[], impure: readonly number[], from: string, to: string): AliasCycle {
  const start = path.lastIndexOf(to);
  const length = path.length - start;
  const plain = impure[path.length - 1]! - (impure[start - 1] ?? 0) === 0;
  const names =
    length <= SHOWN ? [...path.slice(start), to] : [...path.slice(start, start + 3), "…", ...path.slice(-2), to];
  return { names, from, to, plain, ...(plain ? { members: path.slice(start) } : {}) };
}

/** `schema` with every alias of `name` (not those inside objects or arrays) read as `unknown`. */
export function withoutAlias(schema: Schema, name: string): Schema {
  if (schema.kind === "ref" && schema.name === name) {
    const { name: _, kind: __, ...base } = schema;
    return { ...base, kind: "unknown" };
  }
  if (schema.kind === "union" || schema.kind === "intersection")
    return { ...schema, members: schema.members.map((m) => withoutAlias(m, name)) };
  return schema;
}

/** Chains of plain aliases longer than this are collapsed: `tsc` follows a few dozen with ease. */
export const MAX_ALIAS_CHAIN = 32;

/**
 * Points each type that is a plain alias more than MAX_ALIAS_CHAIN links from the type the chain ends
 * at straight at that type (null allowed if any link allows it). Shorter chains stay as written:
 * `type Owner = User` says something a reader wants to see. Call once there is no plain cycle.
 */
export function collapseAliasChains(types: NamedType[]): void {
  const byName = new Map(types.map((t) => [t.name, t]));
  // Per plain alias: how many links to the end of its chain, the type there, and whether a link allows null.
  const ends = new Map<string, { depth: number; end: string; nullable: boolean }>();
  for (const type of types) {
    const chain: NamedType[] = [];
    const seen = new Set<string>();
    let at: NamedType | undefined = type;
    while (at?.schema.kind === "ref" && !ends.has(at.name) && !seen.has(at.name)) {
      chain.push(at);
      seen.add(at.name);
      at = byName.get(at.schema.name);
    }
    // A name that is no type, or a cycle: left as they are (the loaders report them).
    if (at === undefined || seen.has(at.name)) continue;
    let next = ends.get(at.name) ?? { depth: 0, end: at.name, nullable: false };
    for (const link of chain.reverse()) {
      next = { depth: next.depth + 1, end: next.end, nullable: next.nullable || link.schema.nullable === true };
      ends.set(link.name, next);
    }
  }
  for (const type of types) {
    const info = ends.get(type.name);
    if (!info || info.depth <= MAX_ALIAS_CHAIN || type.schema.kind !== "ref") continue;
    type.schema = { ...type.schema, name: info.end, ...(info.nullable ? { nullable: true } : {}) };
  }
}
