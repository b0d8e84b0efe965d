// Random valid bodies of a wire fixture's function, in each media type it offers, drawn from the
// description's schemas, and what the validating server must decode from each (see wire-draws.ts for
// the parameters).
import fc from "fast-check";
import { essenceOf, hasOwnParameters } from "../../generator/util/media-type.js";
import {
  followRefs,
  kept,
  NoValue,
  orNoValue,
  validValueOf,
  type JsonSchema,
  type JsonSchemaContext,
} from "./arbitrary-params.js";
import {
  formFields,
  formJson,
  isText,
  joinedBy,
  objectProperties,
  pairsOf,
  put,
  sharedMembers,
} from "./wire-decoding.js";
import type { WireFunction } from "./wire-sdk.js";
import {
  asSent,
  hasMemberOf,
  optional,
  unambiguous,
  type Draw,
  type Expected,
  type Serialised,
  type Setter,
} from "./wire-values.js";

/** An operation's request body as its description writes it. */
export interface RawBody {
  required?: boolean;
  content: Record<string, { schema?: JsonSchema; encoding?: Record<string, Serialised> }>;
}

/** One media type of a function's body, as routegen planned it. */
type BodyContent = NonNullable<WireFunction["plan"]["routing"]["body"]>["contents"][number];

/** What each media type's draws read: the function, its body as described, and the key a whole body is given under. */
interface BodySource {
  f: WireFunction;
  body: RawBody;
  context: JsonSchemaContext;
  /** The parameter that takes the body whole; none when the body is made of parameters. */
  dataKey: string | undefined;
}

/** A body in one of the media types the function offers (another than the first named by a content-type header). */
export function bodyDraw(f: WireFunction, body: RawBody, context: JsonSchemaContext): fc.Arbitrary<Setter> {
  const dataKey = f.plan.routing.fields.find((field) => field.placement === "data")?.key;
  const source: BodySource = { f, body, context, dataKey };
  const drawn = f.plan.routing.body!.contents.map((content, index) =>
    orNoValue(() => contentDraw(source, content, index)),
  );
  // A media type no value can be sent as (visma's forms, whose pairs no reader can place) is left out
  // while another is on offer: the calls are checked in those.
  const draws = drawn.filter((d): d is fc.Arbitrary<Setter> => !(d instanceof NoValue));
  if (draws.length === 0) throw drawn.find((d) => d instanceof NoValue) ?? new NoValue();
  const any = fc.oneof(...draws);
  return body.required ? any : optional(any);
}

/** Bodies of one media type: values the wire carries as drawn, each given to the call and expected back. */
function contentDraw(source: BodySource, content: BodyContent, index: number): fc.Arbitrary<Setter> {
  const { f, body, dataKey } = source;
  if (essenceOf(content.mediaType) === "multipart/form-data" && content.encoding === "binary")
    return formDataDraw(dataKey!, index > 0);
  const encodings = Object.entries(body.content[content.mediaType]?.encoding ?? {});
  const named: ReadBackNames = {
    jsonProperties: encodings.filter(([, e]) => content.encoding === "form" && formJson(e)).map(([name]) => name),
    textParts: encodings.filter(([, e]) => content.encoding === "multipart" && textPart(e)).map(([name]) => name),
  };
  return sendableValues(source, content, index).map((v) => (draw: Draw) => {
    const chosen = wireType(content.mediaType, content.encoding, index > 0);
    // Made of parameters: only the plan's properties are sent (a read-only one is not).
    const sent: Record<string, unknown> = {};
    // A JSON body of any value takes a string as JSON already written (as the builder sends it): pass its JSON text.
    if (dataKey)
      put(
        draw.params,
        dataKey,
        typeof v === "string" && content.encoding === "json" && !f.plan.routing.body!.jsonText ? JSON.stringify(v) : v,
      );
    else {
      for (const property of f.plan.routing.body!.properties!) {
        if (!Object.hasOwn(v as object, property.name)) continue;
        put(draw.params, property.key, (v as Record<string, unknown>)[property.name]);
        put(sent, property.name, (v as Record<string, unknown>)[property.name]);
      }
    }
    // A required body goes even when the call gives none of its properties: empty (`{}`, no pairs, no parts).
    const empty = f.plan.routing.body!.sendEmpty ? { decoded: {} } : undefined;
    const expected =
      expectedBody(readBackAs(content.encoding, chosen), dataKey ? v : sent, dataKey !== undefined, named) ?? empty;
    if (expected === undefined) return;
    // A media type's own parameters (`;version=2018-01-01`) are part of the name a call gives.
    const header = hasOwnParameters(content.mediaType) ? content.mediaType : chosen;
    if (index > 0) ((draw.params.headers ??= {}) as Record<string, unknown>)["content-type"] = header;
    draw.expected.body = expected;
    // A multipart body of properties is a FormData, which fetch sends as multipart/form-data whatever
    // multipart type was named (routegen warns: multipart-as-form-data).
    draw.expected.contentType = content.encoding === "multipart" ? "multipart/form-data" : chosen;
  });
}

