import { encodeUnreserved } from "./encode.js";
import { isPlainObject, own } from "./object.js";
import { formExplode, joinPairs } from "./query.js";
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
 * exploded; anything else (text already encoded, URLSearchParams) as its text; no body for none.
 */
export function formData(data: unknown, styles: Record<string, FormStyle> = {}): string | undefined {
  if (!isPlainObject(data)) return (data === undefined || data === null) ? undefined : `${data}` || undefined;
  const pairs: string[] = [];
  for (const name in data) pairs.push(((own(styles, name) as FormStyle | undefined) ?? formExplode)(encodeUnreserved(name), data[name]));
  return formBody(...pairs);
}
