// How a generated function writes its url: the base (generator/emit/url-code.ts, urlCode), the path
// (segment() for `{name}`, lastSegment() when it ends the path, expand() for other expressions), the
// query (each pair appended where the call gives it; a list or an object through its style's helper),
// and what happens to a trailing `/` (generator/plan/routing/path.ts, pathEnd). Then routes with odd names, a colon and trailing slashes, generated and called, must build
// what endpoint() builds for the same route.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../generator/diagnostics.js";
import { printCode as print } from "../../../generator/emit/printer/index.js";
import { bodyCode, cookiePairs } from "../../../generator/emit/request-code.js";
import { urlCode } from "../../../generator/emit/url-code.js";
import { generate } from "../../../generator/generate.js";
import type { BodyEncoding, Parameter, PropertyEncoding, Route, Schema } from "../../../generator/model.js";
import { pathEnd } from "../../../generator/plan/routing/path.js";
import type { PathExpression, PathPart } from "../../../generator/plan/routing/index.js";
import type { Endpoint, Options, RequestOptions } from "../../../runtime/index.js";
import { body, param, route, routing, source } from "../../support/model.js";

const list: Schema = { kind: "array", items: { kind: "string" } };
const object: Schema = { kind: "object", properties: [] };
const path = (name: string, extra: Partial<Parameter> = {}) => param(name, "path", extra);
const query = (name: string, extra: Partial<Parameter> = {}) => param(name, "query", extra);
/** An OpenAPI path: `{name}` placeholders, all else text. */
const openapi = (url: string, parameters: Parameter[], extra: Partial<Route> = {}) =>
  route({ method: "GET", url, literalPath: true, parameters, ...extra });
/** A catalogue url: an RFC 6570 template. */
const catalogue = (url: string, parameters: Parameter[] = [], extra: Partial<Route> = {}) =>
  route({ method: "GET", url, parameters, ...extra });

