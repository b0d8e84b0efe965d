// A model schema as the TypeScript type the SDK prints for it (generator/emit/type-doc.ts).
import { describe, expect, it } from "vitest";
import { print } from "../../../generator/emit/doc.js";
import { printType } from "../../../generator/emit/printer/index.js";
import { toTypeNode, type TypeNames } from "../../../generator/emit/type-doc.js";
import type { Schema } from "../../../generator/model.js";

const names: TypeNames = { refName: (name) => name };
const typeText = (schema: Schema) => print(printType(toTypeNode(schema, names), "annotation"), 1000);
const property = (name: string, schema: Schema, required = false) => ({ name, schema, required });

describe("toTypeNode", () => {
  it.each<{ given: Schema; want: string }>([
    { given: { kind: "string" }, want: "string" },
    { given: { kind: "integer" }, want: "number" },
    { given: { kind: "enum", values: ["open", "closed"] }, want: '"open" | "closed"' },
    { given: { kind: "enum", values: [] }, want: "never" },
    { given: { kind: "binary" }, want: "Blob | ArrayBuffer | ArrayBufferView | string" },
    // A multipart/form-data body described as one value: the caller's FormData too.
    { given: { kind: "binary", formData: true }, want: "FormData | Blob | ArrayBuffer | ArrayBufferView | string" },
    { given: { kind: "array", items: { kind: "ref", name: "Issue" } }, want: "Issue[]" },
    { given: { kind: "union", members: [{ kind: "string" }, { kind: "null" }] }, want: "string | null" },
    // `type: object` and nothing else: any object, not `{}` (which a string or a number satisfies).
    { given: { kind: "object", properties: [] }, want: "{ [key: string]: unknown }" },
    {
      given: { kind: "object", properties: [], additionalProperties: { kind: "integer" } },
      want: "{ [key: string]: number }",
    },
    { given: { kind: "object", properties: [property("id", { kind: "integer" }, true)] }, want: "{ id: number }" },
    {
      given: { kind: "object", properties: [property("id", { kind: "integer" }, true)], additionalProperties: true },
      want: "{ id: number; [key: string]: unknown }",
    },
    {
      given: {
        kind: "intersection",
        members: [
          { kind: "ref", name: "Base" },
          { kind: "ref", name: "Extra" },
        ],
      },
      want: "Base & Extra",
    },
    // An allOf member that only annotates (AWS's `{ xml: { name: "item" } }`) is `unknown`, and `T & unknown` is `T`.
    {
      given: { kind: "intersection", members: [{ kind: "ref", name: "Filter" }, { kind: "unknown" }] },
      want: "Filter",
    },
    {
      given: {
        kind: "array",
        items: { kind: "intersection", members: [{ kind: "ref", name: "Tag" }, { kind: "unknown" }] },
      },
      want: "Tag[]",
    },
    { given: { kind: "intersection", members: [{ kind: "unknown" }, { kind: "unknown" }] }, want: "unknown" },
  ])("$want", ({ given, want }) => {
    expect(typeText(given)).toBe(want);
  });
});
