// The shape of every generated route function: from its JSDoc on, this file is what each function is,
// with these slots filled for its route (the imports above it are for the type-check only):
//
//   $summary      a JSDoc line: the route's summary, or its method and url
//   $description  a JSDoc line: the route's description, unless it repeats the summary
//   $tags         a JSDoc line: `@deprecated` and `@see` (the route's docs), where it has them
//   $name         the function's name (`export` goes where the module exports it under another)
//   $Params       the route's params type; `params` may be left out when no parameter is required
//   $Return       `RequestOptions<Response>`, and its responses by status where it declares some
//   $body         the statements: read the params, build the url and the body, return the options
//
// A JSDoc line a slot leaves empty goes, and blank lines do not pile up. The parameters and the return
// type are laid out as prettier does (on one line when they fit, else one a line).
import type { Defaults } from "@routegen/runtime";
import { api } from "./endpoint-api.js";

/**
 * $summary
 *
 * $description
 *
 * @param params - The request's parameters: see {@link $Params}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * $tags
 */
export function $name(params: $Params, defaults: Defaults = api): $Return {
  $body;
}
