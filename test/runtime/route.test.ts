// requestOptions() beyond the property test: caching per route and builder, the slow path, and
// calls that override the route's own options.
import { describe, expect, it } from "vitest";
import { createEndpoint, endpoint, githubApi, requestOptions } from "../../runtime/index.js";
import type { ApiDefaults, Route } from "../../runtime/types.js";

const getIssues: Route = { method: "GET", url: ["/repos/", "{owner}", "/", "{repo}", "/issues"] };
const params = { owner: "o", repo: "r", state: "open", per_page: 2 };

describe("requestOptions", () => {
  it("uses the root builder when given none", () => {
    expect(requestOptions(getIssues, params)).toEqual(requestOptions(getIssues, params, endpoint));
    expect(requestOptions(getIssues, params)).toEqual({
      method: "get",
      url: "https://api.github.com/repos/o/r/issues?state=open&per_page=2",
      headers: endpoint.DEFAULTS.headers,
    });
  });

  it("takes an API's defaults instead of a builder: those of the root builder createEndpoint(api)", () => {
    const api = { baseUrl: "https://api.example.test", headers: { accept: "application/vnd.example.v3+json", "X-Api": "1" }, mediaType: { previews: ["mercy"] } };
    const route: Route = { method: "POST", url: ["/x/", "{id}"] };
    expect(requestOptions(route, { id: 1, a: 2 }, api)).toEqual(createEndpoint(api)("POST /x/{id}", { id: 1, a: 2 }));
    expect(requestOptions(route, { id: 1 }, api).headers).toMatchObject({ accept: "application/vnd.example.mercy-preview+json", "x-api": "1" });
    // GitHub's are the default, frozen as DEFAULTS are.
    expect(requestOptions(getIssues, params, githubApi)).toEqual(requestOptions(getIssues, params));
    expect(createEndpoint(githubApi).DEFAULTS).toEqual(endpoint.DEFAULTS);
    expect(Object.isFrozen(githubApi) && Object.isFrozen(githubApi.headers)).toBe(true);
    // Read only for TypeScript too (checked by the project's type-check): what follows from them is worked out once.
    const defaults: ApiDefaults = api;
    // @ts-expect-error: an API's defaults are read only
    void (() => (defaults.baseUrl = "https://other.example.test"));
  });

  it("keeps each builder's preparation apart, also when calls alternate", () => {
    const ghe = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3", headers: { authorization: "token t" } });
    for (let round = 0; round < 3; round++) {
      expect(requestOptions(getIssues, params, ghe).url).toBe("https://ghe.example/api/v3/repos/o/r/issues?state=open&per_page=2");
      expect(requestOptions(getIssues, params, ghe).headers.authorization).toBe("token t");
      expect(requestOptions(getIssues, params).url).toBe("https://api.github.com/repos/o/r/issues?state=open&per_page=2");
      expect(requestOptions(getIssues, params).headers).not.toHaveProperty("authorization");
    }
  });

  it("returns fresh headers each call", () => {
    const first = requestOptions(getIssues, params);
    first.headers.accept = "changed";
    expect(requestOptions(getIssues, params).headers.accept).toBe("application/vnd.github.v3+json");
  });

  it("leaves builders with parameter or request defaults to them, deep merge included", () => {
    const builder = endpoint.defaults({ owner: "d", filter: { a: 1 }, request: { timeout: 1 } });
    const route: Route = { method: "POST", url: ["/x/", "{owner}"] };
    const call = { filter: { b: 2 }, request: { retries: 1 } };
    const expected = { method: "post", url: "https://api.github.com/x/d", body: { filter: { a: 1, b: 2 } }, request: { timeout: 1, retries: 1 } };
    expect(requestOptions(route, call, builder)).toMatchObject(expected);
    expect(requestOptions(route, call, builder)).toEqual(builder.defaults({ method: "POST", url: "/x/{owner}" })(call));
  });

  it("lets a call override baseUrl, as defaults() would", () => {
    expect(requestOptions(getIssues, { ...params, baseUrl: "https://b.example" }).url).toBe("https://b.example/repos/o/r/issues?state=open&per_page=2");
    // And the route itself is unaffected afterwards.
    expect(requestOptions(getIssues, params).url).toBe("https://api.github.com/repos/o/r/issues?state=open&per_page=2");
  });

  it("keeps the route's method and url: a call naming either throws a TypeError, with or without builder", () => {
    const withParams = endpoint.defaults({ per_page: 2 });
    for (const builder of [undefined, endpoint, withParams]) {
      expect(() => requestOptions(getIssues, { ...params, method: "POST" }, builder)).toThrow(/cannot set a compiled route.s method or url/);
      expect(() => requestOptions(getIssues, { owner: "o", url: "/orgs/{owner}" }, builder)).toThrow(TypeError);
    }
    // Undefined values are no options, as merge() leaves them out.
    expect(requestOptions(getIssues, { ...params, url: undefined, method: undefined }).url).toBe("https://api.github.com/repos/o/r/issues?state=open&per_page=2");
  });

  it("applies the route's headers and mediaType, and the call's over them", () => {
    const route: Route = { method: "GET", url: ["/x"], headers: { "X-Route": "r", Accept: "application/vnd.github.v3+json" }, mediaType: { previews: ["a"] } };
    expect(requestOptions(route, {}).headers).toEqual({ accept: "application/vnd.github.a-preview+json", "user-agent": endpoint.DEFAULTS.headers["user-agent"], "x-route": "r" });
    expect(requestOptions(route, { headers: { "X-Route": "c" }, mediaType: { format: "raw", previews: ["b"] } }).headers).toEqual({
      accept: "application/vnd.github.a-preview.raw,application/vnd.github.b-preview.raw",
      "user-agent": endpoint.DEFAULTS.headers["user-agent"],
      "x-route": "c",
    });
  });

  it("works with frozen routes and never changes them", () => {
    const route: Route = Object.freeze({ method: "GET", url: Object.freeze(["/frozen/", "{id}"]), headers: Object.freeze({ "x-a": "1" }) });
    const before = structuredClone(route);
    expect(requestOptions(route, { id: 1 }).url).toBe("https://api.github.com/frozen/1");
    expect(route).toEqual(before);
    expect(Object.getOwnPropertySymbols(route)).toEqual([]);
  });

  it("takes a route's literal text as text: `:name` is no placeholder (a builder's generic way gets it as %3A)", () => {
    const cancel: Route = { method: "POST", url: ["/v1/", "{name}", ":cancel"] };
    expect(requestOptions(cancel, { name: "n", cancel: 1 })).toMatchObject({ url: "https://api.github.com/v1/n:cancel", body: { cancel: 1 } });
    const withParameter = endpoint.defaults({ force: true });
    expect(requestOptions(cancel, { name: "n" }, withParameter)).toEqual(withParameter("POST /v1/{name}%3Acancel", { name: "n" }));
  });

  it("takes own keys only: an enumerable key on Object.prototype is no parameter", () => {
    const post: Route = { method: "POST", url: ["/x/", "{id}"] };
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.polluted = "yes";
    try {
      expect(requestOptions(getIssues, params).url).toBe("https://api.github.com/repos/o/r/issues?state=open&per_page=2");
      expect(requestOptions(post, { id: 1, a: 1, headers: { "x-a": "1" } })).toEqual({
        method: "post",
        url: "https://api.github.com/x/1",
        headers: { ...endpoint.DEFAULTS.headers, "x-a": "1", "content-type": "application/json; charset=utf-8" },
        body: { a: 1 },
      });
      expect(endpoint("GET /x", { a: 1 }).url).toBe("https://api.github.com/x?a=1");
    } finally {
      delete prototype.polluted;
    }
  });
});
