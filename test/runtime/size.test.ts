import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { bundleSize } from "../bench/bundle-size.js";

// The runtime ships in users' bundles, each helper only where a call uses it: what a program's bundle
// holds, measured the way a bundler pulls it in (esbuild, bundled and minified ESM).
const root = fileURLToPath(new URL("../..", import.meta.url));
const runtime = join(root, "runtime/index.ts");

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
    await generate({
      input: join(root, "examples/openapi/api.yaml"),
      output: join(dir, "notes-copy"),
      force: true,
      runtime: "copy",
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // The sizes themselves, side by side with the peers, are test/bench-budgets/bundle.test.ts's (issue Q).
  // Here: what each program's bundle holds. A call checks no header syntax (its HTTP client does:
  // docs/clients.md); defaults() checks its headers once, and only a program that calls it bundles that.
  it("one generated call sent with toFetch bundles no header check; defaults() brings it", async () => {
    const call = `import { toFetch } from "@routegen/runtime";\nimport { listForRepo } from "./sdk/issues.js";\nexport const send = () => fetch(...toFetch(listForRepo({ owner: "o", repo: "r" })));`;
    const { text } = await bundleSize(call, dir, runtime);
    expect(text).not.toMatch(/not a token|CR, LF or NUL/);
    const withDefaults = await bundleSize(`${call}\nexport { defaults } from "./sdk/endpoint.js";`, dir, runtime);
    expect(withDefaults.text).toMatch(/not a token/);
    expect(withDefaults.text).toMatch(/CR, LF or NUL/);
  });

  // Each SDK carries its own API's defaults and only the runtime its calls use (issue K): the vendor
  // media type's code (mediaType formats and previews) only where the API's accept is a vendor type,
  // GitHub's defaults and routegen's user-agent only in GitHub's SDK.
  it.each([
    ["an API without a vendor media type (examples/openapi)", "./examples/openapi/sdk/notes.js", "listNotes", false],
    [
      "an API with a vendor media type of its own (examples/catalogue)",
      "./examples/catalogue/sdk/issues.js",
      "listForRepo",
      true,
    ],
  ])(
    "one call of %s carries no GitHub defaults, and the vendor media type only where the API has one",
    async (_, from, name, vendor) => {
      const { text, inputs } = await bundleSize(
        `import { ${name} } from ${JSON.stringify(from)};\nexport const options = ${name}({ owner: "o", repo: "r" });`,
        root,
        runtime,
      );
      const runtimeFiles = inputs
        .map(({ path }) => path)
        .filter((path) => path.startsWith("runtime/"))
        .map((path) => path.slice("runtime/".length));
      expect(runtimeFiles).not.toContain("github.ts");
      expect(text).not.toMatch(/api\.github\.com|routegen\//);
      expect(runtimeFiles.includes("media-type.ts")).toBe(vendor);
      expect(text.includes("-preview")).toBe(vendor);
    },
  );

  // With the runtime copied into the SDK, no `sideEffects: false` tells the bundler it may drop a module
  // it reaches through index.ts: each module's own top-level code must be free of side effects.
  it("a copied runtime carries no GitHub defaults into another API's call either", async () => {
    const { text } = await bundleSize(
      `import { toFetch } from "./notes-copy/runtime/index.js";\nimport { getNote } from "./notes-copy/notes.js";\nexport const send = () => fetch(...toFetch(getNote({ noteId: "n" })));`,
      dir,
      runtime,
    );
    expect(text).toContain("api.notes.example.com");
    expect(text).not.toMatch(/api\.github\.com|routegen\//);
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

  // Each scheme's sender was chosen at generation time: examples/openapi takes a bearer token and a
  // header key, so its secured calls bundle those two senders and not basic's, the query's or the cookie's.
  it("a secured call bundles the senders of its API's kinds of scheme only", async () => {
    const { text } = await bundleSize(
      `import { getNote } from "./examples/openapi/sdk/notes.js";\nexport const options = getNote({ noteId: "n" });`,
      root,
      runtime,
    );
    expect(text).toContain('"Bearer "');
    expect(text).toContain("x-integration-key");
    // Basic's base64, the query's `?` or `&`, the cookie's `; ` after the pairs already there.
    expect(text).not.toMatch(/Basic |username|btoa|\.includes\("\?"\)|"; "/);
  });
});
