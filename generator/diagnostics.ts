/**
 * Problems found in an input are data, not exceptions: each has a stable code, a severity and the place
 * it was found, so the CLI can print it for people (`file:line:column`) or as JSON for CI.
 */
/**
 * An error stops generation; a warning leaves a usable result that may not be what the description
 * meant; a note says what routegen does with a part of the description that is not a route (webhooks,
 * security schemes), or what sending a route takes (a TRACE fetch refuses), so nothing is left out
 * without a word.
 */
export type Severity = "error" | "warning" | "note";

export interface Diagnostic {
  /** Stable, documented in docs/diagnostics.md (for example `ref-unresolved`). */
  code: string;
  severity: Severity;
  message: string;
  /** The file the problem is in, as given on the command line or reached through a `$ref`. */
  file?: string;
  /** 1-based line and column, when the file's text is known. */
  line?: number;
  column?: number;
  /** JSON pointer into the document (`#/paths/~1repos~1{owner}/get/parameters/2`). */
  pointer?: string;
}

/** Thrown to stop a stage when it found errors; carries every diagnostic found so far, in `sortDiagnostics` order. */
export class DiagnosticError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[]) {
    const sorted = sortDiagnostics(diagnostics);
    const first = sorted.find((d) => d.severity === "error") ?? sorted[0];
    super(first ? formatDiagnostic(first) : "generation failed");
    this.name = "DiagnosticError";
    this.diagnostics = sorted;
  }
}

/**
 * Options or a config that cannot be used (a usage problem: exit 2), not an input error. Here, beside
 * DiagnosticError, because stages throw it too (format.ts, for `--prettier` without prettier).
 */
export class ConfigError extends DiagnosticError {}

/**
 * The order diagnostics are printed in: by file, then line, then column (those without a place last),
 * so that two runs over the same input print the same lines in the same order, whichever stage found them.
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const rank = (n: number | undefined) => n ?? Number.MAX_SAFE_INTEGER;
  const byFile = (a: Diagnostic, b: Diagnostic) => {
    const x = a.file ?? "\uffff";
    const y = b.file ?? "\uffff";
    return x < y ? -1 : x > y ? 1 : 0;
  };
  // Array sort is stable: diagnostics at the same place keep the order they were found in.
  return [...diagnostics].sort(
    (a, b) => byFile(a, b) || rank(a.line) - rank(b.line) || rank(a.column) - rank(b.column),
  );
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/**
 * `file:line:column: error code: message (at #/pointer)`: the shape editors and terminals link. Messages
 * quote names from the input, which may hold anything: control characters (a terminal escape sequence,
 * a newline that would forge another diagnostic line) and bidirectional overrides are shown escaped.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const place = d.file ? [printable(d.file), d.line, d.column].filter((x) => x !== undefined).join(":") + ": " : "";
  const pointer = d.pointer ? ` (at ${printable(d.pointer)})` : "";
  return `${place}${d.severity} ${d.code}: ${printable(d.message)}${pointer}`;
}

// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Text with control and bidirectional characters written as `\u001b`, so that printing it is safe. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
