import { describe, expect, it } from "vitest";
import { expectDiagnostic, FILE, load, rejection, yaml } from "./helpers.js";

// Route strings, `METHOD url` (generator/load/catalogue/route-string.ts).

describe("route strings", () => {
  it("reads the route string: method, path, absolute url, url alone, any case", () => {
    const { model } = load(yaml`
      routes:
        a: GET /repos/{owner}/{repo}
        b: { route: "post https://uploads.example.test/assets{?name,label}" }
        c: /zen
        d: DELETE /repos/:owner/:repo
    `);
    // An absolute url is a path on a server of the route's own: its origin.
    expect(model.routes.map((route) => `${route.method} ${route.url}`)).toEqual([
      "GET /repos/{owner}/{repo}",
      "POST /assets{?name,label}",
      "GET /zen",
      "DELETE /repos/:owner/:repo",
    ]);
    expect(model.routes.map((route) => route.server)).toEqual([
      undefined,
      { url: "https://uploads.example.test", variables: [], source: { file: FILE, pointer: "#/routes/b/route" } },
      undefined,
      undefined,
    ]);
  });

  it("reports route strings that are not `METHOD url`", () => {
    const cases: [string, string][] = [
      ["GTE /a", "Did you mean `GET`?"],
      ["GET a/b", "must be a path starting with `/`"],
      ["GET /a extra", "found 3 words"],
      ["POST", "has a method but no url"],
      ["''", "is empty"],
      ["GET /orgs/{org/repos", "`{` without `}` at character 7"],
      ["GET /a}", "`}` without `{` at character 3"],
      ["GET /a/{b-c}", "`{b-c}` is not an expression"],
      ["GET /a/:owner/{x", "not a valid URI template: `{` without `}`."],
    ];
    for (const [route, message] of cases) {
      const text = `routes:\n  r:\n    summary: S\n    route: ${route}\n`;
      const diagnostics = rejection(text);
      expectDiagnostic(diagnostics, text, "route-syntax", "#/routes/r/route", route);
      expect(diagnostics[0]?.message, route).toContain(message);
    }
  });

  it("reports a route string written as the route itself at the route", () => {
    const text = "routes:\n  r: GTE /a\n";
    expectDiagnostic(rejection(text), text, "route-syntax", "#/routes/r", "GTE");
  });
});
