// Routing, decided once at generation time: where each parameter of a route goes (path, query,
// headers, body) and how the body is sent. docs/routing.md gives the rules in words.
import type { Diagnostic } from "../../diagnostics.js";
import type { ApiModel, Parameter, Route, Schema, Server } from "../../model.js";
import { planBody, type PlannedBody } from "./body.js";
import { endpointUrl } from "./endpoint-url.js";
import { fixedValues, withFixedOptional } from "./fixed-values.js";
import { headerStyles, planHeaders } from "./headers.js";
import { ambiguousQueryPairs } from "./form-pairs.js";
import { parameterKeys, type ParameterKeys } from "./keys.js";
import { objectInsideWarnings } from "./nested-objects.js";
import { pathEnd, planPath } from "./path.js";
import { queryField } from "./query.js";
import type { ParamField, PathVariable, QueryField, RoutePlan, RouteServer } from "./route-plan.js";

export type * from "./route-plan.js";
export { isStructured, resolveSchema } from "./schemas.js";
export { writtenNested } from "./nested-objects.js";
import { isPlain } from "./schemas.js";

/** What routing needs to know of the SDK a route is in. */
export interface RoutingContext {
  /** The options every call takes beside its parameters (`baseUrl`, `headers`, `request`; `mediaType` for vendor APIs). */
  options: readonly string[];
  /** The name and default url the SDK gives a server of a route's own. */
  serverOf(server: Server): RouteServer;
}

const NO_BODY = new Set(["GET", "HEAD"]);
/**
 * Methods fetch() throws on, in any case: the Fetch standard forbids them. OpenAPI names TRACE, and
 * 3.2's additionalOperations may name the others; other clients send them.
 */
const NOT_FETCHABLE = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Whether fetch() sends a method: the Fetch standard forbids CONNECT, TRACE and TRACK, in any case (method-not-fetchable). */
export const isFetchable = (method: string): boolean => !NOT_FETCHABLE.has(method.toUpperCase());
const notFetchable = (method: string) =>
  `fetch() refuses the ${method} method, so fetch(...toFetch(options)) throws on this route's requests: send them with another client (node:http's request(), undici's request())`;

export function planRouting(route: Route, model: ApiModel, context: RoutingContext): RoutePlan {
  const diagnostics: Diagnostic[] = [];
  const warn = (code: string, message: string, pointer = route.source.pointer, file = route.source.file) =>
    diagnostics.push({ code, severity: "warning", message, file, pointer });
  const atRoute = (code: string, severity: Diagnostic["severity"], message: string) =>
    diagnostics.push({ code, severity, message, file: route.source.file, pointer: route.source.pointer });
  const method = route.method.toUpperCase();

  // 1. Keys: the API's names, unless an option or another parameter has one.
  const keys = parameterKeys(route.parameters, context.options);
  diagnostics.push(...keys.renamed.map(renamedWarning));

  // An object inside a list or an object goes as `[object Object]` in every style but deepObject; an
  // exploded object's members go as pairs of their own, which may clash with other parameters.
  diagnostics.push(...objectInsideWarnings(route.parameters, model), ...ambiguousQueryPairs(route.parameters, model));
  if (!isFetchable(method)) atRoute("method-not-fetchable", "note", notFetchable(method));

  // 2. The body, if the verb can send one; its properties must not take a parameter's or an option's key.
  let body: PlannedBody | undefined;
  const sendsBody = route.body !== undefined && !NO_BODY.has(method);
  if (route.body && sendsBody) {
    body = planBody(route.body, model, new Set([...keys.taken, ...context.options]));
    const { file, pointer } = route.body.source;
    diagnostics.push(...body.warnings.map((w) => ({ ...w, file, pointer })));
  } else if (route.body) {
    diagnostics.push(bodyNotSent(route, route.body, method));
  }
  let keyOf = keys.keyOf;
  if (body?.body.properties === undefined && body && keys.taken.has("data"))
    keyOf = dataKeyMoved(route.parameters, keyOf, warn);

  // 3. The url: the path, then the query in the order declared.
  const { path, query, end } = planUrl(route, keyOf, model);
  if (path.error)
    atRoute("route-syntax", "error", `the url \`${route.url}\` is not a valid URI template: ${path.error}`);
  const cookieParameters = route.parameters.filter((p) => p.in === "cookie");
  const cookies = cookieParameters.map((p) => cookieField(p, keyOf(p), model));

  // 4. Headers, typed by name; the content-type offers the body's media types.
  const headers = planHeaders(route.parameters, body?.body.contents.map((c) => c.mediaType) ?? []);
  diagnostics.push(...headers.merged.map(mergedHeaderWarning));

  // 5. The params type: url, query, cookies, headers, then the body's properties or `data`; a
  // parameter that may take one value is optional, sent with it when left out.
  const fixed = fixedValues(route.parameters, keyOf, model);
  const declaredFields = [
    ...urlFields(path.parts, route.parameters, keyOf),
    ...query.map((field) => queryParamField(field, route.parameters, keyOf)),
    ...cookieParameters.map((p) => fieldOf(p, keyOf(p), "cookie")),
    ...(headers.field ? [headers.field] : []),
    ...(body?.fields ?? []),
  ];
  const fields = fixed ? withFixedOptional(declaredFields, fixed) : declaredFields;
  const plan: RoutePlan = {
    method,
    path: end.parts,
    pathHasQuery: path.hasQuery,
    query,
    fields,
    url: endpointUrl(end, query, path.hasQuery, route.literalPath === true),
    diagnostics,
  };
  if (end.end) plan.pathEnd = end.end;
  if (cookies.length > 0) plan.cookies = cookies;
  const styles = headerStyles(route.parameters, model);
  if (styles) plan.headerStyles = styles;
  if (route.server) plan.server = context.serverOf(route.server);
  if (body) plan.body = body.body;
  if (body?.alternatives) plan.bodyAlternatives = body.alternatives;
  if (route.defaults?.headers) plan.headers = { ...route.defaults.headers };
  if (route.defaults?.mediaType) plan.mediaType = route.defaults.mediaType;
  if (fixed) plan.fixed = fixed;
  return plan;
}

