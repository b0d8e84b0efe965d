import { own } from "./object.js";

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
export function multipart(fields: object | undefined, partTypes: Record<string, string> = {}, separators: Record<string, string> = {}): FormData | undefined {
  let body: FormData | undefined;
  for (const name in fields) {
    const value = (fields as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const type = own(partTypes, name) as string | undefined;
    const separator = own(separators, name) as string | undefined;
    const members = !Array.isArray(value) ? [value] : separator === undefined ? value : value.length > 0 ? [value.join(separator)] : [];
    // The form is made with its first part: empty lists and nulls alone are no body, as in a form body.
    for (const member of members) if (member !== undefined && member !== null) appendPart((body ??= new FormData()), name, member, type);
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
