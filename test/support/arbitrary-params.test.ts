// The wire tests draw request bodies from real descriptions' schemas; a draw that filters away every
// value it makes never ends. These schemas (cut down from ones that hung or failed) must give values that fit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kept, validValueOf, type JsonSchema } from "./arbitrary-params.js";
import { byGiven } from "./given-want.js";
import { schemaChecks } from "./validating-server.js";

const text = { type: "string", maxLength: 20 };
// Jira's JsonNode: many optional members, at most ten of them.
const manyOptional = Object.fromEntries(Array.from({ length: 37 }, (_, i) => [`member${i}`, { type: "boolean" }]));

const rows: { given: string; schema: JsonSchema; depth: number }[] = [
  {
    given: "a dictionary with minProperties, deep down",
    schema: { type: "object", additionalProperties: text, minProperties: 1, maxProperties: 100 },
    depth: 5,
  },
  {
    given: "optional members only, minProperties 1, deep down",
    schema: { type: "object", additionalProperties: false, minProperties: 1, properties: { cookie: text, path: text } },
    depth: 5,
  },
  {
    given: "a required member and minProperties 3, deep down",
    schema: { type: "object", required: ["id"], minProperties: 3, properties: { id: text, a: text, b: text, c: text } },
    depth: 5,
  },
  {
    given: "37 optional members, maxProperties 10",
    schema: { type: "object", maxProperties: 10, properties: manyOptional },
    depth: 1,
  },
  {
    given: "37 optional members, minProperties 30",
    schema: { type: "object", minProperties: 30, properties: manyOptional },
    depth: 1,
  },
  {
    given: "dictionary keys of a propertyNames pattern",
    schema: {
      type: "object",
      additionalProperties: text,
      propertyNames: { type: "string", pattern: "^[A-Z][\\w-]*$", maxLength: 8 },
    },
    depth: 1,
  },
  {
    given: "a pattern of lookaheads with escaped parentheses",
    schema: {
      type: "string",
      pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%\\^&\\*\\(\\)])[a-zA-Z\\d!@#$%\\^&\\*\\(\\)]{12,123}$",
    },
    depth: 1,
  },
  {
    given: "a class with a dash beside a class escape",
    schema: { type: "string", pattern: "^[\\w-.+]+@[\\w-.+]+$", maxLength: 40 },
    depth: 1,
  },
  {
    given: "an escaped dash beside a class escape",
    schema: { type: "string", pattern: "^query-[a-z\\-\\d]+[a-zA-Z\\d-_/]+$", maxLength: 40 },
    depth: 1,
  },
  { given: "a string of format regex", schema: { type: "string", format: "regex" }, depth: 1 },
  {
    given: "a lookahead holding groups",
    schema: {
      type: "string",
      pattern: String.raw`(?!((^[ ]+.*)|(.*([\u0000-\u001f]|[\u007f-\u009f]|[:/|])+.*)|(.*[ ]+$))).+`,
      minLength: 1,
      maxLength: 40,
    },
    depth: 1,
  },
  {
    given: "a pattern of a fixed length between `.*`s",
    schema: {
      type: "string",
      pattern: ".*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}.*",
      minLength: 36,
      maxLength: 36,
    },
    depth: 1,
  },
  {
    given: "an unanchored pattern with a minimum length",
    schema: { type: "string", pattern: "arn:.*role/.*", minLength: 20, maxLength: 2048 },
    depth: 1,
  },
  {
    given: "an unanchored pattern of a fixed length",
    schema: { type: "string", pattern: "[a-f0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}", minLength: 36, maxLength: 36 },
    depth: 1,
  },
  {
    given: "a price, a multiple of 0.01",
    schema: { type: "number", minimum: 0, maximum: 99999.99, multipleOf: 0.01 },
    depth: 1,
  },
  { given: "an integer, a multiple of 5", schema: { type: "integer", minimum: 1, multipleOf: 5 }, depth: 1 },
  {
    given: "a number outside a `not` range",
    schema: { type: "integer", minimum: 200, maximum: 999, not: { minimum: 800, maximum: 899 } },
    depth: 1,
  },
  {
    given: "a string of format regex and a pattern",
    schema: {
      type: "string",
      format: "regex",
      pattern: "^((([0-9a-fA-F]{2}:){5})|(([0-9a-fA-F]{2}-){5}))[0-9a-fA-F]{2}$",
    },
    depth: 1,
  },
  {
    given: "an anyOf of required members beside an allOf whose member is an allOf (DigitalOcean's firewall)",
    schema: {
      allOf: [
        { allOf: [{ type: "object", properties: { a: text, b: text } }] },
        { anyOf: [{ required: ["a"] }, { required: ["b"] }] },
      ],
    },
    depth: 1,
  },
  {
    given: "a pattern and bounds without a type (loket's threshold)",
    schema: { format: "double", minimum: 0, maximum: 99999999.99, pattern: "^(\\d{1,8})(\\.\\d{1,2})?$" },
    depth: 1,
  },
  {
    given: "an object that declares no properties but requires one",
    schema: { type: "object", required: ["allowsRemap"], items: { type: "object" } },
    depth: 1,
  },
];
// Checked as the validating server checks a body: the schemas are a description's.
const { body: fits } = schemaChecks({
  openapi: "3.0.3",
  info: { title: "draws", version: "1" },
  paths: {},
  components: { schemas: Object.fromEntries(rows.map((row, i) => [`s${i}`, row.schema])) },
});

