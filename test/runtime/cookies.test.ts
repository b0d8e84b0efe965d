import { describe, expect, it } from "vitest";
import { withCookies, type RequestOptions } from "../../runtime/index.js";

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
