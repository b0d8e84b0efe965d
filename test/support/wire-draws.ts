// Random valid calls of a wire fixture's functions, drawn from the schemas of the description itself,
// and what the validating server must decode from each: every path, query and header parameter and
// the body, in each media type a function offers. A value goes on the wire as text, so what comes back
// is compared with the value sent written as text (see `asSent`).
import fc from "fast-check";
import type { Document } from "openapi-backend";
import { isHeaderName, isTransportHeader } from "../../generator/load/http-text.js";
import { essenceOf } from "../../generator/util/media-type.js";
import { DATE, drawnPattern, followRefs, kept, NoValue, orNoValue, patternRegExp, validValueOf, type JsonSchema, type JsonSchemaContext } from "./arbitrary-params.js";
import { IGNORED_HEADERS, ownPairs as ownPairsOf, refPointer, schemaChecks, splitSuffix } from "./validating-server.js";
import { explodes, formFields, formJson, isText, joinedBy, listOrOne, pairsOf, put, sharedMembers, type Part } from "./wire-decoding.js";
import type { WireFunction } from "./wire-sdk.js";

/** A call to make and what the server must decode from it. */
export interface Draw {
  params: Record<string, unknown>;
  expected: Expected;
}

export interface Expected {
  path: Record<string, string>;
  query: Record<string, unknown>;
  /** Header parameters (lowercase names) and their values: text, or a list or object as the server decodes it. */
  headers: Record<string, unknown>;
  /** Cookie parameters and their values, as text (lists and objects as the server decodes them). */
  cookies: Record<string, unknown>;
  /** The content-type's media type; none when no body is sent. */
  contentType?: string;
  /** The body as the server decodes it: JSON, form and multipart as values, text and bytes as they arrived. */
  body?: { decoded: unknown } | { text: string } | { base64: string } | { multipart: Part[] };
}

/** How a query parameter or a form property is written (OpenAPI's Parameter and Encoding objects). */
interface Serialised {
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  contentType?: string;
}

interface RawParameter extends Serialised {
  name: string;
  in: string;
  required?: boolean;
  explode?: boolean;
  schema?: JsonSchema;
  content?: Record<string, { schema?: JsonSchema }>;
}

interface RawBody {
  required?: boolean;
  content: Record<string, { schema?: JsonSchema; encoding?: Record<string, Serialised> }>;
}

/**
 * Can the wire carry the value so that a server reads back what was sent? Not a member holding the
 * separator of a delimited style (`a b` in a space-delimited list), nor, where reserved characters go
 * as they are, text that reads as a percent-escape (`%41`).
 */
function unambiguous(value: unknown, { style, allowReserved }: Serialised = {}): boolean {
  const separator = style === "spaceDelimited" ? / / : style === "pipeDelimited" ? /\|/ : undefined;
  if (SEPARATED.has(style ?? "") && typeof value === "object" && value !== null) return Object.values(value).every((m) => !/[,.]/.test(String(m)) && String(m) !== "");
  const fits = (leaf: unknown): boolean =>
    Array.isArray(leaf) || (typeof leaf === "object" && leaf !== null)
      ? Object.values(leaf).every(fits)
      : !(separator?.test(String(leaf)) || (allowReserved && /%[\da-f]{2}/i.test(String(leaf))));
  return fits(value);
}

/**
 * Path and cookie styles whose list and object members a server splits on `,` (or `.`, a label's) once
 * decoded: members holding either, or empty, would not come back as sent.
 */
const SEPARATED = new Set(["simple", "label", "matrix", "cookie"]);

/**
 * A parameter's value as a server reads it before its schema's types coerce it: text, a list of texts,
 * or an object of texts (pandascore's `page`, an integer or `{ number, size }`).
 */
function asText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(String);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, String(member)]));
  return String(value);
}

/**
 * Does a path parameter's value spell another path of the description without placeholders there
 * (`spells` in `/api/{endpoint}`, beside `/api/spells`)? OpenAPI matches concrete paths before
 * templated ones, so the server takes such a call for the other operation: the description's
 * ambiguity, not the call's.
 */
