import { describe, expect, it } from "vitest";
import type { Schema } from "../../../../generator/model.js";
import { positionOf } from "../../../support/diagnostics.js";
import { byGiven } from "../../../support/given-want.js";
import { load, responseSchema, schemaDoc, type } from "./helpers.js";

// Schema objects (generator/load/openapi/schema.ts), each read from a one-operation document.

const A = { $ref: "#/components/schemas/A" };
const B = { $ref: "#/components/schemas/B" };
const named = (name: string): Schema => ({ kind: "ref", name });
const components = { A: { type: "object" }, B: { type: "object" } };

/** `given`: a schema, read from a 3.1 document (3.0 where `openapi` says so), beside the named types A and B. */
interface Row {
  given: Record<string, unknown>;
  openapi?: string;
  want: Schema;
}

function schemaRows(rows: Row[]) {
  it.each(byGiven(rows))("%s", (_, { given, openapi, want }) => {
    expect(responseSchema(schemaDoc(given, components, openapi))).toEqual(want);
  });
}

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
      ...(["integer", "number", "boolean", "null"] as const).map((kind) => ({ given: { type: kind, format: "int64" }, want: { kind } })),
    ]);
  });

  describe("3.0 nullable and 3.1 type lists, alike", () => {
    schemaRows([
      { given: { type: "string", nullable: true }, openapi: "3.0.3", want: { kind: "string", nullable: true } },
      { given: { type: ["string", "null"] }, want: { kind: "string", nullable: true } },
      { given: { type: ["string", "integer"] }, want: { kind: "union", members: [{ kind: "string" }, { kind: "integer" }] } },
      { given: { type: ["null"] }, want: { kind: "null" } },
    ]);
  });

  describe("enum and const; a null member makes the enum nullable", () => {
    schemaRows([
      { given: { type: "string", enum: ["a", "b"], default: "a" }, want: { kind: "enum", values: ["a", "b"], default: "a" } },
      { given: { enum: [1, null, true] }, want: { kind: "enum", values: [1, true], nullable: true } },
      { given: { type: ["string", "null"], enum: ["x"] }, want: { kind: "enum", values: ["x"], nullable: true } },
      { given: { const: "fixed", examples: ["fixed"] }, want: { kind: "enum", values: ["fixed"] } },
      { given: { const: null }, want: { kind: "null" } },
    ]);
  });

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
      { given: { type: "array", items: { type: "string" }, enum: ["EU", "HK"] }, want: { kind: "array", items: { kind: "enum", values: ["EU", "HK"] } } },
      { given: { type: "array", items: { type: "integer" }, enum: ["1", "2"] }, want: { kind: "array", items: { kind: "enum", values: [1, 2] } } },
      // Several types: the members as written.
      { given: { type: ["string", "integer"], enum: ["1", 2] }, want: { kind: "enum", values: ["1", 2] } },
    ]);

    it("warns at the enum, naming the members read and those left out", () => {
      const { diagnostics } = load(schemaDoc({ type: "integer", enum: ["1", "2", "3", "4", "x"] }));
      expect(diagnostics).toEqual([
        expect.objectContaining({
          code: "enum-type-mismatch",
          severity: "warning",
          message: '`enum` members of another type than `integer`: "1", "2", "3", … (4 in all) read as integers; "x" left out',
          pointer: expect.stringMatching(/\/schema\/enum$/),
        }),
      ]);
      expect(load(schemaDoc({ type: "integer", enum: [1, 2] })).diagnostics).toEqual([]);
    });
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
            { name: "id", required: true, readOnly: true, description: "The id", schema: { kind: "integer", description: "The id" } },
            { name: "secret", required: false, writeOnly: true, schema: { kind: "string" } },
            { name: "old", required: false, deprecated: true, schema: { kind: "string", deprecated: true } },
          ],
        },
      },
      { given: { type: "object", additionalProperties: true }, want: { kind: "object", properties: [], additionalProperties: true } },
      { given: { type: "object", additionalProperties: {} }, want: { kind: "object", properties: [], additionalProperties: true } },
      { given: { type: "object", additionalProperties: { type: "integer" } }, want: { kind: "object", properties: [], additionalProperties: { kind: "integer" } } },
      { given: { type: "object", additionalProperties: false }, want: { kind: "object", properties: [] } },
      { given: { properties: { a: {} } }, want: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "unknown" } }] } },
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
      { given: { type: "array", prefixItems: [{ type: "string" }], items: false }, want: { kind: "array", items: { kind: "unknown" } } },
      { given: { anyOf: [{ type: "string" }, false] }, want: { kind: "union", members: [{ kind: "string" }, { kind: "enum", values: [] }] } },
    ]);
  });

  describe("objects: a required member the properties do not describe (Postmark's `TemplateId`)", () => {
    const a = { name: "a", required: false, schema: { kind: "string" } } as const;
    schemaRows([
      // Any value, after the declared properties, so that a call can send it.
      {
        given: { type: "object", required: ["b", "a"], properties: { a: { type: "string" } } },
        want: { kind: "object", properties: [{ ...a, required: true }, { name: "b", required: true, schema: { kind: "unknown" }, undeclared: true }] },
      },
      // Of the schema extra keys have.
      {
        given: { type: "object", required: ["b"], properties: { a: { type: "string" } }, additionalProperties: { type: "integer" } },
        want: { kind: "object", properties: [a, { name: "b", required: true, schema: { kind: "integer" }, undeclared: true }], additionalProperties: { kind: "integer" } },
      },
      // None where no extra key is allowed, or where no property is declared (any object).
      { given: { type: "object", required: ["b"], properties: { a: { type: "string" } }, additionalProperties: false }, want: { kind: "object", properties: [a] } },
      { given: { type: "object", required: ["b"] }, want: { kind: "object", properties: [] } },
      // Beside allOf, oneOf or anyOf in an object with no properties of its own: members of the whole,
      // whichever member describes them (their declarations narrow them), once each.
      {
        given: { type: "object", required: ["a", "b", "a"], allOf: [A] },
        want: { kind: "intersection", members: [{ kind: "object", properties: ["a", "b"].map((name) => ({ name, required: true, schema: { kind: "unknown" }, undeclared: true })) }, named("A")] },
      },
      {
        given: { required: ["a"], oneOf: [A, B] },
        want: { kind: "intersection", members: [{ kind: "object", properties: [{ name: "a", required: true, schema: { kind: "unknown" }, undeclared: true }] }, { kind: "union", members: [named("A"), named("B")] }] },
      },
      // As an allOf member of its own (DigitalOcean's firewall, YNAB's transaction): members of the whole too.
      {
        given: { allOf: [A, { required: ["a"], title: "t" }] },
        want: { kind: "intersection", members: [named("A"), { kind: "object", properties: [{ name: "a", required: true, schema: { kind: "unknown" }, undeclared: true }] }] },
      },
      // Folded into an inline member that declares them all, as one would write it.
      { given: { allOf: [{ type: "object", properties: { a: { type: "string" } } }, { required: ["a"] }] }, want: { kind: "object", properties: [{ ...a, required: true }] } },
      { given: { required: ["a"], allOf: [{ type: "object", properties: { a: { type: "string" } } }, A] }, want: { kind: "intersection", members: [{ kind: "object", properties: [{ ...a, required: true }] }, named("A")] } },
      // An empty object or a map among the parts is no list of required members: it stays.
      {
        given: { allOf: [{ type: "object", properties: { a: { type: "string" } } }, { type: "object", additionalProperties: { type: "integer" } }] },
        want: { kind: "intersection", members: [{ kind: "object", properties: [a] }, { kind: "object", properties: [], additionalProperties: { kind: "integer" } }] },
      },
      // Not as an alternative of oneOf or anyOf: one of several required members is a constraint, not typed.
      { given: { allOf: [A, { anyOf: [{ required: ["a"] }, { required: ["b"] }] }] }, want: { kind: "intersection", members: [named("A"), { kind: "union", members: [{ kind: "unknown" }, { kind: "unknown" }] }] } },
      // Beside `additionalProperties: false` too (ShipEngine's addresses): it cannot forbid the members' properties.
      {
        given: { required: ["a"], allOf: [A], additionalProperties: false },
        want: { kind: "intersection", members: [{ kind: "object", properties: [{ name: "a", required: true, schema: { kind: "unknown" }, undeclared: true }] }, named("A")] },
      },
    ]);
  });

  it("reads a property as read-only through its `$ref` (apideck's `id: { $ref: Id }`) as well as its own `readOnly`", () => {
    const given = { type: "object", required: ["id"], properties: { id: { $ref: "#/components/schemas/Id" }, owner: A, code: { $ref: "#/components/schemas/Code", readOnly: true } } };
    const schema = responseSchema(schemaDoc(given, { ...components, Id: { type: "string", readOnly: true }, Code: { type: "string" } }));
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
      { given: { allOf: [A], nullable: true, description: "d" }, want: { ...named("A"), nullable: true, description: "d" } },
      // A null member among others makes the whole nullable (Codat's), not an intersection no value fits.
      { given: { allOf: [A, { type: "null" }] }, want: { ...named("A"), nullable: true } },
      { given: { allOf: [A, B, { type: "null", description: "none" }] }, want: { kind: "intersection", members: [named("A"), named("B")], nullable: true } },
      { given: { allOf: [{ type: "null" }] }, want: { kind: "null" } },
      // `type: object` beside oneOf adds nothing; properties beside allOf are a member of their own.
      { given: { type: "object", oneOf: [A, B] }, want: { kind: "union", members: [named("A"), named("B")] } },
      {
        given: { properties: { x: { type: "string" } }, allOf: [A] },
        want: { kind: "intersection", members: [{ kind: "object", properties: [{ name: "x", required: false, schema: { kind: "string" } }] }, named("A")] },
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
