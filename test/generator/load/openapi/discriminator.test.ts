import { describe, expect, it } from "vitest";
import type { Schema } from "../../../../generator/model.js";
import { load, responseSchema, schemaDoc, type } from "./helpers.js";

// A discriminator's tag typed as the values that select each member (generator/load/openapi/discriminator.ts).

const pet = (petType: unknown = { type: "string" }, extra: Record<string, unknown> = {}) => ({
  type: "object",
  required: ["petType"],
  properties: { petType, ...extra },
});
const ref = (name: string): Schema => ({ kind: "ref", name });
const tag = (...values: string[]): Schema => ({
  kind: "object",
  properties: [{ name: "petType", required: true, schema: { kind: "enum", values } }],
});
const tagged = (name: string, ...values: string[]): Schema => ({
  kind: "intersection",
  members: [ref(name), tag(...values)],
});
const components = { Cat: pet(), Dog: pet(), Lizard: pet({ type: "string", enum: ["lizard"] }) };
const $ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe("a oneOf or anyOf with a discriminator", () => {
  it.each([
    {
      name: "no mapping: each member's name under components/schemas",
      discriminator: { propertyName: "petType" },
      want: [tagged("Cat", "Cat"), tagged("Dog", "Dog")],
    },
    {
      name: "a mapping: its keys, by $ref or by name; a member it leaves out, its name",
      discriminator: { propertyName: "petType", mapping: { cat: "#/components/schemas/Cat", kitten: "Cat" } },
      want: [tagged("Cat", "cat", "kitten"), tagged("Dog", "Dog")],
    },
    {
      name: "3.2's defaultMapping: the default member's tag as written, when no key selects it",
      discriminator: { propertyName: "petType", mapping: { cat: "Cat" }, defaultMapping: "Dog" },
      want: [tagged("Cat", "cat"), ref("Dog")],
    },
  ])("$name", ({ discriminator, want }) => {
    for (const keyword of ["oneOf", "anyOf"]) {
      const { model, diagnostics } = load(
        schemaDoc({ [keyword]: [$ref("Cat"), $ref("Dog")], discriminator }, components, "3.2.0"),
      );
      expect(diagnostics).toEqual([]);
      expect(model.routes[0]!.responses[0]!.schema).toEqual({ kind: "union", members: want });
    }
  });

  it("reads no file for a mapping to another file's schema, which bundlers leave behind (DigitalOcean's)", () => {
    const schema = {
      oneOf: [$ref("Cat"), $ref("Dog")],
      discriminator: { propertyName: "petType", mapping: { cat: "models/cat.yml", dog: "#/components/schemas/Gone" } },
    };
    const { model, diagnostics } = load(schemaDoc(schema, components));
    expect(diagnostics).toEqual([]);
    expect(model.routes[0]!.responses[0]!.schema).toEqual({
      kind: "union",
      members: [tagged("Cat", "Cat"), tagged("Dog", "Dog")],
    });
  });

  it("leaves a member whose own tag says the values that select it as written, and inline members", () => {
    const schema = {
      oneOf: [$ref("Lizard"), pet({ const: "fish" })],
      discriminator: { propertyName: "petType", mapping: { lizard: "Lizard" } },
    };
    const read = responseSchema(schemaDoc(schema, components));
    expect(read).toMatchObject({ kind: "union", members: [ref("Lizard"), { kind: "object" }] });
  });

  it("warns at a member whose own tag contradicts the values that select it, and reads it as written", () => {
    const schema = {
      oneOf: [$ref("Lizard"), $ref("Dog")],
      discriminator: { propertyName: "petType", mapping: { gecko: "Lizard" } },
    };
    const { model, diagnostics } = load(schemaDoc(schema, components));
    expect(model.routes[0]!.responses[0]!.schema).toEqual({
      kind: "union",
      members: [ref("Lizard"), tagged("Dog", "Dog")],
    });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "discriminator-mismatch",
        severity: "warning",
        message:
          'the discriminator selects this schema by `petType` "gecko", which its own `petType` ("lizard") does not allow: its tag is read as written',
        pointer: "#/components/schemas/Lizard",
      }),
    ]);
  });
});

