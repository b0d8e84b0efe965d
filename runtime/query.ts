// Query parameters of generated functions: one helper per OpenAPI style, each returning the
// parameter's pairs after a `&` (`&state=open`), or "" when it has no value. A function adds them up in
// the order the description declares them, and query() starts the result with `?`. Names come
// percent-encoded from the generator; values are encoded here, as RFC 6570's `{?name}` encodes them.
import { encodeReserved, encodeUnreserved } from "./encode.js";
import { expandVariable, OPERATORS } from "./expand.js";

const QUERY = OPERATORS["&"];

/**
 * `allowReserved`: reserved characters (`/`, `?`, `:`, `,`...) and `%XX` are sent as they are, but for
 * those a query cannot hold as data: `&`, `=`, `+` (a space, to a form reader), `#`, `[` and `]`.
 */
export const encodeQueryReserved = (value: unknown): string => encodeReserved(value).replace(/[&=+#[\]]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
const QUERY_RESERVED = { ...QUERY, encode: encodeQueryReserved };

const rule = (allowReserved?: boolean) => (allowReserved ? QUERY_RESERVED : QUERY);
const pairs = (text: string | undefined): string => (text === undefined ? "" : "&" + text);

/** The pairs of a query (`&a=1&b=2`) as the url's query: `?a=1&b=2`, or nothing. */
export const query = (pairs: string): string => pairs && "?" + pairs.slice(1);

/** Style `form`, `explode: false`: `name=value`, a list as `name=a,b`, an object as `name=key,value`. */
export const form = (name: string, value: unknown, allowReserved?: boolean): string =>
  // A missing value or a plain one, the usual, without the general steps.
  value == null ? "" : typeof value != "object" && !allowReserved ? "&" + name + "=" + encodeUnreserved(value) : pairs(expandVariable(rule(allowReserved), name, value, false));

/** Style `form`, `explode: true` (OpenAPI's default): a list as `name=a&name=b`, an object as `key=value&...`. */
export const formExplode = (name: string, value: unknown, allowReserved?: boolean): string =>
  pairs(expandVariable(rule(allowReserved), name, value, true));

/** Style `spaceDelimited`: a list as `name=a%20b`, an object as `name=key%20value`; anything else as `form`. */
export const spaceDelimited = (name: string, value: unknown, allowReserved?: boolean): string =>
  delimited(name, value, " ", allowReserved);

/** Style `pipeDelimited`: a list as `name=a%7Cb`, an object as `name=key%7Cvalue`; anything else as `form`. */
export const pipeDelimited = (name: string, value: unknown, allowReserved?: boolean): string =>
  delimited(name, value, "|", allowReserved);

function delimited(name: string, value: unknown, separator: string, allowReserved?: boolean): string {
  if (value != null && typeof value == "object") {
    const items = Array.isArray(value) ? value : Object.entries(value).flat();
    value = items.filter((item) => item != null).join(separator) || undefined;
  }
  return form(name, value, allowReserved);
}

/**
 * Style `deepObject`: an object's members as `name[key]=value` (brackets percent-encoded), nested
 * objects as `name[key][inner]=value` and lists by index (`name[key][0]=value`); a value that is not
 * an object (a union of an object and a number, say) as `name=value`.
 */
export function deepObject(name: string, value: unknown, allowReserved?: boolean): string {
  if (value == null) return "";
  if (typeof value != "object") return form(name, value, allowReserved);
  let out = "";
  const encode = allowReserved ? encodeQueryReserved : encodeUnreserved;
  for (const [key, member] of Object.entries(value)) out += deepObject(`${name}%5B${encode(key)}%5D`, member, allowReserved);
  return out;
}
