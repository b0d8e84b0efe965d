// Builds both packages of this repository with TypeScript: routegen's generator (and the copy of the
// runtime its `inspect` runs) into dist/, and @routegen/runtime into runtime/dist/, as ES modules and as
// CommonJS. Then it works out what the generator reads from TypeScript and its templates, once, so that
// an installed routegen need not (generator/util/typescript-facts.ts).
//   node scripts/build.js             incremental build
//   node scripts/build.js --clean     from nothing (npm pack), so no file of a deleted source is shipped
//   node scripts/build.js --if-stale  only when a source changed since the last build (scripts and tests
//                                     that run the CLI call this first: a check of file times, no compiler)
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

/** Each project and where its build goes. */
const PROJECTS = [
  { config: "tsconfig.build.json", out: "dist" },
  { config: "tsconfig.runtime.json", out: "runtime/dist/esm" },
  { config: "tsconfig.runtime-cjs.json", out: "runtime/dist/cjs" },
];

/** Written last by a successful build: its time is the build's. */
const STAMP = join(root, "dist/.built");

/** What the build is made from. */
const SOURCES = [
  "generator",
  "runtime",
  "templates",
  "package.json",
  "tsconfig.json",
  ...PROJECTS.map((p) => p.config),
];

function newestSource(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = readdirSync(path).filter((name) => name !== "dist" && name !== "node_modules");
  return Math.max(stat.mtimeMs, ...entries.map((name) => newestSource(join(path, name))));
}

function isStale() {
  if (!existsSync(STAMP) || PROJECTS.some(({ out }) => !existsSync(join(root, out)))) return true;
  return Math.max(...SOURCES.map((path) => newestSource(join(root, path)))) >= statSync(STAMP).mtimeMs;
}

function compile({ config, out }) {
  const args = [tsc, "-p", config, "--incremental", "--tsBuildInfoFile", `${out}/.tsbuildinfo`];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    child.on("close", (code) => done(code === 0));
  });
}

/**
 * The reserved words and the templates' shapes, as the built generator reads them with TypeScript, into
 * dist/generator/typescript-facts.json: an installed routegen reads them there, loading no compiler.
 * With them, the hash of each file they came from: the sources (tests, tsx) use them while those are
 * as they were.
 */
async function writeTypeScriptFacts() {
  const built = (path) => import(pathToFileURL(join(root, "dist/generator", path)).href);
  const { FACTS_FILE } = await built("util/typescript-facts.js");
  const { hashText } = await built("util/hash.js");
  const facts = {
    "reserved-words": (await built("plan/names.js")).readReservedWords(),
    templates: (await built("emit/templates.js")).readTemplates(),
  };
  const templates = readdirSync(join(root, "templates")).filter((name) => name.endsWith(".ts"));
  const readers = ["generator/plan/names.ts", "generator/emit/templates.ts", "node_modules/ts-morph/package.json"];
  const paths = [...readers, ...templates.map((name) => `templates/${name}`)];
  const sources = Object.fromEntries(paths.map((path) => [path, hashText(readFileSync(join(root, path)))]));
  writeFileSync(join(root, "dist/generator", FACTS_FILE), JSON.stringify({ sources, facts }) + "\n");
}

async function build() {
  if (process.argv.includes("--if-stale") && !isStale()) return;
  rmSync(STAMP, { force: true });
  if (process.argv.includes("--clean"))
    for (const { out } of PROJECTS) rmSync(join(root, out), { recursive: true, force: true });
  // The three builds are independent: run side by side.
  const results = await Promise.all(PROJECTS.map(compile));
  if (results.includes(false)) process.exit(1);
  // A package of type module marks .js as ESM; the CommonJS build says otherwise for its own folder.
  writeFileSync(join(root, "runtime/dist/cjs/package.json"), JSON.stringify({ type: "commonjs" }) + "\n");
  await writeTypeScriptFacts();
  mkdirSync(join(root, "dist"), { recursive: true });
  writeFileSync(STAMP, "");
}

await build();