function concretePathOf(description: Document): (f: WireFunction, name: string, value: unknown) => boolean {
  const paths = Object.entries(description.paths ?? {}).map(([path, item]) => ({ segments: path.split("/"), methods: Object.keys(item ?? {}) }));
  return (f, name, value) => {
    const template = f.path.split("/");
    const at = template.indexOf(`{${name}}`);
    if (at < 0 || typeof value === "object") return false;
    return paths.some(({ segments, methods }) =>
      segments.length === template.length && methods.includes(f.method.toLowerCase()) && segments.every((segment, i) => (i === at ? segment === String(value) : segment === template[i])),
    );
  };
}

/**
 * Does the value hold the text between its placeholder and another in the same path segment (the `.`
 * of callfire's `{key}.{extension}`)? The server could not tell where one value ends.
 */
function holdsSeparator(path: string, name: string, value: unknown): boolean {
  const segment = path.split("/").find((s) => s.includes(`{${name}}`)) ?? "";
  if ((segment.match(/\{/g) ?? []).length < 2) return false;
  const literals = segment.split(/\{[^}]*\}/).slice(1, -1).filter((text) => text !== "");
  return literals.some((text) => String(value).includes(text));
}

/**
 * The one value a required parameter may take (an `enum` of one, or `const`), which a call may leave
 * out and the server must read all the same; undefined for any other parameter.
 */
function onlyValueOf(parameter: RawParameter, follow: <T>(value: T) => T): { value: unknown } | undefined {
  const schema = follow(parameter.schema ?? {});
  if (!parameter.required || schema.nullable === true) return undefined;
  const values = Object.hasOwn(schema, "const") ? [schema.const] : Array.isArray(schema.enum) ? (schema.enum as unknown[]) : [];
  return values.length === 1 && values[0] !== null ? { value: values[0] } : undefined;
}

