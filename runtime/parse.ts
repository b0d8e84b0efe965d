// parse(): request options from merged options (spec 4).
import { applyAccept } from "./accept.js";
import { copy, plainObject } from "./object.js";
import { requestFor, sortParams, methodOf } from "./request.js";
import type { Headers, MediaType, MergedOptions, RequestOptions } from "./types.js";
import { expandTemplate } from "./uri-template.js";
import { compileUrl, finishUrl, slashed } from "./url.js";

/**
 * Expands the url (`:name` placeholders before the first `?`, RFC 6570), prefixes `baseUrl` unless
 * the url starts with `http`, sets the accept header `mediaType` asks for (previews named after
 * `vendor`), and sends the parameters the url does not name as query or body. Header names stay as given.
 */
export function parse(options: MergedOptions, vendor: string | undefined): RequestOptions {
  const { method, baseUrl, url, headers, request, mediaType } = plainObject(options, "options");
  const lowercase = methodOf(method);
  const compiled = compileUrl(url);
  const path = expandTemplate(compiled, options);
  const { query, body, failure } = sortParams(options, compiled.names, lowercase == "get" || lowercase == "head", false);
  const resolved = finishUrl(path, slashed(compiled, path, options), baseUrl, query, compiled);
  return requestFor(lowercase, resolved, applyAccept(copy(headers as Headers), mediaType as MediaType, vendor), body, failure, request);
}
