import { describe, expect, it } from "vitest";
import type { Parameter, Property, Schema } from "../../../../generator/model.js";
import { ambiguousQueryPairs } from "../../../../generator/plan/routing/form-pairs.js";
import { model, param, route, routing } from "../../../support/model.js";

// Query parameters whose exploded objects' members go as pairs another parameter may send too
// (generator/plan/routing/form-pairs.ts; the form body's cases are in body.test.ts).

const string: Schema = { kind: "string" };
const prop = (name: string): Property => ({ name, required: false, schema: string });
const object = (...names: string[]): Schema => ({ kind: "object", properties: names.map(prop) });
const said = (clashes: string) =>
  `in the query, each member of an object goes as a pair of its own (OpenAPI's form style, exploded), and these may come from more than one place: ${clashes}; a server cannot tell whose such a pair is`;

describe("ambiguousQueryPairs", () => {
  // given a route's query parameters, want the warning's message, or none.
  const cases: { given: string; parameters: Parameter[]; want: string | undefined }[] = [
    {
      given: "an object's member named as another parameter (Elastic Beanstalk's `Tier.Version` and `Version`)",
      parameters: [
        param("Tier", "query", { schema: object("Name", "Version") }),
        param("Version", "query", { required: true }),
      ],
      want: said("`Version` (of `Tier`, and a parameter)"),
    },
    {
      given: "two objects that may both have `value`",
      parameters: [
        param("employee", "query", { schema: object("value") }),
        param("refNbr", "query", { schema: object("value") }),
      ],
      want: said("`value` (of `employee`, `refNbr`)"),
    },
    {
      given: "objects of members of their own",
      parameters: [param("from", "query", { schema: object("a") }), param("to", "query", { schema: object("b") })],
      want: undefined,
    },
    {
      given: "the object in deepObject style (`Tier[Version]`)",
      parameters: [
        param("Tier", "query", { schema: object("Version"), style: "deepObject" }),
        param("Version", "query"),
      ],
      want: undefined,
    },
    {
      given: "the object not exploded (`Tier=Version,a`)",
      parameters: [param("Tier", "query", { schema: object("Version"), explode: false }), param("Version", "query")],
      want: undefined,
    },
    {
      given: "the object as JSON text",
      parameters: [param("Tier", "query", { schema: object("Version"), json: true }), param("Version", "query")],
      want: undefined,
    },
    {
      given: "a header of the member's name",
      parameters: [param("Tier", "query", { schema: object("Version") }), param("Version", "header")],
      want: undefined,
    },
  ];
  it.each(cases)("$given", ({ parameters, want }) => {
    const warnings = ambiguousQueryPairs(parameters, model([]));
    expect(warnings.map((w) => w.message)).toEqual(want === undefined ? [] : [want]);
    // At the object parameter, as a warning.
    for (const w of warnings)
      expect(w).toMatchObject({
        code: "form-pairs-ambiguous",
        severity: "warning",
        pointer: parameters[0]!.source.pointer,
      });
  });

  it("is among a route's diagnostics", () => {
    const r = route({
      method: "GET",
      url: "/",
      parameters: [param("Tier", "query", { schema: object("Version") }), param("Version", "query")],
    });
    expect(routing(r).diagnostics.map((d) => d.code)).toContain("form-pairs-ambiguous");
  });
});
