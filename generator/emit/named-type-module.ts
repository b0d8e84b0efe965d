import type { TypePlan } from "../plan/plan.js";
import { interfaceDeclaration, typeAliasDeclaration } from "./printer/index.js";
import type { Doc } from "./doc.js";
import { enumObjectDeclaration } from "./enum-object.js";
import { commentLines } from "./syntax.js";
import { objectMembers, toTypeNode, type TypeNames } from "./type-doc.js";
import { filledModule } from "./template-fill.js";
import { loadTemplates, type ModuleTemplate } from "./templates.js";
import { typeImports, type TypeIndex } from "./type-imports.js";

/**
 * The module of one named schema (`components/schemas`, catalogue `types`), as
 * templates/named-type-module.ts shapes it: the type, and type-only
 * imports of the named types it refers to. Mutually recursive types import each other; type-only
 * imports are erased, so the cycle costs nothing at run time and TypeScript resolves it lazily.
 */
export function namedTypeModule(
  type: TypePlan,
  index: TypeIndex,
  template: ModuleTemplate = loadTemplates().namedTypeModule,
): string {
  // Identifiers are unique across the SDK, and the module declares only its own type (which it refers
  // to by that name, without an import): no alias is ever needed.
  const imports = typeImports(index, type.file, new Set());
  const declaration = typeDeclaration(type, imports.names);
  const constObject =
    type.constObject && type.schema.kind === "enum"
      ? enumObjectDeclaration(type.identifier, type.schema.values)
      : undefined;
  return filledModule(template, {
    statements: { $imports: imports.declarations().join("\n"), $declaration: declaration, $constObject: constObject },
    docLines: typeDoc(type),
  });
}

/** `export interface Name { ... }` for a plain object schema, else `export type Name = ...;`. */
function typeDeclaration({ identifier, schema }: TypePlan, names: TypeNames): Doc {
  // A plain object schema reads best as an interface; anything else (nullable too) is an alias.
  if (schema.kind === "object" && !schema.nullable) {
    return interfaceDeclaration(identifier, objectMembers(schema.properties, schema.additionalProperties, names));
  }
  return typeAliasDeclaration(identifier, toTypeNode(schema, names));
}

/** The JSDoc lines of the template's slots: the schema's description (and what a sent form is), its tags. */
function typeDoc({ schema, sentFormOf }: TypePlan): Record<string, string[]> {
  const description = schema.description ? commentLines(schema.description) : [];
  if (sentFormOf !== undefined)
    description.push(
      ...(description.length > 0 ? [""] : []),
      `\`${sentFormOf}\` as a client sends it: without its read-only members.`,
    );
  return { $description: description, $tags: schema.deprecated ? ["@deprecated"] : [] };
}
