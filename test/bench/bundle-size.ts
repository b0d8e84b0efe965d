// What a library adds to a user's bundle: an entry that calls some operations (GitHub's, or those of
// examples/openapi) and sends them with fetch, bundled by esbuild (minified ESM, as `esbuild --bundle
// --minify`) and gzipped at level 9. Shared by the bundle benchmark and the budget test
// (test/bench-budgets), so both report the same figures.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

export interface BundleSize {
  /** The minified bundle. */
  text: string;
  gzipped: number;
  minified: number;
  /** Bytes each input file contributes to the minified output, largest first (esbuild's metafile). */
  inputs: { path: string; bytes: number }[];
}

/**
 * Bundles `source` (TypeScript, imports resolved from `resolveDir`). `runtime` is the file generated
 * code's `@routegen/runtime` stands for (inside this repository: the runtime's source).
 */
export async function bundleSize(source: string, resolveDir: string, runtime: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: "ts", sourcefile: "entry.ts" },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
    alias: { "@routegen/runtime": runtime },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no output");
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  return {
    text: output.text,
    gzipped: gzipSync(output.contents, { level: 9 }).length,
    minified: output.contents.length,
    inputs: Object.entries(inputs)
      .map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }))
      .filter(({ bytes }) => bytes > 0)
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/** One of GitHub's operations, as each library names and calls it. */
export interface Operation {
  /** routegen's scope module and export. */
  scope: string;
  name: string;
  method: "GET" | "POST";
  path: string;
  pathParams: Record<string, string | number>;
  body?: Record<string, unknown>;
}

const repo = { owner: "octokit", repo: "rest.js" };

/** The ten operations of the ten-function bundles, from three scopes; the first is the one-function bundle. */
export const OPERATIONS: readonly Operation[] = [
  { scope: "issues", name: "listForRepo", method: "GET", path: "/repos/{owner}/{repo}/issues", pathParams: repo },
  {
    scope: "issues",
    name: "create",
    method: "POST",
    path: "/repos/{owner}/{repo}/issues",
    pathParams: repo,
    body: { title: "Found a bug" },
  },
  {
    scope: "issues",
    name: "get",
    method: "GET",
    path: "/repos/{owner}/{repo}/issues/{issue_number}",
    pathParams: { ...repo, issue_number: 1 },
  },
  {
    scope: "issues",
    name: "createComment",
    method: "POST",
    path: "/repos/{owner}/{repo}/issues/{issue_number}/comments",
    pathParams: { ...repo, issue_number: 1 },
    body: { body: "Me too" },
  },
  { scope: "pulls", name: "list", method: "GET", path: "/repos/{owner}/{repo}/pulls", pathParams: repo },
  {
    scope: "pulls",
    name: "get",
    method: "GET",
    path: "/repos/{owner}/{repo}/pulls/{pull_number}",
    pathParams: { ...repo, pull_number: 1347 },
  },
  {
    scope: "pulls",
    name: "create",
    method: "POST",
    path: "/repos/{owner}/{repo}/pulls",
    pathParams: repo,
    body: { title: "Fix", head: "fix", base: "main" },
  },
  { scope: "repos", name: "get", method: "GET", path: "/repos/{owner}/{repo}", pathParams: repo },
  { scope: "repos", name: "listForOrg", method: "GET", path: "/orgs/{org}/repos", pathParams: { org: "octokit" } },
  {
    scope: "repos",
    name: "createRelease",
    method: "POST",
    path: "/repos/{owner}/{repo}/releases",
    pathParams: repo,
    body: { tag_name: "v1.0.0" },
  },
];

const literal = (value: unknown) => JSON.stringify(value);
const capitalised = (name: string) => name[0]!.toUpperCase() + name.slice(1);
/** `issues.listForRepo` is `issuesListForRepo` in oazapfts' output (and in these entries). */
const joinedName = (op: Operation) => op.scope + capitalised(op.name);
const allParams = (op: Operation) => ({ ...op.pathParams, ...op.body });
const requests = (calls: string[]) => `export const requests = [\n  ${calls.join(",\n  ")},\n];\n`;