describe("urlCode", () => {
  const cases: { name: string; given: Route; want: string; helpers: string[] }[] = [
    {
      name: "a `{name}` is a segment, the last one after a `/` writes its own `/`",
      given: openapi("/repos/{owner}/{repo}", [path("owner"), path("repo")]),
      want: "const url = baseUrl(p, defaults) + `/repos/${segment(p.owner)}${lastSegment(p.repo)}`;",
      helpers: ["baseUrl", "lastSegment", "segment"],
    },
    {
      name: "a name that is no identifier is read as a string key",
      given: openapi("/things/{thing.id}/parts", [path("thing.id")]),
      want: 'const url = baseUrl(p, defaults) + `/things/${segment(p["thing.id"])}/parts`;',
      helpers: ["baseUrl", "segment"],
    },
    {
      name: "a name Object.prototype has is read as an own key only",
      given: openapi("/names/{constructor}/{toString}", [path("constructor"), path("toString")]),
      want: 'const url = baseUrl(p, defaults) + `/names/${segment(own(p, "constructor"))}${lastSegment(own(p, "toString"))}`;',
      helpers: ["baseUrl", "lastSegment", "own", "segment"],
    },
    {
      name: "an OpenAPI path's colon is text",
      given: openapi("/v1/{name}:cancel", [path("name")]),
      want: "const url = baseUrl(p, defaults) + `/v1/${segment(p.name)}:cancel`;",
      helpers: ["baseUrl", "segment"],
    },
    {
      name: "text is percent-encoded as a url's, and escaped in the template literal",
      given: openapi("/a`b c/${x}", [path("x")]),
      want: "const url = baseUrl(p, defaults) + `/a%60b%20c/$${segment(p.x)}`;",
      helpers: ["baseUrl", "segment"],
    },
    {
      name: "a path parameter that may be a list is written by listSegment(), as RFC 6570's `{name}` writes any value",
      given: openapi("/a/{ids}/{tags}", [path("ids", { schema: list }), path("tags", { schema: list })]),
      want: "const url = baseUrl(p, defaults) + `/a/${listSegment(p.ids)}${lastListSegment(p.tags)}`;",
      helpers: ["baseUrl", "lastListSegment", "listSegment"],
    },
    {
      name: "a path without expressions is a string literal",
      given: openapi("/", []),
      want: 'const url = baseUrl(p, defaults) + "/";',
      helpers: ["baseUrl"],
    },
    {
      name: "label and matrix styles are expanded, a path ending where a `/` may be left trimmed per call",
      given: openapi("/a/{l}/b/{m}", [
        path("l", { style: "label", explode: true, schema: list }),
        path("m", { style: "matrix" }),
      ]),
      want: 'const url = baseUrl(p, defaults) + trimSlash(`/a/${expand(".", [["l", p.l, true]])}/b/${expand(";", [["m", p.m]])}`);',
      helpers: ["baseUrl", "expand", "trimSlash"],
    },
    {
      name: "a matrix parameter's pairs go under its name, percent-encoded, whatever the template calls it",
      given: openapi("/a/{user-id}/{url}/{x y}", [
        path("user-id", { style: "matrix" }),
        path("url", { style: "matrix" }),
        path("x y", { style: "matrix", explode: true }),
      ]),
      want: 'const url = baseUrl(p, defaults) + trimSlash(`/a/${expand(";", [["user-id", p["user-id"]]])}/${expand(";", [["url", p.url]])}/${expand(";", [["x%20y", p["x y"], true]])}`);',
      helpers: ["baseUrl", "expand", "trimSlash"],
    },
    {
      name: "a label or matrix parameter described as JSON goes as JSON text",
      given: openapi("/a/{l}/b", [path("l", { style: "label", schema: object, json: true })]),
      want: 'const url = baseUrl(p, defaults) + `/a/${expand(".", [["l", JSON.stringify(p.l)]])}/b`;',
      helpers: ["baseUrl", "expand"],
    },
    {
      name: "exploded space- and pipe-delimited lists go a pair per member, as form's",
      given: catalogue("/a", [
        query("w", { schema: list, style: "spaceDelimited", explode: true }),
        query("p", { schema: list, style: "pipeDelimited", explode: true }),
      ]),
      want: [
        'let url = baseUrl(p, defaults) + "/a";',
        'let sep = "?";',
        'let pairs = formExplode("w", p.w);',
        "if (pairs) {",
        "  url = url + sep + pairs;",
        '  sep = "&";',
        "}",
        'pairs = formExplode("p", p.p);',
        "if (pairs) url = url + sep + pairs;",
      ].join("\n"),
      helpers: ["baseUrl", "formExplode"],
    },
    {
      name: "a catalogue's expressions keep their operators, explode and prefix",
      given: catalogue("/repos/{+path}{/rest*}/{x:3}"),
      want: 'const url = baseUrl(p, defaults) + trimSlash(`/repos/${expand("+", [["path", p.path]])}${expand("/", [["rest", p.rest, true]])}/${expand("", [["x", p.x, false, 3]])}`);',
      helpers: ["baseUrl", "expand", "trimSlash"],
    },
    {
      name: "query parameters in the order declared, names percent-encoded, reserved characters allowed where said",
      given: catalogue("/a", [
        query("state"),
        query("labels", { schema: list, explode: true }),
        query("$select"),
        query("q", { allowReserved: true }),
      ]),
      want: [
        'let url = baseUrl(p, defaults) + "/a";',
        'let sep = "?";',
        "if (p.state != null) {",
        '  url = url + sep + "state=" + encodeUnreserved(p.state);',
        '  sep = "&";',
        "}",
        'let pairs = formExplode("labels", p.labels);',
        "if (pairs) {",
        "  url = url + sep + pairs;",
        '  sep = "&";',
        "}",
        "if (p.$select != null) {",
        '  url = url + sep + "%24select=" + encodeUnreserved(p.$select);',
        '  sep = "&";',
        "}",
        'if (p.q != null) url = url + sep + "q=" + keepReserved(p.q);',
      ].join("\n"),
      helpers: ["baseUrl", "encodeUnreserved", "formExplode", "keepReserved"],
    },
    {
      name: "a parameter described as JSON (`content`) goes as JSON text, in the path as in the query, whatever its style",
      given: openapi("/a/{id}", [
        path("id", { schema: object, json: true }),
        query("where", { schema: object, json: true, allowReserved: true }),
      ]),
      want: [
        "const base = baseUrl(p, defaults);",
        "const path = `/a/${segment(JSON.stringify(p.id))}`;",
        "let url = base + path;",
        'let sep = "?";',
        // null is a value here: its JSON text, `null`.
        "if (p.where !== undefined) {",
        '  url = url + sep + "where=" + encodeUnreserved(JSON.stringify(p.where));',
        '  sep = "&";',
        "}",
        'if (sep === "?") url = base + trimSlash(path);',
      ].join("\n"),
      helpers: ["baseUrl", "encodeUnreserved", "segment", "trimSlash"],
    },
    {
      name: "each query style has its helper",
      given: catalogue("/a", [
        query("ids", { schema: list, style: "pipeDelimited", explode: false }),
        query("words", { schema: list, style: "spaceDelimited", explode: false }),
        query("filter", { schema: object, style: "deepObject", explode: true }),
        query("f", { schema: list, explode: false }),
        query("DateSent<"),
        query("t", { schema: list, style: "tabDelimited", explode: false }),
      ]),
      want: [
        'let url = baseUrl(p, defaults) + "/a";',
        'let sep = "?";',
        ...[
          'pipeDelimited("ids", p.ids)',
          'spaceDelimited("words", p.words)',
          'deepObject("filter", p.filter)',
          'form("f", p.f)',
        ].flatMap((pairs, i) => [
          `${i === 0 ? "let " : ""}pairs = ${pairs};`,
          "if (pairs) {",
          "  url = url + sep + pairs;",
          '  sep = "&";',
          "}",
        ]),
        'if (p["DateSent<"] != null) {',
        '  url = url + sep + "DateSent%3C=" + encodeUnreserved(p["DateSent<"]);',
        '  sep = "&";',
        "}",
        'pairs = tabDelimited("t", p.t);',
        "if (pairs) url = url + sep + pairs;",
      ].join("\n"),
      helpers: ["baseUrl", "deepObject", "encodeUnreserved", "form", "pipeDelimited", "spaceDelimited", "tabDelimited"],
    },
    {
      name: "an OpenAPI 3.2 query string is its object's pairs as a form body writes them",
      given: openapi("/find", [query("criteria", { schema: object, style: "form", explode: true, querystring: true })]),
      want: [
        'let url = baseUrl(p, defaults) + "/find";',
        "const pairs = formData(p.criteria);",
        'if (pairs) url = url + "?" + pairs;',
      ].join("\n"),
      helpers: ["baseUrl", "formData"],
    },
    {
      name: "an OpenAPI 3.2 query string's `encoding` gives each member it names its style, as a form body passed whole",
      given: openapi("/find", [
        query("criteria", {
          schema: object,
          style: "form",
          explode: true,
          querystring: true,
          propertyEncodings: {
            ids: { style: "pipeDelimited", explode: false },
            range: { style: "deepObject" },
            meta: { contentType: "application/json", json: true },
            next: { allowReserved: true },
            tags: { style: "form", explode: true },
          },
        }),
      ]),
      want: [
        'let url = baseUrl(p, defaults) + "/find";',
        "const pairs = formData(p.criteria, { ids: pipeDelimited, range: deepObject, meta: (name, value) => pair(name, JSON.stringify(value)), next: (name, value) => formExplode(name, value, keepReserved) });",
        'if (pairs) url = url + "?" + pairs;',
      ].join("\n"),
      helpers: ["baseUrl", "deepObject", "formData", "formExplode", "keepReserved", "pair", "pipeDelimited"],
    },
    {
      name: 'a query string after a style\'s pairs (a string) is "" when it has none',
      given: openapi("/find", [
        query("f", { schema: list }),
        query("criteria", { schema: object, style: "form", explode: true, querystring: true }),
      ]),
      want: [
        'let url = baseUrl(p, defaults) + "/find";',
        'let sep = "?";',
        'let pairs = formExplode("f", p.f);',
        "if (pairs) {",
        "  url = url + sep + pairs;",
        '  sep = "&";',
        "}",
        'pairs = formData(p.criteria) ?? "";',
        "if (pairs) url = url + sep + pairs;",
      ].join("\n"),
      helpers: ["baseUrl", "formData", "formExplode"],
    },
    {
      name: "after a path's own `?`, the pairs go on with `&`",
      given: catalogue("/search?mode=fast", [query("b")], { method: "POST" }),
      want: [
        'let url = baseUrl(p, defaults) + "/search?mode=fast";',
        'if (p.b != null) url = url + "&b=" + encodeUnreserved(p.b);',
      ].join("\n"),
      helpers: ["baseUrl", "encodeUnreserved"],
    },
    {
      name: "a catalogue's trailing `/` goes where no query can follow",
      given: catalogue("/files/"),
      want: 'const url = baseUrl(p, defaults) + "/files";',
      helpers: ["baseUrl"],
    },
    {
      name: "a catalogue's trailing `/` goes where no query follows, per call",
      given: catalogue("/files/", [query("ref")]),
      want: [
        "const base = baseUrl(p, defaults);",
        'const path = "/files/";',
        "let url = base + path;",
        'let sep = "?";',
        "if (p.ref != null) {",
        '  url = url + sep + "ref=" + encodeUnreserved(p.ref);',
        '  sep = "&";',
        "}",
        'if (sep === "?") url = base + trimSlash(path);',
      ].join("\n"),
      helpers: ["baseUrl", "encodeUnreserved", "trimSlash"],
    },
    {
      name: "a last segment before a query is trimmed per call",
      given: catalogue("/files/{name}", [query("ref")]),
      want: [
        "const base = baseUrl(p, defaults);",
        "const path = `/files/${segment(p.name)}`;",
        "let url = base + path;",
        'let sep = "?";',
        "if (p.ref != null) {",
        '  url = url + sep + "ref=" + encodeUnreserved(p.ref);',
        '  sep = "&";',
        "}",
        'if (sep === "?") url = base + trimSlash(path);',
      ].join("\n"),
      helpers: ["baseUrl", "encodeUnreserved", "segment", "trimSlash"],
    },
    {
      name: "an OpenAPI path's trailing `/` is kept, query or not",
      given: openapi("/api/users/", [query("page")]),
      want: [
        'let url = baseUrl(p, defaults) + "/api/users/";',
        'if (p.page != null) url = url + "?page=" + encodeUnreserved(p.page);',
      ].join("\n"),
      helpers: ["baseUrl", "encodeUnreserved"],
    },
    {
      name: "an OpenAPI path's trailing `/` without query parameters is kept",
      given: openapi("/api/users/", []),
      want: 'const url = baseUrl(p, defaults) + "/api/users/";',
      helpers: ["baseUrl"],
    },
    {
      name: "a route with a server of its own starts from that server's url",
      given: catalogue("/assets", [query("name")], {
        method: "POST",
        server: { url: "https://uploads.example.test", variables: [], source },
      }),
      want: [
        'let url = serverUrl(p, defaults, "uploads", "https://uploads.example.test") + "/assets";',
        'if (p.name != null) url = url + "?name=" + encodeUnreserved(p.name);',
      ].join("\n"),
      helpers: ["encodeUnreserved", "serverUrl"],
    },
    {
      name: "an absolute url (its origin has a variable) takes no base",
      given: catalogue("https://{host}.example.test/a"),
      want: "const url = `https://${segment(p.host)}.example.test/a`;",
      helpers: ["segment"],
    },
  ];

  it.each(cases)("$name", ({ given, want, helpers }) => {
    const used = new Set<string>();
    const plan = routing(given);
    expect(plan.diagnostics).toEqual([]);
    expect(
      urlCode(plan, used)
        .map((statement) => print(statement, 1000))
        .join("\n"),
    ).toBe(want);
    expect([...used].sort()).toEqual(helpers);
  });
});

