// `npm run bench`: runs every benchmark module in turn. Add later ones (generation time,
// type-check time, bundle size) to the list. Benchmarks report; they never fail the build.
import type { Benchmark } from "./benchmark.js";
import runtime from "./runtime.js";

const benchmarks: readonly Benchmark[] = [runtime];

for (const benchmark of benchmarks) {
  console.log(`\n== ${benchmark.name} ==\n`);
  await benchmark.run();
}
