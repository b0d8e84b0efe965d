import { describe, expect, it } from "vitest";
import { closest, editDistance } from "../../../generator/util/suggest.js";
import { byGiven } from "../../support/given-want.js";

// "Did you mean" (generator/util/suggest.ts).

describe("suggestions", () => {
  describe("editDistance: a swap of neighbours is one edit", () => {
    const cases: { given: [string, string]; want: number }[] = [
      { given: ["sumamry", "summary"], want: 1 },
      { given: ["", "abc"], want: 3 },
      { given: ["kitten", "sitting"], want: 3 },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      expect(editDistance(...given)).toBe(want);
    });
  });

  describe("closest: only near candidates, ignoring case", () => {
    const cases: { given: [string, string[]]; want: string | undefined }[] = [
      { given: ["descripton", ["docs", "description"]], want: "description" },
      { given: ["BASEURL", ["baseUrl", "headers"]], want: "baseUrl" },
      { given: ["frobnicate", ["summary", "route"]], want: undefined },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      expect(closest(...given)).toBe(want);
    });
  });
});
