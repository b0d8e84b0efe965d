// The layout engine the printer runs on (generator/emit/doc.ts): groups that break when they do not
// fit, prettier's conditional group, and the width of text as prettier counts it.
import { describe, expect, it } from "vitest";
import {
  conditionalGroup,
  flatText,
  group,
  hardline,
  ifBreak,
  indent,
  line,
  print,
  softline,
  textWidth,
  type Doc,
} from "../../../generator/emit/doc.js";

const call = (args: string[]): Doc =>
  group([
    "f(",
    indent([softline, args.flatMap((a, i) => (i === 0 ? [a] : [",", line, a]))]),
    ifBreak(","),
    softline,
    ")",
  ]);

describe("print", () => {
  it.each<{ rule: string; given: Doc; width: number; want: string }>([
    { rule: "a group on one line when it fits", given: call(["a", "b"]), width: 80, want: "f(a, b)" },
    {
      rule: "a group that does not fit breaks its lines, ifBreak writes its text",
      given: call(["aaaa", "bbbb"]),
      width: 8,
      want: "f(\n  aaaa,\n  bbbb,\n)",
    },
    {
      rule: "a hard line breaks the groups around it",
      given: group(["{", indent([line, "a", hardline, "b"]), line, "}"]),
      width: 80,
      want: "{\n  a\n  b\n}",
    },
    {
      rule: "a conditional group: the first state when it fits",
      given: conditionalGroup([
        "f(a, [b])",
        ["f(a, ", group(["[", indent([softline, "b"]), softline, "]"], { broken: true }), ")"],
        "f(\n  a,\n  [b],\n)",
      ]),
      width: 80,
      want: "f(a, [b])",
    },
    {
      rule: "else the first whose head fits up to its first line break",
      given: conditionalGroup([
        "f(a, [bbbbbb])",
        ["f(a, ", group(["[", indent([softline, "bbbbbb"]), softline, "]"], { broken: true }), ")"],
        "f(...)",
      ]),
      width: 10,
      want: "f(a, [\n  bbbbbb\n])",
    },
    {
      rule: "else the last",
      given: conditionalGroup([
        "f(aaaaaaaaaaa, [b])",
        ["f(aaaaaaaaaaa, ", group(["[", indent([softline, "b"]), softline, "]"], { broken: true }), ")"],
        call(["aaaaaaaaaaa", "[b]"]),
      ]),
      width: 10,
      want: "f(\n  aaaaaaaaaaa,\n  [b],\n)",
    },
    { rule: "trailing spaces before a line break go", given: group(["a ", hardline, "b"]), width: 80, want: "a\nb" },
  ])("$rule", ({ given, width, want }) => {
    expect(print(given, width)).toBe(want);
  });
});

describe("flatText", () => {
  it("writes a document on one line, as print() does when it fits", () => {
    expect(flatText(call(["a", "b"]))).toBe("f(a, b)");
    expect(flatText(conditionalGroup([call(["a"]), "never"]))).toBe("f(a)");
  });

  it("is undefined for a document with a hard line", () => {
    expect(flatText(["a", hardline, "b"])).toBeUndefined();
  });
});

describe("textWidth", () => {
  it.each([
    { given: "abc", want: 3 },
    { given: "日本", want: 4 },
    { given: "e\u0301", want: 1 },
  ])("$given is $want columns wide", ({ given, want }) => {
    expect(textWidth(given)).toBe(want);
  });
});
