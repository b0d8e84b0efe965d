import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./benchmark.js";

const preload = fileURLToPath(new URL("./resource-usage.cjs", import.meta.url));

/** One whole process, measured from outside (wall time) and from inside (CPU time, peak RSS). */
export interface ProcessRun {
  wallMs: number;
  cpuMs: number;
  maxRssBytes: number;
  /** At the end of each of routegen's phases (its progress lines): the peak RSS so far, the heap in use. */
  phases: PhaseUsage[];
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface PhaseUsage {
  phase: string;
  maxRssBytes: number;
  heapUsedBytes: number;
}

/**
 * Runs `node <script> ...args` with resource-usage.cjs preloaded and waits for it. Wall time is taken
 * around the whole child process, start-up included, as a user's build would pay it.
 */
export function runNode(
  script: string,
  args: readonly string[],
  cwd: string,
  nodeFlags: readonly string[] = [],
): ProcessRun {
  const dir = mkdtempSync(join(tmpdir(), "routegen-usage-"));
  const usageFile = join(dir, "usage.json");
  try {
    const started = performance.now();
    const child = spawnSync(process.execPath, ["--require", preload, ...nodeFlags, script, ...args], {
      cwd,
      encoding: "utf8",
      maxBuffer: 256 * 2 ** 20,
      env: { ...process.env, ROUTEGEN_BENCH_USAGE: usageFile },
    });
    const wallMs = performance.now() - started;
    if (child.error) throw child.error;
    const usage = JSON.parse(readFileSync(usageFile, "utf8")) as {
      maxRssKiB: number;
      userMicros: number;
      systemMicros: number;
      phases: { phase: string; maxRssKiB: number; heapUsedBytes: number }[];
    };
    return {
      wallMs,
      cpuMs: (usage.userMicros + usage.systemMicros) / 1000,
      maxRssBytes: usage.maxRssKiB * 1024,
      phases: usage.phases.map(({ phase, maxRssKiB, heapUsedBytes }) => ({
        phase,
        maxRssBytes: maxRssKiB * 1024,
        heapUsedBytes,
      })),
      status: child.status,
      stdout: child.stdout,
      stderr: child.stderr,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Fails the benchmark when a measured process did not succeed: its figures would mean nothing. */
export function checkSucceeded(name: string, run: ProcessRun): ProcessRun {
  if (run.status !== 0) throw new Error(`${name} exited with ${run.status}:\n${run.stderr || run.stdout}`);
  return run;
}

/** What a run is compared by. */
export const wallOf = (run: ProcessRun) => run.wallMs;
export const cpuOf = (run: ProcessRun) => run.cpuMs;

/**
 * Two series measured round by round (run i of each in round i), compared pair by pair: the median
 * of the per-round ratios, so a change of the machine's load between rounds hits both sides alike.
 */
export const pairedRatio = (
  ours: readonly ProcessRun[],
  theirs: readonly ProcessRun[],
  of: (run: ProcessRun) => number,
) => median(ours.map((run, round) => of(run) / of(theirs[round]!)));

/** The same for differences: the median of the per-round differences. */
export const pairedDifference = (
  ours: readonly ProcessRun[],
  theirs: readonly ProcessRun[],
  of: (run: ProcessRun) => number,
) => median(ours.map((run, round) => of(run) - of(theirs[round]!)));

/**
 * `rounds` rounds of `measure` on every item, each round starting with the next item, so none always
 * goes first (on a loaded machine, the first of a round is often the slowest): run i of every item
 * comes from round i, for the paired figures above.
 */
export function inRounds<T>(
  items: readonly T[],
  rounds: number,
  measure: (item: T, round: number) => ProcessRun,
): Map<T, ProcessRun[]> {
  const runs = new Map(items.map((item): [T, ProcessRun[]] => [item, []]));
  for (let round = 0; round < rounds; round++) {
    for (let step = 0; step < items.length; step++) {
      const item = items[(round + step) % items.length]!;
      runs.get(item)!.push(measure(item, round));
    }
  }
  return runs;
}