/** The path, then the query in the order declared, and where the path ends. */
function planUrl(route: Route, keyOf: (p: Parameter) => string, model: ApiModel) {
  const path = planPath(route, route.parameters, keyOf);
  const declared = [
    ...path.query.map((field) => styled(field, route.parameters, keyOf)),
    ...queryParameters(route.parameters, path.query, keyOf),
  ];
  const query = declared.map((field) => plainWhereItCan(field, schemaOf(field, route.parameters, keyOf), model));
  const end = pathEnd(
    withPlainVariables(path.parts, route.parameters, keyOf, model),
    query.length > 0,
    route.literalPath === true,
  );
  return { path, query, end };
}

/** The warning for a parameter passed under another key than its name, at the parameter. */
function renamedWarning({ parameter, key, why }: ParameterKeys["renamed"][number]): Diagnostic {
  const message = `${parameter.in} parameter \`${parameter.name}\` is passed as \`${key}\`: ${why}`;
  return {
    code: "param-renamed",
    severity: "warning",
    message,
    file: parameter.source.file,
    pointer: parameter.source.pointer,
  };
}

/** The warning for header parameters whose names differ only by case, at the second of them. */
function mergedHeaderWarning({ name, parameters }: { name: string; parameters: Parameter[] }): Diagnostic {
  const spellings = parameters.map((p) => `\`${p.name}\``).join(", ");
  const message = `header parameters ${spellings} are one header, \`${name}\`: they are one member of \`headers\``;
  return {
    code: "header-merged",
    severity: "warning",
    message,
    file: parameters[1]!.source.file,
    pointer: parameters[1]!.source.pointer,
  };
}

/**
 * The warning for the body a GET or HEAD leaves out: at the body, or at the operation when its body is
 * shared (`$ref` to a component), so that each operation has one, naming the body.
 */
function bodyNotSent(route: Route, body: NonNullable<Route["body"]>, method: string): Diagnostic {
  const { pointer, file } = body.source;
  const own = file === route.source.file && pointer.startsWith(route.source.pointer + "/");
  const left = own ? "the request body is left out" : `its request body (${pointer}) is left out`;
  const at = own ? body.source : route.source;
  return {
    code: "body-not-sent",
    severity: "warning",
    message: `${method} requests carry no body (fetch refuses one): ${left}`,
    file: at.file,
    pointer: at.pointer,
  };
}

/** Path variables marked plain when their parameter is (one the route does not declare is a string). */
function withPlainVariables(
  parts: RoutePlan["path"],
  parameters: readonly Parameter[],
  keyOf: (p: Parameter) => string,
  model: ApiModel,
): RoutePlan["path"] {
  const byKey = urlParametersByKey(parameters, keyOf);
  const marked = (variable: PathVariable): PathVariable => {
    const parameter = byKey.get(variable.key);
    if (parameter?.json) return { ...variable, plain: true, json: true };
    return parameter === undefined || isPlain(parameter.schema, model) ? { ...variable, plain: true } : variable;
  };
  return parts.map((part) => (typeof part === "string" ? part : { ...part, variables: part.variables.map(marked) }));
}

