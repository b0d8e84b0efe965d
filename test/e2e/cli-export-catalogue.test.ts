import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { rootBuilder } from "../../generator/cli/root-builder.js";
import { planApi, type PlannedApi } from "../../generator/pipeline.js";
import type { FunctionPlan } from "../../generator/plan/plan.js";
import { paramsOfRoute } from "../support/arbitrary-params.js";
import { routegen, tempDir } from "../support/cli.js";
import { ROOT } from "../support/examples.js";
import type { RequestOptions } from "../../runtime/index.js";
import { GITHUB_DESCRIPTION } from "../support/github.js";
import { importSdk, wireOutcome } from "../support/generated-sdk.js";

// `routegen export-catalogue` as a process, and what it writes: a catalogue that loads, that the
// catalogue's JSON Schema accepts, and whose SDK builds the same request as the description's SDK for
// every route and any parameters.

const OAS = `${ROOT}node_modules/@readme/oas-examples/3.0/json`;

function functions(api: PlannedApi): Map<string, FunctionPlan> {
  return new Map(
    api.plan.scopes.flatMap((s) => s.functions.map((fn) => [`${s.exportName}.${fn.exportName}`, fn] as const)),
  );
}

/** Exports `input` through the CLI; returns the catalogue's path and what the command printed. */
function exportOf(input: string, ...flags: string[]) {
  const output = join(tempDir(), "routes.yaml");
  const run = routegen(["export-catalogue", input, "-o", output, ...flags]);
  expect(run.code, run.stderr).toBe(0);
  return { output, ...run };
}

/**
 * The SDK of the catalogue makes the same requests as the description's, route by route: same names,
 * and for generated parameters, each SDK's own generated function returns the same request options,
 * bodies compared as they go on the wire (a FormData by its parts). `urlOf` says how the catalogue's
 * url differs from the description's where a note says it does.
 */
async function expectSameRequests(
  original: PlannedApi,
  exported: PlannedApi,
  numRuns = 15,
  urlOf = (url: string, _fn: FunctionPlan) => url,
): Promise<void> {
  const before = functions(original);
  const after = functions(exported);
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  const [rootBefore, rootAfter] = [await rootBuilder(original.plan), await rootBuilder(exported.plan)];
  expect(rootAfter.DEFAULTS).toEqual(rootBefore.DEFAULTS);
  const [sdkBefore, sdkAfter] = await Promise.all([importSdk(original.plan), importSdk(exported.plan)]);
  for (const [name, fn] of before) {
    const keyOf = renamedKeys(fn, after.get(name)!);
    const severalTypes = (fn.routing.body?.contents.length ?? 0) > 1;
    await fc.assert(
      fc.asyncProperty(paramsOfRoute(fn.routing, original.model), async (params) => {
        // A catalogue route has one media type (a note says so): calls send the default one.
        if (severalTypes && params.headers) delete (params.headers as Record<string, unknown>)["content-type"];
        const renamed = Object.fromEntries(Object.entries(params).map(([key, value]) => [keyOf(key), value]));
        // Values a request cannot carry (an object as a header) throw, and must throw the same way.
        const expected = await wireOutcome(() => sdkBefore.get(name)!(params));
        const actual = await wireOutcome(() => sdkAfter.get(name)!(renamed));
        if ("value" in expected)
          (expected.value as RequestOptions).url = urlOf((expected.value as RequestOptions).url, fn);
        expect(actual, name).toEqual(expected);
      }),
      { numRuns },
    );
  }
}

/**
 * The keys of the catalogue's function for the description's: a path parameter whose name a url
 * variable cannot be (`enterprise-team`) is `enterprise_team` there, as the export notes.
 */
function renamedKeys(original: FunctionPlan, exported: FunctionPlan): (key: string) => string {
  const urlKeys = (fn: FunctionPlan) => fn.routing.fields.filter((f) => f.placement === "url").map((f) => f.key);
  const [from, to] = [urlKeys(original), urlKeys(exported)];
  expect(to.length).toBe(from.length);
  const renames = new Map(from.map((key, i) => [key, to[i]!] as const).filter(([key, other]) => key !== other));
  for (const [key, other] of renames) expect(other, `${original.exportName}: ${key}`).toBe(key.replace(/\W/g, "_"));
  return (key) => renames.get(key) ?? key;
}

