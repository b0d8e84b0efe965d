// Parameter values whose style cannot write them: an object inside a list or inside an object.
// OpenAPI's styles (but deepObject) write a list's items and an object's members as text, and an
// object's text is `[object Object]`, as endpoint() writes it: no server reads that. APIs.guru's AWS
// query-protocol descriptions have hundreds (`Tags` as a list of `{Key, Value}`). A form body is not
// bound by endpoint(): it writes what sits inside a list or an object as form readers nest it.
import type { Diagnostic } from "../../diagnostics.js";
import type { ApiModel, Parameter, PropertyEncoding, Schema } from "../../model.js";
import type { BodyProperty } from "./route-plan.js";
import { isStructured, resolveSchema } from "./schemas.js";

/**
 * What an object sits inside in the parameter's value (`a list of objects`, "an object whose `a` is
 * an object"), when its style writes it as `[object Object]`; undefined when every value writes.
 */
export function objectInside(parameter: Parameter, model: ApiModel): string | undefined {
  // JSON text, deepObject (`name[key][inner]=value`) and a query string (written as a form body) write nested objects.
  if (parameter.json || parameter.style === "deepObject" || parameter.querystring) return undefined;
  for (const outer of alternatives(parameter.schema, model)) {
    if (outer.kind === "array" && holdsObject(outer.items, model)) return "a list of objects";
    if (outer.kind !== "object") continue;
    const member = outer.properties.find((property) => holdsObject(property.schema, model));
    if (member)
      return `an object whose \`${member.name}\` ${alternatives(member.schema, model).some(isObject) ? "is an object" : "holds objects"}`;
    const extra = outer.additionalProperties;
    if (extra !== undefined && extra !== true && holdsObject(extra, model)) return "a map of objects";
  }
  return undefined;
}

/**
 * Can a value of the schema hold a list or an object inside its list or object? A form body property
 * that can is written by formNested(), which writes those as form readers nest them.
 */
export function holdsNestedValues(schema: Schema, model: ApiModel): boolean {
  return alternatives(schema, model).some((outer) => {
    if (outer.kind === "array") return isStructured(outer.items, model);
    if (!isObject(outer)) return false;
    const extra = outer.additionalProperties;
    return (
      outer.properties.some((property) => isStructured(property.schema, model)) ||
      (extra !== undefined && extra !== true && isStructured(extra, model))
    );
  });
}

/**
 * Is a form body property written by formNested()? One that may nest (`nested`), in OpenAPI's default
 * style (form, exploded), not as JSON text: a style its encoding names goes as that says.
 */
export function writtenNested(property: BodyProperty | undefined, encoding: PropertyEncoding | undefined): boolean {
  return (
    property?.nested === true &&
    encoding?.json !== true &&
    (encoding?.style ?? "form") === "form" &&
    encoding?.explode !== false
  );
}

/** A `param-style-unsupported` warning at each parameter whose value holds such an object. */
export function objectInsideWarnings(parameters: readonly Parameter[], model: ApiModel): Diagnostic[] {
  return parameters.flatMap((parameter) => {
    const inside = objectInside(parameter, model);
    if (inside === undefined) return [];
    const message = `${parameter.in} parameter \`${parameter.name}\` is ${inside}, which its style cannot write: each such object goes as \`[object Object]\`, as endpoint() writes it`;
    return [
      {
        code: "param-style-unsupported",
        severity: "warning",
        message,
        file: parameter.source.file,
        pointer: parameter.source.pointer,
      },
    ];
  });
}

const isObject = (schema: Schema) => schema.kind === "object";

/** Is a value of the schema an object, or a list (of lists) holding one? */
function holdsObject(schema: Schema, model: ApiModel, depth = 0): boolean {
  return alternatives(schema, model).some(
    (s) => isObject(s) || (s.kind === "array" && depth < 8 && holdsObject(s.items, model, depth + 1)),
  );
}

/** The shapes a value of the schema may take: named types followed, unions' and intersections' members. */
export function alternatives(schema: Schema, model: ApiModel, depth = 0): Schema[] {
  const resolved = resolveSchema(schema, model);
  if ((resolved.kind !== "union" && resolved.kind !== "intersection") || depth > 8) return [resolved];
  return resolved.members.flatMap((member) => alternatives(member, model, depth + 1));
}
