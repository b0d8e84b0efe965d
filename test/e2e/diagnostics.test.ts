import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Diagnostic } from "../../generator/diagnostics.js";
import { ROOT } from "../support/examples.js";

// Issue E's list of problems, each through the CLI as users meet it: the exit code, and with
// `--reporter json` the code, severity, file, line and column (in YAML and in JSON) and pointer of
// every diagnostic. Where a diagnostic belongs is found here by searching the input's text, not by the
// generator's own position lookup.

interface Run {
  code: number | null;
  stderr: string;
}

/** The CLI in a folder of its own (no config file around), as a child process. */
function routegen(cwd: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}bin/routegen.js`, ...args], { cwd });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout.resume();
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

async function diagnosticsOf(
  cwd: string,
  input: string,
  ...flags: string[]
): Promise<{ code: number | null; diagnostics: Diagnostic[] }> {
  const run = await routegen(cwd, "generate", input, "-o", join(cwd, "out"), "--reporter", "json", ...flags);
  expect(run.stderr, "no stack trace").not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  const start = run.stderr.indexOf("{");
  expect(start, run.stderr).toBeGreaterThanOrEqual(0);
  const json = run.stderr.slice(start, run.stderr.lastIndexOf("}") + 1);
  return { code: run.code, diagnostics: (JSON.parse(json) as { diagnostics: Diagnostic[] }).diagnostics };
}

/** Finds a place in a text: an offset, searched for. */
type Locator = (text: string) => number;

/** The `nth` occurrence of `needle`, plus `shift` characters. */
const at =
  (needle: string, nth = 0, shift = 0): Locator =>
  (text) => {
    let offset = -1;
    for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
    if (offset === -1) throw new Error(`"${needle}" (#${nth}) not in the input`);
    return offset + shift;
  };

/** The first `needle` after each of `anchors` in turn (`after('"/teams": {', '"parameters": [', "{")`). */
const after =
  (...needles: string[]): Locator =>
  (text) => {
    let offset = 0;
    for (const needle of needles) {
      offset = text.indexOf(needle, offset);
      if (offset === -1) throw new Error(`"${needle}" not in the input after the anchors`);
    }
    return offset;
  };

/** In pretty-printed JSON, the value of `"key": ` that follows the anchors. */
const jsonValue =
  (...anchors: string[]): Locator =>
  (text) => {
    const key = anchors[anchors.length - 1]!;
    return after(...anchors.slice(0, -1), `"${key}": `)(text) + `"${key}": `.length;
  };

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

interface Expected {
  code: string;
  severity: "error" | "warning";
  pointer: string;
  yaml: Locator;
  json: Locator;
  message?: RegExp;
}

/**
 * Writes `yamlText` as `name.yaml` and as pretty JSON `name.json` into `dir`, runs the CLI on each and
 * checks that exactly the `expected` diagnostics come out, each at its place, in file-line-column order.
 */
async function expectDiagnostics(
  dir: string,
  name: string,
  yamlText: string,
  exitCode: number,
  expected: Expected[],
  flags: string[] = [],
) {
  const texts = { yaml: yamlText, json: JSON.stringify(parse(yamlText), null, 2) + "\n" };
  for (const format of ["yaml", "json"] as const) {
    const file = join(dir, `${name}.${format}`);
    writeFileSync(file, texts[format]);
  }
  const runs = await Promise.all(
    (["yaml", "json"] as const).map(async (format) => ({
      format,
      ...(await diagnosticsOf(dir, `${name}.${format}`, ...flags)),
    })),
  );
  for (const { format, code, diagnostics } of runs) {
    const text = texts[format];
    expect(code, `${name}.${format} exit code`).toBe(exitCode);
    const wanted = expected
      .map((e) => ({
        code: e.code,
        severity: e.severity,
        file: `${name}.${format}`,
        pointer: e.pointer,
        ...position(text, e[format](text)),
        ...(e.message ? { message: expect.stringMatching(e.message) } : {}),
      }))
      .sort((a, b) => a.line - b.line || a.column - b.column);
    expect(diagnostics, `${name}.${format}`).toEqual(wanted.map((w): unknown => expect.objectContaining(w)));
  }
}

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "routegen-diagnostics-"));
  mkdirSync(join(dir, "spec"));
  return dir;
}

