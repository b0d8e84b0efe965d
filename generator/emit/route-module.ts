import type { Schema } from "../model.js";
import type { FunctionPlan, ScopePlan } from "../plan/plan.js";
import type { ParamField } from "../plan/routing.js";
import { assignment, interfaceDeclaration, typeAliasDeclaration, withDoc } from "./declarations.js";
import { group, hardline, ifBreak, indent, join, line, print, softline, type Doc } from "./doc.js";
import { commentLines, propertyKey, stringLiteral } from "./syntax.js";
import { arrayLiteral, objectLiteral, stringProperty } from "./literals.js";
import { fill, loadTemplates } from "./templates.js";
import { isSimple } from "../../runtime/expand.js";
import { parseExpression } from "../../runtime/uri-template.js";
import type { Variable } from "../../runtime/types.js";
import { OPTION_KEYS } from "../../runtime/url.js";
import { isIdentifierName } from "../plan/names.js";
import {
  intersectionOf,
  toTypeNode,
  unionOf,
  type ObjectMember,
  type TypeNames,
  type TypeNode,
} from "./type-doc.js";

/** Named types are imported as a namespace (`types.Issue`), so no route name can collide with one. */
const typesNamespace = (identifiers: ReadonlyMap<string, string>): TypeNames => ({
  refName: (name) => `types.${identifiers.get(name) ?? "unknown"}`,
});

/** One scope module: per route, its params type, response type, route object and function. */
export function routeModule(scope: ScopePlan, typeIdentifiers: ReadonlyMap<string, string>, runtimeImport: string): string {
  const names = typesNamespace(typeIdentifiers);
  const urls = scope.functions.map((fn) => urlCode(fn, paramsSource(fn)));
  const declarations = scope.functions.flatMap((fn, i) => routeDeclarations(fn, names, urls[i]!));
  const body = print(join([hardline, hardline], declarations));
  const usesTypes = body.includes("types.");
  const helpers = new Set<string>();
  for (const fn of scope.functions) if (fn.routing.serialisations.some((s) => s.kind === "deepObject")) helpers.add("deepObject");
  for (const url of urls) for (const helper of url.helpers) helpers.add(helper);
  return [importsDoc(runtimeImport, usesTypes, [...helpers].sort()), body].join("\n\n") + "\n";
}

/**
 * The imports of the template, with the runtime's value imports those the module's functions use
 * (`segment`, `expand`, `deepObject`), before its types.
 */
function importsDoc(runtimeImport: string, usesTypes: boolean, helpers: string[]): string {
  const { imports } = loadTemplates().route;
  const docs: Doc[] = imports.map(({ from, names: templateNames, typeOnly }) => {
    const runtime = from === "@routegen/runtime";
    let names = templateNames;
    let keyword = typeOnly ? "import type {" : "import {";
    if (runtime) {
      const types = names.filter((n) => typeOnly || n.startsWith("type ")).map((n) => (n.startsWith("type ") ? n : `type ${n}`));
      names = helpers.length > 0 ? [...helpers, ...types] : types.map((n) => n.slice("type ".length));
      keyword = helpers.length > 0 ? "import {" : "import type {";
    }
    return group([
      keyword,
      indent([line, join([",", line], names)]),
      ifBreak(","),
      line,
      "} from ",
      stringLiteral(runtime ? runtimeImport : from),
      ";",
    ]);
  });
  if (usesTypes) docs.push('import type * as types from "./types.js";');
  return print(join(hardline, docs));
}

function routeDeclarations(fn: FunctionPlan, names: TypeNames, url: UrlCode): Doc[] {
  const template = loadTemplates().route;
  const placeholders = {
    name: fn.localName,
    Params: fn.paramsType,
    Response: fn.responseType,
    route: fn.routeConst,
  };
  const out: Doc[] = [paramsDeclaration(fn, names, template.paramsExtends), responseDeclaration(fn, names)];
  out.push(routeObject(fn));
  out.push(functionDeclaration(fn, placeholders, url));
  if (fn.localName !== fn.exportName) out.push(`export { ${fn.localName} as ${fn.exportName} };`);
  return out;
}

