// readResponse() on responses of a real local server: the status, ok and headers as fetch gives them,
// and the body read by its content-type: JSON (any `+json`) parsed, `text/*` a string, no content
// (an empty body, HEAD, 204, 205, 304) undefined, anything else a Blob.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readResponse, toFetch, type RequestOptions } from "../../runtime/index.js";

/** What the server answers at `/<status>/<name>`: a content-type and a body. */
const BODIES: Record<string, [type: string | undefined, body: string | Buffer]> = {
  json: ["application/json", '{"id":1,"tags":["a"]}'],
  "json-charset": ["Application/JSON; charset=utf-8", '[1,"é"]'],
  problem: ["application/problem+json", '{"title":"Not found"}'],
  vendor: ["application/vnd.github.v3+json", "null"],
  text: ["text/plain; charset=utf-8", "héllo"],
  csv: ["text/csv", "a,b\n1,2\n"],
  bytes: ["application/octet-stream", Buffer.from([0, 1, 254, 255])],
  png: ["image/png", Buffer.from([137, 80, 78, 71])],
  xml: ["application/xml", "<a/>"],
  untyped: [undefined, "raw"],
  "empty-json": ["application/json", ""],
  "empty-bytes": ["application/octet-stream", ""],
  "bad-json": ["application/json", "{nope"],
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, status, name] = request.url!.split("/");
    const [type, body] = BODIES[name!] ?? ["application/json", '{"any":true}'];
    response.statusCode = Number(status);
    if (type !== undefined) response.setHeader("content-type", type);
    response.setHeader("x-request-id", "r-1");
    // 204 and 304 carry no body on the wire whatever is written; a 205 must not have one either.
    response.end(Number(status) === 205 ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (path: string, method = "get"): RequestOptions => ({ method, url: origin + path, headers: {} });
const read = async (path: string, method = "get") => {
  const options = request(path, method);
  return readResponse(await fetch(...toFetch(options)), options);
};

describe("readResponse: status, ok and headers", () => {
  it.each([
    { status: 200, ok: true },
    { status: 201, ok: true },
    { status: 299, ok: true },
    { status: 404, ok: false },
    { status: 422, ok: false },
    { status: 500, ok: false },
  ])("$status: ok is $ok", async ({ status, ok }) => {
    const got = await read(`/${status}/json`);
    expect(got).toMatchObject({ status, ok, data: { id: 1, tags: ["a"] } });
    expect(got.headers.get("x-request-id")).toBe("r-1");
    expect(Object.keys(got).sort()).toEqual(["data", "headers", "ok", "status"]);
  });
});

describe("readResponse: the body by its content-type", () => {
  it.each([
    { name: "json", want: { id: 1, tags: ["a"] } },
    { name: "json-charset", want: [1, "é"] },
    { name: "problem", want: { title: "Not found" } },
    { name: "vendor", want: null },
    { name: "text", want: "héllo" },
    { name: "csv", want: "a,b\n1,2\n" },
  ])("$name: parsed JSON or text", async ({ name, want }) => {
    expect((await read(`/200/${name}`)).data).toEqual(want);
  });

  it.each([
    { name: "bytes", type: "application/octet-stream", bytes: [0, 1, 254, 255] },
    { name: "png", type: "image/png", bytes: [137, 80, 78, 71] },
    { name: "xml", type: "application/xml", bytes: [...Buffer.from("<a/>")] },
    { name: "untyped", type: "", bytes: [...Buffer.from("raw")] },
  ])("$name: a Blob of the bytes", async ({ name, type, bytes }) => {
    const { data } = await read(`/200/${name}`);
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe(type);
    expect([...new Uint8Array(await (data as Blob).arrayBuffer())]).toEqual(bytes);
  });

  it.each(["/204/json", "/205/json", "/304/json", "/200/empty-json", "/200/empty-bytes"])(
    "%s: no content is undefined",
    async (path) => {
      const got = await read(path);
      expect(got.data).toBeUndefined();
      expect(got.status).toBe(Number(path.split("/")[1]));
    },
  );

  it("a HEAD request's response has no content, whatever its content-type", async () => {
    expect(await read("/200/json", "head")).toMatchObject({ status: 200, ok: true, data: undefined });
  });

  it("a body that says JSON and is not rejects with a SyntaxError naming the status and the media type", async () => {
    await expect(read("/500/bad-json")).rejects.toThrow(
      /the 500 response to .* says application\/json, and its body is no JSON/,
    );
  });
});
