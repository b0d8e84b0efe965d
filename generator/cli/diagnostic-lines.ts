import { formatDiagnostic, printable, type Diagnostic } from "../diagnostics.js";

/**
 * The lines a run's diagnostics print as, for a person. A messy description of 11,000 operations has
 * 25,000 warnings: printed one by one they are 9 MB of stderr that bury the one that matters. So beyond
 * `ONE_BY_ONE` warnings and notes, each code gets one line: its first diagnostic as usual
 * (`file:line:column: warning code: message`, which editors link), how many more there are and where
 * the next few are, and a last line says how to see them all. Errors are always printed one by one,
 * each with its place: each has to be fixed. `verbose` prints everything one by one.
 */
export const ONE_BY_ONE = 10;

/** Places listed after a code's first diagnostic in its summary line. */
const PLACES_SHOWN = 3;

export interface LineOptions {
  verbose?: boolean;
  /** Whether the command has `--reporter json` (the last line mentions it). */
  json?: boolean;
  /** Paints text that is less important (the places of a summary line). */
  dim?: (text: string) => string;
}

/** Each line, and for the lines of a diagnostic that diagnostic (whose label a terminal colours). */
export interface DiagnosticLine {
  text: string;
  diagnostic?: Diagnostic;
}

export function diagnosticLines(diagnostics: readonly Diagnostic[], options: LineOptions = {}): DiagnosticLine[] {
  const others = diagnostics.filter((d) => d.severity !== "error");
  if (options.verbose || others.length <= ONE_BY_ONE)
    return diagnostics.map((d) => ({ text: formatDiagnostic(d), diagnostic: d }));
  const dim = options.dim ?? ((text: string) => text);
  // The largest groups first; the rare codes, often the ones that matter, end up nearest the prompt.
  const groups = [...groupByCode(others).values()].sort((a, b) => b.length - a.length);
  const lines: DiagnosticLine[] = groups.map((group) => summaryLine(group, dim));
  lines.push({
    text: `routegen: ${countText(others)}, one line per code above: ${howToSeeAll(options.json === true)}`,
  });
  // Errors after the summary: next to the verdict that follows them.
  for (const d of diagnostics) if (d.severity === "error") lines.push({ text: formatDiagnostic(d), diagnostic: d });
  return lines;
}

/** Diagnostics by code, each group in the order given (the printing order: file, line, column). */
function groupByCode(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = `${d.severity} ${d.code}`;
    const group = groups.get(key);
    if (group) group.push(d);
    else groups.set(key, [d]);
  }
  return groups;
}

/** `a.json:40:6: warning param-renamed: <message> (+24,111 more: 54:6, 74:6, b.json:3:1, …)` */
function summaryLine(group: readonly Diagnostic[], dim: (text: string) => string): DiagnosticLine {
  const [first, ...rest] = group as [Diagnostic, ...Diagnostic[]];
  // The pointer is left out: the line and column find the place, and the line stays readable.
  const { pointer: _pointer, ...located } = first;
  const text = formatDiagnostic(located);
  if (rest.length === 0) return { text, diagnostic: first };
  const places = rest.slice(0, PLACES_SHOWN).map((d) => placeOf(d, first.file));
  const more = rest.length > PLACES_SHOWN ? ", …" : "";
  return {
    text: `${text} ${dim(`(+${rest.length.toLocaleString("en-US")} more: ${places.join(", ")}${more})`)}`,
    diagnostic: first,
  };
}

/** `54:6` in the first one's file, `b.json:3:1` in another, the pointer when there is no line. */
function placeOf(d: Diagnostic, firstFile: string | undefined): string {
  if (d.line === undefined) return printable(d.pointer ?? d.file ?? "?");
  const lineColumn = [d.line, d.column].filter((n) => n !== undefined).join(":");
  return d.file === firstFile ? lineColumn : `${printable(d.file ?? "")}:${lineColumn}`;
}

/** `26,960 warnings and 2 notes` */
function countText(diagnostics: readonly Diagnostic[]): string {
  const count = (severity: string, word: string) => {
    const n = diagnostics.filter((d) => d.severity === severity).length;
    return n === 0 ? [] : [`${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`];
  };
  return [...count("error", "error"), ...count("warning", "warning"), ...count("note", "note")].join(" and ");
}

function howToSeeAll(json: boolean): string {
  return json ? "--verbose prints each one, --reporter json lists them all as data" : "--verbose prints each one";
}
