/** JSON pointers (RFC 6901) as diagnostics, `$ref`s and selections write them: `#/a/b~1c`. */
import { percentDecoded } from "./percent-decoded.js";

/** Splits `#/a/b~1c` into `["a", "b/c"]` (RFC 6901). */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#?\/?/, "");
  if (body === "") return [];
  // Only segments with something escaped are decoded: thousands of diagnostics go through here. A
  // `$ref` fragment may be percent-encoded (`%7Bowner%7D`); a pointer we built is not.
  return body
    .split("/")
    .map((s) =>
      s.includes("~") || s.includes("%") ? percentDecoded(s).replaceAll("~1", "/").replaceAll("~0", "~") : s,
    );
}

/** Builds `#/a/b~1c` from segments (RFC 6901). */
export function toPointer(segments: readonly (string | number)[]): string {
  return "#" + segments.map((s) => "/" + escapeSegment(String(s))).join("");
}

/**
 * RFC 6901 escaping, plus `%` so that the pointer survives the URI decoding that `pointerSegments`
 * applies (a key like `100%` must come back as itself).
 */
export function escapeSegment(segment: string): string {
  if (!/[~/%]/.test(segment)) return segment;
  return segment.replace(/~/g, "~0").replace(/\//g, "~1").replace(/%/g, "%25");
}
