// Compiled routes: the fast path generated functions take. A generated function writes its url itself
// (a template literal: see ./expressions.ts) and hands it here with its parameters; what depends only
// on the route and the defaults (verb, the url's variables, headers, accept, where the url starts and
// ends) is worked out once per route and builder. None of the generic steps (merge, parse, template
// validation) is used, so a bundle of generated functions carries none of them.
import { applyAccept, mergeMediaType, vendorOf } from "./accept.js";
import { githubApi, userAgent } from "./defaults.js";
import { expand, segment } from "./expressions.js";
import { mergeHeaders } from "./headers.js";
import { fail, mergeValue, plainObject } from "./object.js";
import { JSON_TYPE, methodOf, requestFor, sortParams } from "./request.js";
import type { ApiDefaults, Endpoint, Expression, Headers, MediaType, Options, RequestOptions, Route } from "./types.js";
import { expandTemplate, parseExpression } from "./uri-template.js";
import { compileParts, finishUrl, OPTION_KEYS, type CompiledUrl, type UrlFacts } from "./url.js";

/** A route on one builder (or API defaults): what `builder.defaults(routeOptions)` would hold, and what follows from it. */
type Prepared = Fast | { generic: Endpoint };

interface Fast extends UrlFacts {
  method: string;
  /** GET or HEAD: parameters go to the query. */
  get: boolean;
  /** The url's variables (options aside): parameters that go to neither query nor body. */
  names: string[];
  baseUrl: unknown;
  headers: Headers;
  mediaType: MediaType;
  vendor: string | undefined;
  /** The mediaType asks for no format and no previews: the accept header stays as it is. */
  plain: boolean;
  /** The headers of calls that pass neither headers nor mediaType: without body, with a body. */
  accepted?: readonly [Headers, Headers];
  /** Whether the url ends with `/`: see trailingSlash(). */
  trailing: boolean | string | Expression | undefined;
}

/** Per builder (or API defaults), per route. Weak, so all can go. */
const cache = /* @__PURE__ */ new WeakMap<object, WeakMap<Route, Prepared>>();
/** The builder of the last call and its routes (held until a call with another): calls in a row mostly share one. */
let lastKey: object | undefined;
let lastRoutes: WeakMap<Route, Prepared> | undefined;

/** The only keys defaults may have for calls to go the fast way. */
const FAST_DEFAULTS = ["method", "url", "baseUrl", "headers", "mediaType"];

/**
 * The request options of one call of a compiled route: exactly what
 * `builder.defaults({ method, url: url.join(""), baseUrl, headers, mediaType })(params)` returns
 * (with those of the route's keys that are present). `path` is the route's url expanded with the
 * values `params` has for its variables (segment(), expand()). Instead of a builder, an API's
 * defaults: those of the root builder `createEndpoint(api)` (GitHub's by default). A route's method
 * and url are its own: params that set `method` or `url` throw a TypeError.
 */
export function routeRequest<Response = unknown>(route: Route, path: string, params: object, builder: Endpoint | ApiDefaults = githubApi): RequestOptions<Response> {
  let routes = builder == lastKey ? lastRoutes! : cache.get(builder);
  if (!routes) cache.set(builder, (routes = new WeakMap()));
  lastKey = builder;
  lastRoutes = routes;
  let prepared = routes.get(route);
  if (!prepared) routes.set(route, (prepared = prepare(route, builder)));
  const values = plainObject(params, "params");
  if (!("generic" in prepared)) return call(prepared, path, values) as RequestOptions<Response>;
  if (retargets(values, "method") || retargets(values, "url")) retargeted();
  return prepared.generic(values) as RequestOptions<Response>;
}

/**
 * The same with the url expanded here, for routes written by hand (routes given to it must be
 * valid, as generated ones are: their expressions are not checked).
 */
export function requestOptions<Response = unknown>(route: Route, params?: object, builder?: Endpoint | ApiDefaults): RequestOptions<Response> {
  const values = plainObject(params, "params");
  let url = urls.get(route);
  if (!url) urls.set(route, (url = compileRoute(route)));
  return routeRequest(route, expandTemplate(url, values), values, builder);
}

const urls = /* @__PURE__ */ new WeakMap<Route, CompiledUrl>();

/** A route's url parts ready to expand; an empty url is `/`, as endpoint() reads it. */
const compileRoute = ({ url }: Route): CompiledUrl => compileParts(url.join("") ? url.map((part) => (part[0] == "{" ? parseExpression(part) : part)) : ["/"]);

