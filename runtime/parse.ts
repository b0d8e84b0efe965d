// parse(): request options from merged options (docs/builder-contract.md).
import { JSON_TYPE, trimSlash } from "./call.js";
import { encodeComponent } from "./encode.js";
import { applyAccept } from "./media-type.js";
import { asString, plainObject, put } from "./object.js";
import type { Headers, MediaType, MergedOptions, ParsedTemplate, RequestOptions } from "./types.js";
import { convertColonPlaceholders, expandTemplate, parseTemplate } from "./uri-template.js";

/**
 * Expands the url (`:name` placeholders before the first `?`, RFC 6570), prefixes `baseUrl` unless
 * the url starts with `http`, sets the accept header `mediaType` asks for (previews named after
 * `vendor`), and sends the parameters the url does not name as query or body. Header names stay as given.
 */
export function parse(options: MergedOptions, vendor: string | undefined): RequestOptions {
  // Every key but the options' own is a parameter (a rest copy keeps a `__proto__` key a key), so the
  // url never expands an option. (Per-call, 2026-12-05: the rest copy costs about 10% of a call's
  // instructions, a list of option keys to skip 53 gzipped bytes; endpoint() stays over 3x as fast as
  // @octokit/endpoint either way.)
  const { method, baseUrl, url, headers, request, mediaType, ...params } = plainObject(options, "options");
  const verb = asString(method, "method").toLowerCase();

  // The url's variables take their values, and are sent nowhere else. A variable that expands to
  // nothing leaves no dangling `/`; an absolute url keeps its own host.
  const template = compileUrl(url);
  const path = trimSlash(expandTemplate(template, params), "");
  let target = path.startsWith("http") ? path : baseUrl + path;

  // Headers are copied (by spreading, which keeps a `__proto__` key a key): the caller owns the result.
  const { format, previews } = mediaType as MediaType;
  if (format || previews?.length) asString((headers as Headers)["accept"], "the accept header mediaType amends");
  const accepted = applyAccept({ ...(headers as Headers) }, mediaType as MediaType, vendor);

  // The other parameters go to the query of GET and HEAD, else to the body; `data`, when given, is the body.
  const get = verb === "get" || verb === "head";
  let query = "";
  let fields: Record<string, unknown> | undefined;
  for (const key of Object.keys(params)) {
    if (template.names.includes(key)) continue;
    if (get) query += (query && "&") + queryPair(key, params[key]);
    else put((fields ??= {}), key, params[key]);
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

/**
 * `key=value` of the query: the value as encodeURIComponent writes it. A `q` is text that keeps its `+`
 * signs, which the search syntax writes between terms.
 */
const queryPair = (key: string, value: unknown): string =>
  key + "=" + (key === "q" ? encodeURIComponent(asString(value, "q")).replace(/%2B/g, "+") : encodeComponent(value));

/** A parsed url, with the names of its variables: parameters that go to neither query nor body. */
interface CompiledUrl extends ParsedTemplate {
  names: string[];
}

/**
 * Compiled urls by their text, so that a url is parsed once: calls go to the same few routes again and
 * again. Bounded: when full, it starts again. Measured (the per-call cases, interleaved batches,
 * 2026-12-05): parsing each call's url instead, endpoint() was 1.5x to 2.4x as fast as
 * @octokit/endpoint, against 5x to 7x with this cache (the target is 3x).
 */
export const compiledUrls = new Map<unknown, CompiledUrl>();
export const COMPILED_URLS_LIMIT = 1000;

/** A url compiled (`:name` placeholders too; a missing or empty one is `/`), cached. */
export function compileUrl(url: unknown): CompiledUrl {
  let compiled = compiledUrls.get(url);
  if (compiled) return compiled;
  const { parts } = parseTemplate(convertColonPlaceholders(asString(url || "/", "url")));
  compiled = {
    parts,
    names: parts.flatMap((part) => (typeof part === "string" ? [] : part.variables.map((v) => v.name))),
  };
  if (compiledUrls.size >= COMPILED_URLS_LIMIT) compiledUrls.clear();
  compiledUrls.set(url, compiled);
  return compiled;
}
