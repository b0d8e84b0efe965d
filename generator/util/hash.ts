import { createHash } from "node:crypto";

/**
 * The short hash routegen records and compares everywhere (manifest entries, input hashes, type shapes):
 * the first 64 bits of SHA-256, plenty to tell versions of one file or one input apart.
 */
export function hashText(text: string | Buffer): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}
