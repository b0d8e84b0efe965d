// OpenAPI's parameter styles (runtime/styles.ts), as given/want tables: the query helpers of the styles
// RFC 6570 has no operator for (form and formExplode are held to RFC 6570 in url-expansion.test.ts),
// cookie parameters and header parameters.
import { describe, expect, it } from "vitest";
import type { RequestOptions } from "../../runtime/types.js";
import {
  cookieExplode,
  cookieStyle,
  cookieStyleExplode,
  deepObject,
  form,
  keepReserved,
  pipeDelimited,
  spaceDelimited,
  tabDelimited,
  withCookies,
  withHeaderStyles,
} from "../../runtime/styles.js";
import { byGiven } from "../support/given-want.js";

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

// withCookies() : a route's cookie parameters added to the cookie header of the
// request options a generated function built.

const options = (headers: RequestOptions["headers"]): RequestOptions => ({
  method: "get",
  url: "https://api.example.com/x",
  headers,
});

describe("withCookies", () => {
  const cases: { name: string; headers: RequestOptions["headers"]; pairs: string[]; want: string | undefined }[] = [
    {
      name: "the pairs that have a value, joined by `; `",
      headers: {},
      pairs: ["a=1", "", "b=x%20y"],
      want: "a=1; b=x%20y",
    },
    { name: "no pair with a value: no cookie header", headers: {}, pairs: ["", ""], want: undefined },
    {
      name: "after the cookies the call or the defaults give",
      headers: { cookie: "tracking=off" },
      pairs: ["a=1"],
      want: "tracking=off; a=1",
    },
    {
      name: "those cookies alone when no pair has a value",
      headers: { cookie: "tracking=off" },
      pairs: [""],
      want: "tracking=off",
    },
  ];
  it.each(cases)("$name", ({ headers, pairs, want }) => {
    expect(withCookies(options({ accept: "application/json", ...headers }), ...pairs).headers).toEqual({
      accept: "application/json",
      ...(want === undefined ? {} : { cookie: want }),
    });
  });

  it("returns the options it was given, their headers changed in place", () => {
    const given = options({});
    expect(withCookies(given, "a=1")).toBe(given);
    expect(given.headers.cookie).toBe("a=1");
  });
});

// cookieExplode() : style form, exploded, as a cookie header repeats its pairs.
describe("cookieExplode", () => {
  const rows: { given: unknown; want: string }[] = [
    { given: "blue", want: "color=blue" },
    { given: "", want: "color=" },
    { given: ["blue", "black", "brown"], want: "color=blue; color=black; color=brown" },
    { given: { R: 100, G: 200, B: 150 }, want: "R=100; G=200; B=150" },
    { given: ["a;b", "c d"], want: "color=a%3Bb; color=c%20d" },
    { given: [], want: "" },
    { given: null, want: "" },
  ];
  it.each(byGiven(rows))("%s", (_, { given, want }) => {
    expect(cookieExplode("color", given)).toBe(want);
  });

  it("writes values with the encoder it is given", () => {
    expect(cookieExplode("color", ["a b", "c"], (value) => `<${String(value)}>`)).toBe("color=<a b>; color=<c>");
  });
});

