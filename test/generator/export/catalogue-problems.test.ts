// generator/export/catalogue-problems.ts: an exported catalogue read back by the catalogue loader before
// it is written. Problems are named by pointer alone: the catalogue is checked as JSON text no one reads.
import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../../../generator/export/catalogue-problems.js";

const route = { route: "GET /repos/{owner}/{repo}", params: { owner: { type: "string" }, repo: { type: "string" } } };

describe("catalogueProblems", () => {
  it("finds none in a catalogue that loads", () => {
    expect(
      catalogueProblems("routes.yaml", {
        defaults: { baseUrl: "https://api.example.test" },
        routes: { "repos.get": route },
      }),
    ).toEqual([]);
  });

  it("names each problem by file and pointer, without a line and column", () => {
    const problems = catalogueProblems("routes.yaml", {
      defaults: { baseUrl: "https://api.example.test" },
      routes: { "repos.get": { ...route, method: "GET" } },
    });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toEqual(
        expect.objectContaining({
          severity: "error",
          file: "routes.yaml",
          pointer: expect.stringMatching(/^#\/routes\/repos\.get/),
        }),
      );
      expect(problem).not.toHaveProperty("line");
      expect(problem).not.toHaveProperty("column");
    }
  });
});
