// The per-call benchmark's cases (issue K): one GitHub route each, its parameters, what a person
// would write for it by hand, and the function routegen generated for it. Shared by the timing
// (runtime.ts) and the instruction counts (instructions.ts), which runs them in a process of its own.
import { endpoint as runtimeSource } from "../../runtime/index.js";
import type { Options, RequestOptions } from "../../runtime/types.js";

const accept = "application/vnd.github.v3+json";
// A constant string, the same in the compiled runtime the contenders run (checked with the results).
export const userAgent = runtimeSource.DEFAULTS.headers["user-agent"]!;
const json = "application/json; charset=utf-8";
const enc = encodeURIComponent;

export interface Case<P extends Options = Options> {
  name: string;
  /** The route as `endpoint()` takes it (the query parameters a GET route does not name are appended in the order given). */
  route: string;
  params: P;
  /** What a person would write for this one route: a template literal and encodeURIComponent. */
  handWritten: (params: P) => RequestOptions;
  /** The function the generator made for this route from GitHub's description. */
  generated: { scope: string; name: string };
  /** A defaults chain, built the same way for both builders; the root builders otherwise. */
  chain?: readonly Options[];
  /** The most the generated function may take, in hand-written times (issue K). */
  target: number;
}

type Repo = { owner: string; repo: string };

const listIssues: Case<Repo & { state: string; labels: string; per_page: number }> = {
  name: "GET with 3 query params",
  route: "GET /repos/{owner}/{repo}/issues",
  // In the order GitHub's description declares them, which is the order the generated function writes them in.
  params: { owner: "octokit", repo: "rest.js", state: "open", labels: "bug,help wanted", per_page: 100 },
  generated: { scope: "issues", name: "listForRepo" },
  target: 1.2,
  handWritten: (p) => ({
    method: "get",
    url: `https://api.github.com/repos/${enc(p.owner)}/${enc(p.repo)}/issues?state=${enc(p.state)}&labels=${enc(p.labels)}&per_page=${p.per_page}`,
    headers: { accept, "user-agent": userAgent },
  }),
};

const createIssue: Case<Repo & { title: string; body: string; labels: string[]; assignees: string[] }> = {
  name: "POST with JSON body",
  route: "POST /repos/{owner}/{repo}/issues",
  params: {
    owner: "octokit",
    repo: "rest.js",
    title: "Found a bug",
    body: "I'm having a problem with this.",
    labels: ["bug"],
    assignees: ["octocat"],
  },
  generated: { scope: "issues", name: "create" },
  target: 1.5,
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
  params: { owner: "octokit", repo: "rest.js", pull_number: 1347 },
  chain: [{ baseUrl: "https://ghe.example.com/api/v3" }, { headers: { authorization: token } }],
  generated: { scope: "pulls", name: "get" },
  target: 1.2,
  handWritten: (p) => ({
    method: "get",
    url: `https://ghe.example.com/api/v3/repos/${enc(p.owner)}/${enc(p.repo)}/pulls/${p.pull_number}`,
    headers: { accept, "user-agent": userAgent, authorization: token },
  }),
};

type Upload = Repo & {
  release_id: number;
  name: string;
  label: string;
  data: Uint8Array;
  headers: { "content-type": string };
};
const uploadAsset: Case<Upload> = {
  name: "upload with data",
  route: "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
  params: {
    owner: "octokit",
    repo: "rest.js",
    release_id: 1,
    name: "app v1.zip",
    label: "App for Linux",
    data: new Uint8Array([80, 75, 3, 4]),
    headers: { "content-type": "application/zip" },
  },
  generated: { scope: "repos", name: "uploadReleaseAsset" },
  target: 2,
  handWritten: (p) => ({
    method: "post",
    url: `https://uploads.github.com/repos/${enc(p.owner)}/${enc(p.repo)}/releases/${p.release_id}/assets?name=${enc(p.name)}&label=${enc(p.label)}`,
    headers: { accept, "user-agent": userAgent, "content-type": p.headers["content-type"] },
    body: p.data,
  }),
};

// Each case's functions take its own parameter type; the runners only ever pass a case its own.
export const cases = [listIssues, createIssue, getPull, uploadAsset] as unknown as readonly Case[];
