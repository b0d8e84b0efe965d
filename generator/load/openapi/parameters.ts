import type { Parameter, ParameterStyle, PropertyEncoding, Schema } from "../../model.js";
import { asSent, isJsonMediaType } from "../body-encoding.js";
import { isHeaderName, isTransportHeader } from "../http-text.js";
import { asText } from "../parameter-text.js";
import { readPropertyEncodings } from "./content.js";
import { report, type LoadContext } from "./context.js";
import { child, sourceOf, type Place } from "./place.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { readSchema } from "./schema.js";
import { percentDecoded } from "../../util/percent-decoded.js";

/** A parameter and where it is listed (a `$ref`'d one is defined elsewhere: that is its `source`). */
interface ListedParameter {
  parameter: Parameter;
  listedAt: Place;
}

/** Parameters by `in` and name: a path item's first, then its operation's, which replace them. */
export type ParameterMap = Map<string, ListedParameter>;

const STYLES: Record<Parameter["in"], readonly ParameterStyle[]> = {
  path: ["simple", "label", "matrix"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
  cookie: ["form", "cookie"],
};

/** Headers OpenAPI says to ignore as parameters: other parts of the description or the client set them. */
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);

/** Adds the entries of a `parameters` list to `into`, replacing same-named ones of the same `in`. */
export function readParameters(list: unknown, at: Place, ctx: LoadContext, into: ParameterMap): void {
  if (list === undefined) return;
  if (!Array.isArray(list)) {
    report(ctx, "invalid-document", "error", "`parameters` must be a list", at);
    return;
  }
  const seen = new Set<string>();
  const replacedHeaders = new Set<string>();
  list.forEach((value, index) => {
    const listedAt = child(at, index);
    const parameter = readParameter(value, listedAt, ctx);
    if (!parameter) return;
    const key = `${parameter.in} ${parameter.name}`;
    if (parameter.in === "header") replaceEarlierSpellings(parameter.name, into, replacedHeaders);
    if (seen.has(key)) {
      report(
        ctx,
        "duplicate-parameter",
        "warning",
        `${parameter.in} parameter "${parameter.name}" is listed twice; the last one is used`,
        listedAt,
      );
    }
    seen.add(key);
    into.set(key, { parameter, listedAt });
  });
}

/**
 * Header names are case-insensitive, so an operation's `X-Api-Key` replaces its path item's `x-api-key`
 * as a same-named one would. Spellings within one list stay side by side: the plan merges those, warning.
 */
function replaceEarlierSpellings(name: string, into: ParameterMap, replaced: Set<string>): void {
  const lower = name.toLowerCase();
  if (replaced.has(lower)) return;
  replaced.add(lower);
  for (const [key, { parameter }] of into) {
    if (parameter.in === "header" && parameter.name.toLowerCase() === lower) into.delete(key);
  }
}