function prepare(route: Route, builder: Endpoint | ApiDefaults): Prepared {
  const { method, url, baseUrl, headers, mediaType } = route;
  let below: Options;
  if (typeof builder == "function") {
    below = builder.DEFAULTS;
    // merge() leaves the route's undefined keys out.
    if (Object.keys(below).some((key) => !FAST_DEFAULTS.includes(key))) return { generic: builder.defaults({ ...route, url: url.join("") } as Options) };
  } else {
    // What createEndpoint(builder) would hold as DEFAULTS.
    below = { baseUrl: builder.baseUrl, headers: mergeHeaders({ "user-agent": userAgent }, builder.headers), mediaType: mergeMediaType({ format: "" }, builder.mediaType) };
  }
  const merged = mergeHeaders(below.headers!, headers);
  const routeMediaType = mergeMediaType(below.mediaType!, mediaType);
  const base = baseUrl === undefined ? below.baseUrl : baseUrl;
  const verb = methodOf(method);
  // Literal parts are sent as they are; what an expression adds depends on its values.
  const first = url[0] ?? "/";
  const literalFirst = first[0] != "{" && (first.length > 3 || !"http".startsWith(first));
  return {
    method: verb,
    get: verb == "get" || verb == "head",
    names: compileRoute(route).names,
    baseUrl: base,
    headers: merged,
    mediaType: routeMediaType,
    vendor: vendorOf(merged.accept),
    plain: !routeMediaType.format && !routeMediaType.previews?.length,
    absolute: literalFirst ? first.startsWith("http") : undefined,
    questioned: url.some((part) => part[0] != "{" && part.includes("?")) || (url.some((part) => /^\{[?+#]/.test(part)) ? undefined : false),
    trailing: trailingSlash(url),
  };
}

/**
 * Whether the expanded url ends with `/` (one of which goes, unless the url is just `/`): always
 * (true: a literal last part that does), never (false), when the last expression, which follows a
 * literal `/` and adds no `/` of its own, adds nothing (that expression; for a `{name}`, its name),
 * or it depends on more (undefined: ask the url).
 */
function trailingSlash(url: readonly string[]): boolean | string | Expression | undefined {
  const last = url[url.length - 1];
  const before = url[url.length - 2];
  if (last === undefined) return false;
  if (last[0] != "{") return last.endsWith("/");
  const expression = parseExpression(last);
  const { operator, variables } = expression;
  // Options are never expanded: an expression naming one is left to the url.
  if ("+#/".includes(operator || "-") || before?.[0] == "{" || variables.some(({ name }) => OPTION_KEYS.includes(name))) return undefined;
  if (!before?.endsWith("/")) return false;
  return operator || variables.length > 1 || variables[0]!.explode || variables[0]!.prefix ? expression : variables[0]!.name;
}

/** What `{name}` makes of a value is nothing: undefined, null, "", or a list or object without members. */
const expandsToNothing = (value: unknown) => value == null || value === "" || (typeof value == "object" && !segment(value));

/** merge() then parse(), as `builder.defaults(routeOptions)(params)` runs them, without the generic steps. */
function call(prepared: Fast, expanded: string, params: Record<string, unknown>): RequestOptions {
  const { method, get, names, vendor, trailing } = prepared;
  const { query, body, failure, headers, baseUrl, mediaType, request, retargeted: setsRoute } = sortParams(params, names, get, true);
  if (setsRoute) retargeted();
  // merge() comes first: the call's headers, mediaType and baseUrl are merged (and can fail) whether or not they are needed.
  const merged = headers === undefined ? undefined : mergeHeaders(prepared.headers, headers);
  const media = mediaType === undefined ? undefined : mergeMediaType(prepared.mediaType, mediaType);
  const base = baseUrl === undefined ? prepared.baseUrl : prepared.baseUrl === undefined ? baseUrl : mergeValue(prepared, "baseUrl", baseUrl);
  const slashed =
    typeof trailing == "string"
      ? expandsToNothing(Object.hasOwn(params, trailing) ? params[trailing] : undefined)
      : typeof trailing == "object"
        ? !expand(trailing.source, params)
        : (trailing ?? expanded.endsWith("/"));
  const url = finishUrl(expanded, slashed, base, query, prepared);
  // A call without mediaType still merges the defaults' (which tidies their previews); when that asks
  // for no format or previews, the accept header stays as it is.
  const accepted =
    media || (merged && !prepared.plain)
      ? applyAccept(merged ?? { ...prepared.headers }, media ?? mergeMediaType(prepared.mediaType), vendor)
      : merged || (prepared.accepted ??= acceptedHeaders(prepared.headers, mergeMediaType(prepared.mediaType), vendor));
  return requestFor(method, url, accepted, body, failure, request);
}

function acceptedHeaders(defaults: Headers, mediaType: MediaType, vendor: string | undefined): readonly [Headers, Headers] {
  const headers = applyAccept({ ...defaults }, mediaType, vendor);
  return [headers, { ...headers, "content-type": headers["content-type"] || JSON_TYPE }];
}

const retargets = (values: Record<string, unknown>, key: string) => Object.hasOwn(values, key) && values[key] !== undefined;
const retargeted = () => fail("params cannot set a compiled route's method or url");
