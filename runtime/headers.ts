// Headers are checked where they enter: defaults(), call options, routes, parse().
import { copy, fail, plainObject, put } from "./object.js";
import type { Headers } from "./types.js";

/** A TypeError for a header whose name or value (as text) holds CR or LF: header injection. */
export const checkHeader = (name: string, value: unknown): void => {
  if (/[\r\n]/.test(name + value)) fail(`header ${JSON.stringify(name)} has CR or LF`);
};

/**
 * `headers` over `below`, names lowercased: of two spellings the last wins, even when undefined;
 * then undefined values leave `below`'s alone, the others are checked. No headers (`null` too) is a copy.
 */
export function mergeHeaders(below: Headers, headers: unknown): Headers {
  const lowercased: Headers = {};
  for (const [name, value] of Object.entries(plainObject(headers || undefined, "headers"))) put(lowercased, name.toLowerCase(), value);
  const merged = copy(below);
  for (const [name, value] of Object.entries(lowercased)) if (value !== undefined) checkHeader(name, value), put(merged, name, value);
  return merged;
}
