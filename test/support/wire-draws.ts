// Random valid calls of a wire fixture's functions, drawn from the schemas of the description itself,
// and what the validating server must decode from each: every path, query, header and cookie parameter
// here, and the body, in each media type a function offers (wire-body-draws.ts). A value goes on the
// wire as text, so what comes back is compared with the value sent written as text (see `asSent`).
import fc from "fast-check";
import type { Document } from "openapi-backend";
import { isHeaderName, isTransportHeader } from "../../generator/load/http-text.js";
import {
  DATE,
  drawnPattern,
  followRefs,
  kept,
  NoValue,
  orNoValue,
  patternRegExp,
  validValueOf,
  type JsonSchema,
  type JsonSchemaContext,
} from "./arbitrary-params.js";
import { IGNORED_HEADERS, ownPairs as ownPairsOf, refPointer, schemaChecks, splitSuffix } from "./validating-server.js";
import { bodyDraw, type RawBody } from "./wire-body-draws.js";
import { listOrOne, pairsOf, put, queryField, sharedMembers } from "./wire-decoding.js";
import type { WireFunction } from "./wire-sdk.js";
import { asSent, hasMemberOf, optional, unambiguous, type Draw, type Serialised, type Setter } from "./wire-values.js";

export type { Draw } from "./wire-values.js";

interface RawParameter extends Serialised {
  name: string;
  in: string;
  required?: boolean;
  explode?: boolean;
  schema?: JsonSchema;
  content?: Record<string, { schema?: JsonSchema }>;
}

/** What each location's draws read: the function, its parameters as described, and how to draw their values. */
interface DrawSource {
  f: WireFunction;
  /** The operation's parameters and its path item's, each once (`$ref`s followed). */
  parameters: RawParameter[];
  follow: <T>(value: T) => T;
  /** Values drawn as JSON (bodies, and parameters described by a JSON `content`). */
  bodyContext: JsonSchemaContext;
  /** Values drawn as a parameter's text. */
  parameterContext: JsonSchemaContext;
}

/**
 * A parameter's value as a server reads it before its schema's types coerce it: text, a list of texts,
 * or an object of texts (pandascore's `page`, an integer or `{ number, size }`).
 */
function asText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(String);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, String(member)]));
  return String(value);
}

/**
 * Does a path parameter's value spell another path of the description, one with a word where this one
 * has the parameter (`spells` in `/api/{endpoint}`, beside `/api/spells`; mist's `zones` in
 * `/sites/{site_id}/{zone_type}/count`, beside `/sites/{site_id}/zones/{zone_id}`)? OpenAPI matches
 * the more concrete path first, so the server takes such a call for the other operation: the
 * description's ambiguity, not the call's.
 */
function spellsOtherPath(description: Document): (f: WireFunction, name: string, value: unknown) => boolean {
  const paths = Object.entries(description.paths ?? {}).map(([path, item]) => ({
    segments: path.split("/"),
    methods: Object.keys(item ?? {}),
  }));
  const isPlaceholder = (segment: string | undefined) => /^\{[^}]*\}$/.test(segment ?? "");
  return (f, name, value) => {
    const template = f.path.split("/");
    const at = template.indexOf(`{${name}}`);
    if (at < 0 || typeof value === "object") return false;
    return paths.some(
      ({ segments, methods }) =>
        segments.length === template.length &&
        methods.includes(f.method.toLowerCase()) &&
        segments.every((segment, i) =>
          i === at
            ? segment === String(value)
            : segment === template[i] || isPlaceholder(segment) || isPlaceholder(template[i]),
        ),
    );
  };
}

/**
 * Does the value hold the text between its placeholder and another in the same path segment (the `.`
 * of callfire's `{key}.{extension}`), as given or percent-encoded (the `F` of `%2F` in vtex's
 * `{windowDay}F{windowStartTime}`)? The server could not tell where one value ends.
 */
