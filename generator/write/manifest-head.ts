import { lstatSync } from "node:fs";
import { join } from "node:path";
import { readRegularFile } from "../util/regular-file.js";
import { MANIFEST, readManifest, type Manifest } from "./manifest.js";
import { manifestProblems } from "./manifest-schema.js";

/** What the up-to-date check reads of a manifest: everything but the route summary. */
export type ManifestWithoutSummary = Omit<Manifest, "routes" | "types">;

/** As readManifest's: a manifest is read from disk, where anyone may have written anything. */
const MAX_MANIFEST_BYTES = 64_000_000;

/**
 * The manifest without its route summary, for the up-to-date check of every warm run. The summary is
 * most of the manifest (7 MB for 11,000 routes) and only `check` reads it; parsing it took longer than
 * the rest of a no-op run. The manifest is written by JSON.stringify with two-space indentation, the
 * summary last, so a top-level key is the only place `\n  "routes":` can appear (strings hold no raw
 * newline): the text before it, closed, is the head. Any other shape is parsed whole.
 */
export function readManifestHead(outDir: string): ManifestWithoutSummary | undefined {
  let bytes: Buffer;
  try {
    // A manifest that is a link is not read through (readManifest refuses it, and the writer reports it).
    if (lstatSync(join(outDir, MANIFEST), { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
    bytes = readRegularFile(join(outDir, MANIFEST), MAX_MANIFEST_BYTES);
  } catch {
    return undefined;
  }
  // Searched in the bytes: only the head is decoded.
  const summary = bytes.indexOf('\n  "routes":');
  if (summary !== -1) {
    try {
      const head = JSON.parse(`${bytes.toString("utf8", 0, summary).replace(/,\s*$/, "")}\n}`) as unknown;
      if (manifestProblems(head).length === 0) return head as ManifestWithoutSummary;
    } catch {
      // Not the shape expected: read it whole below.
    }
  }
  // A manifest routegen cannot trust is not up to date: the writer reports it (`manifest-invalid`).
  try {
    return readManifest(outDir);
  } catch {
    return undefined;
  }
}
