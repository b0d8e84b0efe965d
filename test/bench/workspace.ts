// The folder benchmarks work in, and the three generators run on GitHub's description into it. Each
// tool writes to a fixed place there, so a section that needs an output (type-check, bundle, per
// call) reuses the one the generation section made, or generates it once.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { ROOT } from "../support/examples.js";
import { checkSucceeded, runNode, type ProcessRun } from "./process.js";

/** The input of every benchmark: the bundled (not dereferenced) description, as a user would feed it. */
export const GITHUB_DESCRIPTION = join(ROOT, "node_modules/@octokit/openapi/generated/api.github.com.json");

/** A package's manifest, read from node_modules (not every package exports its package.json). */
const manifestOf = (name: string) =>
  JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
    version: string;
    bin?: string | Record<string, string>;
  };

/** The version of an installed package, for the method notes. */
export const versionOf = (name: string): string => manifestOf(name).version;

/** The file a package's `bin` entry names (the CLI is then run as `node <file>`, like npm would). */
export function binOf(name: string): string {
  const { bin } = manifestOf(name);
  const file = typeof bin === "string" ? bin : bin?.[name];
  if (!file) throw new Error(`${name} has no \`bin\` named ${name}`);
  return join(ROOT, "node_modules", name, file);
}

let root: string | undefined;

/**
 * A temporary folder for this run, removed on exit. It is an ESM package (`"type": "module"`) whose
 * `node_modules` links to each of the repository's packages, so code placed in it resolves the peers
 * as a user's would (and routegen's runtime once `installRuntime()` has run).
 */
export function workspace(): string {
  if (root) return root;
  const dir = mkdtempSync(join(tmpdir(), "routegen-bench-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules"))) {
    if (!name.startsWith(".")) symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name), "dir");
  }
  return (root = dir);
}

let installed: string | undefined;

/**
 * routegen's runtime as a user gets it: the tarball `npm pack` makes of `runtime/` (its `prepack`
 * builds it first) unpacked into the workspace's `node_modules/@routegen/runtime`, once per run. So
 * generated code's `@routegen/runtime` resolves through that package's `exports`, to its built `.js`
 * and `.d.ts`.
 */
export function installRuntime(): string {
  if (installed) return installed;
  const packed = join(workspace(), "packed");
  mkdirSync(packed, { recursive: true });
  console.log("(packing @routegen/runtime with npm pack...)");
  const pack = spawnSync("npm", ["pack", "--silent", "--pack-destination", packed], {
    cwd: join(ROOT, "runtime"),
    encoding: "utf8",
  });
  if (pack.status !== 0) throw new Error(`npm pack exited with ${pack.status}:\n${pack.stderr || pack.stdout}`);
  const [tarball] = readdirSync(packed).filter((file) => file.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${packed}`);
  const dir = join(workspace(), "node_modules/@routegen/runtime");
  mkdirSync(dir, { recursive: true });
  const unpack = spawnSync("tar", ["-xzf", join(packed, tarball), "-C", dir, "--strip-components=1"], {
    encoding: "utf8",
  });
  if (unpack.status !== 0) throw new Error(`tar exited with ${unpack.status}:\n${unpack.stderr}`);
  return (installed = dir);
}

export interface Generator {
  name: "routegen" | "oazapfts" | "openapi-typescript";
  /** Where its output goes, relative to the workspace: a folder, removed before each cold run. */
  folder: string;
  /** `node <script> ...args` with the output folder's absolute path. */
  command: (output: string) => { script: string; args: string[] };
}

export const routegen: Generator = {
  name: "routegen",
  folder: "routegen",
  command: (output) => ({
    script: join(ROOT, "bin/routegen.js"),
    args: ["generate", GITHUB_DESCRIPTION, "-o", output, "--force"],
  }),
};

/**
 * routegen as another checkout generates it (`ROUTEGEN_BENCH_BASELINE=<its folder>`, with its
 * dependencies installed or its node_modules linked), for "before and after" figures in one run.
 */
export function baselineRoutegen(): Generator | undefined {
  const checkout = process.env.ROUTEGEN_BENCH_BASELINE;
  if (!checkout) return undefined;
  return {
    name: "routegen",
    folder: "routegen-baseline",
    command: (output) => ({
      script: join(checkout, "bin/routegen.js"),
      args: ["generate", GITHUB_DESCRIPTION, "-o", output, "--force"],
    }),
  };
}

/** routegen's SDK as JavaScript with declarations beside it (`--emit js`): tsc reads no function body of it. */
export const routegenJs: Generator = {
  name: "routegen",
  folder: "routegen-js",
  command: (output) => ({
    script: join(ROOT, "bin/routegen.js"),
    args: ["generate", GITHUB_DESCRIPTION, "-o", output, "--force", "--emit", "js"],
  }),
};

/** The same SDK with the runtime copied into it (`--runtime copy`): no dependency at all. */
export const routegenCopy: Generator = {
  name: "routegen",
  folder: "routegen-copy",
  command: (output) => ({
    script: join(ROOT, "bin/routegen.js"),
    args: ["generate", GITHUB_DESCRIPTION, "-o", output, "--force", "--runtime", "copy"],
  }),
};

export const oazapfts: Generator = {
  name: "oazapfts",
  folder: "oazapfts",
  command: (output) => ({ script: binOf("oazapfts"), args: [GITHUB_DESCRIPTION, join(output, "api.ts")] }),
};

export const openapiTypescript: Generator = {
  name: "openapi-typescript",
  folder: "openapi-typescript",
  command: (output) => ({
    script: binOf("openapi-typescript"),
    args: [GITHUB_DESCRIPTION, "-o", join(output, "schema.d.ts")],
  }),
};

const generatedThisRun = new Set<Generator>();

/** Runs a generator from scratch (its output folder emptied first) and measures the whole process. */
export function generateCold(generator: Generator): ProcessRun {
  const output = join(workspace(), generator.folder);
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  const { script, args } = generator.command(output);
  const run = checkSucceeded(generator.name, runNode(script, args, workspace()));
  generatedThisRun.add(generator);
  return run;
}

/** The absolute path of a generator's output folder, generating it first if this run has not yet. */
export function generated(generator: Generator): string {
  if (!generatedThisRun.has(generator)) {
    console.log(`(generating with ${generator.name}...)`);
    generateCold(generator);
  }
  return join(workspace(), generator.folder);
}

/** Writes files (paths relative to `dir`) and returns `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** The repository's runtime source: what generated code's `@routegen/runtime` is inside this repository. */
export const RUNTIME_SOURCE = join(ROOT, "runtime/index.ts");

/**
 * `contents` (TypeScript importing the generated SDK and `@routegen/runtime`, the runtime's source)
 * bundled by esbuild into one plain JavaScript module at `file` in the workspace, as a user's build
 * compiles it, not minified: what the per-call benchmark runs. Returns the file's path.
 */
export async function bundleForNode(contents: string, file: string): Promise<string> {
  const outfile = join(workspace(), file);
  await build({
    stdin: { contents, resolveDir: workspace(), loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    alias: { "@routegen/runtime": RUNTIME_SOURCE },
    logLevel: "silent",
  });
  return outfile;
}

/** The runtime package as it is published: its ES module build (`npm run build` makes it). */
export const RUNTIME_PACKAGE = join(ROOT, "runtime/dist/esm/index.js");