function holdsSeparator(path: string, name: string, value: unknown): boolean {
  const segment = path.split("/").find((s) => s.includes(`{${name}}`)) ?? "";
  if ((segment.match(/\{/g) ?? []).length < 2) return false;
  const literals = segment
    .split(/\{[^}]*\}/)
    .slice(1, -1)
    .filter((text) => text !== "");
  return literals.some((text) => String(value).includes(text) || encodeURIComponent(String(value)).includes(text));
}

/**
 * The one value a required parameter may take (an `enum` of one, or `const`), which a call may leave
 * out and the server must read all the same; undefined for any other parameter.
 */
function onlyValueOf(parameter: RawParameter, follow: <T>(value: T) => T): { value: unknown } | undefined {
  const schema = follow(parameter.schema ?? {});
  if (!parameter.required || schema.nullable === true) return undefined;
  const values = Object.hasOwn(schema, "const")
    ? [schema.const]
    : Array.isArray(schema.enum)
      ? (schema.enum as unknown[])
      : [];
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
  const follow = <T>(value: T): T =>
    typeof (value as { $ref?: unknown })?.$ref === "string"
      ? follow(at(refPointer((value as { $ref: string }).$ref)) as T)
      : value;
  const fits = schemaChecks(description);
  const resolve = (ref: string) => at(refPointer(ref)) as JsonSchema;
  const bodyContext: JsonSchemaContext = { resolve, fits: fits.body };
  const parameterContext: JsonSchemaContext = {
    resolve,
    binaryAsText: true,
    fits: (schema, value) => fits.parameter(schema, asText(value)),
  };
  const spellsOther = spellsOtherPath(description);

  return (f) => {
    const item = at(`#/paths/${f.path.replaceAll("~", "~0").replaceAll("/", "~1")}`) as Record<string, unknown> & {
      parameters?: unknown[];
    };
    const operation = item[f.method.toLowerCase()] as {
      parameters?: unknown[];
      requestBody?: unknown;
    };
    // A parameter the operation and its path item both declare (asana's `opt_fields`) is the operation's, once.
    const listed = [...(operation.parameters ?? []), ...(item.parameters ?? [])].map((p) => follow(p) as RawParameter);
    const parameters = listed.filter((p, i) => listed.findIndex((q) => q.in === p.in && q.name === p.name) === i);
    const source: DrawSource = {
      f,
      parameters,
      follow,
      bodyContext,
      parameterContext,
    };
    const path = pathDraws(source, spellsOther);
    const parts = [
      ...path.parts,
      ...jsonQueryDraws(source),
      ...queryDraws(source, path.ownQueryKeys),
      ...headerDraws(source),
      ...cookieDraws(source),
    ];
    const body = follow(operation.requestBody) as RawBody | undefined;
    if (f.plan.routing.body && body) parts.push(bodyDraw(f, body, bodyContext));

    return fc.tuple(...parts).map((setters) => {
      const draw: Draw = {
        params: {},
        expected: { path: {}, query: {}, headers: {}, cookies: {} },
      };
      for (const set of setters) set(draw);
      return draw;
    });
  };
}

/**
 * Path parameters, in the order of the path's placeholders (and of the url's variables). A placeholder
 * in the path's own query that a query parameter names is that parameter, required (medium.com's
 * `?query={query}`): `ownQueryKeys` gives the url variable's key it is drawn under with the query's.
 */
