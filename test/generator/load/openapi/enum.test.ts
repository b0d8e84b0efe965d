import { describe, expect, it } from "vitest";
import { load, schemaDoc, schemaRows } from "./helpers.js";

// `enum` members against the schema's `type` (generator/load/openapi/enum.ts), each read from a
// one-operation document.

describe("enum members of another type than the schema's: read as values of the type where they are one", () => {
  schemaRows([
    // Bungie's: an integer's values written as strings.
    { given: { type: "integer", format: "int64", enum: ["1", "2", "4"] }, want: { kind: "enum", values: [1, 2, 4] } },
    { given: { type: "number", enum: ["2", "2.5", 3] }, want: { kind: "enum", values: [2, 2.5, 3] } },
    { given: { type: "string", enum: [true, false, 1] }, want: { kind: "enum", values: ["true", "false", "1"] } },
    { given: { type: "boolean", enum: ["true", "false"] }, want: { kind: "enum", values: [true, false] } },
    { given: { type: "integer", enum: ["1", 1, null] }, want: { kind: "enum", values: [1], nullable: true } },
    // Not a value of the type without loss: left out; with none left, the type alone.
    { given: { type: "integer", enum: ["1", "07", "x", 1.5] }, want: { kind: "enum", values: [1] } },
    { given: { type: "integer", enum: ["x", null] }, want: { kind: "integer", nullable: true } },
    // Zoom's: the values of a list's items, on the list.
    {
      given: { type: "array", items: { type: "string" }, enum: ["EU", "HK"] },
      want: { kind: "array", items: { kind: "enum", values: ["EU", "HK"] } },
    },
    {
      given: { type: "array", items: { type: "integer" }, enum: ["1", "2"] },
      want: { kind: "array", items: { kind: "enum", values: [1, 2] } },
    },
    // Several types: the members as written.
    { given: { type: ["string", "integer"], enum: ["1", 2] }, want: { kind: "enum", values: ["1", 2] } },
  ]);

  it("warns at the enum, naming the members read and those left out", () => {
    const { diagnostics } = load(schemaDoc({ type: "integer", enum: ["1", "2", "3", "4", "x"] }));
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "enum-type-mismatch",
        severity: "warning",
        message:
          '`enum` members of another type than `integer`: "1", "2", "3", … (4 in all) read as integers; "x" left out',
        pointer: expect.stringMatching(/\/schema\/enum$/),
      }),
    ]);
    expect(load(schemaDoc({ type: "integer", enum: [1, 2] })).diagnostics).toEqual([]);
  });
});
