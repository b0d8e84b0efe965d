// `required` lists that stand apart from the properties they name: beside allOf/oneOf/anyOf, or as an
// allOf member of their own. Read as objects of "undeclared" required members, which the members'
// own declarations narrow, and folded into an inline member that declares them all.
import type { Property, Schema } from "../../model.js";
import { own, type JsonObject } from "./json.js";

/**
 * `required` beside allOf/oneOf/anyOf, in an object with no properties of its own (`{ required: [name],
 * allOf: [{ $ref: Base }] }`), or alone as an allOf member (`allOf: [{ $ref: Firewall }, { required:
 * [name] }]`, DigitalOcean's and YNAB's way to require a shared type's member in one request): the
 * members name what the whole requires, whichever member describes them, or none. Read as a part of
 * their own, any value each, which the members' declarations narrow (an intersection's types,
 * routing's merge of the members' properties). So too beside `additionalProperties: false`
 * (ShipEngine's addresses), which read literally would forbid the members' own properties: it can only
 * mean "nothing beyond what the members declare".
 */
export function requiredMembers(s: JsonObject): Schema[] {
  const list = own(s, "required");
  if (!Array.isArray(list)) return [];
  const names = [...new Set(list.filter((name): name is string => typeof name === "string"))];
  if (names.length === 0) return [];
  return [
    {
      kind: "object",
      properties: names.map((name) => ({ name, required: true, schema: { kind: "unknown" }, undeclared: true })),
    },
  ];
}

/** `{ required: [...] }`, with at most a title or description beside it: an allOf member that only requires. */
export const requiresOnly = (s: JsonObject): boolean =>
  Array.isArray(own(s, "required")) &&
  Object.keys(s).every((k) => k === "required" || k === "title" || k === "description");

/**
 * An intersection's parts with each part of required members only folded into the inline object that
 * declares them all (`allOf: [{ properties: { total } }, { required: [total] }]` is `{ total: number }`,
 * as one would write it, not `{ total?: number } & { total: unknown }`). A part whose members a named
 * type declares stays: the type is shared, and only here are they required.
 */
export function foldRequiredMembers(parts: Schema[]): Schema[] {
  const folded = [...parts];
  for (const part of parts) {
    if (!requiresOnlyPart(part)) continue;
    const names = part.properties.map((p) => p.name);
    const at = folded.findIndex(
      (o) => o !== part && o.kind === "object" && names.every((name) => declares(o.properties, name)),
    );
    if (at < 0) continue;
    const target = folded[at] as Extract<Schema, { kind: "object" }>;
    folded[at] = {
      ...target,
      properties: target.properties.map((p) => (names.includes(p.name) ? { ...p, required: true } : p)),
    };
    folded.splice(folded.indexOf(part), 1);
  }
  return folded;
}

/** A part `requiredMembers` made: members it names, none it declares (not an empty object, nor a map). */
const requiresOnlyPart = (part: Schema): part is Extract<Schema, { kind: "object" }> =>
  part.kind === "object" &&
  part.properties.length > 0 &&
  part.additionalProperties === undefined &&
  part.properties.every((p) => p.undeclared);

const declares = (properties: Property[], name: string): boolean =>
  properties.some((p) => p.name === name && !p.undeclared);