/** Arbitraries for the calls of every function of a description. */
export function drawsFor(description: Document): (f: WireFunction) => fc.Arbitrary<Draw> {
  const at = (pointer: string): unknown =>
    pointer
      .replace(/^#\//, "")
      .split("/")
      .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], description);
  const follow = <T>(value: T): T => (typeof (value as { $ref?: unknown })?.$ref === "string" ? follow(at(refPointer((value as { $ref: string }).$ref)) as T) : value);
  const fits = schemaChecks(description);
  const resolve = (ref: string) => at(refPointer(ref)) as JsonSchema;
  const bodyContext: JsonSchemaContext = { resolve, fits: fits.body };
  const parameterContext: JsonSchemaContext = {
    resolve,
    binaryAsText: true,
    fits: (schema, value) => fits.parameter(schema, asText(value)),
  };

  const concrete = concretePathOf(description);

  return (f) => {
    const item = at(`#/paths/${f.path.replaceAll("~", "~0").replaceAll("/", "~1")}`) as Record<string, unknown> & { parameters?: unknown[] };
    const operation = item[f.method.toLowerCase()] as { parameters?: unknown[]; requestBody?: unknown };
    // A parameter the operation and its path item both declare (asana's `opt_fields`) is the operation's, once.
    const listed = [...(operation.parameters ?? []), ...(item.parameters ?? [])].map((p) => follow(p) as RawParameter);
    const parameters = listed.filter((p, i) => listed.findIndex((q) => q.in === p.in && q.name === p.name) === i);
    const parts: fc.Arbitrary<(draw: Draw) => void>[] = [];
    const { routing } = f.plan;

    // Path parameters, in the order of the path's placeholders (and of the url's variables).
    const keys = routing.path.flatMap((part) => (typeof part === "string" ? [] : part.variables.map((v) => v.key)));
    // A placeholder in the path's own query that a query parameter names is that parameter, required
    // (medium.com's `?query={query}`): drawn with the query's, under the url variable's key.
    const ownQueryKeys = new Map<string, string>();
    [...f.path.matchAll(/\{([^}]+)\}/g)].forEach(([, name = ""], index) => {
      const parameter = parameters.find((p) => p.in === "path" && p.name === name);
      if (!parameter) return void ownQueryKeys.set(name, keys[index]!);
      // Described as JSON (stream's ids): any valid value, sent as its JSON text, read back as the same JSON.
      const json = parameter.content?.["application/json"];
      if (json) return void parts.push(validValueOf(follow(json.schema ?? {}), bodyContext).map((v) => (draw) => (put(draw.params, keys[index]!, v), put(draw.expected.path, name, v))));
      const value = validValueOf(follow(parameter.schema ?? {}), parameterContext).filter(
        // An empty segment, `.` or `..` never reaches a server: URL parsers remove dot segments. Nor
        // can it tell apart a value that spells another operation's concrete path, or that holds
        // the text between two placeholders.
        (v) =>
          v !== null &&
          v !== "" &&
          v !== "." &&
          v !== ".." &&
          asSent(v) !== undefined &&
          unambiguous(v, { style: parameter.style ?? "simple" }) &&
          !concrete(f, name, v) &&
          !holdsSeparator(f.path, name, v),
      );
      parts.push(value.map((v) => (draw) => (put(draw.params, keys[index]!, v), put(draw.expected.path, name, asSent(v)))));
    });

    for (const parameter of parameters.filter((p) => p.in === "query" && p.content?.["application/json"])) {
      // Described as JSON: any valid value, sent as JSON text, read back as the same JSON.
      const field = routing.query.find((q) => decodeURIComponent(q.name) === parameter.name)!;
      const value = validValueOf(follow(parameter.content!["application/json"]!.schema ?? {}), bodyContext);
      const set = value.map((v) => (draw: Draw) => (put(draw.params, field.key, v), put(draw.expected.query, parameter.name, v)));
      parts.push(parameter.required ? set : fc.option(set, { nil: undefined }).map((s) => s ?? (() => {})));
    }

    // A query parameter the path's own query holds goes there, once: its value is the path's (opensuse's `?view=status`).
    const ownPairs = new Map(pairsOf(ownPairsOf(splitSuffix(f.path)[1]).join("&")));
    for (const parameter of parameters.filter((p) => p.in === "query" && !p.content)) {
      const own = ownPairs.get(parameter.name);
      if (own !== undefined) {
        const value = listOrOne([own], parameter.schema ?? {}, (schema) => follow(schema));
        parts.push(fc.constant((draw: Draw) => put(draw.expected.query, parameter.name, value)));
        continue;
      }
      const ownQueryKey = ownQueryKeys.get(parameter.name);
      const field = ownQueryKey !== undefined ? { key: ownQueryKey } : routing.query.find((q) => decodeURIComponent(q.name) === parameter.name);
      if (!field) throw new Error(`${f.operationId}: no parameter for query \`${parameter.name}\``);
      const required = parameter.required || ownQueryKey !== undefined;
      // A required list must have a member: an empty one is not sent at all (RFC 6570: it is undefined).
      // A list of empty objects (mastodon's markers' `timeline`) has none the wire carries: the call fails so.
      const value = kept(
        validValueOf(follow(parameter.schema ?? {}), parameterContext),
        (v) => v !== null && (!required || asSent(v) !== undefined) && unambiguous(v, parameter),
        `for query parameter ${parameter.name} can be sent`,
        20,
      );
      // One member of a list-or-text parameter (vercel's `domain`) is the text a server reads: `domain=a` is either.
      const exploded = explodes(parameter.style ?? "form", parameter.explode);
      const readBack = (sent: unknown) => (exploded && Array.isArray(sent) ? listOrOne(sent as string[], parameter.schema ?? {}, follow) : sent);
      const set = value.map((v) => (draw: Draw) => {
        put(draw.params, field.key, v);
        const sent = asSent(v);
        if (sent !== undefined) put(draw.expected.query, parameter.name, readBack(sent));
      });
      // A required parameter of one value may be left out: it is sent with that value all the same.
      const only = onlyValueOf(parameter, follow);
      const unset = only === undefined ? () => {} : (draw: Draw) => put(draw.expected.query, parameter.name, readBack(asSent(only.value)));
      parts.push(required && only === undefined ? set : fc.option(set, { nil: undefined }).map((s) => s ?? unset));
    }

    // Headers: text a header can hold; two spellings of one name are one header, the operation's if it
    // has one (codeartifact's required `x-amz-content-sha256` over its path's optional `X-Amz-Content-Sha256`).
    // Accept, Content-Type and Authorization parameters are none (OpenAPI says to ignore them), nor are
    // the headers fetch writes itself (vercel's `Content-Length`), nor a name no header can have
    // (notion's `""`: routegen leaves it out, param-not-sent).
    const declared = parameters.filter((p) => p.in === "header" && !IGNORED_HEADERS.has(p.name.toLowerCase()) && !isTransportHeader(p.name) && isHeaderName(p.name));
    const headers = [...new Map(declared.reverse().map((p) => [p.name.toLowerCase(), p])).values()];
    for (const parameter of headers) {
      const name = parameter.name.toLowerCase();
      // Described as JSON (apideck's upload metadata), a header is JSON text the caller writes (routegen
      // types it a string), read back as the value it holds.
      const json = parameter.content?.["application/json"];
      const sent = json
        ? validValueOf(follow(json.schema ?? {}), bodyContext)
            .map((v) => ({ text: JSON.stringify(v), read: v }))
            .filter(({ text }) => /^[\x20-\x7e]*$/.test(text)) // what a header can carry
        : headerValue(follow(parameter.schema ?? {}), follow).map((v) => ({ text: v, read: asSent(v) }));
      const set = sent.map(({ text, read }) => (draw: Draw) => {
        ((draw.params.headers ??= {}) as Record<string, unknown>)[name] = text;
        draw.expected.headers[name] = read;
      });
      const only = json ? undefined : onlyValueOf(parameter, follow);
      const unset = only === undefined ? () => {} : (draw: Draw) => void (draw.expected.headers[name] = asSent(only.value));
      parts.push(parameter.required && only === undefined ? set : fc.option(set, { nil: undefined }).map((s) => s ?? unset));
    }

    // Cookies: plain values, `name=value` in the cookie header.
    for (const parameter of parameters.filter((p) => p.in === "cookie")) {
      const field = routing.cookies?.find((c) => c.name === parameter.name);
      if (!field) throw new Error(`${f.operationId}: no parameter for cookie \`${parameter.name}\``);
      const value = validValueOf(follow(parameter.schema ?? {}), parameterContext).filter(
        (v) => v !== null && (!parameter.required || asSent(v) !== undefined) && unambiguous(v, { style: "cookie" }),
      );
      const set = value.map((v) => (draw: Draw) => {
        put(draw.params, field.key, v);
        const sent = asSent(v);
        if (sent !== undefined) put(draw.expected.cookies, parameter.name, sent);
      });
      parts.push(parameter.required ? set : fc.option(set, { nil: undefined }).map((s) => s ?? (() => {})));
    }

    const body = follow(operation.requestBody) as RawBody | undefined;
    if (routing.body && body) parts.push(bodyDraw(f, body, bodyContext));

    return fc.tuple(...parts).map((setters) => {
      const draw: Draw = { params: {}, expected: { path: {}, query: {}, headers: {}, cookies: {} } };
      for (const set of setters) set(draw);
      return draw;
    });
  };
}

