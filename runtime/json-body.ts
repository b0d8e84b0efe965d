import { put } from "./object.js";

/**
 * A JSON body made of a generated function's body parameters: those with a value (`undefined` is no
 * value, `null` is one), as the request builder sends them; no body when none has one. A property
 * named `__proto__` is a key like any other.
 */
export function json(fields: Record<string, unknown>): Record<string, unknown> | undefined {
  let body: Record<string, unknown> | undefined;
  for (const key in fields) {
    const value = fields[key];
    if (value !== undefined) put((body ??= {}), key, value);
  }
  return body;
}
