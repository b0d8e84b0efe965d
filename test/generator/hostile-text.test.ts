import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { generateFiles } from "../../generator/pipeline.js";
import { COMPILERS, typeCheck } from "../support/compile.js";

// Text from a description ends up in comments, string literals and property keys. Whatever it holds,
// it must stay there: the output compiles, and importing it runs nothing the description wrote.
const HOSTILE = [
  "*/ globalThis.__routegenPwned = 1; /*",
  "`${globalThis.__routegenPwned = 2}`",
  '"; globalThis.__routegenPwned = 3; "',
  "'; globalThis.__routegenPwned = 4; '",
  "</script><script>globalThis.__routegenPwned = 5</script>",
  "line\u2028separator\u2029paragraph",
  "nul\u0000byte and \\ backslash \\u0041",
  "/* nested */ // comment\n@param x oops\n */",
];

function hostileCatalogue(): string {
  const text = HOSTILE.join(" | ");
  return stringify({
    title: text,
    routes: {
      "repos.get": {
        route: "POST /repos/{owner}",
        summary: text,
        description: HOSTILE.join("\n\n"),
        docs: "https://example.test/*/ */",
        deprecated: HOSTILE[0],
        headers: { "x-note": "a\"b'c`d" },
        params: {
          owner: { type: "string", required: true, description: HOSTILE[0] },
          state: { enum: HOSTILE.filter((s) => !s.includes("\u0000")), description: HOSTILE[2] },
          // (defined, not assigned: `__proto__` in an object literal would set the prototype)
          ...JSON.parse('{"__proto__": { "type": "string", "description": "a key named __proto__" }}'),
          constructor: { type: "string" },
          toString: { type: "string" },
          then: { type: "string" },
          'quote"key': { type: "string" },
          "back\\slash": { type: "string" },
        },
      },
    },
  });
}

describe("hostile text in a description", () => {
  it("stays in comments and strings: the output compiles, is prettier-stable, and runs nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "routegen-hostile-"));
    const input = join(dir, "routes.yaml");
    writeFileSync(input, hostileCatalogue());
    const sdk = generateFiles({ input });
    const out = join(dir, "sdk");
    for (const file of sdk.files) {
      mkdirSync(dirname(join(out, file.path)), { recursive: true });
      writeFileSync(join(out, file.path), file.text);
    }
    expect(
      typeCheck(
        COMPILERS["TypeScript 5.9"],
        sdk.files.map((f) => join(out, f.path)),
      ),
    ).toBe("");
    const repos = sdk.files.find((f) => f.path === "repos.ts")!.text;
    expect(repos).toContain("__proto__?: string | undefined;");
    expect(repos).toContain(" * \\@param x oops");
    for (const file of sdk.files) {
      expect(await prettier.format(file.text, { parser: "typescript" }), file.path).toBe(file.text);
    }

    const scope = (await import(join(out, "repos.ts"))) as Record<string, (p: object) => { body?: object }>;
    expect((globalThis as { __routegenPwned?: unknown }).__routegenPwned).toBeUndefined();
    const params = JSON.parse('{"owner": "o", "__proto__": "p", "then": "t", "quote\\"key": "q"}') as object;
    const request = scope.get!(params);
    expect(JSON.stringify(request.body)).toBe('{"__proto__":"p","then":"t","quote\\"key":"q"}');
    expect(Object.getPrototypeOf(request.body)).not.toBe("p");
    expect(({} as Record<string, unknown>).then).toBeUndefined();
    expect((globalThis as { __routegenPwned?: unknown }).__routegenPwned).toBeUndefined();
  });
});
