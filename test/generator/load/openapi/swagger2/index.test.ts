// The Swagger 2.0 -> OpenAPI 3.0 upgrade (generator/load/openapi/swagger2/), one given/want row per
// rule: `given` is a Swagger 2.0 document (info and an empty paths added), `want` the parts of the
// upgraded data it must have, compared exactly at each pointer. Then whole Swagger 2.0 descriptions
// through the loader: the model they make, and problems placed where Swagger wrote them.
import { describe, expect, it } from "vitest";
import { DiagnosticError } from "../../../../../generator/diagnostics.js";
import { loadOpenApi } from "../../../../../generator/load/openapi/index.js";
import { upgradeSwagger2 } from "../../../../../generator/load/openapi/swagger2/index.js";
import { parseSourceDocument } from "../../../../../generator/load/source.js";
import { positionOf } from "../../../../support/diagnostics.js";
import { failure, FILE, load, route, type } from "../helpers.js";

const info = { title: "t", version: "1" };

function upgrade(given: Record<string, unknown>) {
  return upgradeSwagger2(
    parseSourceDocument(
      "/virtual/swagger.json",
      JSON.stringify({ swagger: "2.0", info, paths: {}, ...given }, null, 2),
    ),
  );
}

/** The value at a JSON pointer (`/paths/~1a/get`). */
function at(data: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

const op = (operation: Record<string, unknown>, path = "/a") => ({
  paths: { [path]: { post: { responses: {}, ...operation } } },
});
const param = (p: Record<string, unknown>) => op({ parameters: [{ name: "p", in: "query", ...p }] });
const POST = "/paths/~1a/post";

interface Row {
  name: string;
  given: Record<string, unknown>;
  want: Record<string, unknown>;
  warnings?: string[];
}

const ROWS: Row[] = [
  {
    name: "host, basePath and schemes: one server per scheme, https first",
    given: { host: "api.example.com", basePath: "/v1", schemes: ["http", "https"] },
    want: {
      "/servers": [{ url: "https://api.example.com/v1" }, { url: "http://api.example.com/v1" }],
      "/openapi": "3.0.3",
    },
  },
  {
    name: "a host without schemes is served over https",
    given: { host: "api.example.com" },
    want: { "/servers": [{ url: "https://api.example.com" }] },
  },
  {
    name: "no host: the base path is a relative url; neither: no servers",
    given: { basePath: "/v2" },
    want: { "/servers": [{ url: "/v2" }] },
  },
  { name: "no host, no base path: no servers", given: {}, want: { "/servers": undefined, "/components": undefined } },
  {
    name: "AutoRest's x-ms-parameterized-host is the server, its parameters the url's variables (a shared one by $ref; no default: the placeholder)",
    given: {
      "x-ms-parameterized-host": {
        hostTemplate: "{Endpoint}/text/analytics/v3.0",
        useSchemePrefix: false,
        parameters: [{ $ref: "#/parameters/Endpoint" }],
      },
      parameters: {
        Endpoint: {
          name: "Endpoint",
          in: "path",
          required: true,
          type: "string",
          description: "The endpoint.",
          "x-ms-parameter-location": "client",
        },
      },
    },
    want: {
      "/servers": [
        {
          url: "{Endpoint}/text/analytics/v3.0",
          variables: { Endpoint: { default: "{Endpoint}", description: "The endpoint." } },
        },
      ],
    },
  },
  {
    name: "x-ms-parameterized-host with a scheme prefix (its default): a server per scheme, over `host`; defaults and enums kept",
    given: {
      host: "management.example.com",
      basePath: "/v1",
      schemes: ["http", "https"],
      "x-ms-parameterized-host": {
        hostTemplate: "{account}.{suffix}",
        parameters: [
          { name: "account", in: "path", required: true, type: "string", enum: ["main", "backup"] },
          { name: "suffix", in: "path", required: true, type: "string", default: "blob.example.com" },
        ],
      },
    },
    want: {
      "/servers": [
        {
          url: "https://{account}.{suffix}/v1",
          variables: {
            account: { default: "main", enum: ["main", "backup"] },
            suffix: { default: "blob.example.com" },
          },
        },
        {
          url: "http://{account}.{suffix}/v1",
          variables: {
            account: { default: "main", enum: ["main", "backup"] },
            suffix: { default: "blob.example.com" },
          },
        },
      ],
    },
  },
  {
    name: "definitions are components/schemas, with $refs, x-nullable, discriminator and file upgraded",
    given: {
      definitions: {
        Pet: {
          type: "object",
          discriminator: "kind",
          properties: {
            owner: { $ref: "#/definitions/Owner" },
            name: { type: "string", "x-nullable": true },
            tags: { type: "array", items: { $ref: "#/definitions/Tag" } },
          },
          "x-kept": 1,
        },
        Owner: { allOf: [{ $ref: "#/definitions/Pet" }] },
        Blob: { type: "file" },
      },
    },
    want: {
      "/components/schemas/Pet": {
        type: "object",
        discriminator: { propertyName: "kind" },
        properties: {
          owner: { $ref: "#/components/schemas/Owner" },
          name: { type: "string", nullable: true },
          tags: { type: "array", items: { $ref: "#/components/schemas/Tag" } },
        },
        "x-kept": 1,
      },
      "/components/schemas/Owner": { allOf: [{ $ref: "#/components/schemas/Pet" }] },
      "/components/schemas/Blob": { type: "string", format: "binary" },
      "/definitions": undefined,
    },
  },
  {
    name: "a query parameter's value keywords move into its schema",
    given: param({
      type: "integer",
      format: "int32",
      minimum: 1,
      default: 5,
      description: "d",
      required: true,
      "x-p": true,
    }),
    want: {
      [`${POST}/parameters/0`]: {
        name: "p",
        in: "query",
        description: "d",
        required: true,
        "x-p": true,
        schema: { type: "integer", format: "int32", minimum: 1, default: 5 },
      },
    },
  },
  {
    name: "csv (the default) is form, not exploded",
    given: param({ type: "array", items: { type: "string" } }),
    want: { [`${POST}/parameters/0/style`]: "form", [`${POST}/parameters/0/explode`]: false },
  },
  {
    name: "multi is form, exploded",
    given: param({ type: "array", items: { type: "string" }, collectionFormat: "multi" }),
    want: {
      [`${POST}/parameters/0/style`]: "form",
      [`${POST}/parameters/0/explode`]: true,
      [`${POST}/parameters/0/collectionFormat`]: undefined,
    },
  },
  {
    name: "ssv is spaceDelimited",
    given: param({ type: "array", items: { type: "string" }, collectionFormat: "ssv" }),
    want: { [`${POST}/parameters/0/style`]: "spaceDelimited", [`${POST}/parameters/0/explode`]: false },
  },
  {
    name: "pipes is pipeDelimited",
    given: param({ type: "array", items: { type: "string" }, collectionFormat: "pipes" }),
    want: { [`${POST}/parameters/0/style`]: "pipeDelimited" },
  },
  {
    name: "a query's tsv has no 3.0 style: csv's, with `x-collectionFormat: tsv` (sent tab-separated)",
    given: param({ type: "array", items: { type: "string" }, collectionFormat: "tsv" }),
    want: {
      [`${POST}/parameters/0/style`]: "form",
      [`${POST}/parameters/0/explode`]: false,
      [`${POST}/parameters/0/x-collectionFormat`]: "tsv",
    },
  },
  {
    name: "tsv or pipes in a path or header has no 3.0 form: comma-separated, with a warning",
    given: op(
      {
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            type: "array",
            items: { type: "integer" },
            collectionFormat: "pipes",
          },
          { name: "X-Ids", in: "header", type: "array", items: { type: "string" }, collectionFormat: "tsv" },
        ],
      },
      "/a/{id}",
    ),
    want: {
      "/paths/~1a~1{id}/post/parameters/0/style": "simple",
      "/paths/~1a~1{id}/post/parameters/1/style": "simple",
      "/paths/~1a~1{id}/post/parameters/1/x-collectionFormat": undefined,
    },
    warnings: ["param-style-unsupported", "param-style-unsupported"],
  },
  {
    name: "a list of lists has no 3.0 form: a warning, the outer list's style kept",
    given: param({
      type: "array",
      items: { type: "array", items: { type: "string" }, collectionFormat: "pipes" },
      collectionFormat: "multi",
    }),
    want: { [`${POST}/parameters/0/style`]: "form", [`${POST}/parameters/0/explode`]: true },
    warnings: ["param-style-unsupported"],
  },
  {
    name: "a path or header array is simple",
    given: op(
      {
        parameters: [
          { name: "id", in: "path", required: true, type: "array", items: { type: "integer" } },
          { name: "X-Ids", in: "header", type: "array", items: { type: "string" }, collectionFormat: "csv" },
        ],
      },
      "/a/{id}",
    ),
    want: {
      "/paths/~1a~1{id}/post/parameters/0/style": "simple",
      "/paths/~1a~1{id}/post/parameters/1/style": "simple",
      "/paths/~1a~1{id}/post/parameters/1/schema": { type: "array", items: { type: "string" } },
    },
  },
  {
    name: "a body parameter is the request body, under each type the operation consumes",
    given: {
      consumes: ["application/json"],
      ...op({
        consumes: ["application/json", "text/plain"],
        parameters: [
          { name: "q", in: "query", type: "string" },
          {
            name: "body",
            in: "body",
            required: true,
            description: "the pet",
            schema: { $ref: "#/definitions/Pet" },
            "x-b": 1,
          },
        ],
      }),
    },
    want: {
      [`${POST}/requestBody`]: {
        description: "the pet",
        required: true,
        "x-b": 1,
        content: {
          "application/json": { schema: { $ref: "#/components/schemas/Pet" } },
          "text/plain": { schema: { $ref: "#/components/schemas/Pet" } },
        },
      },
      [`${POST}/parameters`]: [{ name: "q", in: "query", schema: { type: "string" } }],
      [`${POST}/consumes`]: undefined,
    },
  },
  {
    name: "a body with no consumes is JSON",
    given: op({ parameters: [{ name: "b", in: "body", schema: { type: "object" } }] }),
    want: { [`${POST}/requestBody`]: { content: { "application/json": { schema: { type: "object" } } } } },
  },
  {
    name: "form fields are one url-encoded object, collection formats as its encoding",
    given: op({
      parameters: [
        { name: "name", in: "formData", type: "string", required: true, description: "n" },
        { name: "tags", in: "formData", type: "array", items: { type: "string" }, collectionFormat: "multi" },
      ],
    }),
    want: {
      [`${POST}/requestBody`]: {
        required: true,
        content: {
          "application/x-www-form-urlencoded": {
            schema: {
              type: "object",
              properties: {
                name: { type: "string", description: "n" },
                tags: { type: "array", items: { type: "string" } },
              },
              required: ["name"],
            },
            encoding: { tags: { style: "form", explode: true } },
          },
        },
      },
      [`${POST}/parameters`]: [],
    },
  },
  {
    name: "a file field makes the form multipart, the file binary",
    given: op({
      consumes: ["application/x-www-form-urlencoded", "multipart/form-data"],
      parameters: [
        { name: "file", in: "formData", type: "file", required: true },
        { name: "note", in: "formData", type: "string" },
      ],
    }),
    want: {
      [`${POST}/requestBody/content`]: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { file: { type: "string", format: "binary" }, note: { type: "string" } },
            required: ["file"],
          },
        },
      },
    },
  },
  {
    name: "a multipart list's collectionFormat is its encoding too: csv (the default) one part, multi a part per member",
    given: op({
      consumes: ["multipart/form-data"],
      parameters: [
        { name: "file", in: "formData", type: "file" },
        { name: "tags", in: "formData", type: "array", items: { type: "string" } },
        { name: "ids", in: "formData", type: "array", items: { type: "integer" }, collectionFormat: "multi" },
      ],
    }),
    want: {
      [`${POST}/requestBody/content/multipart~1form-data/encoding`]: {
        tags: { style: "form", explode: false },
        ids: { style: "form", explode: true },
      },
    },
  },
  {
    name: "a form that consumes multipart is multipart",
    given: op({ consumes: ["multipart/form-data"], parameters: [{ name: "note", in: "formData", type: "string" }] }),
    want: { [`${POST}/requestBody/content/multipart~1form-data/schema/properties/note`]: { type: "string" } },
  },
  {
    name: "shared parameters: others to components/parameters, bodies to requestBodies, form fields inlined",
    given: {
      parameters: {
        limit: { name: "limit", in: "query", type: "integer" },
        pet: { name: "pet", in: "body", schema: { type: "object" } },
        file: { name: "file", in: "formData", type: "file" },
      },
      ...op({ parameters: [{ $ref: "#/parameters/limit" }, { $ref: "#/parameters/pet" }] }),
    },
    want: {
      "/components/parameters": { limit: { name: "limit", in: "query", schema: { type: "integer" } } },
      "/components/requestBodies": { pet: { content: { "application/json": { schema: { type: "object" } } } } },
      [`${POST}/parameters`]: [{ $ref: "#/components/parameters/limit" }],
      [`${POST}/requestBody`]: { $ref: "#/components/requestBodies/pet" },
    },
  },
  {
    name: "a shared form field is inlined where it is used",
    given: {
      parameters: { file: { name: "file", in: "formData", type: "file" } },
      ...op({ parameters: [{ $ref: "#/parameters/file" }] }),
    },
    want: {
      [`${POST}/requestBody/content/multipart~1form-data/schema/properties/file`]: { type: "string", format: "binary" },
      "/components": undefined,
    },
  },
  {
    name: "a path item's body applies to its operations; an operation's own form field replaces one of the same name",
    given: {
      paths: {
        "/a": { parameters: [{ name: "b", in: "body", schema: { type: "string" } }], get: { responses: {} } },
        "/f": {
          parameters: [
            { name: "x", in: "formData", type: "string" },
            { name: "y", in: "formData", type: "string" },
          ],
          post: { parameters: [{ name: "x", in: "formData", type: "integer" }], responses: {} },
        },
      },
    },
    want: {
      "/paths/~1a/get/requestBody": { content: { "application/json": { schema: { type: "string" } } } },
      "/paths/~1a/parameters": [],
      "/paths/~1f/post/requestBody/content/application~1x-www-form-urlencoded/schema/properties": {
        y: { type: "string" },
        x: { type: "integer" },
      },
    },
  },
  {
    name: "responses: the schema under each type produced, with its example; headers' schemas; shared ones by $ref",
    given: {
      produces: ["application/json"],
      responses: { NotFound: { description: "gone" } },
      ...op({
        produces: ["application/xml", "application/json"],
        responses: {
          200: {
            description: "ok",
            schema: { $ref: "#/definitions/Pet" },
            examples: { "application/json": { id: 1 } },
            headers: { "X-Rate": { type: "integer", description: "r" } },
            "x-r": 1,
          },
          404: { $ref: "#/responses/NotFound" },
          204: { description: "none" },
        },
      }),
    },
    want: {
      [`${POST}/responses`]: {
        200: {
          description: "ok",
          "x-r": 1,
          headers: { "X-Rate": { description: "r", schema: { type: "integer" } } },
          content: {
            "application/xml": { schema: { $ref: "#/components/schemas/Pet" } },
            "application/json": { schema: { $ref: "#/components/schemas/Pet" }, example: { id: 1 } },
          },
        },
        404: { $ref: "#/components/responses/NotFound" },
        204: { description: "none" },
      },
      "/components/responses": { NotFound: { description: "gone" } },
    },
  },
  {
    name: "securityDefinitions are securitySchemes",
    given: {
      securityDefinitions: {
        basic: { type: "basic" },
        key: { type: "apiKey", name: "X-Key", in: "header", description: "k" },
        oauth: {
          type: "oauth2",
          flow: "accessCode",
          authorizationUrl: "https://a",
          tokenUrl: "https://t",
          scopes: { read: "r" },
        },
        app: { type: "oauth2", flow: "application", tokenUrl: "https://t", scopes: {} },
      },
      security: [{ basic: [] }],
    },
    want: {
      "/components/securitySchemes": {
        basic: { type: "http", scheme: "basic" },
        key: { type: "apiKey", name: "X-Key", in: "header", description: "k" },
        oauth: {
          type: "oauth2",
          flows: { authorizationCode: { authorizationUrl: "https://a", tokenUrl: "https://t", scopes: { read: "r" } } },
        },
        app: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://t", scopes: {} } } },
      },
      "/security": [{ basic: [] }],
    },
  },
  {
    name: "an operation's own schemes are servers of its own",
    given: { host: "h.example", basePath: "/v1", schemes: ["https"], ...op({ schemes: ["http"] }) },
    want: { [`${POST}/servers`]: [{ url: "http://h.example/v1" }], [`${POST}/schemes`]: undefined },
  },
  {
    name: "an operation's schemes equal to the document's add no servers",
    given: { host: "h.example", schemes: ["https"], ...op({ schemes: ["https"] }) },
    want: { [`${POST}/servers`]: undefined },
  },
  {
    name: "a $ref into an operation (swagger-cli's bundles) points where the upgrade moved its target: a response's or a body's schema, a query parameter past the body",
    given: {
      paths: {
        "/a": {
          get: {
            parameters: [
              { name: "body", in: "body", schema: { type: "object" } },
              { name: "q", in: "query", type: "string" },
            ],
            responses: { 200: { description: "ok", schema: { type: "array", items: { type: "object" } } } },
          },
          post: {
            parameters: [
              { $ref: "#/paths/~1a/get/parameters/1" },
              { name: "body", in: "body", schema: { $ref: "#/paths/~1a/get/parameters/0/schema" } },
            ],
            responses: {
              200: { description: "ok", schema: { $ref: "#/paths/~1a/get/responses/200/schema/items" } },
              400: { $ref: "#/paths/~1a/get/responses/200" },
            },
          },
        },
      },
    },
    want: {
      [`${POST}/parameters`]: [{ $ref: "#/paths/~1a/get/parameters/0" }],
      [`${POST}/requestBody/content/application~1json/schema`]: {
        $ref: "#/paths/~1a/get/requestBody/content/application~1json/schema",
      },
      [`${POST}/responses/200/content/application~1json/schema`]: {
        $ref: "#/paths/~1a/get/responses/200/content/application~1json/schema/items",
      },
      [`${POST}/responses/400`]: { $ref: "#/paths/~1a/get/responses/200" },
    },
  },
  {
    name: "a $ref into a shared response's or body parameter's schema points under its media type",
    given: {
      responses: { Pets: { description: "ok", schema: { type: "array", items: { type: "object" } } } },
      parameters: { pet: { name: "pet", in: "body", schema: { type: "object" } } },
      definitions: {
        Zoo: {
          properties: {
            pets: { $ref: "#/responses/Pets/schema" },
            star: { $ref: "#/parameters/pet/schema" },
            home: { $ref: "#/definitions/Zoo/properties/pets" },
          },
        },
      },
    },
    want: {
      "/components/schemas/Zoo/properties": {
        pets: { $ref: "#/components/responses/Pets/content/application~1json/schema" },
        star: { $ref: "#/components/requestBodies/pet/content/application~1json/schema" },
        home: { $ref: "#/components/schemas/Zoo/properties/pets" },
      },
    },
  },
  {
    name: "extensions, tags and other keys stay",
    given: {
      "x-top": { a: 1 },
      tags: [{ name: "pets" }],
      externalDocs: { url: "https://docs" },
      ...op({ "x-op": true, tags: ["pets"], operationId: "add" }),
    },
    want: {
      "/x-top": { a: 1 },
      "/tags": [{ name: "pets" }],
      "/externalDocs": { url: "https://docs" },
      [`${POST}/x-op`]: true,
      [`${POST}/operationId`]: "add",
    },
  },
];

