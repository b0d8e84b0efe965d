import { describe, expect, it } from "vitest";
import { closest, editDistance } from "../../../../generator/load/catalogue/suggest.js";

// "Did you mean" (generator/load/catalogue/suggest.ts).

describe("suggestions", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("sumamry", "summary")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("suggests only near candidates, ignoring case", () => {
    expect(closest("descripton", ["docs", "description"])).toBe("description");
    expect(closest("BASEURL", ["baseUrl", "headers"])).toBe("baseUrl");
    expect(closest("frobnicate", ["summary", "route"])).toBeUndefined();
  });
});