describe("validValueOf: values that fit, drawn without filtering forever", () => {
  it.each(byGiven(rows))("%s", (_, { schema, depth }) => {
    const values = fc.sample(validValueOf(schema, { resolve: () => ({}), fits }, depth), { numRuns: 50, seed: 7 });
    expect(values.filter((value) => !fits(schema, value))).toEqual([]);
  });

  it("refuses a schema that takes no value: a required member no property declares, no other key allowed", () => {
    const schema = {
      type: "object",
      additionalProperties: false,
      required: ["levelMembers"],
      properties: { members: { type: "array" } },
    };
    expect(() => validValueOf(schema, { resolve: () => ({}) }, 1)).toThrow(/required levelMembers .* takes no value/);
    expect(() => validValueOf({ allOf: [schema] }, { resolve: () => ({}) }, 1)).toThrow(
      /required levelMembers .* takes no value/,
    );
  });

  it("refuses a pattern no text matches (sagemaker's, with text after its end) instead of drawing forever", () => {
    const broken = { type: "string", pattern: "^\\([\\p\\{L\\}]*\\)$\\{1,256\\}", minLength: 1, maxLength: 256 };
    expect(() => validValueOf(broken, { resolve: () => ({}) }, 1)).toThrow(/^no value of 100 drawn matches/);
    const values = fc.sample(
      validValueOf({ type: "object", properties: { tag: broken, name: text } }, { resolve: () => ({}) }, 1),
      { numRuns: 20, seed: 7 },
    );
    expect(values.filter((value) => Object.hasOwn(value as object, "tag"))).toEqual([]);
  });

  it("leaves out an optional member, or list item, that takes no value", () => {
    const none = { type: "object", additionalProperties: false, required: ["levelMembers"] };
    const schema = {
      type: "object",
      required: ["id"],
      properties: { id: text, members: none, list: { type: "array", items: none } },
    };
    const values = fc.sample(validValueOf(schema, { resolve: () => ({}) }, 1), { numRuns: 50, seed: 7 });
    expect(
      values.filter(
        (value) => Object.hasOwn(value as object, "members") || ((value as { list?: unknown[] }).list ?? []).length > 0,
      ),
    ).toEqual([]);
  });

  it("in a form body, a required list and a list's items have members (an empty list is no pair)", () => {
    const schema = {
      type: "object",
      required: ["keyboard"],
      properties: { keyboard: { type: "array", items: { type: "array", items: { type: "string" } } } },
    };
    const values = fc.sample(validValueOf(schema, { resolve: () => ({}), containersHaveMembers: true }, 1), {
      numRuns: 50,
      seed: 7,
    }) as { keyboard: string[][] }[];
    expect(values.filter(({ keyboard }) => keyboard.length === 0 || keyboard.some((row) => row.length === 0))).toEqual(
      [],
    );
  });

  it("in a form body, a required object deep down has a member (an empty object is no pair)", () => {
    const valueOf = { properties: { value: { type: "string" } } };
    const line = {
      type: "object",
      required: ["inventoryNumber"],
      properties: { inventoryNumber: valueOf, note: valueOf },
    };
    const schema = { type: "object", properties: { lines: { type: "array", items: line } } };
    const values = fc.sample(validValueOf(schema, { resolve: () => ({}), containersHaveMembers: true }, 1), {
      numRuns: 50,
      seed: 7,
    }) as { lines?: { inventoryNumber: object }[] }[];
    expect(
      values.flatMap(({ lines = [] }) => lines).filter((line) => Object.keys(line.inventoryNumber).length === 0),
    ).toEqual([]);
    expect(values.some(({ lines = [] }) => lines.length > 0)).toBe(true);
  });

  it("a filter no drawn value passes fails with its reason instead of drawing forever (mastodon's list of empty objects in a query)", () => {
    const listsOfEmptyObjects = validValueOf(
      { type: "array", minItems: 1, items: { type: "object" } },
      { resolve: () => ({}) },
      1,
    );
    const sendable = (v: unknown) => (v as object[]).some((item) => Object.keys(item).length > 0);
    expect(() => kept(listsOfEmptyObjects, sendable, "for query parameter timeline can be sent", 20)).toThrow(
      "no value of 20 drawn for query parameter timeline can be sent",
    );
    expect(
      fc
        .sample(
          kept(fc.integer(), (n) => n % 2 === 0, "is even"),
          20,
        )
        .every((n) => n % 2 === 0),
    ).toBe(true);
  });

  it("draws optional members beside the required ones near the top", () => {
    const schema = { type: "object", required: ["id"], properties: { id: text, note: text } };
    const values = fc.sample(validValueOf(schema, { resolve: () => ({}) }, 1), { numRuns: 50, seed: 7 });
    expect(values.some((value) => Object.hasOwn(value as object, "note"))).toBe(true);
  });
});