/** Values the body's schema allows in this media type, kept to those the wire carries so that a server reads them back as sent. */
function sendableValues(
  { body, context, dataKey }: BodySource,
  content: BodyContent,
  index: number,
): fc.Arbitrary<unknown> {
  const declared = body.content[content.mediaType]?.schema ?? {};
  const encodings = body.content[content.mediaType]?.encoding ?? {};
  // Fields and parts are named: a form or multipart body that may be anything is an object of them,
  // as routegen reads it (anyObjectIfAnything in the generator).
  const anything =
    (content.encoding === "form" || content.encoding === "multipart") && Object.keys(declared).length === 0;
  const schema: JsonSchema = anything ? { type: "object", additionalProperties: { type: "string" } } : declared;
  // A form or JSON body is text: its bytes properties take text (see propertiesAsText in the generator).
  const described = typeof schema.$ref === "string" ? context.resolve(schema.$ref) : schema;
  const textContext =
    content.encoding === "form"
      ? { ...context, binaryAsText: true, containersHaveMembers: true }
      : content.encoding === "json"
        ? { ...context, binaryAsText: true }
        : context;
  let value: fc.Arbitrary<unknown> = sentAsDescribed(described, content) ?? validValueOf(schema, textContext);
  if (content.encoding === "form") value = withoutAmbiguousPairs(value, schema, encodings, context);
  // A body made of parameters is an object of the values given (a required one goes empty when none is).
  if (!dataKey) value = value.filter((v) => typeof v === "object" && v !== null);
  // A body passed whole that is required is given (a schema without a type may draw none).
  else if (body.required) value = value.filter((v) => v !== undefined);
  // Text or bytes sent whole must be some: no bytes is no body on the wire.
  if (content.encoding === "text" || content.encoding === "binary")
    value = value.filter((v) => (v instanceof Uint8Array ? v.length : String(v).length) > 0);
  // Nor can a form property's members hold its style's separator.
  if (content.encoding === "form")
    value = value.filter((v) =>
      Object.entries(encodings).every(([name, encoding]) =>
        unambiguous((v as Record<string, unknown>)[name], encoding),
      ),
    );
  // A list joined in one part cannot hold its separator in a member (multipart escapes nothing).
  if (content.encoding === "multipart") {
    const joined = Object.entries(encodings).flatMap(([name, e]) => {
      const separator = joinedBy(e);
      return separator === undefined ? [] : [[name, separator] as const];
    });
    value = value.filter((v) =>
      joined.every(
        ([name, separator]) => !asSentText((v as Record<string, unknown>)[name]).some((m) => m.includes(separator)),
      ),
    );
  }
  if (content.encoding === "form" || content.encoding === "multipart") {
    const resolved = followRefs(schema, context);
    // A read-only member is not sent, required or not (gsmtasks' authentication `token`).
    const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
    const readOnly = (name: string) =>
      properties[name] !== undefined && followRefs(properties[name], context).readOnly === true;
    const required = ((resolved.required as string[] | undefined) ?? []).filter((name) => !readOnly(name));
    // A multipart object is a JSON part even when empty (Zoom's required `content: { type: object }`); in a form it is no pair.
    const givesPart = (m: unknown) =>
      Array.isArray(m) ? m.some((item) => item !== undefined && item !== null) : m !== undefined && m !== null;
    const given = content.encoding === "multipart" ? givesPart : (m: unknown) => asSent(m) !== undefined;
    value = value.filter((v) => required.every((name) => given((v as Record<string, unknown>)[name])));
  }
  // Another media type than the default is named by a content-type header, which goes with or
  // without a body: those calls send one (calls that send none meet the default's draws).
  if (index > 0 && !dataKey)
    value = value.filter((v) => Object.values(v as object).some((m) => asSent(m) !== undefined));
  return value;
}