describe("cookiePairs", () => {
  const cookie = (name: string, extra: Partial<Parameter> = {}) => param(name, "cookie", extra);
  it("style form: plain values by pair(), exploded lists and objects by cookieExplode(), others by form()", () => {
    const plan = routing(
      openapi("/s", [
        cookie("a"),
        cookie("b", { schema: list, explode: true }),
        cookie("c", { schema: object, explode: false }),
      ]),
    );
    expect(cookiePairs(plan, new Set()).map((pair) => print(pair, 1000))).toEqual([
      'pair("a", p.a)',
      'cookieExplode("b", p.b)',
      'form("c", p.c)',
    ]);
  });

  it("style cookie (OpenAPI 3.2): values as given, by cookieStyle(), or cookieStyleExplode() for an exploded list or object", () => {
    const used = new Set<string>();
    const plan = routing(
      openapi("/s", [
        cookie("a", { style: "cookie", explode: true }),
        cookie("b", { schema: list, style: "cookie", explode: true }),
        cookie("c", { schema: object, style: "cookie", explode: false }),
      ]),
    );
    expect(cookiePairs(plan, used).map((pair) => print(pair, 1000))).toEqual([
      'cookieStyle("a", p.a)',
      'cookieStyleExplode("b", p.b)',
      'cookieStyle("c", p.c)',
    ]);
    expect([...used].sort()).toEqual(["cookieStyle", "cookieStyleExplode"]);
  });
});

