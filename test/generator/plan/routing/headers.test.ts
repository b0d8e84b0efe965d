import { describe, expect, it } from "vitest";
import type { Parameter, Property, Schema } from "../../../../generator/model.js";
import { headerStyles, planHeaders } from "../../../../generator/plan/routing/headers.js";
import { model, param, string } from "../../../support/model.js";

// Header parameters as members of a call's `headers` option (generator/plan/routing/headers.ts).

const integer = { kind: "integer" } as const;

describe("planHeaders", () => {
  const cases: {
    name: string;
    given: [Parameter[], string[]];
    want: { required?: boolean; members?: Property[]; merged: string[][] };
  }[] = [
    {
      name: "no header parameters, one media type: no headers field",
      given: [[param("q", "query"), param("id", "path")], ["application/json"]],
      want: { merged: [] },
    },
    {
      name: "one member per header, by its lowercase name, typed and described by its parameter",
      given: [
        [
          param("X-Request-Id", "header", { description: "For tracing." }),
          param("If-Match", "header", { required: true, schema: integer }),
        ],
        [],
      ],
      want: {
        required: true,
        members: [
          { name: "x-request-id", required: false, schema: string, description: "For tracing." },
          { name: "if-match", required: true, schema: integer },
        ],
        merged: [],
      },
    },
    {
      name: "names differing only in case are one header: the first declared types it, required if any is",
      given: [
        [
          param("x-amz-content-sha256", "header", { description: "First." }),
          param("X-Amz-Date", "header"),
          param("X-Amz-Content-Sha256", "header", { required: true, schema: integer, description: "Second." }),
        ],
        [],
      ],
      want: {
        required: true,
        members: [
          { name: "x-amz-content-sha256", required: true, schema: string, description: "First." },
          { name: "x-amz-date", required: false, schema: string },
        ],
        merged: [["x-amz-content-sha256", "x-amz-content-sha256", "X-Amz-Content-Sha256"]],
      },
    },
    {
      name: "several media types: a content-type member to choose one, the first the default",
      given: [
        [],
        ["application/json-patch+json", "application/merge-patch+json", "application/strategic-merge-patch+json"],
      ],
      want: {
        required: false,
        members: [
          {
            name: "content-type",
            required: false,
            schema: {
              kind: "enum",
              values: [
                "application/json-patch+json",
                "application/merge-patch+json",
                "application/strategic-merge-patch+json",
              ],
            },
            description: "The body's media type: application/json-patch+json unless you choose another.",
          },
        ],
        merged: [],
      },
    },
    {
      name: "a declared content-type header is kept as declared, with no choice added",
      given: [[param("Content-Type", "header")], ["text/plain", "text/markdown"]],
      want: { required: false, members: [{ name: "content-type", required: false, schema: string }], merged: [] },
    },
  ];

  it.each(cases)("$name", ({ given: [parameters, contentTypes], want }) => {
    const plan = planHeaders(parameters, contentTypes);
    expect(plan.merged.map(({ name, parameters }) => [name, ...parameters.map((p) => p.name)])).toEqual(want.merged);
    if (!want.members) {
      expect(plan.field).toBeUndefined();
      return;
    }
    expect(plan.field).toEqual({
      key: "headers",
      required: want.required,
      placement: "headers",
      schema: { kind: "object", properties: want.members },
    });
  });

  it("hands back the merged parameters themselves, so a warning can point at each", () => {
    const first = param("X-A", "header");
    const second = param("x-a", "header");
    expect(planHeaders([first, second], []).merged).toEqual([{ name: "x-a", parameters: [first, second] }]);
    expect(planHeaders([first, second], []).merged[0]!.parameters[1]).toBe(second);
  });
});

describe("headerStyles", () => {
  const list: Schema = { kind: "array", items: string };
  const object: Schema = { kind: "object", properties: [] };
  const types = [{ name: "Ids", schema: list, source: { file: "api.yaml", pointer: "#/x" } }];
  const rows: { name: string; given: Parameter[]; want: Record<string, boolean> | undefined }[] = [
    {
      name: "plain headers (the common case) go as they are given: nothing to write",
      given: [
        param("X-Id", "header"),
        param("X-N", "header", { schema: integer }),
        param("ids", "query", { schema: list }),
      ],
      want: undefined,
    },
    {
      name: "lists and objects, by lowercase name, with their explode",
      given: [
        param("X-Ids", "header", { schema: list }),
        param("X-Rgb", "header", { schema: object, explode: true }),
        param("X-Id", "header"),
      ],
      want: { "x-ids": false, "x-rgb": true },
    },
    {
      name: "a name declared in two spellings is one header, typed by the first",
      given: [param("x-a", "header"), param("X-A", "header", { schema: list })],
      want: undefined,
    },
    {
      name: "a named type is followed",
      given: [param("X-A", "header", { schema: { kind: "ref", name: "Ids" } })],
      want: { "x-a": false },
    },
  ];
  it.each(rows)("$name", ({ given, want }) => {
    expect(headerStyles(given, model([], types))).toEqual(want);
  });
});
