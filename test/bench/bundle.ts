// Bundle size: what one generated function (and the runtime it calls) adds to a user's bundle, next to
// the peers doing the same, and what each further function adds.
import { join, relative, sep } from "node:path";
import { ROOT } from "../support/examples.js";
import { bytes, type Benchmark, type Section } from "./benchmark.js";
import { bundleSize, entries, OPERATIONS, type BundleSize } from "./bundle-size.js";
import { generated, oazapfts, routegen, RUNTIME_SOURCE, versionOf, workspace } from "./workspace.js";

const perExtra = (one: BundleSize, ten: BundleSize) => (ten.gzipped - one.gzipped) / 9;

/** A metafile path as the report shows it: relative to the repository, or to the workspace. */
function inputName(path: string, resolveDir: string): string {
  const absolute = join(resolveDir, path);
  const base = absolute.startsWith(workspace()) ? relative(workspace(), absolute) : relative(ROOT, absolute);
  return base.split(sep).join("/");
}

const benchmark: Benchmark = {
  id: "bundle",
  title: "Bundle size",
  async run(): Promise<Section> {
    const dir = workspace();
    const sdk = `./${routegen.folder}`;
    const api = `./${oazapfts.folder}/api.ts`;
    generated(routegen);
    generated(oazapfts);
    const contenders: [string, (operations: typeof OPERATIONS) => string][] = [
      ["routegen", (operations) => entries.routegen(operations, sdk)],
      ["@octokit/endpoint", (operations) => entries["@octokit/endpoint"](operations)],
      ["oazapfts", (operations) => entries.oazapfts(operations, api)],
      ["openapi-fetch", (operations) => entries["openapi-fetch"](operations)],
      ["@octokit/core + plugin-rest-endpoint-methods", (operations) => entries["@octokit/core + plugin-rest-endpoint-methods"](operations)],
    ];
    const sizes = new Map<string, { one: BundleSize; ten: BundleSize }>();
    for (const [name, entry] of contenders) {
      const one = await bundleSize(entry(OPERATIONS.slice(0, 1)), dir, RUNTIME_SOURCE);
      const ten = await bundleSize(entry(OPERATIONS), dir, RUNTIME_SOURCE);
      sizes.set(name, { one, ten });
    }
    const sizeRows = [["library", "1 function (gzip)", "10 functions (gzip)", "per extra function", "1 function (minified)", "10 functions (minified)"]];
    for (const [name, { one, ten }] of sizes) {
      sizeRows.push([name, bytes(one.gzipped), bytes(ten.gzipped), bytes(Math.round(perExtra(one, ten))), bytes(one.minified), bytes(ten.minified)]);
    }

    const ours = sizes.get("routegen")!;
    const tenByInput = new Map(ours.ten.inputs.map(({ path, bytes }) => [path, bytes]));
    const inputRows = [["input file", "1 function (minified bytes)", "share", "10 functions (minified bytes)"]];
    for (const { path, bytes: count } of ours.one.inputs) {
      inputRows.push([inputName(path, dir), bytes(count), `${((100 * count) / ours.one.minified).toFixed(0)}%`, bytes(tenByInput.get(path) ?? 0)]);
    }
    for (const { path, bytes: count } of ours.ten.inputs) {
      if (!ours.one.inputs.some((input) => input.path === path)) inputRows.push([inputName(path, dir), "0", "0%", bytes(count)]);
    }

    // What the generated function's pieces cost on their own: its fast path, the builder its default
    // parameter refers to, and the whole runtime.
    const listIssues = `{ method: "GET", url: ["/repos/", "{owner}", "/", "{repo}", "/issues"] }, { owner: "octokit", repo: "rest.js" }`;
    const parts: [string, string][] = [
      ["requestOptions(route, params) alone", `import { requestOptions } from "@routegen/runtime";\nexport const request = requestOptions(${listIssues});`],
      ["requestOptions(route, params, endpoint)", `import { endpoint, requestOptions } from "@routegen/runtime";\nexport const request = requestOptions(${listIssues}, endpoint);`],
      ["endpoint(\"GET /repos/{owner}/{repo}/issues\", params) alone", `import { endpoint } from "@routegen/runtime";\nexport const request = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js" });`],
      ["the whole runtime (export *)", `export * from "@routegen/runtime";`],
    ];
    const partRows = [["entry", "gzip", "minified"]];
    for (const [name, source] of parts) {
      const size = await bundleSize(source, dir, RUNTIME_SOURCE);
      partRows.push([name, bytes(size.gzipped), bytes(size.minified)]);
    }

    const extra = perExtra(ours.one, ours.ten);
    return {
      method: [
        `esbuild ${versionOf("esbuild")} JS API (\`bundle: true, minify: true, format: "esm", write: false\`), then ` +
          "zlib gzip at level 9. Each entry calls the operations and exports the results, so nothing it calls is dropped.",
        "One function: `issues.listForRepo` (GET /repos/{owner}/{repo}/issues). Ten functions: " +
          `${OPERATIONS.map((op) => `\`${op.scope}.${op.name}\``).join(", ")}. Per extra function = (ten - one) / 9, gzipped.`,
        "routegen: the generated GitHub SDK's scope modules (`import { listForRepo } from \"<sdk>/issues.js\"`) with " +
          "`@routegen/runtime` resolved to the runtime's source. @octokit/endpoint " +
          `${versionOf("@octokit/endpoint")}: \`endpoint("GET /repos/...", params)\`. oazapfts: its generated module's ` +
          `functions (with @oazapfts/runtime ${versionOf("@oazapfts/runtime")}). openapi-fetch: \`createClient().GET(path, init)\`. ` +
          "Octokit: `octokit.rest.<scope>.<method>.endpoint(params)`.",
        "The figures are deterministic; `test/bench-budgets/bundle.test.ts` checks routegen's against the budgets in `npm test`.",
      ],
      tables: [
        { caption: "Bundle size (bytes)", rows: sizeRows },
        { caption: "routegen's bundles by input file (esbuild metafile, minified bytes before gzip)", rows: inputRows },
        { caption: "routegen's runtime, piece by piece (bytes)", rows: partRows },
      ],
      targets: [
        { pass: ours.one.gzipped <= 1000, text: `one generated function + runtime: ${bytes(ours.one.gzipped)} bytes gzipped (target <= 1,000)` },
        { pass: extra <= 120, text: `each further function: ${extra.toFixed(0)} bytes gzipped (target <= 120)` },
      ],
    };
  },
};

export default benchmark;
