// The query helpers of the OpenAPI styles RFC 6570 has no operator for, as given/want tables (form
// and formExplode are held to RFC 6570 in expand.test.ts).
import { describe, expect, it } from "vitest";
import { deepObject, form, keepReserved, pipeDelimited, spaceDelimited, tabDelimited } from "../../runtime/query.js";

describe("deepObject", () => {
  it.each<[string, unknown, string]>([
    ["an object", { plan: "gold", tier: 2 }, "metadata%5Bplan%5D=gold&metadata%5Btier%5D=2"],
    ["a nested object", { a: { b: "c" } }, "metadata%5Ba%5D%5Bb%5D=c"],
    ["a list in an object, by index", { ids: ["x", "y"] }, "metadata%5Bids%5D%5B0%5D=x&metadata%5Bids%5D%5B1%5D=y"],
    ["a plain value (a union of an object and a number)", 1700000000, "metadata=1700000000"],
    ["keys and values percent-encoded", { "a b": "c&d" }, "metadata%5Ba%20b%5D=c%26d"],
    ["null members left out", { a: null, b: "1" }, "metadata%5Bb%5D=1"],
    ["nothing for undefined", undefined, ""],
    ["nothing for null", null, ""],
    ["an empty string is a value", "", "metadata="],
  ])("%s", (_, value, want) => {
    expect(deepObject("metadata", value)).toBe(want);
  });
});

describe("spaceDelimited, pipeDelimited and tabDelimited", () => {
  it.each<[string, (name: string, value: unknown) => string, unknown, string]>([
    ["a list, spaces", spaceDelimited, ["a", "b c"], "v=a%20b%20c"],
    ["an object, spaces", spaceDelimited, { R: 100, G: 200 }, "v=R%20100%20G%20200"],
    ["a list, pipes", pipeDelimited, ["a", "b"], "v=a%7Cb"],
    ["null members left out", pipeDelimited, ["a", null, "b"], "v=a%7Cb"],
    ["an empty list is no value", pipeDelimited, [], ""],
    ["a plain value as form", pipeDelimited, "x|y", "v=x%7Cy"],
    ["a list, tabs (Swagger 2.0's tsv)", tabDelimited, ["a", "b c"], "v=a%09b%20c"],
  ])("%s", (_, helper, value, want) => {
    expect(helper("v", value)).toBe(want);
  });
});

describe("allowReserved", () => {
  it("keeps reserved characters and %XX, but for those a query cannot hold as data", () => {
    expect(keepReserved("a/b:c?d@e!$'()*,;%41")).toBe("a/b:c?d@e!$'()*,;%41");
    expect(keepReserved("a&b=c+d#e[f]")).toBe("a%26b%3Dc%2Bd%23e%5Bf%5D");
    expect(keepReserved("é %")).toBe("%C3%A9%20%25");
    expect(form("q", "a/b&c", keepReserved)).toBe("q=a/b%26c");
    expect(deepObject("f", { "a/b": "c/d" }, keepReserved)).toBe("f%5Ba/b%5D=c/d");
  });
});
