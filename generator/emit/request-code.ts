// The expressions a generated function builds its request with, as documents shaped the way prettier
// prints them, with the runtime helpers they call: how it reads a parameter, a query parameter's pairs
// (cookies and form bodies write the same), and the body. The url's statements are in url-code.ts.
import { encodeUnreserved } from "../../runtime/encode.js";
import type { BodyEncoding, PropertyEncoding } from "../model.js";
import { essenceOf } from "../util/media-type.js";
import { writtenNested, type BodyContentPlan, type BodyProperty, type QueryField, type QueryStyle, type RoutePlan } from "../plan/routing/index.js";
import { align, group, ifBreak, indent, join, line, print, softline, type Doc } from "./doc.js";
import { assignment } from "./declarations.js";
import { objectLiteral } from "./literals.js";
import { member, propertyKey, stringLiteral } from "./syntax.js";

/**
 * How a function reads a parameter from `p`: `p.owner`, `p["legal-hold"]`, or `own(p, "constructor")`
 * (never an inherited member; also for a property only some of a body's alternatives have).
 */
export function access(key: string, helpers: Set<string>, someAlternatives = false): string {
  return print(accessDoc(key, helpers, someAlternatives), Infinity);
}

/** access() as a document: `own(p, "x")` breaks its arguments where prettier would. */
function accessDoc(key: string, helpers: Set<string>, someAlternatives = false): Doc {
  if (key in Object.prototype || someAlternatives) {
    helpers.add("own");
    return call("own", ["p", stringLiteral(key)]);
  }
  return member("p", key);
}

/**
 * A call as prettier prints it: `name(a, b)`, or one argument a line when they do not fit; a last
 * argument that is an object literal, after plain ones, is hugged (`json({` ... `})`).
 */
export function call(name: string, args: readonly Doc[], hugLast = false): Doc {
  if (args.length === 0) return `${name}()`;
  if (hugLast) return [name, "(", join(", ", args), ")"];
  return group([name, "(", indent([softline, join([",", line], args)]), ifBreak(","), softline, ")"]);
}

/**
 * Operands joined by `+` as prettier prints a binary expression that is an assignment's value: on
 * one line if it fits, else one operand a line. Of two operands, the second stays after the first's
 * last line when it fits there (prettier groups a lone `a + b`'s right side).
 */
export function sum(operands: readonly Doc[]): Doc {
  if (operands.length === 1) return operands[0]!;
  const [first, ...rest] = operands;
  if (rest.length === 1) return group([first!, " +", group([line, rest[0]!])]);
  return group([first!, ...rest.map((operand) => [" +", line, operand])]);
}

/**
 * The pairs of a route's cookie parameters (`pair("session", p.session)`), in the order declared; an
 * exploded list or object repeats its pairs as a cookie header separates them (`cookieExplode()`).
 */
export function cookiePairs(routing: RoutePlan, helpers: Set<string>): Doc[] {
  return (routing.cookies ?? []).map((field) => queryPair(field, helpers, false, field.explode && !field.plain ? "cookieExplode" : undefined));
}

/** A parameter's value as it is written: `p.state`, or `JSON.stringify(p.filter)` for one described as JSON. */
export function valueCode({ key, json }: { key: string; json?: true }, helpers: Set<string>, someAlternatives = false): string {
  const value = access(key, helpers, someAlternatives);
  return json ? `JSON.stringify(${value})` : value;
}

/**
 * The query helper of each style: form, formExplode (form with explode), spaceDelimited, pipeDelimited,
 * tabDelimited (Swagger 2.0's tsv), deepObject. A delimited style with explode (which OpenAPI leaves undefined) sends each member as a pair
 * of its own, as `explode` says of every style and servers read it: as form does.
 */
function styleHelper(style: QueryStyle, explode: boolean): string {
  if (style === "deepObject") return style;
  return explode ? "formExplode" : style === "form" ? "form" : style;
}

/** `pair("state", p.state)`: a query parameter's pairs, by its style unless its value is plain (or by `helper`). */
export function queryPair(field: QueryField, helpers: Set<string>, someAlternatives = false, helper = field.plain ? "pair" : styleHelper(field.style, field.explode)): Doc {
  helpers.add(helper);
  if (field.allowReserved) helpers.add("keepReserved");
  const args = [stringLiteral(field.name), valueCode(field, helpers, someAlternatives), ...(field.allowReserved ? ["keepReserved"] : [])];
  return call(helper, args);
}

/**
 * A body's code: `doc`, the expression of the body, goes straight into the call (`inline`) or into
 * `const body` first; `fields` are the statements that build a JSON body's members before it.
 * `operator`: `doc` is a conditional (the encoding the call's content-type picks) or a `??`, which
 * prettier puts on the line after the `=` when it does not fit.
 */
export interface BodyCode {
  doc: Doc;
  inline: boolean;
  operator: boolean;
  fields?: Doc[];
}