function pathDraws(
  { f, parameters, follow, bodyContext, parameterContext }: DrawSource,
  spellsOther: ReturnType<typeof spellsOtherPath>,
) {
  const keys = f.plan.routing.path.flatMap((part) =>
    typeof part === "string" ? [] : part.variables.map((v) => v.key),
  );
  const ownQueryKeys = new Map<string, string>();
  const parts: fc.Arbitrary<Setter>[] = [];
  [...f.path.matchAll(/\{([^}]+)\}/g)].forEach(([, name = ""], index) => {
    const parameter = parameters.find((p) => p.in === "path" && p.name === name);
    if (!parameter) return void ownQueryKeys.set(name, keys[index]!);
    // Described as JSON (stream's ids): any valid value, sent as its JSON text, read back as the same JSON.
    const json = parameter.content?.["application/json"];
    if (json)
      return void parts.push(
        validValueOf(follow(json.schema ?? {}), bodyContext).map(
          (v) => (draw) => (put(draw.params, keys[index]!, v), put(draw.expected.path, name, v)),
        ),
      );
    const value = validValueOf(follow(parameter.schema ?? {}), parameterContext).filter(
      // An empty segment, `.` or `..` never reaches a server: URL parsers remove dot segments. Nor
      // can it tell apart a value that spells another operation's more concrete path, or that holds
      // the text between two placeholders.
      (v) =>
        v !== null &&
        v !== "" &&
        v !== "." &&
        v !== ".." &&
        asSent(v) !== undefined &&
        unambiguous(v, { style: parameter.style ?? "simple" }) &&
        !spellsOther(f, name, v) &&
        !holdsSeparator(f.path, name, v),
    );
    parts.push(
      value.map((v) => (draw) => (put(draw.params, keys[index]!, v), put(draw.expected.path, name, asSent(v)))),
    );
  });
  return { parts, ownQueryKeys };
}

/** Query parameters described as JSON: any valid value, sent as JSON text, read back as the same JSON. */
function jsonQueryDraws({ f, parameters, follow, bodyContext }: DrawSource): fc.Arbitrary<Setter>[] {
  return parameters
    .filter((p) => p.in === "query" && p.content?.["application/json"])
    .map((parameter) => {
      const field = f.plan.routing.query.find((q) => decodeURIComponent(q.name) === parameter.name)!;
      const value = validValueOf(follow(parameter.content!["application/json"]!.schema ?? {}), bodyContext);
      const set = value.map(
        (v) => (draw: Draw) => (put(draw.params, field.key, v), put(draw.expected.query, parameter.name, v)),
      );
      return parameter.required ? set : optional(set);
    });
}

/** Query parameters written by their style. */
function queryDraws(
  { f, parameters, follow, parameterContext }: DrawSource,
  ownQueryKeys: Map<string, string>,
): fc.Arbitrary<Setter>[] {
  // A query parameter the path's own query holds goes there, once: its value is the path's (opensuse's `?view=status`).
  const ownPairs = new Map(pairsOf(ownPairsOf(splitSuffix(f.path)[1]).join("&")));
  // An exploded object's members that another parameter may send too (Elastic Beanstalk's `Tier.Version`
  // beside `Version`): pairs no reader can place, which routegen warns of (form-pairs-ambiguous).
  const fields = parameters.filter((p) => p.in === "query").map(queryField);
  const shared = sharedMembers(fields, (schema) => followRefs(schema, parameterContext));
  return parameters
    .filter((p) => p.in === "query" && !p.content)
    .map((parameter) => {
      const own = ownPairs.get(parameter.name);
      if (own !== undefined) {
        const value = listOrOne([own], parameter.schema ?? {}, (schema) => follow(schema));
        return fc.constant((draw: Draw) => put(draw.expected.query, parameter.name, value));
      }
      const ownQueryKey = ownQueryKeys.get(parameter.name);
      const field =
        ownQueryKey !== undefined
          ? { key: ownQueryKey }
          : f.plan.routing.query.find((q) => decodeURIComponent(q.name) === parameter.name);
      if (!field) throw new Error(`${f.operationId}: no parameter for query \`${parameter.name}\``);
      const required = parameter.required || ownQueryKey !== undefined;
      // A required list must have a member: an empty one is not sent at all (RFC 6570: it is undefined).
      // A list of empty objects (mastodon's markers' `timeline`) has none the wire carries: the call fails so.
      const drawn = orNoValue(() =>
        kept(
          validValueOf(follow(parameter.schema ?? {}), parameterContext),
          (v) => v !== null && (!required || asSent(v) !== undefined) && unambiguous(v, parameter),
          `for query parameter ${parameter.name} can be sent`,
          20,
        ),
      );
      // An optional parameter no value fits (data2crm's date-time whose pattern is a date's) is left out.
      if (drawn instanceof NoValue) {
        if (required) throw drawn;
        return fc.constant(() => {});
      }
      let value = drawn;
      const clashing = shared.get(parameter.name);
      if (clashing)
        value = kept(
          value,
          (v) => !hasMemberOf(v, clashing),
          `whose pairs say whose they are: ${parameter.name}'s ${clashing.join(", ")} may be another's too`,
          50,
        );
      // One member of a list-or-text parameter (vercel's `domain`, peertube's `tagsOneOf`) is the text a
      // server reads: `domain=a` is either, exploded or not.
      const readBack = (sent: unknown) =>
        Array.isArray(sent) ? listOrOne(sent as string[], parameter.schema ?? {}, follow) : sent;
      const set = value.map((v) => (draw: Draw) => {
        put(draw.params, field.key, v);
        const sent = asSent(v);
        if (sent !== undefined) put(draw.expected.query, parameter.name, readBack(sent));
      });
      // A required parameter of one value may be left out: it is sent with that value all the same.
      const only = onlyValueOf(parameter, follow);
      if (only === undefined) return required ? set : optional(set);
      return optional(set, (draw) => put(draw.expected.query, parameter.name, readBack(asSent(only.value))));
    });
}

