import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { load, responseSchema, schemaDoc, type } from "./helpers.js";

// Schema objects (generator/load/openapi/schema.ts), each read from a one-operation document.

describe("schemas", () => {
  it("reads scalars, formats and binary", () => {
    expect(responseSchema(schemaDoc({ type: "string", format: "date-time" }))).toEqual({
      kind: "string",
      format: "date-time",
    });
    expect(responseSchema(schemaDoc({ type: "string", format: "binary" }))).toEqual({ kind: "binary" });
    expect(responseSchema(schemaDoc({ type: "string", contentMediaType: "image/png" }))).toEqual({ kind: "binary" });
    expect(
      responseSchema(schemaDoc({ type: "string", contentMediaType: "image/png", contentEncoding: "base64" })),
    ).toEqual({ kind: "string" });
    for (const kind of ["integer", "number", "boolean", "null"] as const) {
      expect(responseSchema(schemaDoc({ type: kind, format: "int64" }))).toEqual({ kind });
    }
  });

  it("reads 3.0 nullable and 3.1 type lists alike", () => {
    expect(responseSchema(schemaDoc({ type: "string", nullable: true }, {}, "3.0.3"))).toEqual({
      kind: "string",
      nullable: true,
    });
    expect(responseSchema(schemaDoc({ type: ["string", "null"] }))).toEqual({ kind: "string", nullable: true });
    expect(responseSchema(schemaDoc({ type: ["string", "integer"] }))).toEqual({
      kind: "union",
      members: [{ kind: "string" }, { kind: "integer" }],
    });
    expect(responseSchema(schemaDoc({ type: ["null"] }))).toEqual({ kind: "null" });
  });

  it("reads enum and const; a null member makes the enum nullable", () => {
    expect(responseSchema(schemaDoc({ type: "string", enum: ["a", "b"], default: "a" }))).toEqual({
      kind: "enum",
      values: ["a", "b"],
      default: "a",
    });
    expect(responseSchema(schemaDoc({ enum: [1, null, true] }))).toEqual({
      kind: "enum",
      values: [1, true],
      nullable: true,
    });
    expect(responseSchema(schemaDoc({ type: ["string", "null"], enum: ["x"] }))).toEqual({
      kind: "enum",
      values: ["x"],
      nullable: true,
    });
    expect(responseSchema(schemaDoc({ const: "fixed", examples: ["fixed"] }))).toEqual({
      kind: "enum",
      values: ["fixed"],
    });
    expect(responseSchema(schemaDoc({ const: null }))).toEqual({ kind: "null" });
  });

  it("reads objects: properties, required, property metadata, additionalProperties", () => {
    const schema = {
      type: "object",
      description: "A thing",
      required: ["id"],
      properties: {
        id: { type: "integer", readOnly: true, description: "The id" },
        secret: { type: "string", writeOnly: true },
        old: { type: "string", deprecated: true },
      },
    };
    expect(responseSchema(schemaDoc(schema))).toEqual({
      kind: "object",
      description: "A thing",
      properties: [
        {
          name: "id",
          required: true,
          readOnly: true,
          description: "The id",
          schema: { kind: "integer", description: "The id" },
        },
        { name: "secret", required: false, writeOnly: true, schema: { kind: "string" } },
        { name: "old", required: false, deprecated: true, schema: { kind: "string", deprecated: true } },
      ],
    });
    const extra = (additionalProperties: unknown) =>
      responseSchema(schemaDoc({ type: "object", additionalProperties }));
    expect(extra(true)).toEqual({ kind: "object", properties: [], additionalProperties: true });
    expect(extra({})).toEqual({ kind: "object", properties: [], additionalProperties: true });
    expect(extra({ type: "integer" })).toEqual({
      kind: "object",
      properties: [],
      additionalProperties: { kind: "integer" },
    });
    expect(extra(false)).toEqual({ kind: "object", properties: [] });
    expect(responseSchema(schemaDoc({ properties: { a: {} } }))).toEqual({
      kind: "object",
      properties: [{ name: "a", required: false, schema: { kind: "unknown" } }],
    });
  });

  it("reads arrays, with or without items", () => {
    expect(responseSchema(schemaDoc({ type: "array", items: { type: "string" } }))).toEqual({
      kind: "array",
      items: { kind: "string" },
    });
    expect(responseSchema(schemaDoc({ type: "array" }))).toEqual({ kind: "array", items: { kind: "unknown" } });
  });

  it("reads allOf as an intersection and oneOf / anyOf as unions", () => {
    const components = { A: { type: "object" }, B: { type: "object" } };
    const ref = (n: string) => ({ $ref: `#/components/schemas/${n}` });
    const named = (n: string) => ({ kind: "ref", name: n });
    expect(responseSchema(schemaDoc({ allOf: [ref("A"), ref("B")] }, components))).toEqual({
      kind: "intersection",
      members: [named("A"), named("B")],
    });
    expect(responseSchema(schemaDoc({ oneOf: [ref("A"), ref("B")] }, components))).toEqual({
      kind: "union",
      members: [named("A"), named("B")],
    });
    expect(responseSchema(schemaDoc({ anyOf: [ref("A"), { type: "null" }] }, components))).toEqual({
      kind: "union",
      members: [named("A"), { kind: "null" }],
    });
    // A lone allOf member with siblings: the member, with the siblings' metadata (GitHub's `nullable` refs).
    expect(responseSchema(schemaDoc({ allOf: [ref("A")], nullable: true, description: "d" }, components))).toEqual({
      ...named("A"),
      nullable: true,
      description: "d",
    });
    // `type: object` beside oneOf adds nothing; properties beside allOf are a member of their own.
    expect(responseSchema(schemaDoc({ type: "object", oneOf: [ref("A"), ref("B")] }, components))).toEqual({
      kind: "union",
      members: [named("A"), named("B")],
    });
    expect(responseSchema(schemaDoc({ properties: { x: { type: "string" } }, allOf: [ref("A")] }, components))).toEqual(
      {
        kind: "intersection",
        members: [
          { kind: "object", properties: [{ name: "x", required: false, schema: { kind: "string" } }] },
          named("A"),
        ],
      },
    );
  });

  it("reads empty and unknown schemas as unknown, warning about a type it does not know", () => {
    expect(responseSchema(schemaDoc({}))).toEqual({ kind: "unknown" });
    expect(responseSchema(schemaDoc({ description: "anything" }))).toEqual({
      kind: "unknown",
      description: "anything",
    });
    const text =
      "openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    F: { type: file }\n";
    const { model, diagnostics } = load(text);
    expect(type(model, "F")).toEqual({ kind: "unknown" });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "schema-invalid",
        severity: "warning",
        pointer: "#/components/schemas/F/type",
        ...positionOf(text, "file"),
      }),
    ]);
  });
});
