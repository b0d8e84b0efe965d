// Type-check time: what a generated SDK costs a user's editor and CI. One-file consumers
// (typecheck-consumers.ts) make one call, or the same three calls (list a repository's issues, create an
// issue, get a pull request), and read the typed responses, through routegen's SDK, openapi-fetch on
// openapi-typescript's types, oazapfts' output and Octokit; an empty file gives tsc's fixed cost (the lib
// files). @routegen/runtime is installed from its `npm pack` tarball, so it is checked from the
// declarations users get.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ROOT } from "../support/examples.js";
import { median, ratio, seconds, type Benchmark, type Section } from "./benchmark.js";
import { cpuOf, inRounds, pairedDifference, pairedRatio, runNode, wallOf, type ProcessRun } from "./process.js";
import { timesByFile, timesByGroup, type FileTimes } from "./tsc-trace.js";
import { STRICT_OPTIONS } from "../support/compile.js";
import { consumers, type Consumer } from "./typecheck-consumers.js";
import { generated, installRuntime, routegen, versionOf, workspace, writeFiles } from "./workspace.js";

const ROUNDS = 5;
const TSC = join(ROOT, "node_modules/typescript/bin/tsc");

/**
 * The strict settings generated code is promised to pass (test/support/compile.ts), lib checks on,
 * without the tests' mapping of `@routegen/runtime` to the runtime's source: here it resolves as in a
 * user's project, through the installed package's `exports` to its `.d.ts`.
 */
const { paths: _runtimeSource, ...compilerOptions } = STRICT_OPTIONS;

/** Where the installed runtime's `exports` lead an ES module: its build. */
const installedRuntime = () => join(installRuntime(), "dist/esm");

/** Each consumer in its own folder of the workspace, with its own copy of the same tsconfig. */
function folderOf(consumer: Consumer): string {
  return join(workspace(), "typecheck", consumer.name.replace(/[^a-z0-9]+/gi, "-"));
}

function tsc(consumer: Consumer, ...flags: string[]): ProcessRun {
  return runNode(TSC, ["-p", join(folderOf(consumer), "tsconfig.json"), ...flags], folderOf(consumer));
}

const errorsOf = (run: ProcessRun) => [...run.stdout.matchAll(/error TS\d+/g)].length;

/** tsc's `--extendedDiagnostics` figures that say where the time goes. */
const DIAGNOSTICS = [
  "Files",
  "Lines of Library",
  "Lines of Definitions",
  "Lines of TypeScript",
  "Types",
  "Instantiations",
  "Memory used",
  "Parse time",
  "Bind time",
  "Check time",
  "Total time",
];

function diagnosticsOf(run: ProcessRun): string[] {
  return DIAGNOSTICS.map((name) => new RegExp(`^${name}:\\s+(.+)$`, "m").exec(run.stdout)?.[1]?.trim() ?? "-");
}

/** The part of an SDK a file is, for the breakdowns: `undefined` for a file of no routegen SDK. */
function sdkPartOf(path: string): string | undefined {
  const sdk = consumers
    .map((consumer) => consumer.sdk && join(workspace(), consumer.sdk.folder) + sep)
    .find((dir) => dir && path.startsWith(dir));
  if (!sdk) return undefined;
  const file = path.slice(sdk.length).replace(/\.d\.ts$/, ".ts");
  if (file.startsWith("types/")) return "SDK named types (types/)";
  if (file === "types.ts") return "SDK types.ts";
  return ["index.ts", "endpoint.ts"].includes(file) ? "SDK index.ts, endpoint.ts" : "SDK scope modules";
}

