import { encodeUnreserved } from "./encode.js";
import { isPlainObject, own } from "./object.js";
import { deepObject, joinPairs, pair } from "./query.js";
import type { FormStyle } from "./types.js";

/**
 * An `application/x-www-form-urlencoded` body from the pairs of its properties (`name=value`, each
 * written by the query helper of its encoding's style, "" when it has no value), or no body when none
 * has a value.
 */
export function formBody(...pairs: string[]): string | undefined {
  return joinPairs(pairs, "", "&") || undefined;
}

/**
 * A form body passed whole (`data`): a plain object as the pairs of its members, in its order, each in
 * the style `styles` names for it (the description's `encoding`) or else OpenAPI's default, form and
 * exploded, as formNested() writes it; anything else (text already encoded, URLSearchParams) as its
 * text; no body for none.
 */
export function formData(data: unknown, styles: Record<string, FormStyle> = {}): string | undefined {
  if (!isPlainObject(data)) return (data === undefined || data === null) ? undefined : `${data}` || undefined;
  const pairs: string[] = [];
  for (const name in data) pairs.push(((own(styles, name) as FormStyle | undefined) ?? formNested)(encodeUnreserved(name), data[name]));
  return formBody(...pairs);
}

/**
 * A form body property in OpenAPI's default style (form, exploded) whose list or object may hold
 * lists or objects (`lines: [{ sku, quantity }]`, `{ address: { city }, tags: [] }`). Form writes
 * those as text (`[object Object]`, `a,b`), which no server reads back; here an object, or a list
 * inside a list, goes in deepObject's brackets under its place (`lines%5B0%5D%5Bsku%5D=a`), and a
 * list that is an object's member one pair per item, as a list property is (`tags=a&tags=b`): what
 * Rails, PHP, Express (qs) and ASP.NET read back as the nested value. Plain values go as form's.
 */
export function formNested(name: string, value: unknown, encode: (value: unknown) => string = encodeUnreserved): string {
  if (value === null || typeof value !== "object") return pair(name, value, encode);
  const list = Array.isArray(value);
  const pairs: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    if (list) pairs.push(Array.isArray(member) || isPlainObject(member) ? deepObject(`${name}%5B${key}%5D`, member, encode) : pair(name, member, encode));
    else if (Array.isArray(member)) pairs.push(formNested(encode(key), member, encode));
    else pairs.push(isPlainObject(member) ? deepObject(encode(key), member, encode) : pair(encode(key), member, encode));
  }
  return joinPairs(pairs, "", "&");
}
