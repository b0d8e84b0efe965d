import { describe, expect, it } from "vitest";
import { withHeaderStyles } from "../../runtime/index.js";
import { byGiven } from "../support/given-want.js";

// withHeaderStyles() (runtime/header-style.ts): header parameters typed as lists or objects written in
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
