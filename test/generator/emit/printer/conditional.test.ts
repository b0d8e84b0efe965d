// Conditional chains as prettier prints them (generator/emit/printer/conditional.ts).
import { describe } from "vitest";
import {
  binary,
  call,
  conditional,
  declare,
  id,
  newCall,
  object,
  property,
  member,
  str,
} from "../../../../generator/emit/code-tree.js";
import { printerRows } from "../../../support/printer-rows.js";

const is = (type: string) => binary("===", call("contentTypeOf", [id("p")]), str(type));
const json = call("json", [id("fields")]);

describe("conditional", () => {
  printerRows([
    {
      rule: "on one line when it fits",
      given: declare("const", "body", conditional(is("text/plain"), id("a"), json)),
      want: 'const body = contentTypeOf(p) === "text/plain" ? a : json(fields);',
    },
    {
      rule: "each branch a line after the `=`, when it does not fit",
      given: declare(
        "const",
        "body",
        conditional(
          is("application/x-www-form-urlencoded"),
          call("formBody", [call("pair", [str("a"), member("p", "a")])]),
          json,
        ),
      ),
      want: 'const body =\n  contentTypeOf(p) === "application/x-www-form-urlencoded"\n    ? formBody(pair("a", p.a))\n    : json(fields);',
    },
    {
      rule: "a conditional in the alternate breaks with the chain, one indent further",
      given: declare(
        "const",
        "body",
        conditional(is("application/json"), json, conditional(is("text/plain"), id("a"), id("b"))),
      ),
      want: 'const body =\n  contentTypeOf(p) === "application/json"\n    ? json(fields)\n    : contentTypeOf(p) === "text/plain"\n      ? a\n      : b;',
    },
    {
      rule: "a `??` branch in parentheses",
      given: declare(
        "const",
        "body",
        conditional(
          is("multipart/form-data"),
          binary("??", call("multipart", [object([property("file", member("p", "file"))])]), newCall("FormData")),
          id("fields"),
        ),
      ),
      want: 'const body =\n  contentTypeOf(p) === "multipart/form-data"\n    ? (multipart({ file: p.file }) ?? new FormData())\n    : fields;',
    },
    {
      rule: "a test of several media types, on one line when it fits",
      given: declare(
        "const",
        "body",
        conditional(binary("||", is("multipart/form-data"), is("multipart/mixed")), id("a"), id("fields")),
      ),
      want: 'const body =\n  contentTypeOf(p) === "multipart/form-data" ||\n  contentTypeOf(p) === "multipart/mixed"\n    ? a\n    : fields;',
    },
  ]);
});
