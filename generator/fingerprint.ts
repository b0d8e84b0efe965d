import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folders whose code decides what routegen writes (the runtime too: `--runtime copy` writes it out). */
const SOURCE_FOLDERS = ["generator", "templates", "runtime"];

/**
 * A hash of the text of routegen's own TypeScript under `root`: the output depends on it, and an
 * unreleased change (a checkout, a git dependency) keeps the version number, so the version alone
 * would let an old output pass for up to date.
 */
export function fingerprintOf(root: string): string {
  const hash = createHash("sha256");
  for (const folder of SOURCE_FOLDERS) {
    const files = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => file.split("\\").join("/"))
      .sort();
    for (const file of files) hash.update(`${folder}/${file}\0`).update(readFileSync(join(root, folder, file))).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

let own: string | undefined;

/** This installation's fingerprint, computed once per process. */
export const generatorFingerprint = (): string => (own ??= fingerprintOf(fileURLToPath(new URL("..", import.meta.url))));
