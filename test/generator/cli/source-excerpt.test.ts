// The source line under a diagnostic, with a caret under its column: given a text, a line and a
// column, want the excerpt's lines.
import { describe, expect, it } from "vitest";
import { SourceLines, sourceExcerpt } from "../../../generator/cli/source-excerpt.js";

const long = `{"a":[${"1,".repeat(200)}oops,${"2,".repeat(200)}]}`;

describe("sourceExcerpt", () => {
  it.each<[string, string, number, number | undefined, string[]]>([
    ["a line with a caret under the column", "a: 1\nb: [2\n", 2, 4, ["  2 | b: [2", "    |    ^"]],
    ["a CRLF line, without its CR", "a: 1\r\nb: 2\r\n", 2, 1, ["  2 | b: 2", "    | ^"]],
    ["the last line, without a line break", "a\nlast", 2, 5, ["  2 | last", "    |     ^"]],
    ["a line without a column: no caret", "a\nb\n", 1, undefined, ["  1 | a"]],
    ["a line past the end: nothing", "a\n", 5, 1, []],
    [
      "tabs and control characters, one column each",
      "\tx\u001b[31my: z\n",
      1,
      9,
      ["  1 |  x·[31my: z", "    |         ^"],
    ],
    ["a wide gutter", `${"\n".repeat(11)}key: value\n`, 12, 6, ["  12 | key: value", "     |      ^"]],
    [
      "a long line: a window around the column, elided at both ends",
      long,
      1,
      long.indexOf("oops") + 1,
      [`  1 | …${long.slice(long.indexOf("oops") - 40, long.indexOf("oops") + 60)}…`, `    | ${" ".repeat(41)}^`],
    ],
    [
      "a long line's end: the window ends with it",
      long,
      1,
      long.length,
      [`  1 | …${long.slice(-100)}`, `    | ${" ".repeat(100)}^`],
    ],
  ])("%s", (_, text, line, column, want) => {
    expect(sourceExcerpt(new SourceLines(text), line, column)).toEqual(want);
  });

  it("shows lines before, when asked, in a gutter as wide as the line's", () => {
    const text = `${"a\n".repeat(8)}tags: [notes\nparameters:\n`;
    expect(sourceExcerpt(new SourceLines(text), 10, 1, 1)).toEqual([
      "   9 | tags: [notes",
      "  10 | parameters:",
      "     | ^",
    ]);
    expect(sourceExcerpt(new SourceLines("x: [\n"), 1, 4, 1)).toEqual(["  1 | x: [", "    |    ^"]);
  });
});
