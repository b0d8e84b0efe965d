import { describe, expect, it } from "vitest";
import {
  asBytes,
  bodyEncoding,
  formPropertyAsJson,
  isBytesMediaType,
  isJsonMediaType,
  partSeparator,
  partType,
  takesFormData,
} from "../../../generator/load/body-encoding.js";
import type { BodyEncoding, PropertyEncoding, Schema } from "../../../generator/model.js";

// How a body goes on the wire, from its media type and schema (generator/load/body-encoding.ts): the
// one place both loaders decide it.

const object: Schema = { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] };
const string: Schema = { kind: "string" };
const binary: Schema = { kind: "binary" };
const unknown: Schema = { kind: "unknown" };
const list: Schema = { kind: "array", items: string };
const ref: Schema = { kind: "ref", name: "Pet" };

describe("bodyEncoding", () => {
  const cases: { given: [string, Schema]; want: BodyEncoding | undefined }[] = [
    // JSON, whatever the schema, with or without parameters, in any case.
    { given: ["application/json", object], want: "json" },
    { given: ["application/json", list], want: "json" },
    { given: ["application/json", string], want: "json" },
    { given: ["Application/JSON; charset=utf-8", object], want: "json" },
    { given: ["application/vnd.github+json", ref], want: "json" },
    { given: ["application/merge-patch+json", unknown], want: "json" },
    { given: ["text/json", object], want: "json" },
    // Form and multipart.
    { given: ["application/x-www-form-urlencoded", object], want: "form" },
    { given: ["application/x-www-form-urlencoded; charset=utf-8", unknown], want: "form" },
    { given: ["multipart/form-data", object], want: "multipart" },
    { given: ["multipart/mixed", object], want: "multipart" },
    { given: ["multipart/form-data; boundary=x", unknown], want: "multipart" },
    // A form's text is the pairs already written; bytes go as they are.
    { given: ["application/x-www-form-urlencoded", string], want: "form" },
    { given: ["application/x-www-form-urlencoded", binary], want: "binary" },
    // A list or a number has no members to name pairs or parts after (peertube's form of a list of tasks).
    { given: ["application/x-www-form-urlencoded", list], want: undefined },
    { given: ["application/x-www-form-urlencoded", { kind: "integer" }], want: undefined },
    { given: ["multipart/form-data", list], want: undefined },
    { given: ["multipart/form-data", { kind: "boolean" }], want: undefined },
    // A multipart body already written (an OData `$batch` of text): sent as it is.
    { given: ["multipart/mixed;boundary=batch", string], want: "binary" },
    { given: ["multipart/related", binary], want: "binary" },
    // Text, as the media type says.
    { given: ["text/plain", string], want: "text" },
    { given: ["text/markdown", string], want: "text" },
    { given: ["text/csv; charset=latin1", string], want: "text" },
    { given: ["text/plain", unknown], want: "text" },
    // Wildcards say nothing of the body: bytes go as bytes, text as text, anything else as JSON.
    { given: ["*/*", binary], want: "binary" },
    { given: ["*/*", object], want: "json" },
    { given: ["*/*", string], want: "json" },
    { given: ["*/*", unknown], want: "json" },
    { given: ["application/*", object], want: "json" },
    { given: ["application/*", binary], want: "binary" },
    { given: ["image/*", binary], want: "binary" },
    { given: ["text/*", string], want: "text" },
    { given: ["text/*", binary], want: "binary" },
    // A range with a syntax suffix is text of that syntax (ASP.NET's `application/*+xml`): an object
    // cannot be written as XML; JSON's suffix is JSON.
    { given: ["application/*+xml", object], want: undefined },
    { given: ["application/*+xml", list], want: undefined },
    { given: ["application/*+xml", string], want: "text" },
    { given: ["application/*+xml", binary], want: "binary" },
    { given: ["application/*+json", object], want: "json" },
    // Anything else: bytes, or a string sent as it is.
    { given: ["application/octet-stream", binary], want: "binary" },
    { given: ["application/octet-stream", unknown], want: "binary" },
    { given: ["image/png", binary], want: "binary" },
    { given: ["application/zip", unknown], want: "binary" },
    // A string of a bytes-only type is its bytes (`application/octet-stream: { type: string }`).
    { given: ["application/octet-stream", string], want: "binary" },
    { given: ["image/png", string], want: "binary" },
    { given: ["audio/mpeg; rate=44100", string], want: "binary" },
    { given: ["video/mp4", string], want: "binary" },
    { given: ["image/png", { kind: "string", format: "byte" }], want: "text" },
    // Whatever else it describes them as (Azure's images as `type: object`, a list of byte strings).
    { given: ["image/jpeg", object], want: "binary" },
    { given: ["application/octet-stream", list], want: "binary" },
    { given: ["application/octet-stream", ref], want: "binary" },
    { given: ["application/xml", string], want: "text" },
    { given: ["application/sql", string], want: "text" },
    // What routegen cannot write: an object (or a list, a number, a named type) as XML or YAML.
    { given: ["application/xml", object], want: undefined },
    { given: ["application/xml", ref], want: undefined },
    { given: ["application/x-yaml", list], want: undefined },
    { given: ["application/vnd.api+xml", { kind: "integer" }], want: undefined },
  ];
  it.each(cases)("%j", ({ given, want }) => {
    expect(bodyEncoding(...given)).toBe(want);
  });
});

