// The AI and file-storage fixture on the wire: multipart uploads (a file part keeping its filename, text
// parts, a JSON part, parts typed by `encoding.contentType`, a list as repeated parts, the client's
// boundary), raw uploads as octet-stream or image/png, text bodies as text/plain or text/markdown, and a
// body declared as `*/*` sent as JSON.
import { afterAll, describe, expect, it } from "vitest";
import { wireSdk } from "../support/wire-sdk.js";
import type { Part } from "../support/wire-decoding.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("ai-files.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255]);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe("multipart uploads", () => {
  it("a File part keeps its name and type; scalars are text parts, an object a JSON part, a list repeated parts", async () => {
    const file = new File(['{"prompt":"hi"}\n'], "train data.jsonl", { type: "application/jsonl" });
    const options = sdk.fn("createFile").call({
      file,
      purpose: "fine-tune",
      metadata: { project: "é/日本", tags: ["a", "b"] },
      preview: PNG,
      labels: ["first", "second", "third"],
      chunk_size: 800,
      private: false,
    });
    // The client writes the multipart content-type, with its boundary: the options carry none.
    expect(options.headers["content-type"]).toBeUndefined();
    expect(options.body).toBeInstanceOf(FormData);
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=\S+$/);
    const parts = (verdict.wire.body as { multipart: Part[] }).multipart;
    expect(parts).toEqual([
      {
        name: "file",
        filename: "train data.jsonl",
        contentType: "application/jsonl",
        base64: Buffer.from('{"prompt":"hi"}\n').toString("base64"),
      },
      { name: "purpose", value: "fine-tune" },
      {
        name: "metadata",
        filename: expect.any(String) as string,
        contentType: "application/json",
        text: JSON.stringify({ project: "é/日本", tags: ["a", "b"] }),
      },
      // Bytes with the part type the description's `encoding` gives.
      { name: "preview", filename: expect.any(String) as string, contentType: "image/png", base64: base64(PNG) },
      { name: "labels", value: "first" },
      { name: "labels", value: "second" },
      { name: "labels", value: "third" },
      { name: "chunk_size", value: "800" },
      { name: "private", value: "false" },
    ]);
  });

  it("bytes without a part type of their own go as application/octet-stream; a Blob keeps its type", async () => {
    const bytes = new Uint8Array([1, 2, 3, 0, 255]);
    const options = sdk.fn("createTranscription").call({
      file: new Blob([bytes], { type: "audio/wav" }),
      model: "whisper-2",
      temperature: 0.25,
      timestamp_granularities: ["word", "segment"],
    });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    const parts = (verdict.wire.body as { multipart: Part[] }).multipart;
    expect(parts[0]).toMatchObject({ name: "file", contentType: "audio/wav", base64: base64(bytes) });
    expect(parts.slice(1)).toEqual([
      { name: "model", value: "whisper-2" },
      { name: "temperature", value: "0.25" },
      { name: "timestamp_granularities", value: "word" },
      { name: "timestamp_granularities", value: "segment" },
    ]);
    const raw = await sdk.send(sdk.fn("createFile").call({ file: bytes, purpose: "batch" }));
    expect(raw.errors).toEqual([]);
    expect((raw.wire.body as { multipart: Part[] }).multipart[0]).toMatchObject({
      name: "file",
      contentType: "application/octet-stream",
      base64: base64(bytes),
    });
  });

  it("a Blob or File without a type takes the part's type and keeps its own name, never `undefined`", async () => {
    const options = sdk
      .fn("createFile")
      .call({ file: new File(["x"], "notes.txt"), purpose: "vision", preview: new Blob([PNG]) });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    const parts = (verdict.wire.body as { multipart: Part[] }).multipart;
    // A Blob has no name of its own: FormData calls it "blob", as it does any Blob appended alone.
    expect(parts).toEqual([
      {
        name: "file",
        filename: "notes.txt",
        contentType: "application/octet-stream",
        base64: base64(new TextEncoder().encode("x")),
      },
      { name: "purpose", value: "vision" },
      { name: "preview", filename: "blob", contentType: "image/png", base64: base64(PNG) },
    ]);
  });

  it("an object part goes in the content type its encoding names", async () => {
    const options = sdk
      .fn("createTranscription")
      .call({ file: new Uint8Array([7]), model: "m", chunking_strategy: { type: "server_vad", threshold: 0.5 } });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    const part = (verdict.wire.body as { multipart: Part[] }).multipart.find((p) => p.name === "chunking_strategy");
    expect(part).toMatchObject({ contentType: "application/x-yaml" });
    expect(verdict.wire.decoded.body).toMatchObject({ chunking_strategy: { type: "server_vad", threshold: 0.5 } });
  });
});