function readParameter(value: unknown, listedAt: Place, ctx: LoadContext): Parameter | undefined {
  const followed = schemaRefParameter(value, listedAt, ctx) ?? ctx.refs.follow(value, listedAt);
  if (!followed) return undefined;
  const { value: read, at } = followed;
  if (!isObject(read)) {
    report(ctx, "invalid-document", "error", "a parameter must be an object", at);
    return undefined;
  }
  const name = stringAt(read, "name");
  if (name === undefined) {
    report(ctx, "invalid-document", "error", "a parameter needs a `name` string", at);
    return undefined;
  }
  // OpenAPI 3.2's `querystring`: the whole query, a form-encoded object's members as its pairs.
  const querystring = stringAt(read, "in") === "querystring";
  const p = querystring ? queryStringParameter(read, name, at, ctx) : read;
  if (p === undefined) return undefined;
  const location = stringAt(p, "in");
  if (location !== "path" && location !== "query" && location !== "header" && location !== "cookie") {
    report(
      ctx,
      "invalid-document",
      "error",
      `parameter "${name}": \`in\` must be path, query, querystring, header or cookie`,
      child(at, "in"),
    );
    return undefined;
  }
  if (location === "header" && IGNORED_HEADERS.has(name.toLowerCase())) return undefined;
  // Only this parameter is lost: the operation is still generated.
  const unsent = whyNotSent(name, location);
  if (unsent) {
    report(
      ctx,
      "param-not-sent",
      "warning",
      `${location} parameter ${JSON.stringify(name)} is left out: ${unsent}`,
      child(at, "name"),
    );
    return undefined;
  }

  const style = tabSeparated(p, location) ? "tabDelimited" : readStyle(p, location, at, ctx);
  const explode = style === "tabDelimited" ? false : own(p, "explode");
  const { schema, mediaType } = readParameterSchema(p, at, ctx);
  // A form query string is an object's members as pairs; any other value would go as `name=...`, a
  // pair named after the parameter, which a query string does not send.
  const notObject = querystring ? notAnObject(schema, ctx) : undefined;
  if (notObject !== undefined) {
    const why = `its form content is ${notObject}, and only an object's members can be the query's pairs (${name}=... would name the parameter, which a query string does not send)`;
    report(ctx, "param-not-sent", "warning", `querystring parameter ${JSON.stringify(name)} is left out: ${why}`, at);
    return undefined;
  }
  // Described as JSON, the value goes as JSON text; a header's value is the caller's: that text itself.
  const json = mediaType !== undefined && isJsonMediaType(mediaType);
  const parameter: Parameter = {
    name,
    in: location,
    // Path parameters are always required (OpenAPI says `required: true` is mandatory for them).
    required: location === "path" || own(p, "required") === true,
    schema: json && location === "header" ? { kind: "string" } : asText(schema),
    style,
    explode: typeof explode === "boolean" ? explode : style === "form" || style === "cookie",
    source: sourceOf(at),
  };
  if (querystring) {
    parameter.querystring = true;
    const encodings = memberEncodings(p, at, ctx);
    if (encodings) parameter.propertyEncodings = encodings;
  }
  if (json && location !== "header") parameter.json = true;
  const description = stringAt(p, "description");
  if (description !== undefined) parameter.description = description;
  if (own(p, "deprecated") === true) parameter.deprecated = true;
  // AutoRest's `x-ms-skip-url-encoding` (Azure's descriptions: a `{scope}` or `{parentResourcePath}`
  // of several segments, `subscriptions/1/resourceGroups/rg`) asks what allowReserved does: reserved
  // characters and `%XX` sent as they are given.
  if (own(p, "allowReserved") === true || own(p, "x-ms-skip-url-encoding") === true) parameter.allowReserved = true;
  return parameter;
}

/**
 * A parameter written with a `$ref` to a schema beside its `name` and `in` (Swagger 2.0 descriptions
 * written by hand do: `{ name: filter, in: query, $ref: "#/definitions/Filter" }`): the schema is that
 * parameter's, with a warning. Undefined for every other parameter (a `$ref` to a parameter is followed).
 */
function schemaRefParameter(value: unknown, at: Place, ctx: LoadContext): { value: JsonObject; at: Place } | undefined {
  if (!isObject(value)) return undefined;
  const ref = own(value, "$ref");
  if (typeof ref !== "string" || stringAt(value, "name") === undefined || stringAt(value, "in") === undefined)
    return undefined;
  const target = ctx.refs.resolve(ref, at);
  if (target === undefined || (isObject(target.value) && Object.hasOwn(target.value, "in"))) return undefined;
  const { $ref: _, ...parameter } = value;
  report(
    ctx,
    "param-schema-ref",
    "warning",
    `parameter "${String(value.name)}": its \`$ref\` points at a schema, read as the parameter's \`schema\``,
    child(at, "$ref"),
  );
  return { value: { ...parameter, schema: { $ref: ref } }, at };
}

