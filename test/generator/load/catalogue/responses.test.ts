import { describe, expect, it } from "vitest";
import { routeOf, yaml } from "./helpers.js";

// `response` and `responses` (generator/load/catalogue/responses.ts).

describe("responses", () => {
  it("reads `response` as the 2XX response, `null` as no content", () => {
    expect(routeOf("route: GET /a\nresponse: { type: array, items: integer }").responses).toEqual([
      { status: "2XX", contentType: "application/json", schema: { kind: "array", items: { kind: "integer" } } },
    ]);
    expect(routeOf("route: GET /a\nresponse: null").responses).toEqual([{ status: "2XX" }]);
    expect(routeOf("route: GET /a").responses).toEqual([]);
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
