import { describe, expect, it } from "vitest";
import { endpoint } from "../../runtime/index.js";
import { COMPILED_URLS_LIMIT, compiledUrls, compileUrl, readUrl, resolveUrl } from "../../runtime/url.js";

describe("compileUrl", () => {
  it("parses a url once: endpoint() reuses what it compiled", () => {
    const url = "/cache-test/{owner}/:repo";
    endpoint(`GET ${url}`, { owner: "o", repo: "r" });
    const compiled = compiledUrls.get(url);
    expect(compiled?.skip).toEqual(new Set(["method", "baseUrl", "url", "headers", "mediaType", "request", "owner", "repo"]));
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

  it("hides option keys the url names: they are never expanded", () => {
    expect(readUrl("/{a}").hidden).toBe(false);
    expect(readUrl("/{a}{/url}").hidden).toEqual({ method: undefined, baseUrl: undefined, url: undefined, headers: undefined, mediaType: undefined, request: undefined });
    expect(resolveUrl(readUrl("/{a}{/url}"), { a: 1, url: "/u" }, "")).toEqual(["/1", false]);
  });

  it("reads a missing or empty url as /", () => {
    expect(readUrl(undefined).parts).toEqual(["/"]);
    expect(readUrl("").parts).toEqual(["/"]);
  });
});

describe("resolveUrl", () => {
  const resolve = (url: string, values: Record<string, unknown> = {}, baseUrl = "https://b.example") => resolveUrl(readUrl(url), values, baseUrl);

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
