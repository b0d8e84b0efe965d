import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routegen, tempDir } from "../support/cli.js";

// Names and values a description or a command line may hold that JavaScript treats specially: each is
// taken as written, or refused with a clear message, never an internal error (exit 3) or a silent drop.

const PROTO_SCHEMA = `openapi: 3.0.3
info: { title: t, version: "1" }
servers: [{ url: "https://api.test" }]
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - { name: __proto__, in: query, schema: { type: string } }
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "#/components/schemas/__proto__" }
components:
  schemas:
    __proto__:
      type: object
      properties:
        __proto__: { type: string }
`;

describe("hostile names and values", () => {
  it("export-catalogue: a schema, a parameter and a property named __proto__ are exported, and the catalogue loads", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "api.yaml"), PROTO_SCHEMA);
    const run = routegen(["export-catalogue", "api.yaml", "-o", "routes.yaml"], { cwd: dir });
    expect(run.stderr).not.toContain("internal error");
    expect(run.code).toBe(0);
    const catalogue = readFileSync(join(dir, "routes.yaml"), "utf8");
    expect(catalogue).toMatch(/types:\n {2}__proto__:/);
    expect(catalogue).toContain("$ref: __proto__");
    const generated = routegen(["generate", "routes.yaml", "-o", "sdk"], { cwd: dir });
    expect(generated.code).toBe(0);
  });

  it("inspect: a parameter named __proto__ is sent, not dropped", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "api.yaml"), PROTO_SCHEMA);
    const run = routegen(["inspect", "listPets", "-i", "api.yaml", "__proto__=1", "headers.__proto__=2", "--json"], {
      cwd: dir,
    });
    expect(run.code).toBe(0);
    const { params, request } = JSON.parse(run.stdout) as {
      params: Record<string, unknown>;
      request: { url: string; headers: Record<string, string> };
    };
    expect(Object.keys(params)).toEqual(["__proto__", "headers"]);
    expect(request.url).toBe("https://api.test/pets?__proto__=1");
    expect(Object.hasOwn(request.headers, "__proto__")).toBe(true);
  });

  it("inspect: a header value with CR/LF is refused, as an HTTP client refuses it, and said so (exit 2), not an internal error", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "routes.yaml"), "routes:\n  repos.get: GET /repos/{owner}/{repo}\n");
    const run = routegen(
      ["inspect", "repos.get", "-i", "routes.yaml", "owner=a", "repo=b", "headers.x-note=a\r\nInjected: 1"],
      { cwd: dir },
    );
    expect(run.stderr).not.toContain("internal error");
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stderr).toContain('header "x-note" has CR, LF or NUL');
    expect(run.code).toBe(2);
  });
});
