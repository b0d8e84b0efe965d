import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import {
  bundleSize,
  endpointEntry,
  entries,
  NOTE_CALLS,
  noteEntries,
  ONE_NOTE_CALL,
  OPERATIONS,
  sentWithFetch,
} from "../bench/bundle-size.js";
import { binOf, GITHUB_DESCRIPTION, RUNTIME_SOURCE } from "../bench/workspace.js";
import { ROOT } from "../support/examples.js";

// The bundle budgets of `npm run bench -- bundle` (test/bench/bundle.ts, issue Q), checked on every test
// run: bundle sizes are deterministic. Each program makes its calls and sends them with fetch through
// toFetch, the runtime bundled from its source (as `--runtime copy` bundles it); each is measured
// against its peer in this same test where that is quick: oazapfts generated from examples/openapi,
// @octokit/endpoint. oazapfts takes long over GitHub's 13 MB description, so GitHub's one call is held
// to the figure the benchmark measured for oazapfts' same call (BENCHMARKS.md, "Bundle size").
//
// Issue Q's target is 1.0x of the peer on every line. Where the runtime does not reach it yet, the test
// prints where the line stands against the target and holds the ratio reached, so that no change makes
// it worse unnoticed; BENCHMARKS.md says what the remaining bytes buy.

/** oazapfts' `issues.listForRepo` + fetch, gzipped: `npm run bench -- bundle`, 2026-12-05 (oazapfts 7.5.0). */
const OAZAPFTS_GITHUB_ONE_CALL = 1_457;
/** oazapfts' each further GitHub call (ten calls - one, / 9), same run. */
const OAZAPFTS_GITHUB_FURTHER_CALL = 34;

describe("bundle budgets, side by side with the peers", () => {
  let dir: string;
  let one: Awaited<ReturnType<typeof bundleSize>>;
  let ten: Awaited<ReturnType<typeof bundleSize>>;
  let copied: Awaited<ReturnType<typeof bundleSize>>;
  let oazapftsNotes: string;
  const size = async (source: string) => (await bundleSize(source, dir, RUNTIME_SOURCE)).gzipped;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "routegen-budget-"));
    // The peers and oazapfts' output resolve their packages as a user's project would.
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    await generate({ input: GITHUB_DESCRIPTION, output: join(dir, "sdk"), force: true });
    await generate({ input: GITHUB_DESCRIPTION, output: join(dir, "copy"), force: true, runtime: "copy" });
    oazapftsNotes = join(dir, "oazapfts-notes.ts");
    const run = spawnSync(
      process.execPath,
      [binOf("oazapfts"), join(ROOT, "examples/openapi/api.yaml"), oazapftsNotes],
      { cwd: ROOT, encoding: "utf8" },
    );
    if (run.status !== 0) throw new Error(`oazapfts exited with ${run.status}: ${run.stderr}`);
    const github = (operations: typeof OPERATIONS, sdk: string, runtime: string) =>
      sentWithFetch(entries.routegen(operations, sdk), runtime);
    one = await bundleSize(github(OPERATIONS.slice(0, 1), "./sdk", "@routegen/runtime"), dir, RUNTIME_SOURCE);
    ten = await bundleSize(github(OPERATIONS, "./sdk", "@routegen/runtime"), dir, RUNTIME_SOURCE);
    copied = await bundleSize(github(OPERATIONS.slice(0, 1), "./copy", "./copy/runtime/index.js"), dir, RUNTIME_SOURCE);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Prints where `ours` stands against 1.0x of `theirs`, and returns the ratio. */
  const ratio = (what: string, ours: number, theirs: number): number => {
    const r = ours / theirs;
    console.log(`${r <= 1 ? "PASS" : "MISS"} ${what}: ${ours} B, peer ${theirs} B: ${r.toFixed(2)}x (target <= 1.0x)`);
    return r;
  };

  it("one GitHub call (listForRepo + toFetch + fetch) against oazapfts' same call", () => {
    expect(ratio("one GitHub call", one.gzipped, OAZAPFTS_GITHUB_ONE_CALL)).toBeLessThanOrEqual(1.29);
  });

  it("one and five calls of examples/openapi against oazapfts' same calls", async () => {
    const sdk = join(ROOT, "examples/openapi/sdk");
    const oneNote = ratio(
      "one call of examples/openapi",
      await size(noteEntries.routegen(ONE_NOTE_CALL, sdk, "@routegen/runtime")),
      await size(noteEntries.oazapfts(ONE_NOTE_CALL, oazapftsNotes)),
    );
    const fiveNotes = ratio(
      "five calls of examples/openapi",
      await size(noteEntries.routegen(NOTE_CALLS, sdk, "@routegen/runtime")),
      await size(noteEntries.oazapfts(NOTE_CALLS, oazapftsNotes)),
    );
    expect(oneNote).toBeLessThanOrEqual(1.22);
    expect(fiveNotes).toBeLessThanOrEqual(1.42);
  });

  it("the generic endpoint() alone against @octokit/endpoint, building the same request", async () => {
    const ours = await size(endpointEntry("@routegen/runtime"));
    expect(ratio("endpoint() alone", ours, await size(endpointEntry("@octokit/endpoint")))).toBeLessThanOrEqual(1.25);
  });

  it("each further generated call against oazapfts' per call", () => {
    const further = (ten.gzipped - one.gzipped) / 9;
    // Ten calls must really be in the bundle, or the difference would say nothing.
    expect(ten.inputs.filter(({ path }) => /sdk[\\/](issues|pulls|repos)\.ts$/.test(path))).toHaveLength(3);
    expect(ratio("each further GitHub call", Math.round(further), OAZAPFTS_GITHUB_FURTHER_CALL)).toBeLessThanOrEqual(
      1.95,
    );
  });

  it("the runtime copied into the SDK tree-shakes as the package does", () => {
    // The same code from the same source: only what the minifier makes of module boundaries may differ.
    expect(Math.abs(copied.gzipped - one.gzipped)).toBeLessThanOrEqual(one.gzipped * 0.02);
    expect(
      copied.inputs
        .map(({ path }) => path.replace(/^.*\/copy\/runtime\//, "runtime/"))
        .filter((p) => p.startsWith("runtime/"))
        .sort(),
    ).toEqual(
      one.inputs
        .map(({ path }) => path.replace(/^.*\/runtime\//, "runtime/"))
        .filter((p) => p.startsWith("runtime/"))
        .sort(),
    );
  });
});
