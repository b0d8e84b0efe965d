import { describe, expect, it } from "vitest";
import { cookieExplode, withCookies, type RequestOptions } from "../../runtime/index.js";
import { byGiven } from "../support/given-want.js";

// withCookies() (runtime/cookies.ts): a route's cookie parameters added to the cookie header of the
// request options a generated function built.

const options = (headers: RequestOptions["headers"]): RequestOptions => ({ method: "get", url: "https://api.example.com/x", headers });

describe("withCookies", () => {
  const cases: { name: string; headers: RequestOptions["headers"]; pairs: string[]; want: string | undefined }[] = [
    { name: "the pairs that have a value, joined by `; `", headers: {}, pairs: ["a=1", "", "b=x%20y"], want: "a=1; b=x%20y" },
    { name: "no pair with a value: no cookie header", headers: {}, pairs: ["", ""], want: undefined },
    { name: "after the cookies the call or the defaults give", headers: { cookie: "tracking=off" }, pairs: ["a=1"], want: "tracking=off; a=1" },
    { name: "those cookies alone when no pair has a value", headers: { cookie: "tracking=off" }, pairs: [""], want: "tracking=off" },
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

// cookieExplode() (runtime/cookies.ts): style form, exploded, as a cookie header repeats its pairs.
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
});
