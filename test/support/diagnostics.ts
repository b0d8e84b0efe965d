import { expect } from "vitest";
import { DiagnosticError, type Diagnostic } from "../../generator/diagnostics.js";

/** 1-based line and column where the `nth` `needle` (from 0) starts in `text`: how a test knows where a diagnostic belongs. */
export function positionOf(text: string, needle: string, nth = 0): { line: number; column: number } {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
  expect(offset, `"${needle}" in the text`).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** The diagnostics `run` throws: it must stop with a DiagnosticError. */
export function thrownDiagnostics(run: () => unknown): Diagnostic[] {
  try {
    run();
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics;
    throw error;
  }
  throw new Error("expected a DiagnosticError");
}
