// Statements (generator/emit/printer/statement.ts).
import { describe } from "vitest";
import {
  assign,
  binary,
  call,
  declare,
  id,
  ifThen,
  literal,
  member,
  returns,
  statement,
  str,
  sum,
} from "../../../../generator/emit/code-tree.js";
import { printerRows } from "../../../support/printer-rows.js";

const append = (...operands: Parameters<typeof sum>[0]) => assign("url", sum([id("url"), ...operands]));

describe("statement", () => {
  printerRows([
    {
      rule: "an if with one statement, on one line when it fits",
      given: ifThen(
        binary("!=", member("p", "draft"), literal("null")),
        append(str("?draft="), call("encodeUnreserved", [member("p", "draft")])),
      ),
      want: 'if (p.draft != null) url = url + "?draft=" + encodeUnreserved(p.draft);',
    },
    {
      rule: "the statement on the next line, indented, when the whole does not fit",
      given: ifThen(
        binary("!=", member("p", "direction"), literal("null")),
        append(id("sep"), str("direction="), call("encodeUnreserved", [member("p", "direction")])),
      ),
      want: 'if (p.direction != null)\n  url = url + sep + "direction=" + encodeUnreserved(p.direction);',
    },
    {
      rule: "an if with several statements is a block",
      given: ifThen(id("pairs"), append(id("sep"), id("pairs")), assign("sep", str("&"))),
      want: 'if (pairs) {\n  url = url + sep + pairs;\n  sep = "&";\n}',
    },
    {
      rule: "a declaration with a type",
      given: declare("let", "sep", str("?"), { type: "string" }),
      want: 'let sep: string = "?";',
    },
    {
      rule: "a return",
      given: returns(call("requestOptions", [id("defaults"), id("p"), str("get"), id("url")])),
      want: 'return requestOptions(defaults, p, "get", url);',
    },
    {
      rule: "a returned chain that does not fit breaks inside parentheses",
      given: returns(sum([id("a".repeat(40)), id("b".repeat(40))])),
      want: `return (\n  ${"a".repeat(40)} +\n  ${"b".repeat(40)}\n);`,
    },
    {
      rule: "an expression statement",
      given: statement(call("put", [id("fields"), str("constructor"), call("own", [id("p"), str("constructor")])])),
      want: 'put(fields, "constructor", own(p, "constructor"));',
    },
    {
      rule: "statements one a line",
      given: [declare("let", "sep", str("?")), assign("sep", str("&"))],
      want: 'let sep = "?";\nsep = "&";',
    },
  ]);
});
