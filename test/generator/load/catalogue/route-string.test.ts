import { describe, expect, it } from "vitest";
import { byGiven } from "../../../support/given-want.js";
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
        e: query /search
        f: PURGE /cache/{key}
    `);
    // An absolute url is a path on a server of the route's own: its origin.
    expect(model.routes.map((route) => `${route.method} ${route.url}`)).toEqual([
      "GET /repos/{owner}/{repo}",
      "POST /assets{?name,label}",
      "GET /zen",
      "DELETE /repos/:owner/:repo",
      "QUERY /search",
      "PURGE /cache/{key}",
    ]);
    expect(model.routes.map((route) => route.server)).toEqual([
      undefined,
      { url: "https://uploads.example.test", variables: [], source: { file: FILE, pointer: "#/routes/b/route" } },
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  describe("reports route strings that are not `METHOD url`", () => {
    const cases: { given: string; want: string }[] = [
      { given: "GTE /a", want: "Did you mean `GET`?" },
      { given: "purge /a", want: "Another method is written in uppercase" },
      { given: "PUR(GE /a", want: "Another method is written in uppercase" },
      { given: "GET a/b", want: "must be a path starting with `/`" },
      { given: "GET /a extra", want: "found 3 words" },
      { given: "POST", want: "has a method but no url" },
      { given: "''", want: "is empty" },
      { given: "GET /orgs/{org/repos", want: "`{` without `}` at character 7" },
      { given: "GET /a}", want: "`}` without `{` at character 3" },
      { given: "GET /a/{b-c}", want: "`{b-c}` is not an expression" },
      { given: "GET /a/:owner/{x", want: "not a valid URI template: `{` without `}`." },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      const text = `routes:\n  r:\n    summary: S\n    route: ${given}\n`;
      const diagnostics = rejection(text);
      expectDiagnostic(diagnostics, text, "route-syntax", "#/routes/r/route", given);
      expect(diagnostics[0]?.message).toContain(want);
    });
  });

  it("reports a route string written as the route itself at the route", () => {
    const text = "routes:\n  r: GTE /a\n";
    expectDiagnostic(rejection(text), text, "route-syntax", "#/routes/r", "GTE");
  });
});
