// Compiled routes: the fast path generated functions take. A generated function writes its url itself
// (a template literal: see ./expressions.ts) and hands it here with its parameters; what depends only
// on the route and the defaults (verb, the url's variables, headers, accept, where the url starts and
// ends) is worked out once per route and builder. None of the generic steps (merge, parse, template
// validation) is used, so a bundle of generated functions carries none of them.
import { applyAccept, mergeMediaType, vendorOf } from "./accept.js";
import { githubApi, userAgent } from "./defaults.js";
import { valueOf } from "./expand.js";
import { mergeHeaders } from "./headers.js";
import { asString, fail, plainObject } from "./object.js";
import { JSON_TYPE, methodOf, requestFor, sortParams } from "./request.js";
import type { ApiDefaults, Endpoint, Headers, MediaType, Options, RequestOptions, Route } from "./types.js";
import { escapeColonNames, expandTemplate, parseTemplate } from "./uri-template.js";
import { compileParts, finishUrl, slashed, urlFacts, variableNames, type CompiledUrl, type UrlFacts } from "./url.js";

/** A route on one builder (or API defaults): what `builder.defaults(routeOptions)` would hold, and what follows from it. */
type Prepared = Fast | { generic: Endpoint };

interface Fast extends UrlFacts {
  method: string;
  /** GET or HEAD: parameters go to the query. */
  get: boolean;
  /** The url's variables: parameters that go to neither query nor body. */
  names: string[];
  baseUrl: unknown;
  headers: Headers;
  mediaType: MediaType;
  vendor: string | undefined;
  /** The mediaType asks for no format and no previews: the accept header stays as it is. */
  plain: boolean;
  /** The headers of calls that pass neither headers nor mediaType: without body, with a body. */
  accepted?: readonly [Headers, Headers];
}

/** Per builder (or API defaults), per route. Weak, so all can go. */
const cache = /* @__PURE__ */ new WeakMap<object, WeakMap<Route, Prepared>>();
/**
 * The last call's builder, its routes, route and preparation (held until a call with others): calls
 * in a row mostly share a builder, and often a route (pages, batches), and these comparisons cost a
 * fraction of a WeakMap lookup.
 */
let lastKey: object | undefined;
let lastRoutes: WeakMap<Route, Prepared> | undefined;
let lastRoute: Route | undefined;
let lastPrepared: Prepared | undefined;

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
  const prepared = route == lastRoute && builder == lastKey ? lastPrepared! : preparedFor(route, builder);
  const values = plainObject(params, "params");
  if (!("generic" in prepared)) return call(prepared, path, values) as RequestOptions<Response>;
  if (retargets(values, "method") || retargets(values, "url")) retargeted();
  return prepared.generic(values) as RequestOptions<Response>;
}

function preparedFor(route: Route, builder: Endpoint | ApiDefaults): Prepared {
  let routes = builder == lastKey ? lastRoutes! : cache.get(builder);
  if (!routes) cache.set(builder, (routes = new WeakMap()));
  let prepared = routes.get(route);
  if (!prepared) routes.set(route, (prepared = prepare(route, builder)));
  lastKey = builder;
  lastRoutes = routes;
  lastRoute = route;
  return (lastPrepared = prepared);
}

/** The same with the url expanded here, for routes written by hand: their url is checked and parsed once. */
export function requestOptions<Response = unknown>(route: Route, params?: object, builder?: Endpoint | ApiDefaults): RequestOptions<Response> {
  const values = plainObject(params, "params");
  return routeRequest(route, expandTemplate(compiledRoute(route), values), values, builder);
}

const compiledRoutes = /* @__PURE__ */ new WeakMap<Route, CompiledUrl>();

/** A route's url checked and parsed once (an empty url is `/`); its literal text is literal, `:name` included. */
function compiledRoute(route: Route): CompiledUrl {
  let compiled = compiledRoutes.get(route);
  if (!compiled) {
    compiled = compileParts(parseTemplate(route.url.join("") || "/").parts);
    compiledRoutes.set(route, compiled);
  }
  return compiled;
}

function prepare(route: Route, builder: Endpoint | ApiDefaults): Prepared {
  const { method, url, baseUrl, headers, mediaType } = route;
  let below: Options;
  if (typeof builder == "function") {
    below = builder.DEFAULTS;
    // merge() leaves the route's undefined keys out. endpoint() reads `:name` as a placeholder, which in a
    // route is literal text (an OpenAPI path's `/v1/{name}:cancel`): such a colon goes as `%3A` that way.
    if (Object.keys(below).some((key) => !FAST_DEFAULTS.includes(key))) return { generic: builder.defaults({ ...route, url: escapeColonNames(url.join("")) } as Options) };
  } else {
    // What createEndpoint(builder) would hold as DEFAULTS.
    below = { baseUrl: builder.baseUrl, headers: mergeHeaders({ "user-agent": userAgent }, builder.headers), mediaType: mergeMediaType({ format: "" }, builder.mediaType) };
  }
  const merged = mergeHeaders(below.headers!, headers);
  const routeMediaType = mergeMediaType(below.mediaType!, mediaType);
  const verb = methodOf(method);
  return {
    method: verb,
    get: verb == "get" || verb == "head",
    names: variableNames(url),
    ...urlFacts(url.join("") || "/"),
    baseUrl: baseUrl === undefined ? below.baseUrl : baseUrl,
    headers: merged,
    mediaType: routeMediaType,
    vendor: vendorOf(merged.accept),
    plain: !routeMediaType.format && !routeMediaType.previews?.length,
  };
}

/** merge() then parse(), as `builder.defaults(routeOptions)(params)` runs them, without the generic steps. */
function call(prepared: Fast, path: string, params: Record<string, unknown>): RequestOptions {
  const { method, get, names, vendor } = prepared;
  const { query, body, failure, headers, baseUrl, mediaType, request, retargeted: setsRoute } = sortParams(params, names, get, true);
  if (setsRoute) retargeted();
  // merge() comes first: the call's headers, mediaType and baseUrl are merged (and can fail) whether or not they are needed.
  const merged = headers === undefined ? undefined : mergeHeaders(prepared.headers, headers);
  const media = mediaType === undefined ? undefined : mergeMediaType(prepared.mediaType, mediaType);
  const url = finishUrl(path, slashed(prepared, path, params), baseUrl === undefined ? prepared.baseUrl : asString(baseUrl, "baseUrl"), query, prepared);
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

const retargets = (values: object, key: string) => valueOf(values, key) !== undefined;
const retargeted = () => fail("params cannot set a compiled route's method or url");
