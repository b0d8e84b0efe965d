// Builders beyond what the conformance vectors show: frozen DEFAULTS, createEndpoint and its
// previews vendor, builders as defaults data, errors, prototype keys, inputs never mutated, values
// passed by reference. (What generated functions do with the same: request-options.test.ts.)
import { describe, expect, it } from "vitest";
import { createEndpoint, endpoint, toFetch, UriTemplateError, vendorRequestOptions } from "../../runtime/index.js";
import type { Endpoint, Options } from "../../runtime/types.js";

const deepFreeze = <T>(value: T): T => {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
};

describe("DEFAULTS", () => {
  it("are frozen, with their headers, mediaType and previews, at every level", () => {
    const builders = [endpoint, endpoint.defaults({ mediaType: { previews: ["a"] }, headers: { "x-a": "1" } })];
    builders.push(builders[1]!.defaults({ per_page: 1 }));
    for (const { DEFAULTS } of builders) {
      expect(Object.isFrozen(DEFAULTS)).toBe(true);
      expect(Object.isFrozen(DEFAULTS.headers)).toBe(true);
      expect(Object.isFrozen(DEFAULTS.mediaType)).toBe(true);
    }
    expect(Object.isFrozen(builders[1]!.DEFAULTS.mediaType.previews)).toBe(true);
    expect(Object.isFrozen(endpoint)).toBe(true);
  });

  it("never change, whatever the calls", () => {
    const a = endpoint.defaults({
      baseUrl: "https://a.example",
      headers: { authorization: "token a" },
      mediaType: { previews: ["p"] },
      request: { r: 1 },
      filter: { a: 1 },
    });
    const b = a.defaults({ headers: { "x-b": "b" }, filter: { b: 2 } });
    const builders = [endpoint, a, b];
    const before = builders.map((builder) => structuredClone(builder.DEFAULTS));
    for (const builder of builders) {
      const merged = builder.merge("POST /x/{id}", {
        id: 1,
        headers: { "X-C": "c" },
        mediaType: { previews: ["c"] },
        request: { s: 2 },
        filter: { c: 3 },
      });
      builder.parse(merged);
      const result = builder("PATCH /x", {
        mediaType: { format: "diff", previews: ["z"] },
        headers: { accept: "a/b" },
        request: { t: 1 },
        filter: { d: 4 },
      });
      result.headers["x-mutated"] = "yes";
      (result.request as Record<string, unknown>).mutated = true;
      const fast = vendorRequestOptions(
        builder,
        { headers: { "X-D": "d" }, mediaType: { previews: ["y"] } },
        "post",
        "https://x.example/x/2",
        { id: 2 },
      );
      fast.headers.accept = "mutated";
      vendorRequestOptions(builder, {}, "post", "https://x.example/x/3").headers.accept = "mutated";
      builder.defaults({ headers: { "x-e": "e" }, mediaType: { previews: ["e"] } });
    }
    expect(builders.map((builder) => structuredClone(builder.DEFAULTS))).toEqual(before);
    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": endpoint.DEFAULTS.headers["user-agent"] },
      mediaType: { format: "" },
    });
  });

  it("cascade through any number of defaults() levels", () => {
    let builder: Endpoint = endpoint;
    for (let level = 0; level < 20; level++)
      builder = builder.defaults({ [`p${level}`]: level, headers: { [`x-${level}`]: String(level) } });
    const { url, headers } = builder("GET /x");
    expect(url).toBe(`https://api.github.com/x?${Array.from({ length: 20 }, (_, i) => `p${i}=${i}`).join("&")}`);
    expect(headers["x-19"]).toBe("19");
    expect(headers["x-0"]).toBe("0");
  });
});

