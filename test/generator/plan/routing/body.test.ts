import { describe, expect, it } from "vitest";
import type { Body, BodyContent, Property, Schema } from "../../../../generator/model.js";
import { contentTypeChoice, planBody } from "../../../../generator/plan/routing/body.js";
import type { BodyContentPlan, ParamField } from "../../../../generator/plan/routing/index.js";
import { body, model, string } from "../../../support/model.js";

// The request body of a route (generator/plan/routing/body.ts): the media types a call can send, the
// content-type header each says, and whether a call passes the body's properties or `data`.

const prop = (name: string, schema: Schema = string, extra: Partial<Property> = {}): Property => ({
  name,
  required: false,
  schema,
  ...extra,
});
const object = (...properties: Property[]): Schema => ({ kind: "object", properties });
const pet = object(
  prop("name", string, { required: true }),
  prop("tags", { kind: "array", items: string }),
  prop("id", string, { readOnly: true }),
);
/** A body offered in several media types, the first the default. */
const offered = (...contents: BodyContent[]): Body => ({ ...body(contents[0]!.schema), contents });
const content = (
  mediaType: string,
  encoding: BodyContent["encoding"],
  schema: Schema = pet,
  extra: Partial<BodyContent> = {},
): BodyContent => ({
  mediaType,
  encoding,
  schema,
  ...extra,
});
const plan = (given: Body, taken: string[] = []) => planBody(given, model([]), new Set(taken));

