// The path of a route's url: literal text and expressions, which parameter fills each, and what
// happens to a trailing `/`.
import { encodeReserved, encodeUnreserved } from "../../../runtime/encode.js";
import type { Expression } from "../../../runtime/types.js";
import { convertColonPlaceholders, parseTemplate } from "../../../runtime/uri-template.js";
import type { Parameter, Route } from "../../model.js";
import { templateName } from "./template-name.js";
import type { PathExpression, PathPart, PathVariable, QueryField } from "./route-plan.js";

export interface PathPlan {
  parts: PathPart[];
  /** Query expressions the url itself writes (`{?q,per_page}` of a catalogue route), as query fields. */
  query: QueryField[];
  hasQuery: boolean;
  /** The url cannot be read: what is wrong, for a diagnostic. */
  error?: string;
}

/**
 * Reads a route's url. An OpenAPI path (`literalPath`) has `{name}` placeholders only, each filled by the
 * path parameter of that name in its style; all else is text. A catalogue url is an RFC 6570 template
 * (`:name` placeholders too), whose variables are its parameters' names. `keyOf` gives the params key of
 * a parameter (the API's own spelling, or another on a collision).
 */
export function planPath(route: Route, parameters: readonly Parameter[], keyOf: (p: Parameter) => string): PathPlan {
  if (route.literalPath) {
    const plan: PathPlan = {
      parts: literalPath(route.url, parameters, keyOf),
      query: [],
      hasQuery: route.url.includes("?"),
    };
    // `{` and `}` only ever stand around a parameter's name: any other is a typo (`/items/{id`).
    const stray = /[{}]/.exec(route.url.replace(/\{[^{}]+\}/g, ""));
    if (stray) plan.error = `a \`${stray[0]}\` that is not part of a \`{name}\``;
    return plan;
  }
  const byName = new Map(parameters.map((p) => [p.name, p]));
  const key = (name: string) => {
    const parameter = byName.get(name);
    return parameter ? keyOf(parameter) : name;
  };
  const styled = (part: Expression) =>
    isPlain(part) ? styledExpression(part, byName.get(part.variables[0]!.name), key) : undefined;
  let parsed: (string | Expression)[];
  try {
    parsed = parseTemplate(convertColonPlaceholders(route.url)).parts;
  } catch (error) {
    return {
      parts: [route.url],
      query: [],
      hasQuery: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  // The query expressions that end the url become query fields; any other expression stays in the path.
  let end = parsed.length;
  while (end > 0 && isQueryExpression(parsed[end - 1]!)) end--;
  const parts = parsed
    .slice(0, end)
    .map((part) => (typeof part === "string" ? part : (styled(part) ?? pathExpression(part, key))));
  const query = parsed.slice(end).flatMap((part) => queryFields(part as Expression, key));
  return { parts, query, hasQuery: parts.some((p) => typeof p === "string" && p.includes("?")) };
}

/** `{?a,b*}` or `{&a}` without prefixes: what the query helpers write. */
const isQueryExpression = (part: string | Expression): boolean =>
  typeof part !== "string" &&
  (part.operator === "?" || part.operator === "&") &&
  part.variables.every((v) => !v.prefix);

/** `{name}`: one variable, no operator, explode or prefix. */
const isPlain = ({ operator, variables }: Expression): boolean =>
  operator === "" && variables.length === 1 && !variables[0]!.explode && !variables[0]!.prefix;

/** A catalogue's `{name}` whose parameter has a path style (`style: label`, `explode: true`): written in that style. */
function styledExpression(
  part: Expression,
  parameter: Parameter | undefined,
  key: (name: string) => string,
): PathExpression | undefined {
  if (parameter?.in !== "path" || (!parameter.style && !parameter.explode)) return undefined;
  const name = part.variables[0]!.name;
  return {
    operator: styleOperator(parameter),
    variables: [{ name, key: key(name), explode: parameter.explode === true }],
  };
}

/** OpenAPI path styles as RFC 6570 operators: simple `{x}`, label `{.x}`, matrix `{;x}`. */
const styleOperator = (parameter: Parameter | undefined): PathExpression["operator"] =>
  parameter?.style === "label" ? "." : parameter?.style === "matrix" ? ";" : "";

function pathExpression({ operator, variables }: Expression, key: (name: string) => string): PathExpression {
  return {
    operator,
    variables: variables.map(({ name, explode, prefix }) => ({
      name,
      key: key(name),
      explode,
      ...(prefix ? { prefix } : {}),
    })),
  };
}

function queryFields({ variables }: Expression, key: (name: string) => string): QueryField[] {
  return variables.map(({ name, explode }) => ({ name, key: key(name), style: "form", explode, allowReserved: false }));
}

/** An OpenAPI path: `{name}` placeholders in their parameters' styles (simple, label `.`, matrix `;`), text percent-encoded. */
function literalPath(path: string, parameters: readonly Parameter[], keyOf: (p: Parameter) => string): PathPart[] {
  const byName = new Map(parameters.filter((p) => p.in === "path").map((p) => [p.name, p]));
  const names = new Map<string, string>();
  const parts: PathPart[] = [];
  let last = 0;
  for (const match of path.matchAll(/\{([^{}]+)\}/g)) {
    if (match.index > last) parts.push(encodeReserved(path.slice(last, match.index)));
    last = match.index + match[0].length;
    const parameter = byName.get(match[1]!);
    const key = parameter ? keyOf(parameter) : match[1]!;
    // A simple value that allows reserved characters (OpenAPI 3.2's allowReserved, AutoRest's
    // x-ms-skip-url-encoding) is RFC 6570's reserved expansion: its `/` stay segment separators.
    const styled = styleOperator(parameter);
    const operator = parameter?.allowReserved && styled === "" ? "+" : styled;
    const named = operator === ";" ? matrixNames(match[1]!, names) : { name: varname(match[1]!, names) };
    parts.push({ operator, variables: [{ ...named, key, explode: parameter?.explode === true }] });
  }
  if (last < path.length) parts.push(encodeReserved(path.slice(last)));
  return parts;
}

/**
 * A matrix parameter's names: style matrix sends its name (`;user-id=7`), so the template spells that
 * name (`user%2Did`, which the builder writes as a server reads `user-id`) unless the builder reads it
 * as an option; the function sends it percent-encoded, as a query name is.
 */
function matrixNames(name: string, taken: Map<string, string>): Pick<PathVariable, "name" | "wireName"> {
  const wireName = encodeUnreserved(name);
  const spelled = templateName(wireName);
  if (!BUILDER_OPTIONS.includes(spelled)) taken.set(name, spelled);
  const template = varname(name, taken);
  return template === wireName ? { name: template } : { name: template, wireName };
}

/** Names the builder reads as options: a url variable never takes them. */
const BUILDER_OPTIONS = ["method", "url", "baseUrl", "headers", "mediaType", "request", "data"];

/**
 * The variable a url template names a path parameter by: its name when RFC 6570 allows it
 * (`enterprise-team` does not) and the builder does not read it as an option, else a safe one.
 */
function varname(name: string, taken: Map<string, string>): string {
  const known = taken.get(name);
  if (known !== undefined) return known;
  let safe =
    /^\w+$/.test(name) && !BUILDER_OPTIONS.includes(name) ? name : name.replace(/\W/g, "_").replace(/^_*$/, "param");
  if (BUILDER_OPTIONS.includes(safe)) safe = `${safe}_param`;
  while ([...taken.values()].includes(safe)) safe = `${safe}_`;
  taken.set(name, safe);
  return safe;
}

/** How a path ends, and the parts to write for it (a catalogue's trailing `/` is dropped where the builder always drops it). */
export interface PathEnd {
  parts: PathPart[];
  end?: "lastSegment" | "slashed" | "kept";
}

/**
 * The request builder drops one trailing `/` from a url that ends with one once expanded (but for the
 * url `/`), before its query. So, for a path that:
 * - ends with text `/`: a catalogue's loses it when no query can follow; where one can, the builder
 *   decides per call (`slashed`). An OpenAPI path keeps it, as the description asks: always when no
 *   query can follow; where one can, calls without query keep it too, unlike the builder (`kept`);
 * - ends with `/{name}`: the `/` goes with an empty value (`lastSegment`), or per call when a query can follow;
 * - ends with any other expression that can leave a `/` at the end (`{/path}`, `{+path}`): per call.
 */
export function pathEnd(parts: PathPart[], queryFollows: boolean, literalPath: boolean): PathEnd {
  const last = parts[parts.length - 1];
  const before = parts[parts.length - 2];
  if (last === undefined || (parts.length === 1 && last === "/")) return { parts };
  if (typeof last === "string") {
    if (!last.endsWith("/")) return { parts };
    if (literalPath) return queryFollows ? { parts, end: "kept" } : { parts };
    if (queryFollows) return { parts, end: "slashed" };
    return { parts: last === "/" ? parts.slice(0, -1) : [...parts.slice(0, -1), last.slice(0, -1)] };
  }
  const afterSlash = typeof before === "string" && before.endsWith("/");
  const simple =
    last.operator === "" && last.variables.length === 1 && !last.variables[0]!.explode && !last.variables[0]!.prefix;
  if (simple) {
    if (!afterSlash || (parts.length === 2 && before === "/")) return { parts };
    return { parts, end: queryFollows ? "slashed" : "lastSegment" };
  }
  // Label and matrix values never hold a `/`, but may add nothing after one.
  const canEndWithSlash = last.operator === "/" || last.operator === "+" || last.operator === "#" || afterSlash;
  return canEndWithSlash ? { parts, end: "slashed" } : { parts };
}
