// What the plan says a generated function hands the runtime, for tests that compare it with the
// generic builder: its route as a defaults level, and its parameters with OpenAPI styles serialised.
import type { FunctionPlan } from "../../generator/plan/plan.js";
import { deepObject, type Options } from "../../runtime/index.js";
import { escapeColonNames } from "../../runtime/uri-template.js";

/**
 * The route a generated function compiles, as options of a defaults level: `builder.defaults(this)(params)`.
 * A literal `:name` (an OpenAPI custom method) is written `%3Aname`, as the runtime hands such routes to
 * a builder: endpoint() would read it as a placeholder.
 */
export function routeDefaults(fn: FunctionPlan): Options {
  const { routing } = fn;
  return {
    method: routing.method,
    url: escapeColonNames(routing.url.join("")),
    ...(routing.baseUrl !== undefined ? { baseUrl: routing.baseUrl } : {}),
    ...(routing.headers ? { headers: routing.headers } : {}),
    ...(routing.mediaType ? { mediaType: routing.mediaType } : {}),
  };
}

/** What a generated function hands the runtime: the OpenAPI styles RFC 6570 lacks, serialised first. */
export function serialised(fn: FunctionPlan, params: Record<string, unknown>): Record<string, unknown> {
  const out = { ...params };
  for (const s of fn.routing.serialisations) {
    const value = params[s.key];
    out[s.key] = s.kind === "join" ? (value as unknown[] | undefined)?.join(s.separator) : deepObject(s.key, value as object);
  }
  return out;
}
