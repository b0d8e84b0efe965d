import type { Diagnostic, Severity } from "../../diagnostics.js";
import type { SourceDocument } from "../source.js";
import type { NamedTypes } from "./named-types.js";
import { diagnose, type Place } from "./place.js";
import type { RefResolver } from "./refs.js";

/** What every reader shares while one OpenAPI document is loaded. */
export interface LoadContext {
  root: SourceDocument;
  refs: RefResolver;
  types: NamedTypes;
  diagnostics: Diagnostic[];
  /** Keys of the schemas being read right now (`RefResolver.keyOf` + pointer): a `$ref` to one is a cycle. */
  expanding: Set<string>;
  /** How many schemas are being read inside one another right now (see `MAX_SCHEMA_DEPTH`). */
  depth: number;
  /** Pointers into the input that a `$ref` of the input points at (see ref-targets.ts): those schemas are named types. */
  refTargets: ReadonlySet<string>;
  /** The names of the security schemes the description declares (security.ts), once read. */
  securitySchemes?: ReadonlySet<string>;
}

/** `part: "key"` places a problem with a key itself (a path that does not start with `/`) at the key. */
export function report(
  ctx: LoadContext,
  code: string,
  severity: Severity,
  message: string,
  at: Place,
  part: "value" | "key" = "value",
): void {
  ctx.diagnostics.push(diagnose(code, severity, message, at, part));
}