/** The parameters a url's variables may name (path and query ones), by their params key. */
const urlParametersByKey = (parameters: readonly Parameter[], keyOf: (p: Parameter) => string) =>
  new Map(parameters.filter(inUrl).map((p) => [keyOf(p), p]));

const inUrl = (parameter: Parameter) => parameter.in === "path" || parameter.in === "query";

/** A cookie parameter: `name=value` in the cookie header, as a query parameter in style form is written. */
function cookieField(parameter: Parameter, key: string, model: ApiModel): QueryField {
  return plainWhereItCan(
    { ...queryField(parameter, key), name: parameter.name, allowReserved: false },
    parameter.schema,
    model,
  );
}

/**
 * A field marked plain when its value can only be plain (or goes as JSON text): `name=value` in every
 * style, with no list or object steps to take.
 */
const plainWhereItCan = (field: QueryField, schema: Schema, model: ApiModel): QueryField =>
  field.json || isPlain(schema, model) ? { ...field, explode: false, plain: true } : field;

/** The query parameter a field writes, if the route declares one. */
const queryParameterOf = (field: QueryField, parameters: readonly Parameter[], keyOf: (p: Parameter) => string) =>
  parameters.find((p) => p.in === "query" && keyOf(p) === field.key);

function schemaOf(field: QueryField, parameters: readonly Parameter[], keyOf: (p: Parameter) => string): Schema {
  return queryParameterOf(field, parameters, keyOf)?.schema ?? { kind: "string" };
}

/** A query variable of a catalogue's url, in its parameter's style (`deepObject`...) if it has one. */
function styled(field: QueryField, parameters: readonly Parameter[], keyOf: (p: Parameter) => string): QueryField {
  const parameter = queryParameterOf(field, parameters, keyOf);
  if (!parameter?.style || parameter.style === "form") return field;
  return { ...queryField(parameter, field.key), name: field.name };
}

/** Query parameters the url does not write itself, as fields, in the order declared. */
function queryParameters(
  parameters: readonly Parameter[],
  inUrl: readonly QueryField[],
  keyOf: (p: Parameter) => string,
): QueryField[] {
  const written = new Set(inUrl.map((f) => f.key));
  return parameters.filter((p) => p.in === "query" && !written.has(keyOf(p))).map((p) => queryField(p, keyOf(p)));
}

/** One field per variable of the path, typed by its parameter (an undeclared one is a required string). */
function urlFields(
  parts: RoutePlan["path"],
  parameters: readonly Parameter[],
  keyOf: (p: Parameter) => string,
): ParamField[] {
  const byKey = urlParametersByKey(parameters, keyOf);
  const keys = [
    ...new Set(parts.flatMap((part) => (typeof part === "string" ? [] : part.variables.map((v) => v.key)))),
  ];
  return keys.map((key) => {
    const parameter = byKey.get(key);
    return parameter
      ? { ...fieldOf(parameter, key, "url"), required: true }
      : { key, required: true, schema: { kind: "string" }, placement: "url" };
  });
}

function queryParamField(
  field: QueryField,
  parameters: readonly Parameter[],
  keyOf: (p: Parameter) => string,
): ParamField {
  const parameter = parameters.find((p) => inUrl(p) && keyOf(p) === field.key);
  return parameter
    ? fieldOf(parameter, field.key, "query")
    : { key: field.key, required: false, schema: { kind: "string" }, placement: "query" };
}

function fieldOf(parameter: Parameter, key: string, placement: ParamField["placement"]): ParamField {
  return {
    key,
    required: parameter.required,
    schema: parameter.schema,
    placement,
    ...(parameter.description ? { description: parameter.description } : {}),
    ...(parameter.deprecated ? { deprecated: true } : {}),
  };
}

/** A route whose body is passed as `data` and that has a parameter named `data`: the parameter is `data_param`. */
function dataKeyMoved(
  parameters: readonly Parameter[],
  keyOf: (p: Parameter) => string,
  warn: (code: string, message: string, pointer?: string, file?: string) => void,
) {
  const moved = parameters.find((p) => p.in !== "header" && keyOf(p) === "data")!;
  warn(
    "param-renamed",
    `${moved.in} parameter \`data\` is passed as \`data_param\`: the body is passed as \`data\``,
    moved.source.pointer,
    moved.source.file,
  );
  return (p: Parameter) => (p === moved ? "data_param" : keyOf(p));
}
