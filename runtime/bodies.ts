// The bodies a generated function builds from its body parameters, by the media type the description
// gives: a JSON body is the call's own object (./call.ts, `json()`), sent as it is; a form body
// (`application/x-www-form-urlencoded`) is text written with the query helpers; a multipart body
// (`multipart/form-data`) a FormData its HTTP client writes.
import { encodeUnreserved } from "./encode.js";
import { isPlainObject, own } from "./object.js";
import { deepObject, joinPairs, pair } from "./styles.js";
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
  if (!isPlainObject(data)) return data === undefined || data === null ? undefined : `${data}` || undefined;
  const pairs: string[] = [];
  for (const name in data)
    pairs.push(((own(styles, name) as FormStyle | undefined) ?? formNested)(encodeUnreserved(name), data[name]));
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
export function formNested(
  name: string,
  value: unknown,
  encode: (value: unknown) => string = encodeUnreserved,
): string {
  if (value === null || typeof value !== "object") return pair(name, value, encode);
  const list = Array.isArray(value);
  const pairs: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    if (list)
      pairs.push(
        Array.isArray(member) || isPlainObject(member)
          ? deepObject(`${name}%5B${key}%5D`, member, encode)
          : pair(name, member, encode),
      );
    else if (Array.isArray(member)) pairs.push(formNested(encode(key), member, encode));
    else
      pairs.push(isPlainObject(member) ? deepObject(encode(key), member, encode) : pair(encode(key), member, encode));
  }
  return joinPairs(pairs, "", "&");
}

/**
 * A `multipart/form-data` body: one part per property with a value, or no body when none gives a part
 * (as a form body). The request options then carry no content-type: the HTTP client writes it, with
 * the boundary it chose (fetch, undici, axios and ky all do for a FormData body).
 *
 * - A Blob or File is a file part (a File keeps its name, and a Blob without a type takes the one
 *   `partTypes` gives the property); bytes (an ArrayBuffer or a typed array) become one, of type
 *   `application/octet-stream` unless `partTypes` names another.
 * - A list gives one part per member, or one text part of its members joined by the separator
 *   `separators` gives the property (a delimited style: `a,b`), none when it is empty.
 * - An object is a JSON part (`application/json`, or the type `partTypes` gives the property); so is
 *   any value `partTypes` types as JSON (`application/json`, `+json`): a string goes as its JSON text.
 * - Anything else is a text part: its usual text; of the type `partTypes` gives, when it gives one.
 */
export function multipart(
  fields: object | undefined,
  partTypes: Record<string, string> = {},
  separators: Record<string, string> = {},
): FormData | undefined {
  let body: FormData | undefined;
  for (const name in fields) {
    const value = (fields as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const type = own(partTypes, name) as string | undefined;
    const separator = own(separators, name) as string | undefined;
    const members = !Array.isArray(value)
      ? [value]
      : separator === undefined
        ? value
        : value.length > 0
          ? [value.join(separator)]
          : [];
    // The form is made with its first part: empty lists and nulls alone are no body, as in a form body.
    for (const member of members)
      if (member !== undefined && member !== null) appendPart((body ??= new FormData()), name, member, type);
  }
  return body;
}

function appendPart(body: FormData, name: string, value: unknown, type: string | undefined): void {
  if (value instanceof Blob) {
    if (value.type || !type) body.append(name, value);
    // Retyped, a File keeps its name and a Blob takes the one FormData gives any Blob (not `undefined`,
    // which would go as `filename="undefined"`).
    else body.append(name, new File([value], value instanceof File ? value.name : "blob", { type }));
  } else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    body.append(name, new Blob([value as ArrayBuffer], { type: type ?? "application/octet-stream" }));
  } else if (typeof value === "object" || (type !== undefined && /[/+]json($|;)/i.test(type))) {
    body.append(name, new Blob([JSON.stringify(value)], { type: type ?? "application/json" }));
  } else if (type) body.append(name, new Blob([`${value}`], { type }));
  else body.append(name, `${value}`);
}
