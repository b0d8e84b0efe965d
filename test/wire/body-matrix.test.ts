// The body matrix on the wire: each kind of request body a description can ask for, sent through toFetch
// and fetch to the validating server, which decodes it by the description's own rules. Random valid
// calls for every function, then the exact text of the cases routegen once got wrong: a JSON string
// body sent unquoted, a form property whose encoding says JSON sent as pairs, a part type list or range
// sent as the part's type, a range sent as a content-type, bytes described as a string sent as UTF-8 text.
import { afterAll, describe, expect, it } from "vitest";
import type { Part } from "../support/wire-decoding.js";
import { sendAccepted } from "../support/accepted-call.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("body-matrix.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const sent = (operationId: string, params: Record<string, unknown>) => sendAccepted(sdk, operationId, params);

const parts = (wire: { body?: unknown }) => (wire.body as { multipart: Part[] }).multipart;

describe("the JSON family", () => {
  it("a body that is a string goes as its JSON text, quoted, never the bare string", async () => {
    const { options, wire } = await sent("putSecretValue", { data: 'p@ss "word"' });
    // Was: the string itself, `p@ss "word"`, which no JSON reader takes.
    expect(options.body).toBe('"p@ss \\"word\\""');
    expect(wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(wire.body).toEqual({ json: 'p@ss "word"' });
  });

  it("a JSON type with a version parameter goes as written, the first by default", async () => {
    // Was: `application/json; charset=utf-8`, a type without the version the server reads.
    const first = await sent("putVersioned", { bic: "AUDFDE21" });
    expect(first.wire.headers["content-type"]).toBe("application/json;version=2018-01-01");
    const chosen = await sent("putVersioned", {
      beneficiary: { name: "Rome" },
      headers: { "content-type": "application/json;version=2024-06-01" },
    });
    expect(chosen.wire.headers["content-type"]).toBe("application/json;version=2024-06-01");
    expect(chosen.wire.body).toEqual({ json: { beneficiary: { name: "Rome" } } });
  });

  it("a string, null or an object of one union: each as JSON", async () => {
    expect((await sent("putChoice", { data: "on" })).wire.body).toEqual({ json: "on" });
    expect((await sent("putChoice", { data: null })).wire.body).toEqual({ json: null });
    expect((await sent("putChoice", { data: { value: "x" } })).wire.body).toEqual({ json: { value: "x" } });
  });

  it("numbers, booleans, lists and one-or-many go as JSON of the declared type", async () => {
    expect((await sent("putLimit", { data: 0 })).wire.body).toEqual({ json: 0 });
    expect((await sent("putFlag", { data: false })).wire.body).toEqual({ json: false });
    const many = await sent("postOneOrMany", { data: [{ text: "a" }, { text: "b" }] });
    expect(many.wire.body).toEqual({ json: [{ text: "a" }, { text: "b" }] });
    expect((await sent("postOneOrMany", { data: { text: "a" } })).wire.body).toEqual({ json: { text: "a" } });
  });

  it("enum members of another type than the schema's go as values of the type: numbers, text, a list", async () => {
    // Was: `"1" | "2" | "4"`, sent as JSON strings where the description's type says integer; and one
    // region for a list of them.
    const { wire } = await sent("putScopes", { scope: 4, label: "true", regions: ["EU", "US"] });
    expect(wire.body).toEqual({ json: { scope: 4, label: "true", regions: ["EU", "US"] } });
    const body = sdk.functions.find((f) => f.operationId === "putScopes")!.plan.route.body!.contents[0]!.schema;
    expect(body.kind === "object" && body.properties.map((p) => p.schema)).toEqual([
      { kind: "enum", values: [1, 2, 4] },
      { kind: "enum", values: ["true", "false", "0"] },
      { kind: "array", items: { kind: "enum", values: ["EU", "HK", "US"] } },
    ]);
  });

  it("a JSON patch is a list, sent as application/json-patch+json", async () => {
    const patch = [
      { op: "replace", path: "/title", value: "t" },
      { op: "remove", path: "/labels/0" },
    ];
    const { wire } = await sent("jsonPatchItem", { id: "i 1", data: patch });
    expect(wire.url).toBe("https://bodies.example.com/v1/json/items/i%201");
    expect(wire.headers["content-type"]).toBe("application/json-patch+json");
    expect(wire.body).toEqual({ json: patch });
  });

  it("+json types go as declared; a merge patch sends null to remove a member", async () => {
    const api = await sent("postJsonApi", { data: { type: "articles", attributes: { title: "t" } } });
    expect(api.wire.headers["content-type"]).toBe("application/vnd.api+json");
    expect(api.wire.body).toEqual({ json: { data: { type: "articles", attributes: { title: "t" } } } });
    const merge = await sent("mergeItem", { id: "7", labels: null });
    expect(merge.wire.headers["content-type"]).toBe("application/merge-patch+json");
    expect(merge.wire.body).toEqual({ json: { labels: null } });
    expect((await sent("postProblem", { status: 409 })).wire.headers["content-type"]).toBe("application/problem+json");
  });

  it("a declared charset goes as JSON's own content-type", async () => {
    const { wire } = await sent("postCharsetJson", { name: "é" });
    expect(wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(wire.body).toEqual({ json: { name: "é" } });
  });

  it("read-only properties are no parameters and not sent; write-only ones are", async () => {
    const f = sdk.fn("createAccount");
    expect(f.plan.routing.fields.map((field) => field.key)).toEqual(["email", "password", "owner"]);
    const { wire } = await sent("createAccount", { email: "a@b.example", password: "pw", owner: { name: "Ann" } });
    expect(wire.body).toEqual({ json: { email: "a@b.example", password: "pw", owner: { name: "Ann" } } });
  });

  it("members required beside allOf are required parameters, typed by the member that describes them", async () => {
    const fields = sdk.fn("postEvent").plan.routing.fields;
    // Was: `required` beside allOf read as nothing: `kind` optional and `sentAt` no parameter at all.
    expect(fields.map((field) => [field.key, field.required, field.schema.kind])).toEqual([
      ["kind", true, "enum"],
      ["sentAt", true, "unknown"],
      ["note", false, "string"],
    ]);
    const { wire } = await sent("postEvent", { kind: "push", sentAt: "2026-11-27T00:00:00Z" });
    expect(wire.body).toEqual({ json: { kind: "push", sentAt: "2026-11-27T00:00:00Z" } });
  });

  it("a member required but described by no property is a required parameter, sent as given", async () => {
    expect(sdk.fn("putTemplate").plan.routing.fields.map((field) => [field.key, field.required])).toEqual([
      ["templateId", true],
      ["Name", true],
      ["Subject", false],
      ["TemplateId", true],
    ]);
    const { wire } = await sent("putTemplate", { templateId: "t1", Name: "welcome", TemplateId: 7 });
    expect(wire.body).toEqual({ json: { Name: "welcome", TemplateId: 7 } });
  });

  it("a member one alternative requires keeps the schema the object declares for it", async () => {
    const f = sdk.fn("updateCheck");
    const conclusion = f.plan.routing.bodyAlternatives?.map((fields) =>
      fields.find((field) => field.key === "conclusion"),
    );
    expect(conclusion?.map((field) => [field?.required, field?.schema.kind])).toEqual([
      [true, "enum"],
      [false, "enum"],
    ]);
    const { wire } = await sent("updateCheck", { checkId: 1, status: "completed", conclusion: "success" });
    expect(wire.body).toEqual({ json: { status: "completed", conclusion: "success" } });
  });

  it("properties named like the call's options or the operation's parameters: the body whole as `data`", async () => {
    const options = await sent("postOptionNames", {
      data: { headers: { a: "1" }, request: "r", baseUrl: "b", data: "d" },
      headers: { "x-trace": "t" },
    });
    expect(options.wire.headers["x-trace"]).toBe("t");
    expect(options.wire.headers.a).toBeUndefined();
    expect(options.wire.body).toEqual({ json: { headers: { a: "1" }, request: "r", baseUrl: "b", data: "d" } });
    const named = await sent("postItemNamedLikeParams", {
      id: "p",
      q: "query",
      data: { id: "body", q: "body q", other: 1 },
    });
    expect(named.wire.url).toBe("https://bodies.example.com/v1/json/items/p?q=query");
    expect(named.wire.body).toEqual({ json: { id: "body", q: "body q", other: 1 } });
  });
});

describe("form bodies", () => {
  it("write an object's members as pairs of their own, as the default style says, and warn where two objects may share one", async () => {
    const ambiguous = sdk.diagnostics.filter((d) => d.code === "form-pairs-ambiguous");
    expect(ambiguous.map((d) => d.pointer)).toEqual(["#/paths/~1form~1ledger/post/requestBody"]);
    expect(ambiguous[0]!.message).toContain("`value` (of `employee`, `refNbr`)");
    const { wire } = await sent("postLedgerEntry", { employee: { value: "E1" }, note: "n" });
    expect(wire.body).toEqual({
      form: [
        ["value", "E1"],
        ["note", "n"],
      ],
    });
  });

  it("write each property as its encoding says: JSON text, pipes, exploded lists, deepObject, reserved characters", async () => {
    const { options, wire } = await sent("createOrder", {
      item: "book & pen",
      meta: { source: "web", count: 2 },
      tags: ["a", "b c"],
      sizes: [1, 2],
      gift: false,
      note: null,
      shipping: { lines: ["1 Main St", "Apt 2"], city: "Zürich" },
      link: "https://x.example/a?b=c",
    });
    // Was: `source=web&count=2` for `meta`, its members as pairs of their own.
    expect(options.body).toBe(
      "item=book%20%26%20pen&meta=%7B%22source%22%3A%22web%22%2C%22count%22%3A2%7D&tags=a%7Cb%20c&sizes=1&sizes=2&gift=false" +
        "&shipping%5Blines%5D%5B0%5D=1%20Main%20St&shipping%5Blines%5D%5B1%5D=Apt%202&shipping%5Bcity%5D=Z%C3%BCrich&link=https://x.example/a?b%3Dc",
    );
    // The description declares `; charset=utf-8`: sent as declared.
    expect(wire.headers["content-type"]).toBe("application/x-www-form-urlencoded; charset=utf-8");
    expect(wire.decoded.body).toMatchObject({ meta: { source: "web", count: 2 }, tags: ["a", "b c"], gift: "false" });
  });

  it("write an object inside a list or an object in brackets, and an object's list a pair per item, as form readers nest them", async () => {
    const invoice = {
      lines: [{ sku: "a&b", quantity: 2 }, { sku: "c" }],
      customer: {
        name: "Ada",
        emails: ["a@x.example", "b@x.example"],
        address: { city: "Oslo", lines: ["1 Main St"] },
      },
      labels: ["x", "y"],
    };
    const { options, wire } = await sent("createInvoice", invoice);
    // Was: `lines=%5Bobject%20Object%5D&lines=%5Bobject%20Object%5D&name=Ada&emails=a%40x.example%2Cb%40x.example&address=%5Bobject%20Object%5D`.
    expect(options.body).toBe(
      "lines%5B0%5D%5Bsku%5D=a%26b&lines%5B0%5D%5Bquantity%5D=2&lines%5B1%5D%5Bsku%5D=c&name=Ada&emails=a%40x.example&emails=b%40x.example" +
        "&address%5Bcity%5D=Oslo&address%5Blines%5D%5B0%5D=1%20Main%20St&labels=x&labels=y",
    );
    // As a form reader reads it: text, which the schema's types then read as numbers.
    expect(wire.decoded.body).toEqual({ ...invoice, lines: [{ sku: "a&b", quantity: "2" }, { sku: "c" }] });
  });

  it("sends nothing for null, undefined or an empty list, and no body when nothing is left", async () => {
    expect((await sent("createOrder", { item: "x", note: null, tags: [], sizes: [] })).options.body).toBe("item=x");
    expect(sdk.fn("createOrder").call({ item: undefined }).body).toBeUndefined();
  });
});

describe("several media types", () => {
  it("a call names a form declared with a charset as the params type offers it, and gets a form", async () => {
    const f = sdk.fn("setPreferences");
    const json = await sent("setPreferences", { theme: "dark", languages: ["en", "fr"] });
    expect(json.wire.body).toEqual({ json: { theme: "dark", languages: ["en", "fr"] } });
    // Was: the JSON object, under the form's content-type (the declared name never matched the call's).
    const headers = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
    const form = await sent("setPreferences", { theme: "dark", languages: ["en", "fr"], headers });
    expect(form.options.body).toBe("theme=dark&languages=en&languages=fr");
    expect(form.wire.headers["content-type"]).toBe("application/x-www-form-urlencoded; charset=UTF-8");
    expect(f.call({ theme: "x", headers: { "Content-Type": "Application/X-WWW-Form-Urlencoded" } }).body).toBe(
      "theme=x",
    );
  });
  it("media types with properties of their own: each call sends those of the media type it names", async () => {
    const fields = sdk
      .fn("uploadMedia")
      .plan.routing.bodyAlternatives?.map((list) => list.map((field) => [field.key, field.required]));
    expect(fields).toEqual([
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
    const byUrl = await sent("uploadMedia", { media_url: "https://files.example.com/a.png", ttl: 60 });
    expect(byUrl.wire.body).toEqual({ json: { media_url: "https://files.example.com/a.png", ttl: 60 } });
    const form = await sent("uploadMedia", {
      media_url: "u",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.options.body).toBe("media_url=u");
    // Was: only the default's properties were parameters, so no call could send the file.
    const file = await sent("uploadMedia", {
      media: new Blob(["x"]),
      ttl: 60,
      headers: { "content-type": "multipart/form-data" },
    });
    expect(
      parts(file.wire).map((part) => [
        part.name,
        "filename" in part,
        "contentType" in part ? part.contentType : part.value,
      ]),
    ).toEqual([
      ["ttl", false, "60"],
      ["media", true, "application/octet-stream"],
    ]);
    // Was: a call naming the second multipart type had the default's JSON body under that content-type.
    const mixed = await sent("uploadMedia", {
      media: new Blob(["x"]),
      ttl: 60,
      headers: { "content-type": "multipart/mixed" },
    });
    expect(mixed.options.body).toBeInstanceOf(FormData);
    expect(mixed.wire.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(parts(mixed.wire).map((part) => part.name)).toEqual(["ttl", "media"]);
  });
});

describe("multipart bodies", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

  it("types a part by the first of the types its encoding lists, and bytes of a range as octet-stream", async () => {
    const { wire } = await sent("uploadPhotos", {
      cover: PNG,
      pages: [new Uint8Array([1]), new Blob(["gif"], { type: "image/gif" })],
      settings: { dpi: 300 },
      count: 3,
      public: true,
    });
    // Was: `image/png, image/jpeg` and `image/*` as the parts' content types.
    expect(parts(wire).map((part) => [part.name, "contentType" in part ? part.contentType : part.value])).toEqual([
      ["cover", "image/png"],
      ["pages", "application/octet-stream"],
      ["pages", "image/gif"],
      ["count", "3"],
      ["public", "true"],
      ["settings", "application/json"],
    ]);
  });

  it("a string passed for a file goes as a file part, never a text field", async () => {
    const { wire } = await sent("uploadPhotos", {
      cover: "not really a png",
      pages: ["page one"],
      thumbnail: "a thumbnail",
    });
    // Was: `cover` and `pages` as text fields, which a server reading files does not see; and
    // `thumbnail`, `format: binary` without a type, until 2026-12-02.
    expect(
      parts(wire).map((part) => ["filename" in part, part.name, "contentType" in part ? part.contentType : ""]),
    ).toEqual([
      [true, "cover", "image/png"],
      [true, "pages", "application/octet-stream"],
      [true, "thumbnail", "application/octet-stream"],
    ]);
  });

  it("a form or multipart body that may be anything takes an object: its members are the fields or parts", async () => {
    const { wire } = await sent("uploadAttachments", { data: { file: new File(["x"], "a.txt"), note: "n" } });
    // Was: `data: unknown`, which the function's own code (multipart(p.data)) did not type-check.
    expect(parts(wire).map((part) => [part.name, "filename" in part ? part.filename : part.value])).toEqual([
      ["file", "a.txt"],
      ["note", "n"],
    ]);
    expect((await sent("postAnyForm", { data: { a: "1 2", b: ["x", "y"] } })).options.body).toBe("a=1%202&b=x&b=y");
  });

  it("a typed Blob keeps its type; the call's content-type (a boundary of its own) gives way to the client's", async () => {
    const cover = new File([PNG], "cover.jpg", { type: "image/jpeg" });
    const options = sdk
      .fn("uploadPhotos")
      .call({ cover, caption: "x", headers: { "content-type": "multipart/form-data; boundary=mine" } });
    expect(options.headers["content-type"]).toBeUndefined();
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=(?!mine)/);
    expect(parts(verdict.wire)[0]).toMatchObject({ name: "cover", filename: "cover.jpg", contentType: "image/jpeg" });
  });
});

describe("a multipart body already written", () => {
  it("goes as it is, under its media type with the boundary declared", async () => {
    const batch =
      "--request-separator\r\nContent-Type: application/http\r\n\r\nGET People HTTP/1.1\r\n\r\n--request-separator--\r\n";
    const { options, wire } = await sent("postBatch", { data: batch });
    // Was: the string's characters as form-data parts named 0, 1, 2..., as multipart/form-data.
    expect(options.body).toBe(batch);
    expect(wire.headers["content-type"]).toBe("multipart/mixed;boundary=request-separator");
    expect(wire.body).toEqual({ base64: Buffer.from(batch).toString("base64") });
  });
});

describe("raw bodies", () => {
  it("bytes go as octet-stream by default, or as the type a call names in a range (never the range)", async () => {
    const plain = await sent("uploadBlob", { data: new Uint8Array([1, 2]) });
    expect(plain.wire.headers["content-type"]).toBe("application/octet-stream");
    expect(plain.wire.body).toEqual({ base64: "AQI=" });
    const webp = await sent("uploadBlob", { data: new Blob(["RIFF"]), headers: { "content-type": "image/webp" } });
    expect(webp.wire.headers["content-type"]).toBe("image/webp");
    const pdf = await sent("uploadBlob", { data: "%PDF-1.7", headers: { "content-type": "application/pdf" } });
    expect(pdf.wire.body).toEqual({ base64: Buffer.from("%PDF-1.7").toString("base64") });
  });

  it("bytes described as a string take bytes too, and go without a charset", async () => {
    expect(sdk.fn("putFirmware").plan.routing.fields[0]!.schema).toEqual({ kind: "binary" });
    // Was: typed `string` alone, and sent as `application/octet-stream; charset=utf-8`.
    const { wire } = await sent("putFirmware", { data: new Uint8Array([0, 255]) });
    expect(wire.headers["content-type"]).toBe("application/octet-stream");
    expect(wire.body).toEqual({ base64: "AP8=" });
  });

  it("text goes as UTF-8 under its type: CSV by default, XML text when the call names it", async () => {
    const csv = await sent("uploadReport", { data: "a,b\n1,é\n" });
    expect(csv.wire.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.wire.body).toEqual({ text: "a,b\n1,é\n" });
    const xml = await sent("uploadReport", { data: "<r/>", headers: { "content-type": "application/xml" } });
    expect(xml.wire.headers["content-type"]).toBe("application/xml");
    expect(xml.wire.body).toEqual({ text: "<r/>" });
  });

  it("an object as XML is left out with a warning, never JSON under an XML content-type", async () => {
    const skipped = sdk.diagnostics.filter((d) => d.code === "body-media-type-skipped").map((d) => d.pointer);
    expect(skipped).toEqual([
      "#/paths/~1raw~1reports/post/requestBody/content/text~1xml",
      "#/paths/~1raw~1xml/put/requestBody/content/application~1xml",
    ]);
    const { wire } = await sent("putXmlDocument", { title: "t" });
    expect(wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(wire.body).toEqual({ json: { title: "t" } });
  });
});

describe("required bodies", () => {
  it("go empty when the call gives none of their properties: a server that requires one refuses none", async () => {
    // Was: no body at all, and the server's "the operation requires a body".
    const json = await sent("touchItem", {});
    expect(json.wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(json.wire.body).toEqual({ json: {} });
    const form = await sent("touchForm", {});
    expect(form.options.body).toBe("");
    expect(form.wire.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const multipart = await sent("touchParts", {});
    expect(multipart.wire.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(parts(multipart.wire)).toEqual([]);
  });

  it("a body of read-only members only, which no call can fill, goes as `{}`", async () => {
    expect(sdk.fn("updateRegistration").plan.routing.fields.map((f) => f.key)).toEqual(["registrationId"]);
    expect((await sent("updateRegistration", { registrationId: "abc12" })).wire.body).toEqual({ json: {} });
  });

  it("the properties given go as always", async () => {
    expect((await sent("touchItem", { note: "n" })).wire.body).toEqual({ json: { note: "n" } });
    expect((await sent("touchForm", { note: "n" })).options.body).toBe("note=n");
  });
});

describe("optional bodies", () => {
  it("send no body and no content-type when nothing is given; a DELETE sends the body it is given", async () => {
    for (const [operationId, params] of [
      ["postSettings", {}],
      ["postOptionalTags", {}],
      ["deleteSettings", {}],
    ] as const) {
      const { options, wire } = await sent(operationId, params);
      expect(options.body, operationId).toBeUndefined();
      expect(wire.headers["content-type"], operationId).toBeUndefined();
    }
    const { wire } = await sent("deleteSettings", { reason: "done" });
    expect(wire.method).toBe("DELETE");
    expect(wire.body).toEqual({ json: { reason: "done" } });
  });
});