/**
 * Text a header can carry (no control characters, no leading or trailing space); a list or an object
 * (style simple) of such members, none holding the `,` that separates them.
 */
function headerValue(schema: JsonSchema, follow: <T>(value: T) => T): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.type === "integer" || schema.type === "number") {
    const min = typeof schema.minimum === "number" ? Math.ceil(schema.minimum) : 0;
    return fc.integer({ min, max: typeof schema.maximum === "number" ? Math.floor(schema.maximum) : min + 1_000_000 });
  }
  if (schema.type === "boolean") return fc.boolean();
  if (schema.format === "date-time") return DATE.map((d) => d.toISOString());
  if (schema.format === "date") return DATE.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "uuid") return fc.uuid();
  if (schema.format === "ipv4") return fc.ipV4();
  if (schema.format === "byte") return fc.base64String({ minLength: 4, maxLength: 24 });
  if (schema.format === "uri") return fc.webUrl().filter((v) => /^[\x21-\x7e]+$/.test(v));
  // A pattern (whapi's api keys) is drawn from as a string's is, keeping what a header can carry and
  // the lengths (Apple's unanchored `["][ -~]{1000}["]`, at most 1,002 characters).
  if (typeof schema.pattern === "string") {
    const pattern = patternRegExp(schema.pattern, "u");
    const min = typeof schema.minLength === "number" ? schema.minLength : 0;
    const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
    return fc
      .stringMatching(drawnPattern(pattern, min, max === Infinity ? undefined : max))
      .filter((v) => pattern.test(v) && /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(v) && v.length >= min && v.length <= max);
  }
  if (schema.type === "array") return fc.array(headerValue(follow((schema.items ?? {}) as JsonSchema), follow), { minLength: 1, maxLength: 4 });
  if (schema.type === "object") {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
    const members = Object.fromEntries(properties.map(([key, member]) => [key, headerValue(follow(member), follow)]));
    return fc.record(members, { requiredKeys: [] }).filter((value) => Object.keys(value).length > 0).map((value) => ({ ...value }));
  }
  return fc.stringMatching(/^[A-Za-z0-9+/=._-]{1,24}$/);
}

