// How the CLI names files in a line (generator/cli/file-list.ts): each one, but a folder with many
// (an SDK's `types/`, one module per named type) counted.
import { describe, expect, it } from "vitest";
import { fileList } from "../../../generator/cli/file-list.js";

describe("fileList", () => {
  const many = Array.from({ length: 6 }, (_, i) => `types/t${i}.ts`);
  const cases: { why: string; given: string[]; want: string }[] = [
    {
      why: "top-level files are all named",
      given: ["index.ts", "a.ts", "b.ts", "c.ts", "d.ts", "e.ts", "f.ts"],
      want: "index.ts, a.ts, b.ts, c.ts, d.ts, e.ts, f.ts",
    },
    {
      why: "a few files of a folder are named",
      given: ["types.ts", "types/note.ts", "notes.ts"],
      want: "types.ts, types/note.ts, notes.ts",
    },
    {
      why: "many are counted where the first was",
      given: ["types.ts", ...many, "notes.ts"],
      want: "types.ts, types/ (6 files), notes.ts",
    },
    {
      why: "removed ones count with the rest",
      given: [...many.slice(1), `${many[0]} (removed)`],
      want: "types/ (6 files)",
    },
    { why: "nothing", given: [], want: "" },
  ];
  it.each(cases)("$why", ({ given, want }) => {
    expect(fileList(given)).toBe(want);
  });
});
