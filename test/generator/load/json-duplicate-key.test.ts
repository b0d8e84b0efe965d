import { describe, expect, it } from "vitest";
import { firstDuplicateJsonKey } from "../../../generator/load/json-duplicate-key.js";
import { parseSourceDocument, SourceSyntaxError } from "../../../generator/load/source.js";

// A key repeated in a JSON object is an error, as in YAML: JSON.parse would keep the last value.

describe("firstDuplicateJsonKey", () => {
  it.each([
    { given: '{"a": 1, "b": 2}', want: undefined },
    { given: '{"a": 1, "a": 2}', want: { name: "a", offset: 9 } },
    { given: '{"a": {"k": 1}, "b": {"k": 1}}', want: undefined },
    { given: '{"a": {"k": 1, "k": 2}}', want: { name: "k", offset: 15 } },
    { given: '[{"a": 1}, {"a": 1}]', want: undefined },
    { given: '{"a": "b", "b": "a"}', want: undefined },
    { given: '{"a": ["a", "a"], "b": 1}', want: undefined },
    // Escapes: a quote inside a key, a backslash before the closing quote, and one key written two ways.
    { given: '{"a\\"": 1, "a": 2}', want: undefined },
    { given: '{"a\\\\": 1, "a": 2}', want: undefined },
    { given: '{"a": 1, "\\u0061": 2}', want: { name: "a", offset: 9 } },
    { given: '{"__proto__": 1, "__proto__": 2}', want: { name: "__proto__", offset: 17 } },
  ])("$given", ({ given, want }) => {
    JSON.parse(given);
    expect(firstDuplicateJsonKey(given)).toEqual(want);
  });
});

describe("a JSON input with a key twice", () => {
  it("is a json-syntax error at the second key, as YAML's repeated key is a yaml-syntax error", () => {
    const json = '{\n  "paths": {\n    "/a": {},\n    "/a": {}\n  }\n}\n';
    const yaml = "paths:\n  /a: {}\n  /a: {}\n";
    const error = (file: string, text: string) => {
      try {
        parseSourceDocument(file, text);
      } catch (e) {
        return (e as SourceSyntaxError).diagnostic;
      }
      return undefined;
    };
    expect(error("api.json", json)).toEqual(
      expect.objectContaining({
        code: "json-syntax",
        line: 4,
        column: 5,
        message: expect.stringContaining("`/a` is repeated"),
      }),
    );
    expect(error("api.yaml", yaml)).toEqual(
      expect.objectContaining({
        code: "yaml-syntax",
        line: 3,
        column: 3,
        message: expect.stringContaining("`/a` is repeated"),
      }),
    );
  });
});