/**
 * A multipart/form-data body described as one value, which names no parts: a FormData of a text field
 * and a file, read back part by part. Its content-type is the HTTP client's, whatever a call names.
 */
function formDataDraw(key: string, chosen: boolean): fc.Arbitrary<Setter> {
  return fc
    .tuple(fc.stringMatching(/^[\w .-]{0,12}$/), fc.uint8Array({ minLength: 1, maxLength: 16 }))
    .map(([note, bytes]) => (draw: Draw) => {
      const form = new FormData();
      form.append("note", note);
      form.append("file", new Blob([bytes], { type: "application/octet-stream" }), "upload.bin");
      put(draw.params, key, form);
      if (chosen) ((draw.params.headers ??= {}) as Record<string, unknown>)["content-type"] = "multipart/form-data";
      draw.expected.contentType = "multipart/form-data";
      const file = {
        name: "file",
        filename: "upload.bin",
        contentType: "application/octet-stream",
        base64: Buffer.from(bytes).toString("base64"),
      };
      draw.expected.body = { multipart: [{ name: "note", value: note }, file] };
    });
}

/**
 * A body sent as text or bytes that its schema describes as something else (an image as `type: object`,
 * Swagger 2.0's file converted as `type: object, format: file`, an object as XML taken as written): bytes,
 * or text too where the body is text; a form of a list taken as written, pairs the caller wrote.
 * Undefined for any other body, drawn from its schema.
 */
function sentAsDescribed(
  described: JsonSchema,
  { encoding, mediaType }: BodyContent,
): fc.Arbitrary<unknown> | undefined {
  const type = described.type ?? (described.properties ? "object" : described.items ? "array" : undefined);
  if (type === undefined || type === "string" || (encoding !== "binary" && encoding !== "text")) return undefined;
  if (isWrittenForm(encoding, mediaType)) {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    return fc
      .array(fc.tuple(word, word), { minLength: 1, maxLength: 4 })
      .map((pairs) => pairs.map((pair) => pair.join("=")).join("&"));
  }
  const bytes = fc.uint8Array({ minLength: 1, maxLength: 16 });
  return encoding === "text" ? fc.oneof(fc.string({ minLength: 1 }), bytes) : bytes;
}

/** A form body taken as written (peertube's form of a list): text of pairs the caller wrote, sent as it is. */
const isWrittenForm = (encoding: string, mediaType: string) =>
  encoding === "binary" && essenceOf(mediaType) === "application/x-www-form-urlencoded";

/**
 * How the server reads a body back, by the type it goes as: bytes under a text type (`application/xml`
 * beside a wildcard) as text, text under a bytes type (Spotify's base64 `image/jpeg`) as bytes.
 */
function readBackAs(encoding: string, type: string): string {
  if (isWrittenForm(encoding, type)) return "written-form";
  if (encoding === "binary" && isText(type)) return "text";
  if (encoding === "text" && !isText(type)) return "binary";
  return encoding;
}

/**
 * The media type a body goes as: a wildcard's is JSON's, text's or bytes' by default, and a type in its
 * range when a call chooses it (`image/*`: `image/x-wire`, `application/*+json`: `application/x-wire+json`).
 */
function wireType(mediaType: string, encoding: string, chosen: boolean): string {
  const essence = essenceOf(mediaType);
  if (!essence.includes("*")) return essence;
  if (chosen && !essence.startsWith("*")) return essence.replace("*", "x-wire");
  return encoding === "json" ? "application/json" : encoding === "text" ? "text/plain" : "application/octet-stream";
}

/** The properties of a form body sent as JSON text, and the parts of a multipart body sent as a text type. */
interface ReadBackNames {
  jsonProperties: readonly string[];
  textParts: readonly string[];
}

/**
 * Does a part go as a text type that the server reads as text, not parsed (peertube's caption file,
 * bytes as `text/vtt, application/x-subrip, text/plain`: routegen names the first)?
 */
const textPart = (encoding: Serialised): boolean => {
  const type = encoding.contentType?.split(",")[0]!.trim() ?? "";
  return isText(type) && !/json|yaml/i.test(type);
};

