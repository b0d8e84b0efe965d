/** One benchmark module run by `npm run bench` (run.ts). It prints its own report. */
export interface Benchmark {
  name: string;
  run: () => void | Promise<void>;
}

/** Prints rows as a plain-text table with aligned columns (first row is the header). */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  console.log(line(rows[0]!));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows.slice(1)) console.log(line(row));
}
