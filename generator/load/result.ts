import { DiagnosticError, type Diagnostic } from "../diagnostics.js";
import type { ApiModel } from "../model.js";
import type { Locate } from "./source.js";

/**
 * What a loader returns: the model and the warnings found while building it. Errors are not returned:
 * a loader that finds any throws a `DiagnosticError` carrying every diagnostic instead.
 */
export interface LoadResult {
  model: ApiModel;
  diagnostics: Diagnostic[];
  /**
   * Positions in the input file, for the diagnostics of later stages (which know only a pointer): so a
   * 20 MB input is not read and indexed a second time.
   */
  locate?: Locate;
}

/**
 * A load that failed: every diagnostic, and every file it read or tried to read. `watch` follows those
 * files, since the fix is often in a file a `$ref` reaches (or one that does not exist yet).
 */
export class LoadError extends DiagnosticError {
  constructor(
    diagnostics: readonly Diagnostic[],
    readonly files: readonly string[],
  ) {
    super(diagnostics);
    this.name = "LoadError";
  }
}
