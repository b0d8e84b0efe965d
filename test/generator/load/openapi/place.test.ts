import { describe, expect, it } from "vitest";
import { child, diagnose, sourceOf } from "../../../../generator/load/openapi/place.js";
import { parseSourceDocument } from "../../../../generator/load/source.js";
import { escapeSegment, pointerSegments } from "../../../../generator/util/json-pointer.js";
import { byGiven } from "../../../support/given-want.js";

// Places in the documents being read (generator/load/openapi/place.ts): JSON pointers built from keys,
// and diagnostics placed at a value or at its key.

describe("escapeSegment", () => {
  const cases: { given: string; want: string }[] = [
    { given: "paths", want: "paths" },
    { given: "/repos/{owner}", want: "~1repos~1{owner}" },
    { given: "a~b", want: "a~0b" },
    // `%` too: pointerSegments decodes percent-escapes, which a key like `100%` must survive.
    { given: "100%", want: "100%25" },
    { given: "~/%", want: "~0~1%25" },
  ];
  it.each(byGiven(cases))("%s", (_, { given, want }) => {
    expect(escapeSegment(given)).toBe(want);
    expect(pointerSegments(`#/${escapeSegment(given)}`)).toEqual([given]);
  });
});

describe("child, sourceOf and diagnose", () => {
  const doc = parseSourceDocument("api.yaml", "paths:\n  /a~b%:\n    get: {}\n");
  const at = child({ doc, pointer: "#" }, "paths", "/a~b%");

  it("adds escaped segments to the pointer", () => {
    expect(at).toEqual({ doc, pointer: "#/paths/~1a~0b%25" });
    expect(sourceOf(child(at, "get", 0))).toEqual({ file: "api.yaml", pointer: "#/paths/~1a~0b%25/get/0" });
  });

  it("places a diagnostic at the value, or at the key it is under", () => {
    const place = { code: "c", severity: "error", message: "m", file: "api.yaml", pointer: "#/paths/~1a~0b%25" };
    expect(diagnose("c", "error", "m", at)).toEqual({ ...place, line: 3, column: 5 });
    expect(diagnose("c", "error", "m", at, "key")).toEqual({ ...place, line: 2, column: 3 });
  });
});
