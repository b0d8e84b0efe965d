import { convertColonPlaceholders, escapeColonNames, parseTemplate } from "../../runtime/uri-template.js";
import { defaultContentType } from "../load/catalogue/body.js";
import { fitsKind } from "../load/catalogue/default-value.js";
import { BUILTIN_TYPES } from "../load/catalogue/schema.js";
import type {
  ApiModel,
  BodyContent,
  Parameter,
  Property,
  PropertyEncoding,
  RequestDefaults,
  Response,
  Route,
  Schema,
} from "../model.js";
import type { FunctionPlan, SdkPlan } from "../plan/plan.js";
import { alternativeMediaTypes } from "../plan/routing/body.js";
import type { ParamField } from "../plan/routing/index.js";
import { defaultUrl } from "../util/server-url.js";
import { setOwn } from "../util/own-key.js";
import { exportRouteSecurity, exportSecuritySchemes } from "./security.js";

/**
 * An API as a route catalogue (docs/catalogue.md), for a team to curate by hand from then on. Plain
 * data, in the catalogue's own shape; the caller writes it as YAML. It is made from the model and the
 * plan, so that the catalogue loads back into an SDK that builds the same requests: routes are named
 * as the SDK names them (`issues.listForRepo`), parameters keep their place, style, explode and
 * allowReserved, bodies their media type and encoding, routes their own server. What a catalogue
 * cannot say is left out and reported in `notes`.
 */
export interface ExportedCatalogue {
  catalogue: Record<string, unknown>;
  notes: ExportNote[];
  routes: number;
  types: number;
}

/** Something the catalogue could not carry over exactly (documentation only, or a looser type). */
export interface ExportNote {
  /** The route or type it concerns. */
  subject: string;
  message: string;
}

type Entry = Record<string, unknown>;

export interface ExportOptions {
  /** Only the named types the routes use, directly or through other types (for a part of an API). */
  usedTypesOnly?: boolean;
}

export function exportCatalogue(model: ApiModel, plan: SdkPlan, options: ExportOptions = {}): ExportedCatalogue {
  const notes: ExportNote[] = [];
  const used = options.usedTypesOnly ? usedTypes(model) : undefined;
  const types = used ? model.types.filter((t) => used.has(t.name)) : model.types;
  const typeNames = catalogueTypeNames(types.map((t) => t.name));
  const schemaOf = (schema: Schema, subject: string) =>
    catalogueSchema(schema, typeNames, (message) => notes.push({ subject, message }));

  const catalogue: Entry = {};
  if (model.title !== undefined) catalogue.title = model.title;
  if (model.version !== undefined) catalogue.version = model.version;
  const defaults = requestDefaults(model.defaults, "the API", notes);
  if (defaults) catalogue.defaults = defaults;
  if (model.securitySchemes) catalogue.securitySchemes = exportSecuritySchemes(model.securitySchemes);
  serverNotes(model, notes);

  const routes: Entry = {};
  for (const scope of plan.scopes) {
    for (const fn of scope.functions) {
      const name = scope.exportName === "default" ? fn.exportName : `${scope.exportName}.${fn.exportName}`;
      setOwn(routes, name, exportRoute(fn, name, schemaOf, notes));
    }
  }
  catalogue.routes = routes;

  if (types.length > 0) {
    const entries: Entry = {};
    for (const type of types) setOwn(entries, typeNames.get(type.name)!, schemaOf(type.schema, `type ${type.name}`));
    catalogue.types = entries;
  }
  for (const [from, to] of typeNames) {
    if (from !== to)
      notes.push({
        subject: `type ${from}`,
        message: `renamed \`${to}\`: a catalogue type name is a word of letters, digits, \`_\` and \`-\``,
      });
  }
  return { catalogue, notes, routes: Object.keys(routes).length, types: types.length };
}

type SchemaOf = (schema: Schema, subject: string) => unknown;

