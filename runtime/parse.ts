// parse(): request options from merged options (docs/builder-contract.md).
import { JSON_TYPE, trimSlash } from "./call.js";
import { encodeComponent } from "./encode.js";
import { applyAccept } from "./media-type.js";
import { asString, fail, plainObject, put } from "./object.js";
import type { Headers, MediaType, MergedOptions, ParsedTemplate, RequestOptions } from "./types.js";
import { convertColonPlaceholders, expandTemplate, parseTemplate } from "./uri-template.js";

/** The keys of merged options that are options, not parameters: never expanded into the url, never sent. */
const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"];

/**
 * Expands the url (`:name` placeholders before the first `?`, RFC 6570), prefixes `baseUrl` unless
 * the url starts with `http`, sets the accept header `mediaType` asks for (previews named after
 * `vendor`), and sends the parameters the url does not name as query or body. Header names stay as given.
 */
export function parse(options: MergedOptions, vendor: string | undefined): RequestOptions {
  const { method, baseUrl, url, headers, request, mediaType } = plainObject(options, "options");
  const verb = asString(method, "method").toLowerCase();

  // The url's variables take their values, and are sent nowhere else. A variable that expands to
  // nothing leaves no dangling `/`; an absolute url keeps its own host.
  const template = compileUrl(url);
  const path = trimSlash(expandTemplate(template, options), "");
  let target = path.startsWith("http") ? path : baseUrl + path;

  // Headers are copied (by spreading, which keeps a `__proto__` key a key): the caller owns the result.
  const { format, previews } = mediaType as MediaType;
  if ((format || previews?.length) && typeof (headers as Headers)["accept"] !== "string")
    fail("mediaType needs an accept header");
  const accepted = applyAccept({ ...(headers as Headers) }, mediaType as MediaType, vendor);

  // The other parameters go to the query of GET and HEAD, else to the body; `data`, when given, is the body.
  const get = verb === "get" || verb === "head";
  let query = "";
  let fields: Record<string, unknown> | undefined;
  for (const key of Object.keys(options)) {
    if (template.names.includes(key) || OPTION_KEYS.includes(key)) continue;
    if (get) query += (query && "&") + queryPair(key, options[key]);
    else put((fields ??= {}), key, options[key]);
  }
  if (query) target += (target.includes("?") ? "&" : "?") + query;
  let body = fields && Object.hasOwn(fields, "data") ? fields["data"] : fields;

  // A body says it is JSON unless the headers say otherwise; PATCH and PUT without one send "".
  if (body !== undefined) accepted["content-type"] ||= JSON_TYPE;
  else if (verb === "patch" || verb === "put") body = "";
  const result: RequestOptions = { method: verb, url: target, headers: accepted };
  if (body !== undefined) result.body = body;
  if (request) result.request = request as Record<string, unknown>;
  return result;
}

/** `key=value` of the query string: the value through encodeURIComponent, `q` split at `+` first (the search syntax's). */
const queryPair = (key: string, value: unknown): string =>
  key +
  "=" +
  (key !== "q" ? encodeComponent(value) : asString(value, "q").split("+").map(encodeURIComponent).join("+"));

/** A parsed url, with the names of its variables: parameters that go to neither query nor body. */
interface CompiledUrl extends ParsedTemplate {
  names: string[];
}

/**
 * Compiled urls by their text, so that a url is parsed once: calls go to the same few routes again and
 * again. Bounded: when full, the oldest goes. Measured (`npm run bench -- per-call`, 2026-12-05):
 * parsing each call's url instead, endpoint() was 1.3x to 2.8x as fast as @octokit/endpoint, against
 * 4x to 6x with this cache (the target is 3x).
 */
export const compiledUrls = new Map<unknown, CompiledUrl>();
export const COMPILED_URLS_LIMIT = 1000;

/**
 * A url compiled (`:name` placeholders too; a missing or empty one is `/`), cached. Options are never
 * expanded: a variable named like one is left out of its expression.
 */
export function compileUrl(url: unknown): CompiledUrl {
  let compiled = compiledUrls.get(url);
  if (compiled) return compiled;
  const { parts } = parseTemplate(convertColonPlaceholders(asString(url || "/", "url")));
  const names: string[] = [];
  for (const part of parts) {
    if (typeof part === "string") continue;
    part.variables = part.variables.filter(({ name }) => !OPTION_KEYS.includes(name));
    names.push(...part.variables.map(({ name }) => name));
  }
  compiled = { parts, names };
  if (compiledUrls.size >= COMPILED_URLS_LIMIT) compiledUrls.delete(compiledUrls.keys().next().value);
  compiledUrls.set(url, compiled);
  return compiled;
}
