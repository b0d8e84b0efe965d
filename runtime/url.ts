// The url of a request: `:name` placeholders and RFC 6570 expressions, parsed once, expanded per call.
import { encodeUnreserved } from "./encode.js";
import { expandExpression } from "./expand.js";
import { fail } from "./object.js";
import type { Expression, Variable } from "./types.js";
import { convertColonPlaceholders, parseTemplate } from "./uri-template.js";

/** The option keys: never parameters, and never expanded into the url. */
export const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"];

/** A variable of a compiled url: `slot`, the index of its name in `names`. */
export interface CompiledVariable extends Variable {
  slot: number;
}

/** An expression of a compiled url; `simple`: the slot of its one variable, for `{name}`. */
export interface CompiledExpression extends Expression {
  variables: CompiledVariable[];
  simple?: number;
}

/** A parsed url, ready to expand. */
export interface CompiledUrl {
  parts: (string | CompiledExpression)[];
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
  for (const part of parts as CompiledExpression[]) {
    if (part.variables) {
      const variables = (part.variables = part.variables.filter(({ name }) => !OPTION_KEYS.includes(name)) as CompiledVariable[]);
      for (const variable of variables) {
        if (!names.includes(variable.name)) names.push(variable.name);
        variable.slot = names.indexOf(variable.name);
      }
      // `{name}`, the usual expression, expands without the general steps.
      if (!part.operator && variables.length == 1 && !variables[0]!.explode && !variables[0]!.prefix) part.simple = variables[0]!.slot;
    }
  }
  return { parts: parts as CompiledUrl["parts"], names };
}

/** The operators whose values can end with `/`, as literals can: for the others no piece can. */
const SLASHING = ["+", "#", "/"];

/**
 * The request url: the template expanded with the values of its variables (`slots`, in the order
 * of `names`), less one trailing `/` (unless that is all), after `baseUrl` unless it starts with
 * `http`, then `query` after `?` (`&` if it has one). The checks look at the pieces: asking the
 * joined string would flatten it, which costs more than the rest.
 */
export function resolveUrl({ parts }: CompiledUrl, slots: readonly unknown[], baseUrl: unknown, query = ""): string {
  let url = "";
  let first = "";
  let last = "";
  let lastPart: string | CompiledExpression = "";
  let hasQuery = false;
  for (const part of parts) {
    let piece: string;
    let value: unknown;
    if (typeof part == "string") piece = part;
    else if (part.simple !== undefined && (value = slots[part.simple]) != null && typeof value != "object") piece = encodeUnreserved(value);
    else piece = expandExpression(part, (variable) => slots[(variable as CompiledVariable).slot]);
    if (piece) {
      url += piece;
      first ||= piece;
      last = piece;
      lastPart = part;
      if (query) hasQuery ||= piece.includes("?");
    }
  }
  if (url.length > 1 && (typeof lastPart == "string" || SLASHING.includes(lastPart.operator)) && last.endsWith("/")) url = url.slice(0, -1);
  if (first[0] != "h" || !(first.length > 3 ? first : url).startsWith("http")) {
    url = baseUrl + url;
    if (query) hasQuery ||= String(baseUrl).includes("?");
  }
  return query ? url + (hasQuery ? "&" : "?") + query : url;
}