describe("upgradeSwagger2", () => {
  it.each(ROWS)("$name", ({ given, want, warnings = [] }) => {
    const { doc, diagnostics } = upgrade(given);
    for (const [pointer, value] of Object.entries(want)) expect(at(doc.data, pointer), pointer).toEqual(value);
    expect(diagnostics.map((d) => d.code)).toEqual(warnings);
  });

  it("loads a bundle whose operations share schemas by $refs into each other, named after what they are", () => {
    const item = { type: "object", properties: { name: { type: "string" } } };
    const text = JSON.stringify({
      swagger: "2.0",
      info,
      paths: {
        "/pets": {
          get: {
            operationId: "listPets",
            responses: { 200: { description: "ok", schema: { type: "array", items: item } } },
          },
          post: {
            operationId: "addPet",
            parameters: [
              { name: "pet", in: "body", schema: { $ref: "#/paths/~1pets/get/responses/200/schema/items" } },
            ],
            responses: { 201: { description: "ok" } },
          },
          put: {
            operationId: "putPet",
            parameters: [
              { name: "pet", in: "body", schema: { $ref: "#/paths/~1pets/get/responses/200/schema/items" } },
            ],
            responses: { 204: { description: "ok" } },
          },
        },
      },
    });
    // Was: ref-unresolved, "schema" not found: the upgrade had moved it under content/application~1json.
    const { model, diagnostics } = load(text);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(type(model, "listPets response item")).toEqual({
      kind: "object",
      properties: [{ name: "name", required: false, schema: { kind: "string" } }],
    });
    expect(route(model, "putPet").body?.contents[0]?.schema).toEqual({ kind: "ref", name: "listPets response item" });
  });

  it("leaves the caller's data as it was, and malformed parts as they were written", () => {
    const given = { definitions: "oops", ...op({ parameters: "oops", responses: [1] }), parameters: { x: 1 } };
    const source = parseSourceDocument("/virtual/swagger.json", JSON.stringify({ swagger: "2.0", info, ...given }));
    const before = JSON.stringify(source.data);
    const { doc } = upgradeSwagger2(source);
    expect(JSON.stringify(source.data)).toBe(before);
    expect(at(doc.data, "/components/schemas")).toBe("oops");
    expect(at(doc.data, `${POST}/parameters`)).toBe("oops");
    expect(at(doc.data, `${POST}/responses`)).toEqual([1]);
  });

  it("keeps a `__proto__` key as data, never as a prototype", () => {
    const text = `{"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{},"definitions":{"__proto__":{"type":"string"},"A":{"properties":{"__proto__":{"type":"integer"}}}}}`;
    const { doc } = upgradeSwagger2(parseSourceDocument("/virtual/swagger.json", text));
    const schemas = at(doc.data, "/components/schemas") as Record<string, unknown>;
    expect(Object.getPrototypeOf(schemas)).toBe(Object.prototype);
    expect(Object.hasOwn(schemas, "__proto__")).toBe(true);
    expect(Object.keys(at(doc.data, "/components/schemas/A/properties") as object)).toEqual(["__proto__"]);
  });

  it("maps pointers into the upgraded data back to where Swagger wrote each part", () => {
    const text = [
      'swagger: "2.0"',
      "info: { title: t, version: '1' }",
      "host: h.example",
      "paths:",
      "  /a:",
      "    post:",
      "      parameters:",
      "        - { name: b, in: body, schema: { $ref: '#/definitions/Pet' } }",
      "        - { name: q, in: query, type: string }",
      "      responses:",
      "        200: { description: ok, schema: { type: string } }",
      "definitions:",
      "  Pet: { type: object }",
      "",
    ].join("\n");
    const { doc } = upgradeSwagger2(parseSourceDocument("/virtual/swagger.yaml", text));
    const line = (pointer: string) => doc.locate(pointer)?.line;
    expect(line(`${"#" + POST}/requestBody/content/application~1json/schema/$ref`)).toBe(8);
    expect(line(`${"#" + POST}/parameters/0/schema/type`)).toBe(9);
    expect(line(`${"#" + POST}/responses/200/content/application~1json/schema`)).toBe(11);
    expect(line("#/components/schemas/Pet")).toBe(13);
    expect(line("#/servers/0/url")).toBe(3);
  });

  it("places the servers of an x-ms-parameterized-host at its host template", () => {
    const text = [
      'swagger: "2.0"',
      "info: { title: t, version: '1' }",
      "x-ms-parameterized-host:",
      "  hostTemplate: '{accountName}.blob.core.windows.net'",
      "  parameters: [{ name: accountName, in: path, required: true, type: string }]",
      "paths: {}",
      "",
    ].join("\n");
    const { doc } = upgradeSwagger2(parseSourceDocument("/virtual/swagger.yaml", text));
    expect(doc.locate("#/servers/0/url")?.line).toBe(4);
    expect(doc.locate("#/servers")?.line).toBe(4);
  });
});

