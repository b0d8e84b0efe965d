// Form bodies whose pairs no server can place. OpenAPI's default form style writes an object
// property's members as pairs of their own (`employee: { value }` goes as `value=a`): where two
// objects may have the same member (visma's `employee` and `refNbr`, each a `{ value }`), or a member
// has the name of another property, a pair could be either's. routegen sends what the style says,
// and warns.
import type { Diagnostic } from "../../diagnostics.js";
import type { ApiModel, BodyContent, Property, Schema } from "../../model.js";
import { alternatives } from "./nested-objects.js";

/** A `form-pairs-ambiguous` warning for a form body whose objects' members may clash, else none. */
export function ambiguousFormPairs(content: BodyContent, properties: readonly Property[], model: ApiModel): Diagnostic[] {
  // A read-only property is not sent.
  const sent = properties.filter((p) => !p.readOnly);
  const names = new Set(sent.map((p) => p.name));
  const owners = new Map<string, string[]>();
  for (const property of sent.filter((p) => writtenAsPairs(p, content, model))) {
    for (const member of new Set(memberNames(property.schema, model))) owners.set(member, [...(owners.get(member) ?? []), property.name]);
  }
  const clashes = [...owners].filter(([member, of]) => of.length > 1 || names.has(member));
  if (clashes.length === 0) return [];
  const said = clashes.map(([member, of]) => `\`${member}\` (of ${of.map((name) => `\`${name}\``).join(", ")}${names.has(member) ? ", and a property" : ""})`);
  const message = `in the ${content.mediaType} body, each member of an object goes as a pair of its own (OpenAPI's form style, exploded), and these may come from more than one place: ${said.join("; ")}; a server cannot tell whose such a pair is`;
  return [{ code: "form-pairs-ambiguous", severity: "warning", message }];
}

/** Does the property go as its members' pairs: an object (no list), in an exploded style that is not deepObject, not as JSON? */
function writtenAsPairs(property: Property, content: BodyContent, model: ApiModel): boolean {
  const encoding = content.propertyEncodings?.[property.name];
  const style = encoding?.style ?? "form";
  if (encoding?.json || style === "deepObject" || !(encoding?.explode ?? style === "form")) return false;
  const shapes = alternatives(property.schema, model);
  return shapes.some((s) => s.kind === "object") && !shapes.some((s) => s.kind === "array");
}

/** The member names an object of the schema may have, its alternatives' among them. */
function memberNames(schema: Schema, model: ApiModel): string[] {
  return alternatives(schema, model).flatMap((s) => (s.kind === "object" ? s.properties.map((p) => p.name) : []));
}
