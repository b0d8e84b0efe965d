/** One benchmark module run by `npm run bench` (run.ts): it measures, then returns what it found. */
export interface Benchmark {
  /** What `npm run bench -- <id>` selects it by. */
  id: string;
  title: string;
  run: () => Section | Promise<Section>;
}

/** What one benchmark found: printed as it is, and written into BENCHMARKS.md from the same figures. */
export interface Section {
  /** How it was measured (Markdown, one paragraph or list item per entry). */
  method: string[];
  tables: Table[];
  targets: Target[];
}

export interface Table {
  caption: string;
  /** The first row is the header. */
  rows: string[][];
  /**
   * A table that explains a figure (profiles, traces, per-file breakdowns): printed by the run, not
   * written to BENCHMARKS.md, which holds the figures themselves and stays short.
   */
  consoleOnly?: boolean;
}

export interface Target {
  pass: boolean;
  text: string;
}

/** A target line as it is printed and written: `PASS  text` or `MISS  text`. */
export const targetLine = ({ pass, text }: Target) => `${pass ? "PASS" : "MISS"}  ${text}`;

/** Prints rows as a plain-text table with aligned columns (first row is the header). */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  console.log(line(rows[0]!));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows.slice(1)) console.log(line(row));
}

/** Prints a section's tables and targets. */
export function printSection({ tables, targets }: Section): void {
  for (const table of tables) {
    console.log(`${table.caption}\n`);
    printTable(table.rows);
    console.log();
  }
  for (const target of targets) console.log(targetLine(target));
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mebibytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
/** `0.70x`; targets give `digits: 3`, so a figure just over a limit does not print as the limit. */
export const ratio = (value: number, digits = 2) => `${value.toFixed(digits)}x`;
export const bytes = (count: number) => count.toLocaleString("en-US");
