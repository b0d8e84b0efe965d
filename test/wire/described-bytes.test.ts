// The described-bytes fixture: bodies whose media type says more than their schema. Bytes-only media
// types are bytes whatever the schema (a list of byte strings, an object, a named binary type,
// `format: file`); a urlencoded form's binary property is text, and so is a JSON body's; a named
// object offered as `text/xml` is left out with a warning while a named string as `text/xml` is sent
// as text; a multipart/form-data body described as one value takes the FormData the caller fills; a
// form of a list (no names for its pairs) is taken as written.
import { afterAll, describe, expect, it } from "vitest";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("described-bytes.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0xff]);
const base64 = Buffer.from(bytes).toString("base64");

describe("a bytes-only media type", () => {
  it("sends the bytes given, when its schema is a list of byte strings", async () => {
    const verdict = await sdk.send(sdk.fn("sendMessages").call({ queue: "q1", data: bytes }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe("application/octet-stream");
    expect(verdict.wire.body).toEqual({ base64 });
  });

  it("sends the bytes given, when its schema is an object", async () => {
    const verdict = await sdk.send(sdk.fn("addFace").call({ faceListId: "family", userData: "a b", data: bytes }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.url).toBe("https://api.example.test/v1/facelists/family/faces?userData=a%20b");
    expect(verdict.wire.headers["content-type"]).toBe("image/png");
    expect(verdict.wire.body).toEqual({ base64 });
  });

  it("sends the bytes given, when its schema is a named binary string, in the media type a call names", async () => {
    const verdict = await sdk.send(
      sdk.fn("createArtifact").call({ data: bytes, headers: { "content-type": "application/x-protobuf" } }),
    );
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe("application/x-protobuf");
    expect(verdict.wire.body).toEqual({ base64 });
  });
});

it("`format: file` (Swagger 2.0's `type: file`, converted) takes bytes too, and text as text", async () => {
  const f = sdk.fn("replaceRunbookContent");
  // The server reads a text body as text: bytes of UTF-8 text, then, to compare.
  const asBytes = await sdk.send(f.call({ runbookName: "nightly", data: new TextEncoder().encode("Get-Date\n") }));
  expect(asBytes.errors).toEqual([]);
  expect(asBytes.wire.body).toEqual({ text: "Get-Date\n" });
  const asText = await sdk.send(f.call({ runbookName: "nightly", data: "Write-Output 'hi'" }));
  expect(asText.wire.headers["content-type"]).toBe("text/powershell; charset=utf-8");
  expect(asText.wire.body).toEqual({ text: "Write-Output 'hi'" });
});

it("a form of a list is taken as written: the caller's pairs go as they are", async () => {
  const f = sdk.fn("editVideo");
  expect(f.plan.routing.body?.contents).toMatchObject([
    { mediaType: "application/x-www-form-urlencoded", encoding: "binary" },
  ]);
  const verdict = await sdk.send(f.call({ id: "v1", data: "tasks[0][name]=cut" }));
  expect(verdict.errors).toEqual([]);
  expect(verdict.wire.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  expect(verdict.wire.body).toEqual({ form: [["tasks[0][name]", "cut"]] });
});

it("a form's binary property is text: the pair holds the text given", async () => {
  const verdict = await sdk.send(sdk.fn("uploadSkin").call({ file: "iVBOR w0=", visibility: 1 }));
  expect(verdict.errors).toEqual([]);
  expect(verdict.wire.body).toEqual({
    form: [
      ["file", "iVBOR w0="],
      ["visibility", "1"],
    ],
  });
});

it("a JSON body's binary property is text: the member holds the text given", async () => {
  const verdict = await sdk.send(sdk.fn("uploadMediaFile").call({ file: "iVBOR w0=", product: "shoe" }));
  expect(verdict.errors).toEqual([]);
  expect(verdict.wire.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(verdict.wire.decoded.body).toEqual({ file: "iVBOR w0=", product: "shoe" });
});

describe("XML", () => {
  it("of a named object is left out with a warning: the call sends JSON", async () => {
    const skipped = sdk.diagnostics.filter((d) => d.code === "body-media-type-skipped").map((d) => d.pointer);
    expect(skipped).toEqual([
      "#/paths/~1loadbalancers/post/requestBody/content/text~1xml",
      "#/paths/~1loadbalancers/post/requestBody/content/application~1*+xml",
    ]);
    const verdict = await sdk.send(sdk.fn("createLoadBalancer").call({ LoadBalancerName: "web", Subnets: ["a"] }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(verdict.wire.body).toEqual({ json: { LoadBalancerName: "web", Subnets: ["a"] } });
  });

  it("of a named string is the text given, not JSON", async () => {
    const xml = '<Policy version="1"/>';
    const verdict = await sdk.send(sdk.fn("putPolicy").call({ data: xml }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(verdict.wire.body).toEqual({ text: xml });
  });

  it("of an object alone is taken as written: the caller's text or bytes, sent as they are", async () => {
    const [warning] = sdk.diagnostics.filter((d) => d.code === "body-taken-as-written");
    expect(warning?.pointer).toBe("#/paths/~1buckets~1{bucket}~1tagging/put/requestBody/content/application~1xml");
    const xml = "<Tagging><TagSet><Tag>a</Tag></TagSet></Tagging>";
    const verdict = await sdk.send(sdk.fn("putBucketTagging").call({ bucket: "b1", data: xml }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe("application/xml");
    expect(verdict.wire.body).toEqual({ text: xml });
  });
});

describe("a multipart/form-data body described as one value", () => {
  it("takes a FormData, which goes with its boundary, and says so in a warning", async () => {
    const [warning] = sdk.diagnostics.filter((d) => d.code === "multipart-body-without-parts");
    expect(warning?.pointer).toBe(
      "#/paths/~1projects~1{projectId}~1files/post/requestBody/content/multipart~1form-data",
    );
    const form = new FormData();
    form.append("file", new Blob(["a,b\n"], { type: "text/csv" }), "report.csv");
    const verdict = await sdk.send(sdk.fn("uploadProjectFile").call({ projectId: "p1", data: form }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=\S+$/);
    expect(verdict.wire.body).toEqual({
      multipart: [{ name: "file", filename: "report.csv", contentType: "text/csv", text: "a,b\n" }],
    });
  });

  it("sends a body already written as it is, under the content-type the call names", async () => {
    const written = '--b1\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhi\r\n--b1--\r\n';
    const options = sdk
      .fn("uploadProjectFile")
      .call({ projectId: "p1", data: written, headers: { "content-type": "multipart/form-data; boundary=b1" } });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toEqual({
      multipart: [{ name: "file", filename: "a.txt", contentType: "text/plain", text: "hi" }],
    });
  });
});
