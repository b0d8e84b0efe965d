import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Diagnostic } from "../../generator/diagnostics.js";
import { routegen, startRoutegen, tempDir } from "../support/cli.js";
import { syntheticApi } from "../support/synthetic-api.js";

// A large, messy description through the CLI as a person meets it: hundreds of warnings read as one
// line per code (the whole console stays under 60 lines), errors one by one with their place, and
// every warning still there with --verbose or --reporter json. For generate, check and watch.

const dir = tempDir();
const messy = syntheticApi({ operations: 1_000 });
const input = join(dir, "graph.json");
writeFileSync(input, JSON.stringify(messy, null, 1));
/** The same description with a route whose url is not a URI template: an error, among the warnings. */
const broken = join(dir, "broken.json");
writeFileSync(
  broken,
  JSON.stringify(
    {
      ...messy,
      paths: {
        ...(messy.paths as object),
        "/broken/{id": { get: { operationId: "broken", responses: { "200": { description: "ok" } } } },
      },
    },
    null,
    1,
  ),
);

const lines = (text: string) => text.split("\n").filter((line) => line !== "");
const warningLines = (text: string) => lines(text).filter((line) => /^\S+:\d+:\d+: warning [a-z-]+: /.test(line));

describe("the console on a large, messy description", () => {
  /** Every warning, as --reporter json lists them. */
  let warnings: Diagnostic[] = [];
  beforeAll(() => {
    const json = routegen(["generate", input, "-o", join(dir, "json"), "--reporter", "json"]);
    const all = (
      JSON.parse(json.stderr.slice(json.stderr.indexOf("{"), json.stderr.lastIndexOf("}") + 1)) as {
        diagnostics: Diagnostic[];
      }
    ).diagnostics;
    warnings = all.filter((d) => d.severity === "warning");
  });

  it("generate: one line per code, the count of all, how to see them", () => {
    const run = routegen(["generate", input, "-o", join(dir, "text")]);
    expect(run.code).toBe(0);
    // Hundreds of warnings of several codes (test/support/synthetic-api.ts: about one operation in seven).
    expect(warnings.length).toBeGreaterThan(100);
    expect(new Set(warnings.map((d) => d.code)).size).toBeGreaterThan(5);
    expect(lines(run.stderr).length).toBeLessThanOrEqual(60);
    const codes = new Set(warnings.map((d) => d.code));
    // One line per code, each the code's first warning in the input, with the count of the others.
    expect(
      warningLines(run.stderr)
        .map((line) => /warning ([a-z-]+):/.exec(line)![1])
        .sort(),
    ).toEqual([...codes].sort());
    const renamed = warnings.filter((d) => d.code === "param-renamed");
    expect(run.stderr).toContain(
      `graph.json:${renamed[0]!.line}:${renamed[0]!.column}: warning param-renamed: ${renamed[0]!.message} (+${(renamed.length - 1).toLocaleString("en-US")} more: `,
    );
    // (Its oauth2 scheme is applied: no note says it is not.)
    expect(run.stderr).toContain(
      `routegen: ${warnings.length.toLocaleString("en-US")} warnings, one line per code above: --verbose prints each one, --reporter json lists them all as data`,
    );
  });

  it("generate --verbose: every warning on its own line, as --reporter json lists them", () => {
    const run = routegen(["generate", input, "-o", join(dir, "verbose"), "--verbose"]);
    expect(warningLines(run.stderr)).toHaveLength(warnings.length);
  });

  it("check: errors one by one with their place, after the warnings' summary", () => {
    const run = routegen(["check", broken, "-o", join(dir, "check")]);
    expect(run.code).toBe(1);
    expect(lines(run.stderr).length).toBeLessThanOrEqual(60);
    expect(run.stderr).toMatch(
      /broken\.json:\d+:\d+: error route-syntax: the url `\/broken\/\{id` is not a valid URI template.* \(at #\/paths\/~1broken~1\{id\/get\)\n/,
    );
    expect(run.stderr.indexOf("one line per code above")).toBeLessThan(run.stderr.indexOf("error route-syntax"));
    expect(warningLines(routegen(["check", broken, "-o", join(dir, "check"), "--verbose"]).stderr)).toHaveLength(
      warnings.length,
    );
  });

  it("watch: the same summary", async () => {
    const watch = startRoutegen(["watch", input, "-o", join(dir, "watch")], dir);
    try {
      await watch.waitFor(/watching \d+ files? for changes/);
      expect(lines(watch.output).length).toBeLessThanOrEqual(60);
      expect(watch.output).toContain("one line per code above: --verbose prints each one\n");
    } finally {
      expect(await watch.interrupt()).toBe(0);
    }
  });
});
