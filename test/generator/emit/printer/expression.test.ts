// The expressions printed on one line (generator/emit/printer/expression.ts).
import { describe } from "vitest";
import {
  array,
  arrow,
  asType,
  call,
  declare,
  id,
  literal,
  member,
  newCall,
  object,
  property,
  str,
  template,
} from "../../../../generator/emit/code-tree.js";
import { printerRows } from "../../../support/printer-rows.js";

describe("expression", () => {
  printerRows([
    { rule: "a member by name", given: declare("const", "v", member("p", "owner")), want: "const v = p.owner;" },
    {
      rule: "a member that is no identifier, in brackets",
      given: declare("const", "v", member("p", "legal-hold")),
      want: 'const v = p["legal-hold"];',
    },
    {
      rule: "a computed member, in brackets whatever its name",
      given: declare("const", "v", member("fields", "title", true)),
      want: 'const v = fields["title"];',
    },
    {
      rule: "a string with more double quotes than single ones, in single quotes",
      given: declare("const", "v", str('say "hi"')),
      want: "const v = 'say \"hi\"';",
    },
    { rule: "a literal as written", given: declare("const", "v", literal("null")), want: "const v = null;" },
    { rule: "new", given: declare("const", "v", newCall("FormData")), want: "const v = new FormData();" },
    {
      rule: "a template literal's expressions stay on its line however long",
      given: declare(
        "const",
        "path",
        template(
          ["/repos/", "/", "/" + "c".repeat(40)],
          [call("segment", [member("p", "owner")]), call("segment", [member("p", "repo")])],
        ),
      ),
      want: "const path = `/repos/${segment(p.owner)}/${segment(p.repo)}/" + "c".repeat(40) + "`;",
    },
    {
      rule: "a template literal's array of arrays breaks, as prettier breaks it anywhere",
      given: declare(
        "const",
        "path",
        template(
          ["/x", ""],
          [
            call("expand", [
              str("/"),
              array([array([str("a"), member("p", "a")]), array([str("b"), member("p", "b")])]),
            ]),
          ],
        ),
      ),
      want: 'const path = `/x${expand("/", [\n  ["a", p.a],\n  ["b", p.b],\n])}`;',
    },
    {
      rule: "`as`",
      given: declare("const", "Status", asType(object([property("Open", str("open"))]), "const")),
      want: 'const Status = { Open: "open" } as const;',
    },
    {
      rule: "an arrow function",
      given: declare("const", "f", arrow(["name", "value"], call("pair", [id("name"), id("value")]))),
      want: "const f = (name, value) => pair(name, value);",
    },
  ]);
});
