// Headers are checked where they enter: defaults(), call options, routes, parse().
import { copy, fail, plainObject, put } from "./object.js";
import type { Headers } from "./types.js";

/**
 * A TypeError for a header whose name is not an HTTP token (`x-h: y`, a space, NUL) or whose value (as
 * text) holds CR, LF or NUL: each would let a value inject another header, or break the request.
 */
export const checkHeader = (name: string, value: unknown): void => {
  if (!TOKEN.test(name)) fail(`header name ${JSON.stringify(name)} is not a token`);
  const text = `${value}`;
  // Faster than a regular expression.
  if (text.includes("\n") || text.includes("\r") || text.includes("\0")) fail(`header ${JSON.stringify(name)} has CR, LF or NUL`);
};

/** RFC 9110's token: the characters a header name may have. */
const TOKEN = /^[\w!#$%&'*+.^`|~-]+$/;

/**
 * `headers` over `below`, names lowercased: of two spellings the last wins, even when undefined;
 * then undefined values leave `below`'s alone, the others are checked. No headers (`null` too) is a copy.
 */
export function mergeHeaders(below: Headers, headers: unknown): Headers {
  let given = plainObject(headers || undefined, "headers");
  // Names written in lowercase, the usual, cannot collide: then there is nothing to lowercase.
  const names = Object.keys(given);
  if (names.some((name) => name.toLowerCase() !== name)) {
    const lowercased = {};
    for (const name of names) put(lowercased, name.toLowerCase(), given[name]);
    given = lowercased;
  }
  const merged = copy(below);
  for (const name of Object.keys(given)) {
    const value = given[name];
    if (value !== undefined) checkHeader(name, value), put(merged, name, value);
  }
  return merged;
}
