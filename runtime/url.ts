// The url of a request: `:name` placeholders and RFC 6570 expressions, parsed once (with what can be
// known of the url ahead), expanded per call (./uri-template.ts), then finished: trailing `/`, base
// url, query.
import { expandExpression } from "./expand.js";
import { fail } from "./object.js";
import type { Expression, Variable } from "./types.js";
import { convertColonPlaceholders, parseTemplate } from "./uri-template.js";

/** The option keys: never parameters, and never expanded into the url. */
export const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"];

/** What is known of a url before it is expanded (undefined: ask the expanded url). */
export interface UrlFacts {
  /** It starts with `http`: it is used as it is, without the base url. */
  absolute?: boolean | undefined;
  /** It holds a `?`: a query goes after `&`. */
  questioned?: boolean | undefined;
}

/** A parsed url, ready to expand, and what is known of it ahead. */
export interface CompiledUrl extends UrlFacts {
  parts: (string | Expression)[];
  /** The names of its variables but option keys: parameters that go to neither query nor body. */
  names: string[];
  /**
   * It ends with `/` (one of which goes): always, never, or when its last expression, after a
   * literal `/`, expands to nothing (that expression); undefined: ask the expanded url.
   */
  trailing: boolean | Expression | undefined;
}

/** Compiled urls by their text, so a url is parsed once. Bounded: when full, the oldest goes. */
export const compiledUrls = new Map<unknown, CompiledUrl>();
export const COMPILED_URLS_LIMIT = 1000;

/** A url of `endpoint()` compiled (`:name` placeholders too; a missing or empty one is `/`), cached. */
export function compileUrl(url: unknown): CompiledUrl {
  let compiled = compiledUrls.get(url);
  if (!compiled) {
    const text = url || "/";
    compiled = compileParts(parseTemplate(convertColonPlaceholders(typeof text == "string" ? text : fail("url must be a string"))).parts);
    if (compiledUrls.size >= COMPILED_URLS_LIMIT) compiledUrls.delete(compiledUrls.keys().next().value);
    compiledUrls.set(url, compiled);
  }
  return compiled;
}

/**
 * Parsed url parts (their expressions are changed) ready to expand. Variables named like option
 * keys are left out of the expressions: options are never expanded. Literal parts are sent as they
 * are, so some facts are known ahead; what an expression adds depends on its values.
 */
export function compileParts(parts: (string | Expression)[]): CompiledUrl {
  const names: string[] = [];
  let questioned: boolean | undefined = false;
  for (const part of parts) {
    if (typeof part == "string") {
      if (part.includes("?")) questioned = true;
      continue;
    }
    part.variables = part.variables.filter(({ name }) => !OPTION_KEYS.includes(name));
    for (const { name } of part.variables) if (!names.includes(name)) names.push(name);
    // `?` starts a query expression; `+` and `#` keep the `?` of their values.
    if ("?+#".includes(part.operator || "-")) questioned ||= undefined;
  }
  const [first] = parts;
  const absolute = typeof first == "string" && (first.length > 3 || !"http".startsWith(first)) ? first.startsWith("http") : undefined;
  return { parts, names, absolute, questioned, trailing: trailingSlash(parts) };
}

function trailingSlash(parts: readonly (string | Expression)[]): CompiledUrl["trailing"] {
  const last = parts[parts.length - 1];
  const before = parts[parts.length - 2];
  if (last === undefined) return false;
  if (typeof last == "string") return last.endsWith("/");
  // `+`, `#` and `/` can add a `/` of their own; after another expression, either can end the url.
  if ("+#/".includes(last.operator || "-") || typeof before != "string") return undefined;
  return before.endsWith("/") && last;
}

/** Whether the url, expanded with `values` to `path`, ends with `/`. */
export function slashed({ trailing }: CompiledUrl, path: string, values: Record<string, unknown>): boolean {
  if (typeof trailing != "object") return trailing ?? path.endsWith("/");
  const valueOf = ({ name }: Variable) => (Object.hasOwn(values, name) ? values[name] : undefined);
  // `{name}` of a string, number or boolean, the usual: nothing only for "" (or no value).
  const [only] = trailing.variables;
  const value = only && trailing.variables.length == 1 && !trailing.operator ? valueOf(only) : null;
  return typeof value != "object" ? value === undefined || value === "" : !expandExpression(trailing, valueOf);
}

/**
 * The request url from the expanded template `path`: one trailing `/` less when `slashed` (unless
 * that is all of it), after `baseUrl` unless it starts with `http`, then `query` after `?` (`&` if
 * the url has one).
 */
export function finishUrl(path: string, slashed: boolean, baseUrl: unknown, query: string, facts: UrlFacts = {}): string {
  if (slashed && path.length > 1) path = path.slice(0, -1);
  const relative = !(facts.absolute ?? path.startsWith("http"));
  const url = relative ? baseUrl + path : path;
  if (!query) return url;
  const questioned = (facts.questioned ?? path.includes("?")) || (relative && String(baseUrl).includes("?"));
  return url + (questioned ? "&" : "?") + query;
}
