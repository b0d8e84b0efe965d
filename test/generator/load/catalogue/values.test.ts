import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { byGiven } from "../../../support/given-want.js";
import { expectDiagnostic, rejection, yaml } from "./helpers.js";

// Keys and values of the wrong kind (generator/load/catalogue/values.ts), wherever they are written.

describe("values and keys", () => {
  describe("suggests the nearest key for an unknown key, in every kind of mapping", () => {
    const cases: { given: string; want: { pointer: string; suggestion: string } }[] = [
      { given: "titel: x\nroutes: {}\n", want: { pointer: "#/titel", suggestion: "title" } },
      {
        given: "defaults: { baseURL: https://a.test }\nroutes: {}\n",
        want: { pointer: "#/defaults/baseURL", suggestion: "baseUrl" },
      },
      {
        given: "defaults: { mediaType: { preview: [a] } }\nroutes: {}\n",
        want: { pointer: "#/defaults/mediaType/preview", suggestion: "previews" },
      },
      {
        given: "routes:\n  r: { route: GET /a, sumary: x }\n",
        want: { pointer: "#/routes/r/sumary", suggestion: "summary" },
      },
      {
        given: "routes:\n  r: { route: GET /a, params: { q: { tpye: string } } }\n",
        want: { pointer: "#/routes/r/params/q/tpye", suggestion: "type" },
      },
      {
        given: "routes:\n  r: { route: POST /a, data: { type: binary, contenType: a/b } }\n",
        want: { pointer: "#/routes/r/data/contenType", suggestion: "contentType" },
      },
      {
        given: "routes:\n  r: { route: GET /a, response: { type: string, contentTyp: a/b } }\n",
        want: { pointer: "#/routes/r/response/contentTyp", suggestion: "contentType" },
      },
      {
        given: "types:\n  T: { properties: { a: { type: string, requried: true } } }\nroutes: {}\n",
        want: { pointer: "#/types/T/properties/a/requried", suggestion: "required" },
      },
      {
        given: "types:\n  T: { type: array, itmes: string }\nroutes: {}\n",
        want: { pointer: "#/types/T/itmes", suggestion: "items" },
      },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      const unknown = rejection(given).filter((d) => d.code === "unknown-key");
      expect(unknown.map((d) => d.pointer)).toEqual([want.pointer]);
      expect(unknown[0]?.message).toContain(`did you mean \`${want.suggestion}\`?`);
      expect(unknown[0]?.severity).toBe("error");
    });
  });

  it("places an unknown key's diagnostic at its line and column, and lists the keys when none is near", () => {
    const text = yaml`
      routes:
        repos.get:
          route: GET /repos/{owner}/{repo}
          frobnicate: yes
    `;
    const diagnostic = expectDiagnostic(
      rejection(text),
      text,
      "unknown-key",
      "#/routes/repos.get/frobnicate",
      "frobnicate",
    );
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
            i: { type: integer, in: cookies }
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
