import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/examples.js";

// docs/diagnostics.md is the list of every diagnostic code. This test reads the generator's source with
// TypeScript's parser, finds every code it can emit, and holds the two to each other, so a new code
// cannot ship undocumented and the docs cannot keep a code nothing emits.

type Severity = "error" | "warning" | "note";

interface Emitted {
  code: string;
  /** Known when the source says it: a `severity` literal beside the code, or a reporter named for it. */
  severity?: Severity;
  at: string;
}

/**
 * The codes `files` emit, found with TypeScript's parser and checker in two ways:
 * - an object literal with a `severity` property and a `code: "<literal>"` property (a Diagnostic);
 * - a call to a reporter: a function, method or function-typed value that has a `code: string`
 *   parameter (the checker says which declaration a call reaches); the argument in that position is the
 *   code. A reporter named `error`/`keyError`/`warning`/`warn` says the severity; one with a `severity`
 *   parameter takes it from the call.
 * An argument that is neither a literal (or a choice of literals) nor the caller's own `code` parameter
 * passed on is `unreadable`: the scan must see every code, or fail.
 */
function scan(files: readonly string[]): { emitted: Emitted[]; unreadable: string[] } {
  const program = ts.createProgram(files, {
    noLib: true,
    noEmit: true,
    types: [],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const emitted: Emitted[] = [];
  const unreadable: string[] = [];
  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName)) continue;
    const where = (node: ts.Node) =>
      `${relative(ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const found = (codes: string[] | undefined, severities: readonly string[] | undefined, node: ts.Node) => {
      if (codes) for (const code of codes) emitted.push({ code, ...single(severities), at: where(node) });
      else if (!forwardsCodeParameter(node)) unreadable.push(where(node));
    };
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const code = property(node, "code");
        const severity = property(node, "severity");
        if (code && severity) {
          const severities = ts.isPropertyAssignment(severity) ? literals(severity.initializer) : undefined;
          found(ts.isPropertyAssignment(code) ? literals(code.initializer) : undefined, severities, code);
        }
      }
      if (ts.isCallExpression(node)) {
        const reporter = reporterOf(checker.getResolvedSignature(node)?.getDeclaration(), node);
        const argument = reporter ? node.arguments[reporter.codeIndex] : undefined;
        if (reporter && argument) {
          const severityArgument =
            reporter.severityIndex === undefined ? undefined : node.arguments[reporter.severityIndex];
          const severities = reporter.severity
            ? [reporter.severity]
            : severityArgument
              ? literals(severityArgument)
              : undefined;
          found(literals(argument), severities, argument);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { emitted, unreadable };
}

function property(node: ts.ObjectLiteralExpression, name: string) {
  return node.properties.find(
    (p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === name,
  );
}

interface Reporter {
  codeIndex: number;
  severityIndex?: number;
  severity?: Severity;
}

/** The declaration a call reaches, as a reporter: where its `code: string` parameter is. */
function reporterOf(declaration: ts.Declaration | undefined, call: ts.CallExpression): Reporter | undefined {
  if (!declaration || !ts.isFunctionLike(declaration)) return undefined;
  const names = declaration.parameters.map((p) => p.name.getText());
  const codeIndex = declaration.parameters.findIndex(
    (p) => p.name.getText() === "code" && p.type?.getText() === "string",
  );
  if (codeIndex === -1) return undefined;
  const name = calleeName(call.expression) ?? "";
  const severityIndex = names.indexOf("severity");
  const severity: Severity | undefined = /error/i.test(name) ? "error" : /warn/i.test(name) ? "warning" : undefined;
  return { codeIndex, ...(severityIndex !== -1 ? { severityIndex } : {}), ...(severity ? { severity } : {}) };
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/** The string literals an expression can be: `"a"`, `x ? "a" : "b"`, `("a")`. */
function literals(expression: ts.Expression): string[] | undefined {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return literals(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    const a = literals(expression.whenTrue);
    const b = literals(expression.whenFalse);
    return a && b ? [...a, ...b] : undefined;
  }
  return undefined;
}

function single(severities: readonly string[] | undefined): { severity?: Severity } {
  const unique = [...new Set(severities ?? [])];
  return unique.length === 1 && (unique[0] === "error" || unique[0] === "warning" || unique[0] === "note")
    ? { severity: unique[0] }
    : {};
}

/** `report(ctx, code, ...)` inside a function whose own parameter is `code`: the code is its caller's. */
function forwardsCodeParameter(node: ts.Node): boolean {
  const value = ts.isShorthandPropertyAssignment(node)
    ? node.name
    : ts.isPropertyAssignment(node)
      ? node.initializer
      : node;
  if (!ts.isIdentifier(value) || value.text !== "code") return false;
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isFunctionLike(n) && n.parameters.some((p) => p.name.getText() === "code")) return true;
  }
  return false;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

interface Documented {
  code: string;
  severities: Severity[];
  section: string;
}

/** `### \`code\` (error)` headings of docs/diagnostics.md, with the text under each. */
function documentedCodes(): Documented[] {
  const text = readFileSync(join(ROOT, "docs/diagnostics.md"), "utf8");
  const sections = text.split(/^(?=#{1,3} )/m);
  return sections.flatMap((section) => {
    const heading = /^### `([^`]+)` \(([^)]*)\)/.exec(section);
    if (!heading) return [];
    const severities = (["error", "warning", "note"] as const).filter((s) => heading[2]!.includes(s));
    return [{ code: heading[1]!, severities, section }];
  });
}

describe("the diagnostics scan", () => {
  it("finds codes in objects, reporter calls and choices, and refuses what it cannot read", () => {
    const file = join(mkdtempSync(join(tmpdir(), "routegen-scan-")), "x.ts");
    writeFileSync(
      file,
      `
      declare const ctx: Context, list: { push(x: object): void }, flag: boolean, someVariable: string;
      function report(at: unknown, code: string, severity: string, message: string) {}
      const warn = (code: string, message: string) => void 0;
      interface Context { keyError(code: string, at: string[], message: string): void }
      report(ctx, "a-code", "warning", "m");
      warn(flag ? "b-code" : "c-code", "m");
      ctx.keyError("d-code", [], "m");
      list.push({ code: "e-code", severity: "error", message: "m" });
      const notADiagnostic = { code: "f-code" };
      function escape(code: number) {}
      escape(1);
      function forward(code: string) { report(ctx, code, "error", "m"); }
      report(ctx, someVariable, "error", "m");
    `,
    );
    const { emitted, unreadable } = scan([file]);
    expect(emitted.map((e) => [e.code, e.severity])).toEqual([
      ["a-code", "warning"],
      ["b-code", "warning"],
      ["c-code", "warning"],
      ["d-code", "error"],
      ["e-code", "error"],
    ]);
    expect(unreadable).toEqual([expect.stringMatching(/x\.ts:14$/)]);
  });
});

describe("docs/diagnostics.md", () => {
  const { emitted, unreadable } = scan(sourceFiles(join(ROOT, "generator")));
  const documented = documentedCodes();
  const byCode = new Map(documented.map((d) => [d.code, d]));

  it("can tell every code the generator emits", () => {
    expect(unreadable).toEqual([]);
    // The loaders, the planner and the writer all report: a scan that found few codes is broken.
    const codes = new Set(emitted.map((e) => e.code));
    for (const code of [
      "yaml-syntax",
      "ref-unresolved",
      "unknown-key",
      "route-syntax",
      "param-renamed",
      "output-conflict",
    ]) {
      expect(codes, code).toContain(code);
    }
  });

  it("documents every code the generator emits", () => {
    const missing = emitted.filter((e) => !byCode.has(e.code)).map((e) => `${e.code} (${e.at})`);
    expect(missing).toEqual([]);
  });

  it("documents no code that nothing emits", () => {
    const codes = new Set(emitted.map((e) => e.code));
    expect(documented.map((d) => d.code).filter((code) => !codes.has(code))).toEqual([]);
  });

  it("gives each code once, with its severity, its cause and its fix", () => {
    const codes = documented.map((d) => d.code);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    for (const d of documented) {
      expect(d.code, d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(d.severities.length, `severity of ${d.code}`).toBeGreaterThan(0);
      expect(d.section, d.code).toMatch(/\*\*Cause( \([^)]*\))?:\*\*/);
      expect(d.section, d.code).toContain("**Fix:**");
    }
    const wrongSeverity = emitted
      .filter(
        (e) => e.severity !== undefined && byCode.has(e.code) && !byCode.get(e.code)!.severities.includes(e.severity),
      )
      .map((e) => `${e.code} is a ${e.severity} at ${e.at}`);
    expect(wrongSeverity).toEqual([]);
  });
});