/** The body the server decodes; none when nothing is sent (a body made of parameters, none of them given). */
function expectedBody(
  encoding: string,
  value: unknown,
  whole: boolean,
  { jsonProperties, textParts }: ReadBackNames,
): Expected["body"] | undefined {
  switch (encoding) {
    case "json": {
      const sent = JSON.parse(JSON.stringify(value)) as unknown;
      return !whole && Object.keys(sent as object).length === 0 ? undefined : { decoded: sent };
    }
    case "form": {
      // A form written by the caller (a body described as a string) goes as it is: the empty text is no body.
      if (typeof value === "string") return value === "" ? undefined : { decoded: value };
      const sent = asSent(value) as Record<string, unknown> | undefined;
      // A property sent as its JSON text is read back as that JSON (`null` too).
      const json = jsonProperties.filter((name) => (value as Record<string, unknown>)[name] !== undefined);
      if (json.length === 0) return sent === undefined ? undefined : { decoded: sent };
      const decoded = sent ?? {};
      for (const name of json) put(decoded, name, JSON.parse(JSON.stringify((value as Record<string, unknown>)[name])));
      return { decoded };
    }
    case "multipart": {
      const sent = asParts(value as Record<string, unknown>, textParts);
      return Object.keys(sent).length === 0 ? undefined : { decoded: sent };
    }
    case "written-form":
      return { form: pairsOf(String(value)) };
    case "text":
      // Bytes for a text body (`format: binary` under text/plain) are read back as the server reads text.
      return {
        text: value instanceof Uint8Array ? Buffer.from(value).toString("utf8") : String(value),
      };
    default:
      return {
        base64: Buffer.from(value instanceof Uint8Array ? value : String(value)).toString("base64"),
      };
  }
}

/**
 * Form values without a member that several of the form's objects may have: it goes as a pair no
 * reader can place, the description's ambiguity (visma's `value` of `employee` and `refNbr`). An
 * optional object holding one is left out; a required one may fail the call with that reason.
 */
function withoutAmbiguousPairs(
  value: fc.Arbitrary<unknown>,
  schema: JsonSchema,
  encodings: Record<string, Serialised>,
  context: JsonSchemaContext,
): fc.Arbitrary<unknown> {
  const resolved = followRefs(schema, context);
  const resolve = (s: JsonSchema) => followRefs(s, context);
  const shared = sharedMembers(formFields(objectProperties(resolved, resolve), encodings), resolve);
  if (shared.size === 0) return value;
  const needed = new Set(Array.isArray(resolved.required) ? (resolved.required as string[]) : []);
  const holding = (v: Record<string, unknown>) =>
    [...shared].filter(([name, members]) => hasMemberOf(v[name], members)).map(([name]) => name);
  const placeable = value.map((v) =>
    typeof v === "object" && v !== null
      ? omit(
          v as Record<string, unknown>,
          holding(v as Record<string, unknown>).filter((name) => !needed.has(name)),
        )
      : v,
  );
  // A required object must keep something of its own.
  const given = (m: unknown) => asSent(m) !== undefined;
  const sendable = (v: Record<string, unknown>) =>
    holding(v).length === 0 && [...shared.keys()].every((name) => !needed.has(name) || given(v[name]));
  const why = `whose form pairs say whose they are: ${[...shared].map(([name, members]) => `${name}'s ${members.join(", ")}`).join("; ")} may be another object's too`;
  return kept(placeable, (v) => sendable(v as Record<string, unknown>), why, 50);
}

/** A copy of the object without these keys. */
const omit = (object: Record<string, unknown>, keys: readonly string[]) =>
  keys.length === 0 ? object : Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** The members of a list as text (none for anything else). */
const asSentText = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * An object as multipart parts read back: bytes as base64 (as text in a part of a text type), objects
 * as JSON, lists part by part, the rest as text.
 */
function asParts(value: Record<string, unknown>, textParts: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    const bytes = (b: Uint8Array) => Buffer.from(b).toString(textParts.includes(name) ? "utf8" : "base64");
    const part = (m: unknown): unknown =>
      m instanceof Uint8Array ? bytes(m) : typeof m === "object" ? JSON.parse(JSON.stringify(m)) : String(m);
    if (member === undefined || member === null) continue;
    if (!Array.isArray(member)) put(out, name, part(member));
    else if (member.some((m) => m !== undefined && m !== null))
      put(out, name, member.filter((m) => m !== undefined && m !== null).map(part));
  }
  return out;
}
