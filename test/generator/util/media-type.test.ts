// Media types as HTTP compares them (generator/util/media-type.ts).
import { describe, expect, it } from "vitest";
import { essenceOf, hasOwnParameters, syntaxSuffix } from "../../../generator/util/media-type.js";

describe("essenceOf", () => {
  it.each([
    { given: "Application/JSON; charset=utf-8", want: "application/json" },
    { given: " text/plain ", want: "text/plain" },
  ])("$given", ({ given, want }) => {
    expect(essenceOf(given)).toBe(want);
  });
});

describe("hasOwnParameters", () => {
  it.each([
    { given: "application/json", want: false },
    { given: "application/json; charset=utf-8", want: false },
    { given: "application/json;", want: false },
    { given: "application/json;version=2018-01-01", want: true },
    { given: "application/json; Charset=UTF-8; odata.metadata=minimal", want: true },
  ])("$given", ({ given, want }) => {
    expect(hasOwnParameters(given)).toBe(want);
  });
});

describe("syntaxSuffix", () => {
  it.each([
    { given: "application/*+xml", want: "xml" },
    { given: "application/vnd.github+json; charset=utf-8", want: "json" },
    { given: "Application/Problem+JSON", want: "json" },
    { given: "application/json", want: undefined },
    { given: "*/*", want: undefined },
  ])("$given", ({ given, want }) => {
    expect(syntaxSuffix(given)).toBe(want);
  });
});
