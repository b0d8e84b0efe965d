// RFC 6570 expansion, levels 1 to 4 (section 3.2, appendix A).
import { encodeReserved, encodeUnreserved } from "./encode.js";
import type { Expression } from "./types.js";
import { UriTemplateError } from "./uri-template-error.js";

/**
 * Expands one expression with the values `values` has for its variables (own keys only). A value is
 * a string, a number, bigint or boolean (its usual text), a list (array) or an object (its keys in
 * order); null, undefined, an empty list or object are undefined, and so are null members. A prefix
 * on a list or object throws.
 */
export function expandExpression({ operator, variables, source }: Expression, values: object): string {
  // 0 simple, 1-2 reserved (+ #), 3-4 label and path (. /), 5-7 named (; ? &)
  const kind = " +#./;?&".indexOf(operator);
  const encode = kind && kind < 3 ? encodeReserved : encodeUnreserved;
  // Named operators give `name=text`, or for an empty string `name` (;) or `name=` (? &); others just the text.
  const named = (name: string, text: string) => (kind < 5 ? text : name + (text || kind > 5 ? "=" : "") + text);
  let expanded = "";
  let count = 0;
  // The operator before the first item (not `+`), then `&`, the operator or `,` before the others.
  const add = (item: string) => (expanded += (count++ ? (kind > 5 ? "&" : kind > 2 ? operator : ",") : kind > 1 ? operator : "") + item);
  for (const { name, explode, prefix } of variables) {
    const value = valueOf(values, name);
    if (value == null) continue;
    if (typeof value != "object") {
      // A prefix counts code points, not UTF-16 units.
      add(named(name, encode(prefix ? [...`${value}`].slice(0, prefix).join("") : value)));
      continue;
    }
    if (prefix) throw new UriTemplateError(source, source.indexOf(name));
    const pairs = pairsOf(value);
    if (!pairs.length) continue;
    if (explode) {
      for (const [key, member] of pairs) add(key === undefined ? named(name, encode(member)) : kind < 5 ? encode(key) + "=" + encode(member) : named(encode(key), encode(member)));
    } else add((kind < 5 ? "" : name + "=") + commaJoined(pairs, encode));
  }
  return expanded;
}

/** The value `values` has for `name`, own keys only. */
export const valueOf = (values: object, name: string): unknown => (Object.hasOwn(values, name) ? (values as Record<string, unknown>)[name] : undefined);

/** A list's members or an object's `[key, member]` pairs (list members have no key), null members left out. */
const pairsOf = (value: object): [string | undefined, unknown][] =>
  Array.isArray(value) ? value.filter((member) => member != null).map((member) => [undefined, member]) : Object.entries(value).filter(([, member]) => member != null);

/** Pairs as a list expands without explode: `a,b`, `key,member,key,member`. */
const commaJoined = (pairs: [string | undefined, unknown][], encode: (value: unknown) => string) =>
  pairs.map(([key, member]) => (key === undefined ? "" : encode(key) + ",") + encode(member)).join();

/**
 * `{name}` (simple string expansion): the value percent-encoded; lists and objects comma-joined;
 * null, undefined, empty lists and objects add nothing. Not through expandExpression(): generated
 * functions that need no other expression carry only this.
 */
export const segment = (value: unknown): string =>
  value == null ? "" : typeof value == "object" ? commaJoined(pairsOf(value), encodeUnreserved) : encodeUnreserved(value);

/** `{name}`: one variable, no operator, no modifier — what segment() expands. */
export const isSimple = ({ operator, variables }: Expression): boolean =>
  !operator && variables.length == 1 && !variables[0]!.explode && !variables[0]!.prefix;
