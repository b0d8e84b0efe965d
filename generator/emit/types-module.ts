import type { TypePlan } from "../plan/plan.js";
import { stringLiteral } from "./syntax.js";
import { moduleSpecifier } from "./type-imports.js";

/**
 * `types.ts`: every named type, re-exported from its own module, so users import any of them from one
 * place (`import type { Issue } from "./sdk/types.js"`). Generated code never imports it: a program
 * that does not either loads only the types its modules reach.
 */
export function typesModule(types: readonly TypePlan[]): string {
  if (types.length === 0) return "export {};\n";
  // An enum with a `const` object of its values exports the value too (`enums: as-const`).
  const exports = types.map(
    (type) =>
      `export ${type.constObject ? "" : "type "}{ ${type.identifier} } from ${stringLiteral(moduleSpecifier("types.ts", type.file))};`,
  );
  return exports.join("\n") + "\n";
}