/** The body a call sends: made of parameters by its encoding, or `p.data`; several encodings choose by the call's content-type. */
export function bodyCode(routing: RoutePlan, helpers: Set<string>): BodyCode | undefined {
  const body = routing.body;
  if (!body) return undefined;
  if (!body.properties) return { doc: wholeBody(routing, helpers), inline: true, operator: false };
  const fields = body.contents.some((c) => isJson(c.encoding)) ? { fields: jsonFields(body.properties, helpers) } : {};
  const [first, ...others] = alikeContents(body.contents);
  if (others.length === 0) {
    const json = isJson(first![0]!.encoding);
    return { doc: encodedBody(first![0]!, routing, helpers), inline: json, operator: !json && body.sendEmpty === true, ...fields };
  }
  // A call that names another media type in its content-type header gets that encoding.
  helpers.add("contentTypeOf");
  // As prettier writes a chain of conditionals: a branch that breaks lines up with the text after `? ` or
  // `: `; a conditional after `: ` goes on one indent further.
  let code: Doc = align(2, encodedBody(first![0]!, routing, helpers, true));
  for (const alike of others.reverse()) {
    // contentTypeOf() reads the call's media type as HTTP compares them: without parameters, lowercased.
    const types = [...new Set(alike.map((content) => stringLiteral(essenceOf(content.mediaType))))];
    const test = group(join([" ||", line], types.map((type) => `contentTypeOf(p) === ${type}`)));
    code = group([test, indent([line, "? ", align(2, encodedBody(alike[0]!, routing, helpers, true)), line, ": ", code])]);
  }
  return { doc: code, inline: false, operator: true, ...fields };
}

/**
 * The media types a body is offered in, grouped by the code that writes them: the same encoding, and the
 * same encoding of each property. SoundCloud offers its track as `multipart/form-data` and as
 * `multipart/x-www-form-urlencoded`: a call that names either sends the same parts.
 */
function alikeContents(contents: readonly BodyContentPlan[]): BodyContentPlan[][] {
  const groups = new Map<string, BodyContentPlan[]>();
  for (const content of contents) {
    const key = JSON.stringify([content.encoding, content.propertyEncodings ?? {}]);
    groups.set(key, [...(groups.get(key) ?? []), content]);
  }
  return [...groups.values()];
}

/** Encodings other than form and multipart write an object body as JSON. */
const isJson = (encoding: BodyEncoding) => encoding !== "form" && encoding !== "multipart";

/**
 * The statements that build a JSON body member by member: a member for each body parameter the call
 * gives (`undefined` is no value, `null` is one), as the request builder leaves out the others. Named
 * stores into a new object cost V8 far less than copying a literal's defined members in a loop.
 */
function jsonFields(properties: readonly BodyProperty[], helpers: Set<string>): Doc[] {
  const statements: Doc[] = ["const fields: Record<string, unknown> = {};"];
  for (const { name, key, someAlternatives } of properties) {
    const value = accessDoc(key, helpers, someAlternatives);
    statements.push(ifStatement(group([value, " !==", line, "undefined"]), fieldStore(name, value, helpers)));
  }
  return statements;
}

/**
 * `fields["title"] = p.title;`: in brackets, since `fields` is a record and a project with
 * noPropertyAccessFromIndexSignature (@tsconfig/strictest) refuses `fields.title` (the store is the
 * same named store to V8). A member named like one of Object's own goes through put(): an assignment
 * to `__proto__`, however spelled, sets the object's prototype, and TypeScript types
 * `fields["toString"]` as Object's method.
 */
function fieldStore(name: string, value: Doc, helpers: Set<string>): Doc {
  if (!(name in Object.prototype)) return assignment(`fields[${stringLiteral(name)}]`, value);
  helpers.add("put");
  return [call("put", ["fields", stringLiteral(name), value]), ";"];
}

/** `if (test) statement;` as prettier prints it: the statement on the next line when it does not fit. */
export function ifStatement(test: Doc, statement: Doc): Doc {
  return group(["if (", group([indent([softline, test]), softline]), ")", group(indent([line, statement]))]);
}

const fieldKey = (routing: RoutePlan, key: string) => routing.fields.find((f) => f.placement === "data")?.key ?? key;

/**
 * A body passed whole: `p.data` as it is (JSON, text, bytes), JSON that may be a string as its JSON
 * text, or encoded as a form (each member in the style its encoding gives,
 * `formData(p.data, { metadata: deepObject })`) or as multipart parts.
 */
function wholeBody(routing: RoutePlan, helpers: Set<string>): Doc {
  const data = access(fieldKey(routing, "data"), helpers);
  const content = routing.body!.contents[0]!;
  if (routing.body!.jsonText) return `JSON.stringify(${data})`;
  if (content.encoding === "multipart") {
    helpers.add("multipart");
    return call("multipart", [data, ...partTypes(content)], true);
  }
  if (content.encoding !== "form") return data;
  helpers.add("formData");
  const styles = Object.entries(content.propertyEncodings ?? {}).flatMap(([name, encoding]) => {
    const style = formStyle(encoding, helpers);
    return style === undefined ? [] : [`${valueKey(name)}: ${style}`];
  });
  return call("formData", [data, ...(styles.length > 0 ? [objectLiteral(styles)] : [])], true);
}

