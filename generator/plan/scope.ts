// A route's scope: the module its function is in, and its namespace in the index.
//
// One scope that (nearly) every route of a large API would share says nothing of any route: plaid tags
// all of its 200 operations `plaid`, Azure's web apps all 349 `WebApps`, and each is one module of the
// whole API, which a program calling one function makes tsc check whole (plaid's: 22,000 lines, +1.3 s
// over an empty program). Such routes are scoped as if they had no tag, by the first word of their path
// that most routes do not share (`/accounts/balance/get` is `accounts`; Azure's
// `/subscriptions/{id}/resourceGroups/{group}/providers/Microsoft.Web/sites/{name}/backups` is
// `backups`).
import type { Diagnostic } from "../diagnostics.js";
import type { Route } from "../model.js";
import { actionScope, singular } from "./action-scope.js";
import { pathScope, pathWords } from "./path-scope.js";

/**
 * Past this many routes, one scope holding (nearly) all of an API's is split. Below it, a module of the
 * whole API is quick to check (GitHub's largest scope, `repos`, has 170 functions, but beside 48
 * others) and reads as one.
 */
export const SPLIT_ABOVE = 100;

/** A route's scope and what gave it (`explain` says which). */
export interface ScopeSource {
  from:
    | "catalogue"
    | "operationId prefix"
    | "first tag"
    | "path's first word"
    | "path's word"
    | "path's resource"
    | "path's action"
    | "default";
  scope: string;
  /** The scope (nearly) every route of the API would have shared (its tag, or its path's first word), split by paths. */
  shared?: string;
}

/**
 * What a route's scope depends on beyond the route, the API's other routes: the scopes of the routes
 * that one scope would have held with (nearly) every other, split by their paths (by the loaded route
 * object, which selection and planning pass on as it is).
 */
export type Scoping = ReadonlyMap<Route, ScopeSource>;

/** Each route's own scope, none split. */
export const UNSPLIT: Scoping = new Map();

/**
 * How the routes of an API are scoped: split by their paths where one scope, by their tag or their
 * path's first word, would hold more than SPLIT_ABOVE of them and four in five or more (Google's
 * aiplatform has 168 of its 169 under `/projects/`, LUIS 169 of 172 tagged `apps`). Decided over the
 * whole description, before `include` and `exclude` pick routes, so that a route's scope does not
 * depend on which others are generated.
 */
export function scopingOf(routes: readonly Route[]): Scoping {
  if (routes.length <= SPLIT_ABOVE) return UNSPLIT;
  const sources = routes.map((route) => ownScopeOf(route));
  const splittable = (s: ScopeSource) => s.from === "first tag" || s.from === "path's first word";
  const counts = new Map<string, number>();
  for (const source of sources.filter(splittable)) counts.set(source.scope, (counts.get(source.scope) ?? 0) + 1);
  // The largest such scope.
  let shared: string | undefined;
  let count = 0;
  for (const [scope, n] of counts) if (n > count) [shared, count] = [scope, n];
  if (shared === undefined || count <= SPLIT_ABOVE || count * 5 < routes.length * 4) return UNSPLIT;
  const held = routes.filter((_, i) => splittable(sources[i]!) && sources[i]!.scope === shared);
  const scoping = new Map<Route, ScopeSource>();
  splitByPaths(held, shared, scoping, 0);
  return scoping;
}

/**
 * Scopes each route by the first word of its path that is not in more than half of `routes`' paths:
 * words that most hold say where they are (`subscriptions`, `resourceGroups`, `sites`), not what each is
 * about. Else by its last word (`.../Microsoft.Web/sites` is `sites`). A scope of more than
 * SPLIT_ABOVE routes made so is split again among its own (Azure's `slots`, each operation's twin on a
 * deployment slot, half the API), twice at most.
 */
