// A route's params type (its parameters and the call's options) and its response type.
import type { Schema } from "../model.js";
import type { FunctionPlan } from "../plan/plan.js";
import type { ParamField } from "../plan/routing/index.js";
import { interfaceDeclaration, typeAliasDeclaration } from "./printer/index.js";
import type { Doc } from "./doc.js";
import { commentLines, propertyKey } from "./syntax.js";
import { intersectionOf, toTypeNode, unionOf, type ObjectMember, type TypeNames, type TypeNode } from "./type-doc.js";

/**
 * `interface XParams extends CallOptions { ... }`: one member per field. A body that is one of several
 * objects makes it a type: the common part and a union of the alternatives; headers typed as lists or
 * objects too: `Omit<CallOptions, "headers"> & { ... }`.
 */
export function paramsDeclaration(fn: FunctionPlan, names: TypeNames, callOptions: string): Doc {
  const doc = [`Parameters of {@link ${fn.localName}}.`];
  const members = fn.routing.fields.map((f) => fieldMember(f, names, callOptions, fn.routing.headerStyles));
  const alternatives = fn.routing.bodyAlternatives;
  // Headers typed as lists or objects are not the options' text headers (the function writes them): a type.
  const styled = fn.routing.headerStyles !== undefined;
  if (!alternatives && !styled) return interfaceDeclaration(fn.paramsType, members, doc, [callOptions]);
  const heritage = styled ? `Omit<${callOptions}, "headers">` : callOptions;
  const options = (alternatives ?? []).map((fields): TypeNode => ({
    kind: "object",
    members: fields.map((f) => fieldMember(f, names, callOptions)),
  }));
  const common: TypeNode = { kind: "object", members };
  const type = intersectionOf([
    { kind: "reference", text: heritage },
    common,
    ...(options.length > 0 ? [unionOf(options)] : []),
  ]);
  return typeAliasDeclaration(fn.paramsType, type, doc);
}

function fieldMember(
  field: ParamField,
  names: TypeNames,
  callOptions: string,
  headerStyles?: Record<string, boolean>,
): ObjectMember {
  const lines = field.description ? commentLines(field.description) : [];
  if (field.deprecated) lines.push("@deprecated");
  let type = toTypeNode(field.schema, names);
  if (field.placement === "headers") {
    // Typed header parameters, and any other header the caller adds.
    const others: TypeNode = headerStyles
      ? otherHeaders(field.schema, headerStyles, names)
      : { kind: "reference", text: `${callOptions}["headers"]` };
    type = intersectionOf([others, type]);
  } else if (!field.required) {
    // Optional parameters also accept `undefined` (callers under exactOptionalPropertyTypes pass it).
    type = unionOf([type, { kind: "keyword", text: "undefined" }]);
  }
  return { key: propertyKey(field.key), optional: !field.required, type, ...(lines.length > 0 ? { doc: lines } : {}) };
}

/**
 * `{ [name: string]: string | number | undefined | Ids }`: any header a caller adds, where some are
 * typed as lists or objects (each member must fit the index signature, so those types are in it too).
 */
function otherHeaders(schema: Schema, headerStyles: Record<string, boolean>, names: TypeNames): TypeNode {
  const styled = schema.kind === "object" ? schema.properties.filter((p) => Object.hasOwn(headerStyles, p.name)) : [];
  const text: TypeNode[] = ["string", "number", "undefined"].map((keyword) => ({ kind: "keyword", text: keyword }));
  const value = unionOf([...text, ...styled.map((p) => toTypeNode(p.schema, names))]);
  return { kind: "object", members: [{ key: "[name: string]", optional: false, type: value }] };
}

/** `type XResponse = ...`: the union of the success responses' bodies (`undefined` for no content). */
export function responseDeclaration(fn: FunctionPlan, names: TypeNames): Doc {
  const toNode = (body: Schema | "no-content" | "unknown"): TypeNode =>
    body === "no-content"
      ? { kind: "keyword", text: "undefined" }
      : body === "unknown"
        ? { kind: "keyword", text: "unknown" }
        : toTypeNode(body, names);
  const type = Array.isArray(fn.response) ? unionOf(fn.response.map(toNode)) : toNode(fn.response);
  return typeAliasDeclaration(fn.responseType, type, [`What a successful {@link ${fn.localName}} returns.`]);
}