describe("bodyCode of a form body", () => {
  const property = (name: string, schema: Schema) => ({ name, required: false, schema });
  /** A POST whose form body has these properties, and these encodings. */
  const form = (
    properties: ReturnType<typeof property>[],
    propertyEncodings: Record<string, PropertyEncoding> = {},
  ) => {
    const { contents, ...rest } = body({ kind: "object", properties }, "application/x-www-form-urlencoded", "form", {
      required: false,
    });
    return route({
      method: "POST",
      url: "/things",
      body: { ...rest, contents: contents.map((content) => ({ ...content, propertyEncodings })) },
    });
  };
  const cases: { name: string; given: Route; want: string }[] = [
    {
      name: "a plain value is a pair, whatever its style",
      given: form([property("name", { kind: "string" }), property("count", { kind: "integer" })], {
        count: { style: "pipeDelimited" },
      }),
      want: 'formBody(pair("name", p.name), pair("count", p.count))',
    },
    {
      name: "a list goes item by item unless its encoding says explode: false",
      given: form([property("tags", list), property("ids", list)], { ids: { explode: false } }),
      want: 'formBody(formExplode("tags", p.tags), form("ids", p.ids))',
    },
    {
      name: "a value the description does not type may be a list: it takes the style's default, exploded",
      given: form([property("extra", { kind: "unknown" })]),
      want: 'formBody(formExplode("extra", p.extra))',
    },
    {
      name: "a property whose encoding names a JSON contentType goes as its JSON text",
      given: form([property("meta", object), property("tags", list)], {
        meta: { contentType: "application/json", json: true },
      }),
      want: 'formBody(pair("meta", JSON.stringify(p.meta)), formExplode("tags", p.tags))',
    },
    {
      name: "a list of objects, or an object holding one, goes in brackets in the default style (form would write `[object Object]`)",
      given: form(
        [
          property("lines", { kind: "array", items: object }),
          property("customer", { kind: "object", properties: [{ name: "address", required: false, schema: object }] }),
          property("rows", { kind: "array", items: object }),
          property("grid", { kind: "array", items: object }),
        ],
        { rows: { style: "deepObject" }, grid: { explode: false } },
      ),
      want: 'formBody(formNested("lines", p.lines), formNested("customer", p.customer), deepObject("rows", p.rows), form("grid", p.grid))',
    },
  ];

  it.each(cases)("$name", ({ given, want }) => {
    const code = bodyCode(routing(given), new Set());
    expect(code && print(code.value, 1000)).toBe(want);
  });
});

