import { describe, expect, it } from "vitest";
import type { BodyContent } from "../../../../generator/model.js";
import { positionOf } from "../../../support/diagnostics.js";
import { byGiven } from "../../../support/given-want.js";
import { failure, FILE, load, route } from "./helpers.js";

// Request bodies and responses (generator/load/openapi/content.ts): media types, encodings, schemas.

describe("request bodies", () => {
  const withBody = (requestBody: unknown, components: Record<string, unknown> = {}) =>
    route(
      load(
        JSON.stringify({
          openapi: "3.1.0",
          info: { title: "t", version: "1" },
          paths: { "/b": { post: { operationId: "b", requestBody, responses: {} } } },
          components,
        }),
      ).model,
      "b",
    ).body;

  it("reads JSON content as a json body, keeping the schema whatever it is", () => {
    const object = { type: "object", properties: { a: { type: "string" } } };
    expect(withBody({ required: true, description: "d", content: { "application/json": { schema: object } } })).toEqual(
      {
        contents: [
          {
            mediaType: "application/json",
            encoding: "json",
            schema: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
          },
        ],
        required: true,
        description: "d",
        source: { file: FILE, pointer: "#/paths/~1b/post/requestBody" },
      },
    );
    expect(
      withBody({ content: { "application/json": { schema: { type: "array", items: { type: "integer" } } } } }),
    ).toMatchObject({
      required: false,
      contents: [{ encoding: "json", schema: { kind: "array", items: { kind: "integer" } } }],
    });
    expect(
      withBody({
        content: { "application/merge-patch+json": { schema: { oneOf: [{ type: "string" }, { type: "integer" }] } } },
      }),
    ).toMatchObject({
      contents: [{ mediaType: "application/merge-patch+json", encoding: "json", schema: { kind: "union" } }],
    });
    expect(withBody({ content: { "text/json; charset=utf-8": { schema: {} } } })?.contents).toEqual([
      { mediaType: "text/json; charset=utf-8", encoding: "json", schema: { kind: "unknown" } },
    ]);
  });

  it("keeps every media type in the order written, the first the default", () => {
    const both = {
      "application/xml": { schema: { type: "string" } },
      "application/json": { schema: { type: "object" } },
    };
    expect(withBody({ content: both })?.contents).toEqual([
      { mediaType: "application/xml", encoding: "text", schema: { kind: "string" } },
      { mediaType: "application/json", encoding: "json", schema: { kind: "object", properties: [] } },
    ]);
    const text = { "text/plain": { schema: { type: "string" } }, "text/x-markdown": { schema: { type: "string" } } };
    expect(withBody({ content: text })?.contents).toEqual([
      { mediaType: "text/plain", encoding: "text", schema: { kind: "string" } },
      { mediaType: "text/x-markdown", encoding: "text", schema: { kind: "string" } },
    ]);
    // The cluster API's PATCH: three JSON media types of one schema.
    const patch = Object.fromEntries(
      ["application/json-patch+json", "application/merge-patch+json", "application/strategic-merge-patch+json"].map(
        (t) => [t, { schema: { type: "object" } }],
      ),
    );
    expect(withBody({ content: patch })?.contents.map((c) => [c.mediaType, c.encoding])).toEqual([
      ["application/json-patch+json", "json"],
      ["application/merge-patch+json", "json"],
      ["application/strategic-merge-patch+json", "json"],
    ]);
  });

  it("leaves out a media type it cannot write, with a warning there; a body of only those is taken as written", () => {
    const pet = { type: "object", properties: { name: { type: "string" } } };
    const text = JSON.stringify(
      {
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        paths: {
          "/b": {
            post: {
              operationId: "b",
              requestBody: { content: { "application/xml": { schema: pet }, "application/json": { schema: pet } } },
              responses: {},
            },
            put: { operationId: "c", requestBody: { content: { "application/xml": { schema: pet } } }, responses: {} },
          },
        },
      },
      null,
      2,
    );
    const { model, diagnostics } = load(text);
    const key = positionOf(text, '"application/xml": {');
    expect(route(model, "b").body?.contents.map((c) => c.mediaType)).toEqual(["application/json"]);
    expect(route(model, "c").body).toMatchObject({
      contents: [{ mediaType: "application/xml", encoding: "binary", schema: { kind: "binary" } }],
      description:
        "Written by the caller (text or bytes): routegen cannot write this application/xml body from a value.",
    });
    expect(diagnostics).toMatchObject([
      {
        code: "body-media-type-skipped",
        severity: "warning",
        message: expect.stringContaining("application/xml"),
        pointer: "#/paths/~1b/post/requestBody/content/application~1xml",
        // at the media type's value
        line: key.line,
        column: key.column + '"application/xml": '.length,
      },
      {
        code: "body-taken-as-written",
        severity: "warning",
        pointer: "#/paths/~1b/put/requestBody/content/application~1xml",
      },
    ]);
  });

  it("decides a named type's encoding by what it names: an object is no text/xml, a string is text", () => {
    const components = {
      schemas: {
        Input: { type: "object", properties: { a: { type: "string" } } },
        Csv: { type: "string" },
        Alias: { $ref: "#/components/schemas/Input" },
      },
    };
    const ref = (name: string) => ({ schema: { $ref: `#/components/schemas/${name}` } });
    // AWS's query-protocol descriptions in APIs.guru: their inputs as `text/xml`, which was sent as JSON text.
    const written = [{ mediaType: "text/xml", encoding: "text", schema: { kind: "binary" } }];
    expect(withBody({ content: { "text/xml": ref("Input") } }, components)?.contents).toEqual(written);
    expect(withBody({ content: { "text/xml": ref("Alias") } }, components)?.contents).toEqual(written);
    expect(withBody({ content: { "text/csv": ref("Csv") } }, components)?.contents).toEqual([
      { mediaType: "text/csv", encoding: "text", schema: { kind: "ref", name: "Csv" } },
    ]);
  });

  it("takes a form of a list (a named one too) as written: its pairs would have no names", () => {
    // peertube's studio edit: a form of a list of tasks, which went as `[object Object],[object Object]`.
    const components = {
      schemas: { Tasks: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } } },
    };
    const form = (schema: unknown) => ({ content: { "application/x-www-form-urlencoded": { schema } } });
    const written = [
      { mediaType: "application/x-www-form-urlencoded", encoding: "binary", schema: { kind: "binary" } },
    ];
    expect(withBody(form({ $ref: "#/components/schemas/Tasks" }), components)?.contents).toEqual(written);
    // Beside JSON, the form is left out: a call sends the list as JSON.
    const both = {
      content: {
        "application/json": { schema: { $ref: "#/components/schemas/Tasks" } },
        "application/x-www-form-urlencoded": { schema: { type: "integer" } },
      },
    };
    expect(withBody(both, components)?.contents.map((c) => c.mediaType)).toEqual(["application/json"]);
  });

  describe("names each body's encoding: binary, text, form and multipart, with what a schemaless one holds", () => {
    const form = { type: "object", properties: { a: { type: "string" } } };
    const multipart = { type: "object", properties: { file: { type: "string", format: "binary" } } };
    const cases: { given: Record<string, unknown>; want: BodyContent }[] = [
      {
        given: { "application/octet-stream": {} },
        want: { mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } },
      },
      { given: { "text/plain": {} }, want: { mediaType: "text/plain", encoding: "text", schema: { kind: "string" } } },
      // Bytes described as a string take a Blob or bytes too.
      {
        given: { "application/octet-stream": { schema: { type: "string" } } },
        want: { mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } },
      },
      {
        given: { "image/png": { schema: { type: "string", description: "d" } } },
        want: { mediaType: "image/png", encoding: "binary", schema: { kind: "binary", description: "d" } },
      },
      { given: { "*/*": {} }, want: { mediaType: "*/*", encoding: "binary", schema: { kind: "binary" } } },
      // Bytes whatever the schema says they are (a message as a list of byte strings, an image as an object).
      {
        given: {
          "application/octet-stream": {
            schema: { type: "array", items: { type: "string", format: "byte" }, description: "d" },
          },
        },
        want: {
          mediaType: "application/octet-stream",
          encoding: "binary",
          schema: { kind: "binary", description: "d" },
        },
      },
      {
        given: { "image/jpeg": { schema: { type: "object", properties: { a: { type: "string" } } } } },
        want: { mediaType: "image/jpeg", encoding: "binary", schema: { kind: "binary" } },
      },
      {
        given: { "*/*": { schema: { type: "object" } } },
        want: { mediaType: "*/*", encoding: "json", schema: { kind: "object", properties: [] } },
      },
      // A form or multipart body that may be anything is any object: its fields and parts are named.
      {
        given: { "multipart/form-data": {} },
        want: { mediaType: "multipart/form-data", encoding: "multipart", schema: { kind: "object", properties: [] } },
      },
      {
        given: { "application/x-www-form-urlencoded": { schema: { description: "d" } } },
        want: {
          mediaType: "application/x-www-form-urlencoded",
          encoding: "form",
          schema: { kind: "object", properties: [], description: "d" },
        },
      },
      {
        given: { "application/x-www-form-urlencoded": { schema: form } },
        want: {
          mediaType: "application/x-www-form-urlencoded",
          encoding: "form",
          schema: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
        },
      },
      {
        given: { "multipart/form-data": { schema: multipart } },
        want: {
          mediaType: "multipart/form-data",
          encoding: "multipart",
          schema: { kind: "object", properties: [{ name: "file", required: false, schema: { kind: "binary" } }] },
        },
      },
      // Bytes in a form that is not multipart (Swagger 2.0's `type: file`) are text, as a url's: a Blob has
      // no text to write, and bytes would go as their keys (`0=80&1=75`).
      {
        given: { "application/x-www-form-urlencoded": { schema: { allOf: [form, multipart] } } },
        want: {
          mediaType: "application/x-www-form-urlencoded",
          encoding: "form",
          schema: {
            kind: "intersection",
            members: [
              { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
              {
                kind: "object",
                properties: [{ name: "file", required: false, schema: { kind: "string", format: "binary" } }],
              },
            ],
          },
        },
      },
      // So are bytes in a JSON body (akeneo's `file`): JSON holds text, and a Blob would go as `{}`.
      {
        given: { "application/json": { schema: multipart } },
        want: {
          mediaType: "application/json",
          encoding: "json",
          schema: {
            kind: "object",
            properties: [{ name: "file", required: false, schema: { kind: "string", format: "binary" } }],
          },
        },
      },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      expect(withBody({ content: given })?.contents).toEqual([want]);
    });
  });

  it("reads a form or multipart body's `encoding` per property; other bodies have none", () => {
    const schema = {
      type: "object",
      properties: { metadata: { type: "object" }, tags: { type: "array" }, ["__proto__"]: { type: "string" } },
    };
    const encoding = {
      metadata: { style: "deepObject", explode: true },
      tags: { style: "pipeDelimited", explode: false, allowReserved: true },
      ["__proto__"]: { contentType: "image/png" },
      ignored: "not an object",
    };
    const form = withBody({ content: { "application/x-www-form-urlencoded": { schema, encoding } } })!.contents[0]!;
    expect(form.propertyEncodings).toEqual({
      metadata: { style: "deepObject", explode: true },
      tags: { style: "pipeDelimited", explode: false, allowReserved: true },
      ["__proto__"]: { contentType: "image/png" },
    });
    // `__proto__` is a property name like any other, never the encodings' prototype.
    expect(Object.hasOwn(form.propertyEncodings!, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(form.propertyEncodings)).toBe(Object.prototype);
    const parts = withBody({
      content: { "multipart/form-data": { schema, encoding: { metadata: { contentType: "application/json" } } } },
    });
    expect(parts?.contents[0]?.propertyEncodings).toEqual({ metadata: { contentType: "application/json" } });
    const json = withBody({
      content: { "application/json": { schema, encoding: { metadata: { style: "deepObject" } } } },
    });
    expect(json?.contents[0]).not.toHaveProperty("propertyEncodings");
  });

  it("marks a form property whose encoding names a JSON contentType, and no style, as sent as its JSON text", () => {
    const schema = {
      type: "object",
      properties: { a: { type: "object" }, b: { type: "object" }, c: { type: "string" } },
    };
    const encoding = {
      a: { contentType: "application/json" },
      b: { contentType: "application/json", style: "deepObject" },
      c: { contentType: "text/plain" },
    };
    expect(
      withBody({ content: { "application/x-www-form-urlencoded": { schema, encoding } } })!.contents[0]!
        .propertyEncodings,
    ).toEqual({
      a: { contentType: "application/json", json: true },
      b: { contentType: "application/json", style: "deepObject" },
      c: { contentType: "text/plain" },
    });
    // A multipart part of a JSON type is a JSON part already: no mark.
    const parts = {
      a: { contentType: "image/png, image/jpeg" },
      b: { contentType: "image/*" },
      c: { contentType: "text/csv", style: "form", explode: false },
    };
    expect(
      withBody({ content: { "multipart/form-data": { schema, encoding: parts } } })!.contents[0]!.propertyEncodings,
    ).toEqual({
      a: { contentType: "image/png" },
      b: {},
      c: { contentType: "text/csv", style: "form", explode: false, separator: "," },
    });
    expect(
      withBody({ content: { "multipart/form-data": { schema, encoding } } })!.contents[0]!.propertyEncodings!.a,
    ).toEqual({ contentType: "application/json" });
  });

  it("warns that a multipart object body of another type than form-data goes as form-data; one already written does not", () => {
    const doc = (content: unknown) =>
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: { "/b": { post: { operationId: "b", requestBody: { content }, responses: {} } } },
      });
    const object = { schema: { type: "object", properties: { a: { type: "string" } } } };
    const warned = load(doc({ "multipart/related": object, "multipart/form-data": object })).diagnostics.filter(
      (d) => d.code === "multipart-as-form-data",
    );
    expect(warned.map((d) => [d.severity, d.pointer])).toEqual([
      ["warning", "#/paths/~1b/post/requestBody/content/multipart~1related"],
    ]);
    expect(load(doc({ "multipart/mixed; boundary=b": { schema: { type: "string" } } })).diagnostics).toEqual([]);
  });

  it("says what `data` takes when a JSON body may be any value: a string goes as JSON already written", () => {
    const doc = (content: unknown) =>
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: {
          "/b": { put: { operationId: "b", requestBody: { description: "The query.", content }, responses: {} } },
        },
      });
    const note = /^The query\.\n\nAny JSON value: .* a string goes as it is, as JSON already written/;
    expect(
      route(load(doc({ "application/json": { schema: { description: "Anything" } } })).model, "b").body?.description,
    ).toMatch(note);
    expect(route(load(doc({ "application/json": {} })).model, "b").body?.description).toMatch(note);
    // A schema that says what the value is needs no such note.
    expect(
      route(load(doc({ "application/json": { schema: { type: "array", items: { type: "string" } } } })).model, "b").body
        ?.description,
    ).toBe("The query.");
    expect(route(load(doc({ "application/octet-stream": {} })).model, "b").body?.description).toBe("The query.");
  });

  it("takes a FormData for a multipart/form-data body described as one value, and says so (another multipart type is already written)", () => {
    const doc = (mediaType: string, schema: unknown) =>
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: {
          "/b": {
            post: {
              operationId: "b",
              requestBody: { description: "A file named `file`.", content: { [mediaType]: { schema } } },
              responses: {},
            },
          },
        },
      });
    const formData = load(doc("multipart/form-data", { type: "string", format: "binary" }));
    expect(route(formData.model, "b").body).toMatchObject({
      contents: [{ mediaType: "multipart/form-data", encoding: "binary", schema: { kind: "binary", formData: true } }],
      description: expect.stringMatching(
        /^A file named `file`\.\n\nA FormData you fill with the parts the API expects \(the description names none\)/,
      ),
    });
    expect(formData.diagnostics.map((d) => [d.code, d.severity, d.pointer])).toEqual([
      ["multipart-body-without-parts", "warning", "#/paths/~1b/post/requestBody/content/multipart~1form-data"],
    ]);
    // A string too: what it holds is the caller's.
    expect(
      route(load(doc("multipart/form-data; charset=utf-8", { type: "string" })).model, "b").body?.contents[0]?.schema,
    ).toEqual({ kind: "binary", formData: true });
    const batch = load(doc("multipart/mixed", { type: "string" }));
    expect(route(batch.model, "b").body).toMatchObject({
      contents: [{ encoding: "binary", schema: { kind: "binary" } }],
      description: "A file named `file`.",
    });
    expect(route(batch.model, "b").body?.contents[0]?.schema).not.toHaveProperty("formData");
    expect(batch.diagnostics).toEqual([]);
  });

  it("warns that a multipart part's headers are not sent (a form's are none of its parts')", () => {
    const doc = (mediaType: string) =>
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: {
          "/b": {
            post: {
              operationId: "b",
              requestBody: {
                content: {
                  [mediaType]: {
                    schema: { type: "object", properties: { a: { type: "string" } } },
                    encoding: { a: { headers: { "X-Part": { schema: { type: "string" } } } }, b: { headers: {} } },
                  },
                },
              },
              responses: {},
            },
          },
        },
      });
    expect(load(doc("multipart/form-data")).diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual(
      [
        [
          "part-headers-not-sent",
          "warning",
          "#/paths/~1b/post/requestBody/content/multipart~1form-data/encoding/a/headers",
          "the headers of part `a` (X-Part) are not sent: a FormData part has a name, a filename and a content type only",
        ],
      ],
    );
    expect(load(doc("application/x-www-form-urlencoded")).diagnostics).toEqual([]);
  });

  it("reports an `encoding` that is not a map, and a style a form property cannot have", () => {
    const doc = (encoding: unknown) =>
      JSON.stringify({
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        paths: {
          "/b": {
            post: {
              operationId: "b",
              requestBody: {
                content: { "application/x-www-form-urlencoded": { schema: { type: "object" }, encoding } },
              },
              responses: {},
            },
          },
        },
      });
    expect(failure(doc(["a"]))).toMatchObject([
      {
        code: "invalid-document",
        pointer: "#/paths/~1b/post/requestBody/content/application~1x-www-form-urlencoded/encoding",
      },
    ]);
    expect(failure(doc({ a: { style: "matrix" } }))).toMatchObject([
      {
        code: "invalid-document",
        message: expect.stringContaining("deepObject"),
        pointer: "#/paths/~1b/post/requestBody/content/application~1x-www-form-urlencoded/encoding/a/style",
      },
    ]);
  });

  it("resolves a $ref'd request body", () => {
    const body = withBody(
      { $ref: "#/components/requestBodies/Raw" },
      { requestBodies: { Raw: { required: true, content: { "image/png": {} } } } },
    );
    expect(body).toMatchObject({
      contents: [{ mediaType: "image/png", encoding: "binary", schema: { kind: "binary" } }],
      required: true,
      source: { pointer: "#/components/requestBodies/Raw" },
    });
  });

  describe("warns about a body without content and generates the route without one", () => {
    // Invalid, but published (a food-delivery API): the rest of the description still generates.
    it.each(["{ required: true }", "{ content: {} }", "oops"])("requestBody: %s", (requestBody) => {
      const text = `openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths:\n  /b:\n    post:\n      requestBody: ${requestBody}\n      responses: {}\n`;
      const { model, diagnostics } = load(text);
      expect(model.routes[0]?.body).toBeUndefined();
      expect(diagnostics).toEqual([
        expect.objectContaining({
          code: "body-without-content",
          severity: "warning",
          pointer: "#/paths/~1b/post/requestBody",
          ...positionOf(text, requestBody),
        }),
      ]);
    });
  });

  describe("leaves out a content key that is no media type, with a warning at it", () => {
    const bodyOf = (content: string) => {
      const text = `openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths:\n  /b:\n    post:\n      requestBody: { content: ${content} }\n      responses: {}\n`;
      return load(text);
    };
    // Published: spoonacular's "", vtex's "form-data", loket.nl's "applicationjson;version=...", plaid's "examples".
    it.each(["", "form-data", "applicationjson;version=1", "examples"])("%j beside application/json", (key) => {
      const { model, diagnostics } = bodyOf(
        `{ ${JSON.stringify(key)}: { schema: { type: object } }, application/json: { schema: { type: string } } }`,
      );
      expect(model.routes[0]?.body?.contents.map((c) => c.mediaType)).toEqual(["application/json"]);
      expect(diagnostics).toEqual([
        expect.objectContaining({
          code: "body-media-type-invalid",
          severity: "warning",
          pointer: `#/paths/~1b/post/requestBody/content/${key}`,
        }),
      ]);
    });

    it("a body with no media type left is none", () => {
      const { model, diagnostics } = bodyOf(`{ "": { schema: { type: object } } }`);
      expect(model.routes[0]?.body).toBeUndefined();
      expect(diagnostics.map((d) => d.code)).toEqual(["body-media-type-invalid", "body-without-content"]);
    });

    it.each(["text/*", "*/*", "application/json; charset=utf-8", "application/vnd.api+json", "text/plain; utf-8"])(
      "keeps %s",
      (key) => {
        const { model, diagnostics } = bodyOf(`{ ${JSON.stringify(key)}: { schema: { type: string } } }`);
        expect(model.routes[0]?.body?.contents.map((c) => c.mediaType)).toEqual([key]);
        expect(diagnostics.filter((d) => d.code === "body-media-type-invalid")).toEqual([]);
      },
    );
  });
});

describe("responses", () => {
  it("keeps every status: with a schema (JSON first), without content, through $refs", () => {
    const text = JSON.stringify({
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: {
        "/r": {
          get: {
            operationId: "r",
            responses: {
              "200": {
                description: "ok",
                content: {
                  "text/html": { schema: { type: "string" } },
                  "application/vnd.api+json": { schema: { type: "integer" } },
                },
              },
              "204": { description: "empty" },
              "304": { $ref: "#/components/responses/NotModified" },
              "4XX": { description: "client error", content: { "application/problem+json": {} } },
              default: { description: "other", content: { "text/plain": { schema: { type: "string" } } } },
            },
          },
        },
      },
      components: { responses: { NotModified: { description: "not modified" } } },
    });
    expect(route(load(text).model, "r").responses).toEqual([
      { status: "200", description: "ok", contentType: "application/vnd.api+json", schema: { kind: "integer" } },
      { status: "204", description: "empty" },
      { status: "304", description: "not modified" },
      { status: "4XX", description: "client error", contentType: "application/problem+json" },
      { status: "default", description: "other", contentType: "text/plain", schema: { kind: "string" } },
    ]);
  });
});