/**
 * An OpenAPI 3.2 `in: querystring` parameter, the whole query string: form-encoded content of an object,
 * read as a query parameter in style form, exploded (`a=1&b=2`), marked `querystring` by the caller:
 * its members go as the same object's would in a form body, each as its `encoding` says. The query as other text (a JSON document)
 * is not sent: left out, with a warning.
 */
function queryStringParameter(p: JsonObject, name: string, at: Place, ctx: LoadContext): JsonObject | undefined {
  const content = own(p, "content");
  const mediaType = isObject(content) ? Object.keys(content)[0] : undefined;
  if (mediaType !== undefined && mediaType.split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded")
    return { ...p, in: "query", style: "form", explode: true };
  const what =
    mediaType === undefined
      ? "it has no `content`"
      : `its content is ${mediaType}, and only a form-encoded (application/x-www-form-urlencoded) query is sent`;
  report(ctx, "param-not-sent", "warning", `querystring parameter ${JSON.stringify(name)} is left out: ${what}`, at);
  return undefined;
}

/**
 * A form query string's `encoding`, per member: its style, explode and allowReserved, or its JSON text
 * for a JSON `contentType` (OpenAPI 3.2 applies the Encoding Object to a querystring's form content as
 * to a form body's): read as a form body's are.
 */
function memberEncodings(p: JsonObject, at: Place, ctx: LoadContext): Record<string, PropertyEncoding> | undefined {
  const content = own(p, "content") as JsonObject;
  const mediaType = Object.keys(content)[0]!;
  const media = own(content, mediaType);
  if (!isObject(media)) return undefined;
  const encodings = readPropertyEncodings(own(media, "encoding"), child(at, "content", mediaType, "encoding"), ctx);
  return encodings && asSent("form", encodings);
}

/** What a schema's values are when none can be an object (`a string`, `a list`); undefined when one can. */
function notAnObject(schema: Schema, ctx: LoadContext, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  const each = (members: Schema[]) => members.map((member) => notAnObject(member, ctx, depth + 1));
  switch (schema.kind) {
    case "ref": {
      const named = ctx.types.schemaOf(schema.name);
      return named && notAnObject(named, ctx, depth + 1);
    }
    // One of a union's members may be an object; all of an intersection's must be.
    case "union": {
      const members = each(schema.members);
      return members.every((m) => m !== undefined) ? members[0] : undefined;
    }
    case "intersection":
      return each(schema.members).find((m) => m !== undefined);
    default:
      return NOT_OBJECTS[schema.kind];
  }
}

const NOT_OBJECTS: Partial<Record<Schema["kind"], string>> = {
  string: "a string",
  integer: "a number",
  number: "a number",
  boolean: "a boolean",
  null: "null",
  binary: "bytes",
  enum: "one of listed values",
  array: "a list",
};

/** Why no function can take a header or cookie parameter of this name: undefined when one can. */
function whyNotSent(name: string, location: Parameter["in"]): string | undefined {
  // A name that is no token (a cookie's too, RFC 6265) cannot go on the wire, and would let a value
  // write headers of its own (`x-h: y`).
  if ((location === "header" || location === "cookie") && !isHeaderName(name)) {
    return `a ${location} name is a token: letters, digits and !#$%&'*+-.^_\`|~, no spaces, \`:\` or control characters`;
  }
  if (location === "header" && isTransportHeader(name)) {
    return "the HTTP client writes it, from the request and its connection";
  }
  return undefined;
}

/**
 * A query list Swagger 2.0 described as tab-separated (`collectionFormat: tsv`): OpenAPI 3 has no style
 * for it, and routegen's upgrade (like the swagger2openapi converter) keeps the format as
 * `x-collectionFormat: tsv`. Its values are sent so, as the description asks.
 */
const tabSeparated = (p: JsonObject, location: Parameter["in"]): boolean =>
  location === "query" && own(p, "x-collectionFormat") === "tsv";

/** The style as written, or OpenAPI's default for the location (`form` for query, `simple` otherwise). */
function readStyle(p: JsonObject, location: Parameter["in"], at: Place, ctx: LoadContext): ParameterStyle {
  const allowed = STYLES[location];
  const style = own(p, "style");
  if (style === undefined) return allowed[0]!;
  const known = allowed.find((s) => s === style);
  if (known) return known;
  report(
    ctx,
    "invalid-document",
    "error",
    `style ${JSON.stringify(style)} is not allowed in ${location}; use ${allowed.join(", ")}`,
    child(at, "style"),
  );
  return allowed[0]!;
}

/**
 * `schema`, or the schema of the single media type of `content` (the other way to describe a
 * parameter), with that media type.
 */
function readParameterSchema(p: JsonObject, at: Place, ctx: LoadContext): { schema: Schema; mediaType?: string } {
  const content = own(p, "content");
  const mediaType = isObject(content) && !Object.hasOwn(p, "schema") ? Object.keys(content)[0] : undefined;
  if (mediaType === undefined || !isObject(content))
    return { schema: readSchema(own(p, "schema"), child(at, "schema"), ctx) };
  const media = own(content, mediaType);
  return {
    schema: readSchema(
      isObject(media) ? own(media, "schema") : undefined,
      child(at, "content", mediaType, "schema"),
      ctx,
    ),
    mediaType,
  };
}

/** The names of the pairs a path's own query writes as they are (`?view=status`), without a placeholder. */
function ownPairNames(ownQuery: string): Set<string> {
  const pairs = ownQuery
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !pair.includes("{"));
  return new Set(pairs.map((pair) => percentDecoded(pair.split("=")[0]!)));
}

