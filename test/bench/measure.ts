import { median } from "./benchmark.js";

/** One function under measurement. */
export interface Contender {
  name: string;
  run: () => unknown;
}

export interface Measurement {
  name: string;
  /** Median over the rounds. */
  opsPerSecond: number;
}

export interface MeasureSettings {
  /** Rounds of batches; the median of them is reported. */
  rounds: number;
  /** Target duration of one batch. */
  batchMs: number;
  /** Time each contender runs untimed first, so the JIT has settled. */
  warmupMs: number;
}

const defaults: MeasureSettings = { rounds: 15, batchMs: 20, warmupMs: 250 };

// Results are written here so the optimiser cannot drop a call (or the object it builds) as unused.
const sink: unknown[] = new Array(16);

/**
 * Measures contenders side by side: after a warm-up, every round runs one batch of each (in a
 * rotating order), so noise on a shared machine hits all of them alike; ratios of the medians are
 * what to read, not absolute figures.
 */
export function measureSideBySide(
  contenders: readonly Contender[],
  settings: Partial<MeasureSettings> = {},
): Measurement[] {
  const { rounds, batchMs, warmupMs } = { ...defaults, ...settings };
  for (const contender of contenders) runFor(contender, warmupMs);
  const batchSizes = contenders.map((contender) => batchSize(contender, batchMs));
  const samples = contenders.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    for (let step = 0; step < contenders.length; step++) {
      const index = (round + step) % contenders.length;
      const size = batchSizes[index]!;
      samples[index]!.push(size / (timeBatch(contenders[index]!, size) / 1000));
    }
  }
  return contenders.map((contender, index) => ({ name: contender.name, opsPerSecond: median(samples[index]!) }));
}

function timeBatch({ run }: Contender, size: number): number {
  const start = performance.now();
  for (let i = 0; i < size; i++) sink[i & 15] = run();
  return performance.now() - start;
}

function runFor(contender: Contender, ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) timeBatch(contender, 100);
}

/** Iterations that take about `ms`. */
function batchSize(contender: Contender, ms: number): number {
  let size = 100;
  let elapsed = timeBatch(contender, size);
  while (elapsed < ms / 4) {
    size *= 2;
    elapsed = timeBatch(contender, size);
  }
  return Math.max(1, Math.round((size * ms) / elapsed));
}
