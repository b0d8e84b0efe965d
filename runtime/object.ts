// Options are plain objects, possibly from JSON.parse: only own keys count, and `__proto__` is a key
// like any other (objects that take such keys get them through put()).

/** Throws a TypeError: the error of every bad input except templates (UriTemplateError). */
export const fail = (message: string): never => {
  throw new TypeError(message);
};

/** `value` if it is a string, else a TypeError naming `what`. */
export const asString = (value: unknown, what: string): string =>
  typeof value === "string" ? value : fail(what + " must be a string");

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  const prototype: unknown = typeof value === "object" && value ? Object.getPrototypeOf(value) : 0;
  return prototype === null || prototype === Object.prototype;
}

/** `value` if it is a plain object, `{}` if undefined; else a TypeError naming `what`. */
export const plainObject = (value: unknown, what: string): Record<string, unknown> =>
  value === undefined ? {} : isPlainObject(value) ? value : fail(what + " must be a plain object");

/** `object[key] = value`, where a `__proto__` key becomes an own property, not a new prototype. */
export const put = (object: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === "__proto__")
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
};

/**
 * A copy of `object` that takes new keys fast: a spread copy shares the hidden class of its source, and
 * the first key added to it then costs V8 more than the copy itself (see call.ts, headersTemplate).
 */
export const copy = <T extends object>(object: T): { -readonly [K in keyof T]: T[K] } => ({ ...FROZEN, ...object });
const FROZEN = Object.freeze({});

/**
 * `value` for `below[key]`: a plain object merges key by key with what is there (a copy, made by a
 * spread, which keeps a `__proto__` key a key), any other value replaces it.
 */
export function mergeValue(below: unknown, key: string, value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  // As in @octokit/endpoint, an object does not merge into a value that is not one.
  if (Object(below) !== below) fail(`cannot merge ${key} into ${below}`);
  if (!Object.hasOwn(below as object, key)) return value;
  const inner = (below as Record<string, unknown>)[key];
  const merged: Record<string, unknown> = { ...(inner as object), ...value };
  for (const name in value) merged[name] = mergeValue(inner, name, value[name]);
  return merged;
}

/** `object[key]` when `object` has such a key of its own: a parameter named `constructor` or `toString` is not the inherited one. */
export const own = (object: object, key: string): unknown =>
  Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;

/**
 * A FormData body, where the platform has FormData: its content-type names a boundary only the HTTP
 * client knows. Bytes are told apart first: Node's global FormData is a getter, which a call with a
 * byte body would read each time (per-call, 2026-12-05: an upload took 6,373 instructions reading
 * it, 6,124 without).
 */
export const isFormData = (value: unknown): value is FormData =>
  typeof value === "object" &&
  value !== null &&
  !ArrayBuffer.isView(value) &&
  typeof FormData !== "undefined" &&
  value instanceof FormData;
