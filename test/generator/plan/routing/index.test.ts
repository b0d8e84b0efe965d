import { describe, expect, it } from "vitest";
import type { Schema } from "../../../../generator/model.js";
import { isFetchable } from "../../../../generator/plan/routing/index.js";
import { body, param, route, routing, source, string } from "../../../support/model.js";

// A route as routing plans it (generator/plan/routing/index.ts, `planRouting`): where each parameter goes
// and under which key, the url template, the body's fields, and what it warns about. Cookie parameters
// are top-level fields placed `cookie`, written `name=value` in the cookie header, in the order declared.

const list: Schema = { kind: "array", items: { kind: "string" } };

describe("cookie parameters", () => {
  const plan = routing(
    route({
      method: "GET",
      url: "/things",
      literalPath: true,
      parameters: [
        param("session", "cookie", { required: true }),
        param("q", "query"),
        param("tags", "cookie", { schema: list, style: "form", explode: false }),
        param("q", "cookie"),
      ],
    }),
  );

  it("are fields of their own, after the query's, a name taken before taking `_cookie`", () => {
    expect(plan.fields.map((f) => [f.key, f.placement, f.required])).toEqual([
      ["q", "query", false],
      ["session", "cookie", true],
      ["tags", "cookie", false],
      ["q_cookie", "cookie", false],
    ]);
    expect(plan.diagnostics.map((d) => d.code)).toEqual(["param-renamed"]);
  });

  it("are written in the order declared, under the API's names, plain values as pairs, lists by their style", () => {
    expect(plan.cookies).toEqual([
      { name: "session", key: "session", style: "form", explode: false, allowReserved: false, plain: true },
      { name: "tags", key: "tags", style: "form", explode: false, allowReserved: false },
      { name: "q", key: "q_cookie", style: "form", explode: false, allowReserved: false, plain: true },
    ]);
    expect(plan.query.map((q) => q.key)).toEqual(["q"]);
  });

  it("a route without any has none", () => {
    expect(routing(route({ method: "GET", url: "/x", parameters: [param("q", "query")] })).cookies).toBeUndefined();
  });
});

