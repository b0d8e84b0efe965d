// The url of a request: `:name` placeholders and RFC 6570 expressions, parsed once, expanded per call.
import { expandExpression } from "./expand.js";
import { fail } from "./object.js";
import type { Expression, ParsedTemplate } from "./types.js";
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
 * A url parsed (a missing or empty one is `/`), cached. Variables named like option keys are left
 * out of its expressions: options are never expanded.
 */
export function compileUrl(url: unknown): CompiledUrl {
  let compiled = compiledUrls.get(url);
  if (!compiled) {
    const text = url || "/";
    const { parts } = parseTemplate(convertColonPlaceholders(typeof text == "string" ? text : fail("url must be a string")));
    const names: string[] = [];
    for (const part of parts as Expression[]) {
      if (part.variables) {
        part.variables = part.variables.filter(({ name }) => !OPTION_KEYS.includes(name));
        for (const { name } of part.variables) if (!names.includes(name)) names.push(name);
      }
    }
    if (compiledUrls.size >= COMPILED_URLS_LIMIT) compiledUrls.delete(compiledUrls.keys().next().value);
    compiledUrls.set(url, (compiled = { parts, names }));
  }
  return compiled;
}

/**
 * The request url and whether it has a `?`: the template expanded, less one trailing `/` (unless
 * that is all), after `baseUrl` unless it starts with `http`. The checks look at the expanded
 * pieces: asking the joined string would flatten it, which costs more than the rest.
 */
export function resolveUrl({ parts }: ParsedTemplate, values: Record<string, unknown>, baseUrl: unknown): [url: string, query: boolean] {
  let url = "";
  let first = "";
  let last = "";
  let query = false;
  for (const part of parts) {
    const piece = typeof part == "string" ? part : expandExpression(part, values);
    if (piece) {
      url += piece;
      first ||= piece;
      last = piece;
      query ||= piece.includes("?");
    }
  }
  if (url.length > 1 && last.endsWith("/")) url = url.slice(0, -1);
  if (first[0] != "h" || !(first.length > 3 ? first : url).startsWith("http")) {
    url = baseUrl + url;
    query ||= String(baseUrl).includes("?");
  }
  return [url, query];
}
