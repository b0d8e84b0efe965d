// Options are plain objects, possibly from JSON.parse: only own keys count, and `__proto__` is a key
// like any other (objects that take such keys are built by spread or Object.fromEntries).

/** Throws a TypeError: the error of every bad input except templates (UriTemplateError). */
export const fail = (message: string): never => {
  throw new TypeError(message);
};

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  const prototype: unknown = typeof value === "object" && value ? Object.getPrototypeOf(value) : 0;
  return prototype === null || prototype === Object.prototype;
}

/** `value` if it is a plain object, `{}` if undefined; else a TypeError naming `what`. */
export const plainObject = (value: unknown, what: string): Record<string, unknown> =>
  value === undefined ? {} : isPlainObject(value) ? value : fail(what + " must be a plain object");
