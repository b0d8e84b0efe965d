import { print } from "./doc.js";
import { printType } from "./printer/index.js";
import { toTypeNode, type TypeNames, type TypeNode } from "./type-doc.js";
import type { ApiModel, PropertyEncoding, Schema } from "../model.js";
import type { FunctionPlan, SdkPlan } from "../plan/plan.js";
import type { AuthSchemePlan } from "../plan/security.js";
import { isStructured, type ParamField, type RoutePlan } from "../plan/routing/index.js";
import { hashText } from "../util/hash.js";

/**
 * What an SDK means, apart from its text: per route the request it makes and the types it takes and
 * returns. Kept in the manifest, so `routegen check` can say what changed (routes added, removed, a
 * parameter retyped) rather than which bytes did. Deterministic: plan order, no timestamps.
 */
export interface SdkSummary {
  /** By the name users call (`issues.listForRepo`). */
  routes: Record<string, RouteSummary>;
  /** By TypeScript name: a hash of the type's shape (its schema, documentation left out). */
  types: Record<string, string>;
}

export interface RouteSummary {
  /**
   * Method and path template, with the route's own server: `GET /repos/{owner}/{repo}/issues`. The
   * query is its parameters' (each with its style in `params`), so that adding one is one change.
   */
  request: string;
  /** The body's media types, the default first (`application/x-www-form-urlencoded`); absent without a body. */
  body?: string;
  /**
   * Per parameter: where it goes, how it is written when that is not the usual (`query(deepObject)`,
   * `query(as %24select)`), whether it is optional (`?`), its type: `query? "open" | "closed"`.
   */
  params: Record<string, string>;
  /** The success response's type: `Issue[]`. */
  response: string;
  /**
   * The credentials a call sends, each scheme with where it goes: an alternative's schemes joined by
   * ` + `, alternatives by ` | ` (`token (header authorization, bearer) | key (query api_key)`); `none`.
   * Absent from manifests written before routegen said it.
   */
  security?: string;
}

export function summarise(plan: SdkPlan, model: ApiModel): SdkSummary {
  const names = typeNamesOf(plan);
  const schemes = new Map(plan.api.authSchemes.map((scheme) => [scheme.name, scheme]));
  const routes: Record<string, RouteSummary> = {};
  for (const scope of plan.scopes) {
    for (const fn of scope.functions)
      routes[`${scope.exportName}.${fn.exportName}`] = summariseRoute(fn, names, model, schemes);
  }
  const types: Record<string, string> = {};
  for (const type of plan.types) types[type.identifier] = hashText(JSON.stringify(type.schema, withoutDocs));
  return { routes, types };
}

function summariseRoute(
  fn: FunctionPlan,
  names: TypeNames,
  model: ApiModel,
  schemes: ReadonlyMap<string, AuthSchemePlan>,
): RouteSummary {
  const { routing } = fn;
  const params: Record<string, string> = {};
  const add = (fields: readonly ParamField[], prefix = "") => {
    for (const field of fields) {
      if (field.placement === "headers" && field.schema.kind === "object") {
        // Header parameters one by one, so a diff names the header.
        for (const header of field.schema.properties) {
          params[`${prefix}headers.${header.name}`] =
            `header${header.required ? "" : "?"} ${typeText(header.schema, names)}`;
        }
        continue;
      }
      const how = writtenAs(field, routing, model);
      params[`${prefix}${field.key}`] =
        `${field.placement}${how.length > 0 ? `(${how.join(", ")})` : ""}${field.required ? "" : "?"} ${typeText(field.schema, names)}`;
    }
  };
  add(routing.fields);
  routing.bodyAlternatives?.forEach((fields, i) => add(fields, `oneOf[${i + 1}].`));
  const response = Array.isArray(fn.response) ? fn.response : [fn.response];
  // The url template without its query expression, which the query parameters stand for.
  const path = routing.query.length > 0 ? routing.url.slice(0, -1) : routing.url;
  return {
    request: `${routing.method} ${routing.server?.url ?? ""}${path.join("")}`,
    ...(routing.body ? { body: routing.body.contents.map((c) => c.mediaType).join(", ") } : {}),
    params,
    response: response
      .map((r) => (typeof r === "string" ? (r === "no-content" ? "undefined" : "unknown") : typeText(r, names)))
      .join(" | "),
    security: securityOf(fn, schemes),
  };
}

