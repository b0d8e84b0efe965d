import type { FunctionPlan, ScopePlan, SdkPlan } from "../plan/plan.js";
import { closest } from "../util/suggest.js";
import { UsageError } from "./args.js";
import { counted } from "../util/counted.js";

/** A route of the SDK, found by what a user typed. */
export interface FoundRoute {
  scope: ScopePlan;
  fn: FunctionPlan;
  /** The name users call: `issues.listForRepo`. */
  name: string;
}

/**
 * Finds a route by its SDK name (`issues.listForRepo`), its function name alone when only one scope
 * has it, its id or operationId (`issues/list-for-repo`), or its route string (`GET /repos/{owner}/{repo}/issues`,
 * method in any case). Anything else is a usage error with the nearest name.
 */
export function findRoute(plan: SdkPlan, wanted: string): FoundRoute {
  const all = plan.scopes.flatMap((scope) =>
    scope.functions.map((fn) => ({ scope, fn, name: `${scope.exportName}.${fn.exportName}` })),
  );
  const text = wanted.trim().replace(/\s+/g, " ");
  const routeString = /^([A-Za-z]+) (\S+)$/.exec(text);
  const matches = (found: FoundRoute) => {
    const { route, routing } = found.fn;
    if (found.name === text || route.id === text || route.operationId === text) return true;
    if (!routeString) return false;
    const method = routeString[1]!.toUpperCase();
    return method === routing.method && (routeString[2] === route.url || routeString[2] === routing.url.join(""));
  };
  const exact = all.filter(matches);
  if (exact.length > 0) return exact[0]!;
  const byFunction = all.filter((found) => found.fn.exportName === text);
  if (byFunction.length === 1) return byFunction[0]!;
  if (byFunction.length > 1) {
    throw new UsageError(
      `\`${text}\` is a function of several scopes: ${byFunction.map((f) => `\`${f.name}\``).join(", ")}`,
    );
  }
  // Suggest by full name, route string, or function name alone (then shown with its scope).
  const suggestions = new Map<string, string>();
  for (const found of all) {
    suggestions.set(found.fn.exportName, found.name);
    suggestions.set(
      `${found.fn.routing.method} ${found.fn.route.url}`,
      `${found.fn.routing.method} ${found.fn.route.url}`,
    );
    suggestions.set(found.name, found.name);
  }
  const near =
    closest(text, suggestions.keys()) ??
    closest(
      text.split(".").pop() ?? text,
      all.map((f) => f.fn.exportName),
    );
  const hint =
    near === undefined ? ` (it has ${counted(all.length, "route")})` : `. Did you mean \`${suggestions.get(near)}\`?`;
  throw new UsageError(`no route \`${text}\` in this API${hint}`);
}

/** A route string typed without quotes arrives as two arguments: `GET` and `/repos/{owner}`. */
export function routeArgument(positionals: readonly string[]): { wanted: string | undefined; rest: string[] } {
  const [first, second, ...rest] = positionals;
  if (
    first !== undefined &&
    second !== undefined &&
    /^[A-Za-z]+$/.test(first) &&
    (second.startsWith("/") || /^https?:/.test(second))
  ) {
    return { wanted: `${first} ${second}`, rest };
  }
  return { wanted: first, rest: second === undefined ? rest : [second, ...rest] };
}
