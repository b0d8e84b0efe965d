import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { A, B, components, load, named, responseSchema, schemaDoc, schemaRows, type } from "./helpers.js";

// Schema objects (generator/load/openapi/schema.ts), each read from a one-operation document. An enum's
// members of another type are enum.test.ts's, required members the properties do not describe
// required-members.test.ts's.

describe("schemas", () => {
  describe("scalars, formats and binary", () => {
    schemaRows([
      { given: { type: "string", format: "date-time" }, want: { kind: "string", format: "date-time" } },
      { given: { type: "string", format: "binary" }, want: { kind: "binary" } },
      // Without a type, `format: binary` still says a file (a multipart part of vtex's).
      { given: { format: "binary" }, want: { kind: "binary" } },
      { given: { format: "date-time" }, want: { kind: "unknown" } },
      { given: { type: "string", contentMediaType: "image/png" }, want: { kind: "binary" } },
      { given: { type: "string", contentMediaType: "image/png", contentEncoding: "base64" }, want: { kind: "string" } },
      // Swagger 2.0's `type: file` as converters leave it (APIs.guru's Azure descriptions): bytes.
      { given: { type: "object", format: "file" }, want: { kind: "binary" } },
      { given: { type: "string", format: "file" }, want: { kind: "binary" } },
      // A format the type does not use says nothing.
      ...(["integer", "number", "boolean", "null"] as const).map((kind) => ({
        given: { type: kind, format: "int64" },
        want: { kind },
      })),
    ]);
  });

  describe("3.0 nullable and 3.1 type lists, alike", () => {
    schemaRows([
      { given: { type: "string", nullable: true }, openapi: "3.0.3", want: { kind: "string", nullable: true } },
      { given: { type: ["string", "null"] }, want: { kind: "string", nullable: true } },
      {
        given: { type: ["string", "integer"] },
        want: { kind: "union", members: [{ kind: "string" }, { kind: "integer" }] },
      },
      { given: { type: ["null"] }, want: { kind: "null" } },
    ]);
  });

  describe("enum and const; a null member makes the enum nullable", () => {
    schemaRows([
      {
        given: { type: "string", enum: ["a", "b"], default: "a" },
        want: { kind: "enum", values: ["a", "b"], default: "a" },
      },
      { given: { enum: [1, null, true] }, want: { kind: "enum", values: [1, true], nullable: true } },
      { given: { type: ["string", "null"], enum: ["x"] }, want: { kind: "enum", values: ["x"], nullable: true } },
      { given: { const: "fixed", examples: ["fixed"] }, want: { kind: "enum", values: ["fixed"] } },
      { given: { const: null }, want: { kind: "null" } },
    ]);
  });

  describe("objects: properties, required, property metadata, additionalProperties", () => {
    schemaRows([
      {
        given: {
          type: "object",
          description: "A thing",
          required: ["id"],
          properties: {
            id: { type: "integer", readOnly: true, description: "The id" },
            secret: { type: "string", writeOnly: true },
            old: { type: "string", deprecated: true },
          },
        },
        want: {
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
        },
      },
      {
        given: { type: "object", additionalProperties: true },
        want: { kind: "object", properties: [], additionalProperties: true },
      },
      {
        given: { type: "object", additionalProperties: {} },
        want: { kind: "object", properties: [], additionalProperties: true },
      },
      {
        given: { type: "object", additionalProperties: { type: "integer" } },
        want: { kind: "object", properties: [], additionalProperties: { kind: "integer" } },
      },
      { given: { type: "object", additionalProperties: false }, want: { kind: "object", properties: [] } },
      {
        given: { properties: { a: {} } },
        want: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "unknown" } }] },
      },
    ]);
  });

  describe("boolean schemas: `true` takes any value, `false` none", () => {
    schemaRows([
      // vercel's record update: a property named `additionalProperties` with the schema `false` cannot be sent.
      {
        given: { type: "object", properties: { name: { type: "string" }, additionalProperties: false, extra: true } },
        want: {
          kind: "object",
          properties: [
            { name: "name", required: false, schema: { kind: "string" } },
            { name: "additionalProperties", required: false, schema: { kind: "enum", values: [] } },
            { name: "extra", required: false, schema: { kind: "unknown" } },
          ],
        },
      },
      { given: { type: "array", items: false }, want: { kind: "array", items: { kind: "enum", values: [] } } },
      // A tuple's end (routegen does not read `prefixItems`): a list of any values, not an empty one.
      {
        given: { type: "array", prefixItems: [{ type: "string" }], items: false },
        want: { kind: "array", items: { kind: "unknown" } },
      },
      {
        given: { anyOf: [{ type: "string" }, false] },
        want: { kind: "union", members: [{ kind: "string" }, { kind: "enum", values: [] }] },
      },
    ]);
  });

  it("reads a property as read-only through its `$ref` (apideck's `id: { $ref: Id }`) as well as its own `readOnly`", () => {
    const given = {
      type: "object",
      required: ["id"],
      properties: {
        id: { $ref: "#/components/schemas/Id" },
        owner: A,
        code: { $ref: "#/components/schemas/Code", readOnly: true },
      },
    };
    const schema = responseSchema(
      schemaDoc(given, { ...components, Id: { type: "string", readOnly: true }, Code: { type: "string" } }),
    );
    expect(schema).toEqual({
      kind: "object",
      properties: [
        { name: "id", required: true, readOnly: true, schema: named("Id") },
        { name: "owner", required: false, schema: named("A") },
        { name: "code", required: false, readOnly: true, schema: named("Code") },
      ],
    });
  });

  describe("arrays, with or without items", () => {
    schemaRows([
      { given: { type: "array", items: { type: "string" } }, want: { kind: "array", items: { kind: "string" } } },
      { given: { type: "array" }, want: { kind: "array", items: { kind: "unknown" } } },
    ]);
  });

  describe("allOf as an intersection, oneOf and anyOf as unions", () => {
    schemaRows([
      { given: { allOf: [A, B] }, want: { kind: "intersection", members: [named("A"), named("B")] } },
      { given: { oneOf: [A, B] }, want: { kind: "union", members: [named("A"), named("B")] } },
      { given: { anyOf: [A, { type: "null" }] }, want: { kind: "union", members: [named("A"), { kind: "null" }] } },
      // A lone allOf member with siblings: the member, with the siblings' metadata (GitHub's `nullable` refs).
      {
        given: { allOf: [A], nullable: true, description: "d" },
        want: { ...named("A"), nullable: true, description: "d" },
      },
      // A null member among others makes the whole nullable (Codat's), not an intersection no value fits.
      { given: { allOf: [A, { type: "null" }] }, want: { ...named("A"), nullable: true } },
      {
        given: { allOf: [A, B, { type: "null", description: "none" }] },
        want: { kind: "intersection", members: [named("A"), named("B")], nullable: true },
      },
      { given: { allOf: [{ type: "null" }] }, want: { kind: "null" } },
      // `type: object` beside oneOf adds nothing; properties beside allOf are a member of their own.
      { given: { type: "object", oneOf: [A, B] }, want: { kind: "union", members: [named("A"), named("B")] } },
      {
        given: { properties: { x: { type: "string" } }, allOf: [A] },
        want: {
          kind: "intersection",
          members: [
            { kind: "object", properties: [{ name: "x", required: false, schema: { kind: "string" } }] },
            named("A"),
          ],
        },
      },
    ]);
  });

  describe("empty and unknown schemas", () => {
    schemaRows([
      { given: {}, want: { kind: "unknown" } },
      { given: { description: "anything" }, want: { kind: "unknown", description: "anything" } },
    ]);
  });

  it("reads a type it does not know as unknown, with a warning", () => {
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