/** A body in one of the media types the function offers (another than the first named by a content-type header). */
function bodyDraw(f: WireFunction, body: RawBody, context: JsonSchemaContext): fc.Arbitrary<(draw: Draw) => void> {
  const plan = f.plan.routing.body!;
  const dataKey = f.plan.routing.fields.find((field) => field.placement === "data")?.key;
  const drawn = plan.contents.map((content, index) => orNoValue(() => {
    if (essenceOf(content.mediaType) === "multipart/form-data" && content.encoding === "binary") return formDataDraw(dataKey!, index > 0);
    const declared = body.content[content.mediaType]?.schema ?? {};
    // Fields and parts are named: a form or multipart body that may be anything is an object of them,
    // as routegen reads it (anyObjectIfAnything in the generator).
    const anything = (content.encoding === "form" || content.encoding === "multipart") && Object.keys(declared).length === 0;
    const schema: JsonSchema = anything ? { type: "object", additionalProperties: { type: "string" } } : declared;
    // A form or JSON body is text: its bytes properties take text (see propertiesAsText in the generator).
    const described = typeof schema.$ref === "string" ? context.resolve(schema.$ref) : schema;
    const textContext = content.encoding === "form" ? { ...context, binaryAsText: true, containersHaveMembers: true } : content.encoding === "json" ? { ...context, binaryAsText: true } : context;
    let value: fc.Arbitrary<unknown> = sentAsDescribed(described, content.encoding) ?? validValueOf(schema, textContext);
    if (content.encoding === "form") value = withoutAmbiguousPairs(value, schema, body.content[content.mediaType]?.encoding ?? {}, context, body.required === true && !dataKey);
    // A body made of parameters is an object of the values given: `null` or nothing given sends no body,
    // which a required one cannot be (FINDING: a required body with nothing set is not sent at all).
    // In a form or multipart body an empty list (or one of nulls) is no pair and no part either.
    const gives = (m: unknown) => m !== undefined && m !== null && !(Array.isArray(m) && content.encoding !== "json" && asSent(m) === undefined);
    // (osf.io's registration update is a required body of read-only members only: no call can send one.)
    if (!dataKey) value = kept(value, (v) => typeof v === "object" && v !== null && (!body.required || Object.values(v).some(gives)), "with a member to send in the required body");
    // A body passed whole that is required is given (a schema without a type may draw none).
    else if (body.required) value = value.filter((v) => v !== undefined);
    // Text or bytes sent whole must be some: no bytes is no body on the wire.
    if (content.encoding === "text" || content.encoding === "binary") value = value.filter((v) => (v instanceof Uint8Array ? v.length : String(v).length) > 0);
    // Nor can a form or multipart body carry an empty list: a required one must have a member.
    if (content.encoding === "form") {
      const encodings = body.content[content.mediaType]?.encoding ?? {};
      value = value.filter((v) => Object.entries(encodings).every(([name, encoding]) => unambiguous((v as Record<string, unknown>)[name], encoding)));
    }
    // A list joined in one part cannot hold its separator in a member (multipart escapes nothing).
    if (content.encoding === "multipart") {
      const joined = Object.entries(body.content[content.mediaType]?.encoding ?? {}).flatMap(([name, e]) => {
        const separator = joinedBy(e);
        return separator === undefined ? [] : [[name, separator] as const];
      });
      value = value.filter((v) => joined.every(([name, separator]) => !asSentText((v as Record<string, unknown>)[name]).some((m) => m.includes(separator))));
    }
    if (content.encoding === "form" || content.encoding === "multipart") {
      const resolved = followRefs(schema, context);
      // A read-only member is not sent, required or not (gsmtasks' authentication `token`).
      const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
      const readOnly = (name: string) => properties[name] !== undefined && followRefs(properties[name], context).readOnly === true;
      const required = ((resolved.required as string[] | undefined) ?? []).filter((name) => !readOnly(name));
      // A multipart object is a JSON part even when empty (Zoom's required `content: { type: object }`); in a form it is no pair.
      const givesPart = (m: unknown) => (Array.isArray(m) ? m.some((item) => item !== undefined && item !== null) : m !== undefined && m !== null);
      const given = content.encoding === "multipart" ? givesPart : (m: unknown) => asSent(m) !== undefined;
      value = value.filter((v) => required.every((name) => given((v as Record<string, unknown>)[name])));
    }
    // Another media type than the default is named by a content-type header, which goes with or
    // without a body: those calls send one (calls that send none meet the default's draws).
    if (index > 0 && !dataKey) value = value.filter((v) => Object.values(v as object).some((m) => asSent(m) !== undefined));
    const jsonProperties = Object.entries(body.content[content.mediaType]?.encoding ?? {}).filter(([, e]) => content.encoding === "form" && formJson(e)).map(([name]) => name);
    return value.map((v) => (draw: Draw) => {
      const chosen = wireType(content.mediaType, content.encoding, index > 0);
      // Made of parameters: only the plan's properties are sent (a read-only one is not).
      const sent: Record<string, unknown> = {};
      // A JSON body of any value takes a string as JSON already written (as the builder sends it): pass its JSON text.
      if (dataKey) put(draw.params, dataKey, typeof v === "string" && content.encoding === "json" && !plan.jsonText ? JSON.stringify(v) : v);
      else {
        for (const property of plan.properties!) {
          if (!Object.hasOwn(v as object, property.name)) continue;
          put(draw.params, property.key, (v as Record<string, unknown>)[property.name]);
          put(sent, property.name, (v as Record<string, unknown>)[property.name]);
        }
      }
      const expected = expectedBody(readBackAs(content.encoding, chosen), dataKey ? v : sent, dataKey !== undefined, jsonProperties);
      if (expected === undefined) return;
      if (index > 0) ((draw.params.headers ??= {}) as Record<string, unknown>)["content-type"] = chosen;
      draw.expected.body = expected;
      draw.expected.contentType = chosen;
    });
  }));
  // A media type no value can be sent as (visma's forms, whose pairs no reader can place) is left out
  // while another is on offer: the calls are checked in those.
  const draws = drawn.filter((d): d is fc.Arbitrary<(draw: Draw) => void> => !(d instanceof NoValue));
  if (draws.length === 0) throw drawn[0];
  const any = fc.oneof(...draws);
  return body.required ? any : fc.option(any, { nil: undefined }).map((s) => s ?? (() => {}));
}

