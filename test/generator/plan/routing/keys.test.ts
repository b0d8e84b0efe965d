import { describe, expect, it } from "vitest";
import type { Parameter } from "../../../../generator/model.js";
import { parameterKeys } from "../../../../generator/plan/routing/keys.js";
import { param } from "../../../support/model.js";

// The keys a call passes its path, query and cookie parameters under (generator/plan/routing/keys.ts).

const OPTIONS = ["baseUrl", "headers", "request"];
const VENDOR_OPTIONS = [...OPTIONS, "mediaType"];

describe("parameterKeys", () => {
  const cases: {
    name: string;
    given: Parameter[];
    options?: string[];
    want: string[];
    renamed: [string, string, string][];
  }[] = [
    {
      name: "the API's own spelling, whatever it holds",
      given: [
        "$select",
        "$.xgafv",
        "legal-hold",
        "group-id",
        "@odata.type",
        "DateSent<",
        "constructor",
        "__proto__",
        "then",
      ].map((n) => param(n, "query")),
      want: [
        "$select",
        "$.xgafv",
        "legal-hold",
        "group-id",
        "@odata.type",
        "DateSent<",
        "constructor",
        "__proto__",
        "then",
      ],
      renamed: [],
    },
    {
      name: "`url`, `method` and `data` are no options of a generated function",
      given: [param("url", "path"), param("method", "query"), param("data", "query")],
      want: ["url", "method", "data"],
      renamed: [],
    },
    {
      name: "an option's name takes `_param`",
      given: [
        param("headers", "query"),
        param("baseUrl", "path"),
        param("request", "query"),
        param("mediaType", "query"),
      ],
      want: ["headers_param", "baseUrl_param", "request_param", "mediaType"],
      renamed: [
        ["headers", "headers_param", "`headers` is an option of every call"],
        ["baseUrl", "baseUrl_param", "`baseUrl` is an option of every call"],
        ["request", "request_param", "`request` is an option of every call"],
      ],
    },
    {
      name: "`mediaType` is an option where the API has a vendor media type",
      given: [param("mediaType", "query")],
      options: VENDOR_OPTIONS,
      want: ["mediaType_param"],
      renamed: [["mediaType", "mediaType_param", "`mediaType` is an option of every call"]],
    },
    {
      name: "a name taken by a parameter before it (across `in`) takes its location",
      given: [param("name", "path"), param("name", "query")],
      want: ["name", "name_query"],
      renamed: [["name", "name_query", "a parameter before it has that name"]],
    },
    {
      name: "a cookie is a top-level parameter too: named like one before it, it takes `_cookie`",
      given: [param("session", "query"), param("session", "cookie"), param("theme", "cookie")],
      want: ["session", "session_cookie", "theme"],
      renamed: [["session", "session_cookie", "a parameter before it has that name"]],
    },
    {
      name: "a key taken either way is made unique with `_`",
      given: [
        param("x_query", "path"),
        param("x", "path"),
        param("x", "query"),
        param("headers_param", "query"),
        param("headers", "query"),
      ],
      want: ["x_query", "x", "x_query_", "headers_param", "headers_param_"],
      renamed: [
        ["x", "x_query_", "a parameter before it has that name"],
        ["headers", "headers_param_", "`headers` is an option of every call"],
      ],
    },
    {
      name: "names differing only in case are different keys",
      given: [param("Id", "path"), param("id", "query")],
      want: ["Id", "id"],
      renamed: [],
    },
  ];

  it.each(cases)("$name", ({ given, options = OPTIONS, want, renamed }) => {
    const keys = parameterKeys(given, options);
    expect(given.map(keys.keyOf)).toEqual(want);
    expect([...keys.taken]).toEqual(want);
    expect(keys.renamed.map(({ parameter, key, why }) => [parameter.name, key, why])).toEqual(renamed);
    // The parameter itself is what is renamed: its source says where to look.
    for (const { parameter } of keys.renamed) expect(given).toContain(parameter);
  });

  it("leaves header parameters to the headers option: no key of their own, none taken", () => {
    const header = param("headers", "header");
    const query = param("headers", "query");
    const keys = parameterKeys([header, query], OPTIONS);
    expect([...keys.taken]).toEqual(["headers_param"]);
    expect(keys.keyOf(query)).toBe("headers_param");
    expect(keys.keyOf(header)).toBe("headers");
    expect(keys.renamed.map((r) => r.parameter)).toEqual([query]);
  });
});
