import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type BuildOptions } from "esbuild";
import { describe, expect, it } from "vitest";

// The runtime ships in users' bundles: its minified, gzipped size is a budget, measured the way a
// bundler would pull it in.
const root = fileURLToPath(new URL("../..", import.meta.url));

/** Bundles one entry (a file or inline source), minified ESM, and returns its gzip -9 size. */
async function gzippedSize(entry: Pick<BuildOptions, "entryPoints" | "stdin">): Promise<number> {
  const result = await build({
    ...entry,
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no output");
  return gzipSync(output.contents, { level: 9 }).length;
}

const inline = (contents: string) => ({ stdin: { contents, resolveDir: root, loader: "ts" as const } });

describe("runtime bundle size", () => {
  it("the whole runtime is at most 2,000 bytes gzipped", async () => {
    const runtime = await gzippedSize({ entryPoints: ["runtime/index.ts"] });
    const reference = await gzippedSize(inline(`export { endpoint } from "@octokit/endpoint";`));
    console.log(`runtime/index.ts: ${runtime} bytes gzipped (@octokit/endpoint: ${reference} bytes)`);
    expect(runtime).toBeLessThanOrEqual(2_000);
  });

  it("what one generated function pulls in is at most 1,000 bytes gzipped", async () => {
    // A generated function is a compiled route handed to requestOptions(); nothing else is imported.
    const oneFunction = await gzippedSize(
      inline(`
        import { requestOptions } from "./runtime/index.js";
        export const getRepo = (params) =>
          requestOptions({ method: "GET", url: ["/repos/", "{owner}", "/", "{repo}"] }, params);
      `),
    );
    console.log(`one generated function (requestOptions only): ${oneFunction} bytes gzipped`);
    expect(oneFunction).toBeLessThanOrEqual(1_000);
  });
});
