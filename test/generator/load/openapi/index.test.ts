import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { loadOpenApi } from "../../../../generator/load/openapi/index.js";
import { parseSourceDocument, readSourceDocument } from "../../../../generator/load/source.js";
import type { Schema } from "../../../../generator/model.js";
import { positionOf } from "../../../support/diagnostics.js";
import { ROOT } from "../../../support/examples.js";
import { failure, FILE, load, petstore30, route, schemaDoc, type } from "./helpers.js";

// The OpenAPI loader as a whole (generator/load/openapi/index.ts): versions, what it reports across
// the document, and real descriptions loaded end to end.

describe("versions and formats", () => {
  it("reads OpenAPI 3.0 YAML: info, base url, routes in document order", () => {
    const { model, diagnostics } = load(petstore30);
    expect(diagnostics).toEqual([]);
    expect(model.title).toBe("Petstore");
    expect(model.version).toBe("2.1.0");
    expect(model.defaults).toEqual({ baseUrl: "https://petstore.example.com/api" });
    expect(model.files).toEqual([FILE]);
    expect(model.routes.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /pets",
      "POST /pets",
      "DELETE /pets/{petId}",
    ]);
  });

  it("reads OpenAPI 3.1 JSON the same way", () => {
    const yaml = load(petstore30).model;
    const data = JSON.parse(JSON.stringify(parseSourceDocument(FILE, petstore30).data)) as Record<string, unknown>;
    data.openapi = "3.1.0";
    const json = load(JSON.stringify(data, null, 2), undefined, "/virtual/api.json").model;
    expect(json.routes.map((r) => r.id)).toEqual(yaml.routes.map((r) => r.id));
    expect(json.types).toEqual(yaml.types.map((t) => ({ ...t, source: { ...t.source, file: "/virtual/api.json" } })));
  });

  it("rejects a document without a version, with its place", () => {
    const [d] = failure("info: { title: t }\npaths: {}\n");
    expect(d).toMatchObject({
      code: "openapi-version",
      severity: "error",
      file: FILE,
      line: 1,
      column: 1,
      pointer: "#",
    });
  });

  it("rejects unsupported versions at the version field", () => {
    const text = "openapi: 4.0.0\ninfo: { title: t, version: '1' }\npaths: {}\n";
    expect(failure(text)[0]).toMatchObject({
      code: "openapi-version",
      pointer: "#/openapi",
      ...positionOf(text, "4.0.0"),
    });
    const swagger = "swagger: '1.2'\npaths: {}\n";
    expect(failure(swagger)[0]).toMatchObject({ code: "openapi-version", pointer: "#/swagger", line: 1 });
  });

  it("rejects a document that is not an object", () => {
    expect(failure("[1, 2]")[0]).toMatchObject({ code: "invalid-document", pointer: "#" });
  });
});

describe("diagnostics", () => {
  it("reports every error found, not just the first", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  pets: {}
  /a:
    get:
      responses:
        "200": { $ref: "#/components/responses/Missing" }
`;
    expect(failure(text).map((d) => d.code)).toEqual(["invalid-document", "ref-unresolved"]);
  });
});

describe("types that are only references", () => {
  it("reports types that are only references to themselves", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths: {}
components:
  schemas:
    A: { $ref: "#/components/schemas/B" }
    B: { $ref: "#/components/schemas/A" }
    Self: { $ref: "#/components/schemas/Self" }
  parameters:
    loop:
      name: loop
      in: query
      schema: { $ref: "#/components/parameters/loop/schema" }
`;
    // The parameter is never used by an operation, so it is never read: only the three types are reported.
    expect(failure(text).map((d) => [d.code, d.pointer, d.line])).toEqual([
      ["ref-unresolved", "#/components/schemas/A", positionOf(text, '{ $ref: "#/components/schemas/B"').line],
      ["ref-unresolved", "#/components/schemas/B", positionOf(text, '{ $ref: "#/components/schemas/A"').line],
      ["ref-unresolved", "#/components/schemas/Self", positionOf(text, '{ $ref: "#/components/schemas/Self"').line],
    ]);
    const used = text.replace(
      "paths: {}",
      "paths:\n  /l: { get: { parameters: [{ $ref: '#/components/parameters/loop' }], responses: {} } }",
    );
    expect(failure(used).map((d) => d.pointer)).toContain("#/components/parameters/loop/schema");
  });

  it("breaks a cycle through oneOf, anyOf or allOf with a warning, reading the reference that closes it as unknown", () => {
    const text = schemaDoc(
      { $ref: "#/components/schemas/D" },
      {
        D: { oneOf: [{ $ref: "#/components/schemas/E" }, { type: "string" }] },
        E: { anyOf: [{ $ref: "#/components/schemas/D" }] },
        F: { allOf: [{ $ref: "#/components/schemas/G" }, { type: "object", properties: { x: { type: "string" } } }] },
        G: { allOf: [{ $ref: "#/components/schemas/F" }], nullable: true },
        Tree: {
          type: "object",
          properties: { children: { type: "array", items: { $ref: "#/components/schemas/Tree" } } },
        },
      },
    );
    const { model, diagnostics } = load(text);
    expect(diagnostics.map((d) => [d.code, d.severity, d.pointer])).toEqual([
      ["ref-cycle", "warning", "#/components/schemas/D"],
      ["ref-cycle", "warning", "#/components/schemas/F"],
    ]);
    expect(diagnostics[0]?.message).toBe(
      'type "D" is itself through oneOf/anyOf/allOf alone ("D" → "E" → "D"), which no TypeScript type can be: "E" reads its reference to "D" as unknown',
    );
    expect(type(model, "D")).toEqual({ kind: "union", members: [{ kind: "ref", name: "E" }, { kind: "string" }] });
    expect(type(model, "E")).toEqual({ kind: "unknown" });
    expect(type(model, "G")).toEqual({ kind: "unknown", nullable: true });
    // Recursion through a property or array items is no cycle.
    expect(type(model, "Tree")).toMatchObject({ kind: "object" });
  });
});

