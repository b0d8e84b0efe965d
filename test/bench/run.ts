// `npm run bench [-- <section>...]`: runs the benchmarks (all, or the sections named), prints each
// one's tables and targets, and writes the same figures into BENCHMARKS.md. Benchmarks report; they
// never fail on a missed target (test/bench-budgets checks the deterministic ones in `npm test`).
import { join } from "node:path";
import { ROOT } from "../support/examples.js";
import { printSection, type Benchmark } from "./benchmark.js";
import bundle from "./bundle.js";
import generation from "./generation.js";
import large from "./large.js";
import { headerMarkdown, machine, sectionMarkdown, updateReport } from "./report.js";
import runtime from "./runtime.js";
import scaling from "./scaling.js";
import startup from "./startup.js";
import typecheck from "./typecheck.js";

// In the order of the report. The in-process timing (per call) runs first, on a fresh heap, before
// the other sections have filled it.
const benchmarks: readonly Benchmark[] = [generation, startup, scaling, large, typecheck, bundle, runtime];
const runOrder: readonly Benchmark[] = [runtime, startup, generation, scaling, large, typecheck, bundle];

const asked = process.argv.slice(2);
const unknown = asked.filter((id) => !benchmarks.some((benchmark) => benchmark.id === id));
if (unknown.length > 0) {
  console.error(`unknown section ${unknown.join(", ")}; the sections are ${benchmarks.map(({ id }) => id).join(", ")}`);
  process.exit(2);
}
const selected = runOrder.filter(({ id }) => asked.length === 0 || asked.includes(id));

const facts = machine();
const blocks = new Map<string, string>();
for (const benchmark of selected) {
  console.log(`\n== ${benchmark.title} (${benchmark.id}) ==\n`);
  const section = await benchmark.run();
  console.log();
  printSection(section);
  blocks.set(benchmark.id, sectionMarkdown(benchmark.title, section, facts));
}
blocks.set(
  "header",
  headerMarkdown(
    selected.map(({ id }) => id),
    facts,
  ),
);
updateReport(
  join(ROOT, "BENCHMARKS.md"),
  blocks,
  benchmarks.map(({ id }) => id),
);
console.log("\nwrote BENCHMARKS.md");
