import { convertColonPlaceholders, parseTemplate } from "../../runtime/uri-template.js";
import type { Diagnostic } from "../diagnostics.js";
import type { ApiModel, MediaType, Parameter, Property, Route, Schema } from "../model.js";

/**
 * Placeholder routing, decided once at generation time: which parameter fills the url, which goes to
 * the query and which to the body, and the url template the runtime gets already split into parts.
 * The rules are the builder's own (spec 2.3), so the generated function sends exactly what
 * `endpoint(route, params)` sends:
 * - a name used in the url template fills the url;
 * - GET/HEAD: other parameters go to the query string. Arrays and objects are written into the url
 *   as `{?name*}` so they are serialised as OpenAPI says (`name=a&name=b`), not comma-joined;
 * - other verbs: query parameters are written into the url as an RFC 6570 query template (`{?a,b}`),
 *   and JSON body properties are the remaining top-level parameters;
 * - a non-JSON body, a JSON body that is not an object, or a JSON body with a property that collides
 *   with a url/query parameter or a builder option name is passed whole as `data` (reported as a
 *   warning when it is a collision: never a silently dropped property).
 */
export interface RoutePlan {
  method: string;
  /** The url template split for the runtime: literals (percent-encoded) and `{...}` expressions. */
  url: string[];
  baseUrl?: string;
  headers?: Record<string, string>;
  mediaType?: MediaType;
  /** Members of the params type, in order: url, query, headers, body properties or `data`. */
  fields: ParamField[];
  /** For a JSON body that is one of several objects (`oneOf`): the alternatives' fields. */
  bodyAlternatives?: ParamField[][];
  /** Values the function serialises before calling the runtime (OpenAPI styles RFC 6570 lacks). */
  serialisations: Serialisation[];
  /** The path's own trailing `/` is written twice in `url`: the builder removes one (OpenAPI paths). */
  trailingSlashKept?: true;
  diagnostics: Diagnostic[];
}

export type Placement = "url" | "query" | "headers" | "body" | "data";

export interface ParamField {
  /** The key the caller passes (and the builder sees). */
  key: string;
  required: boolean;
  schema: Schema;
  placement: Placement;
  description?: string;
  deprecated?: boolean;
}

/**
 * `join`: an array sent as one value joined by `separator` (spaceDelimited, pipeDelimited);
 * `deepObject`: an object whose keys become `name[key]` (expanded by `{?name*}`).
 */
export type Serialisation = { key: string; kind: "join"; separator: string } | { key: string; kind: "deepObject" };

/** Keys the builder reads as options: a parameter of that name could never reach the request. */
export const OPTION_KEYS = new Set(["method", "url", "baseUrl", "headers", "request", "mediaType", "data"]);

const QUERY_IN_URL = new Set(["GET", "HEAD"]);