describe("bodyCode of other bodies", () => {
  const post = (b: ReturnType<typeof body>) =>
    route({ method: "POST", url: "/things", body: { ...b, required: false } });
  const taken = { kind: "object" as const, properties: [{ name: "headers", required: false, schema: object }] };
  const cases: { name: string; given: Route; want: string }[] = [
    {
      name: "a JSON body that is a string: its JSON text",
      given: post(body({ kind: "string" })),
      want: "JSON.stringify(p.data)",
    },
    { name: "a JSON list: as it is", given: post(body(list)), want: "p.data" },
    {
      name: "a form passed whole: a JSON property by a writer of its own",
      given: post({
        ...body(taken, "application/x-www-form-urlencoded", "form"),
        contents: [
          {
            ...body(taken).contents[0]!,
            mediaType: "application/x-www-form-urlencoded",
            encoding: "form",
            propertyEncodings: { headers: { contentType: "application/json", json: true } },
          },
        ],
      }),
      want: "formData(p.data, { headers: (name, value) => pair(name, JSON.stringify(value)) })",
    },
    {
      name: "multipart: part types, then the separators of lists sent as one part",
      given: post({
        ...body(
          {
            kind: "object",
            properties: [
              { name: "file", required: false, schema: { kind: "binary" } },
              { name: "tags", required: false, schema: list },
            ],
          },
          "multipart/form-data",
          "multipart",
        ),
        contents: [
          {
            mediaType: "multipart/form-data",
            encoding: "multipart",
            schema: {
              kind: "object",
              properties: [
                { name: "file", required: false, schema: { kind: "binary" } },
                { name: "tags", required: false, schema: list },
              ],
            },
            propertyEncodings: { tags: { style: "form", explode: false, separator: "," } },
          },
        ],
      }),
      want: 'multipart({ file: p.file, tags: p.tags }, { file: "application/octet-stream" }, { tags: "," })',
    },
    {
      name: "several encodings: the call's content-type compared as HTTP compares it",
      given: post({
        ...body({ kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] }),
        contents: [
          {
            mediaType: "application/json",
            encoding: "json",
            schema: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
          },
          {
            mediaType: "Application/X-WWW-Form-Urlencoded; charset=utf-8",
            encoding: "form",
            schema: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
          },
        ],
      }),
      want: 'contentTypeOf(p) === "application/x-www-form-urlencoded" ? formBody(pair("a", p.a)) : json(fields)',
    },
    {
      name: "several media types written alike (SoundCloud's two multipart types): the call's content-type names any of them",
      given: post({
        ...body({ kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] }),
        contents: [
          "application/json",
          "multipart/form-data",
          "multipart/x-www-form-urlencoded",
          "application/x-www-form-urlencoded",
        ].map((mediaType) => ({
          mediaType,
          encoding: mediaType.startsWith("multipart/") ? "multipart" : mediaType.endsWith("json") ? "json" : "form",
          schema: { kind: "object", properties: [{ name: "a", required: false, schema: { kind: "string" } }] },
        })),
      }),
      want:
        'contentTypeOf(p) === "multipart/form-data" || contentTypeOf(p) === "multipart/x-www-form-urlencoded" ? multipart({ a: p.a }) : ' +
        'contentTypeOf(p) === "application/x-www-form-urlencoded" ? formBody(pair("a", p.a)) : json(fields)',
    },
  ];

  it.each(cases)("$name", ({ given, want }) => {
    const code = bodyCode(routing(given), new Set());
    expect(code && print(code.value, 1000)).toBe(want);
  });
});

