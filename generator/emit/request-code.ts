// The expressions a generated function builds its request with, as code trees (printer/ lays them
// out), with the runtime helpers they call: how it reads a parameter, a query parameter's pairs
// (cookies and form bodies write the same), and the body. The url's statements are in url-code.ts.
import { encodeUnreserved } from "../../runtime/encode.js";
import type { BodyEncoding, PropertyEncoding } from "../model.js";
import { essenceOf } from "../util/media-type.js";
import {
  writtenNested,
  type BodyContentPlan,
  type BodyProperty,
  type QueryField,
  type QueryStyle,
  type RoutePlan,
} from "../plan/routing/index.js";
import {
  arrow,
  assign,
  binary,
  call,
  conditional,
  declare,
  id,
  ifThen,
  member,
  newCall,
  object,
  property,
  statement,
  str,
  type Expression,
  type Statement,
} from "./code-tree.js";
import { propertyKey } from "./syntax.js";

/**
 * How a function reads a parameter from `p`: `p.owner`, `p["legal-hold"]`, or `own(p, "constructor")`
 * (never an inherited member; also for a property only some of a body's alternatives have).
 */
export function access(key: string, helpers: Set<string>, someAlternatives = false): Expression {
  if (key in Object.prototype || someAlternatives) {
    helpers.add("own");
    return call("own", [id("p"), str(key)]);
  }
  return member("p", key);
}

/**
 * The pairs of a route's cookie parameters (`pair("session", p.session)`), in the order declared; an
 * exploded list or object repeats its pairs as a cookie header separates them (`cookieExplode()`).
 * Style cookie's values go as given (`cookieStyle()`, `cookieStyleExplode()`): checked, not encoded.
 */
export function cookiePairs(routing: RoutePlan, helpers: Set<string>): Expression[] {
  return (routing.cookies ?? []).map((field) => queryPair(field, helpers, false, cookieHelper(field)));
}

/** The helper of a cookie parameter that is not a query parameter's: none for one written as a query's. */
function cookieHelper({ style, explode, plain }: QueryField): string | undefined {
  const exploded = explode && !plain;
  if (style === "cookie") return exploded ? "cookieStyleExplode" : "cookieStyle";
  return exploded ? "cookieExplode" : undefined;
}

