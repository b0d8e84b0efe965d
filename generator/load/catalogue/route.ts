import type { Body, Route, Server } from "../../model.js";
import { paramsBody, readData } from "./body.js";
import type { Context, Path } from "./context.js";
import { splitRouteName } from "./names.js";
import { didYouMean } from "../../util/suggest.js";
import { BODY_ENCODINGS, readParams, type PlacedParams, type ParamsEncoding } from "./params.js";
import { REQUEST_DEFAULT_KEYS, readRequestDefaults } from "./request-defaults.js";
import { readResponses } from "./responses.js";
import { parseRouteString, type RouteString } from "./route-string.js";
import {
  booleanField,
  defined,
  describe,
  has,
  isMapping,
  quoteList,
  readMapping,
  reportInvalid,
  textField,
  urlField,
  type Mapping,
} from "./values.js";

export const ROUTE_KEYS = [
  "route",
  "summary",
  "description",
  "docs",
  "deprecated",
  ...REQUEST_DEFAULT_KEYS,
  "params",
  "encoding",
  "bodyRequired",
  "data",
  "response",
  "responses",
  "security",
] as const;

const ROUTE_STRING_HINT = "write the method and the url together: `route: GET /path`.";
const BODY_HINT =
  "body fields are `params` (methods other than GET and HEAD send them in the body, as JSON unless `encoding: form` or `encoding: multipart` says otherwise); a raw payload is `data`.";

/** Keys of an OpenAPI operation, with where their content goes in a catalogue. */
const ROUTE_HINTS: Readonly<Record<string, string>> = {
  method: ROUTE_STRING_HINT,
  url: ROUTE_STRING_HINT,
  path: ROUTE_STRING_HINT,
  parameters: "parameters go under `params`, keyed by their names.",
  requestBody: BODY_HINT,
  body: BODY_HINT,
  contentType:
    "a body made of params is sent as `encoding` says (`json`, `form`, `multipart`); a raw payload is `data`, with its `contentType`.",
  operationId: "the route's key is its name: `repos.get: { route: GET /repos/{owner}/{repo} }`.",
  externalDocs: "write the documentation's url as `docs: https://...`.",
};

/**
 * Reads one route: a mapping, or its route string alone (`zen: GET /zen`). Returns undefined when the
 * route string is unusable, since placing parameters needs it; every problem found is reported.
 */
export function readRoute(id: string, value: unknown, at: Path, ctx: Context): Route | undefined {
  const routeAt = typeof value === "string" ? at : [...at, "route"];
  if (typeof value !== "string" && !isMapping(value)) {
    ctx.error(
      "invalid-value",
      at,
      `A route is a mapping with at least \`route: GET /path\`, or that route string alone; found ${describe(value)}.`,
    );
    return undefined;
  }
  const mapping =
    typeof value === "string" ? { route: value } : readMapping(value, at, ctx, "a route", ROUTE_KEYS, ROUTE_HINTS);
  const parsed = mapping && readRouteString(mapping, routeAt, at, ctx);
  if (!mapping || !parsed) return undefined;
  const encoding = readEncoding(mapping, at, ctx);
  const placed = readParams(
    has(mapping, "params") ? mapping.params : undefined,
    parsed,
    { params: [...at, "params"], route: routeAt },
    ctx,
    encoding,
  );
  const { parameters } = placed;
  const { baseUrl, ...defaults } = readRequestDefaults(mapping, at, ctx);
  const { url, server } = splitServer(parsed.url, baseUrl, at, ctx);
  return {
    id,
    explicitName: splitRouteName(id),
    method: parsed.method,
    url,
    ...defined({
      server,
      defaults: Object.keys(defaults).length > 0 ? defaults : undefined,
      summary: textField(mapping, "summary", at, ctx),
      description: textField(mapping, "description", at, ctx),
      docsUrl: urlField(mapping, "docs", at, ctx),
      deprecated: readDeprecated(mapping, at, ctx),
    }),
    parameters,
    ...defined({ body: readBody(mapping, parsed, placed, encoding, at, ctx) }),
    responses: readResponses(mapping, at, ctx),
    source: ctx.source(at),
  };
}

/**
 * A route's own server: the origin of an absolute url (`https://uploads.example.test/assets` is the path
 * `/assets` on `https://uploads.example.test`), else its `baseUrl`. An origin with a variable in it stays
 * in the url, which is then used as it is.
 */
