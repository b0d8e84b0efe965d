// The programs the type-check benchmark (typecheck.ts) compiles: one file each, using GitHub's API
// through routegen's SDK or a peer the way its README shows, and reading the typed responses.
import {
  baselineRoutegen,
  generated,
  installRuntime,
  oazapfts,
  openapiTypescript,
  routegen,
  routegenJs,
  type Generator,
} from "./workspace.js";

export interface Consumer {
  name: string;
  /**
   * Judged against the targets: `one-function` and `scope-modules` are routegen's, `openapi-fetch` and
   * `empty` the references. The others are printed for comparison.
   */
  role?: "one-function" | "scope-modules" | "openapi-fetch" | "empty";
  /** The routegen SDK it imports (whose files the report counts). */
  sdk?: Generator;
  /** Generates (or installs) what the consumer imports. */
  prepare?: () => void;
  source: string;
}

/** Generates the SDK and installs routegen, whose runtime it imports. */
const prepare = (sdk: Generator) => () => {
  generated(sdk);
  installRuntime();
};

/**
 * One call, as the README's ten lines make it: a function from its scope module, given defaults made
 * by the SDK's `defaults()` (or, `builder`, by the root builder's `endpoint.defaults()`), sent with fetch.
 */
const oneFunction = (folder: string, builder = false) => `
import { toFetch, type ResponseOf } from "@routegen/runtime";
import { ${builder ? "endpoint" : "defaults"} } from "../../${folder}/endpoint.js";
import { listForRepo } from "../../${folder}/issues.js";

const github = ${builder ? "endpoint.defaults" : "defaults"}({ headers: { authorization: "token 0000" } });
const request = listForRepo({ owner: "octokit", repo: "rest.js", state: "open", per_page: 5 }, github);
const response = await fetch(...toFetch(request));
export const titles = ((await response.json()) as ResponseOf<typeof request>).map((issue) => issue.title);
`;

/** Three calls (list a repository's issues, create an issue, get a pull request), the SDK imported as `imports` say. */
const threeCalls = (imports: string) => `
import { toFetch, type RequestOptions } from "@routegen/runtime";
${imports}

const github = defaults({ headers: { authorization: "token 0000" } });
async function send<T>(request: RequestOptions<T>): Promise<T> {
  const response = await fetch(...toFetch(request));
  return (await response.json()) as T;
}
const list = await send(issues.listForRepo({ owner: "octokit", repo: "rest.js", state: "open", per_page: 5 }, github));
const created = await send(issues.create({ owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] }, github));
const pull = await send(pulls.get({ owner: "octokit", repo: "rest.js", pull_number: 1347 }, github));
export const titles = [list[0]?.title, created.title, pull.title];
`;

const scopeModules = (folder: string) =>
  threeCalls(`import { defaults } from "../../${folder}/endpoint.js";
import * as issues from "../../${folder}/issues.js";
import * as pulls from "../../${folder}/pulls.js";`);

const openapiFetchClient = `
import createClient from "openapi-fetch";
import type { paths } from "../../openapi-typescript/schema.js";

const client = createClient<paths>({ baseUrl: "https://api.github.com", headers: { authorization: "token 0000" } });`;

