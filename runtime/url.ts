// The url of a request: `:name` placeholders and RFC 6570 expressions, parsed once, expanded per call.
import { expandExpression } from "./expand.js";
import { fail } from "./object.js";
import type { Expression, ParsedTemplate } from "./types.js";
import { convertColonPlaceholders, parseTemplate, readTemplate } from "./uri-template.js";

/** A parsed url, and the keys it implies. */
export interface CompiledUrl extends ParsedTemplate {
  /** Keys that go to neither query nor body: the option keys and the names of the url's variables. */
  skip: Set<string>;
  /** Values that hide option keys the url names (`{url}`): those are never expanded. */
  hidden: Record<string, undefined> | false;
}

/** The option keys: never parameters. */
export const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"];

/** A missing or empty url is `/`. `read` defaults to reading without validation (see compileUrl). */
export function readUrl(url: unknown, read: (template: string) => ParsedTemplate["parts"] = readTemplate): CompiledUrl {
  const parts = read(convertColonPlaceholders(typeof (url ||= "/") === "string" ? (url as string) : fail("url must be a string")));
  const names = parts.flatMap((part) => (part as Expression).variables?.map((v) => v.name) ?? []);
  const hidden = OPTION_KEYS.some((key) => names.includes(key)) && Object.fromEntries(OPTION_KEYS.map((key) => [key]));
  return { parts, skip: new Set([...OPTION_KEYS, ...names]), hidden };
}

/** Compiled urls by their text, so a url is parsed once. Bounded: when full, the oldest goes. */
export const compiledUrls = new Map<unknown, CompiledUrl>();
export const COMPILED_URLS_LIMIT = 1000;

/** readUrl() with validation (UriTemplateError), cached. */
export function compileUrl(url: unknown): CompiledUrl {
  let compiled = compiledUrls.get(url);
  if (!compiled) {
    compiled = readUrl(url, (template) => parseTemplate(template).parts);
    if (compiledUrls.size >= COMPILED_URLS_LIMIT) compiledUrls.delete(compiledUrls.keys().next().value);
    compiledUrls.set(url, compiled);
  }
  return compiled;
}

/**
 * The request url and whether it has a `?`: the template expanded, less one trailing `/` (unless
 * that is all), after `baseUrl` unless it starts with `http`. The checks look at the expanded
 * pieces: asking the joined string would flatten it, which costs more than the rest.
 */
export function resolveUrl({ parts, hidden }: CompiledUrl, values: Record<string, unknown>, baseUrl: unknown): [url: string, query: boolean] {
  if (hidden) values = { ...values, ...hidden };
  let url = "";
  let first = "";
  let last = "";
  let query = false;
  for (const part of parts) {
    const piece = typeof part === "string" ? part : expandExpression(part, values);
    if (piece) {
      url += piece;
      first ||= piece;
      last = piece;
      query ||= piece.includes("?");
    }
  }
  if (url.length > 1 && last.endsWith("/")) url = url.slice(0, -1);
  if (first[0] !== "h" || !(first.length > 3 ? first : url).startsWith("http")) {
    url = baseUrl + url;
    query ||= String(baseUrl).includes("?");
  }
  return [url, query];
}
