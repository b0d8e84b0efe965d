// A catalogue's `securitySchemes` (the ways the API takes credentials, as OpenAPI writes them) and a
// route's `security` (which of them it asks for). docs/catalogue.md#credentials.
//
// | given                                          | want                                                  |
// | ---------------------------------------------- | ----------------------------------------------------- |
// | `securitySchemes: { key: { type: apiKey, in: query, name: api_key } }` | `{ name: "key", type: "apiKey", in: "query", paramName: "api_key" }` |
// | `security: [token]`                            | `[[{ scheme: "token", scopes: [] }]]`                 |
// | `security: [[key, session], {}]`               | both together, or none                                |
// | `security: [{ oauth: [read:pets] }]`           | `[[{ scheme: "oauth", scopes: ["read:pets"] }]]`      |
// | `security: []`                                 | `[]`: the route takes none                            |
import type { SecurityRequirement, SecurityScheme } from "../../model.js";
import type { Context, Path } from "./context.js";
import { didYouMean } from "../../util/suggest.js";
import { describe, has, isMapping, quoteList, readMapping, reportInvalid, stringField, textField } from "./values.js";
import { isHeaderName } from "../http-text.js";

const SCHEME_KEYS = ["type", "description", "in", "name", "scheme", "bearerFormat"];
const TYPES = ["apiKey", "http", "oauth2", "openIdConnect", "mutualTLS"] as const;
const PLACES = ["header", "query", "cookie"] as const;

/** `securitySchemes`, in the order written; one with a problem is reported (an error) and left out. */
export function readSecuritySchemes(value: unknown, ctx: Context): SecurityScheme[] {
  const schemes = readMapping(value, ["securitySchemes"], ctx, "`securitySchemes`");
  if (!schemes) return [];
  return Object.entries(schemes).flatMap(([name, scheme]) => {
    const read = readScheme(name, scheme, ["securitySchemes", name], ctx);
    return read ? [read] : [];
  });
}

function readScheme(name: string, value: unknown, at: Path, ctx: Context): SecurityScheme | undefined {
  const mapping = readMapping(value, at, ctx, `the security scheme \`${name}\``, SCHEME_KEYS);
  if (!mapping) return undefined;
  const type = stringField(mapping, "type", at, ctx);
  if (!(TYPES as readonly string[]).includes(type ?? "")) {
    const hint = type === undefined ? "" : didYouMean(type, TYPES);
    ctx.error(
      has(mapping, "type") ? "invalid-value" : "missing-key",
      [...at, "type"],
      `A security scheme's \`type\` is one of ${quoteList(TYPES)}, found ${describe(mapping.type)}.${hint}`,
    );
    return undefined;
  }
  const scheme: SecurityScheme = { name, type: type as SecurityScheme["type"], source: ctx.source(at) };
  const description = textField(mapping, "description", at, ctx);
  if (description !== undefined) scheme.description = description;
  if (type === "apiKey") {
    const where = stringField(mapping, "in", at, ctx);
    const paramName = textField(mapping, "name", at, ctx);
    if (!(PLACES as readonly string[]).includes(where ?? ""))
      return (reportInvalid(ctx, at, "in", quoteList(PLACES), mapping.in), undefined);
    if (paramName === undefined)
      return (ctx.error("missing-key", at, "An apiKey scheme needs the `name` its key is sent under."), undefined);
    if (where === "header" && !isHeaderName(paramName))
      return (
        reportInvalid(ctx, at, "name", "a header name (letters, digits and !#$%&'*+.^_`|~-)", paramName),
        undefined
      );
    Object.assign(scheme, { in: where, paramName });
  } else if (type === "http") {
    const kind = textField(mapping, "scheme", at, ctx);
    if (kind === undefined)
      return (
        ctx.error(
          "missing-key",
          at,
          "An http scheme needs its `scheme`: `bearer`, `basic`, or another authorization scheme.",
        ),
        undefined
      );
    scheme.scheme = kind.trim().toLowerCase();
    const format = textField(mapping, "bearerFormat", at, ctx);
    if (format !== undefined) scheme.bearerFormat = format;
  }
  return scheme;
}

/**
 * A route's `security`: each alternative a scheme name, a list of names (all of them together) or a
 * mapping from name to OAuth scopes; an empty one makes credentials optional.
 */
export function readRouteSecurity(
  value: unknown,
  at: Path,
  ctx: Context,
  schemes: ReadonlySet<string>,
): SecurityRequirement[] | undefined {
  if (!Array.isArray(value)) {
    ctx.error(
      "invalid-value",
      at,
      `\`security\` must be a list of alternatives (a scheme name, a list of names, or a mapping from name to scopes), found ${describe(value)}.`,
    );
    return undefined;
  }
  return value.map((alternative: unknown, index) => {
    const place = [...at, String(index)];
    const entries: [string, unknown][] =
      typeof alternative === "string"
        ? [[alternative, []]]
        : Array.isArray(alternative)
          ? alternative.map((name) => [name, []])
          : isMapping(alternative)
            ? Object.entries(alternative)
            : [];
    if (!(typeof alternative === "string" || Array.isArray(alternative) || isMapping(alternative))) {
      ctx.error(
        "invalid-value",
        place,
        `A security alternative is a scheme name, a list of names or a mapping from name to scopes, found ${describe(alternative)}.`,
      );
    }
    return entries.flatMap(([name, scopes]) => {
      if (typeof name !== "string" || !schemes.has(name)) {
        const known =
          schemes.size > 0 ? `: the schemes are ${quoteList([...schemes])}` : ": declare it under `securitySchemes`";
        ctx.error(
          "security-scheme-unknown",
          place,
          `\`security\` names ${typeof name === "string" ? `\`${name}\`` : describe(name)}, which is not a security scheme of the catalogue${known}.`,
        );
        return [];
      }
      const list = Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === "string") : [];
      if (!Array.isArray(scopes) || list.length !== scopes.length)
        ctx.error(
          "invalid-value",
          [...place, name],
          `The scopes of \`${name}\` must be a list of strings, found ${describe(scopes)}.`,
        );
      return [{ scheme: name, scopes: list }];
    });
  });
}
