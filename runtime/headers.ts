// Headers are checked where they enter: defaults(), call options, routes, parse().
import { fail, plainObject, toObject } from "./object.js";
import type { Headers } from "./types.js";

/** A TypeError for a header whose name or value (as text) holds CR or LF: header injection. */
export const checkHeader = (name: string, value: unknown): void => {
  if (/[\r\n]/.test(name + value)) fail(`header ${JSON.stringify(name)} has CR or LF`);
};

/**
 * Headers with names lowercased (of two spellings the last wins, even when undefined), then
 * undefined values left out and the rest checked. No headers (`null` too) is `{}`.
 */
export function lowercaseHeaders(headers: unknown): Headers {
  const lowercased = toObject(Object.entries(plainObject(headers || undefined, "headers")).map(([name, value]) => [name.toLowerCase(), value]));
  return toObject(Object.entries(lowercased).filter(([name, value]) => value !== undefined && (checkHeader(name, value), true))) as Headers;
}
