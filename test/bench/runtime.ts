// Runtime speed: what a generated function costs next to a hand-written one, and the generic
// builder next to @octokit/endpoint. Every contender builds the same request options (checked
// before timing), so the figures compare like with like.
import { deepStrictEqual } from "node:assert/strict";
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import { endpoint, requestOptions } from "../../runtime/index.js";
import type { Endpoint, Options, RequestOptions, Route } from "../../runtime/types.js";
import { canonicalResult, lowercaseMethod } from "../support/normalise.js";
import { printTable, type Benchmark } from "./benchmark.js";
import { measureSideBySide } from "./measure.js";

const reference = octokitEndpoint as unknown as Endpoint;
const accept = "application/vnd.github.v3+json";
const userAgent = endpoint.DEFAULTS.headers["user-agent"]!;
const json = "application/json; charset=utf-8";
const enc = encodeURIComponent;

interface Case<P extends Options = Options> {
  name: string;
  /** The route as `endpoint()` takes it. */
  route: string;
  /** The same route as the generator compiles it. */
  compiled: Route;
  params: P;
  /** What a person would write for this one route: a template literal and encodeURIComponent. */
  handWritten: (params: P) => RequestOptions;
  /** A defaults chain, built the same way for both builders; the root builders otherwise. */
  chain?: readonly Options[];
}

type Repo = { owner: string; repo: string };

const listIssues: Case<Repo & { state: string; per_page: number; labels: string }> = {
  name: "GET with 3 query params",
  route: "GET /repos/{owner}/{repo}/issues",
  compiled: { method: "GET", url: ["/repos/", "{owner}", "/", "{repo}", "/issues"] },
  params: { owner: "octokit", repo: "rest.js", state: "open", per_page: 100, labels: "bug,help wanted" },
  handWritten: (p) => ({
    method: "get",
    url: `https://api.github.com/repos/${enc(p.owner)}/${enc(p.repo)}/issues?state=${enc(p.state)}&per_page=${p.per_page}&labels=${enc(p.labels)}`,
    headers: { accept, "user-agent": userAgent },
  }),
};

const createIssue: Case<Repo & { title: string; body: string; labels: string[]; assignees: string[] }> = {
  name: "POST with JSON body",
  route: "POST /repos/{owner}/{repo}/issues",
  compiled: { method: "POST", url: ["/repos/", "{owner}", "/", "{repo}", "/issues"] },
  params: { owner: "octokit", repo: "rest.js", title: "Found a bug", body: "I'm having a problem with this.", labels: ["bug"], assignees: ["octocat"] },
  handWritten: (p) => ({
    method: "post",
    url: `https://api.github.com/repos/${enc(p.owner)}/${enc(p.repo)}/issues`,
    headers: { accept, "user-agent": userAgent, "content-type": json },
    body: { title: p.title, body: p.body, labels: p.labels, assignees: p.assignees },
  }),
};

const token = "token 0000000000000000000000000000000000000001";
const getPull: Case<Repo & { pull_number: number }> = {
  name: "two defaults() levels",
  route: "GET /repos/{owner}/{repo}/pulls/{pull_number}",
  compiled: { method: "GET", url: ["/repos/", "{owner}", "/", "{repo}", "/pulls/", "{pull_number}"] },
  params: { owner: "octokit", repo: "rest.js", pull_number: 1347 },
  chain: [{ baseUrl: "https://ghe.example.com/api/v3" }, { headers: { authorization: token } }],
  handWritten: (p) => ({
    method: "get",
    url: `https://ghe.example.com/api/v3/repos/${enc(p.owner)}/${enc(p.repo)}/pulls/${p.pull_number}`,
    headers: { accept, "user-agent": userAgent, authorization: token },
  }),
};

