import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type Diagnostic, DiagnosticError } from "../../../generator/diagnostics.js";
import { loadCatalogue } from "../../../generator/load/catalogue.js";
import { PARAM_KEYS } from "../../../generator/load/catalogue/params.js";
import { ROUTE_KEYS } from "../../../generator/load/catalogue/route.js";
import { readSourceDocument } from "../../../generator/load/source.js";
import { ROOT } from "../../support/examples.js";
import { EXAMPLE, expectDiagnostic, FILE, FIXTURES, load, rejection, yaml } from "./catalogue/helpers.js";

// The catalogue loader as a whole (generator/load/catalogue.ts): the top level, what it reports, the
// example catalogue and the JSON Schema editors check catalogues with.

describe("catalogue top level", () => {
  it("maps title, version and defaults, lowercasing header names", () => {
    const { model } = load(yaml`
      title: Example API
      version: 1.0.0
      defaults:
        baseUrl: https://api.example.test/v3
        headers: { Accept: application/vnd.example.v3+json, user-agent: example-sdk/1.0 }
        mediaType: { format: raw, previews: [mercy] }
      routes: {}
    `);
    expect(model).toEqual({
      title: "Example API",
      version: "1.0.0",
      defaults: {
        baseUrl: "https://api.example.test/v3",
        headers: { accept: "application/vnd.example.v3+json", "user-agent": "example-sdk/1.0" },
        mediaType: { format: "raw", previews: ["mercy"] },
      },
      // The base url is the API's one server too, with nothing to vary.
      servers: [
        { url: "https://api.example.test/v3", variables: [], source: { file: FILE, pointer: "#/defaults/baseUrl" } },
      ],
      routes: [],
      types: [],
      files: [FILE],
    });
  });

  it("needs only routes", () => {
    const { model, diagnostics } = load("routes: {}\n");
    expect(diagnostics).toEqual([]);
    expect(model).toEqual({ defaults: {}, servers: [], routes: [], types: [], files: [FILE] });
  });

  it("reads a JSON catalogue, with its $schema key", () => {
    const { model } = loadCatalogue(readSourceDocument(join(FIXTURES, "valid/catalogue.json")));
    expect(model.title).toBe("JSON catalogue");
    expect(model.routes.map((route) => [route.method, route.url])).toEqual([["GET", "/users/{username}"]]);
  });
});

describe("diagnostics", () => {
  it("rejects an OpenAPI document with one diagnostic", () => {
    const diagnostics = rejection("openapi: 3.1.0\ninfo: { title: x, version: '1' }\npaths: {}\n");
    expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([["not-a-catalogue", "#/openapi"]]);
  });

  it("reports missing `routes` and a route without `route`", () => {
    expect(rejection("title: x\n").map((d) => [d.code, d.pointer])).toEqual([["missing-key", "#"]]);
    const text = "routes:\n  r:\n    summary: Hi\n";
    expectDiagnostic(rejection(text), text, "missing-key", "#/routes/r", "summary");
  });

  it("reads on past errors, reports every one in document order, and throws them with the warnings", () => {
    const text = yaml`
      routes:
        b:
          route: GET /b/{id}
          params: { x: string }
        a: { route: GET /a, sumary: x }
      types:
        T: Nope
    `;
    let thrown: unknown;
    try {
      load(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DiagnosticError);
    const diagnostics = (thrown as DiagnosticError).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ["path-param-undeclared", "warning", 3],
      ["unknown-key", "error", 5],
      ["ref-unresolved", "error", 7],
    ]);
    expect((thrown as Error).message).toContain("catalogue.yaml:5:");
  });

  it("rejects a catalogue that is not a mapping", () => {
    expect(rejection("- a\n- b\n").map((d) => [d.code, d.pointer])).toEqual([["invalid-value", "#"]]);
  });
});

describe("the example catalogue", () => {
  const { model, diagnostics } = loadCatalogue(readSourceDocument(EXAMPLE));
  const route = (id: string) => model.routes.find((r) => r.id === id);

  it("loads with no diagnostics", () => {
    expect(diagnostics).toEqual([]);
    expect(model.routes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(model.routes.map((r) => r.explicitName?.scope)).size).toBeGreaterThanOrEqual(5);
  });

  it("has an upload route on another host with a query template and a binary body", () => {
    expect(route("releases.uploadAsset")).toMatchObject({
      method: "POST",
      url: "/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      server: { url: "https://uploads.example.test", variables: [] },
      body: {
        whole: true,
        contents: [{ mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } }],
      },
    });
  });

  it("uses every method shape and per-route default the format offers", () => {
    const methods = new Set(model.routes.map((r) => r.method));
    expect([...methods].sort()).toEqual(["DELETE", "GET", "HEAD", "POST"]);
    expect(model.routes.some((r) => r.url.includes(":owner"))).toBe(true);
    expect(model.routes.some((r) => r.body?.whole && r.body.contents[0]!.mediaType.startsWith("text/plain"))).toBe(
      true,
    );
    expect(model.routes.some((r) => r.defaults?.headers)).toBe(true);
    expect(model.routes.some((r) => r.defaults?.mediaType)).toBe(true);
    expect(model.routes.some((r) => typeof r.deprecated === "string")).toBe(true);
    expect(model.routes.some((r) => r.parameters.some((p) => p.in === "header"))).toBe(true);
  });
});

