import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { rejection, yaml } from "./helpers.js";

// `defaults` and a route's `headers` and `mediaType` (generator/load/catalogue/request-defaults.ts).

describe("request defaults", () => {
  it("rejects a trailing slash on baseUrl and a `required` list naming no property", () => {
    const diagnostics = rejection(yaml`
      defaults: { baseUrl: "https://api.example.test/" }
      types:
        T: { required: [nme], properties: { name: string } }
      routes: {}
    `);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["invalid-value", "#/defaults/baseUrl"],
      ["invalid-value", "#/types/T/required/0"],
    ]);
    expect(diagnostics[1]?.message).toContain("Did you mean `name`?");
  });

  it("rejects header values and media types that would break the header they go into (CR, LF, NUL)", () => {
    const text = yaml`
      defaults:
        headers: { x-trace: "one\\r\\nX-Evil: 1" }
        mediaType: { format: "raw\\r\\nX-Evil: 1", previews: [good, "bad\\nX-Evil: 1"] }
      routes:
        r:
          route: GET /a
          headers: { x-null: "a\\u0000b", x-fine: "tab\\tand unicode ✓" }
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer, d.severity])).toEqual([
      ["invalid-value", "#/defaults/headers/x-trace", "error"],
      ["invalid-value", "#/defaults/mediaType/format", "error"],
      ["invalid-value", "#/defaults/mediaType/previews/1", "error"],
      ["invalid-value", "#/routes/r/headers/x-null", "error"],
    ]);
    expect(diagnostics[0]).toMatchObject({
      ...positionOf(text, '"one'),
      message: "Header `x-trace` holds a carriage return (CR), which a header value cannot hold.",
    });
    expect(diagnostics[1]).toMatchObject({
      ...positionOf(text, '"raw'),
      message: expect.stringContaining("`accept` header, which cannot hold a carriage return (CR)"),
    });
    expect(diagnostics[2]).toMatchObject({
      ...positionOf(text, '"bad'),
      message: expect.stringContaining("a line feed (LF)"),
    });
    expect(diagnostics[3]?.message).toContain("a NUL character");
  });

  it("rejects header names that are not tokens: `:`, spaces, NUL", () => {
    const text = 'defaults:\n  headers: { "x-h: y": a, "x h": b, "x\\0": c, x-ok: d }\nroutes: {}\n';
    expect(rejection(text).map((d) => [d.code, d.pointer])).toEqual([
      ["invalid-value", "#/defaults/headers/x-h: y"],
      ["invalid-value", "#/defaults/headers/x h"],
      ["invalid-value", "#/defaults/headers/x\u0000"],
    ]);
  });
});
