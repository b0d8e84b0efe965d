// The layouts of `left = right` and `key: value` (generator/emit/printer/assignment.ts).
import { describe } from "vitest";
import {
  assign,
  call,
  declare,
  id,
  member,
  object,
  property,
  str,
  template,
} from "../../../../generator/emit/code-tree.js";
import { printerRows } from "../../../support/printer-rows.js";

const long = (n: number) => str("x".repeat(n));

describe("assignment", () => {
  printerRows([
    {
      rule: "on one line when it fits",
      given: declare("const", "p", call("withDefaultParams", [id("params"), id("defaults")])),
      want: "const p = withDefaultParams(params, defaults);",
    },
    {
      rule: "break-after-operator: a member that does not fit goes on the next line",
      given: assign(member("fields", "a".repeat(40), true), member("p", "a".repeat(40))),
      want: `fields["${"a".repeat(40)}"] =\n  p.${"a".repeat(40)};`,
    },
    {
      rule: "break-after-operator: so does a string",
      given: declare("const", "description", long(70)),
      want: `const description =\n  "${"x".repeat(70)}";`,
    },
    {
      rule: "never-break: a template literal stays after the `=` however long",
      given: declare(
        "const",
        "path",
        template(["/" + "a".repeat(70) + "/", ""], [call("segment", [member("p", "id")])]),
      ),
      want: "const path = `/" + "a".repeat(70) + "/${segment(p.id)}`;",
    },
    {
      rule: "fluid: a call breaks its arguments before it leaves the `=`",
      given: declare("const", "pairs", call("deepObject", [str("filter"), member("p", "f".repeat(60))])),
      want: `const pairs = deepObject(\n  "filter",\n  p.${"f".repeat(60)},\n);`,
    },
    {
      rule: "fluid: a call whose head does not fit goes on the next line",
      given: declare("const", "b".repeat(70), call("own", [id("p"), str("x")])),
      want: `const ${"b".repeat(70)} =\n  own(p, "x");`,
    },
    {
      rule: "a property's string goes on the next line when it does not fit",
      given: declare("const", "o", object([property("description", long(70))])),
      want: `const o = {\n  description:\n    "${"x".repeat(70)}",\n};`,
    },
    {
      rule: "after a key shorter than 5 columns, a string stays on the key's line",
      given: declare("const", "o", object([property("name", long(80))])),
      want: `const o = {\n  name: "${"x".repeat(80)}",\n};`,
    },
  ]);
});