describe("an allOf hierarchy: children of a schema with a discriminator", () => {
  it("tags each child with its name, or its mapping keys", () => {
    const animal = {
      type: "object",
      required: ["petType"],
      properties: { petType: { type: "string" } },
      discriminator: { propertyName: "petType", mapping: { tabby: "Cat" } },
    };
    const child = (extra: string) => ({
      allOf: [$ref("Animal"), { type: "object", properties: { [extra]: { type: "boolean" } } }],
    });
    const { model, diagnostics } = load(
      schemaDoc($ref("Animal"), { Animal: animal, Cat: child("meows"), Dog: child("barks") }),
    );
    expect(diagnostics).toEqual([]);
    expect(type(model, "Cat")).toEqual({
      kind: "intersection",
      members: [ref("Animal"), expect.objectContaining({ kind: "object" }), tag("tabby")],
    });
    expect(type(model, "Dog")).toEqual({
      kind: "intersection",
      members: [ref("Animal"), expect.objectContaining({ kind: "object" }), tag("Dog")],
    });
    expect(type(model, "Animal")).toMatchObject({ kind: "object" });
  });

  it("tags a child once in a union of the hierarchy's children, and warns when the union's mapping contradicts its parent's", () => {
    const animal = {
      type: "object",
      required: ["petType"],
      properties: { petType: { type: "string" } },
      discriminator: { propertyName: "petType" },
    };
    const child = { allOf: [$ref("Animal"), { type: "object", properties: { meows: { type: "boolean" } } }] };
    const agrees = { oneOf: [$ref("Cat")], discriminator: { propertyName: "petType" } };
    expect(load(schemaDoc(agrees, { Animal: animal, Cat: child }))).toMatchObject({
      diagnostics: [],
      model: { routes: [{ responses: [{ schema: ref("Cat") }] }] },
    });
    const contradicts = {
      oneOf: [$ref("Cat"), $ref("Animal")],
      discriminator: { propertyName: "petType", mapping: { tabby: "Cat" } },
    };
    const { model, diagnostics } = load(schemaDoc(contradicts, { Animal: animal, Cat: child }));
    expect(model.routes[0]!.responses[0]!.schema).toEqual({
      kind: "union",
      members: [ref("Cat"), tagged("Animal", "Animal")],
    });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "discriminator-mismatch",
        message:
          'the discriminator here selects this schema by `petType` "tabby", but its parent\'s by "Cat": its tag is read as its parent\'s says',
        pointer: "#/paths/~1x/get/responses/200/content/application~1json/schema/oneOf/0",
      }),
    ]);
  });

  it("tags a hierarchy of several levels: a schema takes the values of those that extend it too", () => {
    const pet = {
      type: "object",
      required: ["petType"],
      properties: { petType: { type: "string" } },
      discriminator: { propertyName: "petType" },
    };
    const extending = (parent: string) => ({
      allOf: [$ref(parent), { type: "object", properties: { legs: { type: "integer" } } }],
    });
    const { model, diagnostics } = load(
      schemaDoc($ref("Pet"), { Pet: pet, Mammal: extending("Pet"), Cat: extending("Mammal"), Lion: extending("Cat") }),
    );
    expect(diagnostics).toEqual([]);
    const tagOf = (name: string) => (type(model, name) as { members: Schema[] }).members[2];
    expect(tagOf("Mammal")).toEqual(tag("Mammal", "Cat", "Lion"));
    expect(tagOf("Cat")).toEqual(tag("Cat", "Lion"));
    expect(tagOf("Lion")).toEqual(tag("Lion"));
  });

  it("reads Swagger 2.0's discriminator, a property name, the same way, and AutoRest's x-ms-discriminator-value", () => {
    const document = `swagger: "2.0"
info: { title: t, version: "1" }
host: api.example.com
paths: {}
definitions:
  Pet:
    type: object
    discriminator: petType
    required: [petType]
    properties: { petType: { type: string } }
  Cat:
    allOf:
      - $ref: "#/definitions/Pet"
      - properties: { meows: { type: boolean } }
  Dog:
    x-ms-discriminator-value: Microsoft.Dog
    allOf:
      - $ref: "#/definitions/Pet"
      - properties: { barks: { type: boolean } }
`;
    const { model } = load(document);
    expect(type(model, "Cat")).toEqual({
      kind: "intersection",
      members: [ref("Pet"), expect.objectContaining({ kind: "object" }), tag("Cat")],
    });
    // AutoRest's (Azure's) descriptions name the value beside the schema.
    expect(type(model, "Dog")).toEqual({
      kind: "intersection",
      members: [ref("Pet"), expect.objectContaining({ kind: "object" }), tag("Microsoft.Dog")],
    });
  });
});