describe("a multipart body passed whole as `data` (its `request` part meets the call's `request` option)", () => {
  it("is still sent as parts, each typed by its encoding, never as JSON", async () => {
    const f = sdk.fn("createBatch");
    expect(f.plan.routing.fields.map((field) => field.key)).toEqual(["data"]);
    const lines = '{"custom_id":"1"}\n{"custom_id":"2"}\n';
    const controller = new AbortController();
    const options = f.call({
      data: {
        file: new TextEncoder().encode(lines),
        request: { endpoint: "/v1/embeddings", completion_window: "24h" },
        priority: 2,
      },
      request: { signal: controller.signal },
    });
    expect(options.request).toEqual({ signal: controller.signal });
    expect(options.headers["content-type"]).toBeUndefined();
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect((verdict.wire.body as { multipart: Part[] }).multipart).toEqual([
      {
        name: "file",
        filename: expect.any(String) as string,
        contentType: "application/jsonl",
        base64: Buffer.from(lines).toString("base64"),
      },
      {
        name: "request",
        filename: expect.any(String) as string,
        contentType: "application/json",
        text: '{"endpoint":"/v1/embeddings","completion_window":"24h"}',
      },
      { name: "priority", value: "2" },
    ]);
  });
});

describe("raw and text bodies", () => {
  it("bytes go as they are, as application/octet-stream by default or image/png when the call picks it", async () => {
    const f = sdk.fn("putFileContent");
    const plain = await sdk.send(f.call({ file_id: "file 1", data: PNG }));
    expect(plain.errors).toEqual([]);
    expect(plain.wire.headers["content-type"]).toBe("application/octet-stream");
    expect(plain.wire.body).toEqual({ base64: base64(PNG) });
    const png = await sdk.send(
      f.call({ file_id: "file 1", data: new Blob([PNG]), headers: { "content-type": "image/png" } }),
    );
    expect(png.errors).toEqual([]);
    expect(png.wire.headers["content-type"]).toBe("image/png");
    expect(png.wire.body).toEqual({ base64: base64(PNG) });
  });

  it("text goes as UTF-8, as text/plain by default or text/markdown when the call picks it", async () => {
    const f = sdk.fn("putDocument");
    const text = "# Title\n\nHello **world** & 日本 + 😀";
    const plain = await sdk.send(f.call({ name: "notes.md", data: text }));
    expect(plain.errors).toEqual([]);
    expect(plain.wire.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(plain.wire.body).toEqual({ text });
    const markdown = await sdk.send(
      f.call({ name: "notes.md", data: text, headers: { "Content-Type": "text/markdown" } }),
    );
    expect(markdown.errors).toEqual([]);
    expect(markdown.wire.headers["content-type"]).toBe("text/markdown");
    expect(markdown.wire.body).toEqual({ text });
  });

  it("a body declared as */* goes as JSON and says application/json, never */*", async () => {
    const options = sdk.fn("createModeration").call({ input: "is this ok?", model: "omni" });
    expect(options.headers["content-type"]).toMatch(/^application\/json/);
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(verdict.wire.body).toEqual({ json: { input: "is this ok?", model: "omni" } });
  });
});
