// Percent-encoding per RFC 6570. Values are encoded as their text; a lone surrogate throws URIError.

const hex = (c: string) => "%" + c.charCodeAt(0).toString(16).toUpperCase();

/** Keeps only unreserved characters (`A-Z a-z 0-9 - . _ ~`): values of most expressions. */
export const encodeUnreserved = (value: unknown): string => {
  const text = encodeURIComponent(value as string);
  // Testing first is much faster than a replace that finds nothing.
  return /[!'()*]/.test(text) ? text.replace(/[!'()*]/g, hex) : text;
};

/**
 * Keeps unreserved and reserved characters and `%XX` triplets: literal text, values of `{+var}`
 * and `{#var}`. encodeURI escapes `[`, `]` and every `%`: undo that, for `%` before two hex digits.
 */
export const encodeReserved = (value: unknown): string =>
  encodeURI(value as string).replace(/%5[BD]/g, decodeURIComponent).replace(/%25(?=[\da-f]{2})/gi, "%");
