// parse(): request options from merged options (docs/builder-contract.md).
import { applyAccept } from "./accept.js";
import { plainObject } from "./object.js";
import { requestFor, sortParams, methodOf } from "./request.js";
import type { Headers, MediaType, MergedOptions, RequestOptions } from "./types.js";
import { expandTemplate } from "./uri-template.js";
import { compileUrl, finishUrl } from "./url.js";

/**
 * Expands the url (`:name` placeholders before the first `?`, RFC 6570), prefixes `baseUrl` unless
 * the url starts with `http`, sets the accept header `mediaType` asks for (previews named after
 * `vendor`), and sends the parameters the url does not name as query or body. Header names stay as given.
 */
export function parse(options: MergedOptions, vendor: string | undefined): RequestOptions {
  const { method, baseUrl, url, headers, request, mediaType } = plainObject(options, "options");
  // The verb decides where the parameters the url does not name go: the query of GET and HEAD, else the body.
  const verb = methodOf(method);
  // The url is parsed once per text; its variables take their values, and are sent nowhere else.
  const compiled = compileUrl(url);
  const path = expandTemplate(compiled, options);
  const { query, body, failure } = sortParams(options, compiled.names, verb === "get" || verb === "head");
  // Headers are copied (by spreading, which keeps a `__proto__` key a key): the caller owns the result.
  const accepted = applyAccept({ ...(headers as Headers) }, mediaType as MediaType, vendor);
  return requestFor(verb, finishUrl(path, baseUrl, query), accepted, body, failure, request);
}
