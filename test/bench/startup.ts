// Start-up: what a user waits for before routegen does anything (`--version`, `--help`, a command's
// help), against plain `node` running an empty script, as whole processes, round by round side by
// side. routegen runs its build on plain Node; the heavy modules (ts-morph with TypeScript, prettier,
// yaml) load only in the commands that need them.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../support/examples.js";
import { median, ratio, type Benchmark, type Section } from "./benchmark.js";
import { checkSucceeded, pairedRatio, runNode, wallOf, type ProcessRun } from "./process.js";

const ROUNDS = 30;
/** The target: start-up within this multiple of `node` alone. */
const LIMIT = 2;

const COMMANDS: Record<string, string[]> = {
  "routegen --version": ["--version"],
  "routegen --help": ["--help"],
  "routegen generate --help": ["generate", "--help"],
};

function run(): Section {
  const empty = join(mkdtempSync(join(tmpdir(), "routegen-startup-")), "empty.js");
  writeFileSync(empty, "");
  const bin = join(ROOT, "bin/routegen.js");
  const runs: Record<string, ProcessRun[]> = {
    "node (an empty script)": [],
    ...Object.fromEntries(Object.keys(COMMANDS).map((name) => [name, []])),
  };
  for (let round = 0; round < ROUNDS; round++) {
    runs["node (an empty script)"]!.push(checkSucceeded("node", runNode(empty, [], ROOT)));
    for (const [name, args] of Object.entries(COMMANDS))
      runs[name]!.push(checkSucceeded(name, runNode(bin, args, ROOT)));
  }
  const base = runs["node (an empty script)"]!;
  const rows = Object.entries(runs).map(([name, series]) => [
    name,
    `${median(series.map(wallOf)).toFixed(0)} ms`,
    ratio(pairedRatio(series, base, wallOf)),
  ]);
  return {
    method: [
      `Each command as a whole process (\`node bin/routegen.js ...\`, the build routegen ships), ${ROUNDS} rounds; in each round plain \`node\` on an empty script, then each command. Ratios are the median of the per-round ratios to plain \`node\`.`,
    ],
    tables: [{ caption: "Start-up (wall time, median)", rows: [["command", "wall", "vs node"], ...rows] }],
    targets: Object.keys(COMMANDS).map((name) => {
      const value = pairedRatio(runs[name]!, base, wallOf);
      return { pass: value <= LIMIT, text: `${name} within ${LIMIT}x of node alone: ${ratio(value, 3)}` };
    }),
  };
}

const startup: Benchmark = { id: "startup", title: "Start-up", run };
export default startup;
