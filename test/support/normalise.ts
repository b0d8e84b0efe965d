// Puts builder results (ours and @octokit/endpoint's) into a form that compares with `toEqual`,
// normalising nothing but the documented differences: the reference's uppercase method and each
// implementation's own default user-agent (test/vendor/conformance/README.md).

const ids = new WeakMap<object, number>();
let nextId = 0;

/** A number per object identity, the same whichever result the object turns up in. */
function identity(object: object): number {
  let id = ids.get(object);
  if (id === undefined) ids.set(object, (id = nextId++));
  return id;
}

/**
 * A plain, comparable picture of a value: plain objects (any prototype of `Object` or null) by
 * content, keys with `undefined` kept as `{$undefined: true}`, bigints tagged, byte arrays by
 * content and identity, every other object (signals, streams, functions) by identity alone.
 */
export function canonical(value: unknown): unknown {
  if (value === undefined) return { $undefined: true };
  if (typeof value === "bigint") return { $bigint: String(value) };
  if (typeof value === "function") return { $function: identity(value) };
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(canonical);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, canonical(item)]));
  }
  if (value instanceof Uint8Array) return { $uint8array: [...value], $id: identity(value) };
  return { $instance: value.constructor.name, $id: identity(value) };
}

/**
 * `canonical(result)` with the implementation's own default user-agent (its root
 * `DEFAULTS.headers["user-agent"]`) replaced by `{$defaultUserAgent: true}`, as the vectors do.
 */
export function canonicalResult(result: unknown, defaultUserAgent: unknown): unknown {
  const picture = canonical(result);
  const headers = (picture as { headers?: Record<string, unknown> } | null)?.headers;
  if (headers && headers["user-agent"] === defaultUserAgent) headers["user-agent"] = { $defaultUserAgent: true };
  return picture;
}

/** The reference returns the verb uppercase; the contract says lowercase (docs/builder-contract.md). */
export function lowercaseMethod<T>(result: T): T {
  const method = (result as { method?: unknown } | null)?.method;
  return typeof method === "string" ? { ...result, method: method.toLowerCase() } : result;
}

export type Outcome = { value: unknown } | { $error: string };

/** Runs `call`, catching a throw as the name of the error's constructor (as the vectors do). */
export function attempt(call: () => unknown): Outcome {
  try {
    return { value: call() };
  } catch (error) {
    return { $error: (error as Error | null)?.constructor?.name ?? String(error) };
  }
}