describe("bodyCode of a JSON body", () => {
  const property = (name: string) => ({ name, required: false, schema: { kind: "string" } as Schema });
  /** A POST whose JSON body has these properties; a form too when `alsoForm`. */
  const post = (names: string[], alsoForm = false) => {
    const json = body({ kind: "object", properties: names.map(property) }, "application/json", "json", {
      required: false,
    });
    const form = body({ kind: "object", properties: names.map(property) }, "application/x-www-form-urlencoded", "form");
    return route({
      method: "POST",
      url: "/things",
      body: { ...json, contents: [...json.contents, ...(alsoForm ? form.contents : [])] },
    });
  };
  const cases: { name: string; given: Route; fields: string[]; doc: string; helpers: string[] }[] = [
    {
      name: "each member is set when the call gives it, and json() goes straight into the call",
      given: post(["title", "@odata.type"]),
      fields: [
        'if (p.title !== undefined) fields["title"] = p.title;',
        'if (p["@odata.type"] !== undefined) fields["@odata.type"] = p["@odata.type"];',
      ],
      doc: "json(fields)",
      helpers: ["json"],
    },
    {
      name: "members named like Object's own are read with own() and set with put()",
      given: post(["__proto__", "toString"]),
      fields: [
        'if (own(p, "__proto__") !== undefined) put(fields, "__proto__", own(p, "__proto__"));',
        'if (own(p, "toString") !== undefined) put(fields, "toString", own(p, "toString"));',
      ],
      doc: "json(fields)",
      helpers: ["json", "own", "put"],
    },
    {
      name: "with a form alternative, the call's content-type picks between formBody() and json()",
      given: post(["name"], true),
      fields: ['if (p.name !== undefined) fields["name"] = p.name;'],
      doc: 'contentTypeOf(p) === "application/x-www-form-urlencoded" ? formBody(pair("name", p.name)) : json(fields)',
      helpers: ["contentTypeOf", "formBody", "json", "pair"],
    },
  ];

  it.each(cases)("$name", ({ given, fields, doc, helpers }) => {
    const used = new Set<string>();
    const code = bodyCode(routing(given), used)!;
    expect(code.fields!.map((statement) => print(statement, 1000))).toEqual([
      "const fields: Record<string, unknown> = {};",
      ...fields,
    ]);
    expect(print(code.value, 1000)).toBe(doc);
    expect(code.inline).toBe(!doc.startsWith("contentTypeOf"));
    expect([...used].sort()).toEqual(helpers);
  });

  it("breaks a long member as prettier does: the statement under its `if`, the value under its `=`", () => {
    const name = "secret_scanning_push_protection_enabled_for_new_repositories";
    const code = bodyCode(routing(post([name])), new Set())!;
    expect(print(code.fields![1]!)).toBe(`if (\n  p.${name} !== undefined\n)\n  fields["${name}"] =\n    p.${name};`);
  });
});

describe("bodyCode of a required body", () => {
  const a = {
    kind: "object" as const,
    properties: [{ name: "a", required: false, schema: { kind: "string" } as Schema }],
  };
  /** A POST whose required body of one optional property `a` may be sent as each of these media types. */
  const post = (...types: [mediaType: string, encoding: BodyEncoding][]) => {
    const [first] = types.map(([mediaType, encoding]) => body(a, mediaType, encoding));
    return route({
      method: "POST",
      url: "/things",
      body: { ...first!, contents: types.map(([mediaType, encoding]) => ({ mediaType, encoding, schema: a })) },
    });
  };
  // A server that requires the body refuses a request without one: a call that gives none of its
  // properties sends it empty.
  const cases: { name: string; given: Route; want: string; helpers: string[] }[] = [
    {
      name: "JSON: the object of the properties given, `{}` for none",
      given: post(["application/json", "json"]),
      want: "fields",
      helpers: [],
    },
    {
      name: "a form: the empty form for none",
      given: post(["application/x-www-form-urlencoded", "form"]),
      want: 'formBody(pair("a", p.a)) ?? ""',
      helpers: ["formBody", "pair"],
    },
    {
      name: "multipart: a FormData without parts for none",
      given: post(["multipart/form-data", "multipart"]),
      want: "multipart({ a: p.a }) ?? new FormData()",
      helpers: ["multipart"],
    },
    {
      name: "several encodings: each empty in its own way, in parentheses as prettier writes a `??` in a conditional",
      given: post(["application/json", "json"], ["application/x-www-form-urlencoded", "form"]),
      want: 'contentTypeOf(p) === "application/x-www-form-urlencoded" ? (formBody(pair("a", p.a)) ?? "") : fields',
      helpers: ["contentTypeOf", "formBody", "pair"],
    },
  ];

  it.each(cases)("$name", ({ given, want, helpers }) => {
    const used = new Set<string>();
    const code = bodyCode(routing(given), used)!;
    expect(print(code.value, 1000)).toBe(want);
    expect([...used].sort()).toEqual(helpers);
  });

  it("a body that is not required is no body when the call gives none of its properties", () => {
    const optional = post(["application/json", "json"]);
    const code = bodyCode(routing({ ...optional, body: { ...optional.body!, required: false } }), new Set())!;
    expect(print(code.value, 1000)).toBe("json(fields)");
  });

  it("nor need a body with a required property go empty: every call gives that one", () => {
    const title = {
      kind: "object" as const,
      properties: [{ name: "title", required: true, schema: { kind: "string" } as Schema }],
    };
    const code = bodyCode(
      routing(
        route({ method: "POST", url: "/things", body: body(title, "application/x-www-form-urlencoded", "form") }),
      ),
      new Set(),
    )!;
    expect(print(code.value, 1000)).toBe('formBody(pair("title", p.title))');
  });
});