/** A parameter's value as it is written: `p.state`, or `JSON.stringify(p.filter)` for one described as JSON. */
export function valueCode(
  { key, json }: { key: string; json?: true },
  helpers: Set<string>,
  someAlternatives = false,
): Expression {
  const value = access(key, helpers, someAlternatives);
  return json ? call(member("JSON", "stringify"), [value]) : value;
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

/**
 * `pair("state", p.state)`: a query parameter's pairs, by its style unless its value is plain (or by
 * `helper`); an OpenAPI 3.2 query string's as the same object's in a form body, `formData(p.criteria)`
 * or `formData(p.criteria, { ids: pipeDelimited })` by its encoding (undefined when it has none).
 */
export function queryPair(
  field: QueryField,
  helpers: Set<string>,
  someAlternatives = false,
  helper = field.plain ? "pair" : styleHelper(field.style, field.explode),
): Expression {
  if (field.querystring)
    return formDataCall(valueCode(field, helpers, someAlternatives), field.propertyEncodings, helpers);
  helpers.add(helper);
  if (field.allowReserved) helpers.add("keepReserved");
  const args = [
    str(field.name),
    valueCode(field, helpers, someAlternatives),
    ...(field.allowReserved ? [id("keepReserved")] : []),
  ];
  return call(helper, args);
}

/**
 * A body's code: `value`, the expression of the body, goes straight into the call (`inline`) or into
 * `const body` first; `fields` are the statements that build a JSON body's members before it.
 */
export interface BodyCode {
  value: Expression;
  inline: boolean;
  fields?: Statement[];
}

/** The body a call sends: made of parameters by its encoding, or `p.data`; several encodings choose by the call's content-type. */
export function bodyCode(routing: RoutePlan, helpers: Set<string>): BodyCode | undefined {
  const body = routing.body;
  if (!body) return undefined;
  if (!body.properties) return { value: wholeBody(routing, helpers), inline: true };
  const fields = body.contents.some((c) => isJson(c.encoding)) ? { fields: jsonFields(body.properties, helpers) } : {};
  const [first, ...others] = alikeContents(body.contents);
  if (others.length === 0) {
    const json = isJson(first![0]!.encoding);
    return { value: encodedBody(first![0]!, routing, helpers), inline: json, ...fields };
  }
  // A call that names another media type in its content-type header gets that encoding.
  helpers.add("contentTypeOf");
  let code = encodedBody(first![0]!, routing, helpers);
  for (const alike of others.reverse()) {
    // contentTypeOf() reads the call's media type as HTTP compares them: without parameters, lowercased.
    const types = [...new Set(alike.map((content) => essenceOf(content.mediaType)))];
    const test = types
      .map((type) => binary("===", call("contentTypeOf", [id("p")]), str(type)))
      .reduce((a, b) => binary("||", a, b));
    code = conditional(test, encodedBody(alike[0]!, routing, helpers), code);
  }
  return { value: code, inline: false, ...fields };
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
function jsonFields(properties: readonly BodyProperty[], helpers: Set<string>): Statement[] {
  const statements: Statement[] = [declare("const", "fields", object([]), { type: "Record<string, unknown>" })];
  for (const { name, key, someAlternatives } of properties) {
    const value = access(key, helpers, someAlternatives);
    statements.push(ifThen(binary("!==", value, id("undefined")), fieldStore(name, value, helpers)));
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
function fieldStore(name: string, value: Expression, helpers: Set<string>): Statement {
  if (!(name in Object.prototype)) return assign(member("fields", name, true), value);
  helpers.add("put");
  return statement(call("put", [id("fields"), str(name), value]));
}

const fieldKey = (routing: RoutePlan, key: string) => routing.fields.find((f) => f.placement === "data")?.key ?? key;

/**
 * A body passed whole: `p.data` as it is (JSON, text, bytes), JSON that may be a string as its JSON
 * text, or encoded as a form (each member in the style its encoding gives,
 * `formData(p.data, { metadata: deepObject })`) or as multipart parts.
 */
function wholeBody(routing: RoutePlan, helpers: Set<string>): Expression {
  const data = access(fieldKey(routing, "data"), helpers);
  const content = routing.body!.contents[0]!;
  if (routing.body!.jsonText) return call(member("JSON", "stringify"), [data]);
  if (content.encoding === "multipart") {
    helpers.add("multipart");
    return call("multipart", [data, ...partTypes(content)]);
  }
  if (content.encoding !== "form") return data;
  return formDataCall(data, content.propertyEncodings, helpers);
}

/**
 * `formData(value, { metadata: deepObject })`: an object as a form's pairs, each member in the style its
 * encoding gives (a form body passed whole, an OpenAPI 3.2 query string); the styles left out when
 * every member goes in OpenAPI's default.
 */
function formDataCall(
  value: Expression,
  encodings: Record<string, PropertyEncoding> | undefined,
  helpers: Set<string>,
): Expression {
  helpers.add("formData");
  const styles = Object.entries(encodings ?? {}).flatMap(([name, encoding]) => {
    const style = formStyle(encoding, helpers);
    return style === undefined ? [] : [property(valueKey(name), style)];
  });
  return call("formData", [value, ...(styles.length > 0 ? [object(styles)] : [])]);
}

/** The query helper that writes a member of a form body passed whole; none for OpenAPI's default (form, exploded). */
function formStyle(encoding: PropertyEncoding, helpers: Set<string>): Expression | undefined {
  if (encoding.json) {
    helpers.add("pair");
    return arrow(["name", "value"], call("pair", [id("name"), call(member("JSON", "stringify"), [id("value")])]));
  }
  const style = encoding.style ?? "form";
  const helper = styleHelper(style, encoding.explode ?? style === "form");
  if (helper === "formExplode" && !encoding.allowReserved) return undefined;
  helpers.add(helper);
  if (!encoding.allowReserved) return id(helper);
  helpers.add("keepReserved");
  return arrow(["name", "value"], call(helper, [id("name"), id("value"), id("keepReserved")]));
}

/**
 * The arguments of multipart() after its fields: the part types its encoding gives (`{ preview: "image/png" }`),
 * then the separators of lists sent as one part (`{ tags: "," }`), each left out when none follows.
 */
function partTypes(content: BodyContentPlan): Expression[] {
  const literal = (key: "contentType" | "separator") => {
    const entries = Object.entries(content.propertyEncodings ?? {}).filter(([, e]) => e[key] !== undefined);
    return entries.length > 0 ? object(entries.map(([name, e]) => property(valueKey(name), str(e[key]!)))) : undefined;
  };
  const [types, separators] = [literal("contentType"), literal("separator")];
  if (separators !== undefined) return [types ?? object([]), separators];
  return types === undefined ? [] : [types];
}

/**
 * A body made of its properties, in the encoding of `content`. The helpers send none when the call gives
 * no property; a body the description requires goes empty then (`{}`, `""`, a FormData without parts).
 */
function encodedBody(content: BodyContentPlan, routing: RoutePlan, helpers: Set<string>): Expression {
  const { properties, sendEmpty } = routing.body!;
  const orEmpty = (body: Expression, empty: Expression) => (sendEmpty ? binary("??", body, empty) : body);
  switch (content.encoding) {
    case "form": {
      helpers.add("formBody");
      const pairs = properties!.map((field) => formPair(field, content.propertyEncodings?.[field.name], helpers));
      return orEmpty(call("formBody", pairs), str(""));
    }
    case "multipart":
      helpers.add("multipart");
      return orEmpty(
        call("multipart", [fieldsObject(properties!, helpers), ...partTypes(content)]),
        newCall("FormData"),
      );
    default:
      // Its members were built by the statements of jsonFields().
      if (sendEmpty) return id("fields");
      helpers.add("json");
      return call("json", [id("fields")]);
  }
}

/** `{ file: p.file, "@odata.type": p["@odata.type"] }` */
function fieldsObject(properties: readonly BodyProperty[], helpers: Set<string>): Expression {
  return object(
    properties.map(({ name, key, someAlternatives }) =>
      property(valueKey(name), access(key, helpers, someAlternatives)),
    ),
  );
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
function formPair(field: BodyProperty, encoding: PropertyEncoding | undefined, helpers: Set<string>): Expression {
  const { name, key, plain, someAlternatives } = field;
  const style = encoding?.style ?? "form";
  const json = encoding?.json === true;
  const pairField: QueryField = {
    name: encodeUnreserved(name),
    key,
    style,
    explode: !plain && !json && (encoding?.explode ?? style === "form"),
    allowReserved: encoding?.allowReserved === true,
    ...(plain || json ? { plain: true as const } : {}),
    ...(json ? { json: true as const } : {}),
  };
  // Lists and objects inside its list or object, which form writes as text, go as form readers nest them.
  return queryPair(pairField, helpers, someAlternatives, writtenNested(field, encoding) ? "formNested" : undefined);
}
