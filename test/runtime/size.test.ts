import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";

// The runtime ships in users' bundles: its minified, gzipped size is a budget, measured the way a
// bundler pulls it in: esbuild, bundled and minified ESM, gzip -9.
const root = fileURLToPath(new URL("../..", import.meta.url));
const runtime = join(root, "runtime/index.ts");

/** The gzipped size of `source` (TypeScript, imports resolved from `dir`) bundled as generated code is. */
async function gzippedSize(source: string, dir = root): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: dir, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    logLevel: "silent",
    alias: { "@routegen/runtime": runtime },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no output");
  return gzipSync(output.contents, { level: 9 }).length;
}

/** An SDK of GitHub's API (its defaults are the runtime's own), generated as users generate one. */
const githubDescription = {
  openapi: "3.0.3",
  info: { title: "GitHub", version: "1" },
  servers: [{ url: "https://api.github.com" }],
  paths: {
    "/repos/{owner}/{repo}/issues": {
      get: {
        operationId: "issues/list-for-repo",
        parameters: [
          { name: "owner", in: "path", required: true, schema: { type: "string" } },
          { name: "repo", in: "path", required: true, schema: { type: "string" } },
          { name: "state", in: "query", schema: { type: "string" } },
        ],
        responses: { "200": { description: "OK" } },
      },
    },
  },
};

describe("runtime bundle size", () => {
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "routegen-size-"));
    writeFileSync(join(dir, "api.json"), JSON.stringify(githubDescription));
    await generate({ input: join(dir, "api.json"), output: join(dir, "sdk"), force: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Issue K's budgets (2,291 bytes for the whole runtime, 1,250 for one generated call sent with
  // toFetch and fetch) are not met: see BENCHMARKS.md, "Findings". These tests print where the sizes
  // stand against them and hold the sizes reached, so that no change makes them worse unnoticed.
  const report = (what: string, size: number, budget: number) =>
    console.log(`${size <= budget ? "PASS" : "MISS"} ${what}: ${size} bytes gzipped (budget ${budget})`);

  it("the whole runtime stays within the size reached (budget: 2,291 bytes gzipped, @octokit/endpoint's)", async () => {
    const whole = await gzippedSize(`export * from ${JSON.stringify(runtime)};`);
    const reference = await gzippedSize(`export { endpoint } from "@octokit/endpoint";`);
    report("runtime/index.ts", whole, 2_291);
    console.log(`(@octokit/endpoint: ${reference} bytes)`);
    expect(whole).toBeLessThanOrEqual(5_100);
  });

  it("one generated call sent with toFetch and fetch stays within the size reached (budget: 1,250 bytes gzipped)", async () => {
    // The function as users import it: its module imports the runtime and the SDK's endpoint.ts.
    const call = (from: string) =>
      `import { toFetch } from "@routegen/runtime";\nimport { listForRepo } from ${JSON.stringify(from)};\nexport const send = () => fetch(...toFetch(listForRepo({ owner: "o", repo: "r" })));`;
    const github = await gzippedSize(call("./sdk/issues.js"), dir);
    const otherApi = await gzippedSize(call("./examples/catalogue/sdk/issues.js"));
    report("one generated call + toFetch, GitHub's API", github, 1_250);
    report("one generated call + toFetch, an API with its own defaults", otherApi, 1_250);
    expect(github).toBeLessThanOrEqual(2_050);
    expect(otherApi).toBeLessThanOrEqual(2_300);
  });
});
