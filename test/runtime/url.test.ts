import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint } from "../../runtime/index.js";
import { expandTemplate } from "../../runtime/uri-template.js";
import { expression, urlText, value, varName } from "../support/arbitrary-templates.js";
import { COMPILED_URLS_LIMIT, compiledUrls, compileUrl, finishUrl, slashed, urlFacts, variableNames } from "../../runtime/url.js";

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

describe("variableNames", () => {
  it("names each variable of a route's expressions once, operators, modifiers and option keys aside", () => {
    expect(variableNames(["/repos/", "{owner}", "/", "{repo}", "{?name,label}"])).toEqual(["owner", "repo", "name", "label"]);
    expect(variableNames(["{+path}", "{#frag}", "{.ext}", "{/list*}", "{;m:3}", "{&owner,a.b}"])).toEqual(["path", "frag", "ext", "list", "m", "owner", "a.b"]);
    expect(variableNames(["/x", "{/url,headers,id}", "{?baseUrl,request,mediaType,method}"])).toEqual(["id"]);
  });

  it("agrees with the names compileUrl() finds", () => {
    for (const url of ["/a/{b}{?c,d*}", "{+x}/y{#z:2}", "/{headers}/{h}", "/:owner/{repo}"]) {
      const { parts, names } = compileUrl(url);
      expect(variableNames(parts.map((part) => (typeof part == "string" ? part : part.source)))).toEqual(names);
    }
  });
});

describe("urlFacts", () => {
  it("knows of a url only what holds for every value of its variables", () => {
    const values = fc.dictionary(varName, value, { maxKeys: 6 });
    // Often an expression at the end, after a `/` or not: where the trailing `/` is decided.
    const url = fc.oneof(urlText, fc.tuple(urlText, fc.constantFrom("", "/", "x"), expression).map((parts) => parts.join("")));
    fc.assert(
      fc.property(url, values, (url, values) => {
        let compiled;
        try {
          compiled = compileUrl(url);
        } catch {
          return; // not a valid template
        }
        let path;
        try {
          path = expandTemplate(compiled, values);
        } catch {
          return; // a value that cannot be expanded
        }
        if (compiled.absolute !== undefined) expect(compiled.absolute).toBe(path.startsWith("http"));
        if (compiled.questioned !== undefined) expect(compiled.questioned).toBe(path.includes("?"));
        expect(slashed(compiled, path, values)).toBe(path.endsWith("/"));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads the usual urls without asking the expanded one", () => {
    expect(urlFacts("/repos/{owner}/{repo}/issues")).toEqual({ absolute: false, questioned: false, trailing: false });
    expect(urlFacts("/repos/{owner}/{repo}/pulls/{pull_number}")).toEqual({ absolute: false, questioned: false, trailing: "pull_number" });
    expect(urlFacts("https://uploads.example/{id}/assets{?name,label}")).toEqual({ absolute: true, questioned: undefined, trailing: false });
    expect(urlFacts("/a/{headers}")).toEqual({ absolute: false, questioned: false, trailing: true });
    expect(urlFacts("/{.owner}").trailing).toBe(undefined);
    expect(urlFacts("ht{a}/").absolute).toBe(undefined);
  });
});

describe("finishUrl", () => {
  /** As parse() finishes a url: expanded, then a trailing `/` less, base url, query. */
  function resolve(url: string, values: Record<string, unknown> = {}, baseUrl = "https://b.example", query = ""): string {
    const path = expandTemplate(compileUrl(url), values);
    const compiled = compileUrl(url);
    return finishUrl(path, slashed(compiled, path, values), baseUrl, query, compiled);
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

  it("drops the trailing / a value adds as well", () => {
    expect(resolve("/a/{+b}", { b: "x/" })).toBe("https://b.example/a/x");
    expect(resolve("/a/{b}", { b: "x/" })).toBe("https://b.example/a/x%2F");
    expect(resolve("/a{/b*}", { b: ["x", ""] })).toBe("https://b.example/a/x");
  });
});
