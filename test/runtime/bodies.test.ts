// The bodies generated functions make of their parameters: JSON, a form and multipart. Multipart
// bodies are read back as a server reads them, from the bytes fetch would send.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formBody, formData, formNested, multipart } from "../../runtime/bodies.js";
import { json } from "../../runtime/call.js";
import { put } from "../../runtime/object.js";
import { form, formExplode, keepReserved } from "../../runtime/styles.js";

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
    expect(formBody(form("email", "a@b.example"), form("none", null), formExplode("tags", ["x", "y"]))).toBe(
      "email=a%40b.example&tags=x&tags=y",
    );
    expect(formBody(form("email", undefined))).toBeUndefined();
    expect(formBody()).toBeUndefined();
  });
});

describe("formNested", () => {
  const cases: { given: string; value: unknown; want: string }[] = [
    {
      given: "a list of objects",
      value: [{ sku: "a", qty: 2 }, { sku: "b/c" }],
      want: "lines%5B0%5D%5Bsku%5D=a&lines%5B0%5D%5Bqty%5D=2&lines%5B1%5D%5Bsku%5D=b%2Fc",
    },
    {
      given: "an object holding an object",
      value: { id: 7, address: { city: "Oslo" } },
      want: "id=7&address%5Bcity%5D=Oslo",
    },
    {
      given: "an object holding lists: one pair per plain item",
      value: { rows: [{ sku: "a" }], tags: ["x", "y"], none: [] },
      want: "rows%5B0%5D%5Bsku%5D=a&tags=x&tags=y",
    },
    {
      given: "a list of lists",
      value: [[{ a: 1 }], ["x"], "y"],
      want: "lines%5B0%5D%5B0%5D%5Ba%5D=1&lines%5B1%5D%5B0%5D=x&lines=y",
    },
    {
      given: "null and undefined members and items, left out",
      value: [null, { a: undefined, b: null, c: "" }, undefined],
      want: "lines%5B1%5D%5Bc%5D=",
    },
    {
      given: "a list of plain values, as formExplode",
      value: ["a", "", 1, true],
      want: "lines=a&lines=&lines=1&lines=true",
    },
    { given: "a plain value", value: "a b", want: "lines=a%20b" },
    { given: "no value", value: undefined, want: "" },
  ];
  it.each(cases.map((c) => [c.given, c] as const))("%s", (_, { value, want }) => {
    expect(formNested("lines", value)).toBe(want);
  });

  it("is what formExplode writes of a plain value, a list of them or an object of them", () => {
    const plain = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
    const flat = fc.oneof(plain, fc.array(plain), fc.dictionary(fc.string(), plain));
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), flat, (name, value) => {
        expect(formNested(name, value)).toBe(formExplode(name, value));
        expect(formNested(name, value, keepReserved)).toBe(formExplode(name, value, keepReserved));
      }),
    );
  });

  it("reads back as the same value where a form reader nests brackets (Express's qs, PHP, Rails)", () => {
    const body = formBody(
      formNested("lines", [{ sku: "a&b", qty: 2 }, { sku: "c=d" }]),
      formNested("ship", { to: { city: "Oslo" } }),
    )!;
    const pairs = [...new URLSearchParams(body)];
    expect(pairs).toEqual([
      ["lines[0][sku]", "a&b"],
      ["lines[0][qty]", "2"],
      ["lines[1][sku]", "c=d"],
      ["to[city]", "Oslo"],
    ]);
  });

  it("is formData's default for a member the description gives no style", () => {
    expect(formData({ lines: [{ sku: "a" }], note: "n" })).toBe("lines%5B0%5D%5Bsku%5D=a&note=n");
  });
});

/** The parts of a multipart body, as a server parses what fetch sends. */
async function parts(body: FormData): Promise<[string, string | { name: string; type: string; text: string }][]> {
  const parsed = await new Request("http://127.0.0.1/", { method: "POST", body }).formData();
  const entries: [string, FormDataEntryValue][] = [];
  parsed.forEach((value, name) => entries.push([name, value]));
  const out: [string, string | { name: string; type: string; text: string }][] = [];
  for (const [name, value] of entries) {
    out.push([
      name,
      typeof value === "string" ? value : { name: value.name, type: value.type, text: await value.text() },
    ]);
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
    const body = multipart(
      { tags: ["a", "b c"], ids: [1, 2], none: [], each: ["x", "y"] },
      {},
      { tags: ",", ids: "|", none: "," },
    )!;
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
    const body = multipart(
      { label: 'say "hi"', count: 2, meta: "x" },
      { label: "application/json", count: "application/vnd.api+json", meta: "application/json; charset=utf-8" },
    )!;
    expect(await parts(body)).toEqual([
      ["label", { name: "blob", type: "application/json", text: '"say \\"hi\\""' }],
      ["count", { name: "blob", type: "application/vnd.api+json", text: "2" }],
      ["meta", { name: "blob", type: "application/json; charset=utf-8", text: '"x"' }],
    ]);
  });
});
