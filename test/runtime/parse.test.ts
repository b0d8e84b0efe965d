// parse()'s url (runtime/parse.ts): compiled, and finished (trailing `/`, base url, query).
import { describe, expect, it } from "vitest";
import { endpoint } from "../../runtime/index.js";
import { compileUrl } from "../../runtime/parse.js";

describe("compileUrl", () => {
  it("leaves variables named like option keys out of its expressions: options are never expanded", () => {
    const { names, parts } = compileUrl("/a/{url}/{id}{?method,q,headers}");
    expect(names).toEqual(["id", "q"]);
    expect(parts.filter((p) => typeof p !== "string").map((p) => (typeof p === "string" ? [] : p.variables.map((v) => v.name)))).toEqual([[], ["id"], ["q"]]);
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
