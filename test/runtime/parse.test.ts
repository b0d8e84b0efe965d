// parse()'s url (runtime/parse.ts): compiled once per text, and finished (trailing `/`, base url, query).
import { describe, expect, it } from "vitest";
import { endpoint } from "../../runtime/index.js";
import { COMPILED_URLS_LIMIT, compiledUrls, compileUrl } from "../../runtime/parse.js";

describe("compileUrl", () => {
  it("parses a url once: endpoint() reuses what it compiled", () => {
    compiledUrls.clear();
    endpoint("GET /repos/{owner}/{repo}", { owner: "a", repo: "b" });
    const compiled = compiledUrls.get("/repos/{owner}/{repo}");
    expect(compiled?.names).toEqual(["owner", "repo"]);
    endpoint("GET /repos/{owner}/{repo}", { owner: "c", repo: "d" });
    expect(compiledUrls.get("/repos/{owner}/{repo}")).toBe(compiled);
  });

  it("keeps at most COMPILED_URLS_LIMIT urls, starting again when full", () => {
    compiledUrls.clear();
    for (let i = 0; i < COMPILED_URLS_LIMIT; i++) compileUrl(`/x/${i}`);
    expect(compiledUrls.size).toBe(COMPILED_URLS_LIMIT);
    compileUrl("/y");
    expect([...compiledUrls.keys()]).toEqual(["/y"]);
  });

  it("does not keep urls that fail", () => {
    expect(() => compileUrl("/x/{a-b}")).toThrow();
    expect(compiledUrls.has("/x/{a-b}")).toBe(false);
  });

  it("never expands an option: a variable named like one expands to nothing", () => {
    expect(compileUrl("/a/{url}/{id}{?method,q,headers}").names).toEqual(["url", "id", "method", "q", "headers"]);
    expect(endpoint("GET /a/{url}/{id}{?method,q,headers}", { id: 1, q: "x" }).url).toBe(
      "https://api.github.com/a//1?q=x",
    );
  });

  it("reads a missing or empty url as /, and `:name` as a placeholder", () => {
    expect(compileUrl("").parts).toEqual(["/"]);
    expect(compileUrl(undefined).parts).toEqual(["/"]);
    expect(compileUrl("/orgs/:org/repos").names).toEqual(["org"]);
  });
});

describe("the url endpoint() finishes", () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ["/a/", "https://b.example", {}, "https://b.example/a"],
    ["/a//", "https://b.example", {}, "https://b.example/a/"],
    ["/", "https://b.example", {}, "https://b.example/"],
    ["https://up.example/x", "https://b.example", {}, "https://up.example/x"],
    ["/x", "https://b.example", { a: 1 }, "https://b.example/x?a=1"],
    ["/x?k=1", "https://b.example", { a: 1 }, "https://b.example/x?k=1&a=1"],
    ["/x", "https://b.example/?k=1", { a: 1 }, "https://b.example/?k=1/x&a=1"],
  ])("%j on %j with %j -> %j", (url, baseUrl, params, want) => {
    expect(endpoint({ url, baseUrl, ...params }).url).toBe(want);
  });
});
