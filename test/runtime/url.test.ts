import { describe, expect, it } from "vitest";
import { endpoint } from "../../runtime/index.js";
import { COMPILED_URLS_LIMIT, compiledUrls, compileUrl, resolveUrl } from "../../runtime/url.js";

describe("compileUrl", () => {
  it("parses a url once: endpoint() reuses what it compiled", () => {
    const url = "/cache-test/{owner}/:repo";
    endpoint(`GET ${url}`, { owner: "o", repo: "r" });
    const compiled = compiledUrls.get(url);
    expect(compiled?.names).toEqual(["owner", "repo"]);
    expect(endpoint(`GET ${url}`, { owner: "p", repo: "q" }).url).toBe("https://api.github.com/cache-test/p/q");
    expect(compiledUrls.get(url)).toBe(compiled);
    expect(compileUrl(url)).toBe(compiled);
  });

  it("keeps at most COMPILED_URLS_LIMIT urls, dropping the oldest first", () => {
    for (let i = 0; i < COMPILED_URLS_LIMIT + 50; i++) compileUrl(`/bounded/${i}`);
    expect(compiledUrls.size).toBeLessThanOrEqual(COMPILED_URLS_LIMIT);
    expect(compiledUrls.has("/bounded/0")).toBe(false);
    expect(compiledUrls.has(`/bounded/${COMPILED_URLS_LIMIT + 49}`)).toBe(true);
  });

  it("does not keep urls that fail", () => {
    expect(() => compileUrl("/bad/{")).toThrow();
    expect(compiledUrls.has("/bad/{")).toBe(false);
  });

  it("leaves variables named like option keys out of its expressions: options are never expanded", () => {
    const { parts } = compileUrl("/{a}{/url,b,headers}");
    expect(parts[2]).toMatchObject({ operator: "/", variables: [{ name: "b" }] });
    expect(resolveUrl(compileUrl("/{a}{/url,b}"), { a: 1, url: "/u", b: 2 }, "")).toEqual(["/1/2", false]);
  });

  it("reads a missing or empty url as /", () => {
    expect(compileUrl(undefined).parts).toEqual(["/"]);
    expect(compileUrl("").parts).toEqual(["/"]);
  });
});

describe("resolveUrl", () => {
  const resolve = (url: string, values: Record<string, unknown> = {}, baseUrl = "https://b.example") => resolveUrl(compileUrl(url), values, baseUrl);

  it("drops one trailing / unless that is all, and says whether there is a ?", () => {
    expect(resolve("/a/{b}", {})).toEqual(["https://b.example/a", false]);
    expect(resolve("/a//")).toEqual(["https://b.example/a/", false]);
    expect(resolve("/")).toEqual(["https://b.example/", false]);
    expect(resolve("{/a}", { a: "" })).toEqual(["https://b.example/", false]);
    expect(resolve("/x{?a}", { a: 1 })).toEqual(["https://b.example/x?a=1", true]);
    expect(resolve("/x", {}, "https://b.example/?k=1")).toEqual(["https://b.example/?k=1/x", true]);
  });

  it("uses the url as given when it starts with http, also when that is spread over expressions", () => {
    expect(resolve("https://u.example/{a}", { a: "x" })).toEqual(["https://u.example/x", false]);
    expect(resolve("{a}{b}/x", { a: "ht", b: "tp" })).toEqual(["http/x", false]);
    expect(resolve("{a}/x", { a: "h" })).toEqual(["https://b.exampleh/x", false]);
  });
});
