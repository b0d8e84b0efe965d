// A large description side by side with oazapfts: a synthetic office-graph-shaped description of
// 11,000 operations (about 20 MB, 400 tags, 2,600 schemas, 27,000 warnings), generated cold by both in
// alternating order; then routegen's warm runs on it: nothing changed (the up-to-date check), and one
// operation changed (the incremental write).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mebibytes, median, ratio, seconds, type Benchmark, type Section } from "./benchmark.js";
import { cpuOf, pairedDifference, pairedRatio, wallOf, type ProcessRun } from "./process.js";
import {
  consoleLines,
  oazapftsRun,
  phaseTimes,
  routegenRun,
  routegenStartup,
  syntheticInput,
  warningCount,
} from "./synthetic.js";
import { versionOf, workspace } from "./workspace.js";

const OPERATIONS = 11_000;
const ROUNDS = 3;
const WARM_RUNS = 5;

const wall = (runs: readonly ProcessRun[]) => median(runs.map(wallOf));
const cpu = (runs: readonly ProcessRun[]) => median(runs.map(cpuOf));
const peakRss = (runs: readonly ProcessRun[]) => Math.max(...runs.map((run) => run.maxRssBytes));
const eachWall = (runs: readonly ProcessRun[]) => runs.map((run) => (run.wallMs / 1000).toFixed(2)).join(", ");

