// Runtime speed: what a generated function costs next to a hand-written one, and the generic
// builder next to @octokit/endpoint. Every contender builds the same request options (checked
// before timing), so the figures compare like with like.
import { deepStrictEqual } from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import type { Endpoint, Options, RequestOptions } from "../../runtime/types.js";
import { canonicalResult, lowercaseMethod } from "../support/normalise.js";
import { bytes, ratio, type Benchmark, type Section } from "./benchmark.js";
import { callgrindAvailable, instructionsPerCall } from "./instructions.js";
import { measureSideBySide } from "./measure.js";
import { cases, userAgent, type Case } from "./per-call-cases.js";
import { bundleForNode, generated, routegen, versionOf } from "./workspace.js";

const reference = octokitEndpoint as unknown as Endpoint;
const contenders = ["hand-written", "generated", "endpoint()", "@octokit/endpoint"] as const;
const REFERENCE = contenders.indexOf("@octokit/endpoint");

/** A function of the generated SDK, called as users call it. */
type Generated = (params: Options, defaults?: Endpoint) => RequestOptions;

/** The runtime and the generated scope modules, compiled as a user's build compiles them. */
interface Compiled {
  endpoint: Endpoint;
  sdk: Record<string, Record<string, Generated>>;
}

/**
 * Bundles the runtime's source and the generated GitHub SDK's scope modules into one plain
 * JavaScript module (esbuild, not minified) and imports it. Not the sources through tsx: tsx keeps
 * function names by wrapping every closure in a helper call, which costs a closure made per call
 * several times over and no user pays. One module, so the generated functions and the runtime's
 * own entry points share one runtime.
 */
async function compiled(scopes: readonly string[]): Promise<Compiled> {
  const sdk = generated(routegen);
  const contents = [
    `export { endpoint } from "@routegen/runtime";`,
    ...scopes.map((scope) => `export * as ${scope} from ${JSON.stringify(join(sdk, `${scope}.ts`))};`),
  ].join("\n");
  const file = await bundleForNode(contents, "per-call.mjs");
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return {
    endpoint: module.endpoint as Compiled["endpoint"],
    sdk: Object.fromEntries(scopes.map((scope) => [scope, module[scope] as Compiled["sdk"][string]])),
  };
}

/** The ways to build one case's request options, in the order of `contenders`. */
function runners(item: Case, { endpoint, sdk }: Compiled): (() => RequestOptions)[] {
  const chain = item.chain ?? [];
  const ours = chain.reduce((builder, level) => builder.defaults(level), endpoint);
  const theirs = chain.reduce((builder, level) => builder.defaults(level), reference);
  const { route, params, handWritten } = item;
  const fn = sdk[item.generated.scope]?.[item.generated.name];
  if (typeof fn !== "function")
    throw new Error(`the generated SDK has no ${item.generated.scope}.${item.generated.name}`);
  return [
    () => handWritten(params),
    item.chain ? () => fn(params, ours) : () => fn(params),
    () => ours(route, params),
    () => theirs(route, params),
  ];
}

/** Fails the benchmark unless all contenders build equal options (the reference: lowercase method). */
function checkSameResults(item: Case, run: readonly (() => RequestOptions)[]): void {
  const expected = canonicalResult(run[0]!(), userAgent);
  run.forEach((build, index) => {
    const actual =
      index === REFERENCE
        ? canonicalResult(lowercaseMethod(build()), reference.DEFAULTS.headers["user-agent"])
        : canonicalResult(build(), userAgent);
    deepStrictEqual(
      actual,
      expected,
      `${item.name}: ${contenders[index]} builds other options than the hand-written function`,
    );
  });
}

const format = (opsPerSecond: number) =>
  opsPerSecond >= 1e6 ? `${(opsPerSecond / 1e6).toFixed(2)}M/s` : `${(opsPerSecond / 1e3).toFixed(0)}k/s`;

