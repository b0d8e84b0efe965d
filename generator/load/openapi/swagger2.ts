import { upgradeFromTwoToThree } from "@scalar/openapi-upgrader/2.0-to-3.0";
import type { SourceDocument } from "../source.js";

/**
 * A Swagger 2.0 document as OpenAPI 3.0: the same file and text, upgraded data. Pointers in diagnostics
 * are pointers into the upgraded data; `locate` maps the common ones back to where Swagger wrote them
 * (`#/components/schemas/x` -> `#/definitions/x`), and anything else falls back to its nearest ancestor
 * that exists in the file (a `requestBody` is reported at its operation).
 */
export function upgradeSwagger2(doc: SourceDocument): SourceDocument {
  // The upgrader edits in place; a JSON round trip gives it a copy of its own, also unsharing YAML aliases.
  const copy = JSON.parse(JSON.stringify(doc.data)) as Record<string, unknown>;
  return {
    ...doc,
    data: upgradeFromTwoToThree(copy),
    locate: (pointer) => doc.locate(toSwagger2Pointer(pointer)),
    locateKey: (pointer) => doc.locateKey(toSwagger2Pointer(pointer)),
  };
}

/** Where a pointer into the upgraded document was written in the Swagger 2.0 original, as far as known. */
export function toSwagger2Pointer(pointer: string): string {
  return pointer
    .replace(/^#\/components\/schemas\//, "#/definitions/")
    .replace(/^#\/components\/(parameters|requestBodies)\//, "#/parameters/")
    .replace(/^#\/components\/responses\//, "#/responses/")
    .replace(/\/responses\/([^/]+)\/content\/[^/]+\/schema(?=\/|$)/, "/responses/$1/schema")
    .replace(/^#\/servers(\/.*)?$/, "#/host");
}