describe("pathEnd", () => {
  const v = (name: string, extra: Partial<PathExpression["variables"][number]> = {}) => ({
    name,
    key: name,
    explode: false,
    ...extra,
  });
  const simple: PathExpression = { operator: "", variables: [v("x")] };
  const cases: { given: [PathPart[], boolean, boolean]; want: ReturnType<typeof pathEnd> }[] = [
    // [parts, a query can follow, OpenAPI path]
    { given: [[], false, false], want: { parts: [] } },
    { given: [["/"], true, false], want: { parts: ["/"] } },
    { given: [["/a"], true, true], want: { parts: ["/a"] } },
    // A catalogue's text `/`: dropped as the builder drops it, or per call before a query.
    { given: [["/a/"], false, false], want: { parts: ["/a"] } },
    { given: [["/a/", simple, "/"], false, false], want: { parts: ["/a/", simple] } },
    { given: [["/a/"], true, false], want: { parts: ["/a/"], end: "slashed" } },
    // An OpenAPI path's text `/` is the description's: kept, also where the builder would drop it.
    { given: [["/a/"], false, true], want: { parts: ["/a/"] } },
    { given: [["/a/"], true, true], want: { parts: ["/a/"], end: "kept" } },
    // `/{x}` at the end: its `/` goes with an empty value, or per call before a query.
    { given: [["/a/", simple], false, true], want: { parts: ["/a/", simple], end: "lastSegment" } },
    { given: [["/a/", simple], true, false], want: { parts: ["/a/", simple], end: "slashed" } },
    { given: [["/", simple], false, false], want: { parts: ["/", simple] } },
    { given: [["/a-", simple], false, false], want: { parts: ["/a-", simple] } },
    // Any other expression that may leave a `/` at the end: per call.
    {
      given: [["/a/", { operator: "", variables: [v("x", { explode: true })] }], false, true],
      want: { parts: ["/a/", { operator: "", variables: [v("x", { explode: true })] }], end: "slashed" },
    },
    {
      given: [["/a/", { operator: "", variables: [v("x", { prefix: 3 })] }], false, false],
      want: { parts: ["/a/", { operator: "", variables: [v("x", { prefix: 3 })] }], end: "slashed" },
    },
    {
      given: [["/a", { operator: "/", variables: [v("x")] }], false, false],
      want: { parts: ["/a", { operator: "/", variables: [v("x")] }], end: "slashed" },
    },
    {
      given: [["/a", { operator: "+", variables: [v("x")] }], false, false],
      want: { parts: ["/a", { operator: "+", variables: [v("x")] }], end: "slashed" },
    },
    {
      given: [["/a", { operator: "#", variables: [v("x")] }], false, false],
      want: { parts: ["/a", { operator: "#", variables: [v("x")] }], end: "slashed" },
    },
    {
      given: [["/a/", { operator: ".", variables: [v("x")] }], false, true],
      want: { parts: ["/a/", { operator: ".", variables: [v("x")] }], end: "slashed" },
    },
    // Label and matrix values never hold a `/`: after text that does not end with one, nothing to trim.
    {
      given: [["/a", { operator: ".", variables: [v("x")] }], false, true],
      want: { parts: ["/a", { operator: ".", variables: [v("x")] }] },
    },
    {
      given: [["/a", { operator: ";", variables: [v("x")] }], true, true],
      want: { parts: ["/a", { operator: ";", variables: [v("x")] }] },
    },
  ];

  it.each(cases)("%j", ({ given, want }) => {
    expect(pathEnd(...given)).toEqual(want);
  });
});

const pathParam = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
const queryParam = (name: string, type = "string") => ({ name, in: "query", schema: { type } });

/** operationId -> the route, its parameters, and calls to compare; `route`: the url as endpoint() must be given it. */
const routes: Record<string, { method: string; path: string; route: string; parameters: object[]; calls: Options[] }> =
  {
    dotted: {
      method: "get",
      path: "/things/{thing.id}/parts",
      route: "/things/{thing.id}/parts{?page}",
      parameters: [pathParam("thing.id"), queryParam("page", "integer")],
      calls: [{ "thing.id": "a b", page: 2 }, { "thing.id": "" }],
    },
    reserved: {
      method: "get",
      path: "/kinds/{default}/{class}",
      route: "/kinds/{default}/{class}",
      parameters: [pathParam("default"), pathParam("class")],
      calls: [
        { default: "d", class: "c" },
        { default: "d", class: "" },
        { default: "", class: "x y" },
        { default: "", class: "x,y" },
      ],
    },
    inherited: {
      method: "post",
      path: "/names/{constructor}/{toString}",
      route: "/names/{constructor}/{toString}",
      parameters: [pathParam("constructor"), pathParam("toString")],
      calls: [
        JSON.parse('{"constructor": "c", "toString": "t"}') as Options,
        JSON.parse('{"constructor": "c", "toString": ""}') as Options,
      ],
    },
    trailing: {
      method: "get",
      path: "/files/{folder}/",
      route: "/files/{folder}/{?ref}",
      parameters: [pathParam("folder"), queryParam("ref")],
      calls: [
        { folder: "docs", ref: "main" },
        { folder: "", ref: "main" },
      ],
    },
    last: {
      method: "delete",
      path: "/repos/{owner}/{repo}",
      route: "/repos/{owner}/{repo}",
      parameters: [pathParam("owner"), pathParam("repo")],
      calls: [
        { owner: "o", repo: "r" },
        { owner: "o", repo: "" },
        { owner: "o", repo: [] },
        { owner: "o", repo: 0 },
      ],
    },
  };

