// Headers are checked where they enter: defaults(), call options, routes, parse().
import { copy, fail, own, plainObject, put } from "./object.js";
import type { Headers } from "./types.js";

/** Header names found to be tokens: calls send the same few again and again. Bounded: names are the caller's. */
const TOKENS = new Set<string>();

/**
 * A TypeError for a header whose name is not an HTTP token (RFC 9110: `x-h: y`, a space, NUL) or
 * whose value (as text) holds CR, LF or NUL: each would let a value inject another header, or break
 * the request.
 */
export const checkHeader = (name: string, value: unknown): void => {
  if (!TOKENS.has(name)) {
    if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) fail(`header name ${JSON.stringify(name)} is not a token`);
    if (TOKENS.size > 999) TOKENS.clear();
    TOKENS.add(name);
  }
  if (/[\r\n\0]/.test(`${value}`)) fail(`header ${JSON.stringify(name)} has CR, LF or NUL`);
};

/**
 * `headers` over `below`, in a copy, names lowercased: an undefined value leaves `below`'s, the others
 * are checked. Of two spellings of a name the last wins, even when undefined. No headers (`null` too)
 * is a plain copy.
 */
export function mergeHeaders(below: Headers, headers: unknown): Headers {
  const given = plainObject(headers || undefined, "headers");
  const merged = copy(below);
  for (const name of Object.keys(given)) {
    const key = name.toLowerCase();
    const value = given[name] === undefined ? own(below, key) : given[name];
    if (value === undefined) delete merged[key];
    else checkHeader(key, value), put(merged, key, value);
  }
  return merged;
}
