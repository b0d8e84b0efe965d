// Options are plain objects, possibly from JSON.parse: only own keys count, and a `__proto__` key is
// data like any other (objects that take such keys are built by spread or Object.fromEntries).

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  const prototype: unknown = value && typeof value === "object" && Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

/** `value` if it is a plain object, `{}` if undefined; else a TypeError naming `what`. */
export function plainObject(value: unknown, what: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (!isPlainObject(value)) throw new TypeError(what + " must be a plain object");
  return value;
}
