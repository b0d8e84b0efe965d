// Type-check time: what a generated SDK costs a user's editor and CI. One-file consumers make the
// same three calls (list a repository's issues, create an issue, get a pull request) and read one
// field of each typed response, through routegen's SDK, openapi-fetch on openapi-typescript's types,
// oazapfts' output and Octokit; an empty file gives tsc's fixed cost (the lib files). @routegen/runtime is
// installed from its `npm pack` tarball, so it is checked from the declarations users get.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ROOT } from "../support/examples.js";
import { median, ratio, seconds, type Benchmark, type Section } from "./benchmark.js";
import { cpuOf, pairedDifference, pairedRatio, runNode, wallOf, type ProcessRun } from "./process.js";
import { timesByFile, timesByGroup, type FileTimes } from "./tsc-trace.js";
import { STRICT_OPTIONS } from "../support/compile.js";
import { generated, installRuntime, oazapfts, openapiTypescript, routegen, versionOf, workspace, writeFiles } from "./workspace.js";

const ROUNDS = 5;
const TSC = join(ROOT, "node_modules/typescript/bin/tsc");

/**
 * The strict settings generated code is promised to pass (test/support/compile.ts), lib checks on,
 * without the tests' mapping of `@routegen/runtime` to the runtime's source: here it resolves as in a
 * user's project, through the installed package's `exports` to its `.d.ts`.
 */
const { paths: _runtimeSource, ...compilerOptions } = STRICT_OPTIONS;

interface Consumer {
  name: string;
  /** Judged against the targets (the others are for reference). */
  role?: "routegen" | "openapi-fetch" | "empty";
  /** Generates (or installs) what the consumer imports. */
  prepare?: () => void;
  source: string;
}

/** Generates the SDK and installs the runtime it imports. */
const prepareRoutegen = () => {
  generated(routegen);
  installRuntime();
};

/** Where the installed runtime's `exports` lead an ES module: its build. */
const installedRuntime = () => join(installRuntime(), "dist/esm");

/** routegen's consumer: the same three calls, with the SDK imported as `imports` say. */
function routegenConsumer(imports: string): string {
  return `
import { toFetch, type RequestOptions } from "@routegen/runtime";
${imports}

const github = endpoint.defaults({ headers: { authorization: "token 0000" } });
async function send<T>(request: RequestOptions<T>): Promise<T> {
  const response = await fetch(...toFetch(request));
  return (await response.json()) as T;
}
const list = await send(issues.listForRepo({ owner: "octokit", repo: "rest.js", state: "open", per_page: 5 }, github));
const created = await send(issues.create({ owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] }, github));
const pull = await send(pulls.get({ owner: "octokit", repo: "rest.js", pull_number: 1347 }, github));
export const titles = [list[0]?.title, created.title, pull.title];
`;
}

const consumers: Consumer[] = [
  { name: "empty file", role: "empty", source: "export {};\n" },
  {
    // As the README shows: the scope modules used, so only those (and types.ts) are in the program.
    name: "routegen (scope modules)",
    role: "routegen",
    prepare: prepareRoutegen,
    source: routegenConsumer(`import { endpoint } from "../../routegen/endpoint.js";
import * as issues from "../../routegen/issues.js";
import * as pulls from "../../routegen/pulls.js";`),
  },
  {
    // Not judged: the namespace import of index.js, the README's alternative for exploring an API,
    // puts every scope module in the program, whatever the file calls.
    name: "routegen (index.js, not judged)",
    prepare: prepareRoutegen,
    source: routegenConsumer(`import { endpoint, issues, pulls } from "../../routegen/index.js";`),
  },
  {
    name: "openapi-fetch + openapi-typescript",
    role: "openapi-fetch",
    prepare: () => generated(openapiTypescript),
    source: `
import createClient from "openapi-fetch";
import type { paths } from "../../openapi-typescript/schema.js";

const client = createClient<paths>({ baseUrl: "https://api.github.com", headers: { authorization: "token 0000" } });
const list = await client.GET("/repos/{owner}/{repo}/issues", {
  params: { path: { owner: "octokit", repo: "rest.js" }, query: { state: "open", per_page: 5 } },
});
const created = await client.POST("/repos/{owner}/{repo}/issues", {
  params: { path: { owner: "octokit", repo: "rest.js" } },
  body: { title: "Found a bug", labels: ["bug"] },
});
const pull = await client.GET("/repos/{owner}/{repo}/pulls/{pull_number}", {
  params: { path: { owner: "octokit", repo: "rest.js", pull_number: 1347 } },
});
export const titles = [list.data?.[0]?.title, created.data?.title, pull.data?.title];
`,
  },
  {
    name: "oazapfts",
    prepare: () => generated(oazapfts),
    source: `
import { defaults, issuesCreate, issuesListForRepo, pullsGet } from "../../oazapfts/api.js";

defaults.headers = { authorization: "token 0000" };
const list = await issuesListForRepo("octokit", "rest.js", { state: "open", perPage: 5 });
const created = await issuesCreate("octokit", "rest.js", { title: "Found a bug", labels: ["bug"] });
const pull = await pullsGet("octokit", "rest.js", 1347);
export const titles = [
  list.status === 200 ? list.data[0]?.title : undefined,
  created.status === 201 ? created.data.title : undefined,
  pull.status === 200 ? pull.data.title : undefined,
];
`,
  },
  {
    name: "@octokit/core + plugin-rest-endpoint-methods",
    source: `
import { Octokit } from "@octokit/core";
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";

const octokit = new (Octokit.plugin(restEndpointMethods))({ auth: "token 0000" });
const list = await octokit.rest.issues.listForRepo({ owner: "octokit", repo: "rest.js", state: "open", per_page: 5 });
const created = await octokit.rest.issues.create({ owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] });
const pull = await octokit.rest.pulls.get({ owner: "octokit", repo: "rest.js", pull_number: 1347 });
export const titles = [list.data[0]?.title, created.data.title, pull.data.title];
`,
  },
];

