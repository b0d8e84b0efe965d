// `enums: as-const`: a named enum is also a `const` object of its values, so code can name a value
// (`Status.InProgress`) and list them (`Object.values(Status)`), and the type is its values' union as
// before: `export const Status = { Open: "open", InProgress: "in-progress" } as const;`.
import type { JsonPrimitive } from "../model.js";
import { pascalCase } from "../plan/names.js";
import { asType, declare, literal, object, property, str } from "./code-tree.js";
import type { Doc } from "./doc.js";
import { codeDoc } from "./printer/index.js";
import { literalType, propertyKey } from "./syntax.js";

/** `export const Name = { ... } as const;` of the values, in the order written. */
export function enumObjectDeclaration(identifier: string, values: readonly JsonPrimitive[]): Doc {
  const entries = enumEntries(values).map(([key, value]) =>
    property(key, typeof value === "string" ? str(value) : literal(literalType(value))),
  );
  const doc = [`The values of {@link ${identifier}}.`];
  return codeDoc(declare("const", identifier, asType(object(entries), "const"), { exported: true, doc }));
}

/**
 * Each value's key: a text's words in PascalCase (`in-progress` is `InProgress`) when that is an
 * identifier no other value took, else the text itself, quoted; a number or boolean, as written.
 * Keys are unique: the value of a key taken already gets the key numbered.
 */
function enumEntries(values: readonly JsonPrimitive[]): [string, JsonPrimitive][] {
  const taken = new Set<string>();
  const entries: [string, JsonPrimitive][] = [];
  for (const value of values) {
    if (value === null) continue;
    const named = typeof value === "string" ? pascalCase(value) : "";
    const written =
      typeof value === "string" ? propertyKey(value) : literalType(value).replace(/^-.*/, (text) => `"${text}"`);
    let key = /^[A-Za-z][\w$]*$/.test(named) && !taken.has(named) ? named : written;
    // Two texts of one spelling in PascalCase (`closed`, `Closed`): the second is numbered.
    for (let n = 2; taken.has(key); n++) key = `${named || "Value"}${n}`;
    taken.add(key);
    entries.push([key, value]);
  }
  return entries;
}
