// A call's arguments as prettier prints them (generator/emit/printer/call.ts).
import { describe } from "vitest";
import {
  array,
  call,
  declare,
  id,
  member,
  newCall,
  object,
  property,
  pureCall,
  returns,
  statement,
  str,
} from "../../../../generator/emit/code-tree.js";
import { printerRows } from "../../../support/printer-rows.js";

const long = (n: number) => str("x".repeat(n));
const schemes = (...names: string[]) => array(names.map((name) => member("securitySchemes", name)));

describe("call", () => {
  printerRows([
    {
      rule: "arguments on one line when they fit",
      given: statement(call("pair", [str("state"), member("p", "state")])),
      want: 'pair("state", p.state);',
    },
    {
      rule: "no arguments",
      given: declare("const", "form", newCall("FormData")),
      want: "const form = new FormData();",
    },
    {
      rule: "one argument a line, with a trailing comma, when they do not fit",
      given: statement(
        call("formBody", [
          call("pair", [str("name"), member("p", "name")]),
          call("pair", [str("description"), long(40)]),
        ]),
      ),
      want: 'formBody(\n  pair("name", p.name),\n  pair("description", "' + "x".repeat(40) + '"),\n);',
    },
    {
      rule: "a last object argument hugged when the head fits",
      given: statement(
        call("withRouteDefaults", [
          id("defaults"),
          object([property("headers", object([property("accept", long(50))]))]),
        ]),
      ),
      want: 'withRouteDefaults(defaults, {\n  headers: { accept: "' + "x".repeat(50) + '" },\n});',
    },
    {
      rule: "a last array argument hugged, each alternative a line",
      given: returns(
        call("withAuth", [
          call("requestOptions", [id("defaults"), id("p"), str("get"), id("url")]),
          id("defaults"),
          array([schemes("petstore_auth")]),
        ]),
      ),
      want: 'return withAuth(requestOptions(defaults, p, "get", url), defaults, [\n  [securitySchemes.petstore_auth],\n]);',
    },
    {
      rule: "one argument a line when the hugged head does not fit either",
      given: returns(
        call("withAuth", [
          call("requestOptions", [id("defaults"), id("p"), str("get"), long(38)]),
          id("defaults"),
          array([schemes("a")]),
        ]),
      ),
      want:
        'return withAuth(\n  requestOptions(defaults, p, "get", "' +
        "x".repeat(38) +
        '"),\n  defaults,\n  [[securitySchemes.a]],\n);',
    },
    {
      rule: "of two object arguments neither is hugged",
      given: statement(
        call("multipart", [object([property("file", member("p", "file"))]), object([property("file", long(60))])]),
      ),
      want: 'multipart(\n  { file: p.file },\n  { file: "' + "x".repeat(60) + '" },\n);',
    },
    {
      rule: "a pure call is marked for bundlers",
      given: declare(
        "const",
        "headers",
        pureCall(member("Object", "freeze"), [object([property("accept", str("application/json"))])]),
      ),
      want: 'const headers = /* @__PURE__ */ Object.freeze({ accept: "application/json" });',
    },
    {
      rule: "an empty object is not hugged",
      given: statement(call("formData", [member("p", "data"), object([])])),
      want: "formData(p.data, {});",
    },
  ]);
});
