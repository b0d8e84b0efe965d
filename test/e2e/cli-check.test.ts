import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SummaryDiff } from "../../generator/check/summary-diff.js";
import { filesIn, routegen, tempDir } from "../support/cli.js";
import { ROOT } from "../support/examples.js";

// `routegen check` for CI: exit 0 when the output is what generation makes now, 1 (with a diff in terms
// of routes and types) when it is not; it never writes.

/** A copy of the OpenAPI example generated into `sdk/`, in a folder of its own. */
function generatedProject(): string {
  const dir = tempDir();
  cpSync(`${ROOT}examples/openapi/api.yaml`, join(dir, "api.yaml"));
  const run = routegen(["generate", "api.yaml", "-o", "sdk"], { cwd: dir });
  expect(run.code, run.stderr).toBe(0);
  return dir;
}

function edit(file: string, ...replacements: [string, string][]): void {
  let text = readFileSync(file, "utf8");
  for (const [from, to] of replacements) {
    expect(text, from).toContain(from);
    text = text.replace(from, to);
  }
  writeFileSync(file, text);
}

/** Every file of a folder with its text and modification time: what "writes nothing" compares. */
function snapshot(dir: string): Record<string, [string, number]> {
  return Object.fromEntries(
    filesIn(dir).map((f) => [f, [readFileSync(join(dir, f), "utf8"), statSync(join(dir, f)).mtimeMs]]),
  );
}

const CHANGES: [string, string][] = [
  ["operationId: deleteNote", "operationId: removeNote"],
  [
    '        - $ref: "#/components/parameters/limit"\n',
    "        - name: cursor\n          in: query\n          schema: { type: string }\n",
  ],
  ["          schema: { type: integer, minimum: 1, default: 3 }", "          schema: { type: string }"],
  [
    "  /feedback:\n    post:\n      operationId: sendFeedback",
    "  /feedback:\n    put:\n      operationId: sendFeedback",
  ],
  ["          application/x-www-form-urlencoded:\n", "          application/json:\n"],
  [
    "        - name: fields\n          in: query\n          explode: false\n",
    "        - name: fields\n          in: query\n",
  ],
  [
    "    Attachment:\n      type: object\n      required: [name, size]",
    "    Attachment:\n      type: object\n      required: [name]",
  ],
  [
    "  /folders/{path}:\n    get:\n      operationId: getFolderTree",
    '  /folders:\n    get:\n      operationId: listFolders\n      tags: [folders]\n      responses:\n        "200":\n          description: All folders.\n          content:\n            application/json:\n              schema: { type: array, items: { $ref: "#/components/schemas/Folder" } }\n  /folders/{path}:\n    get:\n      operationId: getFolderTree',
  ],
  [
    "          content:\n            application/json:\n              schema: { type: array, items: { type: string } }",
    "          content:\n            application/json:\n              schema: { type: array, items: { type: integer } }",
  ],
];