describe("routing", () => {
  it("writes every declared query parameter into one query expression, in declared order, for every verb", () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const r = route({
        method,
        url: "/repos/{owner}/issues",
        parameters: [
          param("owner", "path"),
          param("state", "query"),
          param("labels", "query", { schema: { kind: "array", items: string }, explode: true }),
        ],
      });
      const plan = routing(r);
      expect(plan.url, method).toEqual(["/repos/", "{owner}", "/issues", "{?state,labels*}"]);
      expect(plan.path).toEqual([
        "/repos/",
        { operator: "", variables: [{ name: "owner", key: "owner", explode: false, plain: true }] },
        "/issues",
      ]);
      // A value that can only be plain is `name=value` in every style: explode is false for it.
      expect(plan.query).toEqual([
        { name: "state", key: "state", style: "form", explode: false, allowReserved: false, plain: true },
        { name: "labels", key: "labels", style: "form", explode: true, allowReserved: false },
      ]);
      expect(plan.fields.map((f) => [f.key, f.placement])).toEqual([
        ["owner", "url"],
        ["state", "query"],
        ["labels", "query"],
      ]);
    }
  });

  it("sends a route with a server of its own there, by the server's name, its body whole", () => {
    const r = route({
      method: "POST",
      url: "/assets",
      server: { url: "https://uploads.example.test", variables: [], source },
      parameters: [param("name", "query", { required: true }), param("label", "query")],
      body: body({ kind: "binary" }, "application/octet-stream", "binary", { whole: true }),
    });
    const plan = routing(r);
    expect(plan.server).toEqual({ name: "uploads", url: "https://uploads.example.test" });
    expect(plan.url).toEqual(["/assets", "{?name,label}"]);
    expect(plan.body).toEqual({
      contents: [
        { mediaType: "application/octet-stream", encoding: "binary", contentType: "application/octet-stream" },
      ],
    });
    expect(plan.headers).toBeUndefined();
    expect(plan.fields.find((f) => f.key === "data")).toMatchObject({
      placement: "data",
      required: true,
      schema: { kind: "binary" },
    });
    expect(routing(route({ method: "GET", url: "/a" })).server).toBeUndefined();
  });

  it("adds query parameters to a query expression the url already ends with", () => {
    const written = route({ method: "POST", url: "/x{?a}", parameters: [param("a", "query"), param("b", "query")] });
    expect(routing(written).url).toEqual(["/x", "{?a,b}"]);
    expect(routing(written).pathHasQuery).toBe(false);
    const literal = route({ method: "POST", url: "/search?mode=fast", parameters: [param("b", "query")] });
    expect(routing(literal).url).toEqual(["/search?mode=fast", "{&b}"]);
    expect(routing(literal).pathHasQuery).toBe(true);
  });

  it("turns path styles into RFC 6570 operators, in OpenAPI paths and catalogue urls alike", () => {
    const parameters = [
      param("l", "path", { style: "label", explode: true }),
      param("m", "path", { style: "matrix" }),
      param("s", "path", { style: "simple" }),
    ];
    const openapi = routing(route({ method: "GET", url: "/a/{l}/b/{m}/c/{s}", literalPath: true, parameters }));
    expect(openapi.url).toEqual(["/a/", "{.l*}", "/b/", "{;m}", "/c/", "{s}"]);
    const catalogue = routing(route({ method: "GET", url: "/a/{l}/b/{m}/c/{s}", parameters }));
    expect(catalogue.url).toEqual(["/a/", "{.l*}", "/b/", "{;m}", "/c/", "{s}"]);
    expect(catalogue.path.filter((p) => typeof p !== "string")).toEqual([
      { operator: ".", variables: [{ name: "l", key: "l", explode: true, plain: true }] },
      { operator: ";", variables: [{ name: "m", key: "m", explode: false, plain: true }] },
      { operator: "", variables: [{ name: "s", key: "s", explode: false, plain: true }] },
    ]);
    // An expression the catalogue writes itself is its own: the parameter's style does not change it.
    const written = routing(
      route({ method: "GET", url: "/a{/l*}", parameters: [param("l", "path", { style: "label" })] }),
    );
    expect(written.url).toEqual(["/a", "{/l*}"]);
  });

  it("writes a path value that allows reserved characters (x-ms-skip-url-encoding) in reserved expansion", () => {
    const parameters = [param("scope", "path", { allowReserved: true }), param("name", "path")];
    const plan = routing(
      route({ method: "GET", url: "/{scope}/providers/roles/{name}", literalPath: true, parameters }),
    );
    // Azure's `scope` is several segments (`subscriptions/1/resourceGroups/rg`): its `/` stay separators.
    expect(plan.url).toEqual(["/", "{+scope}", "/providers/roles/", "{name}"]);
    // Only in style simple: a label or matrix value keeps its own operator.
    const label = routing(
      route({
        method: "GET",
        url: "/a/{l}",
        literalPath: true,
        parameters: [param("l", "path", { style: "label", allowReserved: true })],
      }),
    );
    expect(label.url).toEqual(["/a/", "{.l}"]);
  });

  it("names a matrix variable as its pairs are sent, and a query variable apart from a path one of its name", () => {
    const parameters = [
      param("user-id", "path", { style: "matrix" }),
      param("url", "path", { style: "matrix" }),
      param("id", "path"),
      param("id", "query"),
    ];
    const plan = routing(route({ method: "GET", url: "/a/{user-id}/{url}/{id}", literalPath: true, parameters }));
    // `user%2Did` is how the template spells `user-id`; `url` is an option of the builder's: the function sends it as the API names it.
    expect(plan.url).toEqual(["/a/", "{;user%2Did}", "/", "{;url_param}", "/", "{id}", "{?%69d}"]);
    expect(
      plan.path.flatMap((part) => (typeof part === "string" ? [] : part.variables.map((v) => [v.name, v.wireName]))),
    ).toEqual([
      ["user%2Did", "user-id"],
      ["url_param", "url"],
      ["id", undefined],
    ]);
  });

  it("makes JSON body properties top-level parameters", () => {
    const r = route({
      method: "POST",
      url: "/repos/{owner}/issues",
      parameters: [param("owner", "path")],
      body: body({
        kind: "object",
        properties: [
          { name: "title", required: true, schema: string },
          { name: "labels", required: false, schema: { kind: "array", items: string } },
          { name: "id", required: false, schema: string, readOnly: true },
        ],
      }),
    });
    const plan = routing(r);
    expect(plan.fields.map((f) => [f.key, f.placement, f.required])).toEqual([
      ["owner", "url", true],
      ["title", "body", true],
      ["labels", "body", false],
    ]);
    expect(plan.body).toEqual({
      contents: [{ mediaType: "application/json", encoding: "json" }],
      properties: [
        { name: "title", key: "title", plain: true },
        { name: "labels", key: "labels", plain: false },
      ],
    });
    expect(plan.headers).toBeUndefined();
    expect(plan.diagnostics).toEqual([]);
  });

  it("sends the body whole as data, with a warning, when a property collides with a parameter", () => {
    const r = route({
      method: "PATCH",
      url: "/variables/{name}",
      parameters: [param("name", "path")],
      body: body({ kind: "object", properties: [{ name: "name", required: false, schema: string }] }),
    });
    const plan = routing(r);
    expect(plan.fields.map((f) => [f.key, f.placement])).toEqual([
      ["name", "url"],
      ["data", "data"],
    ]);
    expect(plan.body?.properties).toBeUndefined();
    expect(plan.diagnostics).toEqual([
      {
        code: "body-param-collision",
        severity: "warning",
        message: expect.stringContaining("`name`"),
        file: "api.yaml",
        pointer: "#/x/requestBody",
      },
    ]);
  });

  it("moves a parameter named `data` aside when the body is passed as `data`", () => {
    const r = route({
      method: "POST",
      url: "/upload",
      parameters: [param("data", "query")],
      body: body({ kind: "binary" }, "application/octet-stream", "binary"),
    });
    const plan = routing(r);
    expect(plan.fields.map((f) => [f.key, f.placement])).toEqual([
      ["data_param", "query"],
      ["data", "data"],
    ]);
    expect(plan.query).toMatchObject([{ name: "data", key: "data_param" }]);
    expect(plan.diagnostics).toMatchObject([
      { code: "param-renamed", severity: "warning", message: expect.stringContaining("`data_param`") },
    ]);
  });

  it("gives each object of a oneOf body its own alternative", () => {
    const a: Schema = {
      kind: "object",
      properties: [{ name: "labels", required: true, schema: { kind: "array", items: string } }],
    };
    const b: Schema = { kind: "object", properties: [{ name: "names", required: true, schema: string }] };
    const r = route({
      method: "POST",
      url: "/labels",
      body: body({ kind: "union", members: [a, { kind: "ref", name: "B" }] }),
    });
    const plan = routing(r, [{ name: "B", schema: b, source }]);
    expect(plan.bodyAlternatives?.map((fields) => fields.map((f) => f.key))).toEqual([["labels"], ["names"]]);
    expect(plan.fields).toEqual([]);
    // Each property is in only some of the alternatives: the function reads it as an own key.
    expect(plan.body?.properties).toEqual([
      { name: "labels", key: "labels", plain: false, someAlternatives: true },
      { name: "names", key: "names", plain: true, someAlternatives: true },
    ]);
  });

  it("sends nullable objects and allOf bodies with constraint-only members as parameters", () => {
    const object: Schema = { kind: "object", properties: [{ name: "state", required: false, schema: string }] };
    const constraint: Schema = { kind: "union", members: [{ kind: "unknown" }, { kind: "unknown" }] };
    const nullable = routing(route({ method: "PUT", url: "/lock", body: body({ ...object, nullable: true }) }));
    expect(nullable.fields.map((f) => [f.key, f.placement])).toEqual([["state", "body"]]);
    const constrained = routing(
      route({ method: "PATCH", url: "/alert", body: body({ kind: "intersection", members: [object, constraint] }) }),
    );
    expect(constrained.fields.map((f) => [f.key, f.placement])).toEqual([["state", "body"]]);
  });

  it("gives an allOf holding a oneOf one alternative per combination", () => {
    const base: Schema = { kind: "object", properties: [{ name: "name", required: true, schema: string }] };
    const a: Schema = { kind: "object", properties: [{ name: "status", required: true, schema: string }] };
    const b: Schema = { kind: "object", properties: [{ name: "conclusion", required: true, schema: string }] };
    const r = route({
      method: "PATCH",
      url: "/checks",
      body: body({ kind: "intersection", members: [base, { kind: "union", members: [a, b] }] }),
    });
    const plan = routing(r);
    expect(plan.bodyAlternatives?.map((fields) => fields.map((f) => f.key))).toEqual([
      ["name", "status"],
      ["name", "conclusion"],
    ]);
    expect(plan.body?.properties?.map((p) => [p.key, p.someAlternatives ?? false])).toEqual([
      ["name", false],
      ["status", true],
      ["conclusion", true],
    ]);
  });

  it("sends text bodies as UTF-8", () => {
    const r = route({ method: "POST", url: "/markdown/raw", body: body(string, "text/plain", "text") });
    expect(routing(r).body?.contents).toEqual([
      { mediaType: "text/plain", encoding: "text", contentType: "text/plain; charset=utf-8" },
    ]);
    expect(routing(r).headers).toBeUndefined();
  });

  it("leaves out the body of a GET or HEAD, with a warning at the body", () => {
    for (const method of ["GET", "HEAD"]) {
      const plan = routing(
        route({
          method,
          url: "/search",
          body: body({ kind: "object", properties: [{ name: "q", required: true, schema: string }] }),
        }),
      );
      expect(plan.body, method).toBeUndefined();
      expect(plan.fields).toEqual([]);
      expect(plan.diagnostics).toMatchObject([
        {
          code: "body-not-sent",
          severity: "warning",
          pointer: "#/x/requestBody",
          message: expect.stringContaining(method),
        },
      ]);
    }
  });

  it("notes at a TRACE operation that fetch refuses the method, and plans it as any other", () => {
    const plan = routing(route({ method: "TRACE", url: "/anything" }));
    expect(plan.method).toBe("TRACE");
    expect(plan.diagnostics).toMatchObject([
      {
        code: "method-not-fetchable",
        severity: "note",
        pointer: "#/x",
        message: expect.stringContaining("fetch() refuses the TRACE method"),
      },
    ]);
    expect(routing(route({ method: "OPTIONS", url: "/anything" })).diagnostics).toEqual([]);
  });

  it("notes the other methods fetch refuses, which OpenAPI 3.2's additionalOperations can name: CONNECT and TRACK, in any case", () => {
    for (const method of ["CONNECT", "TRACK", "Track"]) {
      const plan = routing(route({ method, url: "/anything" }));
      expect(plan.diagnostics, method).toMatchObject([
        {
          code: "method-not-fetchable",
          severity: "note",
          pointer: "#/x",
          message: expect.stringContaining(`fetch() refuses the ${method.toUpperCase()} method`),
        },
      ]);
    }
    expect(routing(route({ method: "PURGE", url: "/anything" })).diagnostics).toEqual([]);
  });

  it("isFetchable() is what the note says and what fetch does: a Request of the method is refused exactly when it is false", () => {
    for (const method of ["GET", "QUERY", "PURGE", "M-SEARCH", "TRACE", "trace", "CONNECT", "TRACK", "Track"]) {
      const noted = routing(route({ method, url: "/anything" })).diagnostics.some(
        (d) => d.code === "method-not-fetchable",
      );
      expect(isFetchable(method), method).toBe(!noted);
      // toFetch() sends methods uppercased; a Request is made without sending anything.
      const request = () => new Request("http://127.0.0.1/", { method: method.toUpperCase() });
      if (noted) expect(request, method).toThrow(TypeError);
      else expect(request, method).not.toThrow();
    }
  });

  it("warns at the operation when the body it leaves out is shared, naming the body", () => {
    const shared = body(string, "application/json", "json", {
      source: { file: "api.yaml", pointer: "#/components/requestBodies/Token" },
    });
    const plan = routing(route({ method: "GET", url: "/blocks", body: shared }));
    expect(plan.diagnostics).toMatchObject([
      {
        code: "body-not-sent",
        pointer: "#/x",
        message: expect.stringContaining("its request body (#/components/requestBodies/Token) is left out"),
      },
    ]);
  });

  it("merges header parameters that differ only in case into one member of headers, with a warning at the second", () => {
    const r = route({
      method: "PUT",
      url: "/o",
      parameters: [
        param("x-amz-content-sha256", "header"),
        param("X-Amz-Content-Sha256", "header", {
          required: true,
          source: { file: "api.yaml", pointer: "#/x/parameters/1" },
        }),
      ],
    });
    const plan = routing(r);
    expect(plan.fields).toEqual([
      {
        key: "headers",
        required: true,
        placement: "headers",
        schema: { kind: "object", properties: [{ name: "x-amz-content-sha256", required: true, schema: string }] },
      },
    ]);
    expect(plan.diagnostics).toMatchObject([
      { code: "header-merged", severity: "warning", pointer: "#/x/parameters/1" },
    ]);
  });

  it("keeps the API's names as keys; the url template names a path variable as RFC 6570 allows, silently", () => {
    const r = route({
      method: "GET",
      url: "/teams/{enterprise-team}/{url}",
      literalPath: true,
      parameters: [
        param("enterprise-team", "path"),
        param("url", "path"),
        param("$select", "query"),
        param("method", "query"),
      ],
    });
    const plan = routing(r);
    expect(plan.url).toEqual(["/teams/", "{enterprise_team}", "/", "{url_param}", "{?%24select,method}"]);
    expect(plan.path.filter((p) => typeof p !== "string").map((p) => p.variables)).toEqual([
      [{ name: "enterprise_team", key: "enterprise-team", explode: false, plain: true }],
      [{ name: "url_param", key: "url", explode: false, plain: true }],
    ]);
    expect(plan.fields.map((f) => f.key)).toEqual(["enterprise-team", "url", "$select", "method"]);
    expect(plan.diagnostics).toEqual([]);
  });

  it("renames a parameter named like an option of every call, and says so", () => {
    const r = route({ method: "GET", url: "/a", parameters: [param("headers", "query"), param("request", "query")] });
    const plan = routing(r);
    expect(plan.fields.map((f) => f.key)).toEqual(["headers_param", "request_param"]);
    expect(plan.query.map((f) => [f.name, f.key])).toEqual([
      ["headers", "headers_param"],
      ["request", "request_param"],
    ]);
    expect(plan.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ["param-renamed", "warning"],
      ["param-renamed", "warning"],
    ]);
  });

  it("reports a url that is not a valid template as an error", () => {
    const plan = routing(route({ method: "GET", url: "/x/{unclosed" }));
    expect(plan.diagnostics).toMatchObject([{ code: "route-syntax", severity: "error" }]);
  });

  it("reports a stray brace of an OpenAPI path as an error, not text to send", () => {
    for (const url of ["/x/{unclosed", "/x/unopened}", "/x/{a}}"]) {
      const plan = routing(route({ method: "GET", url, literalPath: true }));
      expect(plan.diagnostics, url).toMatchObject([
        { code: "route-syntax", severity: "error", message: expect.stringMatching(/that is not part of a `\{name\}`/) },
      ]);
    }
    expect(routing(route({ method: "GET", url: "/x/{a}:b/{c}", literalPath: true })).diagnostics).toEqual([]);
  });

  it.each<{ given: Schema; want: boolean }>([
    { given: { kind: "string" }, want: true },
    { given: { kind: "integer" }, want: true },
    { given: { kind: "enum", values: ["open", "closed"] }, want: true },
    { given: { kind: "union", members: [{ kind: "string" }, { kind: "null" }] }, want: true },
    { given: { kind: "array", items: { kind: "string" } }, want: false },
    { given: { kind: "object", properties: [] }, want: false },
    {
      given: { kind: "union", members: [{ kind: "string" }, { kind: "array", items: { kind: "string" } }] },
      want: false,
    },
    // A schema that says nothing may be a list: it keeps its style and explode.
    { given: { kind: "unknown" }, want: false },
  ])("a parameter typed $given.kind is plain: $want", ({ given, want }) => {
    const plan = routing(
      route({
        method: "GET",
        url: "/s/{id}",
        parameters: [param("id", "path", { schema: given }), param("q", "query", { schema: given })],
      }),
    );
    const [variable] = plan.path.flatMap((p) => (typeof p === "string" ? [] : p.variables));
    expect(variable!.plain === true).toBe(want);
    expect(plan.query[0]!.plain === true).toBe(want);
    expect(plan.query[0]!.explode).toBe(!want);
  });

  it("keeps each query parameter's style: pipe-delimited lists joined, deep objects by key", () => {
    const r = route({
      method: "GET",
      url: "/s",
      parameters: [
        param("ids", "query", { schema: { kind: "array", items: string }, style: "pipeDelimited", explode: false }),
        param("filter", "query", { schema: { kind: "object", properties: [] }, style: "deepObject", explode: true }),
        param("q", "query", { allowReserved: true }),
      ],
    });
    const plan = routing(r);
    expect(plan.query).toEqual([
      { name: "ids", key: "ids", style: "pipeDelimited", explode: false, allowReserved: false },
      { name: "filter", key: "filter", style: "deepObject", explode: true, allowReserved: false },
      { name: "q", key: "q", style: "form", explode: false, allowReserved: true, plain: true },
    ]);
    // endpoint() has no such styles: its template takes the deep object's pairs and the joined list.
    expect(plan.url).toEqual(["/s", "{?ids,filter*,q}"]);
    expect(plan.diagnostics).toEqual([]);
  });
});
