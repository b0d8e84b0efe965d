// RFC 9110's token, the one rule the loaders hold header names and method names to (generator/load/http-text.ts).
import { describe, expect, it } from "vitest";
import { isHeaderName, isToken } from "../../../generator/load/http-text.js";

describe("isToken: an RFC 9110 token, whole", () => {
  it.each([
    ["PURGE", true],
    ["M-SEARCH", true],
    ["x-api-key", true],
    ["!#$%&'*+.^_`|~09azAZ", true],
    ["", false],
    ["GET /", false],
    ["x:y", false],
    ["a\r\nb", false],
    ["dé", false],
    ["(comment)", false],
    ['"q"', false],
  ])("%j: %s", (text, token) => {
    expect(isToken(text)).toBe(token);
    // A header name is a token: the same rule.
    expect(isHeaderName(text)).toBe(token);
  });
});
