// Instructions per call, counted by valgrind's callgrind: the per-call benchmark's steadier figure.
// Wall-clock ratios on a shared machine move by a fifth or more from one run to the next (the JIT
// and the neighbours' load); the instructions a warmed-up call executes do not depend on the
// neighbours: over five runs each count stayed within 5% of its middle, but the POST's generated
// one within 11% (garbage collection falls differently). Each count is the difference between two
// runs of the same process, one making `CALLS` more calls than the other after the same warm-up, so
// start-up and compilation cancel.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../support/examples.js";
import type { Case } from "./per-call-cases.js";
import { bundleForNode } from "./workspace.js";

/** Calls made before counting, so that every function is optimised as in a long-running process. */
const WARM_UP = 200_000;
/** Calls counted. */
const CALLS = 100_000;

/** The two contenders counted: a case's hand-written function and the generated one. */
export type Counted = "hand-written" | "generated";

/** Whether valgrind is on this machine (it is on every kind we run on; a laptop may lack it). */
export const callgrindAvailable = (): boolean => spawnSync("valgrind", ["--version"]).status === 0;

/**
 * The instructions one call of each case's hand-written and generated function executes, in the
 * order of `cases`. `sdk` is the generated GitHub SDK's folder.
 */
export async function instructionsPerCall(cases: readonly Case[], sdk: string): Promise<Record<Counted, number>[]> {
  const script = await childScript(cases, sdk);
  const jobs = cases.flatMap((_, index) =>
    (["hand-written", "generated"] as const).flatMap((contender) =>
      [0, CALLS].map((calls) => ({ index, contender, calls })),
    ),
  );
  // Two at a time: one per core of the machines we run on; callgrind itself runs one thread.
  const counts = await inPool(jobs, 2, ({ index, contender, calls }) =>
    countInstructions(script, [cases[index]!.name, contender, String(calls)]),
  );
  return cases.map((_, index) => {
    const perCall = (contender: Counted) => {
      const [idle, busy] = jobs.flatMap((job, at) =>
        job.index === index && job.contender === contender ? [counts[at]!] : [],
      );
      return Math.round((busy! - idle!) / CALLS);
    };
    return { "hand-written": perCall("hand-written"), generated: perCall("generated") };
  });
}

/**
 * The process callgrind runs: the cases, the generated scope modules and the runtime bundled into one
 * JavaScript module (as the timing bundles them), calling the case named `argv[2]`'s `argv[3]` function
 * `WARM_UP + argv[4]` times.
 */
async function childScript(cases: readonly Case[], sdk: string): Promise<string> {
  const scopes = [...new Set(cases.map(({ generated }) => generated.scope))];
  const contents = [
    `import { cases } from ${JSON.stringify(join(ROOT, "test/bench/per-call-cases.ts"))};`,
    `import { endpoint } from "@routegen/runtime";`,
    ...scopes.map((scope) => `import * as ${scope} from ${JSON.stringify(join(sdk, `${scope}.ts`))};`),
    `const sdk = { ${scopes.join(", ")} };`,
    `const [name, contender, calls] = process.argv.slice(2);`,
    `const item = cases.find((each) => each.name === name);`,
    `const builder = (item.chain ?? []).reduce((level, options) => level.defaults(options), endpoint);`,
    `const fn = sdk[item.generated.scope][item.generated.name];`,
    `const run = contender === "hand-written" ? () => item.handWritten(item.params) : item.chain ? () => fn(item.params, builder) : () => fn(item.params);`,
    // The url's length is summed and checked, so that no call is dropped as unused.
    `let sum = 0;`,
    `for (let i = 0; i < ${WARM_UP} + Number(calls); i++) sum += run().url.length;`,
    `if (sum === 0) throw new Error("no call was made");`,
  ].join("\n");
  return bundleForNode(contents, "instructions.mjs");
}

/**
 * The instructions callgrind counts for `node script ...args`. V8 compiles and collects garbage on
 * threads of its own unless told to keep to one: on one, the count repeats.
 */
function countInstructions(script: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("valgrind", [
      "--tool=callgrind",
      "--callgrind-out-file=/dev/null",
      process.execPath,
      "--single-threaded",
      script,
      ...args,
    ]);
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const collected = /Collected : (\d+)/.exec(stderr)?.[1];
      if (code === 0 && collected) resolve(Number(collected));
      else reject(new Error(`callgrind of ${args.join(" ")} failed (exit ${code}):\n${stderr.slice(-2000)}`));
    });
  });
}

/** `work` for every item, at most `size` at a time; the results in the items' order. */
async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
