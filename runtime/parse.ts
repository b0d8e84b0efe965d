// parse(): request options from merged options (spec 4).
import { applyAccept } from "./accept.js";
import { plainObject } from "./object.js";
import { requestFor, verbOf } from "./query.js";
import type { MediaType, MergedOptions, RequestOptions } from "./types.js";
import { compileUrl, resolveUrl } from "./url.js";

/**
 * Expands the url (`:name` placeholders before the first `?`, RFC 6570), prefixes `baseUrl` unless
 * the url starts with `http`, sets the accept header `mediaType` asks for (previews named after
 * `vendor`), and sends the parameters the url does not name as query or body. Header names stay as given.
 */
export function parse(options: MergedOptions, vendor: string | undefined): RequestOptions {
  const { method, baseUrl, url, headers, request, mediaType, ...params } = plainObject(options, "options");
  const verb = verbOf(method);
  const compiled = compileUrl(url);
  const resolved = resolveUrl(compiled, params, baseUrl);
  const accepted = applyAccept({ ...(headers as object) }, mediaType as MediaType, vendor);
  const unused = Object.entries(params).filter(([name]) => !compiled.names.has(name));
  return requestFor(verb, resolved, accepted, unused, request);
}
