// OpenAPI 3.1 §4.8.27 Security Scheme Object and §4.8.30 Security Requirement Object: the ways an API
// takes credentials (`components.securitySchemes`; Swagger 2.0's `securityDefinitions` arrive here
// upgraded) and, per operation, which of them it asks for.
//
// | given                                              | want                                              |
// | -------------------------------------------------- | ------------------------------------------------- |
// | `{ type: apiKey, in: query, name: key }`           | `{ type: "apiKey", in: "query", paramName: "key" }` |
// | `{ type: http, scheme: Bearer }`                   | `{ type: "http", scheme: "bearer" }`              |
// | `{ type: oauth2, flows: {...} }`                   | `{ type: "oauth2" }` (the token goes as Bearer)   |
// | `{ type: mutualTLS }`                              | kept, noted: the client's TLS settings carry it   |
// | operation `security: [{ a: [] }, {}]`              | `[[{ scheme: "a", scopes: [] }], []]`             |
// | operation `security: []`                          | `[]`: the route takes none                        |
// | no operation `security`                            | the document's `security`, else none              |
import type { Route, SecurityRequirement, SecurityScheme } from "../../model.js";
import { report, type LoadContext } from "./context.js";
import { child, sourceOf, type Place } from "./place.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { isHeaderName } from "../http-text.js";

const TYPES = new Set<string>(["apiKey", "http", "oauth2", "openIdConnect", "mutualTLS"]);
const PLACES = new Set<string>(["header", "query", "cookie"]);

/** `components.securitySchemes`, in the order written; a scheme routegen cannot send is reported and left out. */
export function readSecuritySchemes(data: JsonObject, root: Place, ctx: LoadContext): SecurityScheme[] {
  const components = own(data, "components");
  const schemes = isObject(components) ? own(components, "securitySchemes") : undefined;
  const at = child(root, "components", "securitySchemes");
  if (schemes === undefined) return [];
  if (!isObject(schemes)) {
    report(
      ctx,
      "security-invalid",
      "warning",
      "`components/securitySchemes` must be a map from name to security scheme: ignored",
      at,
    );
    return [];
  }
  const read = Object.entries(schemes).flatMap(([name, value]) => {
    const followed = ctx.refs.follow(value, child(at, name));
    const scheme = followed && readScheme(name, followed.value, followed.at, ctx);
    return scheme ? [scheme] : [];
  });
  const tls = read.filter((s) => s.type === "mutualTLS").map((s) => s.name);
  if (tls.length > 0) {
    const message = `mutualTLS schemes (${tls.join(", ")}) are not applied: the client certificate is your HTTP client's to present; generated functions send the other credentials of a requirement`;
    report(ctx, "security-not-applied", "note", message, at);
  }
  return read;
}

function readScheme(name: string, value: unknown, at: Place, ctx: LoadContext): SecurityScheme | undefined {
  const type = isObject(value) ? stringAt(value, "type") : undefined;
  if (!isObject(value) || type === undefined || !TYPES.has(type)) {
    report(
      ctx,
      "security-invalid",
      "warning",
      `security scheme "${name}" has no \`type\` routegen knows (apiKey, http, oauth2, openIdConnect, mutualTLS): ignored`,
      at,
    );
    return undefined;
  }
  const scheme: SecurityScheme = { name, type: type as SecurityScheme["type"], source: sourceOf(at) };
  const description = stringAt(value, "description");
  if (description !== undefined) scheme.description = description;
  if (type === "apiKey") {
    const where = stringAt(value, "in");
    const paramName = stringAt(value, "name");
    if (where === undefined || !PLACES.has(where) || !paramName || (where === "header" && !isHeaderName(paramName))) {
      report(
        ctx,
        "security-invalid",
        "warning",
        `apiKey scheme "${name}" needs \`in\` (header, query or cookie) and a \`name\` to send the key under: ignored`,
        at,
      );
      return undefined;
    }
    scheme.in = where as NonNullable<SecurityScheme["in"]>;
    scheme.paramName = paramName;
  } else if (type === "http") {
    const kind = stringAt(value, "scheme")?.trim();
    if (!kind) {
      report(
        ctx,
        "security-invalid",
        "warning",
        `http scheme "${name}" names no \`scheme\` (bearer, basic...): ignored`,
        at,
      );
      return undefined;
    }
    // Authorization scheme names are case-insensitive (RFC 9110 §11.1): `Bearer` is `bearer`.
    scheme.scheme = kind.toLowerCase();
    const format = stringAt(value, "bearerFormat");
    if (format !== undefined) scheme.bearerFormat = format;
  }
  return scheme;
}

/**
 * A `security` list: undefined when absent; requirements naming a scheme that is not declared (or
 * could not be read) can never be met, and are reported and left out.
 */
export function readSecurity(
  value: unknown,
  at: Place,
  ctx: LoadContext,
  schemes: ReadonlySet<string>,
): SecurityRequirement[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    report(ctx, "security-invalid", "warning", "`security` must be a list of security requirements: ignored", at);
    return undefined;
  }
  return value.flatMap((requirement: unknown, index): SecurityRequirement[] => {
    const place = child(at, index);
    if (!isObject(requirement)) {
      report(
        ctx,
        "security-invalid",
        "warning",
        "a security requirement must be a map from scheme name to scopes: ignored",
        place,
      );
      return [];
    }
    const names = Object.keys(requirement);
    const unknown = names.find((name) => !schemes.has(name));
    if (unknown !== undefined) {
      report(
        ctx,
        "security-scheme-unknown",
        "warning",
        `security requirement names "${unknown}", which is no security scheme of the description: this alternative is left out`,
        child(place, unknown),
        "key",
      );
      return [];
    }
    return [names.map((scheme) => ({ scheme, scopes: scopesOf(own(requirement, scheme)) }))];
  });
}

const scopesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === "string") : [];

/** An operation's own `security`, against the schemes the description declares (undefined when it has none). */
export const readOperationSecurity = (op: JsonObject, at: Place, ctx: LoadContext): SecurityRequirement[] | undefined =>
  readSecurity(own(op, "security"), child(at, "security"), ctx, ctx.securitySchemes ?? new Set());

/** Each route's effective requirements: its operation's own (read with the operation), else the document's. */
export function applySecurity(routes: Route[], data: JsonObject, root: Place, ctx: LoadContext): void {
  const top = readSecurity(own(data, "security"), child(root, "security"), ctx, ctx.securitySchemes ?? new Set());
  if (top === undefined) return;
  for (const route of routes) route.security ??= top;
}
