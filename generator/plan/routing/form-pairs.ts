// Form pairs no server can place. OpenAPI's default form style writes an object's members as pairs of
// their own (`employee: { value }` goes as `value=a`), in a form body and in a query alike: where two
// objects may have the same member (visma's `employee` and `refNbr`, each a `{ value }`), or a member
// has the name of another property or parameter (Elastic Beanstalk's `Tier.Version` beside its API
// `Version`), a pair could be either's. routegen sends what the style says, and warns.
import type { Diagnostic } from "../../diagnostics.js";
import type { ApiModel, BodyContent, Parameter, Property, Schema } from "../../model.js";
import { alternatives } from "./nested-objects.js";

/** A property or parameter: its name, its schema, and whether it goes as its members' pairs. */
interface PairSource {
  name: string;
  schema: Schema;
  asPairs: boolean;
}

/** A `form-pairs-ambiguous` warning for a form body whose objects' members may clash, else none. */
export function ambiguousFormPairs(
  content: BodyContent,
  properties: readonly Property[],
  model: ApiModel,
): Diagnostic[] {
  // A read-only property is not sent.
  const sources = properties
    .filter((p) => !p.readOnly)
    .map((p) => ({ name: p.name, schema: p.schema, asPairs: bodyAsPairs(p, content, model) }));
  const said = clashes(sources, "a property", model);
  if (said.length === 0) return [];
  return [
    { code: "form-pairs-ambiguous", severity: "warning", message: message(`the ${content.mediaType} body`, said) },
  ];
}

/** A `form-pairs-ambiguous` warning at the first query parameter whose object's members may clash, else none. */
export function ambiguousQueryPairs(parameters: readonly Parameter[], model: ApiModel): Diagnostic[] {
  const query = parameters.filter((p) => p.in === "query");
  const sources = query.map((p) => ({
    name: p.name,
    schema: p.schema,
    asPairs: !p.json && writtenAsPairs(p.style, p.explode, p.schema, model),
  }));
  const said = clashes(sources, "a parameter", model);
  const at = query.find((p, i) => sources[i]!.asPairs && said.some((s) => s.owners.includes(p.name)));
  if (!at) return [];
  const { file, pointer } = at.source;
  return [{ code: "form-pairs-ambiguous", severity: "warning", message: message("the query", said), file, pointer }];
}

const message = (where: string, said: readonly { text: string }[]) =>
  `in ${where}, each member of an object goes as a pair of its own (OpenAPI's form style, exploded), and these may come from more than one place: ${said.map((s) => s.text).join("; ")}; a server cannot tell whose such a pair is`;

/** The members that more than one source may send as a pair (two objects, or an object and a source of that name). */
function clashes(sources: readonly PairSource[], other: string, model: ApiModel): { owners: string[]; text: string }[] {
  const names = new Set(sources.map((s) => s.name));
  const owners = new Map<string, string[]>();
  for (const source of sources.filter((s) => s.asPairs)) {
    for (const member of new Set(memberNames(source.schema, model)))
      owners.set(member, [...(owners.get(member) ?? []), source.name]);
  }
  return [...owners]
    .filter(([member, of]) => of.length > 1 || names.has(member))
    .map(([member, of]) => ({
      owners: of,
      text: `\`${member}\` (of ${of.map((name) => `\`${name}\``).join(", ")}${names.has(member) ? `, and ${other}` : ""})`,
    }));
}

/** Does a body property go as its members' pairs (its encoding's style, not as JSON)? */
function bodyAsPairs(property: Property, content: BodyContent, model: ApiModel): boolean {
  const encoding = content.propertyEncodings?.[property.name];
  return !encoding?.json && writtenAsPairs(encoding?.style, encoding?.explode, property.schema, model);
}

/** Does a value of the schema go as its members' pairs: an object (no list), in an exploded style that is not deepObject? */
function writtenAsPairs(
  style: string | undefined,
  explode: boolean | undefined,
  schema: Schema,
  model: ApiModel,
): boolean {
  const styled = style ?? "form";
  if (styled === "deepObject" || !(explode ?? styled === "form")) return false;
  const shapes = alternatives(schema, model);
  return shapes.some((s) => s.kind === "object") && !shapes.some((s) => s.kind === "array");
}

/** The member names an object of the schema may have, its alternatives' among them. */
function memberNames(schema: Schema, model: ApiModel): string[] {
  return alternatives(schema, model).flatMap((s) => (s.kind === "object" ? s.properties.map((p) => p.name) : []));
}
