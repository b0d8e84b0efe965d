// The url of a request: `:name` placeholders and RFC 6570 expressions, parsed once and expanded per
// call (./uri-template.ts), then finished: trailing `/`, base url, query.
import { fail } from "./object.js";
import type { Expression } from "./types.js";
import { convertColonPlaceholders, parseTemplate } from "./uri-template.js";

/** The option keys: never parameters, and never expanded into the url. */
export const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"];

/** A parsed url, ready to expand. */
export interface CompiledUrl {
  parts: (string | Expression)[];
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
    const text = url || "/";
    compiled = compileParts(parseTemplate(convertColonPlaceholders(typeof text == "string" ? text : fail("url must be a string"))).parts);
    if (compiledUrls.size >= COMPILED_URLS_LIMIT) compiledUrls.delete(compiledUrls.keys().next().value);
    compiledUrls.set(url, compiled);
  }
  return compiled;
}

/**
 * Parsed url parts (their expressions are changed) ready to expand. Variables named like option
 * keys are left out of the expressions: options are never expanded.
 */
export function compileParts(parts: (string | Expression)[]): CompiledUrl {
  const names: string[] = [];
  for (const part of parts) {
    if (typeof part == "string") continue;
    part.variables = part.variables.filter(({ name }) => !OPTION_KEYS.includes(name));
    for (const { name } of part.variables) if (!names.includes(name)) names.push(name);
  }
  return { parts, names };
}

/** What is known of a url before it is expanded (undefined: ask the expanded url). */
export interface UrlFacts {
  /** It starts with `http`: it is used as it is, without the base url. */
  absolute?: boolean | undefined;
  /** It holds a `?`: a query goes after `&`. */
  questioned?: boolean | undefined;
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
