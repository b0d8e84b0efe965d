// Header parameters the description types as a list or an object: OpenAPI's one header style,
// `simple` (RFC 6570's `{name}` and `{name*}`), written before the call's headers are merged. A plain
// header value (a string, a number) never comes here: it goes as it is given.
import { expandVariable, operatorRule, type OperatorRule } from "./expand.js";
import { own } from "./object.js";
import type { Headers } from "./types.js";

/**
 * `simple` without percent-encoding: a header value is not a url, and a plain one goes as it is, so a
 * list's members do too. Members joined by `,`; an object's `key,value` (`key=value` exploded). Made
 * per call (see cookies.ts): a module-level value made by a call would not tree-shake.
 */
const simpleAsIs = (): OperatorRule => ({ ...operatorRule(""), encode: String });

/**
 * A call's params with the listed headers, when given a list or an object, written in style simple:
 * `blue,black,brown`; `R,100,G,200,B,150`, or `R=100,G=200,B=150` where `explode` is true. An empty
 * list or object is no value (undefined). `styles` maps each header (lowercase) to its `explode`; a
 * call may spell a name in any case, and only the route's own names count (not `constructor`). The
 * params are not changed: a copy is returned.
 */
export function withHeaderStyles<Params extends { headers?: object | undefined }>(params: Params, styles: Record<string, boolean>): Omit<Params, "headers"> & { headers?: Headers } {
  if (!params.headers) return params as Omit<Params, "headers">;
  const written = Object.entries(params.headers).map(([name, value]: [string, unknown]) => {
    const explode = own(styles, name.toLowerCase()) as boolean | undefined;
    return [name, explode === undefined || value === null || typeof value !== "object" ? value : expandVariable(simpleAsIs(), name, value, explode)];
  });
  // fromEntries makes each an own property, `__proto__` (a valid header name) too.
  return { ...params, headers: Object.fromEntries(written) as Headers };
}
