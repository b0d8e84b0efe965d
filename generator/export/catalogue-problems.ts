// An exported catalogue read back by routegen's own catalogue loader: what it would refuse is a bug of
// the export, reported before anyone builds on the file.
import { DiagnosticError, type Diagnostic } from "../diagnostics.js";
import { loadDocument } from "../load/index.js";
import { parseSourceDocument } from "../load/source.js";

/**
 * Problems the catalogue loader finds in the exported data. It is checked as JSON, the YAML library
 * writing what it is given (and a 13 MB description makes YAML slow to parse): problems are named
 * by pointer, without line and column.
 */
export function catalogueProblems(file: string, catalogue: Record<string, unknown>): Diagnostic[] {
  try {
    loadDocument(parseSourceDocument(file, JSON.stringify(catalogue)));
    return [];
  } catch (error) {
    if (error instanceof DiagnosticError) return error.diagnostics.map(({ line: _line, column: _column, ...d }) => d);
    throw error;
  }
}