const benchmark: Benchmark = {
  id: "per-call",
  title: "Time per call",
  async run(): Promise<Section> {
    const runtime = await compiled([...new Set(cases.map((item) => item.generated.scope))]);
    const rows = [["case", ...contenders.map((name, index) => (index ? `${name} (x hand-written time)` : name))]];
    const targets: Section["targets"] = [];
    for (const item of cases) {
      const run = runners(item, runtime);
      checkSameResults(item, run);
      const [hand, fn, generic, theirs] = measureSideBySide(
        run.map((build, index) => ({ name: contenders[index]!, run: build })),
      ).map(({ opsPerSecond }) => opsPerSecond) as [number, number, number, number];
      rows.push([
        item.name,
        format(hand),
        ...[fn, generic, theirs].map((ops) => `${format(ops)} (${ratio(hand / ops)})`),
      ]);
      const { scope, name } = item.generated;
      const target = item.target;
      targets.push(
        {
          pass: hand / fn <= target,
          text: `${item.name}: generated ${scope}.${name} takes ${ratio(hand / fn, 3)} the hand-written time (target <= ${target.toFixed(2)}x)`,
        },
        {
          pass: generic / theirs >= 3,
          text: `${item.name}: endpoint() is ${ratio(generic / theirs)} as fast as @octokit/endpoint (target >= 3x)`,
        },
      );
    }
    // The four calls in turn: every call a route other than the last one's (runtime caches miss their last-call shortcut).
    const all = cases.map((item) => runners(item, runtime));
    const inTurn = (index: number) => {
      let next = 0;
      return () => all[next++ & 3]![index]!();
    };
    const [handInTurn, fnInTurn] = measureSideBySide([
      { name: "hand-written", run: inTurn(0) },
      { name: "generated", run: inTurn(1) },
    ]).map(({ opsPerSecond }) => opsPerSecond) as [number, number];
    rows.push([
      "the four in turn (no target)",
      format(handInTurn),
      `${format(fnInTurn)} (${ratio(handInTurn / fnInTurn)})`,
      "",
      "",
    ]);
    const tables: Section["tables"] = [{ caption: "Request options per second (median of interleaved batches)", rows }];
    if (callgrindAvailable()) tables.push(await instructionsTable());
    else console.log("(valgrind is not on this machine: no instruction counts)");
    return {
      method: [
        "In-process, on the runtime's source and the generated SDK's scope modules bundled by esbuild into one " +
          "JavaScript module (as a user's build runs them; not through tsx, whose kept function names cost closures made per call). " +
          "After a warm-up of 250 ms per contender: 15 rounds, each running one 20 ms batch of every contender " +
          "in rotating order; the median batch rate per contender is reported. Ratios are of times per call (hand-written = 1).",
        "Every contender builds the same request options (compared before timing): hand-written (a template literal and " +
          "`encodeURIComponent` for that one route); generated (the function routegen generated from GitHub's description: " +
          `${cases.map(({ generated: g }) => `\`${g.scope}.${g.name}\``).join(", ")}); the generic \`endpoint("METHOD /url", params)\`; ` +
          "and @octokit/endpoint " +
          `${versionOf("@octokit/endpoint")} (its uppercase method and own user-agent aside).`,
        "Two defaults() levels: both builders made with `.defaults({ baseUrl })` then `.defaults({ headers: { authorization } })`, " +
          "passed to the generated function as its builder argument.",
        'Each case calls one route again and again, as pages and batches do. "The four in turn" calls the four cases\' ' +
          "functions one after the other, so that no call site stays monomorphic: informative, no target.",
        "Instructions per call (the steadier figure, no target: wall-clock ratios move by a fifth or more between runs on a shared " +
          "machine; over five runs each instruction count stayed within 5% of its middle, the POST's generated one within 11%, as garbage " +
          "collection falls differently): `valgrind --tool=callgrind` of `node --single-threaded` running one " +
          "contender of one case, the same bundle as above, 200,000 calls to warm up, then 0 or 100,000 more; the difference of " +
          "the two counts over 100,000.",
      ],
      tables,
      targets,
    };
  },
};

/** Instructions per call of each case's hand-written and generated function (test/bench/instructions.ts). */
async function instructionsTable(): Promise<Section["tables"][number]> {
  console.log("(counting instructions with callgrind: a few minutes...)");
  const counts = await instructionsPerCall(cases, generated(routegen));
  const rows = [["case", "hand-written", "generated", "x hand-written"]];
  cases.forEach((item, index) => {
    const { "hand-written": hand, generated: fn } = counts[index]!;
    rows.push([item.name, bytes(hand), bytes(fn), ratio(fn / hand)]);
  });
  return { caption: "Instructions per call (valgrind --tool=callgrind)", rows };
}

export default benchmark;
