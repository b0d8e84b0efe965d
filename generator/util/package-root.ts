import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder routegen is installed in, where its package.json, templates/, runtime/ sources and schema/
 * are. The code runs from two places — its TypeScript sources (generator/, in tests and checkouts) and
 * the build (dist/generator/, as installed) — so the root is found by walking up, not by a fixed `../`.
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`routegen: no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT: string = findPackageRoot();

/** A path inside routegen's installation: `fromPackageRoot("templates", "endpoint.ts")`. */
export function fromPackageRoot(...parts: string[]): string {
  return join(PACKAGE_ROOT, ...parts);
}

/** routegen's version, as its package.json has it. */
export const VERSION: string = (
  JSON.parse(readFileSync(fromPackageRoot("package.json"), "utf8")) as { version: string }
).version;
