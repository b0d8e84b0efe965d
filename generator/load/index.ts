import { DiagnosticError, type Diagnostic } from "../diagnostics.js";
import { loadCatalogue } from "./catalogue.js";
import { loadOpenApi, type OpenApiLoadOptions } from "./openapi/index.js";
import { LoadError, type LoadResult } from "./result.js";
import {
  positionFinder,
  readInputText,
  readSourceDocument,
  SourceSyntaxError,
  type Locate,
  type Position,
  type SourceDocument,
} from "./source.js";

/**
 * Reads an input file and builds the model: an OpenAPI document (`openapi:` or `swagger:` at the top)
 * or a routegen route catalogue (`routes:`). Throws DiagnosticError on input errors.
 */
export function loadApi(file: string, options: OpenApiLoadOptions = {}): LoadResult {
  let doc: SourceDocument;
  try {
    doc = readSourceDocument(file);
  } catch (error) {
    if (error instanceof SourceSyntaxError) throw new LoadError([error.diagnostic], [file]);
    const reason = error instanceof Error ? error.message : String(error);
    throw new LoadError(
      [{ code: "input-unreadable", severity: "error", message: `cannot read the input: ${reason}`, file }],
      [file],
    );
  }
  try {
    return loadDocument(doc, options);
  } catch (error) {
    // The OpenAPI loader says which files it tried; any other failure involved the input alone.
    if (error instanceof DiagnosticError && !(error instanceof LoadError))
      throw new LoadError(error.diagnostics, [file]);
    throw error;
  }
}

export function loadDocument(doc: SourceDocument, options: OpenApiLoadOptions = {}): LoadResult {
  const data = doc.data;
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
    if ("openapi" in data || "swagger" in data) return loadOpenApi(doc, options);
    if ("routes" in data) return loadCatalogue(doc);
    // OpenAPI's other top-level keys without a version: say that the version is missing.
    if ("paths" in data || "info" in data) return loadOpenApi(doc, options);
  }
  throw new DiagnosticError([
    {
      code: "input-kind",
      severity: "error",
      message: "not an OpenAPI document (no `openapi` or `swagger` key) nor a route catalogue (no `routes` key)",
      file: doc.file,
      line: 1,
      column: 1,
    },
  ]);
}

/**
 * Fills in line and column for diagnostics that only know their file and pointer (those of later
 * stages, which see the model and not the text). Each file is read once, and only if needed; `known`
 * files (the input, as the loader read it) are not read again.
 */
export function locateDiagnostics(
  diagnostics: readonly Diagnostic[],
  known?: ReadonlyMap<string, Locate>,
): Diagnostic[] {
  const locate = sourceLocator(known);
  return diagnostics.map((d) => {
    if (d.line !== undefined || !d.file || !d.pointer) return d;
    const position = locate(d.file, d.pointer);
    return position ? { ...d, line: position.line, column: position.column } : d;
  });
}

/**
 * Line and column of a pointer into any input file (of its value, or of the key it ends with); each file
 * is read once, when first asked about.
 */
export function sourceLocator(
  known?: ReadonlyMap<string, Locate>,
): (file: string, pointer: string, part?: "value" | "key") => Position | undefined {
  const finders = new Map<string, Locate | undefined>(known);
  return (file, pointer, part) => {
    if (!finders.has(file)) {
      try {
        const text = readInputText(file);
        finders.set(file, positionFinder(text, /^\s*[{[]/.test(text) ? "json" : "yaml"));
      } catch {
        finders.set(file, undefined);
      }
    }
    return finders.get(file)?.(pointer, part);
  };
}

/** The same problem reported at the same place once (a shared parameter is seen by every route). */
export function uniqueDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code}\u0000${d.file}\u0000${d.pointer}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
