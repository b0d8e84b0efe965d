// The bodies generated functions make of their parameters: JSON, a form and multipart. Multipart
// bodies are read back as a server reads them, from the bytes fetch would send.
import { describe, expect, it } from "vitest";
import { formBody } from "../../runtime/form-body.js";
import { json } from "../../runtime/json-body.js";
import { multipart } from "../../runtime/multipart-body.js";
import { put } from "../../runtime/object.js";
import { form, formExplode } from "../../runtime/query.js";

describe("json", () => {
  it("is the members the function set, and no body without any", () => {
    const fields = { a: 1, c: null };
    expect(json(fields)).toBe(fields);
    expect(json({})).toBeUndefined();
  });

  it("counts a member named __proto__ that put() set", () => {
    const fields: Record<string, unknown> = {};
    put(fields, "__proto__", "p");
    expect(json(fields)).toBe(fields);
    expect(JSON.stringify(json(fields))).toBe('{"__proto__":"p"}');
  });
});

describe("formBody", () => {
  it("is the pairs without their first `&`, and no body without any", () => {
    expect(formBody(form("email", "a@b.example"), form("none", null), formExplode("tags", ["x", "y"]))).toBe("email=a%40b.example&tags=x&tags=y");
    expect(formBody(form("email", undefined))).toBeUndefined();
    expect(formBody()).toBeUndefined();
  });
});

/** The parts of a multipart body, as a server parses what fetch sends. */
async function parts(body: FormData): Promise<[string, string | { name: string; type: string; text: string }][]> {
  const parsed = await new Request("http://127.0.0.1/", { method: "POST", body }).formData();
  const entries: [string, FormDataEntryValue][] = [];
  parsed.forEach((value, name) => entries.push([name, value]));
  const out: [string, string | { name: string; type: string; text: string }][] = [];
  for (const [name, value] of entries) {
    out.push([name, typeof value === "string" ? value : { name: value.name, type: value.type, text: await value.text() }]);
  }
  return out;
}

describe("multipart", () => {
  it("makes a part per property: files, bytes, JSON objects, repeated lists and text", async () => {
    const body = multipart(
      {
        file: new File(["hello"], "hello.txt", { type: "text/plain" }),
        bytes: new Uint8Array([104, 105]),
        metadata: { a: 1 },
        tags: ["x", "y"],
        purpose: "fine-tune",
        count: 3,
        skipped: undefined,
        empty: null,
      },
      { bytes: "image/png" },
    )!;
    expect(await parts(body)).toEqual([
      ["file", { name: "hello.txt", type: "text/plain", text: "hello" }],
      ["bytes", { name: "blob", type: "image/png", text: "hi" }],
      ["metadata", { name: "blob", type: "application/json", text: '{"a":1}' }],
      ["tags", "x"],
      ["tags", "y"],
      ["purpose", "fine-tune"],
      ["count", "3"],
    ]);
  });

  it("is no body without any value", () => {
    expect(multipart({ file: undefined })).toBeUndefined();
    // Nor when the values give no part: an empty list, a list of nulls, a null.
    expect(multipart({ files: [], tags: [], note: null }, {}, { tags: "," })).toBeUndefined();
    expect(multipart({ files: [null, undefined] })).toBeUndefined();
  });

  it("joins a list its separators name into one part, and sends none for an empty one", async () => {
    const body = multipart({ tags: ["a", "b c"], ids: [1, 2], none: [], each: ["x", "y"] }, {}, { tags: ",", ids: "|", none: "," })!;
    expect(await parts(body)).toEqual([
      ["tags", "a,b c"],
      ["ids", "1|2"],
      ["each", "x"],
      ["each", "y"],
    ]);
  });
});

describe("multipart part types", () => {
  it("type a Blob that has none, and a text part, as the description says; a typed Blob keeps its own", async () => {
    const body = multipart(
      { untyped: new File(["<a/>"], "a.xml"), typed: new Blob(["x"], { type: "text/plain" }), note: "<b/>" },
      { untyped: "application/xml", typed: "image/png", note: "application/xml" },
    )!;
    expect(await parts(body)).toEqual([
      ["untyped", { name: "a.xml", type: "application/xml", text: "<a/>" }],
      ["typed", { name: "blob", type: "text/plain", text: "x" }],
      ["note", { name: "blob", type: "application/xml", text: "<b/>" }],
    ]);
  });

  it("sends a string typed as JSON as its JSON text, a number as itself", async () => {
    const body = multipart({ label: 'say "hi"', count: 2, meta: "x" }, { label: "application/json", count: "application/vnd.api+json", meta: "application/json; charset=utf-8" })!;
    expect(await parts(body)).toEqual([
      ["label", { name: "blob", type: "application/json", text: '"say \\"hi\\""' }],
      ["count", { name: "blob", type: "application/vnd.api+json", text: "2" }],
      ["meta", { name: "blob", type: "application/json; charset=utf-8", text: '"x"' }],
    ]);
  });
});
