// `enum` members against the schema's `type`. Descriptions made by generators write an integer's values
// as strings (Bungie's `type: integer, enum: ["1", "2"]`), a string's as numbers or booleans, or the
// values of a list's items on the list itself (Zoom's `type: array, enum: ["EU", "HK"]`). Read to the
// letter no value fits such a schema; the type is what the server reads (Bungie's JSON carries numbers),
// so the members are read as values of it where they are one without loss.
import type { JsonPrimitive } from "../../model.js";

/** The scalar types a member can be read as. */
export type ScalarType = "string" | "integer" | "number" | "boolean";

export const isScalarType = (type: string | undefined): type is ScalarType =>
  type === "string" || type === "integer" || type === "number" || type === "boolean";

/** The members as values of `type`: those that are one, or read as one ("2" as 2); the others apart. */
export function enumOfType(
  members: readonly JsonPrimitive[],
  type: ScalarType,
): { values: JsonPrimitive[]; read: JsonPrimitive[]; unread: JsonPrimitive[] } {
  const values: JsonPrimitive[] = [];
  const read: JsonPrimitive[] = [];
  const unread: JsonPrimitive[] = [];
  for (const member of members) {
    const value = member === null ? null : valueOf(member, type);
    if (value === undefined) unread.push(member);
    else {
      if (value !== member) read.push(member);
      if (!values.includes(value)) values.push(value);
    }
  }
  return { values, read, unread };
}

/** A member as a value of `type`, or undefined when it reads as none (`"abc"` as an integer). */
function valueOf(member: string | number | boolean, type: ScalarType): JsonPrimitive | undefined {
  if (type === "string") return String(member);
  if (type === "boolean")
    return typeof member === "boolean" ? member : member === "true" ? true : member === "false" ? false : undefined;
  const number =
    typeof member === "number"
      ? member
      : typeof member === "string" && NUMBER.test(member)
        ? Number(member)
        : undefined;
  if (number === undefined || !Number.isFinite(number)) return undefined;
  // A number's text read back must be the member: "007" or "1e400" are no values of the schema's.
  if (typeof member === "string" && String(number) !== member) return undefined;
  return type === "integer" && !Number.isSafeInteger(number) ? undefined : number;
}

/** JSON's number syntax. */
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
