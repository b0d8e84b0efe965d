import { describe, expect, it } from "vitest";
import { FILE, load, route, schemaDoc, type } from "./helpers.js";

// Named types (generator/load/openapi/named-types.ts): a schema written once is one type, referred to by name.

describe("named types", () => {
  it("names components/schemas, in document order, and refers to them by name", () => {
    const { model } = load(
      schemaDoc({ $ref: "#/components/schemas/B" }, { B: { type: "string" }, A: { $ref: "#/components/schemas/B" } }),
    );
    expect(model.types).toEqual([
      { name: "B", schema: { kind: "string" }, source: { file: FILE, pointer: "#/components/schemas/B" } },
      { name: "A", schema: { kind: "ref", name: "B" }, source: { file: FILE, pointer: "#/components/schemas/A" } },
    ]);
    expect(route(model, "x").responses[0]?.schema).toEqual({ kind: "ref", name: "B" });
  });

  it("keeps self and mutual recursion through named types", () => {
    const components = {
      Folder: {
        type: "object",
        properties: { children: { type: "array", items: { $ref: "#/components/schemas/Folder" } } },
      },
      Comment: { type: "object", properties: { replies: { $ref: "#/components/schemas/Replies" } } },
      Replies: { type: "array", items: { $ref: "#/components/schemas/Comment" } },
    };
    const { model } = load(schemaDoc({ $ref: "#/components/schemas/Comment" }, components));
    expect(type(model, "Folder")).toEqual({
      kind: "object",
      properties: [
        { name: "children", required: false, schema: { kind: "array", items: { kind: "ref", name: "Folder" } } },
      ],
    });
    expect(type(model, "Replies")).toEqual({ kind: "array", items: { kind: "ref", name: "Comment" } });
  });
});