export function planRouting(route: Route, model: ApiModel): RoutePlan {
  const diagnostics: Diagnostic[] = [];
  const warn = (code: string, message: string, pointer = route.source.pointer) =>
    diagnostics.push({ code, severity: "warning", message, file: route.source.file, pointer });

  const method = route.method.toUpperCase();
  const { url: templateText, parameters } = renameUnsafePathParameters(route, warn);
  let template: ReturnType<typeof parseTemplate>;
  try {
    template = parseTemplate(route.literalPath ? templateText : convertColonPlaceholders(templateText));
  } catch (error) {
    diagnostics.push({
      code: "route-syntax",
      severity: "error",
      message: `the url \`${route.url}\` is not a valid URI template: ${error instanceof Error ? error.message : String(error)}`,
      file: route.source.file,
      pointer: route.source.pointer,
    });
    template = { parts: [templateText] };
  }
  const urlNames = new Set(template.parts.flatMap((p) => (typeof p === "string" ? [] : p.variables.map((v) => v.name))));
  const byName = new Map(parameters.map((p) => [p.name, p]));

  // 1. The url as written, with OpenAPI path styles turned into their RFC 6570 operators.
  const url: string[] = [];
  for (const part of template.parts) {
    if (typeof part === "string") url.push(part);
    else {
      const only = part.variables.length === 1 && part.operator === "" ? part.variables[0] : undefined;
      const parameter = only && !only.explode && only.prefix === undefined ? byName.get(only.name) : undefined;
      url.push(parameter ? pathExpression(parameter) : part.source);
    }
  }

  const fields: ParamField[] = [];
  const serialisations: Serialisation[] = [];
  for (const name of urlNames) {
    const parameter = byName.get(name);
    fields.push(
      parameter
        ? fieldOf(parameter, "url")
        : { key: name, required: true, schema: { kind: "string" }, placement: "url" },
    );
  }

  // 2. Query parameters: into the url template unless GET/HEAD can send them as the builder does.
  const queryInTemplate: string[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== "query" || urlNames.has(parameter.name)) continue;
    if (OPTION_KEYS.has(parameter.name)) {
      warn("param-name-reserved", `query parameter \`${parameter.name}\` has the name of a builder option and cannot be sent; it is left out`, parameter.source.pointer);
      continue;
    }
    const style = parameter.style ?? "form";
    const explode = parameter.explode ?? style === "form";
    const structured = isStructured(parameter.schema, model);
    const delimited = style === "spaceDelimited" || style === "pipeDelimited";
    // Only arrays are joined: an object in these styles (`R 100 G 200`) is sent as form style instead.
    const joined = delimited && resolveSchema(parameter.schema, model).kind === "array";
    if (joined) {
      serialisations.push({ key: parameter.name, kind: "join", separator: style === "spaceDelimited" ? " " : "|" });
    } else if (delimited) {
      warn("param-style-unsupported", `query parameter \`${parameter.name}\`: style ${style} is supported for arrays only; it is sent in form style`, parameter.source.pointer);
    } else if (style === "deepObject") {
      serialisations.push({ key: parameter.name, kind: "deepObject" });
    }
    if (parameter.allowReserved) {
      warn("param-style-unsupported", `query parameter \`${parameter.name}\`: allowReserved is not supported; reserved characters are percent-encoded`, parameter.source.pointer);
    }
    let field = fieldOf(parameter, "query");
    if (!QUERY_IN_URL.has(method) || (structured && !joined)) {
      // In a template the name is the wire name: one RFC 6570 cannot spell is percent-encoded.
      const varname = VARNAME.test(parameter.name) ? parameter.name : encodeVarname(parameter.name);
      if (varname !== parameter.name) {
        warn("param-renamed", `query parameter \`${parameter.name}\` is passed as \`${varname}\` (a URI template variable cannot be spelled otherwise)`, parameter.source.pointer);
        field = { ...field, key: varname };
      }
      const exploded = style === "deepObject" || (explode && structured && !joined);
      queryInTemplate.push(exploded ? `${varname}*` : varname);
    }
    fields.push(field);
  }
  if (queryInTemplate.length > 0) {
    const last = url[url.length - 1] ?? "";
    if (/^\{[?&]/.test(last)) {
      // The url ends in a query expression (`{?a}`): the parameters join it, so the first one present
      // starts the query whichever it is (`{?a}{&b}` would give `&b=1` with no `?` when `a` is absent).
      url[url.length - 1] = `${last.slice(0, -1)},${queryInTemplate.join(",")}}`;
    } else {
      const literalQuery = url.some((p) => !p.startsWith("{") && p.includes("?"));
      url.push(`{${literalQuery ? "&" : "?"}${queryInTemplate.join(",")}}`);
    }
  }

  const trailingSlashKept = route.literalPath === true && keepTrailingSlash(url, (message) => warn("trailing-slash", message));

  // 3. Header parameters become typed members of `headers`.
  const headerParams = parameters.filter((p) => p.in === "header");
  if (headerParams.length > 0) {
    fields.push({
      key: "headers",
      required: headerParams.some((p) => p.required),
      placement: "headers",
      schema: {
        kind: "object",
        properties: headerParams.map((p) => ({
          name: p.name.toLowerCase(),
          required: p.required,
          schema: p.schema,
          ...(p.description ? { description: p.description } : {}),
        })),
      },
    });
  }

  // 4. The body.
  const headers: Record<string, string> = { ...route.defaults?.headers };
  let bodyAlternatives: ParamField[][] | undefined;
  const body = route.body;
  if (body) {
    const dataField = (schema: Schema): ParamField => ({
      key: "data",
      required: body.required,
      schema,
      placement: "data",
      ...(body.description ? { description: body.description } : {}),
    });
    const taken = new Set(fields.map((f) => f.key));
    if (body.kind === "data") {
      fields.push(dataField(body.schema));
      // A JSON payload gets the builder's own `application/json; charset=utf-8`, as a JSON body does.
      if (!/^application\/json$/i.test(body.contentType) && !hasHeader(headers, "content-type")) {
        headers["content-type"] = withCharset(body.contentType);
      }
    } else {
      const shapes = objectShapes(body.schema, model);
      const collisions = shapes?.flat().filter((p) => taken.has(p.name) || OPTION_KEYS.has(p.name)) ?? [];
      if (shapes && collisions.length === 0) {
        const asFields = (properties: Property[]) =>
          properties.filter((p) => !p.readOnly).map((p) => propertyField(p, body.required));
        if (shapes.length === 1) fields.push(...asFields(shapes[0]!));
        else bodyAlternatives = shapes.map(asFields);
      } else {
        if (collisions.length > 0) {
          const names = [...new Set(collisions.map((p) => `\`${p.name}\``))].join(", ");
          warn("body-param-collision", `body property ${names} has the name of a url/query parameter or builder option, so the body is passed whole as \`data\``, body.source.pointer);
        }
        fields.push(dataField(body.schema));
      }
      // JSON bodies get the builder's own `application/json; charset=utf-8` unless the route says more.
      if (!/^application\/json$/i.test(body.contentType) && !hasHeader(headers, "content-type")) {
        headers["content-type"] = body.contentType;
      }
    }
  }

  return {
    method,
    url: mergeLiterals(url),
    ...(route.defaults?.baseUrl !== undefined ? { baseUrl: route.defaults.baseUrl } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(route.defaults?.mediaType ? { mediaType: route.defaults.mediaType } : {}),
    fields,
    ...(bodyAlternatives ? { bodyAlternatives } : {}),
    serialisations,
    ...(trailingSlashKept ? { trailingSlashKept } : {}),
    diagnostics,
  };
}

/** An RFC 6570 variable name (varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded). */
const VARNAME = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+(?:\.(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})+)*$/;

