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
import { GITHUB_DESCRIPTION } from "../support/github.js";
import { routeDefaults, endpointParams } from "../support/planned-route.js";
import { attempt } from "../support/normalise.js";

// `routegen export-catalogue` as a process, and what it writes: a catalogue that loads, that the
// catalogue's JSON Schema accepts, and whose SDK builds the same request as the description's SDK for
// every route and any parameters.

const OAS = `${ROOT}node_modules/@readme/oas-examples/3.0/json`;

function functions(api: PlannedApi): Map<string, FunctionPlan> {
  return new Map(api.plan.scopes.flatMap((s) => s.functions.map((fn) => [`${s.exportName}.${fn.exportName}`, fn] as const)));
}

/** Exports `input` through the CLI; returns the catalogue's path and what the command printed. */
function exportOf(input: string, ...flags: string[]) {
  const output = join(tempDir(), "routes.yaml");
  const run = routegen(["export-catalogue", input, "-o", output, ...flags]);
  expect(run.code, run.stderr).toBe(0);
  return { output, ...run };
}

/**
 * The SDK of the catalogue makes the same request as the description's, route by route: same names, and
 * for generated parameters, `requestOptions` through each SDK's own root builder agree.
 */
async function expectSameRequests(original: PlannedApi, exported: PlannedApi, numRuns = 15): Promise<void> {
  const before = functions(original);
  const after = functions(exported);
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  const [rootBefore, rootAfter] = [await rootBuilder(original.plan), await rootBuilder(exported.plan)];
  expect(rootAfter.DEFAULTS).toEqual(rootBefore.DEFAULTS);
  for (const [name, fn] of before) {
    const other = after.get(name)!;
    fc.assert(
      fc.property(paramsOfRoute(fn.routing, original.model), (params) => {
        // Values a request cannot carry (an object as a header) throw, and must throw the same way.
        const expected = attempt(() => rootBefore.defaults(routeDefaults(fn))(endpointParams(fn, params)));
        const actual = attempt(() => rootAfter.defaults(routeDefaults(other))(endpointParams(other, params)));
        expect(actual, name).toEqual(expected);
      }),
      { numRuns },
    );
  }
}

describe("routegen export-catalogue", () => {
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
    expect(catalogue.routes["search.search"]!.params).toMatchObject({ in: { style: "spaceDelimited" }, sort: { style: "pipeDelimited" } });
    expect(catalogue.routes["notes.listNotes"]!.params).toMatchObject({ fields: { explode: false }, filter: { style: "deepObject" } });
  });

  it("generates the same requests as examples/openapi/api.yaml, for every route", async () => {
    const { output } = exportOf("examples/openapi/api.yaml");
    await expectSameRequests(planApi({ input: `${ROOT}examples/openapi/api.yaml` }), planApi({ input: output }));
  });

  it.each(["parameters-style", "petstore", "server-path-level", "schema-circular", "star-trek"])(
    "generates the same requests as oas-examples %s",
    async (name) => {
      const { output } = exportOf(`${OAS}/${name}.json`);
      await expectSameRequests(planApi({ input: `${OAS}/${name}.json` }), planApi({ input: output }), 8);
    },
  );

  it("exports a part of GitHub's API with only the types it uses, and notes what a catalogue loosens", async () => {
    const include = ["issues", "reactions", "GET /repos/{owner}/{repo}", "pulls.create", "repos.uploadReleaseAsset"];
    const { output, stderr } = exportOf(GITHUB_DESCRIPTION, ...include.flatMap((p) => ["--include", p]));
    // A body of several object shapes becomes one set of parameters: said, with the route's name.
    expect(stderr).toMatch(/note issues\.setLabels: the body is one of several objects/);
    const catalogue = parse(readFileSync(output, "utf8")) as { types: Record<string, unknown>; routes: Record<string, unknown> };
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
    expect(stderr).toMatch(/note cancel: a `:` before a name in the path is written `%3A`/);
    const catalogue = parse(readFileSync(output, "utf8")) as { routes: Record<string, { route: string }> };
    // A path's own trailing `/` is written twice: the builder removes one.
    expect(Object.values(catalogue.routes).map(({ route }) => route)).toEqual(["POST /v1/{name}%3Acancel", "GET /api/users//"]);
    // The catalogue's SDK builds what the description's builds through the generic builder (which sends `%3A` too).
    await expectSameRequests(planApi({ input }), planApi({ input: output }), 5);
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
