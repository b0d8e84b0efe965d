import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundleSize } from "../bench/bundle-size.js";
import { RUNTIME_SOURCE } from "../bench/workspace.js";
import { ROOT } from "../support/examples.js";

// What the README's first example (its "Ten lines") promises beyond type-checking, which
// test/docs/code-blocks.test.ts does for every block (both compilers, strict flags): it sends no
// credential when its variable is unset, and bundles no generic builder. Taken as written but for the
// folder it imports the generated SDK from (the committed examples/openapi/sdk).

function readmeExample(): string {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const code = /## Ten lines\n+```ts\n([^]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error('README.md has no TypeScript block under "Ten lines"');
  return code.replaceAll("./notes/", `${ROOT}examples/openapi/sdk/`);
}

describe("the README's ten lines", () => {
  it("send no credential when the variable is unset, and the token as Bearer when it is set", async () => {
    const { defaults } = (await import(
      `${ROOT}examples/openapi/sdk/endpoint.ts`
    )) as typeof import("../../examples/openapi/sdk/endpoint.js");
    const { getNote } = (await import(
      `${ROOT}examples/openapi/sdk/notes.ts`
    )) as typeof import("../../examples/openapi/sdk/notes.js");
    const line = /const notes = (defaults\(.*\));/.exec(readmeExample())?.[1];
    expect(line).toBe("defaults({ auth: { token: process.env.NOTES_TOKEN } })");
    expect(getNote({ noteId: "n1" }, defaults({ auth: { token: undefined } })).headers).toEqual({});
    expect(getNote({ noteId: "n1" }, defaults({ auth: { token: "t0" } })).headers).toEqual({
      authorization: "Bearer t0",
    });
  });

  it("bundle without the generic builder: its defaults are plain data", async () => {
    const { inputs } = await bundleSize(readmeExample(), ROOT, RUNTIME_SOURCE);
    const runtime = inputs.map(({ path }) => path.replace(/^.*runtime\//, "")).filter((path) => !path.includes("sdk/"));
    expect(runtime).toEqual(expect.arrayContaining(["defaults.ts", "auth.ts", "read-response.ts"]));
    for (const builder of ["endpoint.ts", "parse.ts", "uri-template.ts"]) expect(runtime).not.toContain(builder);
  });
});
