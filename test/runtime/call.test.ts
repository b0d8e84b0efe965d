// What a generated call needs (runtime/call.ts): its request options, what endpoint() returns for the
// same route and call, fresh each time, never touching the defaults; its parameters over the default
// ones, its base url, the end of its path, the content-type it chose.
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  contentTypeOf,
  JSON_TYPE,
  requestOptions,
  serverUrl,
  trimSlash,
  withDefaultParams,
} from "../../runtime/call.js";
import { withDefaults } from "../../runtime/defaults.js";
import { createEndpoint, endpoint } from "../../runtime/endpoint.js";
import { toFetch } from "../../runtime/fetch.js";
import type { Defaults, Headers } from "../../runtime/types.js";

const api: Defaults = Object.freeze({
  baseUrl: "https://api.example.test",
  headers: Object.freeze({ accept: "application/json" }),
});
const url = "https://api.example.test/x";

describe("requestOptions", () => {
  it("copies the defaults' headers, and merges the call's over them by lowercase name", () => {
    const first = requestOptions(api, {}, "get", url);
    first.headers.accept = "mutated";
    expect(requestOptions(api, {}, "get", url)).toEqual({
      method: "get",
      url,
      headers: { accept: "application/json" },
    });
    expect(requestOptions(api, { headers: { Accept: "text/html", "X-A": 1 } }, "get", url).headers).toEqual({
      accept: "text/html",
      "x-a": 1,
    });
    expect(api.headers).toEqual({ accept: "application/json" });
  });

  it.each<[string, unknown, string | undefined, Record<string, unknown> | undefined, string | undefined]>([
    ["a body without content-type is JSON", { a: 1 }, undefined, undefined, JSON_TYPE],
    ["a body says its route's type", "text", "text/plain; charset=utf-8", undefined, "text/plain; charset=utf-8"],
    [
      "the call's content-type wins",
      new Uint8Array([1]),
      "application/octet-stream",
      { "Content-Type": "application/zip" },
      "application/zip",
    ],
    ["a multipart body leaves it to the client", new FormData(), "", undefined, undefined],
    [
      "also when the call named one (without the boundary the client chooses)",
      new FormData(),
      undefined,
      { "content-type": "multipart/form-data" },
      undefined,
    ],
    ["no body, no content-type", undefined, "text/plain", undefined, undefined],
  ])("%s", (_, body, contentType, headers, want) => {
    const options = requestOptions(api, headers ? { headers: headers as Headers } : {}, "post", url, body, contentType);
    expect(options.headers["content-type"]).toBe(want);
    if (body !== undefined) expect(options.body).toBe(body);
    else expect("body" in options).toBe(false);
  });

  // The call's headers are merged by requestOptions' own callHeaders(): the same rules as endpoint()'s.
  it.each<[string, Record<string, unknown>, Record<string, unknown> | RegExp]>([
    ["a name already among the defaults' is replaced", { ACCEPT: "text/html" }, { accept: "text/html" }],
    ["a new name is added", { "X-Trace": "t" }, { accept: "application/json", "x-trace": "t" }],
    ["an undefined value leaves the default's", { accept: undefined }, { accept: "application/json" }],
    [
      "a null value is kept (toFetch sends no such header)",
      { "x-a": null },
      { accept: "application/json", "x-a": null },
    ],
  ])("a call's headers: %s", (_, headers, want) => {
    const call = () => requestOptions(api, { headers: headers as Headers }, "post", url, "text", "text/plain").headers;
    if (want instanceof RegExp) expect(call).toThrow(want);
    else expect(call()).toEqual({ ...want, "content-type": "text/plain" });
  });

  it("sends an empty body with PUT and PATCH that have none, as the builder does", () => {
    expect(requestOptions(api, {}, "put", url)).toEqual(createEndpoint(api)("PUT /x"));
    expect(requestOptions(api, {}, "patch", url).body).toBe("");
    expect(requestOptions(api, {}, "patch", url).headers["content-type"]).toBeUndefined();
  });

  it("returns request meta by reference, the call's merged deep over the defaults'", () => {
    const request = { signal: new AbortController().signal };
    expect(requestOptions(api, { request }, "get", url).request).toBe(request);
    const defaults = withDefaults(api, { request: { timeout: 1, hooks: { a: 1 } } });
    expect(requestOptions(defaults, {}, "get", url).request).toBe(defaults.request);
    expect(requestOptions(defaults, { request: { hooks: { b: 2 } } }, "get", url).request).toEqual({
      timeout: 1,
      hooks: { a: 1, b: 2 },
    });
    expect("request" in requestOptions(api, {}, "get", url)).toBe(false);
  });

  it("takes a builder as defaults: what the builder itself returns", () => {
    const builder = endpoint.defaults({
      baseUrl: "https://ghe.example/api/v3",
      headers: { authorization: "token t" },
      request: { timeout: 2 },
    });
    expect(requestOptions(builder, {}, "post", "https://ghe.example/api/v3/x", { a: 1 })).toEqual(
      builder("POST /x", { a: 1 }),
    );
  });

  // Header syntax is the HTTP client's to enforce (docs/clients.md): a call passes its headers on, and
  // fetch refuses them, as undici, Node's http and XHR do.
  it.each([{ "x-a": "a\r\nx-b: b" }, { "x-a": "a\0" }, { "x h": "a" }, { "x-h: y": "a" }])(
    "leaves the call's header %j to the HTTP client, which refuses it",
    (headers) => {
      const options = requestOptions(api, { headers }, "get", url);
      expect(options.headers).toMatchObject(
        Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
      );
      expect(() => new Request(...toFetch(options))).toThrow(TypeError);
    },
  );
});