type Upload = Repo & { release_id: number; name: string; label: string; data: Uint8Array; headers: { "content-type": string } };
const uploadAsset: Case<Upload> = {
  name: "upload with data",
  route: "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
  compiled: {
    method: "POST",
    url: ["https://uploads.github.com/repos/", "{owner}", "/", "{repo}", "/releases/", "{release_id}", "/assets", "{?name,label}"],
  },
  params: {
    owner: "octokit",
    repo: "rest.js",
    release_id: 1,
    name: "app v1.zip",
    label: "App for Linux",
    data: new Uint8Array([80, 75, 3, 4]),
    headers: { "content-type": "application/zip" },
  },
  handWritten: (p) => ({
    method: "post",
    url: `https://uploads.github.com/repos/${enc(p.owner)}/${enc(p.repo)}/releases/${p.release_id}/assets?name=${enc(p.name)}&label=${enc(p.label)}`,
    headers: { accept, "user-agent": userAgent, "content-type": p.headers["content-type"] },
    body: p.data,
  }),
};

// Each case's functions take its own parameter type; the runners only ever pass a case its own.
const cases = [listIssues, createIssue, getPull, uploadAsset] as unknown as readonly Case[];

const contenders = ["hand-written", "requestOptions", "endpoint()", "@octokit/endpoint"] as const;

/** The four ways to build one case's request options, in the order of `contenders`. */
function runners(item: Case): (() => RequestOptions)[] {
  const chain = item.chain ?? [];
  const ours = chain.reduce((builder, level) => builder.defaults(level), endpoint);
  const theirs = chain.reduce((builder, level) => builder.defaults(level), reference);
  const { route, compiled, params, handWritten } = item;
  return [
    () => handWritten(params),
    item.chain ? () => requestOptions(compiled, params, ours) : () => requestOptions(compiled, params),
    () => ours(route, params),
    () => theirs(route, params),
  ];
}

/** Fails the benchmark unless all contenders build equal options (the reference: lowercase method). */
function checkSameResults(item: Case, run: readonly (() => RequestOptions)[]): void {
  const expected = canonicalResult(run[0]!(), userAgent);
  run.forEach((build, index) => {
    const referenceResult = index === 3;
    const actual = referenceResult
      ? canonicalResult(lowercaseMethod(build()), reference.DEFAULTS.headers["user-agent"])
      : canonicalResult(build(), userAgent);
    deepStrictEqual(actual, expected, `${item.name}: ${contenders[index]} builds other options than the hand-written function`);
  });
}

const format = (opsPerSecond: number) =>
  opsPerSecond >= 1e6 ? `${(opsPerSecond / 1e6).toFixed(2)}M/s` : `${(opsPerSecond / 1e3).toFixed(0)}k/s`;

const benchmark: Benchmark = {
  name: "runtime: request options per second (median of interleaved batches)",
  run() {
    const rows = [["case", ...contenders.map((name, index) => (index ? `${name} (x hand-written)` : name))]];
    const targets: string[] = [];
    for (const item of cases) {
      const run = runners(item);
      checkSameResults(item, run);
      const [hand, compiled, generic, theirs] = measureSideBySide(run.map((fn, index) => ({ name: contenders[index]!, run: fn }))).map(
        ({ opsPerSecond }) => opsPerSecond,
      ) as [number, number, number, number];
      const ratio = (ops: number) => (hand / ops).toFixed(2);
      rows.push([item.name, format(hand), ...[compiled, generic, theirs].map((ops) => `${format(ops)} (${ratio(ops)}x)`)]);
      const slowdown = hand / compiled;
      const speedup = generic / theirs;
      targets.push(
        `${slowdown <= 1.5 ? "PASS" : "MISS"}  ${item.name}: requestOptions ${slowdown.toFixed(2)}x the hand-written time (target <= 1.5x)`,
        `${speedup >= 3 ? "PASS" : "MISS"}  ${item.name}: endpoint() ${speedup.toFixed(2)}x as fast as @octokit/endpoint (target >= 3x)`,
      );
    }
    printTable(rows);
    console.log(`\n${targets.join("\n")}`);
  },
};

export default benchmark;