describe("routegen export-catalogue", () => {
  it("writes OpenAPI 3.2's QUERY and custom methods (PURGE, LINK, COPY) as routes the catalogue reads back", () => {
    const { output } = exportOf("test/fixtures/wire/openapi-3-2.yaml");
    const routes = Object.values(
      (parse(readFileSync(output, "utf8")) as { routes: Record<string, { route: string }> }).routes,
    );
    const methods = routes.map(({ route }) => route.split(" ")[0]);
    expect(methods).toEqual(expect.arrayContaining(["QUERY", "PURGE", "LINK", "COPY"]));
    expect(planApi({ input: output }).plan.scopes.flatMap((s) => s.functions.map((fn) => fn.routing.method))).toEqual(
      expect.arrayContaining(["QUERY", "PURGE", "LINK", "COPY"]),
    );
  });

  it("writes a catalogue the schema accepts, that loads and that names its source", () => {
    const { output, stderr } = exportOf("examples/openapi/api.yaml");
    const text = readFileSync(output, "utf8");
    expect(text).toMatch(/^# yaml-language-server: \$schema=.*schema\/catalogue\.schema\.json\n/);
    expect(text).toContain("Exported from examples/openapi/api.yaml");
    expect(stderr).toMatch(/17 routes, 9 types -> .*routes\.yaml/);

    const schema = JSON.parse(readFileSync(`${ROOT}schema/catalogue.schema.json`, "utf8")) as object;
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);

    // Every style and explode of the description survives, written as the catalogue writes it.
    const catalogue = parse(text) as { routes: Record<string, { route: string; params?: Record<string, unknown> }> };
    expect(catalogue.routes["notes.getCalendar"]).toMatchObject({
      route: "GET /calendar{month}{days}",
      params: { month: { style: "label" }, days: { style: "label", explode: true } },
    });
    expect(catalogue.routes["search.search"]!.params).toMatchObject({
      in: { style: "spaceDelimited" },
      sort: { style: "pipeDelimited" },
    });
    expect(catalogue.routes["notes.listNotes"]!.params).toMatchObject({
      fields: { explode: false },
      filter: { style: "deepObject" },
    });
  });

  it("keeps a cookie's OpenAPI 3.2 style cookie, and notes that a query string becomes a query parameter: the same requests where its members are plain", async () => {
    const input = join(tempDir(), "api.yaml");
    writeFileSync(
      input,
      `openapi: 3.2.0
info: { title: t, version: "1" }
servers: [{ url: "https://api.example.test" }]
paths:
  /session:
    get:
      operationId: whoami
      parameters:
        - { name: session, in: cookie, style: cookie, schema: { type: string } }
        - { name: seen, in: cookie, style: cookie, explode: false, schema: { type: array, items: { type: string } } }
        - { name: prefs, in: cookie, style: cookie, schema: { type: object, properties: { theme: { type: string } } } }
        - { name: greeting, in: cookie, schema: { type: string } }
      responses: { "204": { description: ok } }
  /find:
    get:
      operationId: find
      parameters:
        - { name: criteria, in: querystring, content: { application/x-www-form-urlencoded: { schema: { type: object, properties: { color: { type: string }, size: { type: integer } } } } } }
      responses: { "204": { description: ok } }
`,
    );
    const { output, stderr } = exportOf(input);
    const text = readFileSync(output, "utf8");
    const schema = JSON.parse(readFileSync(`${ROOT}schema/catalogue.schema.json`, "utf8")) as object;
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
    const catalogue = parse(text) as { routes: Record<string, { params?: Record<string, unknown> }> };
    expect(catalogue.routes["session.whoami"]!.params).toEqual({
      session: { type: "string", in: "cookie", style: "cookie" },
      seen: { type: "array", items: "string", in: "cookie", style: "cookie", explode: false },
      prefs: { properties: { theme: "string" }, in: "cookie", style: "cookie" },
      greeting: { type: "string", in: "cookie" },
    });
    expect(stderr).toContain(
      "note find.find: querystring parameter `criteria` is a query parameter in style form, exploded: a catalogue has no query string",
    );
    await expectSameRequests(planApi({ input }), planApi({ input: output }));
  });

  it("writes the security schemes and each route's requirements, which load back as they were", () => {
    const input = `${ROOT}test/fixtures/wire/security.yaml`;
    const { output } = exportOf(input);
    const data = parse(readFileSync(output, "utf8")) as {
      securitySchemes: object;
      routes: Record<string, { security?: unknown }>;
    };
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
      JSON.parse(readFileSync(`${ROOT}schema/catalogue.schema.json`, "utf8")) as object,
    );
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(data.securitySchemes).toMatchObject({
      bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      key: { type: "apiKey", in: "query", name: "api_key" },
      mtls: { type: "mutualTLS" },
    });
    expect(data.routes["pets.getPet"]!.security).toEqual([{ header: [], session: [] }, "basic", {}]);
    expect(data.routes["tokens.listTokens"]!.security).toEqual(["mtls", { oauth: ["read"] }, "oidc", "digest"]);
    expect(data.routes["health.health"]!.security).toBeUndefined();
    const [original, exported] = [planApi({ input }), planApi({ input: output })];
    const strip = (api: PlannedApi) => ({
      schemes: api.model.securitySchemes?.map(({ source: _, ...scheme }) => scheme),
      routes: Object.fromEntries(
        [...functions(api)].map(([name, fn]) => [
          name,
          { security: fn.route.security?.length ? fn.route.security : undefined, auth: fn.auth },
        ]),
      ),
    });
    expect(strip(exported)).toEqual(strip(original));
  });

  it("generates the same requests as examples/openapi/api.yaml, for every route", async () => {
    const { output } = exportOf("examples/openapi/api.yaml");
    await expectSameRequests(planApi({ input: `${ROOT}examples/openapi/api.yaml` }), planApi({ input: output }));
  });

  it.each(["parameters-style", "petstore", "server-path-level", "schema-circular", "star-trek"])(
    "generates the same requests as oas-examples %s",
    async (name) => {
      const { output, stderr } = exportOf(`${OAS}/${name}.json`);
      const original = planApi({ input: `${OAS}/${name}.json` });
      // A relative server of a path or operation (`/v3`) cannot be a catalogue's: it is written before
      // the path, after the API's base url, as a note says.
      const relative = (fn: FunctionPlan) => fn.routing.server !== undefined && !/^https?:/.test(fn.routing.server.url);
      for (const [route, fn] of functions(original)) {
        if (relative(fn))
          expect(stderr).toContain(
            `note ${route}: the server \`${fn.routing.server!.url}\` is not an absolute http(s) url`,
          );
      }
      expect([...functions(original).values()].some(relative)).toBe(name === "server-path-level");
      const base = (await rootBuilder(original.plan)).DEFAULTS.baseUrl;
      await expectSameRequests(original, planApi({ input: output }), 8, (url, fn) => (relative(fn) ? base + url : url));
    },
  );

  it("exports form and multipart bodies, styles, servers and the API's own names, and notes what a catalogue cannot say", async () => {
    const input = `${ROOT}test/fixtures/openapi/bodies-and-names.yaml`;
    const { output, stderr } = exportOf(input);
    const catalogue = parse(readFileSync(output, "utf8")) as {
      defaults: unknown;
      routes: Record<string, Record<string, unknown>>;
    };
    expect(catalogue.defaults).toEqual({ baseUrl: "https://us.api.example.test/v2" });
    expect(catalogue.routes["customers.createCustomer"]).toMatchObject({
      route: "POST /customers",
      encoding: "form",
      params: {
        email: { type: "string", required: true },
        metadata: { style: "deepObject", explode: true },
        tags: { type: "array", items: "string", explode: false },
        url: "string",
      },
    });
    expect(catalogue.routes["files.uploadFile"]).toMatchObject({
      route: "POST /files",
      baseUrl: "https://files.example.test/v1",
      encoding: "multipart",
      params: { file: { type: "binary", required: true, contentType: "image/png" }, purpose: "string" },
    });
    expect(catalogue.routes["customers.listCustomers"]!.params).toMatchObject({
      $select: { explode: false },
      url: "string",
      headers: "string",
      created: { style: "deepObject" },
      next: { type: "string", allowReserved: true },
    });
    expect(catalogue.routes["customers.listCustomers"]).not.toHaveProperty("data");
    expect(catalogue.routes["teams.getMember"]).toMatchObject({
      route: "GET /teams/{enterprise_team}/members/{member.id}",
      params: { "@odata.type": "string" },
    });
    expect(catalogue.routes["clusters.patchCluster"]).toMatchObject({
      data: { contentType: "application/merge-patch+json" },
    });
    const notes = stderr.split("\n").filter((line) => line.includes(" note "));
    expect(notes).toEqual([
      "routegen: note the API: the server https://{region}.api.example.test/v2 is written as `baseUrl` with the defaults of its variables `{region}`: a catalogue's server has no variables",
      "routegen: note clusters.patchCluster: the body is offered as application/merge-patch+json, application/json-patch+json, application/strategic-merge-patch+json; a catalogue route has one media type, so the first, application/merge-patch+json, is exported",
      "routegen: note customers.listCustomers: the body of a GET route is not sent, so it is left out",
      "routegen: note files.uploadFile: the server https://files.example.test/{version} is written with the defaults of its variables `{version}`: a catalogue's server has no variables",
      "routegen: note teams.getMember: path parameter `enterprise-team` is `enterprise_team`: a catalogue's url variable is a name RFC 6570 allows, so callers pass it as `enterprise_team`",
    ]);
    await expectSameRequests(planApi({ input }), planApi({ input: output }), 15);
  });

  it("exports the default media type's parameters of a body whose media types take parameters of their own", () => {
    const { output, stderr } = exportOf("test/fixtures/wire/body-matrix.yaml", "--include", "multipart.uploadMedia");
    const catalogue = parse(readFileSync(output, "utf8")) as { routes: Record<string, { params: unknown }> };
    // Neither the multipart file nor the content-type header that names it: JSON's own parameters.
    expect(catalogue.routes["multipart.uploadMedia"]!.params).toEqual({
      media_url: { type: "string", required: true },
      ttl: "integer",
    });
    expect(stderr).not.toMatch(/one of several objects/);
    expect(stderr).toMatch(
      /note multipart\.uploadMedia: the body is offered as application\/json, multipart\/form-data, multipart\/mixed, application\/x-www-form-urlencoded; .* the first, application\/json, is exported/,
    );
  });

  it("exports a part of GitHub's API with only the types it uses, and notes what a catalogue loosens", async () => {
    const include = ["issues", "reactions", "GET /repos/{owner}/{repo}", "pulls.create", "repos.uploadReleaseAsset"];
    const { output, stderr } = exportOf(GITHUB_DESCRIPTION, ...include.flatMap((p) => ["--include", p]));
    // A body of several object shapes becomes one set of parameters: said, with the route's name.
    expect(stderr).toMatch(/note issues\.setLabels: the body is one of several objects/);
    const catalogue = parse(readFileSync(output, "utf8")) as {
      types: Record<string, unknown>;
      routes: Record<string, unknown>;
    };
    expect(Object.keys(catalogue.types).length).toBeLessThan(200);
    expect(catalogue.types).toHaveProperty("issue");
    expect(catalogue.types).not.toHaveProperty("workflow-run");

    const original = planApi({ input: GITHUB_DESCRIPTION, selection: { include } });
    const exported = planApi({ input: output });
    // The flattened oneOf bodies build the same requests for the parameters of any one shape.
    await expectSameRequests(original, exported, 5);
  });

  it("writes a colon of an OpenAPI path as %3A and a trailing / twice, as a catalogue reads urls", async () => {
    const input = join(tempDir(), "api.yaml");
    writeFileSync(
      input,
      [
        "openapi: 3.1.0",
        "info: { title: Custom methods, version: '1' }",
        "servers: [{ url: 'https://api.custom.test' }]",
        "paths:",
        "  /v1/{name}:cancel:",
        "    post:",
        "      operationId: cancel",
        "      parameters: [{ name: name, in: path, required: true, schema: { type: string } }]",
        "      responses: { '204': { description: done } }",
        "  /api/users/:",
        "    get:",
        "      operationId: listUsers",
        "      parameters: [{ name: page, in: query, schema: { type: integer } }]",
        "      responses: { '204': { description: done } }",
      ].join("\n"),
    );
    const { output, stderr } = exportOf(input);
    expect(stderr).toMatch(/note api\.cancel: a `:` before a name in the path is written `%3A`/);
    const catalogue = parse(readFileSync(output, "utf8")) as { routes: Record<string, { route: string }> };
    // A path's own trailing `/` is written twice: the builder removes one.
    expect(Object.values(catalogue.routes).map(({ route }) => route)).toEqual([
      "POST /v1/{name}%3Acancel",
      "GET /api/users//",
    ]);
    expect(stderr).toMatch(
      /note users\.listUsers: the path's own trailing `\/` is written twice, as the builder drops one: calls without query parameters send it once, but calls with some send it twice/,
    );
    // The catalogue's SDK sends the description's requests, but for what the notes say: the colon as
    // `%3A`, and the trailing `/` twice before a query.
    const asNoted = (url: string, _fn: FunctionPlan) =>
      url.replace(/:cancel$/, "%3Acancel").replace(/\/api\/users\/\?/, "/api/users//?");
    await expectSameRequests(planApi({ input }), planApi({ input: output }), 10, asNoted);
  });

  it("writes a path value that keeps reserved characters (x-ms-skip-url-encoding) as reserved expansion", async () => {
    const input = join(tempDir(), "api.yaml");
    writeFileSync(
      input,
      [
        "openapi: 3.0.3",
        "info: { title: Roles, version: '1' }",
        "servers: [{ url: 'https://management.example.test' }]",
        "paths:",
        "  /{scope}/providers/roles/{role-name}:",
        "    get:",
        "      operationId: getRole",
        "      parameters:",
        "        - { name: scope, in: path, required: true, x-ms-skip-url-encoding: true, schema: { type: string } }",
        "        - { name: role-name, in: path, required: true, schema: { type: string } }",
        "      responses: { '204': { description: done } }",
      ].join("\n"),
    );
    const { output } = exportOf(input);
    const catalogue = parse(readFileSync(output, "utf8")) as { routes: Record<string, { route: string }> };
    expect(Object.values(catalogue.routes).map(({ route }) => route)).toEqual([
      "GET /{+scope}/providers/roles/{role_name}",
    ]);
    const [fn] = [...functions(planApi({ input: output })).values()];
    expect(fn!.routing.url[1]).toBe("{+scope}");
    await expectSameRequests(planApi({ input }), planApi({ input: output }));
  });

  it("says what to add when the description names no server or a relative one: a catalogue without a base url is GitHub's", () => {
    const paths = "paths:\n  /pets:\n    get: { operationId: listPets, responses: { '204': { description: done } } }";
    const notes = (servers: string) => {
      const input = join(tempDir(), "api.yaml");
      writeFileSync(input, `openapi: 3.1.0\ninfo: { title: t, version: '1' }\n${servers}${paths}\n`);
      return exportOf(input)
        .stderr.split("\n")
        .filter((line) => line.includes(" note the API"));
    };
    const advice =
      ", and a catalogue's is absolute: add `defaults: { baseUrl: https://… }`, or its routes go to https://api.github.com";
    expect(notes("")).toEqual([`routegen: note the API: the description names no server${advice}`]);
    expect(notes("servers: [{ url: /v1 }]\n")).toEqual([
      `routegen: note the API: the base url \`/v1\` is relative${advice}`,
    ]);
  });

  it("refuses to overwrite a catalogue unless --force, and reports input errors", () => {
    const dir = tempDir();
    const output = join(dir, "routes.yaml");
    writeFileSync(output, "# curated by hand\n");
    const refused = routegen(["export-catalogue", "examples/openapi/api.yaml", "-o", output]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("use --force");
    expect(readFileSync(output, "utf8")).toBe("# curated by hand\n");
    expect(routegen(["export-catalogue", "examples/openapi/api.yaml", "-o", output, "--force"]).code).toBe(0);

    const broken = join(dir, "broken.yaml");
    writeFileSync(broken, "openapi: 3.1.0\npaths: [\n");
    const failed = routegen(["export-catalogue", broken, "-o", join(dir, "out.yaml")]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/broken\.yaml:\d+:\d+: error yaml-syntax/);
    expect(existsSync(join(dir, "out.yaml"))).toBe(false);
    expect(routegen(["export-catalogue", "examples/openapi/api.yaml"]).code).toBe(2);
  });
});