describe("trimSlash", () => {
  it.each([
    ["/users/", "", "/users"],
    ["/users/", "?a=1", "/users/?a=1"],
    ["/", "", "/"],
    ["/users", "", "/users"],
  ])("%j + %j -> %j", (path, query, want) => {
    expect(trimSlash(path, query)).toBe(want);
  });
});

describe("contentTypeOf", () => {
  it.each<[Record<string, string> | undefined, string]>([
    [undefined, ""],
    [{ accept: "x" }, ""],
    [{ "Content-Type": "Application/JSON; charset=utf-8" }, "application/json"],
    [{ "content-type": "application/merge-patch+json" }, "application/merge-patch+json"],
  ])("%j -> %j", (headers, want) => {
    expect(contentTypeOf(headers ? { headers } : {})).toBe(want);
  });
});

describe("withDefaultParams", () => {
  it("is the call's parameters when there are no default ones", () => {
    const params = { a: 1 };
    expect(withDefaultParams(params, api)).toBe(params);
    expect(withDefaultParams(undefined, api)).toEqual({});
  });

  it("lays the call's parameters over the default ones; an undefined value leaves the default", () => {
    const defaults = withDefaults(api, { params: { per_page: 100, state: "open" } });
    expect(withDefaultParams({ state: "closed", per_page: undefined }, defaults)).toEqual({
      per_page: 100,
      state: "closed",
    });
    expect(withDefaultParams({ x: 1 }, endpoint.defaults({ owner: "o" }))).toEqual({ owner: "o", x: 1 });
  });

  it("keeps `__proto__` a key like any other", () => {
    const merged = withDefaultParams(
      JSON.parse('{"__proto__": {"polluted": 1}}') as object,
      withDefaults(api, { params: { a: 1 } }),
    );
    expect(Object.getOwnPropertyDescriptor(merged, "__proto__")?.value).toEqual({ polluted: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("baseUrl and serverUrl", () => {
  const withServers = withDefaults(api, { servers: { uploads: "http://127.0.0.1:9" } });
  it.each<[string, string, string]>([
    ["the defaults' base url", baseUrl({}, api), "https://api.example.test"],
    ["the call's", baseUrl({ baseUrl: "https://b.example" }, api), "https://b.example"],
    [
      "a route's own server",
      serverUrl({}, api, "uploads", "https://uploads.example.test"),
      "https://uploads.example.test",
    ],
    [
      "the defaults' url for that server",
      serverUrl({}, withServers, "uploads", "https://uploads.example.test"),
      "http://127.0.0.1:9",
    ],
    [
      "the call's over any server",
      serverUrl({ baseUrl: "https://c.example" }, withServers, "uploads", "https://u.example"),
      "https://c.example",
    ],
  ])("%s", (_, got, want) => {
    expect(got).toBe(want);
  });
});
