// A media type as HTTP compares them: `Application/JSON; charset=utf-8` and `application/json` are one.

/** A media type without its parameters (`; charset=...`), trimmed and lowercased: `application/json`. */
export function essenceOf(mediaType: string): string {
  return mediaType.split(";")[0]!.trim().toLowerCase();
}

/**
 * Does a media type carry a parameter other than its charset? `application/json;version=2018-01-01`
 * and `application/json;odata.metadata=minimal` say more than `application/json` does.
 */
export function hasOwnParameters(mediaType: string): boolean {
  return mediaType
    .split(";")
    .slice(1)
    .map((parameter) => parameter.split("=")[0]!.trim().toLowerCase())
    .some((name) => name !== "" && name !== "charset");
}

/** The structured syntax suffix of a media type (RFC 6839): `xml` of `application/*+xml`, `json` of `application/vnd.github+json`. */
export function syntaxSuffix(mediaType: string): string | undefined {
  return /\+([\w.-]+)$/.exec(essenceOf(mediaType))?.[1];
}
