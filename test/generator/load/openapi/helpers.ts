import { join } from "node:path";
import { expect, it } from "vitest";
import type { Diagnostic } from "../../../../generator/diagnostics.js";
import { loadOpenApi, type OpenApiLoadOptions } from "../../../../generator/load/openapi/index.js";
import { parseSourceDocument } from "../../../../generator/load/source.js";
import type { ApiModel, Route, Schema } from "../../../../generator/model.js";
import { thrownDiagnostics } from "../../../support/diagnostics.js";
import { ROOT } from "../../../support/examples.js";
import { byGiven } from "../../../support/given-want.js";

// What the OpenAPI loader's tests share: loading a description given as text, and finding its parts.

export const FILE = "/virtual/api.yaml";
export const fixtures = join(ROOT, "test/fixtures/openapi");

/**
 * Loads a description given as text. The documents of these tests name no server, which earns each a
 * `server-relative` note: left out here, and checked by servers.test.ts with `loadOpenApi` itself.
 */
export function load(text: string, options?: OpenApiLoadOptions, file = FILE) {
  const loaded = loadOpenApi(parseSourceDocument(file, text), options);
  return { ...loaded, diagnostics: withoutServerNote(loaded.diagnostics) };
}

/** The diagnostics of a load that must fail (without the `server-relative` note, as `load`). */
export function failure(text: string, options?: OpenApiLoadOptions, file = FILE): Diagnostic[] {
  return withoutServerNote(thrownDiagnostics(() => loadOpenApi(parseSourceDocument(file, text), options)));
}

const withoutServerNote = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.code !== "server-relative");

export function route(model: ApiModel, id: string): Route {
  const found = model.routes.find((r) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

export function type(model: ApiModel, name: string): Schema {
  const found = model.types.find((t) => t.name === name);
  if (!found) throw new Error(`no type ${name}`);
  return found.schema;
}

/** A 3.1 document with one GET /x operation returning `schema`, for schema tests. */
export function schemaDoc(schema: unknown, components: Record<string, unknown> = {}, openapi = "3.1.0"): string {
  return JSON.stringify({
    openapi,
    info: { title: "t", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: {
      "/x": {
        get: {
          operationId: "x",
          responses: { "200": { description: "ok", content: { "application/json": { schema } } } },
        },
      },
    },
    components: { schemas: components },
  });
}

export function responseSchema(text: string): Schema | undefined {
  return route(load(text).model, "x").responses[0]?.schema;
}

/** Two named types for a schema to refer to: `A`, `B`, as `$ref`s and as the model reads them. */
export const A = { $ref: "#/components/schemas/A" };
export const B = { $ref: "#/components/schemas/B" };
export const named = (name: string): Schema => ({ kind: "ref", name });
export const components = { A: { type: "object" }, B: { type: "object" } };

/** `given`: a schema, read from a 3.1 document (3.0 where `openapi` says so), beside the named types A and B. */
export interface SchemaRow {
  given: Record<string, unknown>;
  openapi?: string;
  want: Schema;
}

/** A test per row: the schema `given` reads as `want`. */
export function schemaRows(rows: SchemaRow[]) {
  it.each(byGiven(rows))("%s", (_, { given, openapi, want }) => {
    expect(responseSchema(schemaDoc(given, components, openapi))).toEqual(want);
  });
}

/** A small 3.0 description: two paths, three operations, one schema. */
export const petstore30 = `openapi: 3.0.3
info:
  title: Petstore
  version: 2.1.0
servers:
  - url: https://petstore.example.com/api/
paths:
  /pets:
    get:
      operationId: listPets
      summary: List pets
      description: All of them.
      tags: [pets, read]
      externalDocs: { url: https://docs.example.com/pets }
      parameters:
        - { name: limit, in: query, schema: { type: integer } }
      responses:
        "200":
          description: The pets
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Pet" } }
    post:
      responses:
        "201": { description: Created }
  /pets/{petId}:
    delete:
      operationId: deletePet
      deprecated: true
      parameters:
        - { name: petId, in: path, required: true, schema: { type: integer } }
      responses:
        "204": { description: Deleted }
components:
  schemas:
    Pet:
      type: object
      required: [id]
      properties:
        id: { type: integer }
        tag: { type: string, nullable: true }
`;
