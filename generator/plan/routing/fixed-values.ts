// A required parameter whose description allows one value (an enum of one, or `const`) is sent with
// that value when a call leaves it out: AWS's `Action` and `Version` query parameters and its
// `X-Amz-Target` header, Azure's `api-version`, 13,462 parameters in 317 of APIs.guru's descriptions.
// The call may still give it, and cannot give another. The values go as the route's own defaults, as
// `endpoint.defaults({ Action: "DescribeInstances" })` would hold them.
import { headerBreaker, isHeaderName } from "../../load/http-text.js";
import type { ApiModel, JsonPrimitive, Parameter } from "../../model.js";
import { headersByName } from "./headers.js";
import type { FixedValues, ParamField } from "./route-plan.js";
import { resolveSchema } from "./schemas.js";

/** The route's fixed values, by params key (headers by lowercase name); undefined when it has none. */
export function fixedValues(
  parameters: readonly Parameter[],
  keyOf: (p: Parameter) => string,
  model: ApiModel,
): FixedValues | undefined {
  const params: Record<string, JsonPrimitive> = {};
  for (const parameter of parameters) {
    const value = parameter.in === "header" ? undefined : onlyValue(parameter, model);
    if (value !== undefined) params[keyOf(parameter)] = value;
  }
  const headers: Record<string, string> = {};
  // The first spelling of a header types it (headers.ts): its value is the header's. A route's headers
  // are not checked again when a call is made: a value that could not be sent stays the call's to
  // give, where it is checked (and refused).
  for (const [name, [first]] of headersByName(parameters)) {
    const value = onlyValue(first!, model);
    if (value !== undefined && isHeaderName(name) && headerBreaker(String(value)) === undefined)
      headers[name] = String(value);
  }
  const fixed: FixedValues = {};
  if (Object.keys(params).length > 0) fixed.params = params;
  if (Object.keys(headers).length > 0) fixed.headers = headers;
  return fixed.params || fixed.headers ? fixed : undefined;
}

/** The one value a required parameter may take; undefined when it may take others, or none (`null` alone). */
function onlyValue(parameter: Parameter, model: ApiModel): JsonPrimitive | undefined {
  if (!parameter.required || parameter.json) return undefined;
  const schema = resolveSchema(parameter.schema, model);
  if (schema.kind !== "enum" || schema.values.length !== 1 || schema.nullable) return undefined;
  const [value] = schema.values;
  return value === null ? undefined : value;
}

/** `fields` with the fixed parameters optional to a call, each saying the value it is sent with. */
export function withFixedOptional(fields: readonly ParamField[], fixed: FixedValues): ParamField[] {
  return fields.map((field) => {
    if (field.placement === "headers" && field.schema.kind === "object" && fixed.headers) {
      const properties = field.schema.properties.map((p) =>
        Object.hasOwn(fixed.headers!, p.name)
          ? { ...p, required: false, description: sentAs(fixed.headers![p.name]!, p.description) }
          : p,
      );
      return { ...field, required: properties.some((p) => p.required), schema: { ...field.schema, properties } };
    }
    const parameter = field.placement === "url" || field.placement === "query" || field.placement === "cookie";
    if (!parameter || !fixed.params || !Object.hasOwn(fixed.params, field.key)) return field;
    return { ...field, required: false, description: sentAs(fixed.params[field.key]!, field.description) };
  });
}

/** A fixed parameter's description, ending with the value it is sent with. */
const sentAs = (value: JsonPrimitive, description?: string) =>
  `${description ? `${description}\n\n` : ""}Sent as \`${String(value)}\` when left out, the only value the API takes.`;