/**
 * Headers: text a header can hold; two spellings of one name are one header, the operation's if it
 * has one (codeartifact's required `x-amz-content-sha256` over its path's optional `X-Amz-Content-Sha256`).
 * Accept, Content-Type and Authorization parameters are none (OpenAPI says to ignore them), nor are
 * the headers fetch writes itself (vercel's `Content-Length`), nor a name no header can have
 * (notion's `""`: routegen leaves it out, param-not-sent).
 */
function headerDraws({ parameters, follow, bodyContext }: DrawSource): fc.Arbitrary<Setter>[] {
  const declared = parameters.filter(
    (p) =>
      p.in === "header" &&
      !IGNORED_HEADERS.has(p.name.toLowerCase()) &&
      !isTransportHeader(p.name) &&
      isHeaderName(p.name),
  );
  const headers = [...new Map(declared.reverse().map((p) => [p.name.toLowerCase(), p])).values()];
  return headers.map((parameter) => {
    const name = parameter.name.toLowerCase();
    // Described as JSON (apideck's upload metadata), a header is JSON text the caller writes (routegen
    // types it a string), read back as the value it holds.
    const json = parameter.content?.["application/json"];
    const drawn = orNoValue(() =>
      json
        ? validValueOf(follow(json.schema ?? {}), bodyContext)
            .map((v) => ({ text: JSON.stringify(v), read: v }))
            .filter(({ text }) => /^[\x20-\x7e]*$/.test(text)) // what a header can carry
        : headerValue(follow(parameter.schema ?? {}), follow).map((v) => ({ text: v, read: asSent(v) })),
    );
    // An optional header no value fits is left out of every call; a required one fails the function.
    if (drawn instanceof NoValue) {
      if (parameter.required) throw drawn;
      return fc.constant(() => {});
    }
    const sent: fc.Arbitrary<{ text: unknown; read: unknown }> = drawn;
    const set = sent.map(({ text, read }) => (draw: Draw) => {
      ((draw.params.headers ??= {}) as Record<string, unknown>)[name] = text;
      draw.expected.headers[name] = read;
    });
    // A required header of one value may be left out: it is sent with that value all the same.
    const only = json ? undefined : onlyValueOf(parameter, follow);
    if (only === undefined) return parameter.required ? set : optional(set);
    return optional(set, (draw) => void (draw.expected.headers[name] = asSent(only.value)));
  });
}

