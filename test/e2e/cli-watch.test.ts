import { cpSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { filesIn, startRoutegen, tempDir } from "../support/cli.js";
import { ROOT } from "../support/examples.js";

// `routegen watch` as a process: it regenerates when the input or a file the input references changes,
// rewrites only the files whose text changed, reports errors and keeps watching, follows its config,
// and stops cleanly on Ctrl-C (SIGINT). Waits are for lines of output, not for amounts of time.

const running: ReturnType<typeof startRoutegen>[] = [];
afterEach(() => {
  for (const process of running.splice(0)) process.kill();
});

function watch(args: string[], cwd: string) {
  const process = startRoutegen(["watch", ...args], cwd);
  running.push(process);
  return process;
}

function mtimes(dir: string): Record<string, number> {
  return Object.fromEntries(filesIn(dir).map((f) => [f, statSync(join(dir, f)).mtimeMs]));
}

function replaceIn(file: string, from: string, to: string): void {
  const text = readFileSync(file, "utf8");
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  writeFileSync(file, text.replace(from, to));
}

describe("routegen watch", () => {
  it("regenerates on change, rewrites only changed files, survives errors and stops on Ctrl-C", async () => {
    const dir = tempDir();
    const input = join(dir, "routes.yaml");
    cpSync(`${ROOT}examples/catalogue/routes.yaml`, input);
    const process = watch(["routes.yaml", "-o", "sdk"], dir);
    await process.waitFor(/watching 1 file for changes; Ctrl-C stops/);
    expect(process.output).toMatch(
      /sdk: 23 files written: index\.ts, endpoint\.ts, types\.ts, types\/ \(11 files\), actions\.ts/,
    );
    const before = mtimes(join(dir, "sdk"));

    let next = process.waitFor(/sdk: 1 file written: issues\.ts/);
    replaceIn(input, "summary: List repository issues", "summary: List the issues of a repository");
    await next;
    expect(readFileSync(join(dir, "sdk/issues.ts"), "utf8")).toContain("List the issues of a repository");
    const after = mtimes(join(dir, "sdk"));
    for (const file of Object.keys(before).filter((f) => f !== "issues.ts" && f !== ".routegen-manifest.json")) {
      expect(after[file], file).toBe(before[file]);
    }

    next = process.waitFor(/not generated, see the errors above; watching for a fix/);
    writeFileSync(input, readFileSync(input, "utf8") + "broken: [\n");
    await next;
    expect(process.output).toMatch(/routes\.yaml:\d+:\d+: error yaml-syntax/);
    expect(readFileSync(join(dir, "sdk/issues.ts"), "utf8")).toContain("List the issues of a repository");

    next = process.waitFor(/sdk: (up to date|\d+ files? written)/);
    writeFileSync(input, readFileSync(input, "utf8").replace("broken: [\n", ""));
    await next;

    expect(await process.interrupt()).toBe(0);
    expect(process.output).toContain("stopped watching");
  });

  it("watches the files the input references, and the config file", async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, "api.yaml"),
      [
        "openapi: 3.1.0",
        "info: { title: Split, version: '1' }",
        "paths:",
        "  /things:",
        "    get:",
        "      operationId: listThings",
        "      responses:",
        '        "200":',
        "          description: ok",
        "          content:",
        "            application/json:",
        '              schema: { $ref: "./schemas.yaml#/Thing" }',
        "  /other:",
        "    get:",
        "      operationId: other",
        "      tags: [more]",
        "      responses: { '204': { description: none } }",
        "",
      ].join("\n"),
    );
    writeFileSync(join(dir, "schemas.yaml"), "Thing:\n  type: object\n  properties:\n    id: { type: string }\n");
    writeFileSync(join(dir, "routegen.config.yaml"), "input: api.yaml\noutput: sdk\n");
    const process = watch([], dir);
    await process.waitFor(/watching 3 files for changes/);
    expect(readFileSync(join(dir, "sdk/types/thing.ts"), "utf8")).toContain("id?: string");

    let next = process.waitFor(/schemas\.yaml changed[\s\S]*sdk: 1 file written: types\/thing\.ts/);
    replaceIn(join(dir, "schemas.yaml"), "id: { type: string }", "id: { type: integer }");
    await next;
    expect(readFileSync(join(dir, "sdk/types/thing.ts"), "utf8")).toContain("id?: number");

    next = process.waitFor(/routegen\.config\.yaml changed: reloading it[\s\S]*sdk: \d+ files? written/);
    writeFileSync(join(dir, "routegen.config.yaml"), "input: api.yaml\noutput: sdk\nexclude: [more]\n");
    await next;
    expect(process.output).toContain("more.ts (removed)");

    next = process.waitFor(/keeping the previous config until this one is fixed/);
    writeFileSync(join(dir, "routegen.config.yaml"), "input: api.yaml\noutput: sdk\nexclude: more\nruntime: bundle\n");
    await next;
    expect(process.output).toMatch(/routegen\.config\.yaml:4:10: error config-invalid/);

    expect(await process.interrupt()).toBe(0);
  });

  it("after an error, keeps watching the files of the last good run and those the failed run tried to read", async () => {
    const dir = tempDir();
    const api = (ref: string) =>
      writeFileSync(
        join(dir, "api.yaml"),
        `openapi: 3.1.0\ninfo: { title: Split, version: "1" }\npaths:\n  /things:\n    get:\n      operationId: listThings\n      responses:\n        "200":\n          description: ok\n          content: { application/json: { schema: { $ref: "${ref}" } } }\n`,
      );
    api("./schemas.yaml#/Thing");
    writeFileSync(join(dir, "schemas.yaml"), "Thing:\n  type: object\n  properties:\n    id: { type: string }\n");
    const process = watch(["api.yaml", "-o", "sdk"], dir);
    await process.waitFor(/watching 2 files for changes/);

    // The error is in the referenced file, and so is the fix.
    let next = process.waitFor(/not generated, see the errors above; watching for a fix/);
    writeFileSync(join(dir, "schemas.yaml"), "Thing: [\n");
    await next;
    expect(process.output).toMatch(/schemas\.yaml:\d+:\d+: error yaml-syntax/);
    next = process.waitFor(/schemas\.yaml changed[\s\S]*sdk: (up to date|\d+ files? written)/);
    writeFileSync(join(dir, "schemas.yaml"), "Thing:\n  type: object\n  properties:\n    id: { type: integer }\n");
    await next;
    expect(readFileSync(join(dir, "sdk/types/thing.ts"), "utf8")).toContain("id?: number");

    // A reference to a file that does not exist yet: creating it is the fix.
    next = process.waitFor(/not generated, see the errors above; watching for a fix/);
    api("./later.yaml#/Thing");
    await next;
    expect(process.output).toContain('cannot read "./later.yaml": no such file');
    next = process.waitFor(/later\.yaml changed[\s\S]*sdk: \d+ files? written/);
    writeFileSync(join(dir, "later.yaml"), "Thing:\n  type: object\n  properties:\n    name: { type: string }\n");
    await next;
    expect(readFileSync(join(dir, "sdk/types/thing.ts"), "utf8")).toContain("name?: string");
    expect(await process.interrupt()).toBe(0);
  });
});
