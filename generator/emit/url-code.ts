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
import { group, hardline, indent, line, type Doc } from "./doc.js";
import { assignment } from "./declarations.js";
import { access, call, ifStatement, queryPair, sum, valueCode } from "./request-code.js";
import { stringLiteral } from "./syntax.js";

/** The statements that declare `url`: `const url = ...` when no query follows the path, else the pairs appended to `let url`. */
export function urlCode(routing: RoutePlan, helpers: Set<string>): Doc[] {
  const base = baseCode(routing, helpers);
  const path = pathCode(routing, helpers);
  const slashed = routing.pathEnd === "slashed";
  if (slashed) helpers.add("trimSlash");
  if (routing.query.length === 0) {
    const end = slashed ? call("trimSlash", [path]) : path;
    return [valueStatement("const url =", base ? [base, end] : [end])];
  }
  const statements: Doc[] = [];
  if (slashed) {
    // A path whose end is known only per call (`{+path}` may be `a/`): its trailing `/` goes when no query follows, as the builder trims it.
    if (base) statements.push(assignment("const base", base));
    // prettier never breaks a line after the `=` of a template literal.
    statements.push(`const path = ${path};`, base ? "let url = base + path;" : "let url = path;");
  } else statements.push(valueStatement("let url =", base ? [base, path] : [path]));
  // After a path that holds a `?` itself, the query goes on with `&`.
  const first = routing.pathHasQuery ? "&" : "?";
  const tracked = routing.query.length > 1 || slashed;
  if (tracked) statements.push(`let sep = ${stringLiteral(first)};`);
  let pairsDeclared = false;
  routing.query.forEach((field, index) => {
    const last = index === routing.query.length - 1 && !slashed;
    statements.push(...queryStatements(field, tracked ? undefined : first, last || !tracked, pairsDeclared, helpers));
    if (!field.plain) pairsDeclared = true;
  });
  if (slashed) statements.push(`if (sep === "?") url = ${base ? "base + " : ""}trimSlash(path);`);
  return statements;
}

/** The url's base: the route's server, or the call's or the defaults' base url; none for an absolute url. */
function baseCode(routing: RoutePlan, helpers: Set<string>): Doc | undefined {
  if (routing.server) {
    helpers.add("serverUrl");
    return call("serverUrl", ["p", "defaults", stringLiteral(routing.server.name), stringLiteral(routing.server.url)]);
  }
  if (typeof routing.path[0] === "string" && hasScheme(routing.path[0])) return undefined;
  helpers.add("baseUrl");
  return "baseUrl(p, defaults)";
}

/**
 * One query parameter's statements: its pairs appended when the call gives it, after `sep` (or after
 * `separator`, the one a route with one parameter needs), then `sep = "&"` unless it is the last
 * (`final`). A plain value is tested and encoded right there; a list or an object goes through its
 * style's helper, which says "" when it writes no pair (`pairs`, declared by the first such one).
 */
function queryStatements(field: QueryField, separator: string | undefined, final: boolean, pairsDeclared: boolean, helpers: Set<string>): Doc[] {
  if (field.plain) {
    const value = access(field.key, helpers);
    // A value described as JSON is its JSON text, null's too ("null"); a plain one is none when null.
    const test = field.json ? `${value} !== undefined` : `${value} != null`;
    const encoder = field.allowReserved ? "keepReserved" : "encodeUnreserved";
    helpers.add(encoder);
    const name = `${field.name}=`;
    const before = separator === undefined ? ["sep", stringLiteral(name)] : [stringLiteral(separator + name)];
    return [appended(test, [...before, `${encoder}(${valueCode(field, helpers)})`], final)];
  }
  const declaration = pairsDeclared ? "pairs" : final ? "const pairs" : "let pairs";
  return [assignment(declaration, queryPair(field, helpers)), appended("pairs", [separator === undefined ? "sep" : stringLiteral(separator), "pairs"], final)];
}

/**
 * `if (test) url = url + a + b;`, or with `sep = "&";` after it in a block when more pairs may follow.
 * Not `url += a + b`: that builds `a + b` first, a short string V8 copies, where `url + a + b` links
 * each piece to the long url (about 5% of a GET's instructions).
 */
function appended(test: string, operands: Doc[], final: boolean): Doc {
  const append = valueStatement("url =", ["url", ...operands]);
  if (final) return ifStatement(test, append);
  return ["if (", test, ") {", indent([hardline, append, hardline, 'sep = "&";']), hardline, "}"];
}

/** `head value;` as prettier prints an assignment whose value is a sum: on the next line, one operand a line, when it does not fit. */
function valueStatement(head: string, operands: Doc[]): Doc {
  return group([head, group(indent([line, sum(operands)])), ";"]);
}

/** The path as a template literal (a string literal when it has no expression). */
function pathCode({ path, pathEnd }: RoutePlan, helpers: Set<string>): string {
  let text = "";
  let expressions = 0;
  path.forEach((part, i) => {
    if (typeof part === "string") {
      // `/${lastSegment(x)}`: the last segment writes its own `/`.
      const literal = pathEnd === "lastSegment" && i === path.length - 2 ? part.slice(0, -1) : part;
      text += literal.replace(/[`\\]|\$(?=\{)/g, (c) => `\\${c}`);
      return;
    }
    expressions++;
    text += "${" + expressionCode(part, pathEnd === "lastSegment" && i === path.length - 1, helpers) + "}";
  });
  return expressions > 0 ? `\`${text}\`` : stringLiteral(text.replace(/\\(.)/g, "$1"));
}

/**
 * One url expression: for `{name}`, segment() of a plain value, listSegment() of one that may be a
 * list or an object (their `last` forms when it ends the path); expand() for the others.
 */
function expressionCode({ operator, variables }: PathExpression, last: boolean, helpers: Set<string>): string {
  const [only] = variables;
  if (operator === "" && variables.length === 1 && !only!.explode && !only!.prefix) {
    const helper = only!.plain ? (last ? "lastSegment" : "segment") : last ? "lastListSegment" : "listSegment";
    helpers.add(helper);
    return `${helper}(${valueCode(only!, helpers)})`;
  }
  helpers.add("expand");
  const values = variables.map((v) => {
    const modifiers = v.prefix ? `, ${v.explode}, ${v.prefix}` : v.explode ? ", true" : "";
    return `[${stringLiteral(v.wireName ?? v.name)}, ${valueCode(v, helpers)}${modifiers}]`;
  });
  return `expand(${stringLiteral(operator)}, [${values.join(", ")}])`;
}
