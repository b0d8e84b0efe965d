import { describe, expect, it } from "vitest";
import type { Schema } from "../../../../generator/model.js";
import { byGiven } from "../../../support/given-want.js";
import { FILE, routeOf, yaml } from "./helpers.js";

// Request bodies (generator/load/catalogue/body.ts): `data`, or the params that go in the body.

describe("data", () => {
  it("makes `data` the body, required", () => {
    const binary = routeOf("route: POST /upload\ndata: binary").body;
    expect(binary).toEqual({
      contents: [{ mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } }],
      required: true,
      whole: true,
      source: { file: FILE, pointer: "#/routes/r/data" },
    });
  });

  describe("a content type and encoding from the schema of `data`", () => {
    const cases: { given: string; want: [string, string] }[] = [
      { given: "string", want: ["text/plain", "text"] },
      { given: "{ properties: { a: string } }", want: ["application/json", "json"] },
      // A media type routegen cannot write an object as (XML) goes as it is, as bytes.
      { given: "{ properties: { a: string }, contentType: application/xml }", want: ["application/xml", "binary"] },
      { given: "{ type: string, contentType: text/csv }", want: ["text/csv", "text"] },
    ];
    it.each(byGiven(cases))("%s", (_, { given, want }) => {
      const body = routeOf(`route: POST /x\ndata: ${given}`).body;
      expect(body?.whole).toBe(true);
      expect(body?.contents.map(({ mediaType, encoding }) => [mediaType, encoding])).toEqual([want]);
    });
  });

  it("reads `contentType`, `required: false` and `description` of `data`", () => {
    const body = routeOf(
      "route: PUT /x\ndata: { type: string, contentType: 'text/plain; charset=utf-8', required: false, description: Text. }",
    ).body;
    expect(body).toMatchObject({
      contents: [{ mediaType: "text/plain; charset=utf-8", encoding: "text", schema: { kind: "string" } }],
      required: false,
      whole: true,
      description: "Text.",
    });
  });

  it("takes a FormData for `data` sent as multipart/form-data, which names no parts", () => {
    const formData = routeOf("route: POST /x\ndata: { type: binary, contentType: multipart/form-data }").body;
    expect(formData?.contents).toEqual([
      { mediaType: "multipart/form-data", encoding: "binary", schema: { kind: "binary", formData: true } },
    ]);
    // Another multipart type is the body already written.
    const batch = routeOf("route: POST /x\ndata: { type: string, contentType: 'multipart/mixed; boundary=b' }").body;
    expect(batch?.contents).toEqual([
      { mediaType: "multipart/mixed; boundary=b", encoding: "binary", schema: { kind: "string" } },
    ]);
  });
});

describe("bodies made of params", () => {
  const string: Schema = { kind: "string" };

  it("sends the body as JSON unless `encoding` says form or multipart, each field as its param says", () => {
    const form = routeOf(yaml`
      route: POST /customers
      encoding: form
      params:
        email: { type: string, required: true }
        metadata: { type: object, additionalProperties: string, style: deepObject }
        tags: { type: array, items: string, explode: false }
        next: { type: string, allowReserved: true }
        meta: { type: object, contentType: application/json }
    `).body;
    expect(form?.contents).toEqual([
      {
        mediaType: "application/x-www-form-urlencoded",
        encoding: "form",
        schema: expect.objectContaining({ kind: "object" }),
        propertyEncodings: {
          metadata: { style: "deepObject" },
          tags: { explode: false },
          next: { allowReserved: true },
          meta: { contentType: "application/json", json: true },
        },
      },
    ]);
    expect(form?.required).toBe(true);

    const multipart = routeOf(
      "route: POST /files\nencoding: multipart\nparams: { file: { type: binary, contentType: image/png }, purpose: string, tags: { type: array, items: string, explode: false } }",
    ).body;
    expect(multipart?.contents).toEqual([
      {
        mediaType: "multipart/form-data",
        encoding: "multipart",
        schema: {
          kind: "object",
          properties: [
            { name: "file", required: false, schema: { kind: "binary" } },
            { name: "purpose", required: false, schema: string },
            { name: "tags", required: false, schema: { kind: "array", items: string } },
          ],
        },
        propertyEncodings: { file: { contentType: "image/png" }, tags: { explode: false, separator: "," } },
      },
    ]);
    // Bytes in a form that is not multipart are text, as a url's; in a JSON body too, as JSON holds text.
    for (const encoding of ["form", "json"]) {
      const file = routeOf(`route: POST /files\nencoding: ${encoding}\nparams: { file: binary }`).body;
      expect(file?.contents[0]?.schema, encoding).toEqual({
        kind: "object",
        properties: [{ name: "file", required: false, schema: { kind: "string", format: "binary" } }],
      });
    }
    for (const route of [
      "route: POST /a\nparams: { a: string }",
      "route: POST /a\nencoding: json\nparams: { a: string }",
    ]) {
      expect(routeOf(route).body?.contents, route).toEqual([
        {
          mediaType: "application/json",
          encoding: "json",
          schema: { kind: "object", properties: [{ name: "a", required: false, schema: string }] },
        },
      ]);
    }
  });
});
