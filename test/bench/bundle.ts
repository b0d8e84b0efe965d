// Bundle size: what one generated call sent with fetch adds to a user's bundle (the runtime copied into
// the SDK, and imported from its package), what each further call adds, and the whole runtime, next to
// the peers doing the same.
import { join, relative, sep } from "node:path";
import { ROOT } from "../support/examples.js";
import { bytes, type Benchmark, type Section } from "./benchmark.js";
import { bundleSize, entries, OPERATIONS } from "./bundle-size.js";
import { generated, oazapfts, routegen, routegenCopy, RUNTIME_PACKAGE, versionOf, workspace } from "./workspace.js";

/** A metafile path as the report shows it: relative to the repository, or to the workspace. */
function inputName(path: string, resolveDir: string): string {
  const absolute = join(resolveDir, path);
  const base = absolute.startsWith(workspace()) ? relative(workspace(), absolute) : relative(ROOT, absolute);
  return base.split(sep).join("/");
}

/** Each operation's request sent with fetch: routegen's through `toFetch`, the runtime imported from `runtime`. */
function sentWithFetch(operations: typeof OPERATIONS, sdk: string, runtime: string): string {
  const entry = entries.routegen(operations, sdk);
  return `import { toFetch } from "${runtime}";\n${entry.replace("export const requests = [", "export const sent = () => [").replace(/\n\];\n$/, "\n].map((request) => fetch(...toFetch(request)));\n")}`;
}

const benchmark: Benchmark = {
  id: "bundle",
  title: "Bundle size",
  async run(): Promise<Section> {
    const dir = workspace();
    generated(routegen);
    generated(routegenCopy);
    generated(oazapfts);
    const one = OPERATIONS.slice(0, 1);
    const size = (source: string) => bundleSize(source, dir, RUNTIME_PACKAGE);
    const copied = await size(sentWithFetch(one, `./${routegenCopy.folder}`, `./${routegenCopy.folder}/runtime/index.js`));
    const packaged = await size(sentWithFetch(one, `./${routegen.folder}`, "@routegen/runtime"));
    const packagedTen = await size(sentWithFetch(OPERATIONS, `./${routegen.folder}`, "@routegen/runtime"));
    const whole = await size(`export * from "@routegen/runtime";`);
    const perCall = (packagedTen.gzipped - packaged.gzipped) / (OPERATIONS.length - 1);

    const peers: [string, string][] = [
      ["oazapfts (its function fetches, with @oazapfts/runtime)", entries.oazapfts(one, `./${oazapfts.folder}/api.ts`)],
      ["openapi-fetch (`client.GET`, which fetches)", entries["openapi-fetch"](one)],
      ["@octokit/endpoint alone (`endpoint(route, params)`)", entries["@octokit/endpoint"](one)],
    ];
    const rows = [
      ["bundle", "gzip", "minified", "target"],
      ["one GitHub call + toFetch + fetch, runtime copied into the SDK (`--runtime copy`)", bytes(copied.gzipped), bytes(copied.minified), "<= 1,250"],
      ["one GitHub call + toFetch + fetch, importing @routegen/runtime", bytes(packaged.gzipped), bytes(packaged.minified), "<= 1,250"],
      ["each further generated call (ten calls - one, / 9)", bytes(Math.round(perCall)), "", "<= 100"],
      ["the whole runtime (`export *` of @routegen/runtime)", bytes(whole.gzipped), bytes(whole.minified), "<= 2,291"],
    ];
    for (const [name, source] of peers) {
      const peer = await size(source);
      rows.push([name, bytes(peer.gzipped), bytes(peer.minified), ""]);
    }

    const inputRows = [["input file", "minified bytes", "share"]];
    for (const { path, bytes: count } of packaged.inputs) {
      inputRows.push([inputName(path, dir), bytes(count), `${((100 * count) / packaged.minified).toFixed(0)}%`]);
    }

    return {
      method: [
        `esbuild ${versionOf("esbuild")} JS API (\`bundle: true, minify: true, format: "esm", write: false\`), then ` +
          "zlib gzip at level 9. Each entry calls the operations and sends their requests, so nothing it calls is dropped.",
        "One call: `issues.listForRepo` (GET /repos/{owner}/{repo}/issues) from the generated GitHub SDK's scope module, " +
          "its request options sent with `fetch(...toFetch(options))`. Ten calls: " +
          `${OPERATIONS.map((op) => `\`${op.scope}.${op.name}\``).join(", ")}.`,
        "routegen: the SDK generated with `--runtime copy` (the runtime's TypeScript in the SDK), and the SDK importing " +
          "`@routegen/runtime`, resolved to the package's ES module build (`runtime/dist/esm`). Peers: oazapfts' generated " +
          `function (with @oazapfts/runtime ${versionOf("@oazapfts/runtime")}); openapi-fetch ${versionOf("openapi-fetch")}'s ` +
          `\`createClient().GET(path, init)\`; @octokit/endpoint ${versionOf("@octokit/endpoint")} alone, building the options.`,
        "The figures are deterministic; `test/bench-budgets/bundle.test.ts` checks them in `npm test`.",
      ],
      tables: [
        { caption: "Bundle size (bytes)", rows },
        { caption: "One call importing @routegen/runtime, by input file (esbuild metafile, minified bytes before gzip)", rows: inputRows, consoleOnly: true },
      ],
      targets: [
        { pass: copied.gzipped <= 1250, text: `one call + toFetch + fetch, runtime copied: ${bytes(copied.gzipped)} bytes gzipped (target <= 1,250)` },
        { pass: packaged.gzipped <= 1250, text: `one call + toFetch + fetch, runtime package: ${bytes(packaged.gzipped)} bytes gzipped (target <= 1,250)` },
        { pass: perCall <= 100, text: `each further call: ${perCall.toFixed(0)} bytes gzipped (target <= 100)` },
        { pass: whole.gzipped <= 2291, text: `the whole runtime: ${bytes(whole.gzipped)} bytes gzipped (target <= 2,291)` },
      ],
    };
  },
};

export default benchmark;
