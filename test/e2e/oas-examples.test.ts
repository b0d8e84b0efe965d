import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DiagnosticError } from "../../generator/diagnostics.js";
import { generateFiles } from "../../generator/pipeline.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { ROOT } from "../support/examples.js";
import { OAS_EXAMPLES as PACKAGE, oasExamples } from "../support/oas-examples.js";

// Every description of the npm package @readme/oas-examples (Swagger 2.0, OpenAPI 3.0 and 3.1; JSON and
// YAML): each either generates an SDK that compiles under strict flags, or stops with diagnostics that
// docs/diagnostics.md documents. Never a crash. All SDKs are type-checked in one tsc run.

const DOCUMENTED = new Set(
  [...readFileSync(join(ROOT, "docs/diagnostics.md"), "utf8").matchAll(/^### `([^`]+)`/gm)].map((m) => m[1]!),
);

interface Outcome {
  file: string;
  routes: number;
  types: number;
  warnings: number;
  /** Error codes when generation stopped; undefined when it generated. */
  errors?: string[];
  /** The generated files, written to disk for tsc. */
  written: string[];
  crash?: string;
}

describe("@readme/oas-examples", () => {
  it("every description generates code that compiles under strict flags, or stops with documented diagnostics", () => {
    const files = oasExamples();
    expect(files.length).toBeGreaterThan(100);
    const out = mkdtempSync(join(tmpdir(), "routegen-oas-examples-"));

    const outcomes: Outcome[] = files.map((input) => {
      const file = relative(PACKAGE, input);
      try {
        const sdk = generateFiles({ input });
        const written = sdk.files.map(({ path, text }) => {
          const target = join(out, file, path);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, text);
          return target;
        });
        const warnings = sdk.diagnostics.filter((d) => d.severity === "warning").length;
        return { file, routes: sdk.routes, types: sdk.types, warnings, written };
      } catch (error) {
        if (!(error instanceof DiagnosticError)) return { file, routes: 0, types: 0, warnings: 0, written: [], crash: String((error as Error).stack ?? error) };
        const errors = error.diagnostics.filter((d) => d.severity === "error").map((d) => d.code);
        const warnings = error.diagnostics.length - errors.length;
        return { file, routes: 0, types: 0, warnings, errors, written: [] };
      }
    });

    // One tsc run for every SDK; its messages are sorted back to the description they came from.
    const report = typeCheck(COMPILERS["TypeScript 5.9"], outcomes.flatMap((o) => o.written));
    const tscErrors = new Map<string, string[]>();
    for (const line of report.split("\n").filter((l) => /error TS\d+/.test(l))) {
      const owner = outcomes.find((o) => o.written.some((w) => line.includes(relative(process.cwd(), w)) || line.includes(w)));
      const key = owner?.file ?? "(unknown)";
      tscErrors.set(key, [...(tscErrors.get(key) ?? []), line]);
    }

    const table = [
      ["description", "routes", "types", "warnings", "result"],
      ...outcomes.map((o) => [
        o.file,
        String(o.routes),
        String(o.types),
        String(o.warnings),
        o.crash ? "CRASH" : o.errors ? `stopped: ${[...new Set(o.errors)].join(", ")}` : tscErrors.has(o.file) ? "DOES NOT COMPILE" : "compiles",
      ]),
    ];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
    const lines = table.map((row) => row.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
    const generated = outcomes.filter((o) => !o.errors && !o.crash);
    const summary =
      `${outcomes.length} descriptions: ${generated.length} generated (${generated.reduce((n, o) => n + o.routes, 0)} routes, ` +
      `${generated.reduce((n, o) => n + o.types, 0)} types), ${outcomes.filter((o) => o.errors).length} stopped with diagnostics, ` +
      `${outcomes.filter((o) => o.crash).length} crashed, ${tscErrors.size} do not compile`;
    console.log([...lines, "", summary].join("\n"));

    expect(outcomes.filter((o) => o.crash).map((o) => `${o.file}: ${o.crash}`)).toEqual([]);
    expect(Object.fromEntries(tscErrors)).toEqual({});
    expect(outcomes.flatMap((o) => (o.errors ?? []).filter((code) => !DOCUMENTED.has(code)).map((code) => `${o.file}: ${code}`))).toEqual([]);
    expect(generated.length).toBeGreaterThan(0);
  });
});
