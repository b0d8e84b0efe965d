// The percent-encoders against the platform's: every character of the Basic Multilingual Plane, alone
// and inside text, a character outside it, and a lone surrogate.
import { describe, expect, it } from "vitest";
import { encodeComponent, encodeReserved, encodeUnreserved } from "../../runtime/encode.js";

/** What RFC 6570 makes of a value of most expressions: unreserved characters stay, all else is %XX of its UTF-8. */
const unreserved = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());

const characters = Array.from({ length: 0xd800 }, (_, code) => String.fromCharCode(code)).concat([
  "\ue000",
  "\uffff",
  "🐙",
]);

describe("encoders", () => {
  it("encodeComponent() is encodeURIComponent(), character by character and in text", () => {
    const texts = [...characters, ...characters.map((c) => `a${c}b`)];
    expect(texts.map(encodeComponent)).toEqual(texts.map((text) => encodeURIComponent(text)));
  });

  it("encodeUnreserved() keeps only A-Z a-z 0-9 - . _ ~", () => {
    const texts = [...characters, ...characters.map((c) => `a${c}b`), ...characters.map((c) => `${c}${c}x y${c}`)];
    expect(texts.map(encodeUnreserved)).toEqual(texts.map(unreserved));
    expect(encodeUnreserved("!'()*")).toBe("%21%27%28%29%2A");
  });

  it("encodes the text of any value, and throws URIError for a lone surrogate", () => {
    expect([1, -2.5, true, 10n ** 20n, null].map(encodeComponent)).toEqual([
      "1",
      "-2.5",
      "true",
      "100000000000000000000",
      "null",
    ]);
    expect(encodeUnreserved({ toString: () => "a b" })).toBe("a%20b");
    for (const encode of [encodeComponent, encodeUnreserved, encodeReserved])
      expect(() => encode("a\ud800")).toThrow(URIError);
  });
});
