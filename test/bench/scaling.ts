// Scaling: routegen on synthetic office-graph-shaped descriptions of 1,000 to 50,000 operations, messy
// the way real ones are (tens of thousands of warnings). Every phase must cost the same per route
// whatever the size, and memory must grow linearly: a cost that grows with the document (a lookup that
// rescans it) shows up here as a per-route cost that climbs.
import { join } from "node:path";
import { mebibytes, median, ratio, seconds, type Benchmark, type Section } from "./benchmark.js";
import type { ProcessRun } from "./process.js";
import { consoleLines, phaseTimes, routegenRun, syntheticInput, warningCount } from "./synthetic.js";
import { workspace } from "./workspace.js";

const SIZES = [1_000, 5_000, 20_000, 50_000];
/** YAML is read by another parser, with positions of its own: two sizes show its curve. */
const YAML_SIZES = [1_000, 5_000];
const PHASES = ["load", "plan", "emit", "write"];
/** Rounds per size: the large ones take long enough that their noise is small. */
const roundsFor = (operations: number) => (operations >= 50_000 ? 2 : 3);

interface SizeResult {
  operations: number;
  format: "json" | "yaml";
  bytes: number;
  runs: ProcessRun[];
}

/** The median over a size's runs of a figure of each run. */
const medianOf = (result: SizeResult, of: (run: ProcessRun) => number) => median(result.runs.map(of));
/** Time in routegen's four phases: the generation itself, without Node's start-up and module loading. */
const phaseSum = (run: ProcessRun) => PHASES.reduce((sum, phase) => sum + (phaseTimes(run).get(phase) ?? 0), 0);
const peak = (result: SizeResult) => Math.max(...result.runs.map((run) => run.maxRssBytes));
const perRoute = (result: SizeResult) => (medianOf(result, phaseSum) * 1000) / result.operations;
const microseconds = (us: number) => `${Math.round(us)} µs`;

function measure(operations: number, format: SizeResult["format"]): SizeResult {
  const { file, bytes } = syntheticInput(operations, format);
  const runs: ProcessRun[] = [];
  for (let round = 0; round < roundsFor(operations); round++) {
    const run = routegenRun(file, join(workspace(), `scaling-${operations}-${format}`));
    console.log(
      `  ${operations} operations (${format}), run ${round + 1}: ${seconds(run.wallMs)}, ${mebibytes(run.maxRssBytes)}`,
    );
    runs.push(run);
  }
  return { operations, format, bytes, runs };
}

function timeRows(results: SizeResult[]): string[][] {
  const base = perRoute(results[0]!);
  const rows = [
    ["operations", "input", "warnings", "console lines", "wall", ...PHASES, "phases per route", "x 1,000's"],
  ];
  for (const result of results) {
    rows.push([
      result.operations.toLocaleString("en-US"),
      `${(result.bytes / 1e6).toFixed(1)} MB ${result.format.toUpperCase()}`,
      warningCount(result.runs[0]!).toLocaleString("en-US"),
      String(Math.max(...result.runs.map(consoleLines))),
      seconds(medianOf(result, (run) => run.wallMs)),
      ...PHASES.map((phase) => seconds(medianOf(result, (run) => phaseTimes(run).get(phase) ?? 0))),
      microseconds(perRoute(result)),
      ratio(perRoute(result) / base),
    ]);
  }
  return rows;
}

/** Peak RSS at the end of each phase (the preload notes it there), and in all. */
function memoryRows(results: SizeResult[]): string[][] {
  const rows = [
    [
      "operations",
      ...PHASES.map((phase) => `after ${phase}`),
      "peak RSS",
      "heap after plan",
      "peak per 1,000 routes above 1,000's",
    ],
  ];
  const first = results[0]!;
  for (const result of results) {
    const atPhase = (phase: string) =>
      Math.max(...result.runs.map((run) => run.phases.find((p) => p.phase === phase)?.maxRssBytes ?? 0));
    const heap = Math.max(...result.runs.map((run) => run.phases.find((p) => p.phase === "plan")?.heapUsedBytes ?? 0));
    const marginal =
      result === first ? "" : mebibytes(((peak(result) - peak(first)) * 1000) / (result.operations - first.operations));
    rows.push([
      result.operations.toLocaleString("en-US"),
      ...PHASES.map((phase) => mebibytes(atPhase(phase))),
      mebibytes(peak(result)),
      mebibytes(heap),
      marginal,
    ]);
  }
  return rows;
}

