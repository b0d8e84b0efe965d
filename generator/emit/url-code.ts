// The statements a generated function writes its url with: the base (the call's, the defaults' or the
// route's server), the path, then the query, each parameter's pairs appended where the call gives it:
//
//   let url = baseUrl(p, defaults) + `/repos/${segment(p.owner)}/${segment(p.repo)}/issues`;
//   let sep = "?";
//   if (p.state != null) {
//     url = url + sep + "state=" + encodeUnreserved(p.state);
//     sep = "&";
//   }
//   if (p.page != null) url = url + sep + "page=" + encodeUnreserved(p.page);
//
// Appending each pair to the url keeps the query as cheap as a hand-written template literal: the
// url is long from the start, so V8 links each piece to it instead of copying short strings, as
// pairs joined by a helper would (BENCHMARKS.md, "Per call").
import { hasScheme } from "../util/server-url.js";
import type { PathExpression, QueryField, RoutePlan } from "../plan/routing/index.js";
import {
  array,
  assign,
  binary,
  call,
  declare,
  id,
  ifThen,
  literal,
  str,
  sum,
  template,
  type Expression,
  type Statement,
} from "./code-tree.js";
import { access, queryPair, valueCode } from "./request-code.js";

/** The statements that declare `url`: `const url = ...` when no query follows the path, else the pairs appended to `let url`. */
export function urlCode(routing: RoutePlan, helpers: Set<string>): Statement[] {
  const base = baseCode(routing, helpers);
  const path = pathCode(routing, helpers);
  const slashed = routing.pathEnd === "slashed";
  if (slashed) helpers.add("trimSlash");
  const withBase = (end: Expression) => (base ? sum([base, end]) : end);
  if (routing.query.length === 0)
    return [declare("const", "url", withBase(slashed ? call("trimSlash", [path]) : path))];
  const statements: Statement[] = [];
  if (slashed) {
    // A path whose end is known only per call (`{+path}` may be `a/`): its trailing `/` goes when no query follows, as the builder trims it.
    if (base) statements.push(declare("const", "base", base));
    statements.push(
      declare("const", "path", path),
      declare("let", "url", base ? sum([id("base"), id("path")]) : id("path")),
    );
  } else statements.push(declare("let", "url", withBase(path)));
  // After a path that holds a `?` itself, the query goes on with `&`.
  const first = routing.pathHasQuery ? "&" : "?";
  const tracked = routing.query.length > 1 || slashed;
  if (tracked) statements.push(declare("let", "sep", str(first)));
  let pairsDeclared = false;
  routing.query.forEach((field, index) => {
    const last = index === routing.query.length - 1 && !slashed;
    statements.push(...queryStatements(field, tracked ? undefined : first, last || !tracked, pairsDeclared, helpers));
    if (!field.plain) pairsDeclared = true;
  });
  if (slashed) {
    const trimmed = call("trimSlash", [id("path")]);
    statements.push(
      ifThen(binary("===", id("sep"), str("?")), assign("url", base ? sum([id("base"), trimmed]) : trimmed)),
    );
  }
  return statements;
}

/** The url's base: the route's server, or the call's or the defaults' base url; none for an absolute url. */
function baseCode(routing: RoutePlan, helpers: Set<string>): Expression | undefined {
  if (routing.server) {
    helpers.add("serverUrl");
    return call("serverUrl", [id("p"), id("defaults"), str(routing.server.name), str(routing.server.url)]);
  }
  if (typeof routing.path[0] === "string" && hasScheme(routing.path[0])) return undefined;
  helpers.add("baseUrl");
  return call("baseUrl", [id("p"), id("defaults")]);
}

/**
 * One query parameter's statements: its pairs appended when the call gives it, after `sep` (or after
 * `separator`, the one a route with one parameter needs), then `sep = "&"` unless it is the last
 * (`final`). A plain value is tested and encoded right there; a list or an object goes through its
 * style's helper, which says "" when it writes no pair (`pairs`, declared by the first such one).
 */
function queryStatements(
  field: QueryField,
  separator: string | undefined,
  final: boolean,
  pairsDeclared: boolean,
  helpers: Set<string>,
): Statement[] {
  if (field.plain) {
    const value = access(field.key, helpers);
    // A value described as JSON is its JSON text, null's too ("null"); a plain one is none when null.
    const test = field.json ? binary("!==", value, id("undefined")) : binary("!=", value, literal("null"));
    const encoder = field.allowReserved ? "keepReserved" : "encodeUnreserved";
    helpers.add(encoder);
    const name = `${field.name}=`;
    const before = separator === undefined ? [id("sep"), str(name)] : [str(separator + name)];
    return [appended(test, [...before, call(encoder, [valueCode(field, helpers)])], final)];
  }
  const pairs = queryPair(field, helpers);
  // A query string's pairs may be undefined (formData()): "" instead, after a style's, which are a string.
  const assigned = pairsDeclared && field.querystring ? binary("??", pairs, str("")) : pairs;
  const declaration = pairsDeclared ? assign("pairs", assigned) : declare(final ? "const" : "let", "pairs", pairs);
  return [
    declaration,
    appended(id("pairs"), [separator === undefined ? id("sep") : str(separator), id("pairs")], final),
  ];
}

/**
 * `if (test) url = url + a + b;`, or with `sep = "&";` after it in a block when more pairs may follow.
 * Not `url += a + b`: that builds `a + b` first, a short string V8 copies, where `url + a + b` links
 * each piece to the long url (about 5% of a GET's instructions).
 */
function appended(test: Expression, operands: Expression[], final: boolean): Statement {
  const append = assign("url", sum([id("url"), ...operands]));
  return final ? ifThen(test, append) : ifThen(test, append, assign("sep", str("&")));
}

/** The path as a template literal (a string literal when it has no expression). */
function pathCode({ path, pathEnd }: RoutePlan, helpers: Set<string>): Expression {
  const quasis = [""];
  const expressions: Expression[] = [];
  path.forEach((part, i) => {
    if (typeof part === "string") {
      // `/${lastSegment(x)}`: the last segment writes its own `/`.
      quasis[quasis.length - 1] += pathEnd === "lastSegment" && i === path.length - 2 ? part.slice(0, -1) : part;
      return;
    }
    expressions.push(expressionCode(part, pathEnd === "lastSegment" && i === path.length - 1, helpers));
    quasis.push("");
  });
  return expressions.length === 0 ? str(quasis[0]!) : template(quasis, expressions);
}

/**
 * One url expression: for `{name}`, segment() of a plain value, listSegment() of one that may be a
 * list or an object (their `last` forms when it ends the path); expand() for the others.
 */
function expressionCode({ operator, variables }: PathExpression, last: boolean, helpers: Set<string>): Expression {
  const [only] = variables;
  if (operator === "" && variables.length === 1 && !only!.explode && !only!.prefix) {
    const helper = only!.plain ? (last ? "lastSegment" : "segment") : last ? "lastListSegment" : "listSegment";
    helpers.add(helper);
    return call(helper, [valueCode(only!, helpers)]);
  }
  helpers.add("expand");
  const values = variables.map((v) => {
    const modifiers = v.prefix
      ? [literal(String(v.explode)), literal(String(v.prefix))]
      : v.explode
        ? [literal("true")]
        : [];
    return array([str(v.wireName ?? v.name), valueCode(v, helpers), ...modifiers]);
  });
  return call("expand", [str(operator), array(values)]);
}
