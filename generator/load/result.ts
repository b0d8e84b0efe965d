import type { Diagnostic } from "../diagnostics.js";
import type { ApiModel } from "../model.js";

/**
 * What a loader returns: the model and the warnings found while building it. Errors are not returned:
 * a loader that finds any throws a `DiagnosticError` carrying every diagnostic instead.
 */
export interface LoadResult {
  model: ApiModel;
  diagnostics: Diagnostic[];
}
