import * as prettier from "prettier";
import { expect, it } from "vitest";
import type { Statement } from "../../generator/emit/code-tree.js";
import { printCode } from "../../generator/emit/printer/index.js";

/** One layout rule of the printer: the statement `given`, and the text it prints as. */
export interface PrinterRow {
  rule: string;
  given: Statement | Statement[];
  want: string;
}

/**
 * A test per row, named by its rule: the printer writes `want` for `given`, and prettier (the judge
 * of the style) leaves `want` as it is.
 */
export function printerRows(rows: readonly PrinterRow[]): void {
  it.each(rows.map((row): [string, PrinterRow] => [row.rule, row]))("%s", async (_, { given, want }) => {
    expect(printCode(given)).toBe(want);
    expect(await prettier.format(want, { parser: "typescript" })).toBe(want + "\n");
  });
}
