import { describe, expect, it } from "vitest";
import type { Response } from "../../../../generator/model.js";
import { byGiven } from "../../../support/given-want.js";
import { routeOf, yaml } from "./helpers.js";

// `response` and `responses` (generator/load/catalogue/responses.ts).

describe("responses", () => {
  describe("reads `response` as the 2XX response, `null` as no content", () => {
    const cases: { given: string; want: Response[] }[] = [
      {
        given: "route: GET /a\nresponse: { type: array, items: integer }",
        want: [
          { status: "2XX", contentType: "application/json", schema: { kind: "array", items: { kind: "integer" } } },
        ],
      },
      { given: "route: GET /a\nresponse: null", want: [{ status: "2XX" }] },
      { given: "route: GET /a", want: [] },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      expect(routeOf(given).responses).toEqual(want);
    });
  });

  it("reads `responses` by status, normalising `2xx`", () => {
    const route = routeOf(yaml`
      route: GET /a
      responses:
        200: { type: binary, contentType: application/gzip, description: The archive. }
        2xx: string
        "304": null
        default: object
    `);
    // Numeric keys come first: YAML mappings are read into JavaScript objects.
    expect(route.responses).toEqual([
      { status: "200", contentType: "application/gzip", schema: { kind: "binary" }, description: "The archive." },
      { status: "304" },
      { status: "2XX", contentType: "text/plain", schema: { kind: "string" } },
      {
        status: "default",
        contentType: "application/json",
        schema: { kind: "object", properties: [], additionalProperties: true },
      },
    ]);
  });
});
