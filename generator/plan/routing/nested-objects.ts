// Parameter values whose style cannot write them: an object inside a list or inside an object.
// OpenAPI's styles (but deepObject) write a list's items and an object's members as text, and an
// object's text is `[object Object]`, as endpoint() writes it: no server reads that. APIs.guru's AWS
// query-protocol descriptions have hundreds (`Tags` as a list of `{Key, Value}`).
import type { Diagnostic } from "../../diagnostics.js";
import type { ApiModel, Parameter, Schema } from "../../model.js";
import { resolveSchema } from "./schemas.js";

/**
 * What an object sits inside in the parameter's value (`a list of objects`, "an object whose `a` is
 * an object"), when its style writes it as `[object Object]`; undefined when every value writes.
 */
export function objectInside(parameter: Parameter, model: ApiModel): string | undefined {
  // JSON text and deepObject (`name[key][inner]=value`) write nested objects.
  if (parameter.json || parameter.style === "deepObject") return undefined;
  const outer = alternatives(parameter.schema, model);
  for (const schema of outer) {
    if (schema.kind === "array" && alternatives(schema.items, model).some(isObject)) return "a list of objects";
    if (schema.kind !== "object") continue;
    const member = schema.properties.find((property) => alternatives(property.schema, model).some(isObject));
    if (member) return `an object whose \`${member.name}\` is an object`;
    const extra = schema.additionalProperties;
    if (extra !== undefined && extra !== true && alternatives(extra, model).some(isObject)) return "a map of objects";
  }
  return undefined;
}

/** A `param-style-unsupported` warning at each parameter whose value holds such an object. */
export function objectInsideWarnings(parameters: readonly Parameter[], model: ApiModel): Diagnostic[] {
  return parameters.flatMap((parameter) => {
    const inside = objectInside(parameter, model);
    if (inside === undefined) return [];
    const message = `${parameter.in} parameter \`${parameter.name}\` is ${inside}, which its style cannot write: each such object goes as \`[object Object]\`, as endpoint() writes it`;
    return [{ code: "param-style-unsupported", severity: "warning", message, file: parameter.source.file, pointer: parameter.source.pointer }];
  });
}

const isObject = (schema: Schema) => schema.kind === "object";

/** The shapes a value of the schema may take: named types followed, unions' and intersections' members. */
function alternatives(schema: Schema, model: ApiModel, depth = 0): Schema[] {
  const resolved = resolveSchema(schema, model);
  if ((resolved.kind !== "union" && resolved.kind !== "intersection") || depth > 8) return [resolved];
  return resolved.members.flatMap((member) => alternatives(member, model, depth + 1));
}