describe("positions", () => {
  it("are looked up only for diagnostics", () => {
    const clean = parseSourceDocument("/virtual/api.json", JSON.stringify(parseSourceDocument(FILE, petstore30).data));
    const locate = vi.spyOn(clean, "locate");
    loadOpenApi(clean);
    expect(locate).not.toHaveBeenCalled();
  });
});

describe("examples/openapi/api.yaml", () => {
  const file = join(ROOT, "examples/openapi/api.yaml");
  const { model, diagnostics } = loadOpenApi(readSourceDocument(file));

  it("loads without diagnostics", () => {
    expect(diagnostics).toEqual([]);
    expect(model.defaults.baseUrl).toBe("https://api.notes.example.com/v1");
  });

  it("exercises every parameter style, both ways of exploding, and every body kind", () => {
    const parameters = model.routes.flatMap((r) => r.parameters);
    const seen = new Set(parameters.map((p) => `${p.in} ${p.style} ${p.explode}`));
    for (const style of ["simple", "label", "matrix"]) {
      expect(seen).toContain(`path ${style} true`);
      expect(seen).toContain(`path ${style} false`);
    }
    for (const combination of [
      "query form true",
      "query form false",
      "query spaceDelimited false",
      "query pipeDelimited false",
      "query deepObject false",
      "header simple false",
    ]) {
      expect(seen).toContain(combination);
    }
    expect(parameters.some((p) => p.allowReserved)).toBe(true);
    const bodies = new Set(
      model.routes.flatMap((r) => r.body?.contents.map((c) => `${c.encoding} ${c.mediaType} ${c.schema.kind}`) ?? []),
    );
    for (const body of [
      "json application/json object",
      "json application/json array",
      "json application/json ref",
      "binary application/octet-stream binary",
      "text text/plain string",
      "text text/markdown string",
      "form application/x-www-form-urlencoded object",
      "multipart multipart/form-data object",
    ]) {
      expect(bodies).toContain(body);
    }
    expect(model.routes.some((r) => (r.body?.contents.length ?? 0) > 1)).toBe(true);
  });

  it("has an upload on a host of its own, a deprecated operation, and 200/201/204 responses", () => {
    expect(route(model, "uploadAttachment")).toMatchObject({
      url: "/notes/{noteId}/attachments/{name}",
      server: { url: "https://uploads.notes.example.com/v1", variables: [] },
    });
    expect(model.routes.filter((r) => r.server).map((r) => r.id)).toEqual(["uploadAttachment"]);
    // The API's own server has a variable, with its default.
    expect(model.servers).toMatchObject([
      { url: "https://{region}.notes.example.com/v1/", variables: [{ name: "region" }] },
    ]);
    expect(route(model, "exportNoteLegacy")).toMatchObject({
      deprecated: true,
      docsUrl: "https://notes.example.com/docs/export",
    });
    const statuses = new Set(
      model.routes.flatMap((r) => r.responses.map((s) => `${s.status} ${s.schema ? "schema" : "none"}`)),
    );
    expect([...statuses]).toEqual(expect.arrayContaining(["200 schema", "201 schema", "204 none"]));
  });

  it("keeps a body property named like a path parameter apart from it", () => {
    const copy = route(model, "copyNote");
    expect(copy.parameters.map((p) => p.name)).toContain("folder");
    expect(copy.body?.contents).toMatchObject([
      { encoding: "json", schema: { kind: "object", properties: [{ name: "folder", required: true }] } },
    ]);
  });
});

