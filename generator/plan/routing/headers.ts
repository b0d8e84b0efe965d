// Header parameters: typed members of the call's `headers` option, by their lowercase name (header
// names are case-insensitive, and the request options carry them lowercased).
import type { ApiModel, Parameter, Property } from "../../model.js";
import { contentTypeChoice } from "./body.js";
import type { ParamField } from "./route-plan.js";
import { isPlain } from "./schemas.js";

export interface HeaderPlan {
  field?: ParamField;
  /** Names declared more than once in different cases (`X-Amz-Date`, `x-amz-date`): one header, merged. */
  merged: { name: string; parameters: Parameter[] }[];
}

/**
 * The `headers` field of a route's params: one member per header, typed by its parameter (the first
 * declared, required if any spelling is), plus any other header a caller adds. `contentTypes` are the
 * body's media types a call may choose between with its content-type header.
 */
export function planHeaders(parameters: readonly Parameter[], contentTypes: readonly string[]): HeaderPlan {
  const byName = headersByName(parameters);
  const properties: Property[] = [...byName].map(([name, [first, ...others]]) => ({
    name,
    required: [first!, ...others].some((p) => p.required),
    schema: first!.schema,
    ...(first!.description ? { description: first!.description } : {}),
  }));
  if (contentTypes.length > 1 && !byName.has("content-type")) {
    properties.push({
      name: "content-type",
      required: false,
      schema: contentTypeChoice(contentTypes),
      description: `The body's media type: ${contentTypes[0]} unless you choose another.`,
    });
  }
  const merged = [...byName].filter(([, list]) => list.length > 1).map(([name, list]) => ({ name, parameters: list }));
  if (properties.length === 0) return { merged };
  const field: ParamField = {
    key: "headers",
    required: properties.some((p) => p.required),
    placement: "headers",
    schema: { kind: "object", properties },
  };
  return { field, merged };
}

/**
 * The headers whose value may be a list or an object, by lowercase name, each with its `explode`: the
 * function writes them in style simple (`a,b`; `R,100,G,200`; `R=100,G=200` exploded), OpenAPI's only
 * header style. Undefined when every header is plain, the usual: those go as they are given.
 */
export function headerStyles(parameters: readonly Parameter[], model: ApiModel): Record<string, boolean> | undefined {
  const styles: Record<string, boolean> = {};
  // The first spelling of a header types it (planHeaders()): its schema and style are the header's.
  for (const [name, [first]] of headersByName(parameters))
    if (!isPlain(first!.schema, model)) styles[name] = first!.explode === true;
  return Object.keys(styles).length > 0 ? styles : undefined;
}

/** The header parameters by lowercase name, each name's spellings in the order declared (the first types it). */
export function headersByName(parameters: readonly Parameter[]): Map<string, Parameter[]> {
  const byName = new Map<string, Parameter[]>();
  for (const p of parameters) {
    if (p.in !== "header") continue;
    const name = p.name.toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), p]);
  }
  return byName;
}