/** The part of a program a file belongs to, for the trace breakdown. */
function groupOf(path: string): string {
  if (path.includes("/typescript/lib/lib.")) return "TypeScript's lib files";
  const sdkPart = sdkPartOf(path);
  if (sdkPart) return sdkPart;
  if (path.startsWith(installedRuntime() + sep)) return "@routegen/runtime (.d.ts)";
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (inPackage) return inPackage[1]!;
  return path.startsWith(join(workspace(), "typecheck")) ? "the consumer" : relative(workspace(), path);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const timeCells = ({ parse, bind, check }: FileTimes) => [ms(parse), ms(bind), ms(check), ms(parse + bind + check)];

/**
 * Fails unless the consumer's program has routegen's runtime as a user's has it: the installed
 * package's declarations, and none of the repository's sources.
 */
function checkResolvesInstalledRuntime(consumer: Consumer): void {
  const files = tsc(consumer, "--listFilesOnly").stdout.split("\n");
  const declarations = join(installedRuntime(), "index.d.ts");
  const sources = files.filter((file) => file.startsWith(join(ROOT, "runtime") + sep));
  if (!files.includes(declarations))
    throw new Error(`${consumer.name}: \`@routegen/runtime\` does not resolve to ${declarations}`);
  if (sources.length > 0)
    throw new Error(`${consumer.name}: the runtime's sources are in the program: ${sources.join(", ")}`);
}

/** One traced run of a consumer: its time by group of files, and its slowest files. */
function traceRows(consumer: Consumer): { groups: string[][]; files: string[][] } {
  const dir = join(folderOf(consumer), "trace");
  tsc(consumer, "--generateTrace", dir);
  const times = timesByFile(dir);
  const groups = timesByGroup(times, groupOf).map(([group, times]) => [
    consumer.name,
    group,
    String(times.files),
    ...timeCells(times),
  ]);
  const total = ({ parse, bind, check }: FileTimes) => parse + bind + check;
  const files = [...times]
    .sort((a, b) => total(b[1]) - total(a[1]))
    .slice(0, 8)
    .map(([path, times]) => [
      consumer.name,
      path.startsWith(workspace()) ? relative(workspace(), path) : relative(ROOT, path),
      ...timeCells(times),
    ]);
  return { groups, files };
}

/** Writes each consumer's folder; routegen's are checked to use the installed runtime. */
function prepareConsumers(): void {
  for (const consumer of consumers) {
    consumer.prepare?.();
    writeFiles(folderOf(consumer), {
      "tsconfig.json": JSON.stringify({ compilerOptions, files: ["main.ts"] }, null, 2),
      "main.ts": consumer.source.trimStart(),
    });
    if (consumer.sdk) checkResolvesInstalledRuntime(consumer);
  }
}

/** `ROUNDS` rounds, each consumer once per round, starting with the next one in turn. */
function timedRuns(): Map<Consumer, ProcessRun[]> {
  return inRounds(consumers, ROUNDS, (consumer, round) => {
    const run = tsc(consumer);
    console.log(`  tsc ${round + 1}/${ROUNDS} ${consumer.name}: ${seconds(run.wallMs)}`);
    return run;
  });
}

function timeRows(
  runs: ReadonlyMap<Consumer, ProcessRun[]>,
  theirRuns: ProcessRun[],
  emptyRuns: ProcessRun[],
): string[][] {
  const rows = [
    [
      "consumer",
      "wall (median)",
      "x openapi-fetch",
      "over the empty file",
      "CPU (median)",
      "x openapi-fetch",
      "over the empty file",
      "peak RSS (max)",
      "errors",
      "wall of each run (s)",
    ],
  ];
  for (const [consumer, consumerRuns] of runs) {
    rows.push([
      consumer.name,
      seconds(median(consumerRuns.map(wallOf))),
      ratio(pairedRatio(consumerRuns, theirRuns, wallOf)),
      seconds(pairedDifference(consumerRuns, emptyRuns, wallOf)),
      seconds(median(consumerRuns.map(cpuOf))),
      ratio(pairedRatio(consumerRuns, theirRuns, cpuOf)),
      seconds(pairedDifference(consumerRuns, emptyRuns, cpuOf)),
      `${(Math.max(...consumerRuns.map((run) => run.maxRssBytes)) / 2 ** 20).toFixed(0)} MiB`,
      String(errorsOf(consumerRuns[0]!)),
      consumerRuns.map((run) => (run.wallMs / 1000).toFixed(2)).join(", "),
    ]);
  }
  return rows;
}

const lines = (path: string) => readFileSync(path, "utf8").split("\n").length - 1;

/** What each routegen consumer's program holds of its SDK (tsc --listFilesOnly): modules and lines, by part. */
function sdkLoadRows(): string[][] {
  const parts = ["SDK scope modules", "SDK named types (types/)", "SDK types.ts", "SDK index.ts, endpoint.ts"];
  const rows = [["consumer", ...parts.flatMap((part) => [`${part.slice(4)}: files`, "lines"]), "SDK lines in all"]];
  for (const consumer of consumers.filter((c) => c.sdk)) {
    const files = tsc(consumer, "--listFilesOnly")
      .stdout.split("\n")
      .filter((path) => sdkPartOf(path));
    const cells = parts.flatMap((part) => {
      const mine = files.filter((path) => sdkPartOf(path) === part);
      return [String(mine.length), mine.reduce((n, path) => n + lines(path), 0).toLocaleString("en-US")];
    });
    rows.push([consumer.name, ...cells, files.reduce((n, path) => n + lines(path), 0).toLocaleString("en-US")]);
  }
  return rows;
}

const benchmark: Benchmark = {
  id: "type-check",
  title: "Type-check time",
  run(): Section {
    prepareConsumers();
    const runs = timedRuns();
    const byRole = (role: Consumer["role"]) => consumers.find((consumer) => consumer.role === role)!;
    const [one, ours, theirs, empty] = [
      byRole("one-function"),
      byRole("scope-modules"),
      byRole("openapi-fetch"),
      byRole("empty"),
    ];
    const [oneRuns, ourRuns, theirRuns, emptyRuns] = [one, ours, theirs, empty].map((consumer) =>
      runs.get(consumer)!,
    ) as [ProcessRun[], ProcessRun[], ProcessRun[], ProcessRun[]];

    const diagnosticRows = [["consumer", ...DIAGNOSTICS]];
    for (const consumer of consumers)
      diagnosticRows.push([consumer.name, ...diagnosticsOf(tsc(consumer, "--extendedDiagnostics"))]);
    const traced = [
      one,
      ours,
      consumers.find((consumer) => consumer.name.startsWith("routegen (index.js"))!,
      theirs,
    ].map(traceRows);
    const phases = ["parse", "bind", "check", "total"];

    const speed = pairedRatio(ourRuns, theirRuns, wallOf);
    const overhead = pairedDifference(ourRuns, emptyRuns, wallOf);
    const oneOverhead = pairedDifference(oneRuns, emptyRuns, wallOf);
    return {
      method: methodNotes(),
      tables: [
        { caption: `Type-check (median of ${ROUNDS} runs each)`, rows: timeRows(runs, theirRuns, emptyRuns) },
        {
          caption: "Where the time goes (tsc --extendedDiagnostics, one run)",
          rows: diagnosticRows,
          consoleOnly: true,
        },
        { caption: "What each routegen program loads of its SDK (tsc --listFilesOnly)", rows: sdkLoadRows() },
        {
          caption: "Time by group of files (tsc --generateTrace, one run; tracing slows tsc down a little)",
          rows: [["consumer", "group of files", "files", ...phases], ...traced.flatMap(({ groups }) => groups)],
          consoleOnly: true,
        },
        {
          caption: "The slowest files (same traced runs)",
          rows: [["consumer", "file", ...phases], ...traced.flatMap(({ files }) => files)],
          consoleOnly: true,
        },
      ],
      targets: [
        {
          pass: oneOverhead <= 500,
          text:
            `routegen's one-function program takes ${seconds(oneOverhead)} over the empty file (target <= 0.50 s; CPU time ` +
            `${seconds(pairedDifference(oneRuns, emptyRuns, cpuOf))}; the openapi-fetch consumer: ${seconds(pairedDifference(theirRuns, emptyRuns, wallOf))})`,
        },
        {
          pass: speed <= 0.6,
          text: `routegen's consumer (scope modules) takes ${ratio(speed, 3)} the openapi-fetch consumer's wall time (target <= 0.60x; CPU time ${ratio(pairedRatio(ourRuns, theirRuns, cpuOf), 3)})`,
        },
        {
          pass: overhead <= 1500,
          text: `routegen's consumer (scope modules) takes ${seconds(overhead)} over the empty file (target <= 1.50 s; CPU time ${seconds(pairedDifference(ourRuns, emptyRuns, cpuOf))})`,
        },
      ],
    };
  },
};

function methodNotes(): string[] {
  const sdk = generated(routegen);
  const scopeModules = readdirSync(sdk).filter(
    (file) => file.endsWith(".ts") && !["index.ts", "endpoint.ts", "types.ts"].includes(file),
  ).length;
  const typeModules = readdirSync(join(sdk, "types")).length;
  const baseline = process.env.ROUTEGEN_BENCH_BASELINE;
  return [
    `\`node node_modules/typescript/bin/tsc -p tsconfig.json\` (TypeScript ${versionOf("typescript")}) as a whole process, ` +
      "one consumer per folder, each with the same tsconfig: strict, noUncheckedIndexedAccess, " +
      "exactOptionalPropertyTypes, `skipLibCheck: false`, lib ES2022 + DOM, no @types, noEmit.",
    "Every consumer is one file (test/bench/typecheck-consumers.ts). routegen's one-function program is the README's: it " +
      "imports `listForRepo` from the SDK's `issues.js` and `defaults` from `endpoint.js`, sends the call with `toFetch` and " +
      "reads the typed response; openapi-fetch's one-call program does the same. The other consumers make the same three " +
      "calls (list a repository's issues with two query parameters, create an issue, get a pull request) and read one " +
      "field of each typed response; routegen's imports the scope modules it uses (`endpoint.js`, `issues.js`, `pulls.js`). " +
      "@routegen/runtime is installed in the workspace from its `npm pack` tarball, so it resolves " +
      "through the package's `exports` to the runtime's built `.d.ts` (checked before timing: no runtime source is in " +
      "the program). The SDK has one module per named type under `types/` " +
      `(${typeModules} for GitHub), each importing the types it refers to, and a scope module imports the types it uses: ` +
      "a program holds the types its modules reach. A routegen consumer reported but not judged imports the same from " +
      `the SDK's \`index.js\`, the README's alternative for exploring an API: its namespaces put every scope module (${scopeModules} for ` +
      "GitHub) in the program, whatever the file calls; another, not judged either, is the one-function program over the " +
      "SDK generated with `--emit js` (JavaScript with `.d.ts` beside it: tsc checks the declarations, no function body). " +
      `openapi-fetch ${versionOf("openapi-fetch")} uses openapi-typescript's \`schema.d.ts\`; oazapfts' imports its ` +
      `generated \`api.ts\`; Octokit is @octokit/core ${versionOf("@octokit/core")} + @octokit/plugin-rest-endpoint-methods ` +
      `${versionOf("@octokit/plugin-rest-endpoint-methods")}. The empty file (\`export {}\`) is tsc's fixed cost.` +
      (baseline
        ? ` The "baseline" consumers use the SDK generated by the routegen checkout in \`ROUTEGEN_BENCH_BASELINE\` (${baseline}), with this checkout's runtime.`
        : ""),
    `${ROUNDS} rounds, each consumer once per round, starting with the next one in turn. Wall time is taken ` +
      "around the process; CPU time (user + system) and peak RSS inside it, as for generation. Ratios and differences are " +
      "the median of the per-round ones; the targets are judged on wall time. Then, not timed, one " +
      "`--extendedDiagnostics` and one `--listFilesOnly` run each, and one `--generateTrace` run of routegen's three " +
      "judged or namespace consumers and openapi-fetch's for the breakdown by file (test/bench/tsc-trace.ts).",
  ];
}

export default benchmark;
