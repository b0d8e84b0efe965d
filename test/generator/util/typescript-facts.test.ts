// The cache of what routegen reads with TypeScript (generator/util/typescript-facts.ts).
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cachedFacts } from "../../../generator/util/typescript-facts.js";
import { ROOT } from "../../support/examples.js";

const NAME = `facts-test-${process.pid}`;

describe("cachedFacts", () => {
  afterAll(() => {
    for (const file of readdirSync(join(ROOT, ".cache"))) if (file.startsWith(NAME)) rmSync(join(ROOT, ".cache", file));
  });

  it("answers from the cache for the same key and reader, and works out again when the reader changed", () => {
    let runs = 0;
    const read = () => (runs++, { shape: "first" });
    expect(cachedFacts(NAME, "template text", read)).toEqual({ shape: "first" });
    expect(cachedFacts(NAME, "template text", read)).toEqual({ shape: "first" });
    expect(runs).toBe(1);
    // Another reader of the same text (the code that reads a template changed): not the old answer.
    expect(cachedFacts(NAME, "template text", () => ({ shape: "second" }))).toEqual({ shape: "second" });
    expect(cachedFacts(NAME, "other text", read)).toEqual({ shape: "first" });
    expect(runs).toBe(2);
  });
});