function splitByPaths(routes: readonly Route[], shared: string, into: Map<Route, ScopeSource>, depth: number): void {
  const pathWordsOf = new Map(routes.map((route) => [route, pathWords(route.url)]));
  const counts = new Map<string, number>();
  for (const words of pathWordsOf.values())
    for (const word of new Set(words)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const common = new Set([...counts].filter(([, count]) => count * 2 > routes.length).map(([word]) => word));
  const wordOf = new Map<Route, string>();
  for (const [route, words] of pathWordsOf) {
    const word = words.find((w) => !common.has(w)) ?? words.at(-1);
    if (word !== undefined) wordOf.set(route, word);
  }
  const words = new Set(wordOf.values());
  const groups = new Map<string, Route[]>();
  for (const route of routes) {
    const source = splitSourceOf(route, wordOf.get(route), words, shared, into.get(route) ?? ownScopeOf(route));
    into.set(route, source);
    const group = groups.get(source.scope) ?? [];
    group.push(route);
    groups.set(source.scope, group);
  }
  for (const group of groups.values()) {
    if (group.length > SPLIT_ABOVE && group.length < routes.length && depth < 2)
      splitByPaths(group, shared, into, depth + 1);
  }
}

/**
 * A split route's scope: its path's word; else, for a path that names a resource whole (Google's custom
 * methods, `/v1/{endpoint}:predict`), the scope of the word that resource is (`endpoints`); else the
 * action its path names; else the scope it has so far (the shared one, or a scope split again).
 */
function splitSourceOf(
  route: Route,
  word: string | undefined,
  words: ReadonlySet<string>,
  shared: string,
  so: ScopeSource,
): ScopeSource {
  if (word !== undefined) return { from: "path's word", scope: word, shared };
  const resource = resourceScope(route.url, words);
  if (resource !== undefined) return { from: "path's resource", scope: resource, shared };
  const noun = actionScope(route.url, route.fragment);
  return noun !== undefined ? { from: "path's action", scope: noun, shared } : so;
}

/** The word of `words` that the path's last parameter names, as it is or in the singular (`{endpoint}`: `endpoints`). */
function resourceScope(url: string, words: ReadonlySet<string>): string | undefined {
  const path = url.replace(/\{[?&#][^}]*\}/g, "").split(/[?#]/)[0] ?? "";
  const name = [...path.matchAll(/\{\+?([^}]+)\}/g)].at(-1)?.[1]?.toLowerCase();
  if (name === undefined) return undefined;
  return [...words].find((word) => word.toLowerCase() === name || singular(word).toLowerCase() === name);
}

/**
 * Scope: the catalogue's, else the operationId's prefix (`issues/list-for-repo`), else the first tag,
 * else the path's first word (`/v1/customers/{id}`: path-scope.ts), else the noun of the action the
 * path names (`/#Action=DescribeInstances`: action-scope.ts), else `api`; split by its path where
 * `scoping` says one scope would hold every route.
 */
export function scopeSourceOf(route: Route, scoping: Scoping = UNSPLIT): ScopeSource {
  const own = ownScopeOf(route);
  return own.from === "catalogue" ? own : (scoping.get(route) ?? own);
}

export const scopeOf = (route: Route, scoping: Scoping = UNSPLIT): string => scopeSourceOf(route, scoping).scope;

/** A planned scope module, as far as the note below reads it. */
interface ScopeModule {
  file: string;
  functions: readonly { route: Route; scope: ScopeSource }[];
}

/**
 * A `scopes-split` note when the routes one scope would have held whole are in modules by their paths,
 * else none: the modules are not the description's tags, and `renameScopes` can keep them one.
 */
export function scopesSplitNote(scopes: readonly ScopeModule[]): Diagnostic[] {
  const split = scopes.filter((s) => s.functions.some((fn) => fn.scope.shared !== undefined));
  const first = split[0]?.functions.find((fn) => fn.scope.shared !== undefined);
  if (!first) return [];
  const shared = first.scope.shared!;
  const count = split.reduce((n, s) => n + s.functions.length, 0);
  const files = split.map((s) => s.file);
  const listed = files.length > 4 ? `${files.slice(0, 4).join(", ")}...` : files.join(", ");
  return [
    {
      code: "scopes-split",
      severity: "note",
      message: `the scope \`${shared}\` would hold (nearly) every route of the API: ${count} of them are in ${files.length} modules by the words of their paths (${listed}), so that a program importing one does not check the whole API; \`renameScopes: { ${shared}: ${shared} }\` in a config keeps them in one`,
      file: first.route.source.file,
      pointer: first.route.source.pointer,
    },
  ];
}

/** The scope the route names or its path gives, whatever the other routes. */
function ownScopeOf(route: Route): ScopeSource {
  if (route.explicitName) return { from: "catalogue", scope: route.explicitName.scope ?? "api" };
  const slash = route.operationId?.lastIndexOf("/") ?? -1;
  if (route.operationId && slash > 0) return { from: "operationId prefix", scope: route.operationId.slice(0, slash) };
  const tag = route.tags?.[0];
  if (tag !== undefined) return { from: "first tag", scope: tag };
  const word = pathScope(route.url);
  if (word !== undefined) return { from: "path's first word", scope: word };
  const noun = actionScope(route.url, route.fragment);
  return noun === undefined ? { from: "default", scope: "api" } : { from: "path's action", scope: noun };
}