describe("takesFormData", () => {
  const cases: { given: [string, BodyEncoding]; want: boolean }[] = [
    // multipart/form-data described as one value names no parts: the caller's FormData.
    { given: ["multipart/form-data", "binary"], want: true },
    { given: ["Multipart/Form-Data; charset=utf-8", "binary"], want: true },
    // An object of parts is written part by part; another multipart type is a body already written.
    { given: ["multipart/form-data", "multipart"], want: false },
    { given: ["multipart/mixed", "binary"], want: false },
    { given: ["application/octet-stream", "binary"], want: false },
  ];
  it.each(cases)("%j", ({ given, want }) => {
    expect(takesFormData(...given)).toBe(want);
  });
});

describe("asBytes", () => {
  const described: Schema = { kind: "object", properties: [], description: "An image." };
  const cases: { given: [Schema, string]; want: Schema }[] = [
    // Bytes stay bytes; a string takes bytes too; anything else is bytes, its description kept.
    { given: [binary, "application/octet-stream"], want: binary },
    {
      given: [{ kind: "string", format: "binary" }, "image/png"],
      want: { kind: "binary", format: "binary" } as Schema,
    },
    { given: [described, "image/png"], want: { kind: "binary", description: "An image." } },
    { given: [object, "application/xml"], want: binary },
    // Any value is any value.
    { given: [unknown, "multipart/form-data"], want: unknown },
    // As multipart/form-data, a FormData too.
    { given: [binary, "multipart/form-data"], want: { kind: "binary", formData: true } },
    { given: [string, "multipart/form-data"], want: { kind: "binary", formData: true } },
    { given: [binary, "multipart/mixed"], want: binary },
  ];
  it.each(cases)("%j", ({ given, want }) => {
    expect(asBytes(...given)).toEqual(want);
  });
});

describe("isJsonMediaType", () => {
  const cases: { given: string; want: boolean }[] = [
    { given: "application/json", want: true },
    { given: "application/json; charset=utf-8", want: true },
    { given: " APPLICATION/JSON ", want: true },
    { given: "text/json", want: true },
    { given: "application/problem+json", want: true },
    { given: "application/vnd.github.v3+json", want: true },
    { given: "application/jsonl", want: false },
    { given: "application/json-seq", want: false },
    { given: "application/x-ndjson", want: false },
    { given: "application/*", want: false },
    { given: "text/plain", want: false },
  ];
  it.each(cases)("$given -> $want", ({ given, want }) => {
    expect(isJsonMediaType(given)).toBe(want);
  });
});

describe("isBytesMediaType", () => {
  const cases: { given: string; want: boolean }[] = [
    { given: "application/octet-stream", want: true },
    { given: "Image/PNG", want: true },
    { given: "audio/ogg; codecs=opus", want: true },
    { given: "font/woff2", want: true },
    { given: "model/gltf-binary", want: true },
    { given: "application/pdf", want: false },
    { given: "application/xml", want: false },
    { given: "text/plain", want: false },
  ];
  it.each(cases)("$given -> $want", ({ given, want }) => {
    expect(isBytesMediaType(given)).toBe(want);
  });
});

describe("formPropertyAsJson", () => {
  const cases: { given: PropertyEncoding | undefined; want: boolean }[] = [
    { given: { contentType: "application/json" }, want: true },
    { given: { contentType: "application/vnd.acme+json; charset=utf-8" }, want: true },
    // A style, explode or allowReserved written wins over contentType, as OpenAPI says.
    { given: { contentType: "application/json", style: "form" }, want: false },
    { given: { contentType: "application/json", explode: false }, want: false },
    { given: { contentType: "application/json", allowReserved: true }, want: false },
    { given: { contentType: "text/plain" }, want: false },
    { given: { style: "deepObject" }, want: false },
    { given: undefined, want: false },
  ];
  it.each(cases)("%j", ({ given, want }) => {
    expect(formPropertyAsJson(given)).toBe(want);
  });
});

describe("partType", () => {
  const cases: { given: string; want: string | undefined }[] = [
    { given: "image/png", want: "image/png" },
    { given: "image/png, image/jpeg", want: "image/png" },
    { given: "application/xml; charset=utf-8", want: "application/xml; charset=utf-8" },
    // A range says no type a part can be sent as: bytes go as application/octet-stream.
    { given: "image/*", want: undefined },
    { given: "*/*", want: undefined },
    { given: "", want: undefined },
  ];
  it.each(cases)("$given -> $want", ({ given, want }) => {
    expect(partType(given)).toBe(want);
  });
});

describe("partSeparator", () => {
  const cases: { given: PropertyEncoding; want: string | undefined }[] = [
    // One part per member: OpenAPI's default, and an exploded style.
    { given: {}, want: undefined },
    { given: { style: "form" }, want: undefined },
    { given: { style: "form", explode: true }, want: undefined },
    { given: { contentType: "text/plain" }, want: undefined },
    // One part, its members joined: a style that does not explode (a 2.0 collectionFormat upgraded).
    { given: { style: "form", explode: false }, want: "," },
    { given: { explode: false }, want: "," },
    { given: { style: "spaceDelimited", explode: false }, want: " " },
    { given: { style: "pipeDelimited" }, want: "|" },
    { given: { style: "deepObject", explode: false }, want: undefined },
  ];
  it.each(cases)("%j", ({ given, want }) => {
    expect(partSeparator(given)).toBe(want);
  });
});
