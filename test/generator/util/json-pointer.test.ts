import { describe, expect, it } from "vitest";
import { pointerSegments, toPointer } from "../../../generator/util/json-pointer.js";

describe("JSON pointers", () => {
  // given segments, want the pointer (RFC 6901: `~` as `~0`, `/` as `~1`; and `%` as `%25`)
  const table: [(string | number)[], string][] = [
    [[], "#"],
    [["paths", "/repos/{owner}", "get"], "#/paths/~1repos~1{owner}/get"],
    [["a~b", 0], "#/a~0b/0"],
    // `%` too, as the reading decodes a `$ref`'s percent-encoding: a key `%41` is not `A`.
    [["100%", "%41"], "#/100%25/%2541"],
  ];

  it.each(table)("writes %j as %s and reads it back", (segments, pointer) => {
    expect(toPointer(segments)).toBe(pointer);
    expect(pointerSegments(pointer)).toEqual(segments.map(String));
  });

  it("reads a percent-encoded $ref fragment, and leaves a malformed escape as written", () => {
    expect(pointerSegments("#/paths/~1repos~1%7Bowner%7D")).toEqual(["paths", "/repos/{owner}"]);
    expect(pointerSegments("#/a%zz")).toEqual(["a%zz"]);
  });
});