/** What a catalogue's one `baseUrl` cannot say of the API's servers: their variables, and the others. */
function serverNotes(model: ApiModel, notes: ExportNote[]): void {
  const [main, ...others] = model.servers;
  if (main && main.variables.length > 0 && model.defaults.baseUrl !== undefined) {
    const names = main.variables.map((v) => `\`{${v.name}}\``).join(", ");
    notes.push({
      subject: "the API",
      message: `the server ${main.url} is written as \`baseUrl\` with the defaults of its variables ${names}: a catalogue's server has no variables`,
    });
  }
  if (others.length > 0) {
    notes.push({
      subject: "the API",
      message: `its other servers (${others.map((s) => s.url).join(", ")}) are left out: a catalogue has one \`baseUrl\``,
    });
  }
}

function exportRoute(fn: FunctionPlan, name: string, schemaOf: SchemaOf, notes: ExportNote[]): unknown {
  const { route, routing } = fn;
  const note = (message: string) => notes.push({ subject: name, message });
  const { url, baseUrl, parameters } = exportUrl(route, note);
  if (routing.pathEnd === "kept") {
    note(
      "the path's own trailing `/` is written twice, as the builder drops one: calls without query parameters send it once, but calls with some send it twice (`//?`), since a catalogue's url ends as the builder ends urls",
    );
  }
  const entry: Entry = { route: `${route.method} ${url}` };
  if (filled(route.summary)) entry.summary = route.summary;
  if (filled(route.description) && route.description !== route.summary) entry.description = route.description;
  if (route.docsUrl !== undefined) entry.docs = route.docsUrl;
  if (route.deprecated) entry.deprecated = route.deprecated;

  // The body as the SDK sends it: a GET's is not sent, and only the first of several media types is kept.
  const body = routing.body;
  const content = body?.contents[0];
  if (route.body && !body) note(`the body of a ${route.method} route is not sent, so it is left out`);
  if (body && body.contents.length > 1) {
    const types = body.contents.map((c) => c.mediaType).join(", ");
    note(
      `the body is offered as ${types}; a catalogue route has one media type, so the first, ${content!.mediaType}, is exported`,
    );
  }
  const headers: Record<string, string> = { ...route.defaults?.headers };
  // A JSON body of another media type (`application/merge-patch+json`) says it in the route's content-type header.
  if (
    content?.encoding === "json" &&
    body?.properties &&
    !/^application\/json$/i.test(content.mediaType) &&
    !content.mediaType.includes("*") &&
    !hasHeader(headers, "content-type")
  ) {
    headers["content-type"] = content.mediaType;
  }
  const defaults = requestDefaults(
    { ...route.defaults, ...(baseUrl ? { baseUrl } : {}), ...(Object.keys(headers).length > 0 ? { headers } : {}) },
    name,
    notes,
  );
  if (defaults) Object.assign(entry, defaults);

  if (body?.properties && content && content.encoding !== "json") entry.encoding = content.encoding;
  const params = exportParams(fn, parameters, schemaOf, name, note);
  if (Object.keys(params).length > 0 && !Object.values(params).every((p) => p === "string" && url.includes("{")))
    entry.params = params;
  // A required body none of whose params is required: the catalogue says so, or it would be optional.
  if (body?.sendEmpty) entry.bodyRequired = true;

  const dataField = routing.fields.find((f) => f.placement === "data");
  if (dataField && body && content && route.body) {
    const data = asMapping(schemaOf(dataField.schema, name));
    if (content.mediaType !== defaultContentType(dataField.schema)) data.contentType = content.mediaType;
    if (!route.body.required) data.required = false;
    if (filled(route.body.description)) data.description = route.body.description;
    entry.data = data;
  }

  const security = exportRouteSecurity(route);
  if (security) entry.security = security;
  const responses = exportResponses(route.responses, schemaOf, name);
  Object.assign(entry, responses);
  return Object.keys(entry).length === 1 ? entry.route : entry;
}

/** A parameter as the catalogue writes it: under `name` (its own, or the url variable it was renamed to). */
interface ExportedParameter {
  parameter: Parameter;
  name: string;
}

/**
 * The route's url as a catalogue reads it, and its own server: an origin alone goes in front of the
 * url (`POST https://uploads.example.test/assets`), a server with a path as the route's `baseUrl`, so
 * that the catalogue's SDK names the same server. A catalogue reads urls as the request builder does:
 * `:name` is a placeholder, so a literal one (OpenAPI's `/v1/{name}:cancel`) is written `%3Aname`; one
 * trailing `/` goes, so a path's own is written twice. Path parameters whose names cannot be url
 * variables are renamed as a url template can name them.
 */