/** Each consumer in its own folder of the workspace, with its own copy of the same tsconfig. */
function folderOf(consumer: Consumer): string {
  return join(workspace(), "typecheck", consumer.name.replace(/[^a-z0-9]+/gi, "-"));
}

function tsc(consumer: Consumer, ...flags: string[]): ProcessRun {
  return runNode(TSC, ["-p", join(folderOf(consumer), "tsconfig.json"), ...flags], folderOf(consumer));
}

const errorsOf = (run: ProcessRun) => [...run.stdout.matchAll(/error TS\d+/g)].length;

/** tsc's `--extendedDiagnostics` figures that say where the time goes. */
const DIAGNOSTICS = ["Files", "Lines of Library", "Lines of Definitions", "Lines of TypeScript", "Types", "Instantiations", "Memory used", "Parse time", "Bind time", "Check time", "Total time"];

function diagnosticsOf(run: ProcessRun): string[] {
  return DIAGNOSTICS.map((name) => new RegExp(`^${name}:\\s+(.+)$`, "m").exec(run.stdout)?.[1]?.trim() ?? "-");
}

/** The part of a program a file belongs to, for the trace breakdown. */
function groupOf(path: string): string {
  const sdk = join(workspace(), routegen.folder) + sep;
  if (path.includes("/typescript/lib/lib.")) return "TypeScript's lib files";
  if (path.startsWith(sdk)) {
    const file = path.slice(sdk.length);
    return file === "types.ts" ? "SDK types.ts" : ["index.ts", "endpoint.ts"].includes(file) ? "SDK index.ts, endpoint.ts" : "SDK scope modules";
  }
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
  if (!files.includes(declarations)) throw new Error(`${consumer.name}: \`@routegen/runtime\` does not resolve to ${declarations}`);
  if (sources.length > 0) throw new Error(`${consumer.name}: the runtime's sources are in the program: ${sources.join(", ")}`);
}

/** One traced run of a consumer: its time by group of files, and its slowest files. */
function traceRows(consumer: Consumer): { groups: string[][]; files: string[][] } {
  const dir = join(folderOf(consumer), "trace");
  tsc(consumer, "--generateTrace", dir);
  const times = timesByFile(dir);
  const groups = timesByGroup(times, groupOf).map(([group, times]) => [consumer.name, group, String(times.files), ...timeCells(times)]);
  const total = ({ parse, bind, check }: FileTimes) => parse + bind + check;
  const files = [...times]
    .sort((a, b) => total(b[1]) - total(a[1]))
    .slice(0, 8)
    .map(([path, times]) => [consumer.name, path.startsWith(workspace()) ? relative(workspace(), path) : relative(ROOT, path), ...timeCells(times)]);
  return { groups, files };
}

