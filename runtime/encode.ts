// Percent-encoding per RFC 6570. Values are encoded as their text; a lone surrogate throws URIError.

/** `%XX` for a character below U+0100 (`!` -> `%21`): what a value's ASCII characters are escaped as. */
export const percent = (char: string): string => "%" + char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");

/** encodeURIComponent(value): `A-Z a-z 0-9 - . _ ~ ! ' ( ) *` stay. The generic builder's query values. */
export const encodeComponent = (value: unknown): string => encodeURIComponent(`${value}`);

/** For each ASCII character, "" when it is unreserved (`A-Z a-z 0-9 - . _ ~`), else its `%XX`. */
const ESCAPES = /* @__PURE__ */ Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  return /[\w.~-]/.test(char) ? "" : percent(char);
});

/**
 * Keeps only unreserved characters (`A-Z a-z 0-9 - . _ ~`): values of most expressions. The usual
 * values of generated calls are short and ASCII, most needing no escape: one look at each character
 * in a table, and the text between escapes kept as it is, is several times cheaper for them than
 * encodeURIComponent (which allocates, and leaves `! ' ( ) *` to be escaped again).
 */
export function encodeUnreserved(value: unknown): string {
  const text = `${value}`;
  let encoded = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const escape = ESCAPES[text.charCodeAt(i)];
    if (escape === "") continue;
    // Beyond ASCII: its UTF-8 bytes, as encodeURIComponent writes them.
    if (escape === undefined) return encodeURIComponent(text).replace(/[!'()*]/g, percent);
    encoded += text.slice(start, i) + escape;
    start = i + 1;
  }
  return start === 0 ? text : encoded + text.slice(start);
}

/**
 * Keeps unreserved and reserved characters and `%XX` triplets: literal text, values of `{+var}`
 * and `{#var}`. encodeURI escapes `[`, `]` and every `%`: undo that, for `%` before two hex digits.
 */
export const encodeReserved = (value: unknown): string =>
  encodeURI(value as string).replace(/%5[BD]/g, decodeURIComponent).replace(/%25(?=[\da-f]{2})/gi, "%");
