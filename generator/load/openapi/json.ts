/** Narrowing helpers for data parsed from JSON or YAML, where every value starts as `unknown`. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property only: keys like `__proto__` or `constructor` in untrusted input must not reach the prototype. */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

export function stringAt(object: JsonObject, key: string): string | undefined {
  const value = own(object, key);
  return typeof value === "string" ? value : undefined;
}
