/**
 * Given/want rows for `it.each`, each test named by what it is given (in full, on one line: vitest cuts
 * long `$given` titles short): `it.each(byGiven(rows))("%s", (_, { given, want }) => …)`.
 */
export function byGiven<Row extends { given: unknown }>(rows: readonly Row[]): [string, Row][] {
  return rows.map((row) => [
    typeof row.given === "string" && !row.given.includes("\n") ? row.given : JSON.stringify(row.given),
    row,
  ]);
}
