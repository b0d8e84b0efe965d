// Headers are checked where they enter: defaults(), call options, routes, parse(). Calls send the same
// few names and values again and again: those already checked are remembered (strings cannot change),
// a few hundred at most, so that a call's headers cost a lookup each.
import { copy, fail, own, plainObject, put } from "./object.js";
import type { Headers } from "./types.js";

const LIMIT = 500;
/** Header names as given, with their lowercase form, found to be tokens. */
const NAMES = new Map<string, string>();
/** Short values found to hold no CR, LF or NUL. */
const VALUES = new Set<unknown>();

/** `name` lowercased; a TypeError when it is not an HTTP token (RFC 9110: `x-h: y`, a space, NUL). */
export function headerName(name: string): string {
  let key = NAMES.get(name);
  if (key === undefined) {
    // The name as given: lowercasing can make ASCII of what is not (the Kelvin sign K is a `k`).
    if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) fail(`header name ${JSON.stringify(name)} is not a token`);
    key = name.toLowerCase();
    if (NAMES.size >= LIMIT) NAMES.clear();
    NAMES.set(name, key);
  }
  return key;
}

/** A TypeError when a value (as text) holds CR, LF or NUL: it would inject another header, or break the request. */
export function checkValue(name: string, value: unknown): void {
  if (VALUES.has(value)) return;
  if (/[\r\n\0]/.test(`${value}`)) fail(`header ${JSON.stringify(name)} has CR, LF or NUL`);
  if (typeof value === "string" && value.length < 256) {
    if (VALUES.size >= LIMIT) VALUES.clear();
    VALUES.add(value);
  }
}

/** A TypeError for a header whose name is not a token or whose value holds CR, LF or NUL. */
export const checkHeader = (name: string, value: unknown): void => {
  headerName(name);
  checkValue(name, value);
};

/**
 * `headers` over `below`, in a copy, names lowercased: an undefined value leaves `below`'s, the others
 * are checked. Of two spellings of a name the last wins, even when undefined. No headers (`null` too)
 * is a plain copy.
 */
export function mergeHeaders(below: Readonly<Headers>, headers: unknown): Headers {
  const given = plainObject(headers || undefined, "headers");
  // A spread copy is the cheapest while no key is added to it; one that takes new names is made by copy().
  return writeHeaders(hasNames(below, given) ? { ...below } : copy(below), below, given);
}

/** Whether `below` has each of `given`'s names, lowercased: a spread copy of it then takes no new key. */
export function hasNames(below: Readonly<Headers>, given: Record<string, unknown>): boolean {
  for (const name of Object.keys(given)) if (!Object.hasOwn(below, headerName(name))) return false;
  return true;
}

/** `given` over `below` in `merged`, a copy of `below` (see mergeHeaders). */
export function writeHeaders(merged: Headers, below: Readonly<Headers>, given: Record<string, unknown>): Headers {
  // headerName() again is a lookup of what it remembered: cheaper than keeping the lowercase names.
  for (const name of Object.keys(given)) {
    const key = headerName(name);
    const value = given[name] === undefined ? own(below, key) : given[name];
    if (value === undefined) delete merged[key];
    else checkValue(key, value), put(merged, key, value);
  }
  return merged;
}
