import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { expectDiagnostic, rejection, yaml } from "./helpers.js";

// Keys and values of the wrong kind (generator/load/catalogue/values.ts), wherever they are written.

describe("values and keys", () => {
  it("suggests the nearest key for an unknown key, in every kind of mapping", () => {
    const cases: [string, string, string][] = [
      ["titel: x\nroutes: {}\n", "#/titel", "title"],
      ["defaults: { baseURL: https://a.test }\nroutes: {}\n", "#/defaults/baseURL", "baseUrl"],
      ["defaults: { mediaType: { preview: [a] } }\nroutes: {}\n", "#/defaults/mediaType/preview", "previews"],
      ["routes:\n  r: { route: GET /a, sumary: x }\n", "#/routes/r/sumary", "summary"],
      ["routes:\n  r: { route: GET /a, params: { q: { tpye: string } } }\n", "#/routes/r/params/q/tpye", "type"],
      [
        "routes:\n  r: { route: POST /a, data: { type: binary, contenType: a/b } }\n",
        "#/routes/r/data/contenType",
        "contentType",
      ],
      [
        "routes:\n  r: { route: GET /a, response: { type: string, contentTyp: a/b } }\n",
        "#/routes/r/response/contentTyp",
        "contentType",
      ],
      [
        "types:\n  T: { properties: { a: { type: string, requried: true } } }\nroutes: {}\n",
        "#/types/T/properties/a/requried",
        "required",
      ],
      ["types:\n  T: { type: array, itmes: string }\nroutes: {}\n", "#/types/T/itmes", "items"],
    ];
    for (const [text, pointer, suggestion] of cases) {
      const diagnostics = rejection(text);
      const unknown = diagnostics.filter((d) => d.code === "unknown-key");
      expect(
        unknown.map((d) => d.pointer),
        text,
      ).toEqual([pointer]);
      expect(unknown[0]?.message, text).toContain(`did you mean \`${suggestion}\`?`);
      expect(unknown[0]?.severity).toBe("error");
    }
  });

  it("places an unknown key's diagnostic at its line and column, and lists the keys when none is near", () => {
    const text = yaml`
      routes:
        repos.get:
          route: GET /repos/{owner}/{repo}
          frobnicate: yes
    `;
    const diagnostic = expectDiagnostic(rejection(text), text, "unknown-key", "#/routes/repos.get/frobnicate", "frobnicate");
    expect(diagnostic.message).toContain("`summary`");
  });

  it("reports values of the wrong kind, with a hint to quote numbers", () => {
    const text = yaml`
      version: 1.0
      defaults:
        baseUrl: /relative
        headers: { x-version: 3 }
      routes:
        r:
          route: GET /a
          summary: [not, text]
          docs: docs.example.test
          deprecated: 0
          params:
            q: { type: strin }
            s: { enum: [a, b], default: c }
            n: { type: integer, enum: [1, x] }
            i: { type: integer, in: cookie }
          responses: { ok: string }
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.every((d) => d.code === "invalid-value" && d.severity === "error")).toBe(true);
    expect(diagnostics.map((d) => d.pointer)).toEqual([
      "#/version",
      "#/defaults/baseUrl",
      "#/defaults/headers/x-version",
      "#/routes/r/summary",
      "#/routes/r/docs",
      "#/routes/r/deprecated",
      "#/routes/r/params/q/type",
      "#/routes/r/params/s/default",
      "#/routes/r/params/n/enum/1",
      "#/routes/r/params/i/in",
      "#/routes/r/responses/ok",
    ]);
    expect(diagnostics[0]).toMatchObject({ ...positionOf(text, "1.0"), message: expect.stringContaining("quote it") });
    expect(diagnostics[6]?.message).toContain("Did you mean `string`?");
    expect(diagnostics[7]?.message).toContain("one of `a`, `b`");
  });
});
