// Binary chains as prettier prints them (generator/emit/printer/binary.ts).
import { describe } from "vitest";
import {
  assign,
  binary,
  call,
  declare,
  id,
  ifThen,
  member,
  object,
  property,
  str,
  sum,
} from "../../../../generator/emit/code-tree.js";
import { printerRows } from "../../../support/printer-rows.js";

const base = call("baseUrl", [id("p"), id("defaults")]);
const long = (n: number) => str("x".repeat(n));

describe("binary", () => {
  printerRows([
    {
      rule: "a chain on one line when it fits",
      given: declare("let", "url", sum([base, str("/user")])),
      want: 'let url = baseUrl(p, defaults) + "/user";',
    },
    {
      rule: "a lone `a + b` that does not fit goes after the `=`, whole",
      given: declare("const", "url", sum([base, long(50)])),
      want: 'const url =\n  baseUrl(p, defaults) + "' + "x".repeat(50) + '";',
    },
    {
      rule: "a longer chain breaks one operand a line, the operator at the end",
      given: assign(
        "url",
        sum([id("url"), id("sep"), str("state="), call("encodeUnreserved", [member("p", "state")]), long(30)]),
      ),
      want: 'url =\n  url +\n  sep +\n  "state=" +\n  encodeUnreserved(p.state) +\n  "' + "x".repeat(30) + '";',
    },
    {
      rule: "of two operands, the second stays on the line of the first's end when it fits there",
      given: declare(
        "const",
        "url",
        sum([call("serverUrl", [id("p"), id("defaults"), str("uploads"), long(40)]), str("/assets")]),
      ),
      want:
        'const url =\n  serverUrl(\n    p,\n    defaults,\n    "uploads",\n    "' +
        "x".repeat(40) +
        '",\n  ) + "/assets";',
    },
    {
      rule: "inside an if's parentheses, the comparison breaks with them",
      given: ifThen(
        binary("!==", member("p", "a".repeat(70)), id("undefined")),
        assign(member("fields", "a", true), member("p", "a")),
      ),
      want: "if (\n  p." + "a".repeat(70) + ' !==\n  undefined\n)\n  fields["a"] = p.a;',
    },
    {
      rule: "a logical operator's object literal stays after it, broken inside",
      given: declare(
        "const",
        "headers",
        binary("??", member("p", "headers"), object([property("accept", long(40)), property("b", id("c"))])),
      ),
      want: 'const headers = p.headers ?? {\n  accept: "' + "x".repeat(40) + '",\n  b: c,\n};',
    },
    {
      rule: "an operand that binds less tightly is in parentheses",
      given: declare("const", "text", sum([binary("??", id("a"), str("")), id("b")])),
      want: 'const text = (a ?? "") + b;',
    },
  ]);
});
