// Small models for tests of planning and emitting: a route, its parameters and body, and the routing
// of a route as an SDK of a non-vendor API plans it.
import type { ApiModel, Body, BodyContent, Parameter, Route, Schema } from "../../generator/model.js";
import { planRouting } from "../../generator/plan/routing/index.js";
import { planServers } from "../../generator/plan/servers.js";

export const source = { file: "api.yaml", pointer: "#/x" };
export const string: Schema = { kind: "string" };

export function route(partial: Partial<Route> & Pick<Route, "method" | "url">): Route {
  return { id: `${partial.method} ${partial.url}`, parameters: [], responses: [], source, ...partial };
}

/** A parameter (a path parameter is required) declared at `#/x`. */
export function param(name: string, where: Parameter["in"], extra: Partial<Parameter> = {}): Parameter {
  return { name, in: where, required: where === "path", schema: string, source, ...extra };
}

export function model(routes: Route[], types: ApiModel["types"] = []): ApiModel {
  return { defaults: {}, servers: [], routes, types, files: ["api.yaml"] };
}

/** A required body of one media type (its encoding as the loaders name it), at `#/x/requestBody`. */
export function body(
  schema: Schema,
  mediaType = "application/json",
  encoding: BodyContent["encoding"] = "json",
  extra: Partial<Body> = {},
): Body {
  return {
    contents: [{ mediaType, encoding, schema }],
    required: true,
    source: { file: "api.yaml", pointer: "#/x/requestBody" },
    ...extra,
  };
}

/** The options every call of a non-vendor SDK takes (planSdk's context, which test/generator/plan/plan.test.ts checks). */
export const OPTIONS = ["baseUrl", "headers", "request"];

/** The routing of `r` alone in a model, as planSdk plans it for a non-vendor API. */
export function routing(r: Route, types: ApiModel["types"] = []) {
  const m = model([r], types);
  return planRouting(r, m, { options: OPTIONS, serverOf: planServers(m).routeServer });
}
