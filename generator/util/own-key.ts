/**
 * `object[key] = value`, as an own, enumerable property whatever the key. Names come from descriptions
 * and command lines, and `__proto__` is a name like any other there: a plain assignment would set the
 * object's prototype instead, and the entry would be gone without a word.
 */
export function setOwn<T>(object: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}
