// The statements of a generated route function; its JSDoc and signature are templates/route-function.ts's:
//
//   export function create(params: CreateParams, defaults: Defaults = api): RequestOptions<CreateResponse> {
//     const p = withDefaultParams(params, defaults);
//     let url = baseUrl(p, defaults) + `/repos/${segment(p.owner)}/${segment(p.repo)}/issues`;
//     if (p.draft != null) url = url + "?draft=" + encodeUnreserved(p.draft);
//     const fields: Record<string, unknown> = {};
//     if (p.title !== undefined) fields["title"] = p.title;
//     return requestOptions(defaults, p, "post", url, json(fields));
//   }
//
// A route with cookie parameters returns `withCookies(requestOptions(...), pair("session", p.session))`;
// one with headers typed as lists or objects has `const p = withHeaderStyles(withDefaultParams(...), {...})`.
// A route that takes credentials returns `withAuth(requestOptions(...), defaults, [[securitySchemes.token]])`,
// the alternatives its description gives; its return type carries its responses by status beside its
// success type: `RequestOptions<CreateResponse, CreateResponses>`.
//
// Where each parameter goes was decided when the route was planned: the function writes it there.
import type { ApiPlan, FunctionPlan } from "../plan/plan.js";
import { assignment } from "./declarations.js";
import { group, hardline, indent, join, line, print, PRINT_WIDTH, softline, textWidth, type Doc } from "./doc.js";
import { arrayLiteral, objectLiteral, stringProperty } from "./literals.js";
import { bodyCode, call, cookiePairs } from "./request-code.js";
import { commentLines, literalType, member, propertyKey, stringLiteral } from "./syntax.js";
import { filledFunction } from "./template-fill.js";
import { loadTemplates, type FunctionTemplate } from "./templates.js";
import { urlCode } from "./url-code.js";

/** The function of a route, as its template shapes it; `helpers` collects the runtime helpers it calls. */
export function routeFunction(fn: FunctionPlan, api: ApiPlan, helpers: Set<string>, template: FunctionTemplate = loadTemplates().routeFunction): Doc {
  const { routing } = fn;
  const statements: Doc[] = [];
  const routeDefaults = routeDefaultsCode(fn);
  if (routeDefaults) {
    helpers.add("withRouteDefaults");
    statements.push(["defaults = ", call("withRouteDefaults", ["defaults", routeDefaults], true), ";"]);
  }
  helpers.add("withDefaultParams");
  statements.push(assignment("const p", paramsCode(routing, helpers)));
  statements.push(...urlCode(routing, helpers));
  const body = bodyCode(routing, helpers);
  const args: Doc[] = ["defaults", "p", stringLiteral(routing.method.toLowerCase()), "url"];
  if (body !== undefined) {
    if (body.fields) statements.push(...body.fields);
    if (body.inline) args.push(body.doc);
    else {
      statements.push(body.operator ? breakAfterOperator("const body", body.doc) : assignment("const body", body.doc));
      args.push("body");
    }
    const contentType = routing.body!.contents[0]!.contentType;
    if (contentType !== undefined) args.push(stringLiteral(contentType));
  }
  const core = api.vendor ? "vendorRequestOptions" : "requestOptions";
  helpers.add(core);
  let options = call(core, args);
  // Cookie parameters go in the cookie header, after those the call and the defaults give.
  const cookies = cookiePairs(routing, helpers);
  if (cookies.length > 0) {
    helpers.add("withCookies");
    options = call("withCookies", [options, ...cookies]);
  }
  // Credentials of the first alternative whose schemes the defaults hold one for, where each scheme says.
  if (fn.auth) {
    helpers.add("withAuth");
    options = authCall(options, fn.auth);
  }
  statements.push(["return ", options, ";"]);
  return filledFunction(template, {
    name: fn.localName,
    exported: fn.localName === fn.exportName,
    params: paramsParameter(fn),
    returnType: returnType(fn),
    body: statements,
    docLines: functionDoc(fn),
    words: { $name: fn.localName, $Params: fn.paramsType },
  });
}

/**
 * `params: Params = {}`: params may be left out when none is required (`params?:` where a member is
 * named like one of Object's own, `constructor` say, which `{}` would not satisfy).
 */
function paramsParameter(fn: FunctionPlan): string {
  const required = fn.routing.fields.some((f) => f.required) || fn.routing.bodyAlternatives !== undefined;
  const inherited = fn.routing.fields.some((f) => f.key in Object.prototype);
  return required ? `params: ${fn.paramsType}` : inherited ? `params?: ${fn.paramsType}` : `params: ${fn.paramsType} = {}`;
}

