// Percent-encoding per RFC 6570. Values are encoded as their text; a lone surrogate throws URIError.

/** `%XX` for a character below U+0100 (`!` -> `%21`): what a value's ASCII characters are escaped as. */
export const percent = (char: string): string => "%" + char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");

/** encodeURIComponent(value): `A-Z a-z 0-9 - . _ ~ ! ' ( ) *` stay. The generic builder's query values. */
export const encodeComponent = (value: unknown): string => encodeURIComponent(`${value}`);

/**
 * Keeps only unreserved characters (`A-Z a-z 0-9 - . _ ~`): values of most expressions.
 * encodeURIComponent leaves `! ' ( ) *` as they are: those are escaped after it.
 */
export const encodeUnreserved = (value: unknown): string => encodeURIComponent(`${value}`).replace(/[!'()*]/g, percent);

/**
 * Keeps unreserved and reserved characters and `%XX` triplets: literal text, values of `{+var}`
 * and `{#var}`. encodeURI escapes `[`, `]` and every `%`: undo that, for `%` before two hex digits.
 */
export const encodeReserved = (value: unknown): string =>
  encodeURI(value as string).replace(/%5[BD]/g, decodeURIComponent).replace(/%25(?=[\da-f]{2})/gi, "%");
