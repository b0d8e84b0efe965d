import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import * as prettier from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFiles, type GeneratedSdk } from "../../generator/pipeline.js";
import { COMPILERS, STRICTEST, typeCheck } from "../support/compile.js";
import { ROOT } from "../support/examples.js";

// GitHub's description is the flagship input: every operation becomes a function, the SDK compiles under
// every flag of @tsconfig/strictest with both compilers, and it is already in prettier's style.
const INPUT = `${ROOT}node_modules/@octokit/openapi/generated/api.github.com.json`;

describe("the GitHub SDK", () => {
  let sdk: GeneratedSdk;
  let dir: string;
  beforeAll(() => {
    sdk = generateFiles({ input: INPUT });
    dir = mkdtempSync(join(tmpdir(), "routegen-github-"));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
    for (const file of sdk.files) {
      mkdirSync(dirname(join(dir, file.path)), { recursive: true });
      writeFileSync(join(dir, file.path), file.text);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has one function per operation and one type per schema", () => {
    const exported = sdk.files
      .filter((f) => !["index.ts", "types.ts", "endpoint.ts"].includes(f.path) && !f.path.startsWith("types/"))
      .flatMap((f) => [...f.text.matchAll(/^export function (\w+)|^export \{ \w+ as (\w+) \};/gm)]);
    console.log(`GitHub SDK: ${sdk.routes} routes, ${sdk.types} types, ${sdk.files.length} files`);
    expect(sdk.routes).toBe(1223);
    expect(exported.length).toBe(1223);
    expect(sdk.types).toBe(969);
    expect(sdk.diagnostics.every((d) => d.severity === "warning")).toBe(true);
  });

  it("gives each named type a module of its own, and types.ts re-exports them all", () => {
    const modules = sdk.files.filter((f) => f.path.startsWith("types/"));
    expect(modules.length).toBe(969);
    const barrel = sdk.files.find((f) => f.path === "types.ts")!.text;
    expect(barrel.match(/^export type \{ \w+ \} from "\.\/types\/[\w-]+\.js";$/gm)?.length).toBe(969);
  });

  it("lets a program that imports one scope module load only the types that module reaches", () => {
    const byPath = new Map(sdk.files.map((f) => [f.path, f.text]));
    const reached = importClosure("issues.ts", byPath);
    const types = [...reached].filter((path) => path.startsWith("types/"));
    expect(reached.has("types.ts")).toBe(false);
    // The issues' types, and what they refer to; not Actions' or Copilot's, say.
    expect(types).toEqual(expect.arrayContaining(["types/issue.ts", "types/simple-user.ts", "types/label.ts"]));
    expect(types).not.toContain("types/workflow-run.ts");
    expect(types.length).toBeLessThan(969 / 5);
  });

  it.each(Object.entries(COMPILERS))(
    "compiles under every flag of @tsconfig/strictest with %s, lib checks on",
    (_, compiler) => {
      expect(
        typeCheck(
          compiler,
          sdk.files.map((f) => join(dir, f.path)),
          { ...STRICTEST, skipLibCheck: false },
        ),
      ).toBe("");
    },
  );

  it("is already in prettier's style", async () => {
    for (const file of sdk.files) {
      expect(await prettier.format(file.text, { parser: "typescript" }), file.path).toBe(file.text);
    }
  });
});

/** The SDK modules a program importing `entry` loads: its relative imports, followed. */
function importClosure(entry: string, files: ReadonlyMap<string, string>): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (reached.has(path)) continue;
    reached.add(path);
    for (const [, specifier] of files.get(path)!.matchAll(/^(?:import|export)\b[^;]*? from "(\.[^"]+)";$/gm)) {
      pending.push(posix.join(posix.dirname(path), specifier!).replace(/\.js$/, ".ts"));
    }
  }
  return reached;
}