describe("GitHub's description", () => {
  const file = join(ROOT, "node_modules/@octokit/openapi/generated/api.github.com.json");
  const doc = readSourceDocument(file);
  const data = doc.data as {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, unknown> };
  };
  const { model, diagnostics } = loadOpenApi(doc);
  const methods = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

  it("loads every operation and every schema, without diagnostics", () => {
    const operations = Object.values(data.paths).flatMap((item) => Object.keys(item).filter((k) => methods.has(k)));
    expect(model.routes).toHaveLength(operations.length);
    expect(model.routes).toHaveLength(1223);
    expect(model.types.map((t) => t.name)).toEqual(Object.keys(data.components.schemas));
    expect(diagnostics).toEqual([]);
    expect(new Set(model.routes.map((r) => r.id)).size).toBe(model.routes.length);
    expect(model.defaults).toEqual({ baseUrl: "https://api.github.com" });
  });

  it("refers only to named types that exist", () => {
    const names = new Set(model.types.map((t) => t.name));
    const missing: string[] = [];
    const visit = (schema: Schema): void => {
      if (schema.kind === "ref" && !names.has(schema.name)) missing.push(schema.name);
      if (schema.kind === "array") visit(schema.items);
      if (schema.kind === "object") {
        schema.properties.forEach((p) => visit(p.schema));
        if (schema.additionalProperties && schema.additionalProperties !== true) visit(schema.additionalProperties);
      }
      if (schema.kind === "union" || schema.kind === "intersection") schema.members.forEach(visit);
    };
    model.types.forEach((t) => visit(t.schema));
    for (const r of model.routes) {
      r.parameters.forEach((p) => visit(p.schema));
      r.body?.contents.forEach((c) => visit(c.schema));
      r.responses.forEach((s) => s.schema && visit(s.schema));
    }
    expect(missing).toEqual([]);
  });

  it("puts the release asset upload on uploads.github.com", () => {
    const upload = route(model, "repos/upload-release-asset");
    expect(upload).toMatchObject({
      method: "POST",
      url: "/repos/{owner}/{repo}/releases/{release_id}/assets",
      server: { url: "https://uploads.github.com", variables: [], description: expect.stringContaining("upload_url") },
    });
    expect(upload.body?.contents).toMatchObject([
      { mediaType: "application/octet-stream", encoding: "binary", schema: { kind: "binary" } },
    ]);
    expect(upload.body?.contents).toHaveLength(1);
    expect(model.routes.filter((r) => r.server)).toEqual([upload]);
    expect(model.routes.filter((r) => !r.url.startsWith("/"))).toEqual([]);
  });

  it("reads issues/list-for-repo's parameters", () => {
    const list = route(model, "issues/list-for-repo");
    expect(list).toMatchObject({ method: "GET", url: "/repos/{owner}/{repo}/issues", tags: ["issues"] });
    const byName = new Map(list.parameters.map((p) => [p.name, p]));
    expect(byName.get("owner")).toMatchObject({ in: "path", required: true, schema: { kind: "string" } });
    expect(byName.get("labels")).toMatchObject({
      in: "query",
      required: false,
      schema: { kind: "string" },
      style: "form",
      explode: true,
    });
    expect(byName.get("state")?.schema).toEqual({ kind: "enum", values: ["open", "closed", "all"], default: "open" });
    expect(byName.get("per_page")).toMatchObject({ in: "query", schema: { kind: "integer", default: 30 } });
    expect(list.responses[0]).toMatchObject({
      status: "200",
      schema: { kind: "array", items: { kind: "ref", name: "issue" } },
    });
  });

  it("reads array-typed query parameters", () => {
    const exclude = route(model, "migrations/list-for-org").parameters.find((p) => p.name === "exclude");
    expect(exclude).toMatchObject({
      in: "query",
      style: "form",
      explode: true,
      schema: { kind: "array", items: { kind: "enum", values: ["repositories"] } },
    });
  });

  it("reads markdown/render-raw's body as plain text data", () => {
    expect(route(model, "markdown/render-raw").body?.contents).toEqual([
      { mediaType: "text/plain", encoding: "text", schema: { kind: "string" } },
      { mediaType: "text/x-markdown", encoding: "text", schema: { kind: "string" } },
    ]);
  });
});
