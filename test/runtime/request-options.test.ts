// The request options of a generated call (requestOptions, vendorRequestOptions): what endpoint()
// returns for the same route and call, fresh each time, never touching the defaults.
import { describe, expect, it } from "vitest";
import { withDefaults } from "../../runtime/defaults.js";
import { createEndpoint, endpoint } from "../../runtime/endpoint.js";
import { githubDefaults } from "../../runtime/github.js";
import { JSON_TYPE, requestOptions } from "../../runtime/request-options.js";
import { trimSlash } from "../../runtime/trim-slash.js";
import { contentTypeOf } from "../../runtime/content-type.js";
import type { Defaults, Headers } from "../../runtime/types.js";
import { vendorRequestOptions } from "../../runtime/vendor-request-options.js";

const api: Defaults = Object.freeze({ baseUrl: "https://api.example.test", headers: Object.freeze({ accept: "application/json" }) });
const url = "https://api.example.test/x";

describe("requestOptions", () => {
  it("copies the defaults' headers, and merges the call's over them by lowercase name", () => {
    const first = requestOptions(api, {}, "get", url);
    first.headers.accept = "mutated";
    expect(requestOptions(api, {}, "get", url)).toEqual({ method: "get", url, headers: { accept: "application/json" } });
    expect(requestOptions(api, { headers: { Accept: "text/html", "X-A": 1 } }, "get", url).headers).toEqual({ accept: "text/html", "x-a": 1 });
    expect(api.headers).toEqual({ accept: "application/json" });
  });

  it.each<[string, unknown, string | undefined, Record<string, unknown> | undefined, string | undefined]>([
    ["a body without content-type is JSON", { a: 1 }, undefined, undefined, JSON_TYPE],
    ["a body says its route's type", "text", "text/plain; charset=utf-8", undefined, "text/plain; charset=utf-8"],
    ["the call's content-type wins", new Uint8Array([1]), "application/octet-stream", { "Content-Type": "application/zip" }, "application/zip"],
    ["a multipart body leaves it to the client", new FormData(), "", undefined, undefined],
    ["also when the call named one (without the boundary the client chooses)", new FormData(), undefined, { "content-type": "multipart/form-data" }, undefined],
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
    ["a null value is kept (toFetch sends no such header)", { "x-a": null }, { accept: "application/json", "x-a": null }],
    ["a name that is no token is refused", { "x-a: b": "c" }, /not a token/],
    ["a value with CR or LF is refused", { "x-a": "a\r\nx-b: c" }, /CR, LF or NUL/],
    ["headers that are not a plain object are refused", new Map([["x", "y"]]) as unknown as Record<string, unknown>, /headers must be a plain object/],
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
    expect(requestOptions(defaults, { request: { hooks: { b: 2 } } }, "get", url).request).toEqual({ timeout: 1, hooks: { a: 1, b: 2 } });
    expect("request" in requestOptions(api, {}, "get", url)).toBe(false);
  });

  it("takes a builder as defaults: what the builder itself returns", () => {
    const builder = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3", headers: { authorization: "token t" }, request: { timeout: 2 } });
    expect(requestOptions(builder, {}, "post", "https://ghe.example/api/v3/x", { a: 1 })).toEqual(builder("POST /x", { a: 1 }));
  });

  it.each([{ "x-a": "a\r\nx-b: b" }, { "x-a": "a\0" }, { "x h": "a" }, { "x-h: y": "a" }])("refuses the call's header %j", (headers) => {
    expect(() => requestOptions(api, { headers }, "get", url)).toThrow(TypeError);
  });
});

describe("vendorRequestOptions", () => {
  it("sets the accept header the call's media type asks for, as endpoint() does", () => {
    const params = { mediaType: { format: "raw", previews: ["mercy"] } };
    const expected = endpoint("GET /x", params);
    expect(vendorRequestOptions(githubDefaults, params, "get", "https://api.github.com/x")).toEqual(expected);
    expect(vendorRequestOptions(githubDefaults, { mediaType: { format: "diff" } }, "get", "https://api.github.com/x").headers.accept).toBe("application/vnd.github.v3.diff");
    expect(vendorRequestOptions(githubDefaults, {}, "get", "https://api.github.com/x").headers.accept).toBe("application/vnd.github.v3+json");
  });

  it("merges the defaults' previews with the call's", () => {
    const builder = endpoint.defaults({ mediaType: { previews: ["a"] } });
    const params = { mediaType: { previews: ["b"] } };
    expect(vendorRequestOptions(builder, params, "get", "https://api.github.com/x")).toEqual(builder("GET /x", params));
  });

  it("refuses a format or preview that would inject a header", () => {
    expect(() => vendorRequestOptions(githubDefaults, { mediaType: { format: "raw\r\nX-Evil: 1" } }, "get", url)).toThrow(TypeError);
    expect(() => vendorRequestOptions(githubDefaults, { mediaType: { previews: ["a\nb"] } }, "get", url)).toThrow(TypeError);
  });
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
