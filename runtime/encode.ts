// Percent-encoding per RFC 6570. Values are encoded as their text; a lone surrogate throws URIError.
// The usual values need no encoding: a regular-expression test finds that faster than encoding does.

const hex = (c: string) => "%" + c.charCodeAt(0).toString(16).toUpperCase();

/** encodeURIComponent(value): `A-Z a-z 0-9 - . _ ~ ! ' ( ) *` stay. Query values. */
export const encodeComponent = (value: unknown): string =>
  /^[\w.~!'()*-]*$/.test(value as string) ? "" + value : encodeURIComponent(value as string);

/** Keeps only unreserved characters (`A-Z a-z 0-9 - . _ ~`): values of most expressions. */
export const encodeUnreserved = (value: unknown): string =>
  /^[\w.~-]*$/.test(value as string) ? "" + value : encodeURIComponent(value as string).replace(/[!'()*]/g, hex);

/**
 * Keeps unreserved and reserved characters and `%XX` triplets: literal text, values of `{+var}`
 * and `{#var}`. encodeURI escapes `[`, `]` and every `%`: undo that, for `%` before two hex digits.
 */
export const encodeReserved = (value: unknown): string =>
  encodeURI(value as string).replace(/%5[BD]/g, decodeURIComponent).replace(/%25(?=[\da-f]{2})/gi, "%");
