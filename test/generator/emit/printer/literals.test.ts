// Object and array literals (generator/emit/printer/literals.ts).
import { describe } from "vitest";
import { array, declare, id, literal, member, object, property, str } from "../../../../generator/emit/code-tree.js";
import { printerRows } from "../../../support/printer-rows.js";

describe("literals", () => {
  printerRows([
    {
      rule: "an empty object",
      given: declare("const", "fields", object([]), { type: "Record<string, unknown>" }),
      want: "const fields: Record<string, unknown> = {};",
    },
    {
      rule: "an object on one line when it fits",
      given: declare("const", "o", object([property('"x-color"', literal("false"))])),
      want: 'const o = { "x-color": false };',
    },
    {
      rule: "one property a line, with a trailing comma, when it does not fit",
      given: declare(
        "const",
        "o",
        object([
          property("accept", str("application/vnd.github+json")),
          property('"x-github-api-version"', str("2022-11-28")),
        ]),
      ),
      want: 'const o = {\n  accept: "application/vnd.github+json",\n  "x-github-api-version": "2022-11-28",\n};',
    },
    {
      rule: "an expanded object is one property a line however short",
      given: declare("const", "o", object([property("a", id("b"))], true)),
      want: "const o = {\n  a: b,\n};",
    },
    {
      rule: "an array on one line when it fits",
      given: declare("const", "previews", array([str("squirrel-girl"), str("luke-cage")])),
      want: 'const previews = ["squirrel-girl", "luke-cage"];',
    },
    {
      rule: "one element a line when it does not fit",
      given: declare("const", "previews", array([str("a".repeat(30)), str("b".repeat(30))])),
      want: `const previews = [\n  "${"a".repeat(30)}",\n  "${"b".repeat(30)}",\n];`,
    },
    {
      rule: "arrays that each hold several items are one a line, as a table",
      given: declare(
        "const",
        "alternatives",
        array([array([member("s", "a"), member("s", "b")]), array([member("s", "c"), member("s", "d")])]),
      ),
      want: "const alternatives = [\n  [s.a, s.b],\n  [s.c, s.d],\n];",
    },
    {
      rule: "not when one of them holds a single item",
      given: declare(
        "const",
        "alternatives",
        array([array([member("s", "a")]), array([member("s", "c"), member("s", "d")])]),
      ),
      want: "const alternatives = [[s.a], [s.c, s.d]];",
    },
  ]);
});
