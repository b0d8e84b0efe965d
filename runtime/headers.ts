// Headers are checked where they enter: defaults(), call options, routes, parse().
import { copy, fail, plainObject, put } from "./object.js";
import type { Headers } from "./types.js";

/** A TypeError for a header whose name or value (as text) holds CR or LF: header injection. */
export const checkHeader = (name: string, value: unknown): void => {
  if (hasLineBreak(name) || hasLineBreak(`${value}`)) fail(`header ${JSON.stringify(name)} has CR or LF`);
};

// Faster than a regular expression, and than joining name and value first.
const hasLineBreak = (text: string) => text.includes("\n") || text.includes("\r");

/**
 * `headers` over `below`, names lowercased: of two spellings the last wins, even when undefined;
 * then undefined values leave `below`'s alone, the others are checked. No headers (`null` too) is a copy.
 */
export function mergeHeaders(below: Headers, headers: unknown): Headers {
  let given = plainObject(headers || undefined, "headers");
  // Names written in lowercase, the usual, cannot collide: then there is nothing to lowercase.
  const names = Object.keys(given);
  if (names.some((name) => name.toLowerCase() != name)) {
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
