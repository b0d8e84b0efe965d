// The Swagger 2.0 body matrix on the wire: body parameters consumed as XML or JSON, text and bytes;
// formData lists in every collectionFormat, url-encoded and multipart (where a csv list, 2.0's default,
// once went as a part per member: `csv=a`, `csv=b` rather than one part `csv=a,b`).
import { afterAll, describe, expect, it } from "vitest";
import type { Part } from "../support/wire-decoding.js";
import { sendAccepted } from "../support/accepted-call.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("body-matrix.swagger.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const sent = (operationId: string, params: Record<string, unknown>) => sendAccepted(sdk, operationId, params);

describe("body parameters", () => {
  it("an object consumed as XML or JSON goes as JSON (XML of an object left out with a warning)", async () => {
    expect(sdk.diagnostics.filter((d) => d.code === "body-media-type-skipped").map((d) => d.pointer)).toEqual([
      "#/paths/~1notes/post/requestBody/content/application~1xml",
    ]);
    const { wire } = await sent("createNote", { title: "t", body: "b" });
    expect(wire.url).toBe("https://legacy.example.com/api/notes");
    expect(wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(wire.body).toEqual({ json: { title: "t", body: "b" } });
  });

  it("text consumed as text/plain goes as UTF-8 text; a string consumed as octet-stream takes bytes", async () => {
    const text = await sent("putNoteText", { id: "1", data: "héllo" });
    expect(text.wire.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.wire.body).toEqual({ text: "héllo" });
    const bytes = await sent("putAttachment", { id: "1", data: new Uint8Array([0, 1, 255]) });
    expect(bytes.wire.headers["content-type"]).toBe("application/octet-stream");
    expect(bytes.wire.body).toEqual({ base64: "AAH/" });
  });
});

describe("a body whose schema is a $ref into another operation", () => {
  it("is read where the upgrade moved that operation's body, and goes as its properties", async () => {
    // Was: ref-unresolved, and nothing generated: the 2.0 pointer named the body parameter's schema.
    expect(sdk.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const { wire } = await sent("replaceLabel", { id: "l1", name: "bug", color: "#d73a4a" });
    expect(wire.url).toBe("https://legacy.example.com/api/labels/l1");
    expect(wire.body).toEqual({ json: { name: "bug", color: "#d73a4a" } });
  });
});

describe("formData lists in every collectionFormat", () => {
  const lists = { csv: ["a", "b c"], ssv: ["d", "e"], pipes: [1, 2], multi: ["m", "n"] };

  it("url-encoded: csv `a,b`, ssv `a%20b`, pipes `1%7C2`, multi a pair per member", async () => {
    const { options, wire } = await sent("searchForm", { q: "x", ...lists, exact: true });
    expect(options.body).toBe("q=x&csv=a,b%20c&ssv=d%20e&pipes=1%7C2&multi=m&multi=n&exact=true");
    expect(wire.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  it("multipart: csv, ssv and pipes one part each, joined; multi a part per member", async () => {
    const { wire } = await sent("uploadForm", { file: new Blob(["f"]), ...lists, size: 3 });
    const parts = (wire.body as { multipart: Part[] }).multipart;
    expect(parts.slice(1)).toEqual([
      { name: "csv", value: "a,b c" },
      { name: "ssv", value: "d e" },
      { name: "pipes", value: "1|2" },
      { name: "multi", value: "m" },
      { name: "multi", value: "n" },
      { name: "size", value: "3" },
    ]);
    expect(wire.decoded.body).toMatchObject({
      csv: ["a", "b c"],
      ssv: ["d", "e"],
      pipes: ["1", "2"],
      multi: ["m", "n"],
    });
  });

  it("a form of an operation that consumes no form type is url-encoded", async () => {
    const { options, wire } = await sent("sendFeedback", { message: "hi there", rating: 5 });
    expect(options.body).toBe("message=hi%20there&rating=5");
    expect(wire.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });
});