function splitServer(
  url: string,
  baseUrl: string | undefined,
  at: Path,
  ctx: Context,
): { url: string; server?: Server } {
  const origin = /^https?:\/\/[^/{}?#]+(?=\/|$)/i.exec(url)?.[0];
  if (origin !== undefined && !url.slice(origin.length).startsWith("{")) {
    return {
      url: url.slice(origin.length) || "/",
      server: { url: origin, variables: [], source: ctx.source([...at, "route"]) },
    };
  }
  if (baseUrl === undefined || /^https?:/i.test(url)) return { url };
  return { url, server: { url: baseUrl, variables: [], source: ctx.source([...at, "baseUrl"]) } };
}

function readRouteString(mapping: Mapping, routeAt: Path, at: Path, ctx: Context): RouteString | undefined {
  if (!has(mapping, "route")) {
    ctx.error(
      "missing-key",
      at,
      "The route has no `route`: add the method and url, such as `route: GET /repos/{owner}/{repo}`.",
    );
    return undefined;
  }
  const text = mapping.route;
  if (typeof text !== "string") {
    ctx.error(
      "invalid-value",
      routeAt,
      `\`route\` must be a string such as \`GET /repos/{owner}/{repo}\`, found ${describe(text)}.`,
    );
    return undefined;
  }
  const parsed = parseRouteString(text);
  if ("error" in parsed) {
    ctx.error("route-syntax", routeAt, parsed.error);
    return undefined;
  }
  return parsed;
}

/** `encoding`: how a body made of params is sent (JSON unless it says `form` or `multipart`). */
function readEncoding(mapping: Mapping, at: Path, ctx: Context): ParamsEncoding {
  if (!has(mapping, "encoding")) return "json";
  const value = mapping.encoding;
  if (typeof value === "string" && (BODY_ENCODINGS as readonly string[]).includes(value))
    return value as ParamsEncoding;
  const hint = typeof value === "string" ? didYouMean(value, BODY_ENCODINGS) : "";
  ctx.error(
    "invalid-value",
    [...at, "encoding"],
    `\`encoding\` must be one of ${quoteList(BODY_ENCODINGS)}, found ${describe(value)}.${hint}`,
  );
  return "json";
}

/** `data` makes the body; without it, the parameters placed in the body do, in the route's `encoding`. */
function readBody(
  mapping: Mapping,
  route: RouteString,
  placed: PlacedParams,
  encoding: ParamsEncoding,
  at: Path,
  ctx: Context,
): Body | undefined {
  const { bodyFields } = placed;
  if (!has(mapping, "data")) {
    const why =
      route.method === "GET" || route.method === "HEAD"
        ? `${route.method} requests have no body: remove it`
        : "remove it, or place params `in: body`";
    if (has(mapping, "encoding") && bodyFields.length === 0) {
      ctx.keyError(
        "key-conflict",
        [...at, "encoding"],
        `\`encoding\` says how a body made of params is sent, and this route sends none in its body: ${why}.`,
      );
    }
    if (has(mapping, "bodyRequired") && bodyFields.length === 0) {
      ctx.keyError(
        "key-conflict",
        [...at, "bodyRequired"],
        `\`bodyRequired\` says that a body made of params goes even when a call gives none of them, and this route sends none in its body: ${why}.`,
      );
    }
    const body = paramsBody(bodyFields, encoding, placed.bodyEncodings, [...at, "params"], ctx);
    // A server may require the body even when none of its params is required: it goes empty then.
    if (body && booleanField(mapping, "bodyRequired", at, ctx)) body.required = true;
    return body;
  }
  if (has(mapping, "bodyRequired")) {
    ctx.keyError(
      "key-conflict",
      [...at, "bodyRequired"],
      "`bodyRequired` is for a body made of params; `data` says it with its own `required` (true unless it says `required: false`): remove `bodyRequired`.",
    );
  }
  if (route.method === "GET" || route.method === "HEAD") {
    ctx.error(
      "body-not-allowed",
      [...at, "data"],
      `${route.method} requests have no body: \`data\` needs another method, such as POST or PUT.`,
    );
  }
  if (has(mapping, "encoding")) {
    ctx.keyError(
      "key-conflict",
      [...at, "encoding"],
      "`encoding` says how a body made of params is sent; `data` is sent as it is, as its `contentType` says: remove one of them.",
    );
  }
  for (const field of bodyFields) {
    ctx.error(
      "data-with-body-params",
      [...at, "params", field.name],
      `\`${field.name}\` would be a key of a body made of params, but \`data\` is this route's body, so it would be dropped: give it \`in: query\`, or put it in the url (\`{?${field.name}}\`).`,
    );
  }
  return readData(mapping.data, [...at, "data"], ctx);
}

function readDeprecated(mapping: Mapping, at: Path, ctx: Context): boolean | string | undefined {
  const value = mapping.deprecated;
  if (!has(mapping, "deprecated") || value === false) return undefined;
  if (value === true || (typeof value === "string" && value.trim() !== "")) return value;
  reportInvalid(ctx, at, "deprecated", "`true` or a message saying what to use instead", value);
  return undefined;
}