describe("Swagger 2.0 through the loader", () => {
  const swagger = `swagger: "2.0"
info: { title: Old, version: "1" }
host: old.example.com
basePath: /v1
schemes: [https]
consumes: [application/json]
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - { name: tags, in: query, type: array, items: { type: string }, collectionFormat: csv }
        - { name: ids, in: query, type: array, items: { type: integer }, collectionFormat: multi }
      responses:
        "200":
          description: ok
          schema: { type: array, items: { $ref: "#/definitions/Pet" } }
    post:
      operationId: addPet
      parameters:
        - { name: pet, in: body, required: true, schema: { $ref: "#/definitions/Pet" } }
      responses:
        "201": { description: created }
  /pets/{id}/photo:
    post:
      operationId: uploadPhoto
      consumes: [multipart/form-data]
      parameters:
        - { name: id, in: path, required: true, type: string }
        - { name: photo, in: formData, type: file, required: true }
      responses:
        "204": { description: stored }
definitions:
  Pet:
    type: object
    properties:
      name: { type: string }
      owner: { $ref: "#/definitions/Owner" }
`;

  it("upgrades it: servers, definitions, body and form parameters, collection formats", () => {
    const doc = parseSourceDocument(FILE, swagger);
    const before = JSON.stringify(doc.data);
    expect(() => loadOpenApi(doc)).toThrow(DiagnosticError); // Owner is missing (next test)
    expect(JSON.stringify(doc.data)).toBe(before); // the caller's data is left alone

    const fixed = parseSourceDocument(FILE, swagger + "  Owner: { type: object }\n");
    const { model } = loadOpenApi(fixed);
    expect(model.defaults.baseUrl).toBe("https://old.example.com/v1");
    expect(model.types.map((t) => t.name)).toEqual(["Pet", "Owner"]);
    const list = route(model, "listPets");
    expect(list.parameters.map((p) => [p.name, p.style, p.explode])).toEqual([
      ["tags", "form", false],
      ["ids", "form", true],
    ]);
    expect(list.responses[0]?.schema).toEqual({ kind: "array", items: { kind: "ref", name: "Pet" } });
    expect(route(model, "addPet").body).toMatchObject({
      required: true,
      contents: [{ mediaType: "application/json", encoding: "json", schema: { kind: "ref", name: "Pet" } }],
    });
    const upload = route(model, "uploadPhoto").body;
    expect(upload?.contents).toHaveLength(1);
    expect(upload?.contents[0]).toMatchObject({
      mediaType: "multipart/form-data",
      encoding: "multipart",
      schema: { kind: "object", properties: [{ name: "photo", required: true, schema: { kind: "binary" } }] },
    });
  });

  it("reads Swagger's x-nullable, and reports a malformed part where Swagger wrote it", () => {
    const text =
      swagger.replace("name: { type: string }", "name: { type: string, x-nullable: true }") +
      "  Owner: { type: object }\n";
    expect(type(load(text).model, "Pet")).toMatchObject({
      properties: [{ name: "name", schema: { kind: "string", nullable: true } }, { name: "owner" }],
    });
    const broken =
      'swagger: "2.0"\ninfo: { title: t, version: "1" }\npaths:\n  /a:\n    get: { parameters: oops, responses: {} }\n';
    expect(failure(broken)[0]).toMatchObject({
      code: "invalid-document",
      pointer: "#/paths/~1a/get/parameters",
      ...positionOf(broken, "oops"),
    });
  });

  it("reports problems where Swagger wrote them", () => {
    const [d] = failure(swagger);
    expect(d).toMatchObject({ code: "ref-unresolved", pointer: "#/components/schemas/Pet/properties/owner/$ref" });
    expect(d).toMatchObject(positionOf(swagger, '"#/definitions/Owner"'));
  });
});