/**
 * A multipart/form-data body described as one value, which names no parts: a FormData of a text field
 * and a file, read back part by part. Its content-type is the HTTP client's, whatever a call names.
 */
function formDataDraw(key: string, chosen: boolean): fc.Arbitrary<(draw: Draw) => void> {
  return fc.tuple(fc.stringMatching(/^[\w .-]{0,12}$/), fc.uint8Array({ minLength: 1, maxLength: 16 })).map(([note, bytes]) => (draw: Draw) => {
    const form = new FormData();
    form.append("note", note);
    form.append("file", new Blob([bytes], { type: "application/octet-stream" }), "upload.bin");
    put(draw.params, key, form);
    if (chosen) ((draw.params.headers ??= {}) as Record<string, unknown>)["content-type"] = "multipart/form-data";
    draw.expected.contentType = "multipart/form-data";
    const file = { name: "file", filename: "upload.bin", contentType: "application/octet-stream", base64: Buffer.from(bytes).toString("base64") };
    draw.expected.body = { multipart: [{ name: "note", value: note }, file] };
  });
}

/**
 * A body sent as text or bytes that its schema describes as something else (an image as `type: object`,
 * Swagger 2.0's file converted as `type: object, format: file`, an object as XML taken as written): bytes,
 * or text too where the body is text. Undefined for any other body, drawn from its schema.
 */
function sentAsDescribed(described: JsonSchema, encoding: string): fc.Arbitrary<unknown> | undefined {
  const type = described.type ?? (described.properties ? "object" : described.items ? "array" : undefined);
  if (type === undefined || type === "string" || (encoding !== "binary" && encoding !== "text")) return undefined;
  const bytes = fc.uint8Array({ minLength: 1, maxLength: 16 });
  return encoding === "text" ? fc.oneof(fc.string({ minLength: 1 }), bytes) : bytes;
}

