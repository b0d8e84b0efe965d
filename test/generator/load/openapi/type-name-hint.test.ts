import { describe, expect, it } from "vitest";
import { nameHint } from "../../../../generator/load/openapi/type-name-hint.js";
import { parseSourceDocument } from "../../../../generator/load/source.js";
import { byGiven } from "../../../support/given-want.js";

// The names of schemas that become named types from a `$ref` into the middle of a description
// (generator/load/openapi/type-name-hint.ts): what the schema is, from where it is written.

const description = JSON.stringify({
  paths: {
    "/droplets": {
      parameters: [{ name: "per_page", in: "query", schema: { type: "integer" } }],
      get: {
        operationId: "droplets_list",
        parameters: [{ name: "tag_name", in: "query", schema: { type: "string" } }],
      },
      post: {},
    },
  },
});
const doc = parseSourceDocument("api.json", description);

describe("nameHint", () => {
  const cases: { given: string; want: string }[] = [
    { given: "#/components/schemas/pet", want: "pet" },
    { given: "#/definitions/pet", want: "pet" },
    { given: "#/components/schemas/pet/properties/owner", want: "owner" },
    // What a schema is of its parent: a list's item, a map's value, a member of allOf the schema itself.
    { given: "#/components/schemas/firewall/properties/inbound_rules/items", want: "inbound_rules item" },
    { given: "#/components/schemas/firewall/properties/inbound_rules/items/allOf/0", want: "inbound_rules item" },
    { given: "#/components/schemas/labels/additionalProperties", want: "labels value" },
    { given: "#/components/schemas/pet/$defs/toy", want: "toy" },
    // A shared parameter's, body's or response's schema: named after it.
    { given: "#/components/parameters/tree/schema", want: "tree" },
    { given: "#/components/responses/not_found/content/application~1json/schema", want: "not_found" },
    // In an operation: its body, a response (a status that is no success says which), a parameter.
    { given: "#/paths/~1droplets/get/responses/200/content/application~1json/schema", want: "droplets_list response" },
    {
      given: "#/paths/~1droplets/get/responses/401/content/application~1json/schema",
      want: "droplets_list response 401",
    },
    {
      given: "#/paths/~1droplets/get/responses/200/content/application~1json/schema/properties/droplets/items",
      want: "droplets item",
    },
    { given: "#/paths/~1droplets/get/parameters/0/schema", want: "tag_name" },
    { given: "#/paths/~1droplets/parameters/0/schema", want: "per_page" },
    // Without an operationId: the method and the path.
    { given: "#/paths/~1droplets/post/requestBody/content/application~1json/schema", want: "post /droplets body" },
    // Swagger 2.0's response schema, without a media type.
    { given: "#/paths/~1droplets/get/responses/default/schema", want: "droplets_list response default" },
    // Anything else: its last segment; a whole file: the file's name.
    { given: "#/x-shared/address", want: "address" },
    { given: "#", want: "api" },
  ];
  it.each(byGiven(cases))("%s", (_, { given, want }) => {
    expect(nameHint({ doc, pointer: given })).toBe(want);
  });
});
