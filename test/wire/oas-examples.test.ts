// The descriptions of the npm package @readme/oas-examples on the wire: small real-world documents
// (Swagger 2.0, OpenAPI 3.0 and 3.1), each a different corner of the format. Every generated function
// of each is called with random valid values through `toFetch` and fetch, and the validating server
// must accept and decode what it was given, as for the fixtures of this folder. Some descriptions ask
// for what this test's tools cannot judge; they are listed below with the reason, and each still
// generates and compiles (test/e2e/oas-examples.test.ts).
import { relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OAS_EXAMPLES as PACKAGE, oasExamples } from "../support/oas-examples.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

/** What the random values (test/support/wire-draws.ts) cannot make, or the validating server cannot read. */
const NOT_JUDGED: Record<string, string> = {
  "3.0/json/circular-paths.json": "openapi-backend cannot read a path item that refers to itself",
  "3.0/json/circular-request-bodies.json": "bodies nest deeper than the values drawn",
  "3.0/json/complex-nesting.json": "no valid value is found for its nested schemas in reasonable time",
  "3.0/json/discriminators.json": "no valid value is found for its discriminated unions in reasonable time",
  "3.0/json/polymorphism.json": "no valid value is found for its unions in reasonable time",
  "3.0/json/schema-deprecated.json": "no valid value is found for its unions in reasonable time",
  "3.0/json/parameters-style.json":
    "three operations on GET /cookies (keys `/cookies#...`) that no required parameter tells apart; exploded object cookies",
  "3.1/json/parameters-style.json":
    "three operations on GET /cookies (keys `/cookies#...`) that no required parameter tells apart; exploded object cookies",
  "3.0/json/schema-additional-properties.json": "values are not drawn for `additionalProperties: false` inside `allOf`",
  "3.0/json/schema-enums.json": "values are not drawn for `enum`s of every type",
  "3.0/json/schema-types.json": "values are not drawn for `multipleOf` or incompatible `allOf`s",
  "3.1/json/schema-types.json": "values are not drawn for `multipleOf`, `type: null` or incompatible `allOf`s",
  "3.0/json/schema-validation.json":
    "values are not drawn by `format`; ajv refuses OpenAPI 3.0's boolean `exclusiveMaximum`",
  "3.1/json/schema-validation-local.json": "values are not drawn by `format`; ajv refuses a boolean `exclusiveMaximum`",
  "3.1/json/schema-validation-top-level.json": "ajv refuses a boolean `exclusiveMaximum`",
  "3.1/json/readme.json": "an `accept` parameter (which OpenAPI says to ignore) whose enum fetch's own `*/*` fails",
  "3.0/json/server-path-level.json": "the server matches no relative, `$ref`'d or empty-listed servers",
  "3.0/json/uspto.json": "the server matches no server with a variable for its scheme",
};

// The YAML files are the JSON ones again: reading YAML is tested elsewhere.
const files = oasExamples("json");
const judged = files.filter((file) => !Object.hasOwn(NOT_JUDGED, relative(PACKAGE, file)));

it("judges most of the package's descriptions, and excuses only descriptions it has", () => {
  const names = new Set(files.map((file) => relative(PACKAGE, file)));
  expect(Object.keys(NOT_JUDGED).filter((name) => !names.has(name))).toEqual([]);
  expect(judged.length).toBeGreaterThanOrEqual(52);
});

for (const file of judged) {
  const sdk = await wireSdk(file);
  afterAll(() => sdk.close());
  // Some describe no operation (webhooks only, or an info object): nothing goes on the wire.
  if (sdk.functions.length > 0) describe(relative(PACKAGE, file), () => everyFunction(sdk));
}
