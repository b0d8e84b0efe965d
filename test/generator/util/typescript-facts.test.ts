// What routegen works out with TypeScript, kept by the build (generator/util/typescript-facts.ts).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTemplates } from "../../../generator/emit/templates.js";
import { readReservedWords } from "../../../generator/plan/names.js";
import { hashText } from "../../../generator/util/hash.js";
import { builtFact, FACTS_FILE, isCurrent, type BuiltFacts } from "../../../generator/util/typescript-facts.js";
import { ROOT } from "../../support/examples.js";

describe("builtFact", () => {
  it("works out a fact the build has not, once per process", () => {
    let runs = 0;
    const read = () => (runs++, { shape: "first" });
    const name = `facts-test-${process.pid}`;
    expect(builtFact(name, read)).toEqual({ shape: "first" });
    expect(builtFact(name, () => ({ shape: "second" }))).toEqual({ shape: "first" });
    expect(runs).toBe(1);
  });

  it("answers with what scripts/build.js worked out, which is what the sources read", () => {
    // The test run's build (test/support/build.ts) is of these sources and templates.
    const built = JSON.parse(readFileSync(join(ROOT, "dist/generator", FACTS_FILE), "utf8")) as BuiltFacts;
    expect(built.facts["reserved-words"]).toEqual(readReservedWords());
    expect(built.facts["reserved-words"]).toEqual(expect.arrayContaining(["class", "enum", "implements", "yield"]));
    expect(built.facts.templates).toEqual(readTemplates());
    expect(Object.keys(built.sources)).toEqual(
      expect.arrayContaining([
        "templates/route-function.ts",
        "generator/emit/templates.ts",
        "node_modules/ts-morph/package.json",
      ]),
    );
    expect(isCurrent(built.sources, ROOT)).toBe(true);
    expect(builtFact("reserved-words", () => ["not", "from", "the", "build"])).toEqual(built.facts["reserved-words"]);
  });
});

describe("isCurrent", () => {
  it("holds while every file has the hash recorded, not when one changed or is gone", () => {
    const root = mkdtempSync(join(tmpdir(), "routegen-facts-"));
    writeFileSync(join(root, "a.ts"), "one");
    const sources = { "a.ts": hashText("one") };
    expect(isCurrent(sources, root)).toBe(true);
    writeFileSync(join(root, "a.ts"), "two");
    expect(isCurrent(sources, root)).toBe(false);
    expect(isCurrent({ "gone.ts": hashText("one") }, root)).toBe(false);
  });
});
