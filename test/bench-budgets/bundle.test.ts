import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { bundleSize, entries, OPERATIONS, type BundleSize } from "../bench/bundle-size.js";
import { GITHUB_DESCRIPTION, RUNTIME_SOURCE } from "../bench/workspace.js";

// The bundle budgets of `npm run bench` (test/bench/bundle.ts), checked on every test run: bundle
// sizes are deterministic. The SDK is generated from GitHub's description, as users generate it, and
// bundled the way the benchmark does: one generated function, then ten from three scope modules.
describe("bundle budgets of the generated GitHub SDK", () => {
  let dir: string;
  let one: BundleSize;
  let ten: BundleSize;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "routegen-budget-"));
    await generate({ input: GITHUB_DESCRIPTION, output: join(dir, "sdk"), force: true });
    one = await bundleSize(entries.routegen(OPERATIONS.slice(0, 1), "./sdk"), dir, RUNTIME_SOURCE);
    ten = await bundleSize(entries.routegen(OPERATIONS, "./sdk"), dir, RUNTIME_SOURCE);
    console.log(`one generated function + runtime: ${one.gzipped} bytes gzipped; ten: ${ten.gzipped} bytes gzipped`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Issue D's budget of 1,000 bytes is not met yet (BENCHMARKS.md, "Findings"): the test prints where the
  // size stands against it and holds the size reached, so no change makes it worse unnoticed.
  it("one generated function and the runtime it calls stay within the size reached (budget: 1,000 bytes)", () => {
    console.log(`${one.gzipped <= 1_000 ? "PASS" : "MISS"} one function: ${one.gzipped} bytes gzipped (budget 1,000)`);
    expect(one.gzipped).toBeLessThanOrEqual(2_900);
  });

  it("each further generated function adds at most 120 bytes gzipped", () => {
    const perExtra = (ten.gzipped - one.gzipped) / 9;
    console.log(`each further function: ${perExtra.toFixed(1)} bytes gzipped`);
    // Ten calls must really be in the bundle, or the difference would say nothing.
    expect(ten.inputs.filter(({ path }) => /sdk[\\/](issues|pulls|repos)\.ts$/.test(path))).toHaveLength(3);
    expect(perExtra).toBeLessThanOrEqual(120);
  });
});