const benchmark: Benchmark = {
  id: "type-check",
  title: "Type-check time",
  run(): Section {
    for (const consumer of consumers) {
      consumer.prepare?.();
      writeFiles(folderOf(consumer), {
        "tsconfig.json": JSON.stringify({ compilerOptions, files: ["main.ts"] }, null, 2),
        "main.ts": consumer.source.trimStart(),
      });
      if (consumer.prepare === prepareRoutegen) checkResolvesInstalledRuntime(consumer);
    }
    const runs = new Map(consumers.map((consumer): [Consumer, ProcessRun[]] => [consumer, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (let step = 0; step < consumers.length; step++) {
        const consumer = consumers[(round + step) % consumers.length]!;
        const run = tsc(consumer);
        console.log(`  tsc ${round + 1}/${ROUNDS} ${consumer.name}: ${seconds(run.wallMs)}`);
        runs.get(consumer)!.push(run);
      }
    }
    const byRole = (role: Consumer["role"]) => consumers.find((consumer) => consumer.role === role)!;
    const [ours, theirs, empty] = [byRole("routegen"), byRole("openapi-fetch"), byRole("empty")];
    const [ourRuns, theirRuns, emptyRuns] = [runs.get(ours)!, runs.get(theirs)!, runs.get(empty)!];

    const timeRows = [
      ["consumer", "wall (median)", "x openapi-fetch", "over the empty file", "CPU (median)", "x openapi-fetch", "over the empty file", "peak RSS (max)", "errors", "wall of each run (s)"],
    ];
    for (const consumer of consumers) {
      const consumerRuns = runs.get(consumer)!;
      timeRows.push([
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
    const diagnosticRows = [["consumer", ...DIAGNOSTICS]];
    for (const consumer of consumers) diagnosticRows.push([consumer.name, ...diagnosticsOf(tsc(consumer, "--extendedDiagnostics"))]);
    const traced = [ours, consumers.find((consumer) => consumer.name.startsWith("routegen (index.js"))!, theirs].map(traceRows);
    const phases = ["parse", "bind", "check", "total"];

    const scopeModules = readdirSync(generated(routegen)).filter((file) => file.endsWith(".ts") && !["index.ts", "endpoint.ts", "types.ts"].includes(file)).length;
    const speed = pairedRatio(ourRuns, theirRuns, wallOf);
    const overhead = pairedDifference(ourRuns, emptyRuns, wallOf);
    return {
      method: [
        `\`node node_modules/typescript/bin/tsc -p tsconfig.json\` (TypeScript ${versionOf("typescript")}) as a whole process, ` +
          "one consumer per folder, each with the same tsconfig: strict, noUncheckedIndexedAccess, " +
          "exactOptionalPropertyTypes, `skipLibCheck: false`, lib ES2022 + DOM, no @types, noEmit.",
        "Every consumer is one file making the same three calls (list a repository's issues with two query " +
          "parameters, create an issue, get a pull request) and reading one field of each typed response. routegen's " +
          "imports the generated SDK's scope modules it uses (`endpoint.js`, `issues.js`, `pulls.js`), as the README shows; " +
          "@routegen/runtime is installed in the workspace from its `npm pack` tarball, so it resolves " +
          "through the package's `exports` to the runtime's built `.d.ts` (checked before timing: no runtime source is in " +
          "the program). A second routegen consumer, reported but not judged, imports the same from the SDK's " +
          "`index.js`, the README's alternative for exploring an API: its namespaces put every scope module " +
          `(${scopeModules} for GitHub) in the program, whatever the file calls. ` +
          `openapi-fetch ${versionOf("openapi-fetch")} uses openapi-typescript's \`schema.d.ts\`; oazapfts' imports its ` +
          `generated \`api.ts\`; Octokit is @octokit/core ${versionOf("@octokit/core")} + @octokit/plugin-rest-endpoint-methods ` +
          `${versionOf("@octokit/plugin-rest-endpoint-methods")}. The empty file (\`export {}\`) is tsc's fixed cost.`,
        `${ROUNDS} rounds, each consumer once per round, starting with the next one in turn. Wall time is taken ` +
          "around the process; CPU time (user + system) and peak RSS inside it, as for generation. Ratios and differences are " +
          "the median of the per-round ones; the targets are judged on the wall time of routegen's scope-module consumer. Then, not timed, one " +
          "`--extendedDiagnostics` run each, and one `--generateTrace` run of routegen's two consumers and openapi-fetch's " +
          "for the breakdown by file (test/bench/tsc-trace.ts).",
      ],
      tables: [
        { caption: `Type-check (median of ${ROUNDS} runs each)`, rows: timeRows },
        { caption: "Where the time goes (tsc --extendedDiagnostics, one run)", rows: diagnosticRows },
        { caption: "Time by group of files (tsc --generateTrace, one run; tracing slows tsc down a little)", rows: [["consumer", "group of files", "files", ...phases], ...traced.flatMap(({ groups }) => groups)] },
        { caption: "The slowest files (same traced runs)", rows: [["consumer", "file", ...phases], ...traced.flatMap(({ files }) => files)] },
      ],
      targets: [
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

export default benchmark;
