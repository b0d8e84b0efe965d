import type { Diagnostic, Severity } from "../../diagnostics.js";
import type { SourceRef } from "../../model.js";
import { escapeSegment } from "../../util/json-pointer.js";
import type { SourceDocument } from "../source.js";

/** A place in one of the documents being read: the document and a JSON pointer into it. */
export interface Place {
  doc: SourceDocument;
  pointer: string;
}

export function sourceOf(at: Place): SourceRef {
  return { file: at.doc.file, pointer: at.pointer };
}

/** The place of a child value: `child(at, "paths", "/repos")` is `…/paths/~1repos`. */
export function child(at: Place, ...segments: (string | number)[]): Place {
  let pointer = at.pointer;
  for (const segment of segments) pointer += "/" + escapeSegment(String(segment));
  return { doc: at.doc, pointer };
}

/** A diagnostic at `at`. Its line and column are looked up here, so only documents with problems pay for it. */
export function diagnose(
  code: string,
  severity: Severity,
  message: string,
  at: Place,
  part: "value" | "key" = "value",
): Diagnostic {
  const position = part === "key" ? at.doc.locateKey(at.pointer) : at.doc.locate(at.pointer);
  return {
    code,
    severity,
    message,
    file: at.doc.file,
    ...(position ? { line: position.line, column: position.column } : {}),
    pointer: at.pointer,
  };
}