// cookieStyle() and cookieStyleExplode() : OpenAPI 3.2's style cookie, values as given (not
// percent-encoded), as the specification's Style Examples table writes them for `color`.
describe("style cookie", () => {
  const rows: { given: [value: unknown, explode: boolean]; want: string }[] = [
    { given: ["blue", false], want: "color=blue" },
    { given: ["blue", true], want: "color=blue" },
    { given: [["blue", "black", "brown"], false], want: "color=blue,black,brown" },
    { given: [["blue", "black", "brown"], true], want: "color=blue; color=black; color=brown" },
    { given: [{ R: 100, G: 200, B: 150 }, false], want: "color=R,100,G,200,B,150" },
    { given: [{ R: 100, G: 200, B: 150 }, true], want: "R=100; G=200; B=150" },
    // As given: an escaped value is not escaped again; a base64 token keeps its `/`, `+` and `=`.
    { given: ["Hello%2C%20world!", false], want: "color=Hello%2C%20world!" },
    { given: [["dG9r/ZW4+=", "é"], true], want: "color=dG9r/ZW4+=; color=é" },
    { given: ["", true], want: "color=" },
    { given: [[], true], want: "" },
    { given: [null, false], want: "" },
    { given: [undefined, true], want: "" },
  ];
  it.each(byGiven(rows))("%s", (_, { given: [value, explode], want }) => {
    expect((explode ? cookieStyleExplode : cookieStyle)("color", value)).toBe(want);
  });

  // Cookie pairs are added after the headers are assembled: a CR or LF would write a header of its
  // own, a `;` or `,` another cookie, a space or `"` a value servers cut short.
  const refused = ["\r", "\n", "\0", "\t", "\x7f", " ", '"', ",", ";", "\\"];
  it.each(refused.map((c) => [JSON.stringify(c), c]))("refuses %s in a value, naming the cookie", (shown, c) => {
    const want = new TypeError(
      `cookie "color": style cookie sends values as given, and no cookie value can hold ${shown}: give it escaped, as the API reads it`,
    );
    expect(() => cookieStyle("color", `a${c}b`)).toThrow(want);
    expect(() => cookieStyleExplode("color", ["ok", `a${c}b`])).toThrow(want);
    expect(() => cookieStyleExplode("color", { R: `a${c}b` })).toThrow(want);
    expect(() => cookieStyle("color", { R: `a${c}b` })).toThrow(want);
  });

  it("refuses an object's key that no cookie value can hold: exploded, it is a cookie's name", () => {
    expect(() => cookieStyleExplode("prefs", { "x\r\ny": 1 })).toThrow(/^cookie "prefs": .* "\\r"/);
  });
});

// withHeaderStyles() : header parameters typed as lists or objects written in
// style simple, as the OpenAPI specification's Style Examples table writes them for `color`.

describe("withHeaderStyles", () => {
  const rows: { given: [value: unknown, explode: boolean]; want: unknown }[] = [
    { given: ["blue", false], want: "blue" },
    { given: [7, true], want: 7 },
    { given: [["blue", "black", "brown"], false], want: "blue,black,brown" },
    { given: [["blue", "black", "brown"], true], want: "blue,black,brown" },
    { given: [{ R: 100, G: 200, B: 150 }, false], want: "R,100,G,200,B,150" },
    { given: [{ R: 100, G: 200, B: 150 }, true], want: "R=100,G=200,B=150" },
    // Values as they are: a header is not a url.
    { given: [["a b", "ü/é"], false], want: "a b,ü/é" },
    { given: [["x", null, "y"], false], want: "x,y" },
    // RFC 6570: an empty list or object is undefined.
    { given: [[], false], want: undefined },
    { given: [{}, true], want: undefined },
  ];
  it.each(byGiven(rows))("%s", (_, { given: [value, explode], want }) => {
    const params = { q: 1, headers: { accept: "*/*", Color: value } };
    expect(withHeaderStyles(params, { color: explode })).toEqual({ q: 1, headers: { accept: "*/*", Color: want } });
  });

  it("returns a copy, the params given unchanged; params without headers as they are", () => {
    const params = { headers: { "x-ids": ["a"] } as Record<string, unknown> };
    const written = withHeaderStyles(params, { "x-ids": false });
    expect(written.headers).toEqual({ "x-ids": "a" });
    expect(params.headers["x-ids"]).toEqual(["a"]);
    const bare: { id: number; headers?: object } = { id: 1 };
    expect(withHeaderStyles(bare, { "x-ids": false })).toBe(bare);
  });

  it("writes only the headers the route lists: one named like a member of every object goes as it is given", () => {
    const params = { headers: { constructor: { a: 1 }, "x-ids": ["a", "b"] } };
    expect(withHeaderStyles(params, { "x-ids": false }).headers).toEqual({ constructor: { a: 1 }, "x-ids": "a,b" });
  });
});
