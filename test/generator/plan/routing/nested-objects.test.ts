import { describe, expect, it } from "vitest";
import type { Parameter, Schema } from "../../../../generator/model.js";
import { holdsNestedValues, objectInside } from "../../../../generator/plan/routing/nested-objects.js";
import { model, param, route, routing } from "../../../support/model.js";

// Parameters whose values hold an object their style writes as `[object Object]`
// (generator/plan/routing/nested-objects.ts), and the warning routing gives for each.

const string: Schema = { kind: "string" };
const tag: Schema = { kind: "object", properties: [{ name: "Key", required: true, schema: string }] };
const types = [{ name: "Tag", schema: tag, source: { file: "api.yaml", pointer: "#/components/schemas/Tag" } }];
const tagRef: Schema = { kind: "ref", name: "Tag" };

describe("objectInside", () => {
  const cases: { given: string; parameter: Parameter; want: string | undefined }[] = [
    {
      given: "a list of strings",
      parameter: param("ids", "query", { schema: { kind: "array", items: string } }),
      want: undefined,
    },
    { given: "an object of strings", parameter: param("filter", "query", { schema: tag }), want: undefined },
    {
      given: "a list of lists",
      parameter: param("m", "query", { schema: { kind: "array", items: { kind: "array", items: string } } }),
      want: undefined,
    },
    {
      given: "a list of objects",
      parameter: param("Tags", "query", { schema: { kind: "array", items: tag } }),
      want: "a list of objects",
    },
    {
      given: "a list of a named object, inside allOf (AWS's query protocol)",
      parameter: param("Tags", "query", {
        schema: { kind: "array", items: { kind: "intersection", members: [tagRef, { kind: "unknown" }] } },
      }),
      want: "a list of objects",
    },
    {
      given: "a list of a union with an object",
      parameter: param("v", "header", { schema: { kind: "array", items: { kind: "union", members: [string, tag] } } }),
      want: "a list of objects",
    },
    {
      given: "an object holding an object",
      parameter: param("f", "path", {
        schema: { kind: "object", properties: [{ name: "range", required: false, schema: tag }] },
      }),
      want: "an object whose `range` is an object",
    },
    {
      given: "an object holding a list of objects",
      parameter: param("f", "query", {
        schema: {
          kind: "object",
          properties: [{ name: "lines", required: false, schema: { kind: "array", items: tagRef } }],
        },
      }),
      want: "an object whose `lines` holds objects",
    },
    {
      given: "a list of lists of objects",
      parameter: param("m", "query", { schema: { kind: "array", items: { kind: "array", items: tag } } }),
      want: "a list of objects",
    },
    {
      given: "a map of objects",
      parameter: param("f", "cookie", { schema: { kind: "object", properties: [], additionalProperties: tagRef } }),
      want: "a map of objects",
    },
    {
      given: "a list of objects in style deepObject, which nests",
      parameter: param("f", "query", { schema: { kind: "array", items: tag }, style: "deepObject" }),
      want: undefined,
    },
    {
      given: "a list of objects sent as JSON text",
      parameter: param("f", "query", { schema: { kind: "array", items: tag }, json: true }),
      want: undefined,
    },
  ];
  it.each(cases.map((c) => [c.given, c] as const))("%s", (_, { parameter, want }) => {
    expect(objectInside(parameter, model([], types))).toBe(want);
  });
});

describe("holdsNestedValues (a form body property formNested() writes)", () => {
  const list = (items: Schema): Schema => ({ kind: "array", items });
  const object = (member: Schema): Schema => ({
    kind: "object",
    properties: [{ name: "m", required: false, schema: member }],
  });
  const cases: { given: string; schema: Schema; want: boolean }[] = [
    { given: "a string", schema: string, want: false },
    { given: "a list of strings", schema: list(string), want: false },
    { given: "an object of strings", schema: tag, want: false },
    { given: "a list of objects", schema: list(tagRef), want: true },
    { given: "a list of lists", schema: list(list(string)), want: true },
    { given: "an object holding a list", schema: object(list(string)), want: true },
    { given: "an object holding an object", schema: object(tag), want: true },
    {
      given: "a map of lists",
      schema: { kind: "object", properties: [], additionalProperties: list(string) },
      want: true,
    },
    { given: "a map of anything", schema: { kind: "object", properties: [], additionalProperties: true }, want: false },
    {
      given: "a union of a string and a list of objects",
      schema: { kind: "union", members: [string, list(tag)] },
      want: true,
    },
  ];
  it.each(cases.map((c) => [c.given, c] as const))("%s", (_, { schema, want }) => {
    expect(holdsNestedValues(schema, model([], types))).toBe(want);
  });
});

it("routing warns at each such parameter, and still sends it", () => {
  const tags = param("Tags", "query", {
    schema: { kind: "array", items: tagRef },
    source: { file: "api.yaml", pointer: "#/p/1" },
  });
  const plan = routing(route({ method: "GET", url: "/", parameters: [param("Name", "query"), tags] }), types);
  expect(plan.diagnostics).toEqual([
    {
      code: "param-style-unsupported",
      severity: "warning",
      message:
        "query parameter `Tags` is a list of objects, which its style cannot write: each such object goes as `[object Object]`, as endpoint() writes it",
      file: "api.yaml",
      pointer: "#/p/1",
    },
  ]);
  expect(plan.query.map((field) => field.key)).toEqual(["Name", "Tags"]);
});