const LOADER_PROBLEMS = `openapi: 3.0.3
info:
  title: Diagnostics
  version: "1"
paths:
  /pets:
    get:
      operationId: listPets
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Nope"
  /remote:
    get:
      operationId: remotePet
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                $ref: "https://example.com/pet.yaml#/Pet"
  /outside:
    get:
      operationId: outsidePet
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                $ref: "../shared.yaml#/Pet"
  /pets/{petId}:
    get:
      operationId: listPets
      responses:
        "204":
          description: none
  /things:
    parameters:
      - name: thingId
        in: path
        required: true
        schema:
          type: string
    get:
      operationId: listThings
      responses:
        "204":
          description: none
  pets-without-slash:
    get:
      operationId: noSlash
      responses:
        "204":
          description: none
servers: [{ url: https://api.example.com }]
`;

const LOADER_EXPECTED: Expected[] = [
  {
    code: "ref-unresolved",
    severity: "error",
    pointer: "#/paths/~1pets/get/responses/200/content/application~1json/schema/$ref",
    yaml: at('"#/components/schemas/Nope"'),
    json: at('"#/components/schemas/Nope"'),
  },
  {
    code: "ref-remote",
    severity: "error",
    pointer: "#/paths/~1remote/get/responses/200/content/application~1json/schema/$ref",
    yaml: at('"https://example.com/pet.yaml#/Pet"'),
    json: at('"https://example.com/pet.yaml#/Pet"'),
  },
  {
    code: "ref-outside",
    severity: "error",
    pointer: "#/paths/~1outside/get/responses/200/content/application~1json/schema/$ref",
    yaml: at('"../shared.yaml#/Pet"'),
    json: at('"../shared.yaml#/Pet"'),
  },
  {
    code: "path-param-undeclared",
    severity: "warning",
    pointer: "#/paths/~1pets~1{petId}/get",
    yaml: at("operationId: listPets", 1),
    json: jsonValue('"/pets/{petId}": {', "get"),
    message: /\{petId\}/,
  },
  {
    code: "duplicate-operation-id",
    severity: "error",
    pointer: "#/paths/~1pets~1{petId}/get/operationId",
    yaml: at("listPets", 1),
    json: at('"listPets"', 1),
    message: /GET \/pets/,
  },
  {
    code: "path-param-unused",
    severity: "warning",
    pointer: "#/paths/~1things/parameters/0",
    yaml: at("- name: thingId", 0, 2),
    json: after('"/things": {', '"parameters": [', "{"),
  },
  {
    code: "invalid-document",
    severity: "error",
    pointer: "#/paths/pets-without-slash",
    // A problem with a key is placed at the key.
    yaml: at("pets-without-slash:"),
    json: at('"pets-without-slash"'),
  },
];

