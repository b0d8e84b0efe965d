// The url of a request: `:name` placeholders and RFC 6570 expressions, parsed once, expanded per call.
import { expandTemplate } from "./expand.js";
import { fail } from "./object.js";
import type { Expression, ParsedTemplate } from "./types.js";
import { convertColonPlaceholders, parseTemplate, readTemplate } from "./uri-template.js";

/** A parsed url and its variable names: parameters with these names never go to query or body. */
export interface CompiledUrl extends ParsedTemplate {
  names: Set<string>;
}

/** A missing or empty url is `/`. `read` defaults to reading without validation (see compileUrl). */
export function readUrl(url: unknown, read: (template: string) => ParsedTemplate["parts"] = readTemplate): CompiledUrl {
  const parts = read(convertColonPlaceholders(typeof (url ||= "/") === "string" ? (url as string) : fail("url must be a string")));
  return { parts, names: new Set(parts.flatMap((part) => (part as Expression).variables?.map((v) => v.name) ?? [])) };
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

/** The expanded url less one trailing `/`, unless that is all there is. */
export function expandUrl(compiled: CompiledUrl, values: Record<string, unknown>): string {
  const url = expandTemplate(compiled, values);
  return url !== "/" && url.endsWith("/") ? url.slice(0, -1) : url;
}
