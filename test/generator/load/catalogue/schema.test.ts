import { describe, expect, it } from "vitest";
import type { Schema } from "../../../../generator/model.js";
import { positionOf } from "../../../support/diagnostics.js";
import { byGiven } from "../../../support/given-want.js";
import { FILE, load, rejection, yaml } from "./helpers.js";

// Schemas of `types`, params, data and responses (generator/load/catalogue/schema.ts).

/** `given`: the schema of a type `T`, written beside the types `others` (YAML lines). */
interface Row {
  given: string;
  others?: string;
  want: Schema;
}

function schemaRows(rows: Row[]) {
  it.each(byGiven(rows))("%s", (_, { given, others, want }) => {
    const { model, diagnostics } = load(`types:\n  T: ${given}\n${others ?? ""}routes: {}\n`);
    expect(diagnostics).toEqual([]);
    expect(model.types[0]!.schema).toEqual(want);
  });
}

describe("schemas", () => {
  describe("every built-in type name alone", () => {
    schemaRows([
      { given: "string", want: { kind: "string" } },
      { given: "integer", want: { kind: "integer" } },
      { given: "number", want: { kind: "number" } },
      { given: "boolean", want: { kind: "boolean" } },
      { given: '"null"', want: { kind: "null" } },
      { given: "binary", want: { kind: "binary" } },
      { given: "object", want: { kind: "object", properties: [], additionalProperties: true } },
      { given: "array", want: { kind: "array", items: { kind: "unknown" } } },
      { given: "{}", want: { kind: "unknown" } },
    ]);
  });

  describe("a name of `types` alone as a ref, and `type: null` unquoted as the null type", () => {
    schemaRows([
      { given: "U", others: "  U: string\n", want: { kind: "ref", name: "U" } },
      { given: "{ type: null }", want: { kind: "null" } },
    ]);
  });

  describe("objects: both spellings of required, and additionalProperties", () => {
    schemaRows([
      {
        given:
          "{ type: object, required: [a], properties: { a: string, b: { type: integer, required: true }, c: { type: boolean, deprecated: true, description: C. } } }",
        want: {
          kind: "object",
          properties: [
            { name: "a", required: true, schema: { kind: "string" } },
            { name: "b", required: true, schema: { kind: "integer" } },
            { name: "c", required: false, schema: { kind: "boolean" }, deprecated: true, description: "C." },
          ],
        },
      },
      {
        given: "{ additionalProperties: boolean }",
        want: { kind: "object", properties: [], additionalProperties: { kind: "boolean" } },
      },
      {
        given: "{ properties: {}, additionalProperties: true }",
        want: { kind: "object", properties: [], additionalProperties: true },
      },
      { given: "{ type: object, additionalProperties: false }", want: { kind: "object", properties: [] } },
    ]);
  });

  describe("the type inferred from enum, properties, items and format", () => {
    schemaRows([
      { given: "{ enum: [a, 1, true, null] }", want: { kind: "enum", values: ["a", 1, true, null] } },
      {
        given: "{ properties: { a: string } }",
        want: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
      },
      { given: "{ items: string }", want: { kind: "array", items: { kind: "string" } } },
      { given: "{ format: date-time }", want: { kind: "string", format: "date-time" } },
    ]);
  });

  describe("enum with type, nullable, default, description, deprecated, and binary formats", () => {
    schemaRows([
      {
        given: "{ type: integer, enum: [1, 2], default: 2, nullable: true, description: Level., deprecated: true }",
        want: { kind: "enum", values: [1, 2], default: 2, nullable: true, description: "Level.", deprecated: true },
      },
      { given: "{ type: string, format: binary }", want: { kind: "binary" } },
      {
        given: "{ type: string, nullable: true, default: null }",
        want: { kind: "string", nullable: true, default: null },
      },
    ]);
  });

  it("reads $ref beside nullable and description, and allows recursion through properties and items", () => {
    const { model } = load(yaml`
      types:
        Node:
          properties:
            parent: { $ref: Node, nullable: true }
            children: { type: array, items: Node }
      routes: {}
    `);
    expect(model.types).toEqual([
      {
        name: "Node",
        schema: {
          kind: "object",
          properties: [
            { name: "parent", required: false, schema: { kind: "ref", name: "Node", nullable: true } },
            { name: "children", required: false, schema: { kind: "array", items: { kind: "ref", name: "Node" } } },
          ],
        },
        source: { file: FILE, pointer: "#/types/Node" },
      },
    ]);
  });

  describe("oneOf and anyOf as unions, allOf as an intersection", () => {
    schemaRows([
      {
        given: "{ oneOf: [string, integer], nullable: true }",
        want: { kind: "union", members: [{ kind: "string" }, { kind: "integer" }], nullable: true },
      },
      {
        given: "{ anyOf: [string, U] }",
        others: "  U: integer\n",
        want: { kind: "union", members: [{ kind: "string" }, { kind: "ref", name: "U" }] },
      },
      {
        given: "{ allOf: [U, { properties: { b: string } }] }",
        others: "  U: { properties: { a: string } }\n",
        want: {
          kind: "intersection",
          members: [
            { kind: "ref", name: "U" },
            { kind: "object", properties: [{ name: "b", required: false, schema: { kind: "string" } }] },
          ],
        },
      },
    ]);
  });

  it("keeps types in input order", () => {
    const { model } = load("types:\n  B: string\n  A: B\nroutes: {}\n");
    expect(model.types.map((type) => type.name)).toEqual(["B", "A"]);
  });
});

describe("schema diagnostics", () => {
  it("reports keys that cannot be used together", () => {
    const text = yaml`
      types:
        A: { $ref: B, properties: { a: string } }
        B: { type: string, items: string }
        C: { type: integer, required: true }
        D: { oneOf: [string], type: string }
        E: { required: [a], properties: { a: { type: string, required: false } } }
      routes:
        r: { route: GET /a, response: string, responses: {} }
    `;
    expect(rejection(text).map((d) => [d.code, d.pointer])).toEqual([
      ["key-conflict", "#/types/A/properties"],
      ["key-conflict", "#/types/B/items"],
      ["key-conflict", "#/types/C/required"],
      ["key-conflict", "#/types/D/type"],
      ["key-conflict", "#/types/E/properties/a/required"],
      ["key-conflict", "#/routes/r/responses"],
    ]);
  });

  it("reports unresolved refs with the nearest name, and JSON pointers given to $ref", () => {
    const text = yaml`
      types:
        User: { properties: { id: integr } }
      routes:
        a: { route: GET /a, response: { $ref: Usr } }
        b: { route: GET /b, response: Usr }
        c: { route: GET /c, response: { $ref: "#/types/User" } }
    `;
    const diagnostics = rejection(text);
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([
      ["ref-unresolved", "#/types/User/properties/id"],
      ["ref-unresolved", "#/routes/a/response/$ref"],
      ["ref-unresolved", "#/routes/b/response"],
      ["ref-unresolved", "#/routes/c/response/$ref"],
    ]);
    expect(diagnostics[0]).toMatchObject({
      ...positionOf(text, "integr"),
      message: expect.stringContaining("Did you mean `integer`?"),
    });
    expect(diagnostics[1]?.message).toContain("Did you mean `User`?");
    expect(diagnostics[2]?.message).toContain("Did you mean `User`?");
    expect(diagnostics[3]?.message).toContain("write `$ref: User`");
  });
});