describe("createEndpoint", () => {
  const api = createEndpoint({
    baseUrl: "https://api.example.com",
    headers: { accept: "application/vnd.example.v3+json" },
  });

  it("starts from GET, the API's own headers (no routegen user-agent: that is GitHub's) and an empty format", () => {
    expect(api.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.example.com",
      headers: { accept: "application/vnd.example.v3+json" },
      mediaType: { format: "" },
    });
    expect(api("GET /things/{id}", { id: 1 }).url).toBe("https://api.example.com/things/1");
  });

  it("is defaults data too: its base url, headers and media type, and its default parameters", () => {
    expect({ baseUrl: api.baseUrl, headers: api.headers, mediaType: api.mediaType, params: api.params }).toEqual({
      baseUrl: "https://api.example.com",
      headers: { accept: "application/vnd.example.v3+json" },
      mediaType: { format: "" },
      params: undefined,
    });
    const level = api.defaults({ per_page: 5, request: { timeout: 1 }, headers: { "X-A": "a" } });
    expect(level.params).toEqual({ per_page: 5 });
    expect(level.request).toEqual({ timeout: 1 });
    expect(level.headers).toEqual({ accept: "application/vnd.example.v3+json", "x-a": "a" });
    expect(endpoint.params).toBeUndefined();
  });

  it("names previews after the vendor of its default accept", () => {
    const options = { mediaType: { format: "raw", previews: ["new"] } };
    expect(api("GET /x", options).headers.accept).toBe("application/vnd.example.new-preview.raw");
    expect(vendorRequestOptions(api, options, "get", "https://api.example.com/x").headers.accept).toBe(
      "application/vnd.example.new-preview.raw",
    );
    const other = createEndpoint({ baseUrl: "https://o.example", headers: { accept: "application/vnd.other+json" } });
    expect(other("GET /x", { mediaType: { previews: ["a"] } }).headers.accept).toBe(
      "application/vnd.other.a-preview+json",
    );
    const v4 = other.defaults({ headers: { accept: "application/vnd.gitlab.v4+json" } });
    expect(v4("GET /x", { mediaType: { previews: ["a"] } }).headers.accept).toBe(
      "application/vnd.gitlab.a-preview+json",
    );
    expect(v4("GET /x", { mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.gitlab.v4.raw");
  });

  it("rejects previews when its default accept names no vendor", () => {
    const plain = createEndpoint({ baseUrl: "https://p.example", headers: { accept: "application/json" } });
    expect(plain("GET /x").headers.accept).toBe("application/json");
    expect(() => plain("GET /x", { mediaType: { previews: ["a"] } })).toThrow(TypeError);
    expect(() => vendorRequestOptions(plain, { mediaType: { previews: ["a"] } }, "get", "https://p.example/x")).toThrow(
      TypeError,
    );
    // A binary download keeps its accept: no previews to name.
    expect(
      plain("GET /x", { headers: { accept: "application/octet-stream" }, mediaType: { previews: ["a"] } }).headers
        .accept,
    ).toBe("application/octet-stream");
    const noAccept = createEndpoint({ baseUrl: "https://n.example" });
    expect(noAccept("GET /x").headers).toEqual({});
  });
});

describe("errors", () => {
  it.each<[string, () => unknown]>([
    ["options array", () => endpoint("GET /x", [] as never)],
    ["options null", () => endpoint("GET /x", null as never)],
    ["options class instance", () => endpoint(new Map() as never)],
    ["options number", () => endpoint(5 as never)],
    ["defaults options array", () => endpoint.defaults([] as never)],
    ["merge options Date", () => endpoint.merge("GET /x", new Date() as never)],
    ["parse options string", () => endpoint.parse("x" as never)],
    ["headers not an object", () => endpoint("GET /x", { headers: "a: b" as never })],
    ["mediaType not an object", () => endpoint("GET /x", { mediaType: "raw" as never })],
  ])("TypeError for %s", (_, call) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(/must be a plain object/);
  });

  it("TypeError for a method, url or baseUrl that is not a string", () => {
    expect(() => endpoint({ method: 5 as never, url: "/x" })).toThrow(new TypeError("method must be a string"));
    expect(() => endpoint({ url: 5 as never })).toThrow(new TypeError("url must be a string"));
    // A base url is text: the generic builder does not merge objects into it.
    const baseUrl = { host: "x" } as never;
    expect(() => endpoint("GET /x", { baseUrl })).toThrow(new TypeError("baseUrl must be a string"));
    expect(() => endpoint.defaults({ baseUrl })).toThrow(new TypeError("baseUrl must be a string"));
  });

  it("UriTemplateError for an invalid template, naming it and the position", () => {
    expect(() => endpoint("GET /x/{a-b}")).toThrow(new UriTemplateError("/x/{a-b}", 3));
    expect(() => endpoint("GET /x/{a-b}")).toThrow('Invalid URI template "/x/{a-b}" at 3');
  });

  // Header syntax is the HTTP client's to enforce (docs/clients.md): the builder passes headers on as
  // @octokit/endpoint does, and fetch refuses them, as undici, Node's http and XHR do. An SDK's
  // defaults() checks its headers once, when it makes them (defaults.test.ts).
  describe("a header with CR, LF or NUL, or a name that is not a token", () => {
    const bad = [
      { "x-a": "a\r\nx-b: b" },
      { "x-a": "a\nb" },
      { "x-a": "a\rb" },
      { "x\r\ny": "a" },
      { "x-a": "a\0b" },
      { "x-h: y": "a" },
      { "x h": "a" },
    ];
    it.each(bad)("is passed on by defaults(), calls, merge() and parse(), and refused by fetch: %j", (headers) => {
      const h = headers as Record<string, string>;
      const [[name, value]] = Object.entries(h) as [[string, string]];
      for (const options of [
        endpoint.defaults({ headers: h })("GET /x"),
        endpoint("GET /x", { headers: h }),
        endpoint.parse(endpoint.merge("GET /x", { headers: h })),
        endpoint.parse({ ...endpoint.DEFAULTS, url: "/x", headers: h }),
      ]) {
        expect(options.headers[name.toLowerCase()]).toBe(value);
        expect(() => new Request(...toFetch(options))).toThrow(TypeError);
      }
    });

    it("leaves other values alone, as the reference does; undefined ones are dropped", () => {
      const headers = { "x-a": undefined, "x-n": 1, "x-null": null, "x-flag": true } as never;
      expect(endpoint("GET /x", { headers }).headers).toEqual({
        ...endpoint.DEFAULTS.headers,
        "x-n": 1,
        "x-null": null,
        "x-flag": true,
      });
      expect(endpoint("GET /x", { headers: null as never }).headers).toEqual(endpoint.DEFAULTS.headers);
    });
  });
});

describe("prototype keys", () => {
  const hostile = () =>
    JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "prototype": {"polluted": "yes"}}',
    ) as Options;

  it("stay ordinary keys of options, defaults, headers and bodies", () => {
    const builder = endpoint.defaults(hostile());
    expect(Object.keys(builder.DEFAULTS)).toEqual(expect.arrayContaining(["__proto__", "constructor", "prototype"]));
    expect(Object.getPrototypeOf(builder.DEFAULTS)).toBe(Object.prototype);
    const post = builder("POST /x", { ...hostile(), headers: JSON.parse('{"__proto__": "h", "Constructor": "c"}') });
    expect(Object.getPrototypeOf(post.body)).toBe(Object.prototype);
    expect(Object.keys(post.body as object)).toEqual(["__proto__", "constructor", "prototype"]);
    expect(Object.getOwnPropertyDescriptor(post.body, "__proto__")?.value).toEqual({ polluted: "yes" });
    expect(Object.getOwnPropertyDescriptor(post.headers, "__proto__")?.value).toBe("h");
    expect(post.headers.constructor).toBe("c");
    expect(endpoint("GET /x", hostile()).url).toBe(
      "https://api.github.com/x?__proto__=%5Bobject%20Object%5D&constructor=%5Bobject%20Object%5D&prototype=%5Bobject%20Object%5D",
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("merge deep into own keys only", () => {
    const merged = endpoint.defaults({ toString: { a: 1 } }).merge({ toString: { b: 2 }, hasOwnProperty: { c: 3 } });
    // Data keys named like Object's methods: read as data, never called.
    expect(Object.getOwnPropertyDescriptor(merged, "toString")?.value).toEqual({ a: 1, b: 2 });
    expect(Object.getOwnPropertyDescriptor(merged, "hasOwnProperty")?.value).toEqual({ c: 3 });
  });

  it("are never expanded from the prototype chain", () => {
    expect(endpoint("GET /{constructor}/{toString}/{__proto__}").url).toBe("https://api.github.com//");
  });
});

describe("inputs", () => {
  it("are never mutated (deeply frozen inputs work, and compare equal afterwards)", () => {
    const inputs = () => ({
      defaults: {
        baseUrl: "https://a.example",
        headers: { "X-A": "a" },
        mediaType: { previews: ["p-preview"] },
        request: { t: 1 },
        filter: { a: { b: 1 } },
      },
      options: {
        owner: "o",
        headers: { Accept: "application/vnd.github.v3+json", "X-U": undefined },
        mediaType: { format: "raw", previews: ["q-preview"] },
        request: { u: 2 },
        filter: { a: { c: 2 } },
        list: [1, 2],
        data: { d: [1] },
      },
    });
    const frozen = deepFreeze(inputs());
    const builder = endpoint.defaults(frozen.defaults);
    builder("POST /x/{owner}", frozen.options);
    builder.parse(deepFreeze(builder.merge("POST /x/{owner}", frozen.options)));
    expect(frozen).toEqual(inputs());
  });

  it("pass request, data and nested values through by reference", () => {
    const request = { signal: new AbortController().signal };
    const data = new Uint8Array([1, 2]);
    const nested = { deep: [1] };
    const list = ["a"];
    expect(endpoint("POST /x", { request, data }).request).toBe(request);
    expect(endpoint("POST /x", { request, data }).body).toBe(data);
    const body = endpoint("POST /x", { nested, list }).body as Record<string, unknown>;
    expect(body.nested).toBe(nested);
    expect(body.list).toBe(list);
    expect(endpoint.defaults({ request }).DEFAULTS.request).toBe(request);
  });
});

describe("an accept header built from mediaType", () => {
  it("holding CR or LF from a format or preview is refused by the HTTP client, as any header is", () => {
    for (const mediaType of [{ format: "raw\r\nx-evil: 1" }, { previews: ["a\nb"] }]) {
      expect(() => new Request(...toFetch(endpoint("GET /x", { mediaType })))).toThrow(TypeError);
    }
  });
});