describe("the JSON Schema", () => {
  const schema: unknown = JSON.parse(readFileSync(join(ROOT, "schema/catalogue.schema.json"), "utf8"));
  const validate = new Ajv2020({ allErrors: true }).compile(schema as object);
  const fixtures = (kind: string) => readdirSync(join(FIXTURES, kind)).map((name) => join(FIXTURES, kind, name));
  const readData = (file: string): unknown => parse(readFileSync(file, "utf8"));

  it("accepts the example and the valid fixtures, which the loader loads without errors", () => {
    for (const file of [EXAMPLE, ...fixtures("valid")]) {
      expect(validate(readData(file)), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(() => loadCatalogue(readSourceDocument(file)), file).not.toThrow();
    }
  });

  it("rejects each invalid fixture where the loader reports its error", () => {
    const invalid = fixtures("invalid");
    expect(invalid.length).toBeGreaterThanOrEqual(10);
    for (const file of invalid) {
      const text = readFileSync(file, "utf8");
      const expected = /^# expect: ([\w-]+)/.exec(text)?.[1];
      let diagnostics: Diagnostic[] = [];
      try {
        loadCatalogue(readSourceDocument(file));
      } catch (error) {
        if (!(error instanceof DiagnosticError)) throw error;
        diagnostics = error.diagnostics;
      }
      const errors = diagnostics.filter((d) => d.severity === "error");
      expect(
        errors.map((d) => d.code),
        file,
      ).toContain(expected);

      expect(validate(readData(file)), file).toBe(false);
      // Where the schema objects, in JSON pointer form: the value, or the key it names. Keys that
      // exclude each other are reported at their mapping.
      const places = (validate.errors ?? []).map((e) => {
        const key = e.params.additionalProperty ?? e.propertyName;
        return `#${e.instancePath}${typeof key === "string" ? `/${key}` : ""}`;
      });
      for (const error of errors) {
        const parent = error.pointer?.replace(/\/[^/]*$/, "");
        expect(
          places.filter((place) => place === error.pointer || place === parent),
          `${file} at ${error.pointer}`,
        ).not.toEqual([]);
      }
    }
  });

  it("has the route and parameter keys the loader reads and docs/catalogue.md lists", () => {
    type Node = { properties?: Record<string, unknown>; anyOf?: Node[] };
    const defs = (schema as { $defs: Record<string, Node> }).$defs;
    const docs = readFileSync(join(ROOT, "docs/catalogue.md"), "utf8");
    /** The keys of the first column of the table that follows `heading`. */
    const tableKeys = (heading: string) => {
      const table = docs
        .slice(docs.indexOf(heading))
        .split("\n\n")
        .find((block) => block.startsWith("| key |"))!;
      return table
        .split("\n")
        .slice(2)
        .flatMap((row) => [...row.split("|")[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    };
    const sorted = (keys: Iterable<string>) => [...keys].sort();

    expect(sorted(tableKeys("\n## Routes\n")), "docs: route keys").toEqual(sorted(ROUTE_KEYS));
    expect(sorted(Object.keys(defs.routeMapping!.properties!)), "schema: route keys").toEqual(sorted(ROUTE_KEYS));

    // A parameter is a schema plus its own keys: the docs list those, the schema adds them to the schema keys.
    expect(sorted(tableKeys("\n### Parameters\n")), "docs: parameter keys").toEqual(sorted(PARAM_KEYS));
    const mapping = defs.param!.anyOf!.find((branch) => branch.properties)!;
    const schemaKeys = Object.keys(defs.schemaKeys!.properties!);
    expect(sorted(Object.keys(mapping.properties!)), "schema: parameter keys").toEqual(
      sorted(PARAM_KEYS.filter((key) => !schemaKeys.includes(key))),
    );
  });

  it("describes every key it defines, so editors can explain it", () => {
    type Node = { [key: string]: unknown; description?: string; $ref?: string; properties?: Record<string, Node> };
    const root = schema as Node & { $defs: Record<string, Node> };
    const schemaKeys = root.$defs.schemaKeys?.properties ?? {};
    const described = (node: Node) =>
      typeof node.description === "string" ||
      typeof root.$defs[node.$ref?.replace("#/$defs/", "") ?? ""]?.description === "string";
    const undescribed: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (typeof node !== "object" || node === null) return;
      for (const [key, value] of Object.entries((node as Node).properties ?? {})) {
        // Branches narrow a shared key (`required` to a list) without describing it again.
        if (!described(value) && !Object.hasOwn(schemaKeys, key)) undescribed.push(`${path}/properties/${key}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${path}/${key}`);
    };
    visit(schema, "#");
    expect(undescribed).toEqual([]);
  });
});
