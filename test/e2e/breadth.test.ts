import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DiagnosticError, type Diagnostic } from "../../generator/diagnostics.js";
import { generateFiles, type PipelineOptions } from "../../generator/pipeline.js";
import { COMPILERS, typeCheck } from "../support/compile.js";
import { ROOT } from "../support/examples.js";
import { OAS_EXAMPLES, oasExamples } from "../support/oas-examples.js";

// Breadth: every description of the npm package @readme/oas-examples (Swagger 2.0, OpenAPI 3.0 and 3.1;
// JSON and YAML) and of test/fixtures/breadth (the edge cases peers' suites cover, written for routegen:
// see its README) either generates an SDK that compiles under strict flags (with its type tests,
// `<name>.check.ts`), or is refused with errors placed at a line and a pointer that docs/diagnostics.md
// documents. Never a crash. All SDKs are type-checked in one tsc run.

const FIXTURES = join(ROOT, "test/fixtures/breadth");
const DOCUMENTED = new Set(
  [...readFileSync(join(ROOT, "docs/diagnostics.md"), "utf8").matchAll(/^### `([^`]+)`/gm)].map((m) => m[1]!),
);

/** The fixtures that are invalid on purpose, and the errors that say so. */
const REFUSED: Record<string, string[]> = {
  "invalid-no-version.yaml": ["openapi-version"],
  "invalid-unresolved-ref.yaml": ["ref-unresolved"],
  "invalid-duplicate-operation-id.yaml": ["duplicate-operation-id"],
  "invalid-path.yaml": ["invalid-document"],
  "invalid-alias-cycle.yaml": ["ref-unresolved"],
};

/** Fixtures generated with options of their own. */
const OPTIONS: Record<string, Partial<PipelineOptions>> = { "enums.yaml": { enums: "as-const" } };

interface Outcome {
  name: string;
  routes: number;
  types: number;
  warnings: number;
  /** The errors when generation stopped; undefined when it generated. */
  errors?: Diagnostic[];
  /** The generated files and the type test, written to disk for tsc. */
  written: string[];
  crash?: string;
}

const descriptions = (): { name: string; input: string }[] => [
  ...readdirSync(FIXTURES)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((f) => ({ name: f, input: join(FIXTURES, f) })),
  ...oasExamples().map((input) => ({ name: `oas-examples/${relative(OAS_EXAMPLES, input)}`, input })),
];

function run({ name, input }: { name: string; input: string }, out: string): Outcome {
  try {
    const sdk = generateFiles({ input, ...OPTIONS[name] });
    const written = sdk.files.map(({ path, text }) => {
      const target = join(out, name, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
      return target;
    });
    const check = input.replace(/\.(ya?ml|json)$/, ".check.ts");
    if (existsSync(check)) {
      copyFileSync(check, join(out, name, "check.ts"));
      written.push(join(out, name, "check.ts"));
    }
    const warnings = sdk.diagnostics.filter((d) => d.severity === "warning").length;
    return { name, routes: sdk.routes, types: sdk.types, warnings, written };
  } catch (error) {
    if (!(error instanceof DiagnosticError))
      return { name, routes: 0, types: 0, warnings: 0, written: [], crash: String((error as Error).stack ?? error) };
    const errors = error.diagnostics.filter((d) => d.severity === "error");
    return { name, routes: 0, types: 0, warnings: error.diagnostics.length - errors.length, errors, written: [] };
  }
}

describe("breadth", () => {
  it("every description generates code that compiles under strict flags, or is refused with located, documented errors", () => {
    const all = descriptions();
    expect(all.length).toBeGreaterThan(140);
    const out = mkdtempSync(join(tmpdir(), "routegen-breadth-"));
    const outcomes = all.map((description) => run(description, out));

    // One tsc run for every SDK; its messages are sorted back to the description they came from.
    const report = typeCheck(
      COMPILERS["TypeScript 5.9"],
      outcomes.flatMap((o) => o.written),
    );
    const tscErrors = new Map<string, string[]>();
    for (const line of report.split("\n").filter((l) => /error TS\d+/.test(l))) {
      const owner = outcomes.find((o) =>
        o.written.some((w) => line.includes(relative(process.cwd(), w)) || line.includes(w)),
      );
      const key = owner?.name ?? "(unknown)";
      tscErrors.set(key, [...(tscErrors.get(key) ?? []), line]);
    }

    const result = (o: Outcome) =>
      o.crash
        ? "CRASH"
        : o.errors
          ? `refused: ${o.errors.map((d) => `${d.code} at ${d.line}:${d.column}`).join(", ")}`
          : tscErrors.has(o.name)
            ? "DOES NOT COMPILE"
            : "compiles";
    const table = [
      ["description", "routes", "types", "warnings", "result"],
      ...outcomes.map((o) => [o.name, String(o.routes), String(o.types), String(o.warnings), result(o)]),
    ];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
    const lines = table.map((row) =>
      row.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "),
    );
    const generated = outcomes.filter((o) => !o.errors && !o.crash);
    const summary =
      `${outcomes.length} descriptions: ${generated.length} generated (${generated.reduce((n, o) => n + o.routes, 0)} routes, ` +
      `${generated.reduce((n, o) => n + o.types, 0)} types), ${outcomes.filter((o) => o.errors).length} refused with located errors, ` +
      `${outcomes.filter((o) => o.crash).length} crashed, ${generated.length - tscErrors.size} pass strict tsc`;
    console.log([...lines, "", summary].join("\n"));

    expect(outcomes.filter((o) => o.crash).map((o) => `${o.name}: ${o.crash}`)).toEqual([]);
    expect(Object.fromEntries(tscErrors)).toEqual({});
    // Refused: exactly the invalid fixtures, each for what is invalid in it, every error at a line and a pointer.
    const refused = outcomes.filter((o) => o.errors);
    expect(Object.fromEntries(refused.map((o) => [o.name, [...new Set(o.errors!.map((d) => d.code))]]))).toEqual(
      REFUSED,
    );
    const unlocated = refused.flatMap((o) =>
      o.errors!.filter((d) => d.line === undefined || d.pointer === undefined).map((d) => `${o.name}: ${d.code}`),
    );
    expect(unlocated).toEqual([]);
    expect(
      refused.flatMap((o) => o.errors!.filter((d) => !DOCUMENTED.has(d.code)).map((d) => `${o.name}: ${d.code}`)),
    ).toEqual([]);
  });
});
