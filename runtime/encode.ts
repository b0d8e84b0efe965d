// Percent-encoding per RFC 6570. Values are encoded as their text; a lone surrogate throws URIError.
// The usual values need no encoding: a regular-expression test finds that faster than encoding does.

/** encodeURIComponent(value): `A-Z a-z 0-9 - . _ ~ ! ' ( ) *` stay. Query values. */
export function encodeComponent(value: unknown): string {
  const text = `${value}`;
  return /^[\w.~!'()*-]*$/.test(text) ? text : encodeURIComponent(text);
}

/** Keeps only unreserved characters (`A-Z a-z 0-9 - . _ ~`): values of most expressions. */
export function encodeUnreserved(value: unknown): string {
  const text = `${value}`;
  if (/^[\w.~-]*$/.test(text)) return text;
  // Replacing costs more than testing when there is nothing to replace, the usual.
  const encoded = encodeURIComponent(text);
  return /[!'()*]/.test(encoded) ? encoded.replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase()) : encoded;
}

/**
 * Keeps unreserved and reserved characters and `%XX` triplets: literal text, values of `{+var}`
 * and `{#var}`. encodeURI escapes `[`, `]` and every `%`: undo that, for `%` before two hex digits.
 */
export const encodeReserved = (value: unknown): string =>
  encodeURI(value as string).replace(/%5[BD]/g, decodeURIComponent).replace(/%25(?=[\da-f]{2})/gi, "%");