function encodeVarname(name: string): string {
  return [...name].map((c) => (/[A-Za-z0-9_]/.test(c) ? c : encodeURIComponent(c).replace(/[!'()*.~-]/g, (x) => "%" + x.charCodeAt(0).toString(16).toUpperCase()))).join("");
}

/**
 * Path parameters whose names are not RFC 6570 variable names (`{enterprise-team}`) or are builder
 * option names (`{url}`) are renamed (`enterprise_team`): a path parameter's name is never sent, so
 * only the key the caller passes changes, and the rename is reported.
 */
export function renameUnsafePathParameters(
  route: Route,
  warn: (code: string, message: string, pointer?: string) => void,
): { url: string; parameters: Parameter[] } {
  let url = route.url;
  const taken = new Set(route.parameters.map((p) => p.name));
  const parameters = route.parameters.map((p) => {
    if (p.in !== "path" || (VARNAME.test(p.name) && !OPTION_KEYS.has(p.name))) return p;
    let safe = p.name.replace(/[^A-Za-z0-9_]/g, "_").replace(/^_*$/, "param");
    if (OPTION_KEYS.has(safe)) safe = `${safe}_param`;
    while (taken.has(safe)) safe = `${safe}_`;
    taken.add(safe);
    if (!url.includes(`{${p.name}}`)) return p;
    url = url.split(`{${p.name}}`).join(`{${safe}}`);
    warn("param-renamed", `path parameter \`${p.name}\` is passed as \`${safe}\`: its name cannot be a URI template variable or is a builder option`, p.source.pointer);
    return { ...p, name: safe };
  });
  return { url, parameters };
}

/**
 * A trailing `/` of an OpenAPI path is part of it (`/api/users/`), but the request builder removes one
 * from every url it expands: a second one makes it send the path as described. After a query
 * expression (a non-GET route's query parameters), only calls that give none of them end with the
 * `/`, and lose it: said, since no url can be written for both. True when the `/` was written twice.
 */
function keepTrailingSlash(url: string[], warn: (message: string) => void): boolean {
  const last = url[url.length - 1];
  if (last === undefined || url.join("") === "/") return false;
  if (!last.startsWith("{")) {
    if (!last.endsWith("/")) return false;
    url[url.length - 1] = `${last}/`;
    return true;
  }
  const path = url.slice(0, -1).join("");
  if (/^\{[?&]/.test(last) && path.endsWith("/") && path !== "/") {
    warn(`the path \`${path}\` ends with \`/\`, which the request builder removes from a url that ends there: calls that give none of ${last} go to \`${path.slice(0, -1)}\``);
  }
  return false;
}

/** Text goes out as UTF-8 (what fetch makes of a string): say so, since `text/*` would default to US-ASCII. */
function withCharset(contentType: string): string {
  return /^text\//i.test(contentType) && !/;\s*charset=/i.test(contentType) ? `${contentType}; charset=utf-8` : contentType;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name);
}

/** OpenAPI path styles: simple `{x}`, label `{.x}`, matrix `{;x}`; explode adds `*`. */
function pathExpression(parameter: Parameter): string {
  const operator = parameter.style === "label" ? "." : parameter.style === "matrix" ? ";" : "";
  return `{${operator}${parameter.name}${parameter.explode ? "*" : ""}}`;
}

function fieldOf(parameter: Parameter, placement: Placement): ParamField {
  return {
    key: parameter.name,
    required: parameter.in === "path" ? true : parameter.required,
    schema: parameter.schema,
    placement,
    ...(parameter.description ? { description: parameter.description } : {}),
    ...(parameter.deprecated ? { deprecated: true } : {}),
  };
}

function propertyField(property: Property, bodyRequired: boolean): ParamField {
  return {
    key: property.name,
    required: property.required && bodyRequired,
    schema: property.schema,
    placement: "body",
    ...(property.description ?? property.schema.description
      ? { description: (property.description ?? property.schema.description)! }
      : {}),
    ...(property.deprecated || property.schema.deprecated ? { deprecated: true } : {}),
  };
}

/** Follows `ref`s to the schema they name (a cycle of bare refs ends as `unknown`). */
export function resolveSchema(schema: Schema, model: ApiModel): Schema {
  const seen = new Set<string>();
  let current = schema;
  while (current.kind === "ref") {
    if (seen.has(current.name)) return { kind: "unknown" };
    seen.add(current.name);
    const named = typesByName(model).get(current.name);
    if (!named) return { kind: "unknown" };
    current = named.schema;
  }
  return current;
}

const typeMaps = new WeakMap<ApiModel, Map<string, ApiModel["types"][number]>>();
function typesByName(model: ApiModel): Map<string, ApiModel["types"][number]> {
  let map = typeMaps.get(model);
  if (!map) {
    map = new Map(model.types.map((t) => [t.name, t]));
    typeMaps.set(model, map);
  }
  return map;
}

/** Arrays and objects: query values RFC 6570 expands element by element. */
function isStructured(schema: Schema, model: ApiModel): boolean {
  const resolved = resolveSchema(schema, model);
  if (resolved.kind === "union" || resolved.kind === "intersection") {
    // `oneOf: [string, array]`: a list must still go out one value per member.
    return resolved.members.some((member) => isStructured(member, model));
  }
  return resolved.kind === "array" || resolved.kind === "object";
}

/** Beyond this many alternatives a params type helps no one: the body then goes as `data`. */
const MAX_BODY_ALTERNATIVES = 16;

/**
 * The property lists a JSON body can be sent as top-level parameters with: one list for an object
 * (`allOf` of objects merged), one per member for a `oneOf`/`anyOf` of objects (one per combination
 * when an `allOf` holds some); undefined when the body is not made of objects (it then goes as
 * `data`). A `nullable` object is still sent as its properties: a caller with no body passes none.
 */
function objectShapes(schema: Schema, model: ApiModel): Property[][] | undefined {
  const resolved = resolveSchema(schema, model);
  if (resolved.kind === "object") {
    return resolved.additionalProperties && resolved.properties.length === 0 ? undefined : [resolved.properties];
  }
  if (resolved.kind === "intersection") {
    // Members that only constrain (`anyOf: [{ required: [a] }, ...]`, read as `unknown`) add no property.
    const shaped = resolved.members.filter((m) => !constrainsOnly(m, model));
    if (shaped.length === 0) return undefined;
    const parts = shaped.map((m) => objectShapes(m, model));
    if (parts.some((p) => p === undefined)) return undefined;
    // `allOf: [A, anyOf: [B, C]]` is `anyOf: [A and B, A and C]`: one shape per combination.
    let combinations: Property[][][] = [[]];
    for (const part of parts) combinations = combinations.flatMap((lists) => part!.map((shape) => [...lists, shape]));
    return combinations.length <= MAX_BODY_ALTERNATIVES ? combinations.map(mergeProperties) : undefined;
  }
  if (resolved.kind === "union") {
    const parts = resolved.members.map((m) => objectShapes(m, model));
    if (parts.some((p) => p === undefined)) return undefined;
    return parts.flatMap((p) => p!);
  }
  return undefined;
}

/** A schema that names no type and no property: `{}`, `{ required: [a] }`, or a `oneOf`/`allOf` of those. */
function constrainsOnly(schema: Schema, model: ApiModel): boolean {
  const resolved = resolveSchema(schema, model);
  if (resolved.kind === "unknown") return true;
  return (resolved.kind === "union" || resolved.kind === "intersection") && resolved.members.every((m) => constrainsOnly(m, model));
}

function mergeProperties(lists: Property[][]): Property[] {
  const byName = new Map<string, Property>();
  for (const list of lists) {
    for (const p of list) {
      const previous = byName.get(p.name);
      byName.set(p.name, previous ? { ...p, required: p.required || previous.required } : p);
    }
  }
  return [...byName.values()];
}

/** `["/repos/", "/x"]` -> `["/repos//x"]`: the runtime wants literals and expressions to alternate. */
function mergeLiterals(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last !== undefined && !last.startsWith("{") && !part.startsWith("{")) out[out.length - 1] = last + part;
    else if (part !== "") out.push(part);
  }
  return out;
}
