// Generation time: routegen, oazapfts and openapi-typescript each generate from GitHub's description
// as a whole process (start-up included), in alternating order; then routegen runs again on its own
// output with nothing changed, which must rewrite nothing.
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { mebibytes, median, ratio, seconds, type Benchmark, type Section } from "./benchmark.js";
import { shareRows, summarise } from "./cpu-profile.js";
import { checkSucceeded, cpuOf, inRounds, pairedRatio, runNode, wallOf, type ProcessRun } from "./process.js";
import {
  generateCold,
  oazapfts,
  openapiTypescript,
  routegen,
  versionOf,
  workspace,
  type Generator,
} from "./workspace.js";

const ROUNDS = 5;
const WARM_RUNS = 5;
const generators = [routegen, oazapfts, openapiTypescript];

/** Cold runs, round by round; each round starts with the next generator, so none always goes first. */
function coldRuns(): Map<Generator, ProcessRun[]> {
  return inRounds(generators, ROUNDS, (generator, round) => {
    const run = generateCold(generator);
    console.log(
      `  cold ${round + 1}/${ROUNDS} ${generator.name}: ${seconds(run.wallMs)}, ${mebibytes(run.maxRssBytes)}`,
    );
    return run;
  });
}

/** Every file under `dir` with its modification time. */
function mtimes(dir: string): Map<string, number> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path, statSync(path).mtimeMs];
    }),
  );
}

/** routegen's command on its output folder in the workspace; warm: without --force. */
function routegenCommand(kind: "cold" | "warm"): { script: string; args: string[] } {
  const { script, args } = routegen.command(join(workspace(), routegen.folder));
  return { script, args: kind === "warm" ? args.filter((arg) => arg !== "--force") : args };
}

/** routegen again on the output of its last cold run, without --force: how many files it touched. */
function warmRuns(): { runs: ProcessRun[]; files: number; rewritten: string[] } {
  const output = join(workspace(), routegen.folder);
  const { script, args } = routegenCommand("warm");
  const before = mtimes(output);
  const runs: ProcessRun[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    const run = checkSucceeded("routegen (warm)", runNode(script, args, workspace()));
    if (!/is up to date/.test(run.stdout + run.stderr))
      throw new Error(`routegen (warm) did not find its output up to date:\n${run.stderr}`);
    runs.push(run);
  }
  const after = mtimes(output);
  const rewritten = [...after].filter(([path, mtime]) => before.get(path) !== mtime).map(([path]) => path);
  return { runs, files: after.size, rewritten };
}

/**
 * One more routegen run under `node --cpu-prof` (cold: output emptied, `--force`; warm: as it is):
 * self time by place (test/bench/cpu-profile.ts), for the main thread's profile.
 */
function profileRows(kind: "cold" | "warm"): string[][] {
  const dir = join(workspace(), `cpu-profile-${kind}`);
  const { script, args } = routegenCommand(kind);
  if (kind === "cold") rmSync(join(workspace(), routegen.folder), { recursive: true, force: true });
  checkSucceeded(
    `routegen (${kind}, profiled)`,
    runNode(script, args, workspace(), ["--cpu-prof", `--cpu-prof-dir=${dir}`]),
  );
  // CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile: thread 0 is the main one (tsx's hooks thread writes another).
  const main = readdirSync(dir).find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  if (!main) throw new Error(`no profile of the main thread in ${dir}`);
  const summary = summarise(join(dir, main));
  return shareRows(summary.byPlace, summary.totalMs, 10).map((row) => [kind, ...row]);
}

/** routegen's own phase times (`routegen: load ... (1.69 s)` on stderr), by phase. */
function phases(runs: readonly ProcessRun[]): Map<string, number[]> {
  const byPhase = new Map<string, number[]>();
  for (const run of runs) {
    for (const [, phase, time] of run.stderr.matchAll(/^routegen: (\w+) .*\((\d+(?:\.\d+)?) s\)$/gm)) {
      byPhase.set(phase!, [...(byPhase.get(phase!) ?? []), Number(time) * 1000]);
    }
  }
  return byPhase;
}

const wall = (runs: readonly ProcessRun[]) => median(runs.map((run) => run.wallMs));
const cpu = (runs: readonly ProcessRun[]) => median(runs.map((run) => run.cpuMs));
const peakRss = (runs: readonly ProcessRun[]) => Math.max(...runs.map((run) => run.maxRssBytes));

