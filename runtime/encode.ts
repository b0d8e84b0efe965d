// Percent-encoding per RFC 6570. Values are encoded as their text; a lone surrogate throws URIError.
// The usual values of generated calls need no encoding: looking up their characters in a table finds
// that faster than encoding does (or than a regular expression).

/** `%XX` for a character: what encodeURIComponent leaves as it is but a value may not hold. */
export const percent = (char: string): string => "%" + char.charCodeAt(0).toString(16).toUpperCase();

/** encodeURIComponent(value): `A-Z a-z 0-9 - . _ ~ ! ' ( ) *` stay. The generic builder's query values. */
export const encodeComponent = (value: unknown): string => encodeURIComponent(`${value}`);

/**
 * What each ASCII character is to encodeUnreserved(): 1 unreserved (`A-Z a-z 0-9 - . _ ~`), 2 one
 * encodeURIComponent leaves as it is but RFC 3986 reserves (`! ' ( ) *`), 0 any other.
 */
const KINDS = /* @__PURE__ */ (() => {
  const kinds = new Uint8Array(128);
  for (let code = 0; code < 128; code++) {
    const char = String.fromCharCode(code);
    kinds[code] = /[\w.~-]/.test(char) ? 1 : /[!'()*]/.test(char) ? 2 : 0;
  }
  return kinds;
})();

/**
 * Keeps only unreserved characters (`A-Z a-z 0-9 - . _ ~`): values of most expressions. One look at
 * each character says whether to encode, and whether encodeURIComponent's result needs more.
 */
export function encodeUnreserved(value: unknown): string {
  const text = `${value}`;
  let found = 1;
  for (let i = 0; i < text.length; i++) found |= KINDS[text.charCodeAt(i)] || 4;
  if (found === 1) return text;
  const encoded = encodeURIComponent(text);
  return found & 2 ? encoded.replace(/[!'()*]/g, percent) : encoded;
}

/**
 * Keeps unreserved and reserved characters and `%XX` triplets: literal text, values of `{+var}`
 * and `{#var}`. encodeURI escapes `[`, `]` and every `%`: undo that, for `%` before two hex digits.
 */
export const encodeReserved = (value: unknown): string =>
  encodeURI(value as string).replace(/%5[BD]/g, decodeURIComponent).replace(/%25(?=[\da-f]{2})/gi, "%");