/** Cookies: plain values, `name=value` in the cookie header. */
function cookieDraws({ f, parameters, follow, parameterContext }: DrawSource): fc.Arbitrary<Setter>[] {
  return parameters
    .filter((p) => p.in === "cookie")
    .map((parameter) => {
      const field = f.plan.routing.cookies?.find((c) => c.name === parameter.name);
      if (!field) throw new Error(`${f.operationId}: no parameter for cookie \`${parameter.name}\``);
      const value = validValueOf(follow(parameter.schema ?? {}), parameterContext).filter(
        (v) => v !== null && (!parameter.required || asSent(v) !== undefined) && unambiguous(v, { style: "cookie" }),
      );
      const set = value.map((v) => (draw: Draw) => {
        put(draw.params, field.key, v);
        const sent = asSent(v);
        if (sent !== undefined) put(draw.expected.cookies, parameter.name, sent);
      });
      return parameter.required ? set : optional(set);
    });
}

/** Text of a header's `format`, for those the draws know. */
function formattedHeaderValue(format: unknown): fc.Arbitrary<string> | undefined {
  if (format === "date-time") return DATE.map((d) => d.toISOString());
  if (format === "date") return DATE.map((d) => d.toISOString().slice(0, 10));
  if (format === "uuid") return fc.uuid();
  if (format === "ipv4") return fc.ipV4();
  if (format === "byte") return fc.base64String({ minLength: 4, maxLength: 24 });
  if (format === "uri") return fc.webUrl().filter((v) => /^[\x21-\x7e]+$/.test(v));
  return undefined;
}

/**
 * Text a header can carry (no control characters, no leading or trailing space); a list or an object
 * (style simple) of such members, none holding the `,` that separates them.
 */
function headerValue(schema: JsonSchema, follow: <T>(value: T) => T): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.type === "integer" || schema.type === "number") {
    const min = typeof schema.minimum === "number" ? Math.ceil(schema.minimum) : 0;
    return fc.integer({
      min,
      max: typeof schema.maximum === "number" ? Math.floor(schema.maximum) : min + 1_000_000,
    });
  }
  if (schema.type === "boolean") return fc.boolean();
  const formatted = formattedHeaderValue(schema.format);
  // A pattern holds for a formatted value too: data2crm's date-time between slashes (`/^\d{4}-...$/`) takes none.
  if (formatted && typeof schema.pattern === "string") {
    const pattern = patternRegExp(schema.pattern, "u");
    return kept(formatted, (v) => pattern.test(v), `matches ${schema.pattern}`, 100);
  }
  if (formatted) return formatted;
  // A pattern (whapi's api keys) is drawn from as a string's is, keeping what a header can carry and
  // the lengths (Apple's unanchored `["][ -~]{1000}["]`, at most 1,002 characters).
  if (typeof schema.pattern === "string") {
    const pattern = patternRegExp(schema.pattern, "u");
    const min = typeof schema.minLength === "number" ? schema.minLength : 0;
    const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
    return fc
      .stringMatching(drawnPattern(pattern, min, max === Infinity ? undefined : max))
      .filter(
        (v) =>
          pattern.test(v) && /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(v) && v.length >= min && v.length <= max,
      );
  }
  if (schema.type === "array")
    return fc.array(headerValue(follow((schema.items ?? {}) as JsonSchema), follow), { minLength: 1, maxLength: 4 });
  if (schema.type === "object") {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
    const members = Object.fromEntries(properties.map(([key, member]) => [key, headerValue(follow(member), follow)]));
    return fc
      .record(members, { requiredKeys: [] })
      .filter((value) => Object.keys(value).length > 0)
      .map((value) => ({ ...value }));
  }
  return fc.stringMatching(/^[A-Za-z0-9+/=._-]{1,24}$/);
}
