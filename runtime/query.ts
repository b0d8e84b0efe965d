// Query parameters of generated functions that may be lists or objects: one helper per OpenAPI style,
// each returning the parameter's pairs (`tag=a&tag=b`), or "" when it has no value; the function
// appends them to its url (a plain value it writes itself: `name=` and encodeUnreserved()). Form
// bodies and cookies are written with the same helpers. Names come percent-encoded from the
// generator; values are encoded here, as RFC 6570's `{?name}` encodes them.
import { encodeReserved, encodeUnreserved, percent } from "./encode.js";
import { expandVariable, operatorRule, type OperatorRule } from "./expand.js";

/** How values are encoded: as RFC 6570's `{?name}` does, unless a parameter allows reserved characters. */
type Encode = (value: unknown) => string;

/** RFC 6570's `&` operator (appendix A), with `encode` for values: named pairs joined by `&`, `name=` for an empty value. */
const query_ = (encode: Encode): OperatorRule => ({ ...operatorRule("&"), encode });

/**
 * The encoder of a parameter that allows reserved characters (`allowReserved`): they are sent as they
 * are (`/`, `?`, `:`, `,`...), and `%XX`, but for those a query cannot hold as data: `&`, `=`, `+` (a
 * space, to a form reader), `#`, `[` and `]`.
 */
export const keepReserved: Encode = (value) => encodeReserved(value).replace(/[&=+#[\]]/g, percent);

/**
 * The pairs that have a value (not ""), `first` before the first and `separator` between them, or ""
 * when none has: a form body's, a cookie header's.
 */
export function joinPairs(pairs: readonly string[], first: string, separator: string): string {
  let joined = "";
  for (let i = 0; i < pairs.length; i++) if (pairs[i]) joined += (joined ? separator : first) + pairs[i];
  return joined;
}

/**
 * A query parameter the description types as a plain value (a string, a number, a boolean, an enum of
 * them), in any style: `name=value`, or "" when it has none. Lists and objects take the style's helper.
 */
export const pair = (name: string, value: unknown, encode: Encode = encodeUnreserved): string =>
  value === undefined || value === null ? "" : name + "=" + encode(value);

/** Style `form`, `explode: false`: `name=value`, a list as `name=a,b`, an object as `name=key,value`. */
export const form = (name: string, value: unknown, encode: Encode = encodeUnreserved): string =>
  // A missing value or a plain one, the usual, without the general steps.
  value !== null && typeof value === "object" ? (expandVariable(query_(encode), name, value, false) ?? "") : pair(name, value, encode);

/** Style `form`, `explode: true` (OpenAPI's default): a list as `name=a&name=b`, an object as `key=value&...`. */
export const formExplode = (name: string, value: unknown, encode: Encode = encodeUnreserved): string =>
  value !== null && typeof value === "object" ? (expandVariable(query_(encode), name, value, true) ?? "") : pair(name, value, encode);

/** Style `spaceDelimited`: a list as `name=a%20b`, an object as `name=key%20value`; anything else as `form`. */
export const spaceDelimited = (name: string, value: unknown, encode?: Encode): string => delimited(name, value, " ", encode);

/** Style `pipeDelimited`: a list as `name=a%7Cb`, an object as `name=key%7Cvalue`; anything else as `form`. */
export const pipeDelimited = (name: string, value: unknown, encode?: Encode): string => delimited(name, value, "|", encode);

/** Swagger 2.0's `collectionFormat: tsv`: a list as `name=a%09b`; anything else as `form`. */
export const tabDelimited = (name: string, value: unknown, encode?: Encode): string => delimited(name, value, "\t", encode);

function delimited(name: string, value: unknown, separator: string, encode?: Encode): string {
  if (value !== undefined && value !== null && typeof value === "object") {
    // A list with no member is no value; one whose only member is "" is one, as in `form`.
    const items = (Array.isArray(value) ? value : Object.entries(value).flat()).filter((item) => item !== undefined && item !== null);
    value = items.length > 0 ? items.join(separator) : undefined;
  }
  return form(name, value, encode);
}

/**
 * Style `deepObject`: an object's members as `name[key]=value` (brackets percent-encoded), nested
 * objects as `name[key][inner]=value` and lists by index (`name[key][0]=value`); a value that is not
 * an object (a union of an object and a number, say) as `name=value`.
 */
export function deepObject(name: string, value: unknown, encode: Encode = encodeUnreserved): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "object") return form(name, value, encode);
  const pairs: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    const inner = deepObject(`${name}%5B${encode(key)}%5D`, member, encode);
    if (inner) pairs.push(inner);
  }
  return pairs.join("&");
}
