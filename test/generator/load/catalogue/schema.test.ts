import { describe, expect, it } from "vitest";
import type { Schema } from "../../../../generator/model.js";
import { positionOf } from "../../../support/diagnostics.js";
import { FILE, load, rejection, yaml } from "./helpers.js";

// Schemas of `types`, params, data and responses (generator/load/catalogue/schema.ts).

describe("schemas", () => {
  /** The schema of a type `T` written as `schemaYaml`, beside the types `others`. */
  function typeSchema(schemaYaml: string, others = ""): Schema {
    const { model, diagnostics } = load(`types:\n  T: ${schemaYaml}\n${others}routes: {}\n`);
    expect(diagnostics).toEqual([]);
    return model.types[0]!.schema;
  }

  it("reads every built-in type name alone", () => {
    expect(["string", "integer", "number", "boolean", '"null"', "binary"].map((name) => typeSchema(name))).toEqual([
      { kind: "string" },
      { kind: "integer" },
      { kind: "number" },
      { kind: "boolean" },
      { kind: "null" },
      { kind: "binary" },
    ]);
    expect(typeSchema("object")).toEqual({ kind: "object", properties: [], additionalProperties: true });
    expect(typeSchema("array")).toEqual({ kind: "array", items: { kind: "unknown" } });
    expect(typeSchema("{}")).toEqual({ kind: "unknown" });
  });

  it("reads a name of `types` alone as a ref, and `type: null` unquoted as the null type", () => {
    expect(typeSchema("U", "  U: string\n")).toEqual({ kind: "ref", name: "U" });
    expect(typeSchema("{ type: null }")).toEqual({ kind: "null" });
  });

  it("reads objects: both spellings of required, and additionalProperties", () => {
    expect(
      typeSchema(
        "{ type: object, required: [a], properties: { a: string, b: { type: integer, required: true }, c: { type: boolean, deprecated: true, description: C. } } }",
      ),
    ).toEqual({
      kind: "object",
      properties: [
        { name: "a", required: true, schema: { kind: "string" } },
        { name: "b", required: true, schema: { kind: "integer" } },
        { name: "c", required: false, schema: { kind: "boolean" }, deprecated: true, description: "C." },
      ],
    });
    expect(typeSchema("{ additionalProperties: boolean }")).toEqual({
      kind: "object",
      properties: [],
      additionalProperties: { kind: "boolean" },
    });
    expect(typeSchema("{ properties: {}, additionalProperties: true }")).toEqual({
      kind: "object",
      properties: [],
      additionalProperties: true,
    });
    expect(typeSchema("{ type: object, additionalProperties: false }")).toEqual({ kind: "object", properties: [] });
  });

  it("infers the type from enum, properties, items and format", () => {
    expect(typeSchema("{ enum: [a, 1, true, null] }")).toEqual({ kind: "enum", values: ["a", 1, true, null] });
    expect(typeSchema("{ properties: { a: string } }")).toMatchObject({ kind: "object" });
    expect(typeSchema("{ items: string }")).toEqual({ kind: "array", items: { kind: "string" } });
    expect(typeSchema("{ format: date-time }")).toEqual({ kind: "string", format: "date-time" });
  });

  it("reads enum with type, nullable, default, description, deprecated and binary formats", () => {
    expect(
      typeSchema("{ type: integer, enum: [1, 2], default: 2, nullable: true, description: Level., deprecated: true }"),
    ).toEqual({
      kind: "enum",
      values: [1, 2],
      default: 2,
      nullable: true,
      description: "Level.",
      deprecated: true,
    });
    expect(typeSchema("{ type: string, format: binary }")).toEqual({ kind: "binary" });
    expect(typeSchema("{ type: string, nullable: true, default: null }")).toEqual({
      kind: "string",
      nullable: true,
      default: null,
    });
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

  it("reads oneOf and anyOf as unions, allOf as an intersection", () => {
    expect(typeSchema("{ oneOf: [string, integer], nullable: true }")).toEqual({
      kind: "union",
      members: [{ kind: "string" }, { kind: "integer" }],
      nullable: true,
    });
    expect(typeSchema("{ anyOf: [string, U] }", "  U: integer\n")).toEqual({
      kind: "union",
      members: [{ kind: "string" }, { kind: "ref", name: "U" }],
    });
    expect(typeSchema("{ allOf: [U, { properties: { b: string } }] }", "  U: { properties: { a: string } }\n")).toEqual(
      {
        kind: "intersection",
        members: [
          { kind: "ref", name: "U" },
          { kind: "object", properties: [{ name: "b", required: false, schema: { kind: "string" } }] },
        ],
      },
    );
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