function paramsDeclaration(fn: FunctionPlan, names: TypeNames, extendsList: string[]): Doc {
  const doc = [`Parameters of {@link ${fn.localName}}.`];
  const members = fn.routing.fields.map((f) => fieldMember(f, names));
  const alternatives = fn.routing.bodyAlternatives;
  if (!alternatives) {
    return interfaceDeclaration(fn.paramsType, members, doc, extendsList);
  }
  // A body that is one of several objects: the params are the common part and one of the alternatives.
  const common: TypeNode = { kind: "object", members };
  const options = alternatives.map((fields): TypeNode => ({ kind: "object", members: fields.map((f) => fieldMember(f, names)) }));
  const type = intersectionOf([
    ...extendsList.map((text): TypeNode => ({ kind: "reference", text })),
    common,
    unionOf(options),
  ]);
  return typeAliasDeclaration(fn.paramsType, type, doc);
}

function fieldMember(field: ParamField, names: TypeNames): ObjectMember {
  const lines = field.description ? commentLines(field.description) : [];
  if (field.deprecated) lines.push("@deprecated");
  let type = toTypeNode(field.schema, names);
  if (field.placement === "headers") {
    // Typed header parameters, and any other header the caller adds.
    type = intersectionOf([{ kind: "reference", text: 'CallOptions["headers"]' }, type]);
  } else if (!field.required && type.kind !== "object") {
    // Optional parameters also accept `undefined` (callers under exactOptionalPropertyTypes pass it).
    type = unionOf([type, { kind: "keyword", text: "undefined" }]);
  }
  return { key: propertyKey(field.key), optional: !field.required, type, ...(lines.length > 0 ? { doc: lines } : {}) };
}

function responseDeclaration(fn: FunctionPlan, names: TypeNames): Doc {
  const toNode = (body: Schema | "no-content" | "unknown"): TypeNode =>
    body === "no-content"
      ? { kind: "keyword", text: "undefined" }
      : body === "unknown"
        ? { kind: "keyword", text: "unknown" }
        : toTypeNode(body, names);
  const type = Array.isArray(fn.response) ? unionOf(fn.response.map(toNode)) : toNode(fn.response);
  return typeAliasDeclaration(fn.responseType, type, [`What a successful {@link ${fn.localName}} returns.`]);
}

function routeObject(fn: FunctionPlan): Doc {
  const { routing } = fn;
  const properties: Doc[] = [
    ["method: ", stringLiteral(routing.method)],
    ["url: ", arrayLiteral(routing.url.map(stringLiteral))],
  ];
  if (routing.baseUrl !== undefined) properties.push(stringProperty("baseUrl", routing.baseUrl));
  if (routing.headers) properties.push(["headers: ", objectLiteral(Object.entries(routing.headers).map(([k, v]) => stringProperty(k, v)))]);
  if (routing.mediaType) {
    const media: Doc[] = [];
    if (routing.mediaType.format !== undefined) media.push(stringProperty("format", routing.mediaType.format));
    if (routing.mediaType.previews) media.push(["previews: ", arrayLiteral(routing.mediaType.previews.map(stringLiteral))]);
    properties.push(["mediaType: ", objectLiteral(media)]);
  }
  const object = group(["{", indent([hardline, join([",", hardline], properties), ","]), hardline, "}"]);
  return assignment(`const ${fn.routeConst}: Route`, object);
}

function functionDeclaration(fn: FunctionPlan, placeholders: Record<string, string>, url: UrlCode): Doc {
  const template = loadTemplates().route;
  const requiredParams = fn.routing.fields.some((f) => f.required) || fn.routing.bodyAlternatives !== undefined;
  const parameters = template.parameters.map((p, i) => {
    const filled = fill(p, placeholders);
    // No required parameter: the params object itself may be left out.
    return i === 0 && !requiredParams ? `${filled} = {}` : filled;
  });
  const exported = fn.localName === fn.exportName ? "export " : "";
  const signature = group([
    `${exported}function ${fn.localName}(`,
    indent([softline, join([",", line], parameters)]),
    ifBreak(","),
    softline,
    `): ${fill(template.returnType, placeholders)} {`,
  ]);
  const statements: Doc[] = [];
  const source = paramsSource(fn);
  if (source === "serialised") statements.push(serialisedParams(fn));
  const roles: Record<string, string> = { params: source, builder: "builder" };
  const args = template.call.args.map((a) => (a.startsWith("`") ? url.text : (roles[a] ?? fill(a, placeholders))));
  statements.push([
    "return ",
    template.call.callee,
    group(["(", indent([softline, join([",", line], args)]), ifBreak(","), softline, ")"]),
    ";",
  ]);
  return withDoc(functionDoc(fn), [signature, indent([hardline, join(hardline, statements)]), hardline, "}"]);
}

