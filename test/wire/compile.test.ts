// Every wire fixture's SDK compiles under the strict flags users are promised, with TypeScript 5.9 and
// 7, together with a consumer file per fixture (test/fixtures/wire/consumers/) whose calls must
// type-check and whose `@ts-expect-error` lines must each meet an error. One program per compiler
// holds all fixtures: a compiler run costs seconds, most of it the DOM library's checks. And each SDK
// is already as prettier prints it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import * as prettier from "prettier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { WIRE_FIXTURES } from "../support/wire-sdk.js";

const FIXTURES = readdirSync(WIRE_FIXTURES).filter((file) => /\.ya?ml$/.test(file));
const stem = (fixture: string) => fixture.replace(/\.ya?ml$/, "");

let dir: string;
const output: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "routegen-wire-tsc-"));
  const files: string[] = [];
  for (const fixture of FIXTURES) {
    const folder = join(dir, stem(fixture));
    await generate({ input: WIRE_FIXTURES + fixture, output: join(folder, "sdk"), force: true });
    cpSync(join(WIRE_FIXTURES, "consumers", `${stem(fixture)}.ts`), join(folder, "consumer.ts"));
    files.push(
      join(folder, "consumer.ts"),
      ...readdirSync(join(folder, "sdk"))
        .filter((f) => f.endsWith(".ts"))
        .map((f) => join(folder, "sdk", f)),
    );
  }
  for (const [name, compiler] of Object.entries(COMPILERS)) output[name] = typeCheck(compiler, files);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** tsc names files relative to where it runs: a fixture's are those under its folder of the temporary one. */
const of = (fixture: string) => (line: string) => line.includes(`${basename(dir)}/${stem(fixture)}/`);

describe("prettier", () => {
  it.each(FIXTURES)("%s: the SDK is already in prettier's style", async (fixture) => {
    const sdk = join(dir, stem(fixture), "sdk");
    for (const file of readdirSync(sdk).filter((f) => f.endsWith(".ts"))) {
      const text = readFileSync(join(sdk, file), "utf8");
      expect(await prettier.format(text, { parser: "typescript" }), file).toBe(text);
    }
  });
});

describe.each(Object.keys(COMPILERS))("%s, strict", (compiler) => {
  it.each(FIXTURES)("%s: the SDK and its consumer compile", (fixture) => {
    const errors = output[compiler]!.split("\n").filter(of(fixture));
    expect(errors).toEqual([]);
  });

  it("reports nothing else", () => {
    const others = output[compiler]!.split("\n").filter(
      (line) => line.trim() !== "" && !FIXTURES.some((fixture) => of(fixture)(line)),
    );
    expect(others).toEqual([]);
  });
});