/** The query helper that writes a member of a form body passed whole; none for OpenAPI's default (form, exploded). */
function formStyle(encoding: PropertyEncoding, helpers: Set<string>): string | undefined {
  if (encoding.json) {
    helpers.add("pair");
    return "(name, value) => pair(name, JSON.stringify(value))";
  }
  const style = encoding.style ?? "form";
  const helper = styleHelper(style, encoding.explode ?? style === "form");
  if (helper === "formExplode" && !encoding.allowReserved) return undefined;
  helpers.add(helper);
  if (!encoding.allowReserved) return helper;
  helpers.add("keepReserved");
  return `(name, value) => ${helper}(name, value, keepReserved)`;
}

/**
 * The arguments of multipart() after its fields: the part types its encoding gives (`{ preview: "image/png" }`),
 * then the separators of lists sent as one part (`{ tags: "," }`), each left out when none follows.
 */
function partTypes(content: BodyContentPlan): Doc[] {
  const literal = (key: "contentType" | "separator") => {
    const entries = Object.entries(content.propertyEncodings ?? {}).filter(([, e]) => e[key] !== undefined);
    return entries.length > 0 ? objectLiteral(entries.map(([name, e]) => `${valueKey(name)}: ${stringLiteral(e[key]!)}`)) : undefined;
  };
  const [types, separators] = [literal("contentType"), literal("separator")];
  if (separators !== undefined) return [types ?? "{}", separators];
  return types === undefined ? [] : [types];
}

/**
 * A body made of its properties, in the encoding of `content`. The helpers send none when the call gives
 * no property; a body the description requires goes empty then (`{}`, `""`, a FormData without parts).
 */
function encodedBody(content: BodyContentPlan, routing: RoutePlan, helpers: Set<string>, branch = false): Doc {
  const { properties, sendEmpty } = routing.body!;
  const orEmpty = (doc: Doc, empty: string) => (sendEmpty ? withEmpty(doc, empty, branch) : doc);
  switch (content.encoding) {
    case "form": {
      helpers.add("formBody");
      const pairs = properties!.map((property) => formPair(property, content.propertyEncodings?.[property.name], helpers));
      return orEmpty(call("formBody", pairs), '""');
    }
    case "multipart": {
      helpers.add("multipart");
      // Prettier hugs a last object argument only: the fields' literal when no part types follow it.
      const types = partTypes(content);
      return orEmpty(call("multipart", [fieldsObject(properties!, helpers), ...types], types.length === 0), "new FormData()");
    }
    default:
      // Its members were built by the statements of jsonFields().
      if (sendEmpty) return "fields";
      helpers.add("json");
      return "json(fields)";
  }
}

/**
 * `body ?? empty` as prettier prints it: `?? empty` stays after a call that breaks, if it fits; in a
 * branch of a conditional, in parentheses.
 */
function withEmpty(body: Doc, empty: string, branch: boolean): Doc {
  const doc = group([body, " ", group(["??", line, empty])]);
  return branch ? ["(", doc, ")"] : doc;
}

/** `{ file: p.file, "@odata.type": p["@odata.type"] }` */
function fieldsObject(properties: readonly BodyProperty[], helpers: Set<string>): Doc {
  // A long value moves to the next line, as prettier lays out a property that does not fit.
  return objectLiteral(properties.map(({ name, key, someAlternatives }) => group([valueKey(name), ":", group(indent(line)), access(key, helpers, someAlternatives)])));
}

/**
 * A key of an object literal the function builds: `__proto__` written as a computed key, the only
 * spelling that makes it a property of the object rather than setting the object's prototype.
 */
const valueKey = (name: string): string => (name === "__proto__" ? '["__proto__"]' : propertyKey(name));

/**
 * A form body property as its encoding says: OpenAPI's defaults are style form, exploded; a JSON
 * `contentType` sends its JSON text.
 */
function formPair(property: BodyProperty, encoding: PropertyEncoding | undefined, helpers: Set<string>): Doc {
  const { name, key, plain, someAlternatives } = property;
  const style = encoding?.style ?? "form";
  const json = encoding?.json === true;
  const field: QueryField = {
    name: encodeUnreserved(name),
    key,
    style,
    explode: !plain && !json && (encoding?.explode ?? style === "form"),
    allowReserved: encoding?.allowReserved === true,
    ...(plain || json ? { plain: true as const } : {}),
    ...(json ? { json: true as const } : {}),
  };
  // Lists and objects inside its list or object, which form writes as text, go as form readers nest them.
  return queryPair(field, helpers, someAlternatives, writtenNested(property, encoding) ? "formNested" : undefined);
}
