// OpenAPI's parameter styles, for parameters of generated functions that may be lists or objects. Query
// parameters: one helper per style, each returning the parameter's pairs (`tag=a&tag=b`), or "" when it
// has no value; the function appends them to its url (a plain value it writes itself: `name=` and
// encodeUnreserved()). Form bodies and cookies are written with the same helpers. Names come
// percent-encoded from the generator; values are encoded here, as RFC 6570's `{?name}` encodes them.
// Then cookie parameters (style form or OpenAPI 3.2's style cookie, in the cookie header) and header
// parameters (style simple).
import { encodeReserved, encodeUnreserved, percent } from "./encode.js";
import { fail, own } from "./object.js";
import type { Headers, RequestOptions } from "./types.js";
import { expandVariable, operatorRule, type OperatorRule } from "./uri-template.js";

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
  value !== null && typeof value === "object"
    ? (expandVariable(query_(encode), name, value, false) ?? "")
    : pair(name, value, encode);

/** Style `form`, `explode: true` (OpenAPI's default): a list as `name=a&name=b`, an object as `key=value&...`. */
export const formExplode = (name: string, value: unknown, encode: Encode = encodeUnreserved): string =>
  value !== null && typeof value === "object"
    ? (expandVariable(query_(encode), name, value, true) ?? "")
    : pair(name, value, encode);

/** Style `spaceDelimited`: a list as `name=a%20b`, an object as `name=key%20value`; anything else as `form`. */
export const spaceDelimited = (name: string, value: unknown, encode?: Encode): string =>
  delimited(name, value, " ", encode);

/** Style `pipeDelimited`: a list as `name=a%7Cb`, an object as `name=key%7Cvalue`; anything else as `form`. */
export const pipeDelimited = (name: string, value: unknown, encode?: Encode): string =>
  delimited(name, value, "|", encode);

/** Swagger 2.0's `collectionFormat: tsv`: a list as `name=a%09b`; anything else as `form`. */
export const tabDelimited = (name: string, value: unknown, encode?: Encode): string =>
  delimited(name, value, "\t", encode);

function delimited(name: string, value: unknown, separator: string, encode?: Encode): string {
  if (value !== undefined && value !== null && typeof value === "object") {
    // A list with no member is no value; one whose only member is "" is one, as in `form`.
    const items = (Array.isArray(value) ? value : Object.entries(value).flat()).filter(
      (item) => item !== undefined && item !== null,
    );
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

// Cookie parameters (OpenAPI `in: cookie`): `name=value` pairs, sent in the cookie header. In style
// form (OpenAPI's default) the query helpers write them, values percent-encoded; in style cookie
// (OpenAPI 3.2) values go as given. A browser's fetch does not let a page set that header (it sends
// the browser's own cookies); other clients send it.

/**
 * Exploded pairs in a cookie header, each member a pair of its own, separated by `; `, values written
 * by `encode`. Made per call, as query_()'s rules are: a module-level value made by a call would stay
 * in every bundle that imports this module, used or not.
 */
const cookiePairs = (encode: Encode): OperatorRule => ({ ...operatorRule("&"), separator: "; ", encode });

/**
 * A cookie parameter exploded (a cookie's default), of a list or an object: `color=blue; color=black`
 * and `R=100; G=200`, the pairs a cookie header repeats (a query's `&` would make one cookie of them
 * all). Values percent-encoded as style form's, unless `encode` says otherwise.
 */
export const cookieExplode = (name: string, value: unknown, encode: Encode = encodeUnreserved): string =>
  value !== null && typeof value === "object"
    ? (expandVariable(cookiePairs(encode), name, value, true) ?? "")
    : pair(name, value, encode);

/**
 * Style cookie (OpenAPI 3.2), `explode: false`: `name=value`, a list as `name=a,b`, an object as
 * `name=key,value`, each value as given (see asGiven()).
 */
export const cookieStyle = (name: string, value: unknown): string => form(name, value, asGiven(name));

/**
 * Style cookie (OpenAPI 3.2), exploded (its default): `name=a; name=b` for a list, `key=value; key=value`
 * for an object, each value as given (see asGiven()).
 */
export const cookieStyleExplode = (name: string, value: unknown): string => cookieExplode(name, value, asGiven(name));

/**
 * Style cookie's encoder: a value as its text, unencoded (the API gives a value that needs escaping
 * escaped: `Hello%2C%20world!`), or a TypeError naming the cookie for a character no cookie value
 * holds (RFC 6265): a control character, a space, `"`, `,`, `;` or `\`. Cookie pairs are added after
 * the headers are checked and assembled: a CR or LF would write headers of its own, a `;` a cookie.
 */
const asGiven =
  (name: string): Encode =>
  (value) => {
    const text = String(value);
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    const refused = /[\x00-\x20\x7f",;\\]/.exec(text);
    if (refused)
      fail(
        `cookie ${JSON.stringify(name)}: style cookie sends values as given, and no cookie value can hold ${JSON.stringify(refused[0])}: give it escaped, as the API reads it`,
      );
    return text;
  };

/**
 * The request options with the pairs of a route's cookie parameters (each "" when it has no value)
 * added to their cookie header, after the cookies the call or the defaults give: `theme=dark; id=7`.
 * The options are the caller's own, fresh from requestOptions(): their headers are changed in place.
 */
export function withCookies<Response, Responses>(
  options: RequestOptions<Response, Responses>,
  ...pairs: string[]
): RequestOptions<Response, Responses> {
  const cookie = joinPairs([`${options.headers["cookie"] ?? ""}`, ...pairs], "", "; ");
  if (cookie) options.headers["cookie"] = cookie;
  return options;
}

// Header parameters the description types as a list or an object: OpenAPI's one header style,
// `simple` (RFC 6570's `{name}` and `{name*}`), written before the call's headers are merged. A plain
// header value (a string, a number) never comes here: it goes as it is given.

/**
 * `simple` without percent-encoding: a header value is not a url, and a plain one goes as it is, so a
 * list's members do too. Members joined by `,`; an object's `key,value` (`key=value` exploded). Made
 * per call (see cookiePairs): a module-level value made by a call would not tree-shake.
 */
const simpleAsIs = (): OperatorRule => ({ ...operatorRule(""), encode: String });

/**
 * A call's params with the listed headers, when given a list or an object, written in style simple:
 * `blue,black,brown`; `R,100,G,200,B,150`, or `R=100,G=200,B=150` where `explode` is true. An empty
 * list or object is no value (undefined). `styles` maps each header (lowercase) to its `explode`; a
 * call may spell a name in any case, and only the route's own names count (not `constructor`). The
 * params are not changed: a copy is returned.
 */
export function withHeaderStyles<Params extends { headers?: object | undefined }>(
  params: Params,
  styles: Record<string, boolean>,
): Omit<Params, "headers"> & { headers?: Headers } {
  if (!params.headers) return params as Omit<Params, "headers">;
  const written = Object.entries(params.headers).map(([name, value]: [string, unknown]) => {
    const explode = own(styles, name.toLowerCase()) as boolean | undefined;
    return [
      name,
      explode === undefined || value === null || typeof value !== "object"
        ? value
        : expandVariable(simpleAsIs(), name, value, explode),
    ];
  });
  // fromEntries makes each an own property, `__proto__` (a valid header name) too.
  return { ...params, headers: Object.fromEntries(written) as Headers };
}
