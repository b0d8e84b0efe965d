import type { TypePlan } from "../plan/plan.js";
import { interfaceDeclaration, typeAliasDeclaration } from "./printer/index.js";
import { hardline, print, type Doc } from "./doc.js";
import { enumObjectDeclaration } from "./enum-object.js";
import { commentLines } from "./syntax.js";
import { objectMembers, toTypeNode, type TypeNames } from "./type-doc.js";
import { typeImports, type TypeIndex } from "./type-imports.js";

/**
 * The module of one named schema (`components/schemas`, catalogue `types`): the type, and type-only
 * imports of the named types it refers to. Mutually recursive types import each other; type-only
 * imports are erased, so the cycle costs nothing at run time and TypeScript resolves it lazily.
 */
export function namedTypeModule(type: TypePlan, index: TypeIndex): string {
  // Identifiers are unique across the SDK, and the module declares only its own type (which it refers
  // to by that name, without an import): no alias is ever needed.
  const imports = typeImports(index, type.file, new Set());
  const declared = typeDeclaration(type, imports.names);
  const declaration = print(type.constObject && type.schema.kind === "enum" ? [declared, hardline, hardline, enumObjectDeclaration(type.identifier, type.schema.values)] : declared);
  const head = imports.declarations();
  return (head.length > 0 ? `${head.join("\n")}\n\n` : "") + declaration + "\n";
}

function typeDeclaration({ identifier, schema, sentFormOf }: TypePlan, names: TypeNames): Doc {
  const doc = schema.description ? commentLines(schema.description) : [];
  if (sentFormOf !== undefined) doc.push(...(doc.length > 0 ? [""] : []), `\`${sentFormOf}\` as a client sends it: without its read-only members.`);
  if (schema.deprecated) doc.push("@deprecated");
  // A plain object schema reads best as an interface; anything else (nullable too) is an alias.
  if (schema.kind === "object" && !schema.nullable) {
    return interfaceDeclaration(identifier, objectMembers(schema.properties, schema.additionalProperties, names), doc);
  }
  return typeAliasDeclaration(identifier, toTypeNode(schema, names), doc);
}
