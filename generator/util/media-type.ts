// A media type as HTTP compares them: `Application/JSON; charset=utf-8` and `application/json` are one.

/** A media type without its parameters (`; charset=...`), trimmed and lowercased: `application/json`. */
export function essenceOf(mediaType: string): string {
  return mediaType.split(";")[0]!.trim().toLowerCase();
}

/** The structured syntax suffix of a media type (RFC 6839): `xml` of `application/*+xml`, `json` of `application/vnd.github+json`. */
export function syntaxSuffix(mediaType: string): string | undefined {
  return /\+([\w.-]+)$/.exec(essenceOf(mediaType))?.[1];
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(`^\\s*${TOKEN}/${TOKEN}\\s*(;.*)?$`);

/**
 * Whether a `content` key is a media type or range (`type/subtype`, `text/*`, parameters after `;`), so
 * something a `content-type` header can say: not `""`, `form-data` or `applicationjson;version=1`.
 */
export function isMediaType(key: string): boolean {
  return MEDIA_TYPE.test(key);
}