describe("diagnostics through the CLI, in YAML and JSON", () => {
  it("reports unresolved, remote and outside $refs, path parameters, duplicate operationIds and bad paths", async () => {
    const dir = workspace();
    writeFileSync(join(dir, "shared.yaml"), "Pet:\n  type: object\n");
    await expectDiagnostics(join(dir, "spec"), "api", LOADER_PROBLEMS, 1, LOADER_EXPECTED);
    // The file outside the input's folder is read only when allowed; the other problems remain.
    await expectDiagnostics(
      join(dir, "spec"),
      "allowed",
      LOADER_PROBLEMS,
      1,
      LOADER_EXPECTED.filter((e) => e.code !== "ref-outside"),
      ["--allow-external-refs"],
    );
  });

  it("reports planning problems: a url that does not parse, names taken by another parameter or an option, colliding names", async () => {
    const dir = workspace();
    const text = `openapi: 3.1.0
info:
  title: Planner
  version: "1"
paths:
  /teams/{enterprise-team}:
    get:
      operationId: get-team
      parameters:
        - name: enterprise-team
          in: path
          required: true
          schema:
            type: string
        - name: enterprise-team
          in: query
          schema:
            type: string
      responses:
        "204":
          description: none
  /teams:
    get:
      operationId: getTeam
      responses:
        "204":
          description: none
    post:
      operationId: createTeam
      parameters:
        - name: page-size
          in: query
          schema:
            type: integer
        - name: headers
          in: query
          schema:
            type: string
      responses:
        "204":
          description: none
  /broken/{id:
    get:
      operationId: broken
      responses:
        "204":
          description: none
servers: [{ url: https://api.example.com }]
`;
    await expectDiagnostics(dir, "api", text, 1, [
      // A name keeps its spelling (`enterprise-team`, `page-size`) unless it is taken: by a path
      // parameter before it, or by an option every call takes.
      {
        code: "param-renamed",
        severity: "warning",
        pointer: "#/paths/~1teams~1{enterprise-team}/get/parameters/1",
        yaml: at("- name: enterprise-team", 1, 2),
        json: after('"parameters": [', "},", "{"),
        message: /query parameter `enterprise-team` is passed as `enterprise-team_query`/,
      },
      {
        code: "name-collision",
        severity: "warning",
        pointer: "#/paths/~1teams/get",
        yaml: at("operationId: getTeam"),
        json: jsonValue('"/teams": {', "get"),
        message: /getTeam2/,
      },
      {
        code: "param-renamed",
        severity: "warning",
        pointer: "#/paths/~1teams/post/parameters/1",
        yaml: at("- name: headers", 0, 2),
        json: after('"/teams": {', '"post": {', '"parameters": [', "},", "{"),
        message: /query parameter `headers` is passed as `headers_param`: `headers` is an option of every call/,
      },
      {
        code: "route-syntax",
        severity: "error",
        pointer: "#/paths/~1broken~1{id/get",
        yaml: at("operationId: broken"),
        json: jsonValue('"/broken/{id": {', "get"),
      },
    ]);
  });

  it("reports an unknown catalogue key with a suggestion, and route strings that do not parse", async () => {
    const dir = workspace();
    const text = `routes:
  repos.get:
    route: GET /repos/{owner}/{repo}
    params:
      owner: string
      repo: string
    sumary: Get a repository
  repos.list:
    route: GTE /repos
  repos.update:
    route: PATCH /repos/{owner
`;
    await expectDiagnostics(dir, "routes", text, 1, [
      {
        code: "unknown-key",
        severity: "error",
        pointer: "#/routes/repos.get/sumary",
        yaml: at("sumary"),
        json: at('"sumary"'),
        message: /did you mean `summary`\?/,
      },
      {
        code: "route-syntax",
        severity: "error",
        pointer: "#/routes/repos.list/route",
        yaml: at("GTE /repos"),
        json: at('"GTE /repos"'),
        message: /Did you mean `GET`\?/,
      },
      {
        code: "route-syntax",
        severity: "error",
        pointer: "#/routes/repos.update/route",
        yaml: at("PATCH /repos/{owner"),
        json: at('"PATCH /repos/{owner"'),
      },
    ]);
  });

  it("reports unsupported and missing OpenAPI versions at the version, or at the top", async () => {
    const dir = workspace();
    const info = 'info:\n  title: Versions\n  version: "1"\npaths: {}\n';
    await Promise.all([
      expectDiagnostics(dir, "v40", `openapi: 4.0.0\n${info}`, 1, [
        { code: "openapi-version", severity: "error", pointer: "#/openapi", yaml: at("4.0.0"), json: at('"4.0.0"') },
      ]),
      expectDiagnostics(dir, "swagger12", `swagger: "1.2"\n${info}`, 1, [
        { code: "openapi-version", severity: "error", pointer: "#/swagger", yaml: at('"1.2"'), json: at('"1.2"') },
      ]),
      expectDiagnostics(dir, "none", info, 1, [
        {
          code: "openapi-version",
          severity: "error",
          pointer: "#",
          yaml: () => 0,
          json: () => 0,
          message: /no `openapi`/,
        },
      ]),
    ]);
  });

  it("reports YAML and JSON syntax errors at their line and column", async () => {
    const dir = workspace();
    const yamlText = 'openapi: 3.0.3\ninfo:\n  title: Twice\n  version: "1"\npaths: {}\ninfo:\n  title: again\n';
    writeFileSync(join(dir, "twice.yaml"), yamlText);
    const jsonText = '{\n  "openapi": "3.0.3",\n  "paths": {},\n}\n';
    writeFileSync(join(dir, "comma.json"), jsonText);
    const [yamlRun, jsonRun] = await Promise.all([diagnosticsOf(dir, "twice.yaml"), diagnosticsOf(dir, "comma.json")]);
    expect(yamlRun.code).toBe(1);
    expect(yamlRun.diagnostics).toEqual([
      expect.objectContaining({
        code: "yaml-syntax",
        severity: "error",
        file: "twice.yaml",
        ...position(yamlText, yamlText.lastIndexOf("info")),
      }),
    ]);
    expect(jsonRun.code).toBe(1);
    expect(jsonRun.diagnostics).toEqual([
      expect.objectContaining({
        code: "json-syntax",
        severity: "error",
        file: "comma.json",
        ...position(jsonText, jsonText.lastIndexOf("}")),
      }),
    ]);
  });

  it("prints diagnostics by file, line and column, whichever was found first", async () => {
    const dir = workspace();
    // Read in this order, /b's reference meets bad.yaml's syntax error before /a's unresolved $ref.
    const api = `openapi: 3.0.3
info: { title: Order, version: "1" }
paths:
  /b:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "bad.yaml#/Pet" }
  /a:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Nope" }
      parameters:
        - { name: q, in: query, schema: { type: string } }
        - { name: q, in: query, schema: { type: integer } }
servers: [{ url: https://api.example.com }]
`;
    writeFileSync(join(dir, "api.yaml"), api);
    writeFileSync(join(dir, "bad.yaml"), "Pet: [unclosed\n");
    const { code, diagnostics } = await diagnosticsOf(dir, "api.yaml");
    expect(code).toBe(1);
    expect(diagnostics.map((d) => [d.file, d.line, d.code])).toEqual([
      ["api.yaml", position(api, api.indexOf('"#/components')).line, "ref-unresolved"],
      ["api.yaml", position(api, api.lastIndexOf("{ name: q")).line, "duplicate-parameter"],
      ["bad.yaml", 2, "yaml-syntax"],
    ]);
  });

  it("prints names from the input with control and bidirectional characters escaped", async () => {
    const dir = workspace();
    // A key holding a terminal escape (clear screen), a newline that would forge a diagnostic line, and
    // a right-to-left override.
    const key = "sum\u001b[2J\nfake.yaml:1:1: error forged\u202ery";
    writeFileSync(join(dir, "routes.json"), JSON.stringify({ routes: { "a.b": { route: "GET /x", [key]: 1 } } }));
    const run = await routegen(dir, "generate", "routes.json", "-o", join(dir, "out"));
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(/[\u001b\u202e]/);
    expect(run.stderr).toContain("sum\\u001b[2J\\u000afake.yaml:1:1: error forged\\u202ery");
    expect(run.stderr.split("\n").filter((line) => line.includes("unknown-key"))).toHaveLength(1);
  });
});