// One tag: every route in one scope module, `odd.ts`.
const tags = ["odd"];

const description = {
  openapi: "3.1.0",
  info: { title: "Odd names", version: "1" },
  servers: [{ url: "https://api.odd.test" }],
  paths: {
    ...Object.fromEntries(
      Object.entries(routes).map(([operationId, { method, path, parameters }]) => [
        path,
        { [method]: { operationId, tags, parameters, responses: { "204": { description: "done" } } } },
      ]),
    ),
    // A custom method (Google's API style): the colon is text, which endpoint() would read as `{cancel}`.
    "/v1/{name}:cancel": {
      post: {
        operationId: "cancel",
        tags,
        parameters: [pathParam("name"), queryParam("force", "boolean")],
        responses: { "204": { description: "done" } },
      },
    },
    // Django REST framework's style: the trailing `/` is part of the path, before a query too.
    "/api/users/": {
      get: {
        operationId: "listUsers",
        tags,
        parameters: [queryParam("page", "integer")],
        responses: { "204": { description: "done" } },
      },
      post: {
        operationId: "createUser",
        tags,
        parameters: [queryParam("notify", "boolean")],
        responses: { "204": { description: "done" } },
      },
    },
  },
};

describe("the url a generated function writes", () => {
  let dir: string;
  let module: Record<string, (params: object, defaults?: Endpoint) => RequestOptions>;
  let root: Endpoint;
  let source: string;
  let diagnostics: Diagnostic[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "routegen-url-code-"));
    writeFileSync(join(dir, "api.json"), JSON.stringify(description));
    ({ diagnostics } = await generate({ input: join(dir, "api.json"), output: join(dir, "sdk"), force: true }));
    const file = join(dir, "sdk", "odd.ts");
    source = readFileSync(file, "utf8");
    module = (await import(file)) as typeof module;
    // The SDK's own root builder: the API's defaults, which its functions use when given none.
    ({ endpoint: root } = (await import(join(dir, "sdk", "endpoint.ts"))) as { endpoint: Endpoint });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads every name as the API spells it, own keys only for names Object.prototype has", () => {
    expect(diagnostics).toEqual([]);
    expect(source).toContain("`/kinds/${segment(p.default)}${lastSegment(p.class)}`");
    expect(source).toContain('`/things/${segment(p["thing.id"])}/parts`');
    expect(source).toContain('`/names/${segment(own(p, "constructor"))}${lastSegment(own(p, "toString"))}`');
  });

  it("keeps the colon of an OpenAPI path as text: no parameter of its own, sent as written", () => {
    expect(source).toContain("`/v1/${segment(p.name)}:cancel`");
    expect(source).not.toMatch(/\bcancel: string/);
    const params = { name: "x y", force: true };
    // endpoint() can only take the colon as text written `%3A`; otherwise the same request.
    const expected = root("POST /v1/{name}%3Acancel{?force}", params);
    expect(module.cancel!(params)).toEqual({ ...expected, url: "https://api.odd.test/v1/x%20y:cancel?force=true" });
    // A builder whose defaults hold parameters is defaults data: its parameters are the call's defaults.
    const builder = root.defaults({ force: false });
    const withDefault = builder("POST /v1/{name}%3Acancel{?force}", { name: "x y" });
    expect(module.cancel!({ name: "x y" }, builder)).toEqual({
      ...withDefault,
      url: "https://api.odd.test/v1/x%20y:cancel?force=false",
    });
  });

  it("sends the trailing / of an OpenAPI path, with a query or without, where endpoint() needs it written twice", () => {
    expect(module.listUsers!({ page: 2 }).url).toBe("https://api.odd.test/api/users/?page=2");
    expect(module.listUsers!({ page: 2 })).toEqual(root("GET /api/users/{?page}", { page: 2 }));
    // With no query endpoint() drops one `/`: the route as it would take it has two.
    expect(module.listUsers!({})).toEqual(root("GET /api/users//", {}));
    expect(module.createUser!({ notify: true }).url).toBe("https://api.odd.test/api/users/?notify=true");
    expect(module.createUser!({}).url).toBe("https://api.odd.test/api/users/");
    expect(module.trailing!({ folder: "docs" }).url).toBe("https://api.odd.test/files/docs/");
  });

  it.each(Object.entries(routes))("%s: builds what endpoint() builds", (name, { method, route, calls }) => {
    for (const params of calls) {
      expect(module[name]!(params)).toEqual(root(`${method.toUpperCase()} ${route}`, params));
    }
  });
});