const benchmark: Benchmark = {
  id: "generation",
  title: "Generation time and memory",
  run(): Section {
    const cold = coldRuns();
    const warm = warmRuns();
    const ours = cold.get(routegen)!;
    const reference = cold.get(oazapfts)!;
    const coldRows = [
      [
        "generator",
        "wall (median)",
        "x oazapfts",
        "CPU (median)",
        "x oazapfts",
        "peak RSS (max)",
        "wall of each run (s)",
      ],
    ];
    for (const [generator, runs] of cold) {
      coldRows.push([
        generator.name,
        seconds(wall(runs)),
        ratio(pairedRatio(runs, reference, wallOf)),
        seconds(cpu(runs)),
        ratio(pairedRatio(runs, reference, cpuOf)),
        mebibytes(peakRss(runs)),
        runs.map((run) => (run.wallMs / 1000).toFixed(2)).join(", "),
      ]);
    }
    const phaseRows = [
      ["phase", "median"],
      ...[...phases(ours)].map(([phase, times]) => [phase, seconds(median(times))]),
    ];
    const warmRows = [
      ["run", "wall (median)", "CPU (median)", "peak RSS (max)", "files rewritten", "wall of each run (s)"],
      [
        "routegen, nothing changed",
        seconds(wall(warm.runs)),
        seconds(cpu(warm.runs)),
        mebibytes(peakRss(warm.runs)),
        `${warm.rewritten.length} of ${warm.files}`,
        warm.runs.map((run) => (run.wallMs / 1000).toFixed(2)).join(", "),
      ],
    ];
    const profiles = [...profileRows("cold"), ...profileRows("warm")];
    const speed = pairedRatio(ours, reference, wallOf);
    return {
      method: [
        `Input: \`node_modules/@octokit/openapi/generated/api.github.com.json\` (@octokit/openapi ${versionOf("@octokit/openapi")}, 13 MB).`,
        `Each generator runs as a whole Node process (\`node <its CLI>\`), its output folder emptied first: routegen ` +
          `\`generate <input> -o <dir> --force\`, oazapfts ${versionOf("oazapfts")} \`<input> <dir>/api.ts\`, ` +
          `openapi-typescript ${versionOf("openapi-typescript")} \`<input> -o <dir>/schema.d.ts\`. ${ROUNDS} rounds; each ` +
          `round runs all three, starting with the next one in turn.`,
        "Wall time is taken around the child process; CPU time (user + system) and peak RSS come from " +
          "`process.resourceUsage()` inside it, written on exit by a preloaded script (`node --require test/bench/resource-usage.cjs`). " +
          "Ratios are the median of the per-round ratios (each round's runs are neighbours in time); the targets are judged " +
          "on wall time. On a loaded machine wall times swing from run to run; CPU time is then the steadier figure.",
        `Warm: routegen ${WARM_RUNS} times more on the output of its last cold run, without \`--force\`; the ` +
          "modification time of every file in the output is compared before and after.",
        "Then, not timed, one cold and one warm routegen run under `node --cpu-prof`, summarised by test/bench/cpu-profile.ts " +
          "(also a command: `npx tsx test/bench/cpu-profile.ts <file.cpuprofile>`).",
      ],
      tables: [
        { caption: `Cold generation (median of ${ROUNDS} runs each)`, rows: coldRows },
        { caption: "routegen's phases in the cold runs (median, as its CLI reports them)", rows: phaseRows },
        { caption: `Warm generation (${WARM_RUNS} runs)`, rows: warmRows },
        {
          caption: "routegen under node --cpu-prof: self time by place (main thread, one run each)",
          rows: [["run", "where", "self time", "share"], ...profiles],
          consoleOnly: true,
        },
      ],
      targets: [
        {
          pass: speed <= 0.7,
          text: `cold: routegen takes ${ratio(speed, 3)} oazapfts' wall time (target <= 0.70x; CPU time ${ratio(pairedRatio(ours, reference, cpuOf), 3)})`,
        },
        {
          pass: peakRss(ours) < 300 * 2 ** 20,
          text: `cold: routegen's peak RSS is ${mebibytes(peakRss(ours))} (target < 300 MiB)`,
        },
        {
          pass: wall(warm.runs) <= 300,
          text: `warm: routegen takes ${seconds(wall(warm.runs))} with nothing changed (target <= 0.30 s)`,
        },
        {
          pass: warm.rewritten.length === 0,
          text: `warm: ${warm.rewritten.length} of ${warm.files} files rewritten (target: none)`,
        },
      ],
    };
  },
};

export default benchmark;
