import { printable } from "../diagnostics.js";

/**
 * The line of source a diagnostic points at, under its `file:line:column` line, with a caret under the
 * column, as compilers and linters print it:
 *
 *     12 |           type: objet
 *        |                 ^
 *
 * A line is shown as far as fits (a minified JSON description is one line of megabytes): a window
 * around the column, elided at either end with `…`. Tabs and control characters are shown as one
 * character each, so the caret stays under its column.
 */

/** How much of a long line is shown around the column. */
const WIDTH = 100;
const BEFORE = 40;

/** The lines of a text, found once per file however many diagnostics point into it. */
export class SourceLines {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) this.starts.push(at + 1);
  }

  /** Line `line` (1-based) without its line break, or undefined past the end. */
  line(line: number): string | undefined {
    const start = this.starts[line - 1];
    if (start === undefined) return undefined;
    const end = this.starts[line] ?? this.text.length + 1;
    return this.text.slice(start, end - 1).replace(/\r$/, "");
  }
}

/**
 * The excerpt's lines for `line` and `column` (1-based), none when the file has no such line; `before`
 * lines ahead of it too (a parser notices a bracket left open only on the line after).
 */
export function sourceExcerpt(lines: SourceLines, line: number, column: number | undefined, before = 0): string[] {
  const text = lines.line(line);
  if (text === undefined) return [];
  const gutter = String(line);
  const ahead: string[] = [];
  for (let n = Math.max(1, line - before); n < line; n++)
    ahead.push(`  ${String(n).padStart(gutter.length)} | ${oneCharacterEach(clip(lines.line(n)!))}`);
  const at = column === undefined ? 0 : Math.max(0, Math.min(column - 1, text.length));
  // The window: from BEFORE characters ahead of the column, WIDTH wide, moved left at the line's end.
  const start = text.length <= WIDTH ? 0 : Math.max(0, Math.min(at - BEFORE, text.length - WIDTH));
  const end = Math.min(text.length, start + WIDTH);
  const head = start > 0 ? "…" : "";
  const shown = head + oneCharacterEach(text.slice(start, end)) + (end < text.length ? "…" : "");
  const excerpt = [...ahead, `  ${gutter} | ${shown}`];
  if (column !== undefined) excerpt.push(`  ${" ".repeat(gutter.length)} | ${" ".repeat(head.length + at - start)}^`);
  return excerpt;
}

/** A line of context, as far as fits. */
const clip = (text: string): string => (text.length <= WIDTH ? text : text.slice(0, WIDTH) + "…");

/** Tabs as a space, other control and bidirectional characters as `·`: one column each. */
function oneCharacterEach(text: string): string {
  return text.replace(/\t/g, " ").replace(/[^\t]/g, (c) => (printable(c) === c ? c : "·"));
}
