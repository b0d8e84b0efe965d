import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { load, rejection, yaml } from "./helpers.js";

// Route and type names (generator/load/catalogue/names.ts).

describe("names", () => {
  it("takes the id from the name and splits the scope at the last dot", () => {
    const { model } = load(yaml`
      routes:
        repos.listForOrg: GET /a
        zen: GET /b
        enterprise.admin.getStats: GET /c
    `);
    expect(model.routes.map((route) => [route.id, route.explicitName])).toEqual([
      ["repos.listForOrg", { scope: "repos", name: "listForOrg" }],
      ["zen", { name: "zen" }],
      ["enterprise.admin.getStats", { scope: "enterprise.admin", name: "getStats" }],
    ]);
  });

  it("reports route and type names that are not words", () => {
    const text =
      "types:\n  my type: string\n  binary: string\nroutes:\n  repos..get: GET /a\n  repos.get all: GET /b\n";
    expect(rejection(text).map((d) => [d.code, d.pointer])).toEqual([
      ["name-syntax", "#/types/my type"],
      ["name-syntax", "#/types/binary"],
      ["name-syntax", "#/routes/repos..get"],
      ["name-syntax", "#/routes/repos.get all"],
    ]);
  });

  it("reports names that differ only in case, and a header set twice", () => {
    const text = yaml`
      types:
        User: string
        user: string
      defaults:
        headers: { Accept: a, accept: b }
      routes:
        repos.get: GET /a
        Repos.get: GET /b
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["duplicate-name", "#/types/user"],
      ["duplicate-name", "#/defaults/headers/accept"],
      ["duplicate-name", "#/routes/Repos.get"],
    ]);
    // A diagnostic about a key is placed at the key, not at its value.
    expect(diagnostics[2]).toMatchObject(positionOf(text, "Repos.get"));
    expect(diagnostics[1]).toMatchObject(positionOf(text, "accept: b"));
  });
});