/**
 * How the server reads a body back, by the type it goes as: bytes under a text type (`application/xml`
 * beside a wildcard) as text, text under a bytes type (Spotify's base64 `image/jpeg`) as bytes.
 */
function readBackAs(encoding: string, type: string): string {
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

/** The body the server decodes; none when nothing is sent (a body made of parameters, none of them given). */
function expectedBody(encoding: string, value: unknown, whole: boolean, jsonProperties: readonly string[] = []): Expected["body"] | undefined {
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
      const sent = asParts(value as Record<string, unknown>);
      return Object.keys(sent).length === 0 ? undefined : { decoded: sent };
    }
    case "text":
      // Bytes for a text body (`format: binary` under text/plain) are read back as the server reads text.
      return { text: value instanceof Uint8Array ? Buffer.from(value).toString("utf8") : String(value) };
    default:
      return { base64: Buffer.from(value instanceof Uint8Array ? value : String(value)).toString("base64") };
  }
}

/**
 * A value as a query or form body carries it, read back: text for numbers and booleans, lists and
 * objects member by member; `null`, and lists or objects with nothing in them, are not sent at all.
 */
export function asSent(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const members = value.map(asSent).filter((m) => m !== undefined);
    return members.length > 0 ? members : undefined;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).flatMap(([key, member]) => {
      const sent = asSent(member);
      return sent === undefined ? [] : [[key, sent] as const];
    });
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return String(value);
}

/**
 * Form values without a member that several of the form's objects may have: it goes as a pair no
 * reader can place, the description's ambiguity (visma's `value` of `employee` and `refNbr`). An
 * optional object holding one is left out; a required one may fail the call with that reason.
 */
function withoutAmbiguousPairs(value: fc.Arbitrary<unknown>, schema: JsonSchema, encodings: Record<string, Serialised>, context: JsonSchemaContext, required: boolean): fc.Arbitrary<unknown> {
  const resolved = followRefs(schema, context);
  const shared = sharedMembers(formFields((resolved.properties ?? {}) as Record<string, JsonSchema>, encodings), (s) => followRefs(s, context));
  if (shared.size === 0) return value;
  const needed = new Set(Array.isArray(resolved.required) ? (resolved.required as string[]) : []);
  const holding = (v: Record<string, unknown>) => [...shared].filter(([name, members]) => hasMemberOf(v[name], members)).map(([name]) => name);
  const placeable = value.map((v) => (typeof v === "object" && v !== null ? omit(v as Record<string, unknown>, holding(v as Record<string, unknown>).filter((name) => !needed.has(name))) : v));
  // A required body must keep something to send, and a required object something of its own.
  const given = (m: unknown) => asSent(m) !== undefined;
  const sendable = (v: Record<string, unknown>) =>
    holding(v).length === 0 && (!required || Object.values(v).some(given)) && [...shared.keys()].every((name) => !needed.has(name) || given(v[name]));
  const why = `whose form pairs say whose they are: ${[...shared].map(([name, members]) => `${name}'s ${members.join(", ")}`).join("; ")} may be another object's too`;
  return kept(placeable, (v) => sendable(v as Record<string, unknown>), why, 50);
}

/** A copy of the object without these keys. */
const omit = (object: Record<string, unknown>, keys: readonly string[]) =>
  keys.length === 0 ? object : Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** Is the value an object with a member of these names? */
const hasMemberOf = (value: unknown, names: readonly string[]) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).some((key) => names.includes(key));

/** The members of a list as text (none for anything else). */
const asSentText = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** An object as multipart parts read back: bytes as base64, objects as JSON, lists part by part, the rest as text. */
function asParts(value: Record<string, unknown>): Record<string, unknown> {
  const part = (member: unknown): unknown =>
    member instanceof Uint8Array ? Buffer.from(member).toString("base64") : typeof member === "object" ? JSON.parse(JSON.stringify(member)) : String(member);
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    if (member === undefined || member === null) continue;
    if (!Array.isArray(member)) put(out, name, part(member));
    else if (member.some((m) => (m !== undefined && m !== null))) put(out, name, member.filter((m) => (m !== undefined && m !== null)).map(part));
  }
  return out;
}