const benchmark: Benchmark = {
  id: "scaling",
  title: "Scaling to large descriptions",
  run(): Section {
    const results = SIZES.map((operations) => measure(operations, "json"));
    const yaml = YAML_SIZES.map((operations) => measure(operations, "yaml"));
    const first = results[0]!;
    const last = results[results.length - 1]!;
    const growth = perRoute(last) / perRoute(first);
    const yamlGrowth = perRoute(yaml[yaml.length - 1]!) / perRoute(yaml[0]!);
    const marginal = (result: SizeResult) => (peak(result) - peak(first)) / (result.operations - first.operations);
    const memoryGrowth = marginal(last) / marginal(results[1]!);
    const lines = Math.max(...[...results, ...yaml].flatMap((result) => result.runs.map(consoleLines)));
    return {
      method: [
        `Input: synthetic OpenAPI descriptions of ${SIZES.map((n) => n.toLocaleString("en-US")).join(", ")} operations made by a seeded generator ` +
          "(test/support/synthetic-api.ts), shaped like an office-graph API: about 27 operations per tag, 0.23 schemas per " +
          "operation (dotted names, `allOf` bases, `@odata.type`, references among them), paths up to five levels deep, " +
          "about a dozen parameters per list operation (OData `$select`, `$expand`, `$filter`..., shared ones through `$ref`), " +
          "and the warnings messy descriptions have: hyphenated path parameters renamed, OData names percent-encoded, " +
          "operations without an operationId, unsupported query styles, duplicate parameters, colliding names, cookie parameters.",
        `Each size is generated ${roundsFor(1_000)} times (${roundsFor(50_000)} for 50,000) as a whole process: ` +
          "`routegen generate <input> -o <dir> --force --progress`, its output folder emptied first.",
        "Phase times are routegen's own progress lines; per route is the sum of the four phases (the generation itself, " +
          "without Node's start-up and module loading) over the operations, median of the runs. Peak RSS at the end of each " +
          "phase is noted by the preloaded test/bench/resource-usage.cjs when the phase's progress line is written.",
        "Memory is judged by its growth: the peak RSS added per 1,000 operations above the 1,000-operation run, from " +
          "5,000 to 50,000.",
        `The same descriptions as YAML (\`yaml\`'s stringify) at ${YAML_SIZES.map((n) => n.toLocaleString("en-US")).join(" and ")} ` +
          "operations: another parser, and positions found in its syntax tree rather than by scanning the text.",
      ],
      tables: [
        { caption: "Time per phase, JSON (median of the runs)", rows: timeRows(results) },
        { caption: "Memory, JSON (maximum of the runs)", rows: memoryRows(results) },
        { caption: "Time per phase, YAML (median of the runs)", rows: timeRows(yaml) },
      ],
      targets: [
        {
          pass: growth <= 1.5,
          text: `time per route at 50,000 operations is ${ratio(growth, 3)} that at 1,000 (target <= 1.50x)`,
        },
        {
          pass: yamlGrowth <= 1.5,
          text: `YAML: time per route at 5,000 operations is ${ratio(yamlGrowth, 3)} that at 1,000 (target <= 1.50x)`,
        },
        {
          pass: memoryGrowth <= 1.5,
          text: `peak RSS added per route (above the 1,000-operation run) is ${ratio(memoryGrowth, 3)} at 50,000 operations what it is at 5,000 (target <= 1.50x: linear)`,
        },
        { pass: lines <= 60, text: `the console shows at most ${lines} lines per run (target <= 60)` },
      ],
    };
  },
};

export default benchmark;
