import { describe, expect, it } from "vitest";
import { byGiven } from "../../../support/given-want.js";
import { load, rejection } from "./helpers.js";

// A `default` the schema itself rejects (generator/load/catalogue/default-value.ts): an error at the
// default, saying what it must be.

describe("a default that does not fit its schema", () => {
  const cases: { given: string; want: string }[] = [
    { given: "{ type: integer, default: 1.5 }", want: "`default` must be an integer, found the number `1.5`." },
    { given: "{ type: string, default: 3 }", want: "`default` must be a string, found the number `3`." },
    { given: "{ type: boolean, default: yes }", want: "`default` must be a boolean, found the string `yes`." },
    { given: "{ enum: [a, b], default: c }", want: "`default` must be one of `a`, `b`, found the string `c`." },
    { given: "{ type: array, items: string, default: {} }", want: "`default` must be a list, found a mapping." },
    { given: "{ type: object, default: [] }", want: "`default` must be a mapping, found a list." },
    { given: '{ type: "null", default: 0 }', want: "`default` must be null, found the number `0`." },
    // null fits only a schema that allows it.
    { given: "{ type: string, default: null }", want: "`default` must be a string, found nothing." },
  ];
  it.each(byGiven(cases))("%s", (_, { given, want }) => {
    expect(rejection(`types:\n  T: ${given}\nroutes: {}\n`).map((d) => [d.code, d.pointer, d.message])).toEqual([
      ["invalid-value", "#/types/T/default", want],
    ]);
  });
});

describe("a default that fits", () => {
  // An integer is a number; a schema it cannot check here (no type, a union) takes any default.
  it.each([
    "{ type: number, default: 2 }",
    "{ type: integer, default: 2 }",
    "{ type: string, nullable: true, default: null }",
    "{ default: 3 }",
    "{ oneOf: [string, integer], default: true }",
  ])("%s", (schema) => {
    expect(load(`types:\n  T: ${schema}\nroutes: {}\n`).diagnostics).toEqual([]);
  });
});
