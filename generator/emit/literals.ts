import { group, ifBreak, indent, join, line, softline, type Doc } from "./doc.js";
import { propertyKey, stringLiteral } from "./syntax.js";

/** Array and object literals as prettier prints them: on one line when they fit, else one item a line. */
export function arrayLiteral(items: Doc[]): Doc {
  if (items.length === 0) return "[]";
  return group(["[", indent([softline, join([",", line], items)]), ifBreak(","), softline, "]"]);
}

export function objectLiteral(properties: Doc[]): Doc {
  if (properties.length === 0) return "{}";
  return group(["{", indent([line, join([",", line], properties)]), ifBreak(","), line, "}"]);
}

/** `key: "value"`: a long string moves to the next line (prettier's break-after-operator layout). */
export function stringProperty(key: string, value: string): Doc {
  return group([propertyKey(key), ":", group(indent(line)), stringLiteral(value)]);
}
