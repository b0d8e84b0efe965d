import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Diagnostic, DiagnosticError } from "../../../../generator/diagnostics.js";
import { loadApi } from "../../../../generator/load/index.js";
import { loadOpenApi } from "../../../../generator/load/openapi/index.js";
import { readSourceDocument } from "../../../../generator/load/source.js";
import { positionOf } from "../../../support/diagnostics.js";
import { failure, FILE, fixtures, load, route, schemaDoc, type } from "./helpers.js";

// `$ref`s (generator/load/openapi/refs.ts): inside the document, to files beside it, and what is refused.

describe("references", () => {
  it("inlines refs outside components/schemas, unless they lead back to themselves", () => {
    const text = JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/x": {
          get: {
            operationId: "x",
            parameters: [
              { $ref: "#/components/parameters/tree" },
              { name: "size", in: "query", schema: { $ref: "#/components/parameters/tree/schema/properties/size" } },
            ],
            responses: {},
          },
        },
      },
      components: {
        parameters: {
          tree: {
            name: "tree",
            in: "query",
            schema: {
              type: "object",
              properties: {
                size: { type: "integer" },
                children: { type: "array", items: { $ref: "#/components/parameters/tree/schema" } },
              },
            },
          },
        },
      },
    });
    const { model } = load(text);
    const [tree, size] = route(model, "x").parameters;
    expect(size?.schema).toEqual({ kind: "integer" });
    expect(tree?.schema).toEqual({ kind: "ref", name: "tree" });
    expect(model.types).toEqual([
      {
        name: "tree",
        source: { file: FILE, pointer: "#/components/parameters/tree/schema" },
        schema: {
          kind: "object",
          properties: [
            { name: "size", required: false, schema: { kind: "integer" } },
            { name: "children", required: false, schema: { kind: "array", items: { kind: "ref", name: "tree" } } },
          ],
        },
      },
    ]);
  });

  it("reads a schema a $ref points at in an operation (a bundler's) as one named type, at its place too; a plain value in place", () => {
    const pet = {
      type: "object",
      properties: { name: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
    };
    const response = (schema: unknown) => ({ 200: { description: "ok", content: { "application/json": { schema } } } });
    const text = JSON.stringify({
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: {
        "/pets": { get: { operationId: "listPets", responses: response({ type: "array", items: pet }) } },
        "/pets/{id}": {
          get: {
            operationId: "getPet",
            responses: response({ $ref: "#/paths/~1pets/get/responses/200/content/application~1json/schema/items" }),
          },
          put: {
            operationId: "renamePet",
            parameters: [
              {
                name: "name",
                in: "query",
                schema: {
                  $ref: "#/paths/~1pets/get/responses/200/content/application~1json/schema/items/properties/name",
                  "x-note": 1,
                },
              },
              {
                name: "tags",
                in: "query",
                schema: {
                  $ref: "#/paths/~1pets/get/responses/200/content/application~1json/schema/items/properties/tags",
                },
              },
            ],
            responses: response({ $ref: "#/paths/~1pets/get/responses/200/content/application~1json/schema/items" }),
          },
        },
      },
    });
    const { model } = load(text);
    // Was: read in place at its own place and at the first $ref (the same shape written twice), named at the second.
    const named = { kind: "ref", name: "listPets response item" };
    expect(route(model, "listPets").responses[0]?.schema).toEqual({ kind: "array", items: named });
    expect(route(model, "getPet").responses[0]?.schema).toEqual(named);
    expect(route(model, "renamePet").responses[0]?.schema).toEqual(named);
    // A plain value, a list of them, a $ref with notes beside it: read where they are used.
    expect(
      route(model, "renamePet")
        .parameters.filter((p) => p.in === "query")
        .map((p) => p.schema),
    ).toEqual([{ kind: "string" }, { kind: "array", items: { kind: "string" } }]);
    expect(model.types.map((t) => t.name)).toEqual(["listPets response item"]);
  });

  it("reports an unresolved $ref at the $ref, with line and column", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths: {}
components:
  schemas:
    A:
      properties:
        b: { $ref: "#/components/schemas/Nope" }
`;
    expect(failure(text)).toEqual([
      expect.objectContaining({
        code: "ref-unresolved",
        severity: "error",
        file: FILE,
        pointer: "#/components/schemas/A/properties/b/$ref",
        ...positionOf(text, '"#/components/schemas/Nope"'),
      }),
    ]);
  });

  it("places diagnostics in JSON documents too", () => {
    const text = JSON.stringify(
      JSON.parse(schemaDoc({ type: "object", properties: { a: { $ref: "#/nope" } } })),
      null,
      2,
    );
    const [d] = failure(text, undefined, "/virtual/api.json");
    expect(d).toMatchObject({
      code: "ref-unresolved",
      file: "/virtual/api.json",
      pointer: "#/paths/~1x/get/responses/200/content/application~1json/schema/properties/a/$ref",
      ...positionOf(text, '"#/nope"'),
    });
  });

  it("does not mistake inherited object members for targets", () => {
    const diagnostics = failure(schemaDoc({ $ref: "#/components/schemas/constructor" }));
    expect(diagnostics.map((d) => d.code)).toEqual(["ref-unresolved"]);
    expect(failure(schemaDoc({ $ref: "#/__proto__" })).map((d) => d.code)).toEqual(["ref-unresolved"]);
  });

  it("refuses named anchors and circular chains of references", () => {
    expect(failure(schemaDoc({ $ref: "#pet" }))[0]?.message).toContain("anchors");
    const chain = JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: { "/c": { get: { parameters: [{ $ref: "#/components/parameters/a" }], responses: {} } } },
      components: {
        parameters: { a: { $ref: "#/components/parameters/b" }, b: { $ref: "#/components/parameters/a" } },
      },
    });
    expect(failure(chain)[0]).toMatchObject({ code: "ref-unresolved", message: expect.stringContaining("circular") });
  });

  it("never fetches urls", () => {
    const text = `openapi: 3.1.0
info: { title: t, version: "1" }
paths: {}
components:
  schemas:
    A: { $ref: "https://example.com/schemas.yaml#/Pet" }
    B: { $ref: "//example.com/schemas.yaml" }
`;
    expect(failure(text)).toEqual([
      expect.objectContaining({
        code: "ref-remote",
        pointer: "#/components/schemas/A/$ref",
        ...positionOf(text, '"https:'),
      }),
      expect.objectContaining({ code: "ref-remote", pointer: "#/components/schemas/B/$ref" }),
    ]);
  });

  it("reads files beside the input: their schemas become named types, uniquely named", () => {
    const input = join(fixtures, "external/api.yaml");
    const { model, diagnostics } = loadOpenApi(readSourceDocument(input));
    expect(diagnostics).toEqual([]);
    expect(model.files).toEqual([
      input,
      join(fixtures, "external/params.yaml"),
      join(fixtures, "external/common.yaml"),
      join(fixtures, "external/schemas/owner.yaml"),
    ]);
    expect(model.types.map((t) => [t.name, t.source.file, t.source.pointer])).toEqual([
      ["Pet", input, "#/components/schemas/Pet"],
      ["Pet2", join(fixtures, "external/common.yaml"), "#/components/schemas/Pet"],
      ["owner", join(fixtures, "external/schemas/owner.yaml"), "#"],
    ]);
    // Recursion inside a file and across files goes through the names.
    expect(type(model, "Pet2")).toMatchObject({
      properties: [
        { name: "name", required: true, schema: { kind: "string" } },
        { name: "friends", schema: { kind: "array", items: { kind: "ref", name: "Pet2" } } },
        { name: "owner", schema: { kind: "ref", name: "owner" } },
      ],
    });
    expect(type(model, "owner")).toMatchObject({
      properties: [{ name: "name" }, { name: "pets", schema: { items: { kind: "ref", name: "Pet2" } } }],
    });
    const list = route(model, "listPets");
    expect(list.parameters[0]).toMatchObject({
      name: "limit",
      in: "query",
      schema: { kind: "integer", default: 10 },
      source: { file: join(fixtures, "external/params.yaml"), pointer: "#/limit" },
    });
    expect(list.responses[0]?.schema).toEqual({ kind: "array", items: { kind: "ref", name: "Pet2" } });
    expect(route(model, "getOwner").responses[0]?.schema).toEqual({ kind: "ref", name: "owner" });
  });

  it("reports missing and malformed files", () => {
    const file = join(fixtures, "external/virtual.yaml");
    const missing = failure(schemaDoc({ $ref: "nowhere.yaml#/Pet" }), undefined, file);
    expect(missing[0]).toMatchObject({
      code: "ref-unresolved",
      file,
      message: expect.stringContaining("no such file"),
    });
    const broken = failure(schemaDoc({ $ref: "broken.yaml" }), undefined, file);
    expect(broken[0]).toMatchObject({ code: "yaml-syntax", file: join(fixtures, "external/broken.yaml") });
  });

  it("refuses files outside the input's folder unless allowed", () => {
    const input = join(fixtures, "outside/api.yaml");
    const text = readFileSync(input, "utf8");
    let diagnostics: Diagnostic[] = [];
    try {
      loadOpenApi(readSourceDocument(input));
    } catch (error) {
      diagnostics = (error as DiagnosticError).diagnostics;
    }
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: "ref-outside",
        severity: "error",
        file: input,
        pointer: expect.stringMatching(/\/color\/\$ref$/),
        ...positionOf(text, '"../shared.yaml#/Color"'),
      }),
    ]);

    const { model } = loadOpenApi(readSourceDocument(input), { allowExternalRefs: true });
    expect(model.files).toEqual([input, join(fixtures, "shared.yaml")]);
    expect(model.types).toEqual([
      {
        name: "Color",
        schema: { kind: "enum", values: ["red", "green"] },
        source: { file: join(fixtures, "shared.yaml"), pointer: "#/Color" },
      },
    ]);
  });

  it("reads only regular files of at most 256 MB: never waits on a named pipe, never reads a device or a huge file", () => {
    const dir = mkdtempSync(join(tmpdir(), "routegen-openapi-"));
    try {
      execFileSync("mkfifo", [join(dir, "pipe.yaml")]);
      writeFileSync(join(dir, "huge.yaml"), "");
      truncateSync(join(dir, "huge.yaml"), 3_000_000_000); // sparse: 3 GB that take no room
      symlinkSync("/dev/zero", join(dir, "zero.yaml"));
      const doc = (ref: string) => {
        writeFileSync(join(dir, "api.json"), schemaDoc({ $ref: ref }));
        return readSourceDocument(join(dir, "api.json"));
      };
      const reasons = ["pipe.yaml", "huge.yaml", "zero.yaml"].map((ref) => {
        const error = (() => {
          try {
            loadOpenApi(doc(ref), { allowExternalRefs: true });
          } catch (e) {
            return e as DiagnosticError;
          }
          throw new Error(`${ref} was read`);
        })();
        expect(error.diagnostics.map((d) => d.code)).toEqual(["ref-unresolved"]);
        return error.diagnostics[0]!.message;
      });
      expect(reasons).toEqual([
        'cannot read "pipe.yaml": it is a named pipe, not a regular file',
        'cannot read "huge.yaml": it is 3000 MB, more than the 256 MB routegen reads',
        'cannot read "zero.yaml": it is a device, not a regular file',
      ]);
      // The input itself, likewise.
      expect(() => loadApi(join(dir, "pipe.yaml"))).toThrow(
        "cannot read the input: it is a named pipe, not a regular file",
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("refuses a symbolic link that leads out of the folder", () => {
    const dir = mkdtempSync(join(tmpdir(), "routegen-openapi-"));
    try {
      symlinkSync(join(fixtures, "shared.yaml"), join(dir, "link.yaml"));
      writeFileSync(join(dir, "api.json"), schemaDoc({ $ref: "link.yaml#/Color" }));
      const doc = readSourceDocument(join(dir, "api.json"));
      expect(() => loadOpenApi(doc)).toThrow(/ref-outside/);
      expect(route(loadOpenApi(doc, { allowExternalRefs: true }).model, "x").responses[0]?.schema).toEqual({
        kind: "ref",
        name: "Color",
      });
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
