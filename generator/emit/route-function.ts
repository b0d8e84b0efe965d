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
import {
  array,
  assign,
  call,
  declare,
  id,
  literal,
  member,
  object,
  property,
  returns,
  str,
  type Expression,
  type Property,
  type Statement,
} from "./code-tree.js";
import type { Doc } from "./doc.js";
import { codeDoc } from "./printer/index.js";
import { bodyCode, cookiePairs } from "./request-code.js";
import { commentLines, literalType, propertyKey } from "./syntax.js";
import { filledFunction } from "./template-fill.js";
import { loadTemplates, type FunctionTemplate } from "./templates.js";
import type { TypeNode } from "./type-doc.js";
import { urlCode } from "./url-code.js";

/** The function of a route, as its template shapes it; `helpers` collects the runtime helpers it calls. */
export function routeFunction(
  fn: FunctionPlan,
  api: ApiPlan,
  helpers: Set<string>,
  template: FunctionTemplate = loadTemplates().routeFunction,
): Doc {
  return codeDoc(
    filledFunction(template, {
      name: fn.localName,
      exported: fn.localName === fn.exportName,
      params: paramsParameter(fn),
      returnType: returnType(fn),
      body: routeStatements(fn, api, helpers),
      docLines: functionDoc(fn),
      words: { $name: fn.localName, $Params: fn.paramsType },
    }),
  );
}

/** The statements of a route's function: its defaults and params, its url, its body, and the options it returns. */
function routeStatements(fn: FunctionPlan, api: ApiPlan, helpers: Set<string>): Statement[] {
  const { routing } = fn;
  const statements: Statement[] = [];
  const routeDefaults = routeDefaultsCode(fn);
  if (routeDefaults) {
    helpers.add("withRouteDefaults");
    statements.push(assign("defaults", call("withRouteDefaults", [id("defaults"), routeDefaults])));
  }
  helpers.add("withDefaultParams");
  statements.push(declare("const", "p", paramsCode(routing, helpers)));
  statements.push(...urlCode(routing, helpers));
  const body = bodyCode(routing, helpers);
  const args: Expression[] = [id("defaults"), id("p"), str(routing.method.toLowerCase()), id("url")];
  if (body !== undefined) {
    if (body.fields) statements.push(...body.fields);
    if (body.inline) args.push(body.value);
    else {
      statements.push(declare("const", "body", body.value));
      args.push(id("body"));
    }
    const contentType = routing.body!.contents[0]!.contentType;
    if (contentType !== undefined) args.push(str(contentType));
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
    const alternatives = fn.auth.map((names) => array(names.map((name) => member("securitySchemes", name))));
    options = call("withAuth", [options, id("defaults"), array(alternatives)]);
  }
  statements.push(returns(options));
  return statements;
}

/**
 * `params: Params = {}`: params may be left out when none is required (`params?:` where a member is
 * named like one of Object's own, `constructor` say, which `{}` would not satisfy).
 */
function paramsParameter(fn: FunctionPlan): string {
  const required = fn.routing.fields.some((f) => f.required) || fn.routing.bodyAlternatives !== undefined;
  const inherited = fn.routing.fields.some((f) => f.key in Object.prototype);
  return required
    ? `params: ${fn.paramsType}`
    : inherited
      ? `params?: ${fn.paramsType}`
      : `params: ${fn.paramsType} = {}`;
}

/** `RequestOptions<Response, Responses>`: the printer breaks its type arguments when they do not fit. */
function returnType({ responseType, responsesType }: FunctionPlan): TypeNode {
  const args = [responseType, ...(responsesType ? [responsesType] : [])];
  return { kind: "generic", name: "RequestOptions", args: args.map((text) => ({ kind: "reference", text })) };
}

/**
 * The call's params over the defaults': `withDefaultParams(params, defaults)`, and where headers are
 * typed as lists or objects, `withHeaderStyles(..., { "x-color": false })`, which writes those as text.
 */
function paramsCode({ headerStyles }: FunctionPlan["routing"], helpers: Set<string>): Expression {
  const merged = call("withDefaultParams", [id("params"), id("defaults")]);
  if (!headerStyles) return merged;
  helpers.add("withHeaderStyles");
  return call("withHeaderStyles", [
    merged,
    object(
      Object.entries(headerStyles).map(([name, explode]) => property(propertyKey(name), literal(String(explode)))),
    ),
  ]);
}

/**
 * The route's own defaults, over the caller's: a catalogue route's headers and media type, and the
 * values of the parameters that may take one (`params: { Action: "DescribeInstances" }`).
 */
function routeDefaultsCode({ routing }: FunctionPlan): Expression | undefined {
  const headers = { ...routing.fixed?.headers, ...routing.headers };
  const params = routing.fixed?.params;
  if (Object.keys(headers).length === 0 && !params && !routing.mediaType) return undefined;
  const properties: Property[] = [];
  if (Object.keys(headers).length > 0) {
    properties.push(
      property(
        "headers",
        object(Object.entries(headers).map(([name, value]) => property(propertyKey(name), str(value)))),
      ),
    );
  }
  if (params) {
    const values = Object.entries(params).map(([key, value]) =>
      property(propertyKey(key), typeof value === "string" ? str(value) : literal(literalType(value))),
    );
    properties.push(property("params", object(values)));
  }
  const { format, previews } = routing.mediaType ?? {};
  if (format !== undefined || previews) {
    const media: Property[] = [];
    if (format !== undefined) media.push(property("format", str(format)));
    if (previews) media.push(property("previews", array(previews.map(str))));
    properties.push(property("mediaType", object(media)));
  }
  return object(properties);
}

/** The JSDoc lines of the route's slots in the template: its summary, description and tags. */
function functionDoc({ route }: FunctionPlan): Record<string, string[]> {
  const summary = route.summary ? commentLines(route.summary) : [];
  const description = route.description ? commentLines(route.description) : [];
  const tags: string[] = [];
  if (route.deprecated) {
    tags.push(
      typeof route.deprecated === "string" ? `@deprecated ${commentLines(route.deprecated).join(" ")}` : "@deprecated",
    );
  }
  if (route.docsUrl) tags.push(`@see ${commentLines(route.docsUrl).join(" ")}`);
  return {
    $summary: summary.length > 0 ? summary : commentLines(`${route.method.toUpperCase()} ${route.url}`),
    // A description that repeats the summary is not written twice.
    $description: description.join("\n") !== summary.join("\n") ? description : [],
    $tags: tags,
  };
}
