// Cookie parameters of generated functions (OpenAPI `in: cookie`): `name=value` pairs, written by the
// query helpers (style form, values percent-encoded), sent in the cookie header. A browser's fetch
// does not let a page set that header (it sends the browser's own cookies); other clients send it.
import { expandVariable, operatorRule, type OperatorRule } from "./expand.js";
import { joinPairs, pair } from "./query.js";
import type { RequestOptions } from "./types.js";

/**
 * Style form, exploded, in a cookie header: each member a pair of its own, pairs separated by `; `.
 * Made per call, as query.ts's rules are: a module-level value made by a call would stay in every
 * bundle that imports this module, used or not.
 */
const cookiePairs = (): OperatorRule => ({ ...operatorRule("&"), separator: "; " });

/**
 * Style form, exploded (a cookie's default), of a list or an object: `color=blue; color=black` and
 * `R=100; G=200`, the pairs a cookie header repeats. A query's `&` would make one cookie of them all.
 */
export const cookieExplode = (name: string, value: unknown): string =>
  value !== null && typeof value === "object" ? (expandVariable(cookiePairs(), name, value, true) ?? "") : pair(name, value);

/**
 * The request options with the pairs of a route's cookie parameters (each "" when it has no value)
 * added to their cookie header, after the cookies the call or the defaults give: `theme=dark; id=7`.
 * The options are the caller's own, fresh from requestOptions(): their headers are changed in place.
 */
export function withCookies<Response, Responses>(options: RequestOptions<Response, Responses>, ...pairs: string[]): RequestOptions<Response, Responses> {
  const cookie = joinPairs([`${options.headers["cookie"] ?? ""}`, ...pairs], "", "; ");
  if (cookie) options.headers["cookie"] = cookie;
  return options;
}
