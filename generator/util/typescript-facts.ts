import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * What routegen works out with TypeScript — the shapes in templates/ and the keyword table — depends
 * only on the templates and the compiler, while loading the compiler costs about 0.4 s and 90 MiB. So
 * it is worked out when routegen is built: scripts/build.js writes it to `typescript-facts.json`
 * beside the build's modules, and an installed routegen reads it there, loading no compiler and
 * writing nothing. Run from its sources (tests, tsx), routegen works each out once per process.
 */
export const FACTS_FILE = "typescript-facts.json";

const require = createRequire(import.meta.url);

type TsMorph = typeof import("ts-morph");

/** ts-morph (with its TypeScript), loaded on first use only. */
export function tsMorph(): TsMorph {
  return require("ts-morph") as TsMorph;
}

let built: Record<string, unknown> | undefined;
const computed = new Map<string, unknown>();

/** The fact `name`: as the build worked it out, or from `compute` (once) when there is no build's answer. */
export function builtFact<T>(name: string, compute: () => T): T {
  built ??= readBuiltFacts();
  if (Object.hasOwn(built, name)) return built[name] as T;
  if (!computed.has(name)) computed.set(name, compute());
  return computed.get(name) as T;
}

/** The build's facts: `dist/generator/typescript-facts.json` (none beside the sources: they are worked out). */
function readBuiltFacts(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(new URL(`../${FACTS_FILE}`, import.meta.url), "utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}
