// Path segments of generated functions whose parameter the description types as a plain value (a
// string, a number, a boolean, an enum of them): RFC 6570's `{name}` of such a value is the value
// percent-encoded, with none of the steps a list or an object takes (./expand.ts, `listSegment()`).
import { encodeUnreserved } from "./encode.js";

/** `{name}` of a plain value: percent-encoded; null and undefined add nothing. */
export const segment = (value: unknown): string => (value === undefined || value === null ? "" : encodeUnreserved(value));

/**
 * The last segment of a path, `/` included: nothing at all when the value expands to nothing, since
 * the request builder removes the trailing `/` such a url would end with (`/repos/{owner}` with an
 * empty owner is `/repos`).
 */
export const lastSegment = (value: unknown): string => slashed(segment(value));

/** A segment's text after its `/`; nothing for no text. */
export const slashed = (text: string): string => text && "/" + text;
