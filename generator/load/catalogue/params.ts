import type { Parameter, ParameterStyle, Property } from "../../model.js";
import type { Context, Path } from "./context.js";
import type { RouteString } from "./route-string.js";
import { readSchema, readSlotDocs, requiredFlag } from "./schema.js";
import { didYouMean } from "./suggest.js";
import { describe, has, isHeaderName, isMapping, quoteList, readMapping, type Mapping } from "./values.js";

/** What a parameter adds to its schema's keys. */
const PARAM_KEYS = ["in", "required", "description", "deprecated", "style", "explode"];

/** OpenAPI's serialisation styles, by where a parameter goes (the first is the default). */
const STYLES: Readonly<Record<Exclude<Location, "body">, readonly ParameterStyle[]>> = {
  path: ["simple", "label", "matrix"],
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
  header: ["simple"],
};

const LOCATIONS = ["path", "query", "header", "body"] as const;

type Location = (typeof LOCATIONS)[number];

/** The route's parameters, sorted the way the builder will send them. */
export interface PlacedParams {
  /** Path, query and header parameters. */
  parameters: Parameter[];
  /** Parameters the builder sends as keys of the JSON body, as that body's properties. */
  bodyFields: Property[];
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
): PlacedParams {
  const written = value !== undefined;
  const declared = (written ? readMapping(value, at.params, ctx, "`params`") : undefined) ?? {};
  const placed: PlacedParams = { parameters: [], bodyFields: [] };
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
    readParam(name, entry, route, [...at.params, name], ctx, placed);
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
): void {
  const schema = readSchema(entry, at, ctx, PARAM_KEYS);
  const slot = isMapping(entry) ? entry : {};
  const location = placeParam(name, slot, route, at, ctx);
  if (location === undefined) return;
  checkHeaderName(name, location, at, ctx);
  const required = requiredFlag(slot) ?? location === "path";
  const docs = readSlotDocs(slot, at, ctx);
  const serialisation = readSerialisation(slot, location, at, ctx);
  if (location === "body") placed.bodyFields.push({ name, required, schema, ...docs });
  else placed.parameters.push({ name, in: location, required, schema, ...docs, ...serialisation, source: ctx.source(at) });
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

/** `style` and `explode`, as OpenAPI writes them: how an array or object value is written into the request. */
function readSerialisation(slot: Mapping, location: Location, at: Path, ctx: Context): Pick<Parameter, "style" | "explode"> {
  const out: Pick<Parameter, "style" | "explode"> = {};
  if (location === "body") {
    for (const key of ["style", "explode"].filter((k) => has(slot, k))) {
      ctx.keyError("key-conflict", [...at, key], `\`${key}\` is for path, query and header parameters; a body key is sent as JSON.`);
    }
    return out;
  }
  if (has(slot, "style")) {
    const allowed = STYLES[location];
    const style = slot.style;
    if (typeof style === "string" && (allowed as readonly string[]).includes(style)) out.style = style as ParameterStyle;
    else {
      const hint = typeof style === "string" ? didYouMean(style, allowed) : "";
      ctx.error("invalid-value", [...at, "style"], `\`style\` of a ${location} parameter must be one of ${quoteList(allowed)}, found ${describe(style)}.${hint}`);
    }
  }
  if (has(slot, "explode")) {
    if (typeof slot.explode === "boolean") out.explode = slot.explode;
    else ctx.error("invalid-value", [...at, "explode"], `\`explode\` must be \`true\` or \`false\`, found ${describe(slot.explode)}.`);
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

/** Header parameters are sent under their own name, so it must be one HTTP allows. */
function checkHeaderName(name: string, location: Location, at: Path, ctx: Context): void {
  if (location === "header" && !isHeaderName(name)) {
    ctx.error(
      "invalid-value",
      at,
      `\`${name}\` is sent as a header, but it is not a valid header name (letters, digits and \`-\`).`,
    );
  }
}