describe("planBody", () => {
  describe("the content-type each encoding says", () => {
    const cases: { given: [string, BodyContent["encoding"], Schema?]; want: BodyContentPlan }[] = [
      // JSON's own is the builder's (`application/json; charset=utf-8`), a wildcard never goes out.
      { given: ["application/json", "json"], want: { mediaType: "application/json", encoding: "json" } },
      { given: ["application/*", "json"], want: { mediaType: "application/*", encoding: "json" } },
      { given: ["*/*", "json"], want: { mediaType: "*/*", encoding: "json" } },
      {
        given: ["application/merge-patch+json", "json"],
        want: {
          mediaType: "application/merge-patch+json",
          encoding: "json",
          contentType: "application/merge-patch+json",
        },
      },
      // A charset says nothing JSON's own does not; another parameter is the API's to read, sent as written.
      {
        given: ["application/json;charset=UTF-8", "json"],
        want: { mediaType: "application/json;charset=UTF-8", encoding: "json" },
      },
      {
        given: ["application/json;version=2018-01-01", "json"],
        want: {
          mediaType: "application/json;version=2018-01-01",
          encoding: "json",
          contentType: "application/json;version=2018-01-01",
        },
      },
      {
        given: ["application/json; odata.metadata=minimal", "json"],
        want: {
          mediaType: "application/json; odata.metadata=minimal",
          encoding: "json",
          contentType: "application/json; odata.metadata=minimal",
        },
      },
      {
        given: ["application/x-www-form-urlencoded", "form"],
        want: {
          mediaType: "application/x-www-form-urlencoded",
          encoding: "form",
          contentType: "application/x-www-form-urlencoded",
        },
      },
      // A declared UTF-8 charset goes as declared; another is not what the form is written in.
      {
        given: ["application/x-www-form-urlencoded;charset=UTF-8", "form"],
        want: {
          mediaType: "application/x-www-form-urlencoded;charset=UTF-8",
          encoding: "form",
          contentType: "application/x-www-form-urlencoded;charset=UTF-8",
        },
      },
      {
        given: ["application/x-www-form-urlencoded; charset=ISO-8859-1", "form"],
        want: {
          mediaType: "application/x-www-form-urlencoded; charset=ISO-8859-1",
          encoding: "form",
          contentType: "application/x-www-form-urlencoded",
        },
      },
      // Multipart: the client writes it, with its boundary.
      {
        given: ["multipart/form-data", "multipart"],
        want: { mediaType: "multipart/form-data", encoding: "multipart", contentType: "" },
      },
      {
        given: ["multipart/mixed", "multipart"],
        want: { mediaType: "multipart/mixed", encoding: "multipart", contentType: "" },
      },
      // A string goes out as UTF-8, unless a charset is said.
      {
        given: ["text/plain", "text", string],
        want: { mediaType: "text/plain", encoding: "text", contentType: "text/plain; charset=utf-8" },
      },
      {
        given: ["text/csv; charset=latin1", "text", string],
        want: { mediaType: "text/csv; charset=latin1", encoding: "text", contentType: "text/csv; charset=latin1" },
      },
      {
        given: ["text/*", "text", string],
        want: { mediaType: "text/*", encoding: "text", contentType: "text/plain; charset=utf-8" },
      },
      {
        given: ["application/*+xml", "text", string],
        want: { mediaType: "application/*+xml", encoding: "text", contentType: "application/xml; charset=utf-8" },
      },
      {
        given: ["application/octet-stream", "binary", { kind: "binary" }],
        want: { mediaType: "application/octet-stream", encoding: "binary", contentType: "application/octet-stream" },
      },
      {
        given: ["image/png", "binary", { kind: "binary" }],
        want: { mediaType: "image/png", encoding: "binary", contentType: "image/png" },
      },
      {
        given: ["*/*", "binary", { kind: "binary" }],
        want: { mediaType: "*/*", encoding: "binary", contentType: "application/octet-stream" },
      },
      {
        given: ["image/*", "binary", { kind: "binary" }],
        want: { mediaType: "image/*", encoding: "binary", contentType: "application/octet-stream" },
      },
    ];
    it.each(cases)("%j", ({ given: [mediaType, encoding, schema], want }) => {
      expect(plan(body(schema ?? pet, mediaType, encoding)).body.contents).toEqual([want]);
    });

    it("gives a multipart body's binary properties bytes' part type, unless their encoding names one", () => {
      const binary: Schema = { kind: "binary" };
      const schema = object(
        prop("file", binary),
        prop("pages", { kind: "array", items: binary }),
        prop("cover", binary),
        prop("__proto__", binary),
        prop("note"),
      );
      const parts = plan(
        offered(
          content("multipart/form-data", "multipart", schema, {
            propertyEncodings: { cover: { contentType: "image/png" }, note: { contentType: "text/csv" } },
          }),
        ),
      );
      const want = {
        cover: { contentType: "image/png" },
        note: { contentType: "text/csv" },
        file: { contentType: "application/octet-stream" },
        pages: { contentType: "application/octet-stream" },
      };
      expect(parts.body.contents[0]!.propertyEncodings).toEqual({
        ...want,
        ["__proto__"]: { contentType: "application/octet-stream" },
      });
      expect(Object.getPrototypeOf(parts.body.contents[0]!.propertyEncodings)).toBe(Object.prototype);
      // Other encodings have no part types.
      expect(
        plan(offered(content("application/json", "json", schema))).body.contents[0]!.propertyEncodings,
      ).toBeUndefined();
    });

    it("drops text/plain from a multipart text field's encoding: a field is that already, a typed one a file part", () => {
      const schema = object(
        prop("note"),
        prop("count", { kind: "integer" }),
        prop("tags", { kind: "array", items: { kind: "string" } }),
        prop("csv"),
        prop("doc", { kind: "binary" }),
        prop("meta", { kind: "object", properties: [] }),
      );
      const propertyEncodings = {
        note: { contentType: "text/plain" },
        count: { contentType: "Text/Plain; charset=UTF-8" },
        tags: { contentType: "text/plain", style: "form" as const, explode: false },
        csv: { contentType: "text/plain; charset=latin1" },
        doc: { contentType: "text/plain" },
        meta: { contentType: "text/plain" },
      };
      const parts = plan(offered(content("multipart/form-data", "multipart", schema, { propertyEncodings })));
      expect(parts.body.contents[0]!.propertyEncodings).toEqual({
        tags: { style: "form", explode: false },
        // Another charset, a file, an object: each still needs its part typed.
        csv: { contentType: "text/plain; charset=latin1" },
        doc: { contentType: "text/plain" },
        meta: { contentType: "text/plain" },
      });
    });

    it("carries a form or multipart body's property encodings", () => {
      const propertyEncodings = { tags: { style: "pipeDelimited" as const, explode: false } };
      const form = plan(offered(content("application/x-www-form-urlencoded", "form", pet, { propertyEncodings })));
      expect(form.body.contents[0]!.propertyEncodings).toEqual(propertyEncodings);
    });
  });

  describe("parameters or data", () => {
    const cases: {
      name: string;
      given: Body;
      taken?: string[];
      want: { fields: [string, boolean][]; properties?: [string, boolean][]; warnings?: string[] };
    }[] = [
      {
        name: "an object body of json: its properties, required where the body is, read-only ones left out",
        given: body(pet),
        want: {
          fields: [
            ["name", true],
            ["tags", false],
          ],
          properties: [
            ["name", true],
            ["tags", false],
          ],
        },
      },
      {
        name: "an object body of form: its properties too",
        given: body(pet, "application/x-www-form-urlencoded", "form"),
        want: {
          fields: [
            ["name", true],
            ["tags", false],
          ],
          properties: [
            ["name", true],
            ["tags", false],
          ],
        },
      },
      {
        name: "an object body of multipart: its properties too",
        given: body(
          object(prop("file", { kind: "binary" }, { required: true }), prop("meta", object(prop("a")))),
          "multipart/form-data",
          "multipart",
        ),
        want: {
          fields: [
            ["file", true],
            ["meta", false],
          ],
          properties: [
            ["file", false],
            ["meta", false],
          ],
        },
      },
      {
        name: "an optional body: no property required",
        given: body(pet, "application/json", "json", { required: false }),
        want: {
          fields: [
            ["name", false],
            ["tags", false],
          ],
          properties: [
            ["name", true],
            ["tags", false],
          ],
        },
      },
      {
        name: "an object without properties (the PATCH of a cluster API): data, still required",
        given: body(object()),
        want: { fields: [["data", true]] },
      },
      {
        name: "any object (additionalProperties): data",
        given: body({ kind: "object", properties: [], additionalProperties: true }),
        want: { fields: [["data", true]] },
      },
      {
        name: "an empty form body: data",
        given: body(object(), "application/x-www-form-urlencoded", "form"),
        want: { fields: [["data", true]] },
      },
      {
        name: "a body that is not an object: data",
        given: body({ kind: "array", items: string }),
        want: { fields: [["data", true]] },
      },
      {
        name: "text and bytes: data",
        given: body(string, "text/plain", "text"),
        want: { fields: [["data", true]] },
      },
      {
        name: "a catalogue's data is passed whole, whatever its schema",
        given: body(pet, "application/json", "json", { whole: true }),
        want: { fields: [["data", true]] },
      },
      {
        name: "a property with a parameter's or an option's key: data, with the names said",
        given: body(object(prop("name"), prop("headers"), prop("title"))),
        taken: ["name", "headers", "baseUrl"],
        want: {
          fields: [["data", true]],
          warnings: [
            "body-param-collision: body property `name`, `headers` has the name of a url/query parameter or an option, so the body is passed whole as `data`",
          ],
        },
      },
      {
        name: "`data`, `url` and `method` are not taken unless a parameter has them: properties",
        given: body(object(prop("data"), prop("url"), prop("method"))),
        taken: ["baseUrl", "headers", "request"],
        want: {
          fields: [
            ["data", false],
            ["url", false],
            ["method", false],
          ],
          properties: [
            ["data", true],
            ["url", true],
            ["method", true],
          ],
        },
      },
    ];
    it.each(cases)("$name", ({ given, taken = [], want }) => {
      const planned = plan(given, taken);
      expect(planned.fields.map((f) => [f.key, f.required])).toEqual(want.fields);
      expect(planned.fields.every((f) => f.placement === (want.properties ? "body" : "data"))).toBe(true);
      expect(planned.body.properties?.map((p) => [p.key, p.plain])).toEqual(want.properties);
      expect(planned.warnings.map((w) => `${w.code}: ${w.message}`)).toEqual(want.warnings ?? []);
      expect(planned.warnings.every((w) => w.severity === "warning")).toBe(true);
      expect(planned.alternatives).toBeUndefined();
    });

    describe("warns of a form whose objects' member pairs could be either's", () => {
      const valueOf = object(prop("value"));
      const ledger = object(prop("employee", valueOf), prop("refNbr", valueOf), prop("note"));
      const form = (schema: Schema, propertyEncodings?: BodyContent["propertyEncodings"]) =>
        offered(
          content("application/x-www-form-urlencoded", "form", schema, propertyEncodings ? { propertyEncodings } : {}),
        );
      const said = (clashes: string) =>
        `form-pairs-ambiguous: in the application/x-www-form-urlencoded body, each member of an object goes as a pair of its own (OpenAPI's form style, exploded), and these may come from more than one place: ${clashes}; a server cannot tell whose such a pair is`;
      const cases: { name: string; given: Body; want: string[] }[] = [
        {
          name: "two objects that may both have `value` (visma's)",
          given: form(ledger),
          want: [said("`value` (of `employee`, `refNbr`)")],
        },
        {
          name: "a member named like a property",
          given: form(object(prop("meta", object(prop("note"))), prop("note"))),
          want: [said("`note` (of `meta`, and a property)")],
        },
        {
          name: "one object whose alternatives both have `value`",
          given: form(object(prop("employee", { kind: "union", members: [valueOf, valueOf] }))),
          want: [],
        },
        {
          name: "in deepObject style (`employee[value]`)",
          given: form(ledger, { employee: { style: "deepObject" }, refNbr: { style: "deepObject" } }),
          want: [],
        },
        { name: "one of them as JSON text", given: form(ledger, { employee: { json: true } }), want: [] },
        {
          name: "one of them not exploded (`employee=value,a`)",
          given: form(ledger, { refNbr: { explode: false } }),
          want: [],
        },
        {
          name: "lists of objects, in brackets",
          given: form(
            object(prop("a", { kind: "array", items: valueOf }), prop("b", { kind: "array", items: valueOf })),
          ),
          want: [],
        },
        { name: "a JSON body", given: body(ledger), want: [] },
        {
          name: "one of them read-only, so not sent",
          given: form(object(prop("employee", valueOf), prop("refNbr", valueOf, { readOnly: true }))),
          want: [],
        },
      ];
      it.each(cases)("$name", ({ given, want }) => {
        expect(plan(given).warnings.map((w) => `${w.code}: ${w.message}`)).toEqual(want);
      });
    });

    it("types data by the default media type's schema and the body's description", () => {
      const data = plan(
        body({ kind: "binary" }, "application/octet-stream", "binary", {
          description: "The file's bytes.",
          required: false,
        }),
      ).fields;
      expect(data).toEqual([
        {
          key: "data",
          required: false,
          schema: { kind: "binary" },
          placement: "data",
          description: "The file's bytes.",
        },
      ]);
    });

    it("keeps a property's description (its schema's when it has none) and deprecation", () => {
      const schema = object(
        prop("a", { kind: "string", description: "From the schema." }),
        prop("b", { kind: "string", description: "From the schema." }, { description: "Its own.", deprecated: true }),
        prop("c", { kind: "string", deprecated: true }),
      );
      expect(plan(body(schema)).fields).toEqual([
        {
          key: "a",
          required: false,
          schema: { kind: "string", description: "From the schema." },
          placement: "body",
          description: "From the schema.",
        },
        {
          key: "b",
          required: false,
          schema: { kind: "string", description: "From the schema." },
          placement: "body",
          description: "Its own.",
          deprecated: true,
        },
        {
          key: "c",
          required: false,
          schema: { kind: "string", deprecated: true },
          placement: "body",
          deprecated: true,
        },
      ]);
    });
  });

  describe("media types offered besides the default", () => {
    const json = content("application/json", "json");
    const form = content("application/x-www-form-urlencoded", "form");
    const multipart = content("multipart/form-data", "multipart");
    const text = content("text/plain", "text", string);
    const bytes = content("application/octet-stream", "binary", { kind: "binary" });
    const cases: {
      name: string;
      given: Body;
      taken?: string[];
      want: { offered: string[]; data: boolean; skipped: string[] };
    }[] = [
      {
        name: "object bodies of every object encoding, with properties",
        given: offered(json, form, multipart),
        want: {
          offered: ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"],
          data: false,
          skipped: [],
        },
      },
      {
        name: "the three JSON patches of a cluster API, passed as data",
        given: offered(
          content("application/json-patch+json", "json", object()),
          content("application/merge-patch+json", "json", object()),
          content("application/strategic-merge-patch+json", "json", object()),
        ),
        // A JSON Patch is a list of operations: an object goes as the next JSON type by default.
        want: {
          offered: [
            "application/merge-patch+json",
            "application/json-patch+json",
            "application/strategic-merge-patch+json",
          ],
          data: true,
          skipped: [],
        },
      },
      {
        name: "ASP.NET's JSON Patch before application/json, of an object: application/json by default",
        given: offered(content("application/json-patch+json", "json", pet), json),
        want: { offered: ["application/json", "application/json-patch+json"], data: false, skipped: [] },
      },
      {
        name: "a JSON Patch of a list of operations: the default, as written",
        given: offered(
          content("application/json-patch+json", "json", { kind: "array", items: object() }),
          content("application/merge-patch+json", "json", object()),
        ),
        want: { offered: ["application/json-patch+json", "application/merge-patch+json"], data: true, skipped: [] },
      },
      {
        name: "text and bytes besides each other, passed as data",
        given: offered(text, bytes),
        want: { offered: ["text/plain", "application/octet-stream"], data: true, skipped: [] },
      },
      {
        name: "text besides an object body: left out",
        given: offered(json, text, form),
        want: {
          offered: ["application/json", "application/x-www-form-urlencoded"],
          data: false,
          skipped: ["text/plain"],
        },
      },
      {
        name: "an object body besides text, the default: left out",
        given: offered(text, json),
        want: { offered: ["text/plain"], data: true, skipped: ["application/json"] },
      },
      {
        name: "an object body passed as data for a collision: other JSON stays, form and bytes take another value",
        given: offered(json, content("application/merge-patch+json", "json"), form, bytes),
        taken: ["name"],
        want: {
          offered: ["application/json", "application/merge-patch+json"],
          data: true,
          skipped: ["application/x-www-form-urlencoded", "application/octet-stream"],
        },
      },
      {
        name: "a JSON list passed as data: text left out",
        given: offered(content("application/json", "json", { kind: "array", items: string }), text),
        want: { offered: ["application/json"], data: true, skipped: ["text/plain"] },
      },
    ];
    it.each(cases)("$name", ({ given, taken = [], want }) => {
      const planned = plan(given, taken);
      expect(planned.body.contents.map((c) => c.mediaType)).toEqual(want.offered);
      expect(planned.body.properties === undefined).toBe(want.data);
      const skipped = planned.warnings.filter((w) => w.code === "body-media-type-skipped");
      expect(skipped.map((w) => w.message)).toEqual(
        want.skipped.map(
          (t) =>
            `the body's media type ${t} takes another kind of value than ${given.contents[0]!.mediaType}, the default: it is left out`,
        ),
      );
    });
  });

  describe("media types that describe other properties", () => {
    const byUrl = object(prop("media_url", string, { required: true }), prop("ttl"));
    const file = object(prop("media", { kind: "binary" }, { required: true }), prop("ttl"));
    const contentTypes = (fields: ParamField[]) => {
      const headers = fields.find((f) => f.placement === "headers");
      return headers?.schema.kind === "object"
        ? headers.schema.properties.map((p) => [p.required, p.schema])
        : undefined;
    };

    it("gives each set of properties its own fields, named by the media types it goes as, the default's optional", () => {
      const planned = plan(
        offered(
          content("application/json", "json", byUrl),
          content("application/x-www-form-urlencoded", "form", byUrl),
          content("multipart/form-data", "multipart", file),
        ),
      );
      expect(planned.fields).toEqual([]);
      expect(planned.alternatives?.map((fields) => fields.map((f) => [f.key, f.required]))).toEqual([
        [
          ["headers", false],
          ["media_url", true],
          ["ttl", false],
        ],
        [
          ["headers", true],
          ["media", true],
          ["ttl", false],
        ],
      ]);
      expect(planned.alternatives?.map(contentTypes)).toEqual([
        [[false, { kind: "enum", values: ["application/json", "application/x-www-form-urlencoded"] }]],
        [[true, { kind: "enum", values: ["multipart/form-data"] }]],
      ]);
      // Each media type's body is made of every property given, as endpoint() makes it.
      expect(planned.body.properties?.map((p) => [p.key, p.someAlternatives ?? false])).toEqual([
        ["media_url", true],
        ["ttl", false],
        ["media", true],
      ]);
    });

    it("keeps one set when the properties differ only in their descriptions", () => {
      const described = object(
        prop("media_url", { ...string, description: "Where it is." }, { required: true, description: "Where it is." }),
        prop("ttl"),
      );
      const planned = plan(
        offered(
          content("application/json", "json", byUrl),
          content("application/x-www-form-urlencoded", "form", described),
        ),
      );
      expect(planned.alternatives).toBeUndefined();
      expect(planned.fields.map((f) => f.key)).toEqual(["media_url", "ttl"]);
    });

    it("passes the body as data when a property of any of them has a taken name", () => {
      const planned = plan(
        offered(content("application/json", "json", byUrl), content("multipart/form-data", "multipart", file)),
        ["media"],
      );
      expect(planned.fields.map((f) => f.key)).toEqual(["data"]);
      // Multipart takes no JSON value passed whole: it is left out.
      expect(planned.warnings.map((w) => w.code)).toEqual(["body-param-collision", "body-media-type-skipped"]);
    });
  });

  describe("a body that is one of several objects", () => {
    it("gives each its own fields, and the properties of all, marking those only some have", () => {
      const a = object(prop("labels", { kind: "array", items: string }, { required: true }), prop("shared"));
      const b = object(prop("names", string, { required: true }), prop("shared"));
      const planned = plan(body({ kind: "union", members: [a, b] }));
      expect(planned.fields).toEqual([]);
      expect(planned.alternatives?.map((fields) => fields.map((f) => [f.key, f.required]))).toEqual([
        [
          ["labels", true],
          ["shared", false],
        ],
        [
          ["names", true],
          ["shared", false],
        ],
      ]);
      expect(planned.body.properties).toEqual([
        { name: "labels", key: "labels", plain: false, someAlternatives: true },
        { name: "shared", key: "shared", plain: true },
        { name: "names", key: "names", plain: true, someAlternatives: true },
      ]);
    });

    it("keeps the schema of a property that one member declares and another only requires (GitHub's check run update)", () => {
      // `{ properties: { status, conclusion }, anyOf: [{ properties: { status: completed }, required: [conclusion] }, ...] }`
      const conclusion = prop("conclusion", { kind: "enum", values: ["success", "failure"] });
      const base = object(prop("status"), conclusion);
      const completed = object(
        prop("status", { kind: "enum", values: ["completed"] }),
        prop("conclusion", { kind: "unknown" }, { required: true, undeclared: true }),
      );
      const queued = object(prop("status", { kind: "enum", values: ["queued"] }));
      const planned = plan(
        body({ kind: "intersection", members: [base, { kind: "union", members: [completed, queued] }] }),
      );
      const conclusions = planned.alternatives?.map((fields) => fields.find((f) => f.key === "conclusion"));
      expect(conclusions?.map((f) => [f?.required, f?.schema])).toEqual([
        [true, conclusion.schema],
        [false, conclusion.schema],
      ]);
    });

    it("passes a union of an object and anything else as data", () => {
      expect(plan(body({ kind: "union", members: [pet, string] })).fields.map((f) => f.key)).toEqual(["data"]);
    });
  });
});

