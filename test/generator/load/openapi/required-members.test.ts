import { describe } from "vitest";
import { A, B, named, schemaRows } from "./helpers.js";

// `required` lists apart from the properties they name (generator/load/openapi/required-members.ts), each
// read from a one-operation document.

describe("objects: a required member the properties do not describe (Postmark's `TemplateId`)", () => {
  const a = { name: "a", required: false, schema: { kind: "string" } } as const;
  schemaRows([
    // Any value, after the declared properties, so that a call can send it.
    {
      given: { type: "object", required: ["b", "a"], properties: { a: { type: "string" } } },
      want: {
        kind: "object",
        properties: [
          { ...a, required: true },
          { name: "b", required: true, schema: { kind: "unknown" }, undeclared: true },
        ],
      },
    },
    // Of the schema extra keys have.
    {
      given: {
        type: "object",
        required: ["b"],
        properties: { a: { type: "string" } },
        additionalProperties: { type: "integer" },
      },
      want: {
        kind: "object",
        properties: [a, { name: "b", required: true, schema: { kind: "integer" }, undeclared: true }],
        additionalProperties: { kind: "integer" },
      },
    },
    // None where no extra key is allowed, or where no property is declared (any object).
    {
      given: { type: "object", required: ["b"], properties: { a: { type: "string" } }, additionalProperties: false },
      want: { kind: "object", properties: [a] },
    },
    { given: { type: "object", required: ["b"] }, want: { kind: "object", properties: [] } },
    // Beside allOf, oneOf or anyOf in an object with no properties of its own: members of the whole,
    // whichever member describes them (their declarations narrow them), once each.
    {
      given: { type: "object", required: ["a", "b", "a"], allOf: [A] },
      want: {
        kind: "intersection",
        members: [
          {
            kind: "object",
            properties: ["a", "b"].map((name) => ({
              name,
              required: true,
              schema: { kind: "unknown" },
              undeclared: true,
            })),
          },
          named("A"),
        ],
      },
    },
    {
      given: { required: ["a"], oneOf: [A, B] },
      want: {
        kind: "intersection",
        members: [
          {
            kind: "object",
            properties: [{ name: "a", required: true, schema: { kind: "unknown" }, undeclared: true }],
          },
          { kind: "union", members: [named("A"), named("B")] },
        ],
      },
    },
    // As an allOf member of its own (DigitalOcean's firewall, YNAB's transaction): members of the whole too.
    {
      given: { allOf: [A, { required: ["a"], title: "t" }] },
      want: {
        kind: "intersection",
        members: [
          named("A"),
          {
            kind: "object",
            properties: [{ name: "a", required: true, schema: { kind: "unknown" }, undeclared: true }],
          },
        ],
      },
    },
    // Folded into an inline member that declares them all, as one would write it.
    {
      given: { allOf: [{ type: "object", properties: { a: { type: "string" } } }, { required: ["a"] }] },
      want: { kind: "object", properties: [{ ...a, required: true }] },
    },
    {
      given: { required: ["a"], allOf: [{ type: "object", properties: { a: { type: "string" } } }, A] },
      want: { kind: "intersection", members: [{ kind: "object", properties: [{ ...a, required: true }] }, named("A")] },
    },
    // An empty object or a map among the parts is no list of required members: it stays.
    {
      given: {
        allOf: [
          { type: "object", properties: { a: { type: "string" } } },
          { type: "object", additionalProperties: { type: "integer" } },
        ],
      },
      want: {
        kind: "intersection",
        members: [
          { kind: "object", properties: [a] },
          { kind: "object", properties: [], additionalProperties: { kind: "integer" } },
        ],
      },
    },
    // Not as an alternative of oneOf or anyOf: one of several required members is a constraint, not typed.
    {
      given: { allOf: [A, { anyOf: [{ required: ["a"] }, { required: ["b"] }] }] },
      want: {
        kind: "intersection",
        members: [named("A"), { kind: "union", members: [{ kind: "unknown" }, { kind: "unknown" }] }],
      },
    },
    // Beside `additionalProperties: false` too (ShipEngine's addresses): it cannot forbid the members' properties.
    {
      given: { required: ["a"], allOf: [A], additionalProperties: false },
      want: {
        kind: "intersection",
        members: [
          {
            kind: "object",
            properties: [{ name: "a", required: true, schema: { kind: "unknown" }, undeclared: true }],
          },
          named("A"),
        ],
      },
    },
  ]);
});