/**
 * The parameters of an operation on `path`: checks each `{name}` of the path against the declared path
 * parameters. An undeclared one is added as a required string; a declared one the path lacks is dropped.
 */
export function pathChecked(path: string, parameters: ParameterMap, at: Place, ctx: LoadContext): Parameter[] {
  const names = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
  const ownQuery = path.includes("?") ? path.slice(path.indexOf("?")) : "";
  const inOwnQuery = new Set([...ownQuery.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
  const ownPairs = ownPairNames(ownQuery);
  const result: Parameter[] = [];
  for (const { parameter, listedAt } of parameters.values()) {
    // A query parameter the path's own query holds (opensuse's `/published/{project}?view=status` and
    // `view`) is sent there, as the path writes it: a second pair would say it twice, or contradict it.
    if (parameter.in === "query" && ownPairs.has(parameter.name)) {
      report(
        ctx,
        "param-not-sent",
        "warning",
        `query parameter ${JSON.stringify(parameter.name)} is left out: the path's own query sends it (${ownQuery})`,
        listedAt,
      );
      continue;
    }
    if (parameter.in === "path" && !names.has(parameter.name)) {
      report(
        ctx,
        "path-param-unused",
        "warning",
        `path parameter "${parameter.name}" is not in the path "${path}"; it is ignored`,
        listedAt,
      );
      continue;
    }
    result.push(parameter);
  }
  for (const name of names) {
    if (parameters.has(`path ${name}`)) continue;
    // A placeholder in the path's own query (`/search?query={query}`, medium.com's) that a query
    // parameter names is that parameter: it is written where the path puts it, and not again after.
    const query = inOwnQuery.has(name) ? parameters.get(`query ${name}`)?.parameter : undefined;
    if (query) {
      report(
        ctx,
        "path-param-undeclared",
        "warning",
        `"{${name}}" in the path's query is the query parameter "${name}": it is sent there, once, and required`,
        at,
      );
      result.splice(result.indexOf(query), 1, {
        ...query,
        in: "path",
        required: true,
        style: "simple",
        explode: false,
      });
      continue;
    }
    report(
      ctx,
      "path-param-undeclared",
      "warning",
      `"{${name}}" in the path is not declared as a path parameter; it is read as a required string`,
      at,
    );
    result.push({
      name,
      in: "path",
      required: true,
      schema: { kind: "string" },
      style: "simple",
      explode: false,
      source: sourceOf(at),
    });
  }
  return result;
}
