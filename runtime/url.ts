// The url of a request: `:name` placeholders and RFC 6570 expressions, parsed once, expanded per
// call (./uri-template.ts), then finished: trailing `/`, base url, query.
import { segment, valueOf } from "./expand.js";
import { asString } from "./object.js";
import type { ParsedTemplate } from "./types.js";
import { convertColonPlaceholders, parseTemplate } from "./uri-template.js";

/** The option keys: never parameters, and never expanded into the url. */
export const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"];

/**
 * What is known of a url before it is expanded; undefined: ask the expanded url. Looking into the
 * expanded url costs more than building it (V8 copies a string built piece by piece into one first).
 */
export interface UrlFacts {
  /** It starts with `http`: it is used as it is, without the base url. */
  absolute: boolean | undefined;
  /** It holds a `?`: a query goes after `&`. */
  questioned: boolean | undefined;
  /** It ends with `/` (one of which goes): always, never, or when the value of the variable named (its last part, `{name}` after a `/`) expands to nothing. */
  trailing: boolean | string | undefined;
}

/** A parsed url, ready to expand. */
export interface CompiledUrl extends ParsedTemplate, UrlFacts {
  /** The names of its variables but option keys: parameters that go to neither query nor body. */
  names: string[];
}

/** Compiled urls by their text, so a url is parsed once. Bounded: when full, the oldest goes. */
export const compiledUrls = new Map<unknown, CompiledUrl>();
export const COMPILED_URLS_LIMIT = 1000;

/** A url of `endpoint()` compiled (`:name` placeholders too; a missing or empty one is `/`), cached. */
export function compileUrl(url: unknown): CompiledUrl {
  let compiled = compiledUrls.get(url);
  if (!compiled) {
    compiled = compileParts(parseTemplate(convertColonPlaceholders(asString(url || "/", "url"))).parts);
    if (compiledUrls.size >= COMPILED_URLS_LIMIT) compiledUrls.delete(compiledUrls.keys().next().value);
    compiledUrls.set(url, compiled);
  }
  return compiled;
}

/** Parsed url parts ready to expand: variables named like option keys are left out of their expressions (options are never expanded). */
export function compileParts(parts: ParsedTemplate["parts"]): CompiledUrl {
  for (const part of parts) if (typeof part != "string") part.variables = part.variables.filter(({ name }) => !OPTION_KEYS.includes(name));
  const sources = parts.map((part) => (typeof part == "string" ? part : part.source));
  return { parts, names: variableNames(sources), ...urlFacts(sources.join("")) };
}

/**
 * The variables of a url's parts (literal text, and valid expressions such as `"{?name,label:3}"`),
 * each once, option keys left out.
 */
export function variableNames(parts: readonly string[]): string[] {
  const names: string[] = [];
  for (const part of parts) {
    if (part[0] != "{") continue;
    for (const spec of part.slice(1, -1).replace(/^[+#./;?&]/, "").split(",")) {
      const name = spec.replace(/\*$|:\d+$/, "");
      if (!OPTION_KEYS.includes(name) && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** What is known of a url from its template (valid, its literal text percent-encoded). */
export function urlFacts(template: string): UrlFacts {
  let trailing: UrlFacts["trailing"] = template.endsWith("/");
  if (template.endsWith("}")) {
    // `{name}` after a `/`, the usual end of a url (options are never expanded); else an expression
    // that can add a `/` itself, or one after a `/` or another expression, can end it with one.
    const name = /\/\{([\w%][\w.%]*)\}$/.exec(template)?.[1];
    trailing = name ? OPTION_KEYS.includes(name) || name : /[/}]\{[^}]*\}$|\{[+#/][^}]*\}$/.test(template) ? undefined : false;
  }
  return {
    // Text before a first expression can still become `http`.
    absolute: template.startsWith("http") || (/^(h|ht|htt)?\{/.test(template) ? undefined : false),
    // `?` starts a query expression; `+` and `#` keep the `?` of their values.
    questioned: /\?|\{[+#]/.test(template) ? undefined : false,
    trailing,
  };
}

/** Whether the url, expanded with `values` to `path`, ends with `/`. */
export function slashed({ trailing }: UrlFacts, path: string, values: Record<string, unknown>): boolean {
  if (typeof trailing != "string") return trailing ?? path.endsWith("/");
  const value = valueOf(values, trailing);
  return value == null || value === "" || (typeof value == "object" && !segment(value));
}

/**
 * The request url from the expanded template `path`: one trailing `/` less when `slashed` (unless
 * that is all of it), after `baseUrl` unless it starts with `http`, then `query` after `?` (`&` if
 * the url has one).
 */
export function finishUrl(path: string, slashed: boolean, baseUrl: unknown, query: string, facts: UrlFacts): string {
  if (slashed && path.length > 1) path = path.slice(0, -1);
  const relative = !(facts.absolute ?? path.startsWith("http"));
  const url = relative ? baseUrl + path : path;
  if (!query) return url;
  const questioned = (facts.questioned ?? path.includes("?")) || (relative && String(baseUrl).includes("?"));
  return url + (questioned ? "&" : "?") + query;
}
