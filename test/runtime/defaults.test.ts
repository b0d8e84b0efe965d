// Defaults as data (defaults()/withDefaults), checked once when made, and a catalogue route's own
// defaults (withRouteDefaults). What a call takes from them is test/runtime/call.test.ts's.
import { describe, expect, it } from "vitest";
import { withDefaults, withRouteDefaults } from "../../runtime/defaults.js";
import { githubDefaults } from "../../runtime/github.js";
import { endpoint } from "../../runtime/endpoint.js";
import type { Defaults } from "../../runtime/types.js";

const api: Defaults = { baseUrl: "https://api.example.test", headers: { accept: "application/json" } };

describe("withDefaults", () => {
  it("lays options over the base: headers merged by lowercase name, parameters, request and servers", () => {
    const level = withDefaults(api, {
      headers: { Authorization: "token t" },
      params: { per_page: 5 },
      request: { timeout: 1 },
      servers: { uploads: "http://127.0.0.1:1" },
    });
    expect(level).toEqual({
      baseUrl: "https://api.example.test",
      headers: { accept: "application/json", authorization: "token t" },
      params: { per_page: 5 },
      request: { timeout: 1 },
      servers: { uploads: "http://127.0.0.1:1" },
    });
    const next = withDefaults(level, {
      baseUrl: "https://ghe.example/api",
      params: { per_page: undefined, page: 2 },
      request: { retries: 3 },
    });
    expect(next.baseUrl).toBe("https://ghe.example/api");
    expect(next.params).toEqual({ per_page: 5, page: 2 });
    expect(next.request).toEqual({ timeout: 1, retries: 3 });
    expect(next.servers).toBe(level.servers);
  });

  it("is frozen (its headers are its own, read only by type: calls copy them), and leaves its base as it was", () => {
    const base = withDefaults(api, { headers: { "x-a": "a" } });
    const level = withDefaults(base, { headers: { "x-b": "b" } });
    expect(Object.isFrozen(level)).toBe(true);
    expect(level.headers).not.toBe(base.headers);
    expect(base.headers).toEqual({ accept: "application/json", "x-a": "a" });
  });

  it("freezes only what it made: the caller's own request, params and servers stay as they were", () => {
    const request = { timeout: 1000 };
    const params = { per_page: 100 };
    const servers = { uploads: "https://uploads.example.com" };
    const level = withDefaults(api, { request, params, servers });
    expect([level.request, level.params, level.servers]).toEqual([request, params, servers]);
    expect([request, params, servers].map(Object.isFrozen)).toEqual([false, false, false]);
    expect([level.request, level.params, level.servers].map(Object.isFrozen)).toEqual([true, true, true]);
  });

  it("takes a builder as its base, and merges media types as builders do", () => {
    const level = withDefaults(endpoint.defaults({ mediaType: { previews: ["a-preview"] } }), {
      mediaType: { previews: ["b"] },
    });
    expect(level.mediaType).toEqual({ format: "", previews: ["a", "b"] });
    expect(level.headers).toEqual(githubDefaults.headers);
  });

  it.each<[string, unknown, RegExp]>([
    ["a header with CR or LF", { headers: { "x-a": "a\r\nb: c" } }, /CR, LF or NUL/],
    ["a header name that is not a token", { headers: { "x-a: b": "c" } }, /not a token/],
    [
      "a header name that only lowercases to a token (the Kelvin sign)",
      { headers: { "\u212A-a": "c" } },
      /not a token/,
    ],
    ["a header with NUL", { headers: { "X-A": "a\0" } }, /header "x-a" has CR, LF or NUL/],
    ["an unknown key (a header written at the top)", { authorization: "token t" }, /unknown default "authorization"/],
    ["a base url that is not text", { baseUrl: 5 }, /baseUrl must be a string/],
    ["options that are not an object", [], /must be a plain object/],
  ])("throws a TypeError for %s", (_, options, message) => {
    expect(() => withDefaults(api, options as never)).toThrow(TypeError);
    expect(() => withDefaults(api, options as never)).toThrow(message);
  });

  it("says a base without headers has none (plain JavaScript passes any), not what a spread of nothing threw", () => {
    expect(() => withDefaults({ baseUrl: "https://x.test" } as never, {})).toThrow(
      new TypeError("the base has no headers"),
    );
  });
});

describe("withRouteDefaults", () => {
  const withPreviews = endpoint.defaults({ mediaType: { previews: ["a-preview", "b"] }, headers: { "x-a": "a" } });
  const route = { headers: { "content-type": "application/zip", "x-a": "route" }, mediaType: { previews: ["c"] } };

  // A route's own defaults over the call's, for one call: what withDefaults() makes of them.
  const withParams = endpoint.defaults({ Version: "2010", per_page: 5 });
  it.each<
    [
      string,
      Defaults,
      {
        headers?: Record<string, string>;
        mediaType?: { format?: string; previews?: string[] };
        params?: Record<string, unknown>;
      },
    ]
  >([
    ["headers and previews over plain data", api, route],
    ["parameters over plain data", api, { params: { Action: "List", Version: "2024" } }],
    ["parameters over a builder's default parameters", withParams, { params: { Action: "List", Version: "2024" } }],
    ["over a builder with previews of its own", withPreviews, route],
    ["a format alone", withPreviews, { mediaType: { format: "raw" } }],
    [
      "headers alone, over previews (merged again, as a level of defaults merges them)",
      withPreviews,
      { headers: { "x-b": "b" } },
    ],
    ["headers alone, over data without a media type", api, { headers: { "x-b": "b" } }],
  ])("%s", (_, defaults, own) => {
    const { baseUrl, headers, mediaType, request, params } = withDefaults(defaults, own);
    const want: Record<string, unknown> = { baseUrl, headers, mediaType, request, params };
    const got: Record<string, unknown> = { ...withRouteDefaults(defaults, own) };
    for (const key of Object.keys(want)) if (want[key] === undefined) delete want[key];
    expect(Object.fromEntries(Object.keys(want).map((key) => [key, got[key]]))).toEqual(want);
  });

  it("leaves the defaults as they were", () => {
    const defaults = { baseUrl: "https://x.test", headers: { accept: "a" }, mediaType: { previews: ["p"] } };
    withRouteDefaults(defaults, route);
    expect(defaults).toEqual({ baseUrl: "https://x.test", headers: { accept: "a" }, mediaType: { previews: ["p"] } });
  });
});