/**
 * `withAuth(options, defaults, [[securitySchemes.a], [securitySchemes.b, securitySchemes.c]])`, as
 * prettier prints a call whose last argument is an array: on one line when it fits, else the array
 * hugged (`withAuth(options, defaults, [` and one alternative a line) when its head fits, else one
 * argument a line.
 */
function authCall(options: Doc, auth: string[][]): Doc {
  const alternatives = auth.map((names) => arrayLiteral(names.map((name) => member("securitySchemes", name))));
  const head = `withAuth(${print(options, Infinity)}, defaults, `;
  const fits = (text: string) => !text.includes("\n") && textWidth(`  return ${text}`) <= PRINT_WIDTH;
  if (fits(`${head}${print(arrayLiteral(alternatives), Infinity)});`)) return [head, arrayLiteral(alternatives), ")"];
  if (fits(`${head}[`)) return [head, "[", indent([hardline, join([",", hardline], alternatives), ","]), hardline, "])"];
  return call("withAuth", [options, "defaults", arrayLiteral(alternatives)]);
}

/** `RequestOptions<Response, Responses>`, its type arguments one a line when they do not fit (as prettier breaks them). */
function returnType({ responseType, responsesType }: FunctionPlan): Doc {
  if (!responsesType) return `RequestOptions<${responseType}>`;
  return group(["RequestOptions<", indent([softline, responseType, ",", line, responsesType]), softline, ">"]);
}

/** `left = right;` with `right` on the next line when it does not fit (a binary or conditional value). */
function breakAfterOperator(left: string, right: Doc): Doc {
  return group([left, " =", group(indent([line, right])), ";"]);
}

/**
 * The call's params over the defaults': `withDefaultParams(params, defaults)`, and where headers are
 * typed as lists or objects, `withHeaderStyles(..., { "x-color": false })`, which writes those as text.
 */
function paramsCode({ headerStyles }: FunctionPlan["routing"], helpers: Set<string>): Doc {
  const merged = "withDefaultParams(params, defaults)";
  if (!headerStyles) return merged;
  helpers.add("withHeaderStyles");
  return call("withHeaderStyles", [merged, objectLiteral(Object.entries(headerStyles).map(([name, explode]) => `${propertyKey(name)}: ${explode}`))], true);
}

/**
 * The route's own defaults, over the caller's: a catalogue route's headers and media type, and the
 * values of the parameters that may take one (`params: { Action: "DescribeInstances" }`).
 */
function routeDefaultsCode({ routing }: FunctionPlan): Doc | undefined {
  const headers = { ...routing.fixed?.headers, ...routing.headers };
  const params = routing.fixed?.params;
  if (Object.keys(headers).length === 0 && !params && !routing.mediaType) return undefined;
  const properties: Doc[] = [];
  if (Object.keys(headers).length > 0) {
    properties.push(["headers: ", objectLiteral(Object.entries(headers).map(([name, value]) => stringProperty(name, value)))]);
  }
  if (params) {
    properties.push(["params: ", objectLiteral(Object.entries(params).map(([key, value]) => `${propertyKey(key)}: ${literalType(value)}`))]);
  }
  const { format, previews } = routing.mediaType ?? {};
  if (format !== undefined || previews) {
    const media: Doc[] = [];
    if (format !== undefined) media.push(stringProperty("format", format));
    if (previews) media.push(`previews: [${previews.map(stringLiteral).join(", ")}]`);
    properties.push(["mediaType: ", objectLiteral(media)]);
  }
  return objectLiteral(properties);
}

/** The JSDoc lines of the route's slots in the template: its summary, description and tags. */
function functionDoc({ route }: FunctionPlan): Record<string, string[]> {
  const summary = route.summary ? commentLines(route.summary) : [];
  const description = route.description ? commentLines(route.description) : [];
  const tags: string[] = [];
  if (route.deprecated) {
    tags.push(typeof route.deprecated === "string" ? `@deprecated ${commentLines(route.deprecated).join(" ")}` : "@deprecated");
  }
  if (route.docsUrl) tags.push(`@see ${commentLines(route.docsUrl).join(" ")}`);
  return {
    $summary: summary.length > 0 ? summary : commentLines(`${route.method.toUpperCase()} ${route.url}`),
    // A description that repeats the summary is not written twice.
    $description: description.join("\n") !== summary.join("\n") ? description : [],
    $tags: tags,
  };
}
