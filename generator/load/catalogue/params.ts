import type { Parameter, ParameterStyle, Property, PropertyEncoding } from "../../model.js";
import type { Context, Path } from "./context.js";
import type { RouteString } from "./route-string.js";
import { readSchema, readSlotDocs, requiredFlag } from "./schema.js";
import { asText } from "../parameter-text.js";
import { didYouMean } from "../../util/suggest.js";
import { isTransportHeader } from "../http-text.js";
import {
  describe,
  has,
  isHeaderName,
  isMapping,
  mediaTypeField,
  quoteList,
  readMapping,
  type Mapping,
} from "./values.js";

/** What a parameter adds to its schema's keys. */
export const PARAM_KEYS = [
  "in",
  "required",
  "description",
  "deprecated",
  "style",
  "explode",
  "allowReserved",
  "contentType",
];

/** How a body made of params is sent: a route's `encoding`. */
export const BODY_ENCODINGS = ["json", "form", "multipart"] as const;

export type ParamsEncoding = (typeof BODY_ENCODINGS)[number];

const QUERY_STYLES: readonly ParameterStyle[] = [
  "form",
  "spaceDelimited",
  "pipeDelimited",
  "tabDelimited",
  "deepObject",
];

/** OpenAPI's serialisation styles, by where a parameter goes (the first is the default); a form body's fields are written as query parameters are. */
const STYLES: Readonly<Record<Exclude<Location, "body">, readonly ParameterStyle[]>> = {
  path: ["simple", "label", "matrix"],
  query: QUERY_STYLES,
  header: ["simple"],
  // OpenAPI 3.2's `cookie`: values as given, not percent-encoded.
  cookie: ["form", "cookie"],
};

const LOCATIONS = ["path", "query", "header", "cookie", "body"] as const;

type Location = (typeof LOCATIONS)[number];

/** The route's parameters, sorted the way the builder will send them. */
export interface PlacedParams {
  /** Path, query and header parameters. */
  parameters: Parameter[];
  /** Parameters sent in the body, as that body's properties. */
  bodyFields: Property[];
  /** How a form field or a multipart part is written, by name, where a param says more than the defaults. */
  bodyEncodings: Record<string, PropertyEncoding>;
}

/**
 * Reads `params` and places each parameter: an explicit `in` wins; else a url variable goes where its
 * template expression puts it (`{org}` path, `{?name}` query); else GET and HEAD send it in the query
 * and other methods in the JSON body, as the builder does. Url variables without an entry become
 * string parameters: silently when the route has no `params` at all (the quick form), with a
 * `path-param-undeclared` warning when it has some (probably a forgotten or misspelt one).
 */
export function readParams(
  value: unknown,
  route: RouteString,
  at: { params: Path; route: Path },
  ctx: Context,
  encoding: ParamsEncoding = "json",
): PlacedParams {
  const written = value !== undefined;
  const declared = (written ? readMapping(value, at.params, ctx, "`params`") : undefined) ?? {};
  const placed: PlacedParams = { parameters: [], bodyFields: [], bodyEncodings: {} };
  for (const [name, place] of route.variables) {
    if (has(declared, name)) continue;
    if (written) {
      const unplaced = Object.keys(declared).filter((other) => !route.variables.has(other));
      ctx.warning(
        "path-param-undeclared",
        at.route,
        `The url variable \`${name}\` has no entry in \`params\`, so it is taken as ${place === "path" ? "a required" : "an optional"} string.${didYouMean(name, unplaced)}`,
      );
    }
    placed.parameters.push({
      name,
      in: place,
      required: place === "path",
      schema: { kind: "string" },
      source: ctx.source(at.route),
    });
  }
  for (const [name, entry] of Object.entries(declared)) {
    readParam(name, entry, route, [...at.params, name], ctx, placed, encoding);
  }
  return placed;
}

function readParam(
  name: string,
  entry: unknown,
  route: RouteString,
  at: Path,
  ctx: Context,
  placed: PlacedParams,
  encoding: ParamsEncoding,
): void {
  const schema = readSchema(entry, at, ctx, PARAM_KEYS);
  const slot = isMapping(entry) ? entry : {};
  const location = placeParam(name, slot, route, at, ctx);
  if (location === undefined) return;
  checkHeaderName(name, location, at, ctx);
  if (location === "header" && isTransportHeader(name)) {
    ctx.warning(
      "param-not-sent",
      at,
      `\`${name}\` is left out: the HTTP client writes this header itself, from the request and its connection.`,
    );
    return;
  }
  const required = requiredFlag(slot) ?? location === "path";
  const docs = readSlotDocs(slot, at, ctx);
  const written = location === "body" ? encoding : route.variables.get(name) === "query" ? "urlQuery" : location;
  const serialisation = readSerialisation(slot, written, at, ctx);
  if (location === "body") {
    placed.bodyFields.push({ name, required, schema, ...docs });
    // A form field's style is one of the query styles: readSerialisation allows no other there.
    if (Object.keys(serialisation).length > 0) placed.bodyEncodings[name] = serialisation as PropertyEncoding;
  } else
    placed.parameters.push({
      name,
      in: location,
      required,
      schema: asText(schema),
      ...docs,
      ...serialisation,
      source: ctx.source(at),
    });
}

