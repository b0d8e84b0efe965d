import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { hashText } from "./hash.js";
import { PACKAGE_ROOT } from "./package-root.js";

/**
 * What routegen works out with TypeScript — the shapes in templates/ and the keyword table — depends
 * only on the templates, the code that reads them and the compiler, while loading the compiler costs
 * about 0.4 s and 90 MiB. So it is worked out when routegen is built: scripts/build.js writes it to
 * `typescript-facts.json` beside the build's modules, and an installed routegen reads it there,
 * loading no compiler and writing nothing. Run from its sources (tests, tsx), routegen reads the
 * checkout's build while every file those facts came from is as it was then, else works each fact
 * out once per process.
 */
export const FACTS_FILE = "typescript-facts.json";

/** What scripts/build.js writes: the facts, and the hash of each file they came from (by path from the package root). */
export interface BuiltFacts {
  sources: Record<string, string>;
  facts: Record<string, unknown>;
}

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

/**
 * The build's facts: beside this module's folder when it runs from the build (`dist/generator/`),
 * else the checkout's build (`dist/generator/` above `generator/`) if it is of these very sources.
 */
function readBuiltFacts(): Record<string, unknown> {
  const beside = readFacts(new URL(`../${FACTS_FILE}`, import.meta.url));
  if (beside) return beside.facts;
  const checkout = readFacts(new URL(`../../dist/generator/${FACTS_FILE}`, import.meta.url));
  return checkout && isCurrent(checkout.sources) ? checkout.facts : {};
}

function readFacts(file: URL): BuiltFacts | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as BuiltFacts;
  } catch {
    return undefined;
  }
}

/** Whether every file of `sources` (paths under `root`) still has the hash it had. */
export function isCurrent(sources: Record<string, string>, root = PACKAGE_ROOT): boolean {
  return Object.entries(sources).every(([path, hash]) => {
    try {
      return hashText(readFileSync(join(root, path))) === hash;
    } catch {
      return false;
    }
  });
}