/** What the function hands the runtime as params: they themselves, or a copy with OpenAPI styles serialised. */
const paramsSource = (fn: FunctionPlan) => (fn.routing.serialisations.length > 0 ? "serialised" : "params");

/** A function's url as code, and the runtime's helpers it calls. */
interface UrlCode {
  text: string;
  helpers: Set<string>;
}

/**
 * The function's url: a template literal of the route's literal parts, `${segment(params.x)}` for
 * `{x}` and `${expand("{...}", params)}` for other expressions (and for a `{name}` that is no
 * identifier or that Object.prototype has: expand() reads own keys only, as the builder does).
 */
function urlCode(fn: FunctionPlan, params: string): UrlCode {
  const helpers = new Set<string>();
  let text = "";
  let literals = "";
  for (const part of fn.routing.url) {
    if (!part.startsWith("{")) {
      literals += part;
      text += part.replace(/[`\\]|\$(?=\{)/g, (c) => `\\${c}`);
      continue;
    }
    const { operator, variables: all } = parseExpression(part);
    // Variables named like options are never expanded (the runtime reads those keys as options).
    const variables = all.filter(({ name }) => !OPTION_KEYS.includes(name));
    if (variables.length === 0) continue;
    const expression = variables.length === all.length ? part : `{${operator}${variables.map(varspec).join(",")}}`;
    const { name } = variables[0]!;
    if (isSimple({ operator, variables, source: expression }) && isIdentifierName(name) && !(name in Object.prototype)) {
      text += `\${segment(${params}.${name})}`;
      helpers.add("segment");
    } else {
      text += `\${expand(${stringLiteral(expression)}, ${params})}`;
      helpers.add("expand");
    }
  }
  return { text: helpers.size > 0 ? `\`${text}\`` : stringLiteral(literals), helpers };
}

/** A variable as an expression writes it: `name`, `name*`, `name:3`. */
const varspec = ({ name, explode, prefix }: Variable) => name + (explode ? "*" : "") + (prefix ? `:${prefix}` : "");

/** OpenAPI styles RFC 6570 cannot write (space/pipe-delimited arrays, deepObject) are serialised first. */
function serialisedParams(fn: FunctionPlan): Doc {
  const properties: Doc[] = ["...params"];
  for (const s of fn.routing.serialisations) {
    const access = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s.key) ? `params.${s.key}` : `params[${stringLiteral(s.key)}]`;
    const value =
      s.kind === "join" ? `${access}?.join(${stringLiteral(s.separator)})` : `deepObject(${stringLiteral(s.key)}, ${access})`;
    properties.push(`${propertyKey(s.key)}: ${value}`);
  }
  return ["const serialised = {", indent([hardline, join([",", hardline], properties), ","]), hardline, "};"];
}

function functionDoc(fn: FunctionPlan): string[] {
  const { route } = fn;
  const lines: string[] = [];
  const summary = route.summary ? commentLines(route.summary) : [];
  lines.push(...(summary.length > 0 ? summary : [`${route.method.toUpperCase()} ${route.url}`].flatMap(commentLines)));
  if (route.description) {
    const description = commentLines(route.description);
    if (description.join("\n") !== summary.join("\n") && description.length > 0) lines.push("", ...description);
  }
  lines.push("");
  lines.push(`@param params - The request's parameters: see {@link ${fn.paramsType}}.`);
  lines.push("@param builder - A builder carrying your defaults (made with `endpoint.defaults()`).");
  if (route.deprecated) {
    lines.push(typeof route.deprecated === "string" ? `@deprecated ${commentLines(route.deprecated).join(" ")}` : "@deprecated");
  }
  if (route.docsUrl) lines.push(`@see ${commentLines(route.docsUrl).join(" ")}`);
  return lines;
}
