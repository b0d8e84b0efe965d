/**
 * What HTTP allows in a header, checked when an input is loaded, so that a hostile or broken description
 * fails at generation with its place named, not in the SDK when it runs (the runtime checks again what
 * callers pass at run time).
 */

/** An RFC 9110 token: header names, method names, and the parts of a media type. */
export const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";

const WHOLE_TOKEN = new RegExp(`^${TOKEN}$`);

/** An RFC 9110 token, whole: what a method name must be to be sent (`PURGE`, `M-SEARCH`). */
export function isToken(text: string): boolean {
  return WHOLE_TOKEN.test(text);
}

/** A header name: a token (no spaces, no `:`, no control characters). */
export const isHeaderName: (name: string) => boolean = isToken;

/**
 * Headers the HTTP client writes from the request and its connection: the body's framing, the host,
 * the hop-by-hop fields (RFC 9110, 7.6.1). A value of the caller's could contradict what the client
 * sends, and fetch refuses most of them (Node's throws on `Transfer-Encoding: chunked`).
 */
const TRANSPORT_HEADERS = new Set([
  "content-length",
  "transfer-encoding",
  "host",
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "upgrade",
  "expect",
]);

/** Whether the HTTP client writes this header itself, so that no parameter can. */
export function isTransportHeader(name: string): boolean {
  return TRANSPORT_HEADERS.has(name.toLowerCase());
}

const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=("[^"]*"|${TOKEN}))*$`);

/**
 * A media type or range with optional parameters (`text/plain; charset=utf-8`, `text/*`): what a
 * `content-type` header can say. Not `""`, `form-data` or `applicationjson;version=1`.
 */
export function isMediaType(text: string): boolean {
  return MEDIA_TYPE.test(text);
}

const ESSENCE_FIRST = new RegExp(`^\\s*${TOKEN}/${TOKEN}\\s*(;|$)`);

/**
 * Whether a description's media type names a type and subtype (`text/*` too), whatever follows its
 * `;`: anchore's `text/plain; utf-8` is meant, `form-data` and `""` name nothing.
 */
export function namesMediaType(text: string): boolean {
  return ESSENCE_FIRST.test(text);
}

const LINE_BREAK_OR_NUL = /[\r\n\0]/;

/**
 * The character that makes `text` unusable in a header value (or in what goes into one, such as a media
 * type's format or preview), named: CR and LF end a header and can start another (header injection),
 * NUL ends it early in many servers. Undefined when there is none.
 */
export function headerBreaker(text: string): string | undefined {
  const found = LINE_BREAK_OR_NUL.exec(text)?.[0];
  return found === undefined
    ? undefined
    : ({ "\r": "a carriage return (CR)", "\n": "a line feed (LF)", "\0": "a NUL character" } as const)[found];
}
