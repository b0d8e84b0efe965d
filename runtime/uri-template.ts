// RFC 6570 URI templates, levels 1 to 4: reading and validating a template, and expanding it by the
// operator table of the RFC's appendix A. The generic builder expands parsed templates; generated
// functions call expand() for the rare url expressions they cannot write more simply (`{/path*}`,
// `{;x}`), and the style helpers (./styles.ts) expandVariable() for lists and objects.
import { segment, slashed } from "./call.js";
import { encodeReserved, encodeUnreserved } from "./encode.js";
import { own } from "./object.js";
import type { Operator, ParsedTemplate, Variable } from "./types.js";

export type { Expression, Operator, ParsedTemplate, Variable } from "./types.js";

/** A URI template RFC 6570 does not allow, or a value its expression cannot take. */
export class UriTemplateError extends Error {
  override name = "UriTemplateError";
  /** The template; for an error found while expanding, the expression (`{v:2}`). */
  declare readonly template: string;
  /** The 0-based index in `template` where the problem starts. */
  declare readonly position: number;

  constructor(template: string, position: number) {
    super(`Invalid URI template ${JSON.stringify(template)} at ${position}`);
    Object.assign(this, { template, position });
  }
}

/** A run of literal text, or an expression: `{`, an operator or none, its variable list, `}`. */
const TOKEN = /[^{}]+|\{([+#./;?&]?)([^{}]*)\}/y;

/** A varspec: a varname (word characters and %XX triplets, dot-separated), then a prefix `:1`-`:9999` or `*`. */
const VARSPEC = /^((?:\w|%[\da-f]{2})+(?:\.(?:\w|%[\da-f]{2})+)*)(?::([1-9]\d{0,3})|(\*))?$/i;

/** Splits a template into literal text (percent-encoded, RFC 6570 3.1) and expressions; throws at the first invalid one. */
export function parseTemplate(template: string): ParsedTemplate {
  const parts: ParsedTemplate["parts"] = [];
  for (TOKEN.lastIndex = 0; TOKEN.lastIndex < template.length;) {
    const at = TOKEN.lastIndex;
    const invalid = (): never => {
      throw new UriTemplateError(template, at);
    };
    const [source, operator, list] = TOKEN.exec(template) ?? invalid();
    parts.push(
      list === undefined
        ? encodeReserved(source)
        : {
            operator: operator as Operator,
            // Each variable is a varspec (none empty, no space, no `-`): its name, and a prefix or explode.
            variables: list.split(",").map((spec): Variable => {
              const [, name = "", prefix, explode] = VARSPEC.exec(spec) ?? invalid();
              return prefix ? { name, explode: false, prefix: +prefix } : { name, explode: !!explode };
            }),
            source,
          },
    );
  }
  return { parts };
}

/** Expands a parsed template (see parseTemplate) with `values` (own properties only). */
export function expandTemplate({ parts }: ParsedTemplate, values: Record<string, unknown>): string {
  let uri = "";
  for (const part of parts) {
    uri +=
      typeof part === "string"
        ? part
        : expand(
            part.operator,
            part.variables.map(({ name, explode, prefix }) => [name, own(values, name), explode, prefix]),
            part.source,
          );
  }
  return uri;
}

/** `:name` (a lowercase letter, then word characters) before the first `?`, replaced by `replacement` (`$1`: the name). */
const replaceColonNames = (url: string, replacement: string): string =>
  url.replace(/^[^?]*/, (path) => path.replace(/:([a-z]\w+)/g, replacement));

/** `:name` placeholders as `{name}`, as endpoint() reads them. */
export const convertColonPlaceholders = (url: string): string => replaceColonNames(url, "{$1}");

/** A url whose `:name` is literal text, written so that endpoint() does not take it for a placeholder (`%3Aname`). */
export const escapeColonNames = (url: string): string => replaceColonNames(url, "%3A$1");

/** How one operator expands (RFC 6570, appendix A). */
export interface OperatorRule {
  /** What goes before the first defined value. */
  first: string;
  /** What goes between values. */
  separator: string;
  /** Values are written `name=value`. */
  named: boolean;
  /** What follows the name of an empty value (`;x`, `?x=`). */
  ifEmpty: string;
  /** How values are encoded: reserved characters and `%XX` stay (`+`, `#`), or only unreserved ones do. */
  encode: (value: unknown) => string;
}

/** The row of appendix A's table for `operator`. */
export function operatorRule(operator: Operator): OperatorRule {
  const query = operator === "?" || operator === "&";
  return {
    // Every operator but `+` (and simple expansion) starts with itself.
    first: operator === "+" ? "" : operator,
    // Label, path and matrix repeat their operator between values; queries use `&`, the others `,`.
    separator: query ? "&" : operator === "." || operator === "/" || operator === ";" ? operator : ",",
    named: query || operator === ";",
    ifEmpty: query ? "=" : "",
    encode: operator === "+" || operator === "#" ? encodeReserved : encodeUnreserved,
  };
}

/** One variable of an expression with its value: `[name, value, explode?, prefix?]`. */
export type VariableValue = readonly [name: string, value: unknown, explode?: boolean, prefix?: number | undefined];

/**
 * One expression expanded: the values of its variables, each written as the operator says. A value is
 * a string, a number, bigint or boolean (its usual text), a list (array) or an object (its keys in
 * order); null, undefined, an empty list or object are undefined, and so are null members. A prefix on
 * a list or object throws (`source` names the expression in the error).
 */
export function expand(operator: Operator, variables: readonly VariableValue[], source = ""): string {
  const rule = operatorRule(operator);
  let expanded: string | undefined;
  for (const [name, value, explode, prefix] of variables) {
    // A prefix takes so many characters of a text: a list or an object has none to take.
    if (prefix && value !== null && typeof value === "object") throw new UriTemplateError(source, source.indexOf(name));
    const text = expandVariable(rule, name, value, explode, prefix);
    // Undefined values add nothing, not even their separator.
    if (text !== undefined) expanded = (expanded === undefined ? rule.first : expanded + rule.separator) + text;
  }
  return expanded ?? "";
}

/** One variable's items, joined by the operator's separator; undefined when the value is undefined. A prefix applies to text only. */
export function expandVariable(
  rule: OperatorRule,
  name: string,
  value: unknown,
  explode?: boolean,
  prefix?: number,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  const { encode, named } = rule;
  // A named operator writes `name=text`, and what it writes for an empty text after the name (`;x`,
  // `?x=`); an exploded object's members are `key=text` under any operator.
  const item = (key: string | undefined, text: string) =>
    key === undefined ? text : key + (text || !named ? "=" : rule.ifEmpty) + text;
  const itemName = named ? name : undefined;
  // A prefix counts code points, not UTF-16 units.
  if (typeof value !== "object")
    return item(itemName, encode(prefix ? [...`${value}`].slice(0, prefix).join("") : value));
  const list = Array.isArray(value);
  const members = membersOf(value);
  if (!members.length) return undefined;
  if (!explode) return (named ? name + "=" : "") + commaJoined(list, members, encode);
  // Exploded, each member is a value of its own: named operators name it (by its key in an object).
  return members.map(([key, member]) => item(list ? itemName : encode(key), encode(member))).join(rule.separator);
}

/** A list's or an object's `[key, member]` pairs, null members left out. */
const membersOf = (value: object): [string, unknown][] =>
  Object.entries(value).filter(([, member]) => member !== undefined && member !== null);

/** Members as a list or object expands without explode: `a,b`, `key,member,key,member`. */
const commaJoined = (list: boolean, members: [string, unknown][], encode: (value: unknown) => string) =>
  members.map(([key, member]) => (list ? "" : encode(key) + ",") + encode(member)).join();

/**
 * `{name}` (simple string expansion) of any value: percent-encoded; lists and objects comma-joined;
 * null, undefined, empty lists and objects add nothing. The expression urls hold most, so it does not
 * go through the table. (A path parameter the description types as a string, a number or a boolean
 * takes ./call.ts's `segment()`, which leaves lists and objects out of the bundle.)
 */
export const listSegment = (value: unknown): string =>
  value !== null && typeof value === "object"
    ? commaJoined(Array.isArray(value), membersOf(value), encodeUnreserved)
    : segment(value);

/** listSegment() as the last segment of a path, `/` included (see ./call.ts, `lastSegment()`). */
export const lastListSegment = (value: unknown): string => slashed(listSegment(value));
