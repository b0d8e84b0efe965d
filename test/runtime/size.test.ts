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
    alias: { "routegen/runtime": runtime },
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

  it("the whole runtime is at most 2,000 bytes gzipped", async () => {
    const whole = await gzippedSize(`export * from ${JSON.stringify(runtime)};`);
    const reference = await gzippedSize(`export { endpoint } from "@octokit/endpoint";`);
    console.log(`runtime/index.ts: ${whole} bytes gzipped (@octokit/endpoint: ${reference} bytes)`);
    expect(whole).toBeLessThanOrEqual(2_000);
  });

  it("one generated function and what it pulls in are at most 1,000 bytes gzipped", async () => {
    // The function as users import it: its module imports the runtime and the SDK's endpoint.ts.
    const call = (from: string) => `import { listForRepo } from ${JSON.stringify(from)};\nexport const options = listForRepo({ owner: "o", repo: "r" });`;
    const github = await gzippedSize(call("./sdk/issues.js"), dir);
    const otherApi = await gzippedSize(call("./examples/catalogue/sdk/issues.js"));
    console.log(`one generated function: ${github} bytes gzipped (GitHub's API), ${otherApi} bytes (an API with its own defaults)`);
    expect(github).toBeLessThanOrEqual(1_000);
    expect(otherApi).toBeLessThanOrEqual(1_000);
  });
});