describe("a JSON body passed whole that may be a string", () => {
  const cases: { name: string; given: Body; want: boolean }[] = [
    { name: "a string: its JSON text", given: body(string), want: true },
    { name: "an enum of strings", given: body({ kind: "enum", values: ["on", "off"] }), want: true },
    {
      name: "a string or an object",
      given: body({ kind: "union", members: [{ kind: "string", nullable: true }, pet] }),
      want: true,
    },
    { name: "a +json string", given: body(string, "application/merge-patch+json"), want: true },
    { name: "a number: JSON as it is", given: body({ kind: "integer" }), want: false },
    { name: "a list", given: body({ kind: "array", items: string }), want: false },
    { name: "any value: as it is, the builder's way", given: body({ kind: "unknown" }), want: false },
    { name: "text: as it is", given: body(string, "text/plain", "text"), want: false },
    { name: "an object body of properties", given: body(pet), want: false },
  ];
  it.each(cases)("$name", ({ given, want }) => {
    expect(plan(given).body.jsonText === true).toBe(want);
  });
});

describe("contentTypeChoice", () => {
  const cases: { given: string[]; want: Schema }[] = [
    {
      given: ["application/json", "application/x-www-form-urlencoded"],
      want: { kind: "enum", values: ["application/json", "application/x-www-form-urlencoded"] },
    },
    // A range is no content-type: the call names a type in it.
    {
      given: ["application/octet-stream", "image/*"],
      want: { kind: "union", members: [{ kind: "enum", values: ["application/octet-stream"] }, { kind: "string" }] },
    },
    { given: ["*/*", "image/*"], want: { kind: "string" } },
  ];
  it.each(cases)("%j", ({ given, want }) => {
    expect(contentTypeChoice(given)).toEqual(want);
  });
});