describe("routegen check", () => {
  it("exits 0 on an output that is up to date, the committed examples included", () => {
    const dir = generatedProject();
    const run = routegen(["check", "api.yaml", "-o", "sdk"], { cwd: dir });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stderr).toContain("sdk is up to date");
    expect(run.stdout).toBe("");
    expect(routegen(["check", "api.yaml", "-o", "sdk", "--quiet"], { cwd: dir }).stderr).toBe("");

    for (const example of ["catalogue/routes.yaml", "openapi/api.yaml"]) {
      const [folder] = example.split("/");
      expect(routegen(["check", `examples/${example}`, "-o", `examples/${folder}/sdk`]).code, example).toBe(0);
    }
  });

  it("exits 1 on an out-of-date output, says what changed route by route, and writes nothing", () => {
    const dir = generatedProject();
    edit(join(dir, "api.yaml"), ...CHANGES);
    const before = snapshot(join(dir, "sdk"));
    const run = routegen(["check", "api.yaml", "-o", "sdk"], { cwd: dir });
    expect(run.code).toBe(1);
    expect(snapshot(join(dir, "sdk"))).toEqual(before);
    expect(run.stdout).toBe(
      [
        "sdk is out of date: routes 1 added, 1 renamed, 4 changed",
        "  + folders.listFolders    GET /folders",
        "  ~ notes.deleteNote renamed to notes.removeNote  DELETE /notes/{noteId}",
        "  ~ feedback.sendFeedback  PUT /feedback",
        "      ~ request: POST /feedback -> PUT /feedback",
        "      ~ body: application/x-www-form-urlencoded -> application/json",
        "  ~ folders.getFolderTree  GET /folders/{path}",
        "      ~ depth: query? number -> query? string",
        "  ~ notes.listNotes        GET /notes",
        '      ~ fields: query(explode: false)? ("id" | "title" | "body" | "tags")[] -> query? ("id" | "title" | "body" | "tags")[]',
        "      + cursor: query? string",
        "      - limit: query? number",
        "  ~ notes.setNoteTags      PUT /notes/{noteId}/tags",
        "      ~ response: string[] -> number[]",
        "  types: ~Attachment",
        "  files: types/attachment.ts, feedback.ts, folders.ts, notes.ts differ",
        "Run `routegen generate api.yaml -o sdk` to update it.",
        "",
      ].join("\n"),
    );
  });

  it("reports the same as JSON for CI tools", () => {
    const dir = generatedProject();
    edit(join(dir, "api.yaml"), ...CHANGES);
    const run = routegen(["check", "api.yaml", "-o", "sdk", "--reporter", "json"], { cwd: dir });
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as {
      targets: { upToDate: boolean; diff: SummaryDiff; files: { changed: string[] } }[];
    };
    const [target] = report.targets;
    expect(target!.upToDate).toBe(false);
    expect(target!.diff.renamed).toEqual([
      { from: "notes.deleteNote", to: "notes.removeNote", request: "DELETE /notes/{noteId}" },
    ]);
    expect(target!.diff.added).toEqual([{ name: "folders.listFolders", request: "GET /folders" }]);
    expect(target!.diff.changed.find((c) => c.name === "notes.listNotes")!.changes).toEqual([
      {
        kind: "param-changed",
        key: "fields",
        from: 'query(explode: false)? ("id" | "title" | "body" | "tags")[]',
        to: 'query? ("id" | "title" | "body" | "tags")[]',
      },
      { kind: "param-added", key: "cursor", to: "query? string" },
      { kind: "param-removed", key: "limit", from: "query? number" },
    ]);
    expect(target!.diff.changed.find((c) => c.name === "feedback.sendFeedback")!.changes).toEqual([
      { kind: "request", from: "POST /feedback", to: "PUT /feedback" },
      { kind: "body", from: "application/x-www-form-urlencoded", to: "application/json" },
    ]);
    expect(target!.diff.types).toEqual({ added: [], removed: [], changed: ["Attachment"] });
  });

  it("says a route's credentials changed: a scheme that sends its key under another header, a public route secured", () => {
    const dir = generatedProject();
    edit(
      join(dir, "api.yaml"),
      ["      name: X-Integration-Key", "      name: X-Api-Key"],
      ["      tags: [feedback]\n      security: []", "      tags: [feedback]\n      security: [{ token: [] }]"],
    );
    const run = routegen(["check", "api.yaml", "-o", "sdk", "--reporter", "json"], { cwd: dir });
    expect(run.code).toBe(1);
    const [target] = (JSON.parse(run.stdout) as { targets: { diff: SummaryDiff }[] }).targets;
    const changesOf = (name: string) => target!.diff.changed.find((c) => c.name === name)?.changes;
    expect(changesOf("feedback.sendFeedback")).toEqual([
      { kind: "security", from: "none", to: "token (header authorization, bearer)" },
    ]);
    expect(changesOf("notes.getNote")).toEqual([
      {
        kind: "security",
        from: "token (header authorization, bearer) | integrationKey (header x-integration-key)",
        to: "token (header authorization, bearer) | integrationKey (header x-api-key)",
      },
    ]);
    // Every route of the key's scheme is said changed, and nothing else.
    expect(target!.diff.changed.every((c) => c.changes.every((change) => change.kind === "security"))).toBe(true);
    expect(target!.diff.changed.length).toBeGreaterThan(10);

    const text = routegen(["check", "api.yaml", "-o", "sdk"], { cwd: dir }).stdout;
    expect(text).toMatch(
      /\n {2}~ feedback\.sendFeedback +POST \/feedback\n {6}~ credentials: none -> token \(header authorization, bearer\)\n/,
    );
    // The scheme's header is endpoint.ts's: without the credentials, no route would be said changed.
    expect(text).toContain("files: endpoint.ts, feedback.ts differ");
  });

  it("finds a checkout with CRLF line endings (Git's default on Windows) up to date", () => {
    const dir = generatedProject();
    for (const file of readdirSync(join(dir, "sdk"), { recursive: true, encoding: "utf8" })) {
      const path = join(dir, "sdk", file);
      if (!file.endsWith(".ts")) continue;
      writeFileSync(path, readFileSync(path, "utf8").replaceAll("\n", "\r\n"));
    }
    const run = routegen(["check", "api.yaml", "-o", "sdk"], { cwd: dir });
    expect(run.stdout + run.stderr).toContain("sdk is up to date");
    expect(run.code).toBe(0);
  });

  it("gives the same manifest and files from a CRLF checkout of a description and its $ref'd files, and generate agrees with check", () => {
    // Two checkouts of one repository: with LF endings, and with `core.autocrlf` (every text file CRLF).
    const [lf, crlf] = [tempDir(), tempDir()];
    for (const dir of [lf, crlf])
      cpSync(`${ROOT}test/fixtures/openapi/external`, join(dir, "api"), { recursive: true });
    const toCrlf = (dir: string) => {
      for (const file of filesIn(dir))
        writeFileSync(join(dir, file), readFileSync(join(dir, file), "utf8").replaceAll("\n", "\r\n"));
    };
    toCrlf(join(crlf, "api"));
    for (const dir of [lf, crlf])
      expect(routegen(["generate", "api/api.yaml", "-o", "sdk"], { cwd: dir }).code).toBe(0);
    const files = (dir: string) =>
      Object.fromEntries(filesIn(join(dir, "sdk")).map((f) => [f, readFileSync(join(dir, "sdk", f), "utf8")]));
    expect(files(crlf)).toEqual(files(lf));
    // The LF checkout's output, checked out with CRLF beside the CRLF description: up to date for both commands.
    rmSync(join(crlf, "sdk"), { recursive: true });
    cpSync(join(lf, "sdk"), join(crlf, "sdk"), { recursive: true });
    toCrlf(join(crlf, "sdk"));
    const before = snapshot(join(crlf, "sdk"));
    const check = routegen(["check", "api/api.yaml", "-o", "sdk"], { cwd: crlf });
    expect(check.stdout + check.stderr).toContain("sdk is up to date");
    const generate = routegen(["generate", "api/api.yaml", "-o", "sdk"], { cwd: crlf });
    expect(generate.stderr).toMatch(/sdk is up to date/);
    expect(snapshot(join(crlf, "sdk"))).toEqual(before);
  });

  it("finds a generated file edited by hand, a file deleted, and a route's file no longer generated", () => {
    const dir = generatedProject();
    const notes = join(dir, "sdk/notes.ts");
    writeFileSync(notes, readFileSync(notes, "utf8") + "\n// mine\n");
    writeFileSync(
      join(dir, "sdk/search.ts"),
      readFileSync(join(dir, "sdk/search.ts"), "utf8").replace("Search notes", "Search"),
    );
    rmSync(join(dir, "sdk/folders.ts"));
    const edited = routegen(["check", "api.yaml", "-o", "sdk"], { cwd: dir });
    expect(edited.code).toBe(1);
    expect(edited.stdout).toContain("sdk is out of date: no route changed");
    expect(edited.stdout).toContain("(only documentation, formatting or files edited by hand differ)");
    expect(edited.stdout).toContain("files: notes.ts, search.ts differ; folders.ts missing");

    const fresh = generatedProject();
    edit(join(fresh, "api.yaml"), [
      "  /feedback:\n    post:\n      operationId: sendFeedback\n      summary: Send feedback\n      tags: [feedback]",
      "  /feedback:\n    post:\n      operationId: sendFeedback\n      summary: Send feedback\n      tags: [notes]",
    ]);
    const moved = routegen(["check", "api.yaml", "-o", "sdk"], { cwd: fresh });
    expect(moved.code).toBe(1);
    expect(moved.stdout).toContain("~ feedback.sendFeedback renamed to notes.sendFeedback");
    expect(moved.stdout).toContain("feedback.ts no longer generated");
  });

  it("exits 1 with the input's errors, and 2 without an output folder", () => {
    const dir = generatedProject();
    writeFileSync(join(dir, "api.yaml"), "openapi: 3.1.0\npaths:\n  /x: [\n");
    const run = routegen(["check", "api.yaml", "-o", "sdk"], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/api\.yaml:\d+:\d+: error yaml-syntax/);
    expect(routegen(["check", "api.yaml"], { cwd: dir }).code).toBe(2);
  });
});
