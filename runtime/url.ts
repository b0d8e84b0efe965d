// The url of endpoint()'s request: `:name` placeholders and RFC 6570 expressions, parsed once, expanded
// per call (./uri-template.ts), then finished: trailing `/`, base url, query.
import { asString } from "./object.js";
import type { ParsedTemplate } from "./types.js";
import { convertColonPlaceholders, parseTemplate } from "./uri-template.js";

/** The option keys: never parameters, and never expanded into the url. */
export const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"];

/** A parsed url, ready to expand. */
export interface CompiledUrl extends ParsedTemplate {
  /** The names of its variables but option keys: parameters that go to neither query nor body. */
  names: string[];
}

/** Compiled urls by their text, so a url is parsed once. Bounded: when full, the oldest goes. */
export const compiledUrls = new Map<unknown, CompiledUrl>();
export const COMPILED_URLS_LIMIT = 1000;

/**
 * A url of `endpoint()` compiled (`:name` placeholders too; a missing or empty one is `/`), cached.
 * Variables named like option keys are left out of its expressions: options are never expanded.
 */
export function compileUrl(url: unknown): CompiledUrl {
  let compiled = compiledUrls.get(url);
  if (!compiled) {
    const { parts } = parseTemplate(convertColonPlaceholders(asString(url || "/", "url")));
    const names: string[] = [];
    for (const part of parts) {
      if (typeof part === "string") continue;
      part.variables = part.variables.filter(({ name }) => !OPTION_KEYS.includes(name));
      for (const { name } of part.variables) if (!names.includes(name)) names.push(name);
    }
    compiled = { parts, names };
    if (compiledUrls.size >= COMPILED_URLS_LIMIT) compiledUrls.delete(compiledUrls.keys().next().value);
    compiledUrls.set(url, compiled);
  }
  return compiled;
}

/**
 * The request url from the expanded template `path`: one trailing `/` less (unless that is all of it),
 * after `baseUrl` unless it starts with `http`, then `query` after `?` (`&` if the url has one).
 */
export function finishUrl(path: string, baseUrl: unknown, query: string): string {
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  const url = path.startsWith("http") ? path : baseUrl + path;
  return query ? url + (url.includes("?") ? "&" : "?") + query : url;
}
