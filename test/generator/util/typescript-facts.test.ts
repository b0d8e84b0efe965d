// What routegen works out with TypeScript, kept by the build (generator/util/typescript-facts.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTemplates } from "../../../generator/emit/templates.js";
import { readReservedWords } from "../../../generator/plan/names.js";
import { builtFact, FACTS_FILE } from "../../../generator/util/typescript-facts.js";
import { ROOT } from "../../support/examples.js";

describe("builtFact", () => {
  it("works a fact out once per process when running from the sources, which have no build's answer", () => {
    let runs = 0;
    const read = () => (runs++, { shape: "first" });
    const name = `facts-test-${process.pid}`;
    expect(builtFact(name, read)).toEqual({ shape: "first" });
    expect(builtFact(name, () => ({ shape: "second" }))).toEqual({ shape: "first" });
    expect(runs).toBe(1);
  });

  it("reads in the build what scripts/build.js worked out, which is what the sources read", () => {
    // The test run's build (test/support/build.ts) is of these sources and templates.
    const built = JSON.parse(readFileSync(join(ROOT, "dist/generator", FACTS_FILE), "utf8")) as Record<string, unknown>;
    expect(built["reserved-words"]).toEqual(readReservedWords());
    expect(built["reserved-words"]).toEqual(expect.arrayContaining(["class", "enum", "implements", "yield"]));
    expect(built.templates).toEqual(readTemplates());
  });
});
