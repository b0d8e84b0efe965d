import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { jsonText } from "../../../generator/util/json-text.js";

// What routegen writes as JSON (the manifest, --emit js's package.json) is what prettier writes, so a
// repository-wide `prettier --check .` passes over it.
const VALUES: [string, unknown][] = [
  ["an empty object and list", { files: {}, inputs: [] }],
  ["a short list on one line", { inputs: ["../api.yaml"], n: 1, flag: true, none: null }],
  ["a list as long as the line allows", { inputs: ["a".repeat(60), "b".repeat(3)] }],
  ["a list one character too long", { inputs: ["a".repeat(60), "b".repeat(4)], after: 1 }],
  ["a list that fits only as the last key", { first: 1, last: ["a".repeat(60), "b".repeat(4)] }],
  [
    "nested objects and lists",
    {
      routes: {
        "issues.list": { request: "GET /repos/{owner}/{repo}/issues", params: { "headers.x-id": 'header? "a" | "b"' } },
      },
      types: { A: ["x", "y"] },
    },
  ],
  ["a list of objects", [{ a: 1 }, { b: [1, 2] }]],
  ["text that needs escaping", { 'quote"': "line\nbreak \u2028 \\ \u0001" }],
];

describe("jsonText", () => {
  it.each(VALUES)("%s: as prettier prints it", async (_, value) => {
    const text = jsonText(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(await prettier.format(text, { parser: "json" })).toBe(text);
  });
});
