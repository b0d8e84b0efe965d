// Headers are checked where they enter: defaults(), call options, routes, parse().
import { fail, plainObject } from "./object.js";
import type { Headers } from "./types.js";

/** A TypeError for a value that is not a string or number, or that holds CR or LF (header injection). */
export const checkHeader = (name: string, value: unknown): void => {
  if ((typeof value !== "string" && typeof value !== "number") || /[\r\n]/.test(name + value)) {
    fail(`header ${JSON.stringify(name)} needs a string or number without CR, LF`);
  }
};

/** Checked headers, names lowercased (of two spellings the last wins), undefined values left out. */
export const lowercaseHeaders = (headers: unknown): Headers =>
  Object.fromEntries(
    Object.entries(plainObject(headers, "headers"))
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => (checkHeader(name, value), [name.toLowerCase(), value])),
  ) as Headers;