function placeParam(name: string, slot: Mapping, route: RouteString, at: Path, ctx: Context): Location | undefined {
  const written = readLocation(slot, at, ctx);
  if (written === undefined && has(slot, "in")) return undefined; // an invalid `in`, already reported
  const inUrl = route.variables.get(name);
  if (inUrl !== undefined) {
    if (written !== undefined && written !== inUrl) {
      ctx.error(
        "param-location-conflict",
        [...at, "in"],
        `\`${name}\` is a variable of the url \`${route.url}\`, which always takes its value, so it is a ${inUrl} parameter: remove \`in: ${written}\` or take it out of the url.`,
      );
    }
    return inUrl;
  }
  if (written === "path") {
    const free = [...route.variables.keys()];
    ctx.error(
      "path-param-unused",
      [...at, "in"],
      `\`${name}\` is declared \`in: path\`, but the url \`${route.url}\` has no variable \`${name}\`.${didYouMean(name, free)}`,
    );
    return undefined;
  }
  const sendsBody = route.method !== "GET" && route.method !== "HEAD";
  if (written === "body" && !sendsBody) {
    ctx.error(
      "body-not-allowed",
      [...at, "in"],
      `${route.method} requests have no body: send \`${name}\` \`in: query\` instead.`,
    );
    return undefined;
  }
  return written ?? (sendsBody ? "body" : "query");
}

type Serialisation = Pick<Parameter, "style" | "explode" | "allowReserved"> & { contentType?: string };

/** Where a param's value is written, for the keys that say how: a url variable, a query or header parameter, or a field of the body in its encoding. */
type Written = Exclude<Location, "body"> | "urlQuery" | ParamsEncoding;

/** Which of `style`, `explode`, `allowReserved` and `contentType` each place takes. */
const SERIALISATION_KEYS: Readonly<Record<Written, readonly string[]>> = {
  path: ["style", "explode"],
  urlQuery: ["style", "explode"],
  query: ["style", "explode", "allowReserved"],
  header: ["style", "explode"],
  cookie: ["style", "explode"],
  json: [],
  form: ["style", "explode", "allowReserved", "contentType"],
  multipart: ["style", "explode", "contentType"],
};

/** Why `key` does not fit a param written there, and what to write instead. */
function misfit(key: string, written: Written): string {
  if (key === "contentType")
    return "`contentType` is the media type of a multipart part or of a form field sent as JSON (a route with `encoding: multipart` or `encoding: form`)";
  if (written === "json")
    return "a key of a JSON body is sent as JSON: give the route `encoding: form` or `encoding: multipart` for another body";
  if (written === "multipart")
    return "a multipart part is written whole, but for a list's `style` and `explode`; `allowReserved` is a form's (`encoding: form`)";
  if (written === "urlQuery") {
    return "the url's `{?...}` percent-encodes reserved characters: declare the parameter `in: query` and leave it out of the url (it is sent in the query all the same)";
  }
  return written === "path"
    ? "a path value is percent-encoded: write `{+name}` in the url to keep reserved characters"
    : "a header value is sent as it is";
}

/**
 * `style`, `explode` and `allowReserved` as OpenAPI writes them (how an array or object value is written
 * into the url, the query or a form body), and a multipart part's `contentType`: each where it fits.
 */
function readSerialisation(slot: Mapping, written: Written, at: Path, ctx: Context): Serialisation {
  const out: Serialisation = {};
  const keys = SERIALISATION_KEYS[written];
  for (const key of ["style", "explode", "allowReserved", "contentType"].filter(
    (k) => has(slot, k) && !keys.includes(k),
  )) {
    ctx.keyError("key-conflict", [...at, key], `\`${key}\` does not fit here: ${misfit(key, written)}.`);
  }
  if (keys.includes("style") && has(slot, "style")) {
    const allowed = written === "path" || written === "header" || written === "cookie" ? STYLES[written] : QUERY_STYLES;
    const style = slot.style;
    if (typeof style === "string" && (allowed as readonly string[]).includes(style))
      out.style = style as ParameterStyle;
    else {
      const hint = typeof style === "string" ? didYouMean(style, allowed) : "";
      const what =
        written === "form" ? "form field" : written === "urlQuery" ? "query parameter" : `${written} parameter`;
      ctx.error(
        "invalid-value",
        [...at, "style"],
        `\`style\` of a ${what} must be one of ${quoteList(allowed)}, found ${describe(style)}.${hint}`,
      );
    }
  }
  for (const key of ["explode", "allowReserved"] as const) {
    if (!keys.includes(key) || !has(slot, key)) continue;
    if (typeof slot[key] === "boolean") out[key] = slot[key];
    else
      ctx.error(
        "invalid-value",
        [...at, key],
        `\`${key}\` must be \`true\` or \`false\`, found ${describe(slot[key])}.`,
      );
  }
  if (keys.includes("contentType")) {
    const contentType = mediaTypeField(slot, "contentType", at, ctx);
    if (contentType !== undefined) out.contentType = contentType;
  }
  return out;
}

function readLocation(slot: Mapping, at: Path, ctx: Context): Location | undefined {
  if (!has(slot, "in")) return undefined;
  const value = slot.in;
  if (typeof value === "string" && (LOCATIONS as readonly string[]).includes(value)) return value as Location;
  const hint = typeof value === "string" ? didYouMean(value, LOCATIONS) : "";
  ctx.error(
    "invalid-value",
    [...at, "in"],
    `\`in\` must be one of ${quoteList(LOCATIONS)}, found ${describe(value)}.${hint}`,
  );
  return undefined;
}

/** Header and cookie parameters are sent under their own name, so it must be one HTTP allows (a token). */
function checkHeaderName(name: string, location: Location, at: Path, ctx: Context): void {
  if ((location === "header" || location === "cookie") && !isHeaderName(name)) {
    ctx.error(
      "invalid-value",
      at,
      `\`${name}\` is sent as a ${location === "header" ? "header" : "cookie"}, but it is not a valid ${location} name (letters, digits and \`-\`).`,
    );
  }
}