/** Cold runs of both, round by round, each round starting with the other one. */
function coldRuns(input: string): { routegen: ProcessRun[]; oazapfts: ProcessRun[] } {
  const runs = { routegen: [] as ProcessRun[], oazapfts: [] as ProcessRun[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (["routegen", "oazapfts"] as const) : (["oazapfts", "routegen"] as const);
    for (const name of order) {
      const output = join(workspace(), `large-${name}`);
      const run = name === "routegen" ? routegenRun(input, output) : oazapftsRun(input, output);
      console.log(`  cold ${round + 1}/${ROUNDS} ${name}: ${seconds(run.wallMs)}, ${mebibytes(run.maxRssBytes)}`);
      runs[name].push(run);
    }
  }
  return runs;
}

/** Modification times of the files of a folder, to count the files a run rewrote. */
function mtimes(dir: string): Map<string, number> {
  return new Map(readdirSync(dir).map((name) => [name, statSync(join(dir, name)).mtimeMs]));
}

interface WarmRuns {
  noop: ProcessRun[];
  /** `routegen --version` between the no-op runs: the start-up every run pays. */
  startup: ProcessRun[];
  rewritten: number;
  changed: ProcessRun;
  written: string[];
  files: number;
}

/** routegen again on its last cold output: `WARM_RUNS` with nothing changed, then one after a change. */
function warmRuns(input: string): WarmRuns {
  const output = join(workspace(), "large-routegen");
  const before = mtimes(output);
  const noop: ProcessRun[] = [];
  const startup: ProcessRun[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    const run = routegenRun(input, output, "warm");
    if (!/is up to date/.test(run.stderr))
      throw new Error(`routegen (warm) did not find its output up to date:\n${run.stderr.slice(-2000)}`);
    noop.push(run);
    startup.push(routegenStartup());
  }
  const rewritten = [...mtimes(output)].filter(([name, time]) => before.get(name) !== time).length;
  // One operation's summary changes: one scope module (and the manifest) must be rewritten, no more.
  const text = readFileSync(input, "utf8");
  const at = text.indexOf('"summary": "') + '"summary": "'.length;
  writeFileSync(input, `${text.slice(0, at)}Changed: ${text.slice(at)}`);
  const beforeChange = mtimes(output);
  const changed = routegenRun(input, output, "warm");
  writeFileSync(input, text);
  const written = [...mtimes(output)].filter(([name, time]) => beforeChange.get(name) !== time).map(([name]) => name);
  return { noop, startup, rewritten, changed, written, files: before.size };
}

const benchmark: Benchmark = {
  id: "large",
  title: "A 20 MB description, side by side with oazapfts",
  run(): Section {
    const { file, bytes } = syntheticInput(OPERATIONS);
    const cold = coldRuns(file);
    const warm = warmRuns(file);
    const speed = pairedRatio(cold.routegen, cold.oazapfts, wallOf);
    const lines = Math.max(...cold.routegen.map(consoleLines));
    const phases = ["load", "plan", "emit", "write"].map(
      (phase) => `${phase} ${seconds(median(cold.routegen.map((run) => phaseTimes(run).get(phase) ?? 0)))}`,
    );
    const coldRows = [
      [
        "generator",
        "wall (median)",
        "x oazapfts",
        "CPU (median)",
        "x oazapfts",
        "peak RSS (max)",
        "console lines",
        "wall of each run (s)",
      ],
      [
        "routegen",
        seconds(wall(cold.routegen)),
        ratio(speed),
        seconds(cpu(cold.routegen)),
        ratio(pairedRatio(cold.routegen, cold.oazapfts, cpuOf)),
        mebibytes(peakRss(cold.routegen)),
        String(lines),
        eachWall(cold.routegen),
      ],
      [
        "oazapfts",
        seconds(wall(cold.oazapfts)),
        "1.00x",
        seconds(cpu(cold.oazapfts)),
        "1.00x",
        mebibytes(peakRss(cold.oazapfts)),
        String(Math.max(...cold.oazapfts.map(consoleLines))),
        eachWall(cold.oazapfts),
      ],
    ];
    const warmRows = [
      [
        "run",
        "wall (median)",
        "CPU (median)",
        "routegen's own time",
        "peak RSS (max)",
        "files rewritten",
        "wall of each run (s)",
      ],
      [
        "nothing changed",
        seconds(wall(warm.noop)),
        seconds(cpu(warm.noop)),
        ownTime(warm.noop),
        mebibytes(peakRss(warm.noop)),
        `${warm.rewritten} of ${warm.files}`,
        eachWall(warm.noop),
      ],
      [
        "start-up alone (routegen --version)",
        seconds(wall(warm.startup)),
        seconds(cpu(warm.startup)),
        "",
        mebibytes(peakRss(warm.startup)),
        "",
        eachWall(warm.startup),
      ],
      [
        "one operation changed",
        seconds(warm.changed.wallMs),
        seconds(warm.changed.cpuMs),
        `write ${seconds(phaseTimes(warm.changed).get("write") ?? 0)}`,
        mebibytes(warm.changed.maxRssBytes),
        `${warm.written.length} of ${warm.files}: ${warm.written.join(", ")}`,
        eachWall([warm.changed]),
      ],
    ];
    return {
      method: [
        `Input: a synthetic office-graph-shaped description (test/support/synthetic-api.ts, the scaling benchmark's generator) of ` +
          `${OPERATIONS.toLocaleString("en-US")} operations: ${(bytes / 1e6).toFixed(1)} MB of JSON, ` +
          `${warningCount(cold.routegen[0]!).toLocaleString("en-US")} warnings for routegen.`,
        `Cold: routegen \`generate <input> -o <dir> --force --progress\` and oazapfts ${versionOf("oazapfts")} \`<input> <dir>/api.ts\`, ` +
          `each as a whole process with its output folder emptied first, ${ROUNDS} rounds alternating which goes first; ratios are ` +
          "the median of the per-round ratios. routegen's phases (median): " +
          phases.join(", ") +
          ".",
        `Warm: routegen ${WARM_RUNS} times more on its last cold output without \`--force\` (the up-to-date check: the manifest's ` +
          "head, the hashes of the input and of the files), each followed by `routegen --version` (Node's start-up and the CLI's " +
          "loading, which every run pays; differences are per pair), then once after one operation's summary was changed in " +
          "the input (a whole generation, writing only what changed). Files rewritten are counted by modification time.",
      ],
      tables: [
        { caption: `Cold generation (median of ${ROUNDS} runs each)`, rows: coldRows },
        { caption: "routegen warm on the same description", rows: warmRows },
      ],
      targets: [
        { pass: speed <= 0.5, text: `cold: routegen takes ${ratio(speed, 3)} oazapfts' wall time (target <= 0.50x)` },
        {
          pass: peakRss(cold.routegen) < 2 ** 30,
          text: `cold: routegen's peak RSS is ${mebibytes(peakRss(cold.routegen))} (target < 1 GiB)`,
        },
        {
          pass: lines <= 60,
          text: `cold: routegen prints ${lines} lines for its ${warningCount(cold.routegen[0]!).toLocaleString("en-US")} warnings (target <= 60)`,
        },
        {
          pass: wall(warm.noop) < 1000,
          text:
            `warm: nothing changed takes ${seconds(wall(warm.noop))} (target < 1 s): ${seconds(pairedDifference(warm.noop, warm.startup, wallOf))} ` +
            `more than routegen's start-up alone (CPU ${seconds(pairedDifference(warm.noop, warm.startup, cpuOf))})`,
        },
        {
          pass: warm.rewritten === 0,
          text: `warm: nothing changed rewrites ${warm.rewritten} of ${warm.files} files (target: none)`,
        },
        {
          pass: warm.written.length <= 2,
          text: `warm: one operation changed rewrites ${warm.written.length} files (target: its scope module and the manifest)`,
        },
      ],
    };
  },
};

/** routegen's own time on a warm run, as it reports it (`is up to date (411 files, 0.31 s)`). */
function ownTime(runs: readonly ProcessRun[]): string {
  const times = runs.map(
    (run) => Number(/up to date \(\d+ files, (\d+(?:\.\d+)?) s\)/.exec(run.stderr)?.[1] ?? NaN) * 1000,
  );
  return seconds(median(times));
}

export default benchmark;