function exportUrl(
  route: Route,
  note: (message: string) => void,
): { url: string; baseUrl?: string; parameters: ExportedParameter[] } {
  const renamed = renamePathParameters(route);
  for (const { parameter, name } of renamed.parameters) {
    if (name !== parameter.name)
      note(
        `path parameter \`${parameter.name}\` is \`${name}\`: a catalogue's url variable is a name RFC 6570 allows, so callers pass it as \`${name}\``,
      );
  }
  let url = route.literalPath ? escapeColonNames(renamed.url) : renamed.url;
  if (url !== renamed.url)
    note(
      "a `:` before a name in the path is written `%3A`: a catalogue reads `:name` as a placeholder (servers usually decode it)",
    );
  if (route.literalPath && /[^/]\/$/.test(url)) url += "/";
  if (!route.server) return { url, parameters: renamed.parameters };
  const server = defaultUrl(route.server);
  if (route.server.variables.length > 0) {
    const names = route.server.variables.map((v) => `\`{${v.name}}\``).join(", ");
    note(
      `the server ${route.server.url} is written with the defaults of its variables ${names}: a catalogue's server has no variables`,
    );
  }
  if (!/^https?:\/\/[^/{}?#]+/i.test(server)) {
    note(
      `the server \`${server}\` is not an absolute http(s) url, which a catalogue's server is: it is written in front of the path, and the API's base url goes before it`,
    );
    return { url: server + url, parameters: renamed.parameters };
  }
  if (/^https?:\/\/[^/]+$/i.test(server)) return { url: server + url, parameters: renamed.parameters };
  return { url, baseUrl: server, parameters: renamed.parameters };
}

/** `params`: path, query, header and cookie parameters in their place and style, then the body's properties in its encoding. */
function exportParams(
  fn: FunctionPlan,
  parameters: readonly ExportedParameter[],
  schemaOf: SchemaOf,
  subject: string,
  note: (message: string) => void,
): Entry {
  const { route, routing } = fn;
  const params: Entry = {};
  const variables = urlVariables(route, parameters);
  for (const { parameter, name } of parameters) {
    const inUrl = variables.has(name);
    if (parameter.in === "path" && !inUrl) {
      note(`path parameter \`${parameter.name}\` is not in the url, so it is left out (a catalogue would reject it)`);
      continue;
    }
    if (parameter.json) {
      // A catalogue has no JSON parameters: the caller passes the text, which goes on the wire the same.
      note(
        `${parameter.in} parameter \`${parameter.name}\` is sent as JSON text, which a catalogue cannot say: it is a string parameter, to be given that text`,
      );
      setOwn(
        params,
        name,
        parameterEntry({ ...parameter, schema: { kind: "string" } }, inUrl, route.method, schemaOf, subject),
      );
      continue;
    }
    // A catalogue has no query string: the object's members go as a query parameter's in style form.
    if (parameter.querystring)
      note(
        `querystring parameter \`${parameter.name}\` is a query parameter in style form, exploded: a catalogue has no query string, so its object's list members go as one pair (\`sizes=1,2\`) and its object members as \`[object Object]\`, where the description's are written as a form body's`,
      );
    setOwn(params, name, parameterEntry(parameter, inUrl, route.method, schemaOf, subject));
  }
  for (const variable of variables) params[variable] ??= "string";

  // One set of the default media type's fields left is the body's properties, not "one of several".
  const kept = defaultMediaTypeAlternatives(routing.bodyAlternatives);
  const alternatives = kept && kept.length > 1 ? kept : undefined;
  const bodyFields = kept?.length === 1 ? kept[0]! : routing.fields.filter((f) => f.placement === "body");
  if (bodyFields.length > 0 || alternatives) {
    const content = routing.body!.contents[0]!;
    for (const [key, value] of bodyEntries(bodyFields, alternatives, schemaOf, subject, note)) {
      setOwn(params, key, withEncoding(value, content.encoding, content.propertyEncodings?.[key]));
    }
  }
  return params;
}

/** The variables of a url as the catalogue writes it: `{name}` of an OpenAPI path, or any expression's. */
function urlVariables(route: Route, parameters: readonly ExportedParameter[]): Set<string> {
  if (!route.literalPath) {
    const { parts } = parseTemplate(convertColonPlaceholders(route.url));
    return new Set(parts.flatMap((part) => (typeof part === "string" ? [] : part.variables.map((v) => v.name))));
  }
  const names = new Map(parameters.map(({ parameter, name }) => [parameter.name, name]));
  return new Set([...route.url.matchAll(/\{([^{}]+)\}/g)].map(([, name]) => names.get(name!) ?? name!));
}

/**
 * A form field's or a multipart part's `style` and `explode`, a form field's `allowReserved`, and the
 * `contentType` of either (a part's type, a form field sent as JSON), where they differ from the defaults.
 */
function withEncoding(value: unknown, encoding: BodyContent["encoding"], how: PropertyEncoding | undefined): unknown {
  if (!how || (encoding !== "form" && encoding !== "multipart")) return value;
  const entry = asMapping(value);
  if (how.contentType !== undefined) entry.contentType = how.contentType;
  const style = how.style ?? "form";
  if (style !== "form") entry.style = style;
  if (how.explode !== undefined && how.explode !== (style === "form")) entry.explode = how.explode;
  if (how.allowReserved && encoding === "form") entry.allowReserved = true;
  return shorthand(entry);
}

/** An RFC 6570 variable name: what a catalogue's url can name a parameter by. */
const VARNAME = /^\w+(\.\w+)*$/;

/**
 * A route's parameters, each with the name the catalogue gives it: path parameters whose names cannot
 * be url variables (`{enterprise-team}`) renamed (`enterprise_team`), and the url with them. Other
 * names stay the API's (`url`, `thing.id`): the SDK takes them as they are.
 */
function renamePathParameters(route: Route): { url: string; parameters: ExportedParameter[] } {
  let url = route.url;
  const taken = new Set(route.parameters.map((p) => p.name));
  const parameters = route.parameters.map((parameter) => {
    const { name } = parameter;
    // A simple value that keeps its reserved characters (x-ms-skip-url-encoding) is reserved expansion.
    const reserved = parameter.allowReserved && (parameter.style ?? "simple") === "simple";
    if (parameter.in !== "path" || !url.includes(`{${name}}`) || (VARNAME.test(name) && !reserved))
      return { parameter, name };
    let safe = name;
    if (!VARNAME.test(name)) {
      safe = name.replace(/\W/g, "_").replace(/^_*$/, "param");
      while (taken.has(safe)) safe = `${safe}_`;
      taken.add(safe);
    }
    url = url.split(`{${name}}`).join(`{${reserved ? "+" : ""}${safe}}`);
    return { parameter, name: safe };
  });
  return { url, parameters };
}

function parameterEntry(
  parameter: Parameter,
  inUrl: boolean,
  method: string,
  schemaOf: SchemaOf,
  subject: string,
): unknown {
  const entry = asMapping(schemaOf(parameter.schema, subject));
  // Where it goes: a url variable goes where its expression puts it; else GET/HEAD send the rest in the query.
  const implied = inUrl || (parameter.in === "query" && (method === "GET" || method === "HEAD"));
  if (!implied) entry.in = parameter.in;
  if (parameter.in !== "path" && parameter.required) entry.required = true;
  if (filled(parameter.description)) entry.description = parameter.description;
  if (parameter.deprecated) entry.deprecated = true;
  // Only what differs from OpenAPI's defaults, which are also the catalogue's.
  const byDefault = parameter.in === "query" || parameter.in === "cookie" ? "form" : "simple";
  const style = parameter.style ?? byDefault;
  if (style !== byDefault) entry.style = style;
  if (parameter.explode !== undefined && parameter.explode !== (style === "form" || style === "cookie"))
    entry.explode = parameter.explode;
  if (parameter.allowReserved && parameter.in === "query" && !inUrl) entry.allowReserved = true;
  return shorthand(entry);
}

/**
 * The body's alternatives as the default media type has them, the one a catalogue route exports: those
 * of other media types (whose content-type header the call must name) left out, and that header with
 * them.
 */
function defaultMediaTypeAlternatives(alternatives: readonly ParamField[][] | undefined): ParamField[][] | undefined {
  return alternatives
    ?.filter((fields) => !alternativeMediaTypes(fields)?.named)
    .map((fields) => fields.filter((f) => f.placement === "body"));
}

/** The JSON body's properties as parameters; a body of several object shapes becomes all their properties. */
function bodyEntries(
  fields: readonly ParamField[],
  alternatives: readonly ParamField[][] | undefined,
  schemaOf: SchemaOf,
  subject: string,
  note: (message: string) => void,
): [string, unknown][] {
  const all = [...fields];
  if (alternatives) {
    note(
      "the body is one of several objects; a catalogue has one set of parameters, so it takes all their properties (optional unless every shape requires them)",
    );
    for (const alternative of alternatives) {
      for (const field of alternative) {
        if (all.some((f) => f.key === field.key)) continue;
        const everywhere = alternatives.every((alt) => alt.some((f) => f.key === field.key && f.required));
        all.push({ ...field, required: everywhere });
      }
    }
  }
  return all.map((field) => {
    const entry = asMapping(schemaOf(field.schema, subject));
    if (field.required) entry.required = true;
    if (filled(field.description) && entry.description === undefined) entry.description = field.description;
    if (field.deprecated) entry.deprecated = true;
    return [field.key, shorthand(entry)];
  });
}

function exportResponses(responses: readonly Response[], schemaOf: SchemaOf, subject: string): Entry {
  const one = (response: Response): unknown => {
    if (!response.schema) return null;
    const entry = asMapping(schemaOf(response.schema, subject));
    if (response.contentType !== undefined && response.contentType !== defaultContentType(response.schema))
      entry.contentType = response.contentType;
    if (filled(response.description)) entry.description = response.description;
    return shorthand(entry);
  };
  if (responses.length === 0) return {};
  if (responses.length === 1 && responses[0]!.status === "2XX") return { response: one(responses[0]!) };
  return { responses: Object.fromEntries(responses.map((r) => [r.status, one(r)])) };
}

function requestDefaults(
  defaults: RequestDefaults | undefined,
  subject: string,
  notes: ExportNote[],
): Entry | undefined {
  if (!defaults) return undefined;
  const out: Entry = {};
  if (defaults.baseUrl !== undefined) {
    if (/^https?:\/\//i.test(defaults.baseUrl)) out.baseUrl = defaults.baseUrl;
    else {
      // A catalogue without a base url is the runtime's default API (GitHub's): say what to write instead.
      const what =
        defaults.baseUrl === ""
          ? "the description names no server"
          : `the base url \`${defaults.baseUrl}\` is relative`;
      notes.push({
        subject,
        message: `${what}, and a catalogue's is absolute: add \`defaults: { baseUrl: https://… }\`, or its routes go to https://api.github.com`,
      });
    }
  }
  if (defaults.headers && Object.keys(defaults.headers).length > 0) out.headers = { ...defaults.headers };
  if (defaults.mediaType) out.mediaType = { ...defaults.mediaType };
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * A model schema in catalogue syntax: a type name alone when that says it all (`string`, `User`),
 * else a mapping. Keys the catalogue does not have (readOnly, writeOnly) are left out; a default the
 * catalogue would reject (not of the schema's type) is left out with a note.
 */
function catalogueSchema(
  schema: Schema,
  typeNames: ReadonlyMap<string, string>,
  note: (message: string) => void,
): unknown {
  const recurse = (s: Schema) => catalogueSchema(s, typeNames, note);
  let shape: Entry;
  switch (schema.kind) {
    case "string":
      shape = schema.format !== undefined ? { type: "string", format: schema.format } : { type: "string" };
      break;
    case "integer":
    case "number":
    case "boolean":
    case "binary":
      shape = { type: schema.kind };
      break;
    case "null":
      shape = { type: "null" };
      break;
    case "unknown":
      shape = {};
      break;
    case "enum":
      shape = { enum: [...schema.values] };
      break;
    case "array":
      shape =
        schema.items.kind === "unknown" && !hasExtras(schema.items)
          ? { type: "array" }
          : { type: "array", items: recurse(schema.items) };
      break;
    case "object":
      shape = objectShape(schema.properties, schema.additionalProperties, recurse);
      break;
    case "ref":
      shape = { $ref: typeNames.get(schema.name) ?? schema.name };
      break;
    case "union":
      shape = { oneOf: schema.members.map(recurse) };
      break;
    case "intersection":
      shape = { allOf: schema.members.map(recurse) };
      break;
  }
  if (schema.nullable && schema.kind !== "null") shape.nullable = true;
  if (filled(schema.description)) shape.description = schema.description;
  if (schema.deprecated) shape.deprecated = true;
  if (schema.default !== undefined) {
    const fits =
      schema.default === null
        ? schema.nullable === true || schema.kind === "null" || schema.kind === "unknown"
        : fitsKind(schema.default, schema.kind, schema);
    if (fits) shape.default = schema.default;
    else
      note(`the default ${JSON.stringify(schema.default)} does not fit its ${schema.kind} schema, so it is left out`);
  }
  return shorthand(shape);
}

function objectShape(
  properties: readonly Property[],
  additional: Schema | true | undefined,
  recurse: (s: Schema) => unknown,
): Entry {
  if (properties.length === 0) {
    if (additional === true) return { type: "object" };
    if (additional === undefined) return { type: "object", additionalProperties: false };
    return { type: "object", additionalProperties: recurse(additional) };
  }
  const props: Entry = {};
  for (const property of properties) {
    const entry = asMapping(recurse(property.schema));
    if (property.required) entry.required = true;
    if (filled(property.description)) entry.description = property.description;
    if (property.deprecated) entry.deprecated = true;
    setOwn(props, property.name, shorthand(entry));
  }
  const shape: Entry = { properties: props };
  if (additional !== undefined) shape.additionalProperties = additional === true ? true : recurse(additional);
  return shape;
}

/** `{ type: string }` -> `string`, `{ $ref: User }` -> `User`: a mapping with a single name says no more. */
function shorthand(shape: Entry): unknown {
  const keys = Object.keys(shape);
  if (keys.length !== 1) return shape;
  if (keys[0] === "type" && shape.type !== "null") return shape.type;
  if (keys[0] === "$ref") return shape.$ref;
  return shape;
}

/** A schema as a mapping, to add slot keys (`required`, `in`...) to. */
function asMapping(schema: unknown): Entry {
  if (typeof schema === "string")
    return (BUILTIN_TYPES as readonly string[]).includes(schema) ? { type: schema } : { $ref: schema };
  return { ...(schema as Entry) };
}

/** The named types the routes refer to, directly or through other named types. */
function usedTypes(model: ApiModel): Set<string> {
  const byName = new Map(model.types.map((t) => [t.name, t]));
  const used = new Set<string>();
  const visit = (schema: Schema | undefined): void => {
    if (!schema) return;
    switch (schema.kind) {
      case "ref":
        if (used.has(schema.name)) return;
        used.add(schema.name);
        return visit(byName.get(schema.name)?.schema);
      case "array":
        return visit(schema.items);
      case "object":
        schema.properties.forEach((p) => visit(p.schema));
        return visit(schema.additionalProperties === true ? undefined : schema.additionalProperties);
      case "union":
      case "intersection":
        return schema.members.forEach(visit);
      default:
        return;
    }
  };
  for (const route of model.routes) {
    route.parameters.forEach((p) => visit(p.schema));
    route.body?.contents.forEach((c) => visit(c.schema));
    route.responses.forEach((r) => visit(r.schema));
  }
  return used;
}

/** Documentation text worth keeping: a catalogue takes no empty strings. */
function filled(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== "";
}

function hasExtras(schema: Schema): boolean {
  return (
    schema.description !== undefined ||
    schema.nullable === true ||
    schema.default !== undefined ||
    schema.deprecated === true
  );
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name);
}

/**
 * Catalogue type names are words of letters, digits, `_` and `-` that are not built-in type names, and
 * differ in more than case: other names are made so (`a.b` -> `a_b`, `string` -> `string-type`).
 */
function catalogueTypeNames(names: readonly string[]): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const name of names) {
    let word = name.replace(/[^A-Za-z0-9_-]/g, "_");
    if (!/^[A-Za-z_]/.test(word)) word = `_${word}`;
    if ((BUILTIN_TYPES as readonly string[]).includes(word)) word = `${word}-type`;
    let candidate = word;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${word}-${n}`;
    taken.add(candidate.toLowerCase());
    out.set(name, candidate);
  }
  return out;
}
