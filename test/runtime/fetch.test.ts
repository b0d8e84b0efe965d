// Sends request options built by endpoint() through toFetch() and Node's own fetch to a real
// node:http server, and checks what arrived on the wire.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint, toFetch } from "../../runtime/index.js";
import type { Endpoint, RequestOptions } from "../../runtime/types.js";

interface Received {
  method: string;
  /** Path and query exactly as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let origin: string;
let api: Endpoint;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method!,
        path: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = endpoint.defaults({ baseUrl: origin, headers: { "user-agent": "fetch-test/1.0" } });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends the options with fetch and returns the one request the server saw. */
async function send(options: RequestOptions): Promise<Received> {
  received.length = 0;
  const [url, init] = toFetch(options);
  const response = await fetch(url, init);
  await response.arrayBuffer();
  expect(response.status).toBe(204);
  expect(received).toHaveLength(1);
  return received[0]!;
}

const owner = { owner: "octo cat", repo: "hello-wörld" };
const ownerPath = "/repos/octo%20cat/hello-w%C3%B6rld";

describe("toFetch() with Node's fetch", () => {
  it.each(["get", "head"])("sends %s with its query and no body", async (method) => {
    const got = await send(
      api(`${method} /repos/{owner}/{repo}/issues`, { ...owner, state: "open", labels: "a b,c&d", per_page: 2 }),
    );
    expect(got.method).toBe(method.toUpperCase());
    expect(got.path).toBe(`${ownerPath}/issues?state=open&labels=a%20b%2Cc%26d&per_page=2`);
    expect(got.headers["accept"]).toBe("application/vnd.github.v3+json");
    expect(got.headers["user-agent"]).toBe("fetch-test/1.0");
    expect(got.headers["content-type"]).toBeUndefined();
    expect(got.body.length).toBe(0);
  });

  it.each(["post", "put", "patch", "delete", "options"])("sends %s with a JSON body", async (method) => {
    const params = { title: "Grüße", labels: ["bug"], milestone: 3, draft: false, note: null };
    const got = await send(api(`${method} /repos/{owner}/{repo}/issues`, { ...owner, ...params }));
    expect(got.method).toBe(method.toUpperCase());
    expect(got.path).toBe(`${ownerPath}/issues`);
    expect(got.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(got.headers["content-length"]).toBe(String(got.body.length));
    expect(JSON.parse(got.body.toString("utf8"))).toEqual(params);
  });

  it("sends PUT without parameters with an empty body", async () => {
    const got = await send(api("PUT /user/starred/{owner}/{repo}", owner));
    expect(got.method).toBe("PUT");
    expect(got.path).toBe("/user/starred/octo%20cat/hello-w%C3%B6rld");
    expect(got.headers["content-length"]).toBe("0");
    expect(got.headers).not.toHaveProperty("content-type");
    expect(got.body.length).toBe(0);
  });

  it("sends PATCH with an empty body as no body: no content-type fetch would give a string", async () => {
    const got = await send({ method: "patch", url: `${origin}/empty`, headers: {}, body: "" });
    expect(got.method).toBe("PATCH");
    expect(got.headers).not.toHaveProperty("content-type");
    expect(got.body.length).toBe(0);
  });

  it("sends DELETE without parameters with no body", async () => {
    const got = await send(api("DELETE /user/following/{username}", { username: "octocat" }));
    expect(got.method).toBe("DELETE");
    expect(got.body.length).toBe(0);
    expect(got.headers["content-type"]).toBeUndefined();
  });

  it("sends a string body as is, with its content-type", async () => {
    const text = '# Hello "wörld" {"not": "json"}';
    const got = await send(
      api("POST /markdown/raw", { data: text, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
    );
    expect(got.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(got.body.equals(Buffer.from(text, "utf8"))).toBe(true);
  });

  it.each([
    ["number", 42, "42"],
    ["boolean", true, "true"],
    ["null", null, "null"],
    ["array", [1, "two"], '[1,"two"]'],
    ["object", { a: { b: [1] } }, '{"a":{"b":[1]}}'],
  ])("stringifies a JSON %s given as data", async (_, data, text) => {
    const got = await send(api("POST /echo", { data }));
    expect(got.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(got.body.toString("utf8")).toBe(text);
  });

  const bytes = [0, 1, 127, 128, 254, 255];
  it.each([
    ["Uint8Array", () => new Uint8Array(bytes)],
    ["Buffer", () => Buffer.from(bytes)],
    ["ArrayBuffer", () => new Uint8Array(bytes).buffer],
    ["Blob", () => new Blob([new Uint8Array(bytes)])],
  ])("sends a %s body byte for byte (upload route)", async (_, data) => {
    const options = api(`POST ${origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}`, {
      ...owner,
      release_id: 7,
      name: "app v1.zip",
      label: "Grüße",
      data: data(),
      headers: { "content-type": "application/zip" },
    });
    const got = await send(options);
    expect(got.method).toBe("POST");
    expect(got.path).toBe(`${ownerPath}/releases/7/assets?name=app%20v1.zip&label=Gr%C3%BC%C3%9Fe`);
    expect(got.headers["content-type"]).toBe("application/zip");
    expect([...got.body]).toEqual(bytes);
  });

  it("streams a ReadableStream body", async () => {
    const data = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("chunk one, "));
        controller.enqueue(new TextEncoder().encode("chunk two"));
        controller.close();
      },
    });
    const options = api("POST /stream", { data, headers: { "content-type": "text/plain" } });
    expect(toFetch(options)[1]).toMatchObject({ duplex: "half" });
    const got = await send(options);
    expect(got.headers["transfer-encoding"]).toBe("chunked");
    expect(got.body.toString("utf8")).toBe("chunk one, chunk two");
  });

  it("sends URLSearchParams as a form", async () => {
    const data = new URLSearchParams({ a: "1", b: "x y&z" });
    const got = await send(
      api("POST /form", { data, headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(got.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(got.body.toString("utf8")).toBe("a=1&b=x+y%26z");
  });

  it("sends FormData as multipart with fetch's own boundary", async () => {
    const data = new FormData();
    data.append("field", "välue");
    const options = api("POST /multipart", { data });
    // The builder adds its JSON default content-type to any body; it would break the multipart body.
    expect(options.headers["content-type"]).toBe("application/json; charset=utf-8");
    const got = await send(options);
    const [, boundary] = /^multipart\/form-data; boundary=(.+)$/.exec(got.headers["content-type"] ?? "") ?? [];
    expect(boundary).toBeDefined();
    const body = got.body.toString("utf8");
    expect(body).toContain(`--${boundary}`);
    expect(body).toContain('name="field"');
    expect(body).toContain("välue");
  });

  it("copies headers: numbers as strings, without undefined or null ones", async () => {
    const got = await send({
      method: "get",
      url: `${origin}/headers`,
      headers: {
        "x-count": 5,
        "x-none": undefined,
        "x-null": null as unknown as string,
        authorization: "token abc",
        "x-empty": "",
      },
    });
    expect(got.headers["x-count"]).toBe("5");
    expect(got.headers).not.toHaveProperty("x-none");
    expect(got.headers).not.toHaveProperty("x-null");
    expect(got.headers["authorization"]).toBe("token abc");
    expect(got.headers["x-empty"]).toBe("");
  });

  it("passes authorization from defaults through", async () => {
    const got = await send(
      api.defaults({ headers: { Authorization: "token 0000000000000000000000000000000000000001" } })("GET /user"),
    );
    expect(got.headers["authorization"]).toBe("token 0000000000000000000000000000000000000001");
  });

  it("hands request.signal to fetch and nothing else of request", async () => {
    const controller = new AbortController();
    const options = api("GET /slow", { request: { signal: controller.signal, timeout: 5 } });
    const [, init] = toFetch(options);
    expect(init.signal).toBe(controller.signal);
    expect(init).not.toHaveProperty("timeout");
    expect(init).not.toHaveProperty("request");
    controller.abort();
    received.length = 0;
    await expect(fetch(options.url, init)).rejects.toThrow(/abort/i);
    expect(received).toHaveLength(0);
  });

  it("does not modify the request options it is given", () => {
    const options = api("PATCH /x/{id}", { id: 1, a: { b: 2 }, headers: { "x-n": 1 } });
    const copy = structuredClone(options);
    toFetch(options);
    expect(options).toEqual(copy);
  });
});
