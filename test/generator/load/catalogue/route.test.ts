import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { byGiven } from "../../../support/given-want.js";
import { expectDiagnostic, FILE, rejection, routeOf, yaml } from "./helpers.js";

// A route's keys (generator/load/catalogue/route.ts): documentation, request defaults, its server, `data`.

describe("route keys", () => {
  describe("takes a route's server from its absolute url, else its baseUrl; a url whose origin has a variable stays whole", () => {
    const servers = (route: string, baseUrl?: string) => {
      const r = routeOf(`route: ${route}${baseUrl ? `\nbaseUrl: ${baseUrl}` : ""}`);
      return [r.url, r.server?.url, r.server?.source.pointer];
    };
    const cases: { given: [string, string?]; want: unknown[] }[] = [
      { given: ["GET https://uploads.example.test"], want: ["/", "https://uploads.example.test", "#/routes/r/route"] },
      {
        given: ["GET https://uploads.example.test/v2/a/{b}"],
        want: ["/v2/a/{b}", "https://uploads.example.test", "#/routes/r/route"],
      },
      {
        given: ["GET /a", "https://other.example.test"],
        want: ["/a", "https://other.example.test", "#/routes/r/baseUrl"],
      },
      {
        given: ["GET https://uploads.example.test/a", "https://other.example.test"],
        want: ["/a", "https://uploads.example.test", "#/routes/r/route"],
      },
      {
        given: ["GET https://uploads.example.test{/path}"],
        want: ["https://uploads.example.test{/path}", undefined, undefined],
      },
      { given: ["GET /a"], want: ["/a", undefined, undefined] },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      expect(servers(...given)).toEqual(want);
    });
  });

  it("maps documentation keys, per-route request defaults and the source pointer", () => {
    const route = routeOf(yaml`
      route: GET /zen
      summary: Get a sentence
      description: Longer text.
      docs: https://docs.example.test/zen
      deprecated: Use meta.wisdom instead.
      baseUrl: https://other.example.test
      headers: { X-Trace: "1" }
      mediaType: { format: raw }
    `);
    expect(route).toMatchObject({
      id: "r",
      summary: "Get a sentence",
      description: "Longer text.",
      docsUrl: "https://docs.example.test/zen",
      deprecated: "Use meta.wisdom instead.",
      defaults: { headers: { "x-trace": "1" }, mediaType: { format: "raw" } },
      server: {
        url: "https://other.example.test",
        variables: [],
        source: { file: FILE, pointer: "#/routes/r/baseUrl" },
      },
      source: { file: FILE, pointer: "#/routes/r" },
    });
    // The route's base url is its server, no longer one of its request defaults.
    expect(route.defaults).not.toHaveProperty("baseUrl");
  });

  it("keeps `deprecated: true`, drops `deprecated: false`, and leaves absent keys absent", () => {
    expect(routeOf("route: GET /a\ndeprecated: true").deprecated).toBe(true);
    const plain = routeOf("route: GET /a\ndeprecated: false");
    expect(Object.keys(plain).sort()).toEqual([
      "explicitName",
      "id",
      "method",
      "parameters",
      "responses",
      "source",
      "url",
    ]);
  });

  it("tells OpenAPI habits what to write instead", () => {
    const diagnostics = rejection(
      "routes:\n  r: { route: GET /a, parameters: [], operationId: x, params: { q: { schema: { type: string } } } }\n",
    );
    const messages = new Map(diagnostics.map((d) => [d.pointer, d.message]));
    expect(messages.get("#/routes/r/parameters")).toContain("`params`");
    expect(messages.get("#/routes/r/operationId")).toContain("key is its name");
    expect(messages.get("#/routes/r/params/q/schema")).toContain("directly");
  });

  it("reports a body on GET and HEAD routes", () => {
    const text =
      "routes:\n  a:\n    route: GET /a\n    params: { q: { type: string, in: body } }\n  b:\n    route: HEAD /b\n    data: binary\n";
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["body-not-allowed", "#/routes/a/params/q/in"],
      ["body-not-allowed", "#/routes/b/data"],
    ]);
    expect(diagnostics[1]).toMatchObject(positionOf(text, "binary"));
  });

  it("reports JSON body parameters beside `data`, at each parameter", () => {
    const text = yaml`
      routes:
        r:
          route: POST /assets{?name}
          params:
            name: string
            label: string
            tag: { type: string, in: query }
          data: binary
    `;
    const diagnostic = expectDiagnostic(
      rejection(text),
      text,
      "data-with-body-params",
      "#/routes/r/params/label",
      "string\n      tag",
    );
    expect(diagnostic.message).toContain("in: query");
  });
});
