import type { Diagnostic } from "../diagnostics.js";
import { closest } from "../util/suggest.js";
import { toPointer } from "../util/json-pointer.js";
import type { ApiModel, Route } from "../model.js";
import { camelCase } from "./names.js";
import { functionNameOf } from "./plan.js";
import { scopeSourceOf, scopingOf, type Scoping } from "./scope.js";

/**
 * Which routes of an API to generate, and under which names. Patterns and rename keys name a route by
 * any of: its SDK name (`issues.listForRepo`), its scope and name as the input spells them
 * (`code-scanning.listAlerts`), its id or operationId (`issues/list-for-repo`), or its route string
 * (`GET /repos/{owner}/{repo}/issues`). A pattern without a method also matches a whole scope (`issues`).
 * Routes of a scope split by their paths (scope.ts) answer to the shared scope too (`plaid.accountsGet`),
 * so that `renameScopes: { plaid: plaid }` keeps them in one module.
 * In patterns `*` stands for any text within one part (between dots, or slashes of a url) and `**` for
 * any text at all.
 */
export interface RouteSelection {
  /** Only routes matching one of these are generated (all routes when absent). */
  include?: string[];
  /** Routes matching one of these are left out, even when included. */
  exclude?: string[];
  /** Route -> its new function name (`list`), or scope and name (`meta.zen`). */
  rename?: Record<string, string>;
  /** Scope (as the input or the SDK spells it) -> its new name. */
  renameScopes?: Record<string, string>;
  /** Where these options were written (a config file, and the target's JSON pointer when it has one). */
  origin?: { file: string; pointer?: string };
}

/**
 * The model with only the selected routes, renamed ones carrying their new name as `explicitName`
 * (which planning uses as it is). Patterns and renames that match no route are reported as warnings,
 * with the nearest name when one is close: they are almost always typos. `scoping` is the description's
 * (its routes' before any is left out).
 */
export function selectRoutes(
  model: ApiModel,
  selection: RouteSelection,
  scoping: Scoping = scopingOf(model.routes),
): { model: ApiModel; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const identities = model.routes.map((route) => identityOf(route, scoping));
  const unmatched = (option: string, key: string | number, what: string, candidates: string[]) => {
    const near = closest(what, candidates);
    diagnostics.push({
      code: "selection-unmatched",
      severity: "warning",
      message: `${option} \`${what}\` matches no route${near === undefined ? "" : `. Did you mean \`${near}\`?`}`,
      ...(selection.origin ? { file: selection.origin.file } : {}),
      ...(selection.origin?.pointer !== undefined
        ? { pointer: `${selection.origin.pointer}${toPointer([option, key]).slice(1)}` }
        : {}),
    });
  };
  const candidates = () => [
    ...new Set(identities.flatMap((id) => [...id.names, ...id.scopes, ...id.scopes.map((s) => `${s}.*`)])),
  ];

  const filter = (option: "include" | "exclude") =>
    (selection[option] ?? []).map((pattern, index) => {
      const matches = patternMatcher(pattern);
      const hits = identities.map(matches);
      if (!hits.some(Boolean)) unmatched(option, index, pattern, candidates());
      return hits;
    });
  const included = filter("include");
  const excluded = filter("exclude");
  const kept = (i: number) =>
    (included.length === 0 || included.some((hits) => hits[i])) && !excluded.some((hits) => hits[i]);

  const scopeRenames = Object.entries(selection.renameScopes ?? {});
  for (const [scope] of scopeRenames) {
    if (!identities.some((id) => id.scopes.includes(scope)))
      unmatched("renameScopes", scope, scope, [...new Set(identities.flatMap((id) => id.scopes))]);
  }
  const routeRenames = Object.entries(selection.rename ?? {});
  for (const [key] of routeRenames) {
    if (!identities.some((id) => id.names.includes(key))) unmatched("rename", key, key, candidates());
  }

  const routes: Route[] = [];
  model.routes.forEach((route, i) => {
    if (!kept(i)) return;
    const id = identities[i]!;
    const scope = scopeRenames.find(([from]) => id.scopes.includes(from))?.[1] ?? id.scope;
    const renamed = routeRenames.find(([key]) => id.names.includes(key))?.[1];
    const dot = renamed?.lastIndexOf(".") ?? -1;
    const name = renamed === undefined ? functionNameOf(route) : renamed.slice(dot + 1);
    const explicitName = { scope: renamed !== undefined && dot > 0 ? renamed.slice(0, dot) : scope, name };
    const unchanged = renamed === undefined && scope === id.scope;
    routes.push(unchanged ? route : { ...route, explicitName });
  });
  return { model: { ...model, routes }, diagnostics };
}

/** The names a route answers to, and its scope as the input and as the SDK spell it. */
interface RouteIdentity {
  /** Its scope, unless renamed. */
  scope: string;
  names: string[];
  scopes: string[];
  method: string;
  url: string;
}

function identityOf(route: Route, scoping: Scoping): RouteIdentity {
  const source = scopeSourceOf(route, scoping);
  const name = functionNameOf(route);
  // Its scope as the input and the SDK spell it, and the scope it was split from, if any.
  const spelt = [source.scope, source.shared].flatMap((scope) =>
    scope === undefined ? [] : [{ input: scope, sdk: camelCase(scope) || "default" }],
  );
  const scopes = spelt.flatMap(({ input, sdk }) => [input, sdk]);
  const names = [
    ...spelt.flatMap(({ input, sdk }) => [`${sdk}.${name}`, `${input}.${name}`]),
    route.id,
    route.operationId,
    `${route.method} ${route.url}`,
  ];
  return {
    scope: source.scope,
    names: [...new Set(names.filter((n): n is string => n !== undefined))],
    scopes: [...new Set(scopes)],
    method: route.method,
    url: route.url,
  };
}

/** A pattern: `METHOD url` (method may be `*`) matches route strings; anything else names and scopes. */
function patternMatcher(pattern: string): (id: RouteIdentity) => boolean {
  const routeString = /^(\*|[A-Za-z]+)\s+(\S+)$/.exec(pattern.trim());
  if (
    routeString &&
    (routeString[2]!.startsWith("/") || /^https?:/i.test(routeString[2]!) || routeString[2]!.startsWith("*"))
  ) {
    const method = routeString[1]!.toUpperCase();
    const url = globRegExp(routeString[2]!, "/");
    return (id) => (method === "*" || method === id.method.toUpperCase()) && url.test(id.url);
  }
  const name = globRegExp(pattern, ".");
  return (id) => id.names.some((n) => name.test(n)) || id.scopes.some((s) => name.test(s));
}

function globRegExp(glob: string, separator: string): RegExp {
  const any = `[^${separator === "/" ? "/" : "."}]*`;
  const source = glob
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(any),
    )
    .join(".*");
  return new RegExp(`^${source}$`);
}