/** The entries that call `operations` through each library. */
export const entries = {
  /** routegen's generated functions, imported from their scope modules in `sdk` (an import path). */
  routegen(operations: readonly Operation[], sdk: string): string {
    const scopes = [...new Set(operations.map((op) => op.scope))];
    const imports = scopes.map((scope) => {
      const names = operations.filter((op) => op.scope === scope).map((op) => `${op.name} as ${joinedName(op)}`);
      return `import { ${names.join(", ")} } from "${sdk}/${scope}.js";`;
    });
    return `${imports.join("\n")}\n${requests(operations.map((op) => `${joinedName(op)}(${literal(allParams(op))})`))}`;
  },
  "@octokit/endpoint"(operations: readonly Operation[]): string {
    const calls = operations.map((op) => `endpoint(${literal(`${op.method} ${op.path}`)}, ${literal(allParams(op))})`);
    return `import { endpoint } from "@octokit/endpoint";\n${requests(calls)}`;
  },
  /** oazapfts' generated functions (positional path parameters, then the body) from its `api` module. */
  oazapfts(operations: readonly Operation[], api: string): string {
    const calls = operations.map((op) => {
      const args = [...Object.values(op.pathParams), ...(op.body ? [op.body] : [])].map(literal);
      return `${joinedName(op)}(${args.join(", ")})`;
    });
    return `import { ${operations.map(joinedName).join(", ")} } from "${api}";\n${requests(calls)}`;
  },
  "openapi-fetch"(operations: readonly Operation[]): string {
    const calls = operations.map((op) => {
      const init = { params: { path: op.pathParams }, ...(op.body ? { body: op.body } : {}) };
      return `client.${op.method}(${literal(op.path)}, ${literal(init)})`;
    });
    return `import createClient from "openapi-fetch";\nconst client = createClient({ baseUrl: "https://api.github.com" });\n${requests(calls)}`;
  },
  /** Octokit's methods build request options with `.endpoint()` (sending needs the same code anyway). */
  "@octokit/core + plugin-rest-endpoint-methods"(operations: readonly Operation[]): string {
    const calls = operations.map((op) => `octokit.rest.${op.scope}.${op.name}.endpoint(${literal(allParams(op))})`);
    return [
      `import { Octokit } from "@octokit/core";`,
      `import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";`,
      `const octokit = new (Octokit.plugin(restEndpointMethods))();`,
      requests(calls),
    ].join("\n");
  },
};

/**
 * routegen's entry for `operations` (see `entries.routegen`), each request sent with
 * `fetch(...toFetch(request))`, `toFetch` imported from `runtime`: what oazapfts' functions do themselves.
 */
export const sentWithFetch = (routegenEntry: string, runtime: string): string =>
  `import { toFetch } from "${runtime}";\n` +
  routegenEntry
    .replace("export const requests = [", "export const sent = () => [")
    .replace(/\n\];\n$/, "\n].map((request) => fetch(...toFetch(request)));\n");

/** A call of examples/openapi's `notes` scope, as each generator's function takes it. */
export interface NoteCall {
  name: string;
  /** routegen's one argument. */
  params: Record<string, unknown>;
  /** oazapfts' positional arguments. */
  args: unknown[];
}

/** The five calls of the five-call bundle of examples/openapi; `getNote` (the third) is the one-call bundle. */
export const NOTE_CALLS: readonly NoteCall[] = [
  { name: "listNotes", params: {}, args: [{}] },
  { name: "createNote", params: { title: "Buy milk" }, args: [{ title: "Buy milk" }] },
  { name: "getNote", params: { noteId: "n1" }, args: ["n1"] },
  { name: "updateNote", params: { noteId: "n1", title: "Buy bread" }, args: ["n1", { title: "Buy bread" }] },
  { name: "deleteNote", params: { noteId: "n1" }, args: ["n1"] },
];

export const ONE_NOTE_CALL = NOTE_CALLS.filter((call) => call.name === "getNote");

/** The entries that make the calls of examples/openapi through each generator's functions. */
export const noteEntries = {
  /** routegen's functions from the SDK in `sdk` (an import path), sent with fetch through `toFetch` from `runtime`. */
  routegen(calls: readonly NoteCall[], sdk: string, runtime: string): string {
    const made = calls.map((call) => `${call.name}(${literal(call.params)})`);
    return sentWithFetch(
      `import { ${calls.map((call) => call.name).join(", ")} } from "${sdk}/notes.js";\n${requests(made)}`,
      runtime,
    );
  },
  /** oazapfts' functions (which fetch) from its module `api`. */
  oazapfts(calls: readonly NoteCall[], api: string): string {
    const made = calls.map((call) => `${call.name}(${call.args.map(literal).join(", ")})`);
    return `import { ${calls.map((call) => call.name).join(", ")} } from "${api}";\n${requests(made)}`;
  },
};

/** The generic builder alone, building the one GitHub request of the one-call bundle: `endpoint` imported from `from`. */
export const endpointEntry = (from: string): string => {
  const [op] = OPERATIONS;
  return `import { endpoint } from "${from}";\n${requests([`endpoint(${literal(`${op!.method} ${op!.path}`)}, ${literal(allParams(op!))})`])}`;
};
