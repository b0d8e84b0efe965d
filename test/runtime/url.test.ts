import { describe, expect, it } from "vitest";
import { endpoint } from "../../runtime/index.js";
import { expandTemplate } from "../../runtime/uri-template.js";
import { COMPILED_URLS_LIMIT, compiledUrls, compileUrl, finishUrl } from "../../runtime/url.js";

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
    const compiled = compileUrl("/{a}{/url,b}");
    expect(compiled.names).toEqual(["a", "b"]);
    expect(expandTemplate(compiled, { a: 1, b: 2, url: "x" })).toBe("/1/2");
  });

  it("reads a missing or empty url as /", () => {
    expect(compileUrl(undefined).parts).toEqual(["/"]);
    expect(compileUrl("").parts).toEqual(["/"]);
  });
});

describe("finishUrl", () => {
  /** As parse() finishes a url: expanded, then a trailing `/` less, base url, query. */
  function resolve(url: string, values: Record<string, unknown> = {}, baseUrl = "https://b.example", query = ""): string {
    const path = expandTemplate(compileUrl(url), values);
    return finishUrl(path, path.endsWith("/"), baseUrl, query);
  }

  it("drops one trailing / unless that is all", () => {
    expect(resolve("/a/{b}", {})).toBe("https://b.example/a");
    expect(resolve("/a//")).toBe("https://b.example/a/");
    expect(resolve("/")).toBe("https://b.example/");
    expect(resolve("{/a}", { a: "" })).toBe("https://b.example/");
    expect(resolve("/x{?a}", { a: 1 })).toBe("https://b.example/x?a=1");
    expect(resolve("/x", {}, "https://b.example/?k=1")).toBe("https://b.example/?k=1/x");
  });

  it("uses the url as given when it starts with http, also when that is spread over expressions", () => {
    expect(resolve("https://u.example/{a}", { a: "x" })).toBe("https://u.example/x");
    expect(resolve("{a}{b}/x", { a: "ht", b: "tp" })).toBe("http/x");
    expect(resolve("{a}/x", { a: "h" })).toBe("https://b.exampleh/x");
  });

  it("appends the query after ? or, when the url has one, &", () => {
    expect(resolve("/x{?a}", { a: 1 }, "https://b.example", "q=1")).toBe("https://b.example/x?a=1&q=1");
    expect(resolve("/x{?a}", {}, "https://b.example", "q=1")).toBe("https://b.example/x?q=1");
    expect(resolve("/x{?a}", {}, "https://b.example/?k", "q=1")).toBe("https://b.example/?k/x&q=1");
    expect(resolve("https://u.example/x", {}, "https://b.example/?k", "q=1")).toBe("https://u.example/x?q=1");
  });

  it("takes what is known of the url ahead instead of asking it", () => {
    expect(finishUrl("/x", false, "https://b.example", "q=1", { absolute: false, questioned: true })).toBe("https://b.example/x&q=1");
    expect(finishUrl("/x/", true, "https://b.example", "", { absolute: true })).toBe("/x");
  });
});
