import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { sep } from "node:path";
import { fromPackageRoot } from "./package-root.js";

/**
 * What routegen reads from TypeScript — the shapes in templates/ and the keyword table — depends only
 * on the template text, ts-morph's version and the code that reads them (`compute`, whose source text
 * is part of the key: a reader that changed does not meet an old answer), while loading the compiler
 * costs about 0.4 s and 90 MiB per run. So it is kept as JSON in a cache folder inside routegen's own install (`.cache/`), and worked
 * out again with TypeScript when missing or when its key changed. A read-only install simply does not
 * cache. (Not the system temp folder: a file planted there could change generated code.)
 */
const CACHE_DIR = fromPackageRoot(".cache") + sep;
const require = createRequire(import.meta.url);

type TsMorph = typeof import("ts-morph");

/** ts-morph (with its TypeScript), loaded on first use only. */
export function tsMorph(): TsMorph {
  return require("ts-morph") as TsMorph;
}

const TS_MORPH_VERSION = (require("ts-morph/package.json") as { version: string }).version;

export function cachedFacts<T>(name: string, key: string, compute: () => T): T {
  const digest = createHash("sha256").update(`${TS_MORPH_VERSION}\n${compute.toString()}\n${key}`).digest("hex").slice(0, 16);
  const file = `${CACHE_DIR}${name}-${digest}.json`;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    // absent or unreadable: work it out
  }
  const value = compute();
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
  } catch {
    // a read-only install: no cache
  }
  return value;
}
