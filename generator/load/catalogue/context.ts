import type { Diagnostic, Severity } from "../../diagnostics.js";
import type { SourceRef } from "../../model.js";
import { toPointer } from "../../util/json-pointer.js";
import type { SourceDocument } from "../source.js";

/** Where a value sits in the catalogue: the keys leading to it from the root. */
export type Path = readonly string[];

/** What every reader of a catalogue part needs: a place to report problems, and the known type names. */
export interface Context {
  /** Names of `types`, gathered before any schema is read so every `$ref` can be checked in one pass. */
  readonly typeNames: ReadonlySet<string>;
  /** How many schemas are being read inside one another right now (see `MAX_SCHEMA_DEPTH`). */
  depth: number;
  error(code: string, at: Path, message: string): void;
  /** An error about the key `at` ends with (a misspelt or unknown key, a bad name): placed at the key. */
  keyError(code: string, at: Path, message: string): void;
  warning(code: string, at: Path, message: string): void;
  source(at: Path): SourceRef;
}

/** A context that appends diagnostics, placed at line and column, to `diagnostics`. */
export function createContext(doc: SourceDocument, typeNames: ReadonlySet<string>, diagnostics: Diagnostic[]): Context {
  const reporter =
    (severity: Severity, part: "value" | "key" = "value") =>
    (code: string, at: Path, message: string) => {
      const pointer = toPointer(at);
      const position = part === "key" ? doc.locateKey(pointer) : doc.locate(pointer);
      diagnostics.push({ code, severity, message, file: doc.file, ...position, pointer });
    };
  return {
    typeNames,
    depth: 0,
    error: reporter("error"),
    keyError: reporter("error", "key"),
    warning: reporter("warning"),
    source: (at) => ({ file: doc.file, pointer: toPointer(at) }),
  };
}
