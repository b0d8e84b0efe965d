// The synthetic descriptions of the scaling benchmarks (test/support/synthetic-api.ts), written into the
// benchmark workspace once per run, and the commands that generate from them.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../support/examples.js";
import { stringify } from "yaml";
import { syntheticApi, syntheticApiText } from "../support/synthetic-api.js";
import { checkSucceeded, runNode, type ProcessRun } from "./process.js";
import { binOf, workspace } from "./workspace.js";

/** An office-graph-shaped description of `operations` operations, written once: its path and size. */
export function syntheticInput(operations: number, format: "json" | "yaml" = "json"): { file: string; bytes: number } {
  const file = join(workspace(), `synthetic-${operations}.${format}`);
  if (!existsSync(file)) {
    writeFileSync(
      file,
      format === "json"
        ? syntheticApiText({ operations })
        : stringify(syntheticApi({ operations }), { lineWidth: 0, aliasDuplicateObjects: false }),
    );
  }
  return { file, bytes: statSync(file).size };
}

/** routegen as a user runs it, on `input` into `output` (emptied first unless `warm`). */
export function routegenRun(input: string, output: string, kind: "cold" | "warm" = "cold"): ProcessRun {
  if (kind === "cold") fresh(output);
  const args = ["generate", input, "-o", output, "--progress", ...(kind === "cold" ? ["--force"] : [])];
  return checkSucceeded(`routegen (${kind})`, runNode(join(ROOT, "bin/routegen.js"), args, workspace()));
}

/** `routegen --version`: Node's start-up and routegen's CLI loading, the floor of any run. */
export function routegenStartup(): ProcessRun {
  return checkSucceeded("routegen --version", runNode(join(ROOT, "bin/routegen.js"), ["--version"], workspace()));
}

/** oazapfts on `input`, its output folder emptied first. */
export function oazapftsRun(input: string, output: string): ProcessRun {
  fresh(output);
  return checkSucceeded("oazapfts", runNode(binOf("oazapfts"), [input, join(output, "api.ts")], workspace()));
}

function fresh(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** routegen's phase times as its progress lines report them (`routegen: plan ... (1.86 s)`), in ms. */
export function phaseTimes(run: ProcessRun): Map<string, number> {
  const times = new Map<string, number>();
  for (const [, phase, time] of run.stderr.matchAll(/^routegen: (\w+) .*\((\d+(?:\.\d+)?) s\)$/gm))
    times.set(phase!, Number(time) * 1000);
  return times;
}

/** How many warnings the run reported: its summary line, else the warning lines themselves. */
export function warningCount(run: ProcessRun): number {
  const summary = /^routegen: ([\d,]+) warnings?/m.exec(run.stderr);
  if (summary) return Number(summary[1]!.replace(/,/g, ""));
  return run.stderr.split("\n").filter((line) => / warning [a-z-]+: /.test(line)).length;
}

/** Lines the run printed to the console (stdout and stderr). */
export function consoleLines(run: ProcessRun): number {
  return (run.stdout + run.stderr).split("\n").filter((line) => line !== "").length;
}
