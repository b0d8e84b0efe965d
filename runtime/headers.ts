// Headers are checked where they enter: defaults(), call options, routes, parse().
import { plainObject } from "./object.js";
import type { Headers } from "./types.js";

/** A TypeError for a value that is not a string or number, or a CR or LF (header injection). */
export function checkHeader(name: string, value: unknown): void {
  if ((typeof value !== "string" && typeof value !== "number") || /[\r\n]/.test(name + value)) {
    throw new TypeError(`header ${JSON.stringify(name)}: need a string or number without CR, LF`);
  }
}

/** Checked headers, names lowercased (of two spellings the last wins), undefined values left out. */
export const lowercaseHeaders = (headers: unknown): Headers =>
  Object.fromEntries(
    Object.entries(plainObject(headers, "headers"))
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => (checkHeader(name, value), [name.toLowerCase(), value])),
  ) as Headers;
