import type { TypePlan } from "../plan/plan.js";
import { interfaceDeclaration, typeAliasDeclaration } from "./declarations.js";
import { hardline, join, print, type Doc } from "./doc.js";
import { commentLines } from "./syntax.js";
import { objectMembers, toTypeNode, type TypeNames } from "./type-doc.js";

/** The types module: one exported type per named schema (`components/schemas`, catalogue `types`). */
export function typesModule(types: readonly TypePlan[]): string {
  const identifiers = new Map(types.map((t) => [t.name, t.identifier]));
  const names: TypeNames = { refName: (name) => identifiers.get(name) ?? "unknown" };
  if (types.length === 0) return "export {};\n";
  const declarations: Doc[] = types.map((type) => {
    const { schema } = type;
    const doc = schema.description ? commentLines(schema.description) : [];
    if (schema.deprecated) doc.push("@deprecated");
    // A plain object schema reads best as an interface; anything else (nullable too) is an alias.
    if (schema.kind === "object" && !schema.nullable) {
      return interfaceDeclaration(type.identifier, objectMembers(schema.properties, schema.additionalProperties, names), doc);
    }
    return typeAliasDeclaration(type.identifier, toTypeNode(schema, names), doc);
  });
  return print(join([hardline, hardline], declarations)) + "\n";
}