export const consumers: Consumer[] = [
  { name: "empty file", role: "empty", source: "export {};\n" },
  {
    name: "routegen, one function (issues.js)",
    role: "one-function",
    sdk: routegen,
    prepare: prepare(routegen),
    source: oneFunction(routegen.folder),
  },
  {
    // Not judged: the same call given a builder from `endpoint.defaults()`, which the README names as
    // accepted too; its types are the generic builder's.
    name: "routegen, one function, endpoint.defaults() builder (not judged)",
    sdk: routegen,
    prepare: prepare(routegen),
    source: oneFunction(routegen.folder, true),
  },
  {
    // Not judged: the same program over the SDK generated with `--emit js` (JavaScript, with .d.ts
    // beside it), whose function bodies are not the program's to check.
    name: "routegen --emit js, one function (not judged)",
    sdk: routegenJs,
    prepare: prepare(routegenJs),
    source: oneFunction(routegenJs.folder),
  },
  {
    // As the README shows: the scope modules used, so only those (and the types they reach) are in the program.
    name: "routegen (scope modules)",
    role: "scope-modules",
    sdk: routegen,
    prepare: prepare(routegen),
    source: scopeModules(routegen.folder),
  },
  {
    // Not judged: the namespace import of index.js, the README's alternative for exploring an API,
    // puts every scope module in the program, whatever the file calls.
    name: "routegen (index.js, not judged)",
    sdk: routegen,
    prepare: prepare(routegen),
    source: threeCalls(`import { defaults, issues, pulls } from "../../${routegen.folder}/index.js";`),
  },
  {
    name: "openapi-fetch, one call",
    prepare: () => generated(openapiTypescript),
    source: `${openapiFetchClient}
const list = await client.GET("/repos/{owner}/{repo}/issues", {
  params: { path: { owner: "octokit", repo: "rest.js" }, query: { state: "open", per_page: 5 } },
});
export const titles = list.data?.map((issue) => issue.title);
`,
  },
  {
    name: "openapi-fetch + openapi-typescript",
    role: "openapi-fetch",
    prepare: () => generated(openapiTypescript),
    source: `${openapiFetchClient}
const list = await client.GET("/repos/{owner}/{repo}/issues", {
  params: { path: { owner: "octokit", repo: "rest.js" }, query: { state: "open", per_page: 5 } },
});
const created = await client.POST("/repos/{owner}/{repo}/issues", {
  params: { path: { owner: "octokit", repo: "rest.js" } },
  body: { title: "Found a bug", labels: ["bug"] },
});
const pull = await client.GET("/repos/{owner}/{repo}/pulls/{pull_number}", {
  params: { path: { owner: "octokit", repo: "rest.js", pull_number: 1347 } },
});
export const titles = [list.data?.[0]?.title, created.data?.title, pull.data?.title];
`,
  },
  {
    name: "oazapfts",
    prepare: () => generated(oazapfts),
    source: `
import { defaults, issuesCreate, issuesListForRepo, pullsGet } from "../../oazapfts/api.js";

defaults.headers = { authorization: "token 0000" };
const list = await issuesListForRepo("octokit", "rest.js", { state: "open", perPage: 5 });
const created = await issuesCreate("octokit", "rest.js", { title: "Found a bug", labels: ["bug"] });
const pull = await pullsGet("octokit", "rest.js", 1347);
export const titles = [
  list.status === 200 ? list.data[0]?.title : undefined,
  created.status === 201 ? created.data.title : undefined,
  pull.status === 200 ? pull.data.title : undefined,
];
`,
  },
  {
    name: "@octokit/core + plugin-rest-endpoint-methods",
    source: `
import { Octokit } from "@octokit/core";
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";

const octokit = new (Octokit.plugin(restEndpointMethods))({ auth: "token 0000" });
const list = await octokit.rest.issues.listForRepo({ owner: "octokit", repo: "rest.js", state: "open", per_page: 5 });
const created = await octokit.rest.issues.create({ owner: "octokit", repo: "rest.js", title: "Found a bug", labels: ["bug"] });
const pull = await octokit.rest.pulls.get({ owner: "octokit", repo: "rest.js", pull_number: 1347 });
export const titles = [list.data[0]?.title, created.data.title, pull.data.title];
`,
  },
  ...baselineConsumers(),
];

/**
 * With `ROUTEGEN_BENCH_BASELINE=<another routegen checkout>`, the same routegen programs on the SDK that
 * checkout generates: a change's "before" and "after", side by side in one run. (Its SDK imports this
 * checkout's runtime.)
 */
function baselineConsumers(): Consumer[] {
  const baseline = baselineRoutegen();
  if (!baseline) return [];
  return [
    {
      name: "baseline routegen, one function (issues.js)",
      sdk: baseline,
      prepare: prepare(baseline),
      source: oneFunction(baseline.folder),
    },
    {
      name: "baseline routegen (scope modules)",
      sdk: baseline,
      prepare: prepare(baseline),
      source: scopeModules(baseline.folder),
    },
  ];
}