/** What RouteSummary's `security` says: where each alternative's credentials go, or `none`. */
function securityOf(fn: FunctionPlan, schemes: ReadonlyMap<string, AuthSchemePlan>): string {
  if (!fn.auth) return "none";
  const scheme = (name: string) => {
    const { in: place, key, as } = schemes.get(name)!;
    return `${name} (${place} ${key}${as ? `, ${as}` : ""})`;
  };
  return fn.auth.map((names) => names.map(scheme).join(" + ")).join(" | ");
}

/**
 * How a query parameter or a form or multipart body property is written, where that is not the usual
 * (style form, lists one pair per item, reserved characters encoded, sent under its key): what a
 * change of the description's `style`, `explode`, `allowReserved`, `contentType` or name changes on the wire.
 */
function writtenAs(field: ParamField, routing: RoutePlan, model: ApiModel): string[] {
  const content = routing.body?.contents[0];
  const how =
    field.placement === "query" || field.placement === "cookie"
      ? [...routing.query, ...(routing.cookies ?? [])].find((q) => q.key === field.key)
      : field.placement === "body" && content?.propertyEncodings
        ? { name: field.key, ...content.propertyEncodings[field.key] }
        : undefined;
  if (!how) return [];
  const out: string[] = [];
  // An OpenAPI 3.2 query string is written as a form body, whatever its style says: each member as its
  // encoding says.
  if ("querystring" in how && how.querystring) out.push("querystring", ...memberEncodings(how.propertyEncodings));
  const style = how.style ?? "form";
  if (style !== "form") out.push(style);
  // Style cookie explodes by default, as form does.
  if ((style === "form" || style === "cookie") && how.explode === false && isStructured(field.schema, model))
    out.push("explode: false");
  if (how.allowReserved) out.push("allowReserved");
  if ("contentType" in how && how.contentType) out.push(how.contentType);
  if (how.name !== field.key && decodeURIComponent(how.name) !== field.key) out.push(`as ${how.name}`);
  return out;
}

/**
 * A query string's members' encodings where they are not a form's default: `ids: pipeDelimited`,
 * `tags: explode: false`, `meta: JSON` (deepObject has no explode).
 */
function memberEncodings(encodings: Record<string, PropertyEncoding> | undefined): string[] {
  return Object.entries(encodings ?? {}).flatMap(([name, { style = "form", explode, allowReserved, json }]) => {
    const exploded = explode ?? style === "form";
    const words = [
      ...(style !== "form" ? [style] : []),
      ...(style !== "deepObject" && exploded !== (style === "form") ? [`explode: ${exploded}`] : []),
      ...(allowReserved ? ["allowReserved"] : []),
      ...(json ? ["JSON"] : []),
    ];
    return words.length > 0 ? [`${name}: ${words.join(" ")}`] : [];
  });
}

/** A type's shape: documentation (descriptions, deprecation) is not part of what it means. */
function withoutDocs(key: string, value: unknown): unknown {
  return key === "description" || key === "deprecated" ? undefined : value;
}

/** Named types by their TypeScript names (`Issue`), as the types module declares them. */
export function typeNamesOf(plan: SdkPlan): TypeNames {
  const identifiers = new Map(plan.types.map((t) => [t.name, t.identifier]));
  return { refName: (name) => identifiers.get(name) ?? "unknown" };
}

/** A type on one line, without documentation: what a reader of a diff compares. */
export function typeText(schema: Schema, names: TypeNames): string {
  return print(printType(undocumented(toTypeNode(schema, names)), "annotation"), Number.MAX_SAFE_INTEGER)
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

function undocumented(node: TypeNode): TypeNode {
  switch (node.kind) {
    case "array":
      return { kind: "array", element: undocumented(node.element) };
    case "object":
      return {
        kind: "object",
        members: node.members.map(({ key, optional, type }) => ({ key, optional, type: undocumented(type) })),
      };
    case "union":
    case "intersection":
      return { kind: node.kind, members: node.members.map(undocumented) };
    default:
      return node;
  }
}
