import fc from "fast-check";
import type { ApiModel, Schema } from "../../generator/model.js";
import type { ParamField, RoutePlan } from "../../generator/plan/routing/index.js";

/**
 * Random valid values for a model schema: unicode and reserved characters (`/ ? # % + &`) in strings,
 * arrays, nested objects, optional members left out or `undefined`. Recursion is cut at `depth`.
 */
export function valueOf(schema: Schema, model: ApiModel, depth = 0): fc.Arbitrary<unknown> {
  const value = baseValue(schema, model, depth);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

/** Keys of maps: reserved characters and unicode too, never a name with a meaning of its own (`__proto__`). */
const EXTRA_KEYS = ["extra", "a b", "key/1", "é", "x?y"];

const RESERVED = ["/", "?", "#", "%", "+", "&", "=", ",", ":", "a b", "%41", "é", "日本", "😀", "[x]", "'"];

export const text: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.constantFrom(...RESERVED),
  fc.array(fc.constantFrom(...RESERVED, "a", "Z", "0"), { maxLength: 5 }).map((parts) => parts.join("")),
);

function baseValue(schema: Schema, model: ApiModel, depth: number): fc.Arbitrary<unknown> {
  switch (schema.kind) {
    case "string":
      return text;
    case "integer":
      return fc.integer({ min: -5, max: 1_000_000 });
    case "number":
      return fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "binary":
      return fc.oneof(text, fc.uint8Array({ maxLength: 8 }));
    case "unknown":
      return fc.oneof(text, fc.integer(), fc.boolean());
    case "enum":
      return schema.values.length > 0 ? fc.constantFrom(...schema.values) : fc.constant(null);
    case "array":
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(schema.items, model, depth + 1), { maxLength: 3 });
    case "object": {
      const entries = schema.properties.filter((p) => p.required || depth < 3);
      const declared = fc.record(
        Object.fromEntries(entries.map((p) => [p.name, valueOf(p.schema, model, depth + 1)])),
        { requiredKeys: entries.filter((p) => p.required).map((p) => p.name) },
      );
      if (schema.additionalProperties === undefined || depth >= 3) return declared;
      // A map (`additionalProperties`): a few more keys, the declared ones win.
      const more = schema.additionalProperties === true ? { kind: "unknown" as const } : schema.additionalProperties;
      const extra = fc.dictionary(fc.constantFrom(...EXTRA_KEYS), valueOf(more, model, depth + 1), {
        maxKeys: 2,
        noNullPrototype: true,
      });
      return fc.tuple(extra, declared).map(([map, record]) => ({ ...map, ...record }));
    }
    case "ref": {
      const named = model.types.find((t) => t.name === schema.name);
      return named && depth < 6 ? valueOf(named.schema, model, depth + 1) : fc.constant(null);
    }
    case "union":
      return schema.members.length > 0
        ? fc.oneof(...schema.members.map((m) => valueOf(m, model, depth + 1)))
        : fc.constant(null);
    case "intersection":
      return fc
        .tuple(...schema.members.map((m) => valueOf(m, model, depth + 1)))
        .map((parts) => Object.assign({}, ...parts.filter((p) => typeof p === "object" && p !== null)) as unknown);
  }
}

/**
 * Parameters for a planned route: its fields, and when its body is one of several objects (`oneOf`),
 * the fields of one of them.
 */
export function paramsOfRoute(
  routing: Pick<RoutePlan, "fields" | "bodyAlternatives">,
  model: ApiModel,
): fc.Arbitrary<Record<string, unknown>> {
  const alternatives = routing.bodyAlternatives ?? [[]];
  return fc.oneof(...alternatives.map((fields) => paramsOf([...routing.fields, ...fields], model)));
}

/** Parameters for a route's fields: required ones always, optional ones left out, `undefined`, or set. */
export function paramsOf(fields: readonly ParamField[], model: ApiModel): fc.Arbitrary<Record<string, unknown>> {
  const arbitraries: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of fields) {
    const value = valueOf(field.schema, model);
    arbitraries[field.key] = field.required ? value : fc.oneof(value, fc.constant(undefined));
  }
  return fc.record(arbitraries, { requiredKeys: fields.filter((f) => f.required).map((f) => f.key) });
}

/** A schema of an OpenAPI 3.0 description as written: JSON, `$ref`s not followed. */
export type JsonSchema = { readonly [keyword: string]: unknown };

export interface JsonSchemaContext {
  /** The schema a local `$ref` (`#/components/schemas/x`) points at. */
  resolve(ref: string): JsonSchema;
  /** Does `value` fit `schema`? When given, a `oneOf` keeps only values that fit exactly one member. */
  fits?: (schema: JsonSchema, value: unknown) => boolean;
  /** Draw text for `format: binary`: the value is written as text (a url, a header, a form body). */
  binaryAsText?: boolean;
  /**
   * A form body: a list or an object without members is no pair, so one a value must hold (a required
   * member, an item of a list) has one.
   */
  containersHaveMembers?: boolean;
}

/**
 * Random values that a validator accepts for an OpenAPI 3.0 schema: `enum`, `format`, `pattern`,
 * `minimum`/`maximum` (and numeric `exclusiveMinimum`/`exclusiveMaximum`), `multipleOf`, string
 * lengths, item counts, `uniqueItems`, `required`, `additionalProperties`, `min/maxProperties`,
 * `nullable`, `allOf`/`anyOf`/`oneOf`, `not` (where the context checks values); bytes for `format:
 * binary`. `readOnly` properties are never generated (a request does not carry them). Strings
 * without constraints mix unicode and reserved characters as `text` does. Optional parts are cut
 * beyond a nesting depth so recursive schemas stay finite.
 */
export function validValueOf(schema: JsonSchema, context: JsonSchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH)
    throw new Error(`schema nested deeper than ${MAX_DEPTH} levels: ${JSON.stringify(schema).slice(0, 200)}`);
  const resolved = followRefs(schema, context);
  if (Array.isArray(resolved.enum)) return fc.constantFrom(...(resolved.enum as unknown[]));
  if (Object.hasOwn(resolved, "const")) return fc.constant(resolved.const);
  // OpenAPI 3.1's type lists (`[string, "null"]`): a value of one of the types.
  if (Array.isArray(resolved.type))
    return fc.oneof(
      ...(resolved.type as string[]).map((type) =>
        type === "null" ? fc.constant(null) : validValueOf({ ...resolved, type }, context, depth + 1),
      ),
    );
  const typed = typedValueOf(resolved, context, depth);
  // `not` (here.com's country codes: 200 to 999, but not 800 to 899): values its schema refuses.
  const not = resolved.not as JsonSchema | undefined;
  const fits = context.fits;
  const value =
    typeof not === "object" && not !== null && fits
      ? kept(typed, (v) => !fits(not, v), "outside its `not` schema")
      : typed;
  // Without `type`, OpenAPI 3.0's `nullable` has nothing to add `null` to (validators such as ajv agree).
  return resolved.nullable === true && resolved.type !== undefined ? fc.oneof(value, fc.constant(null)) : value;
}

/** A schema that takes no value: an optional member or list item of it is left out, a required one fails the call. */
export class NoValue extends Error {}

/** What `make` returns, or the NoValue error it throws (any other is thrown on). */
export function orNoValue<T>(make: () => T): T | NoValue {
  try {
    return make();
  } catch (error) {
    if (error instanceof NoValue) return error;
    throw error;
  }
}

/** The values of a schema, or none when it takes none. */
function valuesOrNone(
  schema: JsonSchema,
  context: JsonSchemaContext,
  depth: number,
): fc.Arbitrary<unknown> | undefined {
  const values = orNoValue(() => validValueOf(schema, context, depth));
  return values instanceof NoValue ? undefined : values;
}

/** Beyond this depth only required members are generated; deeper still is a schema we cannot bound. */
const OPTIONAL_DEPTH = 4;
const MAX_DEPTH = 24;

/** The schema a chain of local `$ref`s ends at. */
export function followRefs(schema: JsonSchema, context: JsonSchemaContext): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string"; hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${current.$ref}`);
    current = context.resolve(current.$ref);
  }
  return current;
}

function typedValueOf(schema: JsonSchema, context: JsonSchemaContext, depth: number): fc.Arbitrary<unknown> {
  const { allOf, anyOf, oneOf, ...own } = schema;
  const rest = Array.isArray(allOf ?? anyOf ?? oneOf) ? withRequiredBeside(own) : own;
  if (Array.isArray(allOf)) {
    const follow = (m: JsonSchema) => followRefs(m, context);
    // A oneOf or anyOf beside allOf holds as well (DigitalOcean's firewall, whose base is an allOf
    // itself): drawn from once allOf's members are one schema.
    const besides = { ...rest, ...(oneOf === undefined ? {} : { oneOf }), ...(anyOf === undefined ? {} : { anyOf }) };
    return validValueOf(mergeSchemas([besides, ...(allOf as JsonSchema[]).map(follow)], follow), context, depth + 1);
  }
  const alternatives = (Array.isArray(oneOf) ? oneOf : Array.isArray(anyOf) ? anyOf : undefined) as
    JsonSchema[] | undefined;
  if (alternatives) {
    // The schema's own keywords hold for every alternative: one of another type than its own (an
    // object beside `type: array`, in APIs.guru's GitHub Enterprise) takes no value.
    const follow = (m: JsonSchema) => followRefs(m, context);
    const typed = alternatives.filter((m) => sameType(rest.type, follow(m).type));
    const values = fc.oneof(
      ...(typed.length > 0 ? typed : alternatives).map((m) =>
        validValueOf(mergeSchemas([rest, follow(m)], follow), context, depth + 1),
      ),
    );
    const { fits } = context;
    return Array.isArray(oneOf) && fits
      ? exactlyOne(values, (v) => alternatives.filter((m) => fits(m, v)).length === 1)
      : values;
  }
  // `format: binary` without a type is a file's bytes, as routegen reads it (vtex's catalogue imports).
  const type =
    schema.type ??
    (schema.properties ? "object" : schema.items ? "array" : schema.format === "binary" ? "string" : undefined);
  const step = schema.multipleOf;
  if ((type === "number" || type === "integer") && typeof step === "number" && step > 0)
    return multiplesOf(schema, step);
  // A number of format int32 or int64 (circuitsandbox's) is an integer to a validator that checks formats.
  switch (type === "number" && (schema.format === "int32" || schema.format === "int64") ? "integer" : type) {
    case "string":
      return stringOf(schema, context.binaryAsText === true);
    case "integer":
      return integerBetween(
        bound(schema.minimum ?? schema.exclusiveMinimum, -1000, -Number.MAX_SAFE_INTEGER),
        bound(schema.maximum ?? schema.exclusiveMaximum, 1_000_000_000, Number.MAX_SAFE_INTEGER),
      ).filter(withinExclusive(schema));
    case "number":
      return fc
        .double({
          min: bound(schema.minimum ?? schema.exclusiveMinimum, -1e6, -1e6),
          max: bound(schema.maximum ?? schema.exclusiveMaximum, 1e6, 1e6),
          noNaN: true,
          noDefaultInfinity: true,
        })
        .map((n) => (n === 0 ? 0 : n)) // -0 is sent as 0
        .filter(withinExclusive(schema));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayOf(schema, context, depth);
    case "object":
      return objectOf(schema, context, depth);
    default:
      // Any value; one that is a string or a number still meets the string or number keywords
      // (loket's `threshold`, a pattern and bounds without a type).
      return fc.oneof(
        stringOf(schema, context.binaryAsText === true),
        typedValueOf({ ...schema, type: "integer" }, context, depth),
        fc.boolean(),
      );
  }
}

/**
 * The values of a `oneOf` that fit exactly one alternative. Alternatives that overlap wholly
 * (DigitalOcean's droplet actions: a snapshot is an action with one more optional member) take no
 * value: a sample of the draws tells so, and the call fails with that reason instead of drawing forever.
 */
function exactlyOne(values: fc.Arbitrary<unknown>, fitsOne: (value: unknown) => boolean): fc.Arbitrary<unknown> {
  return kept(values, fitsOne, "fits exactly one of a oneOf's alternatives: they overlap, and JSON Schema takes none");
}

/**
 * The values `keep` keeps, or, when none of a sample is kept, a `NoValue` error that says why
 * (`no value drawn <why>`) instead of a filter that draws forever.
 */
export function kept<T>(
  values: fc.Arbitrary<T>,
  keep: (value: T) => boolean,
  why: string,
  sample = 200,
): fc.Arbitrary<T> {
  // A few first: most filters keep one of them, and the whole sample costs (a pattern's, for each string drawn).
  const keeps = (runs: number, seed: number) => fc.sample(values, { numRuns: runs, seed }).some(keep);
  if (!keeps(Math.min(5, sample), 1) && !keeps(sample, 2)) throw new NoValue(`no value of ${sample} drawn ${why}`);
  return values.filter(keep);
}

/**
 * `allOf` as one schema: properties and `required` united, `nullable` if no member says it is not,
 * other keywords of later members win. A property more than one member declares is their merge
 * (Apple's `method: string` in a base, its `enum` in the schema that extends it); `follow` reads a `$ref`.
 */
function mergeSchemas(given: JsonSchema[], follow: (schema: JsonSchema) => JsonSchema): JsonSchema {
  // A member's own members required beside its allOf (ShipEngine's `address` inside `shipping_address`) are drawn too.
  const schemas = given.map((schema) =>
    withUndeclared(Array.isArray(schema.allOf ?? schema.anyOf ?? schema.oneOf) ? withRequiredBeside(schema) : schema),
  );
  // Jira's screen types: `allOf` of a schema that requires `defaultScreen` and declares `default`.
  schemas.forEach(refuseContradictoryRequired);
  const properties: Record<string, JsonSchema> = {};
  for (const schema of schemas) {
    for (const [key, member] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      properties[key] = Object.hasOwn(properties, key)
        ? mergeSchemas([follow(properties[key]!), follow(member)], follow)
        : member;
    }
  }
  // A name only a member without properties requires (GitHub's Pages update: `anyOf: [{ required:
  // [public] }, ...]`, `public` described nowhere) is no parameter routegen knows: not drawn.
  const named = (name: string) => Object.keys(properties).length === 0 || Object.hasOwn(properties, name);
  const required = [
    ...new Set(schemas.flatMap((s) => (Array.isArray(s.required) ? (s.required as string[]) : []))),
  ].filter(named);
  const merged = Object.assign({}, ...schemas) as Record<string, unknown>;
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = required;
  else delete merged.required;
  // null is a value of the whole only if it is one of each member (3.0's `nullable`, 3.1's type
  // lists, no type at all): not of Plaid's `allOf: [{ nullable: true, type: object }, { type: object }]`.
  const admitsNull = (s: JsonSchema) =>
    s.nullable !== false &&
    (s.type === undefined ||
      s.nullable === true ||
      s.type === "null" ||
      (Array.isArray(s.type) && s.type.includes("null")));
  const refusesNull = !schemas.every(admitsNull);
  if (refusesNull) merged.nullable = false;
  if (Array.isArray(merged.type) && refusesNull) {
    const types = (merged.type as string[]).filter((t) => t !== "null");
    merged.type = types.length === 1 ? types[0] : types;
  }
  return merged;
}

/**
 * The keywords beside allOf/oneOf/anyOf of an object with no properties of its own: the members its
 * `required` names are members of the whole, whichever member describes them, or none (any value), as
 * routegen reads them (`additionalProperties: false` there included: ShipEngine's addresses).
 */
function withRequiredBeside(schema: JsonSchema): JsonSchema {
  if (schema.properties !== undefined || !Array.isArray(schema.required)) return schema;
  return { ...schema, properties: Object.fromEntries((schema.required as string[]).map((name) => [name, {}])) };
}

/**
 * A schema with the members its `required` names but its properties do not describe (Postmark's
 * `TemplateId`) as properties of any value, or of the extra keys' schema: beside properties of its
 * own (as routegen reads them) or in an object that declares none (vtex's `properties: { type: object,
 * required: [allowsRemap] }`, whose values must have them all the same), and not where no extra key
 * is allowed. A bare `{ required: [name] }` says which of its object's members one alternative needs.
 */
function withUndeclared(schema: JsonSchema): JsonSchema {
  const declared = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const bare = Object.keys(declared).length === 0 && schema.type !== "object";
  if (bare || schema.additionalProperties === false || !Array.isArray(schema.required)) return schema;
  const undeclared = (schema.required as string[]).filter((name) => !Object.hasOwn(declared, name));
  if (undeclared.length === 0) return schema;
  const extra = typeof schema.additionalProperties === "object" ? (schema.additionalProperties as JsonSchema) : {};
  return { ...schema, properties: { ...declared, ...Object.fromEntries(undeclared.map((name) => [name, extra])) } };
}

/**
 * A schema that requires a member it does not declare while it allows no other key takes no value
 * (Jira's security level members require `securitySchemeLevelMembers` and declare `members`): the
 * call fails with that reason instead of drawing a value every validator refuses.
 */
function refuseContradictoryRequired(schema: JsonSchema): void {
  if (schema.additionalProperties !== false || !Array.isArray(schema.required)) return;
  const undeclared = (schema.required as string[]).filter((name) => !Object.hasOwn(schema.properties ?? {}, name));
  if (undeclared.length > 0)
    throw new NoValue(
      `required ${undeclared.join(", ")} is no declared property and additionalProperties is false: JSON Schema takes no value`,
    );
}

/** May a value be of both types (either unsaid, the same, or an integer where a number is)? */
const sameType = (own: unknown, other: unknown) =>
  typeof own !== "string" || typeof other !== "string" || own === other || (own === "number" && other === "integer");

/** JSON Schema's (and OpenAPI 3.1's) numeric `exclusiveMinimum` and `exclusiveMaximum`. */
const withinExclusive = (schema: JsonSchema) => (n: number) =>
  (typeof schema.exclusiveMinimum !== "number" || n > schema.exclusiveMinimum) &&
  (typeof schema.exclusiveMaximum !== "number" || n < schema.exclusiveMaximum);

const bound = (value: unknown, fallback: number, limit: number) =>
  typeof value === "number" ? (limit < 0 ? Math.max(value, limit) : Math.min(value, limit)) : fallback;

/**
 * Whole numbers from `min` to `max`: fc.integer's 32 bits where they hold, else bigints made numbers
 * (Azure NetApp's pool sizes, 4,398,046,511,104 at the least).
 */
function integerBetween(min: number, max: number): fc.Arbitrary<number> {
  const min32 = Math.ceil(min);
  const max32 = Math.floor(max);
  if (min32 > max32) throw new NoValue(`no integer lies from ${min} to ${max}`);
  if (min32 >= -(2 ** 31) && max32 <= 2 ** 31 - 1) return fc.integer({ min: min32, max: max32 });
  return fc.bigInt({ min: BigInt(min32), max: BigInt(max32) }).map(Number);
}

/**
 * Multiples of `step` within the schema's bounds (royalmail's prices: `multipleOf: 0.01`), those a
 * validator finds whole when it divides them: 0.07 / 0.01 is not, in binary floating point.
 */
function multiplesOf(schema: JsonSchema, step: number): fc.Arbitrary<number> {
  const low = Math.ceil(bound(schema.minimum ?? schema.exclusiveMinimum, -1000, -1e9) / step);
  const high = Math.floor(bound(schema.maximum ?? schema.exclusiveMaximum, 1e6, 1e9) / step);
  if (low > high) throw new NoValue(`no multiple of ${step} lies within the bounds`);
  const values = fc.integer({ min: low, max: high }).map((k) => Number((k * step).toPrecision(12)) || 0);
  return kept(values, (v) => withinExclusive(schema)(v) && Number.isInteger(v / step), `a multiple of ${step}`);
}

/** Does the text compile as a regular expression (with `u`, as ajv-formats checks `format: regex`)? */
const compiles = (source: string) => {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
};

/** One code point each, so that a string's length in these is its JSON Schema length. */
const CHARACTERS = [
  "/",
  "?",
  "#",
  "%",
  "+",
  "&",
  "=",
  ",",
  ":",
  " ",
  "[",
  "'",
  "é",
  "日",
  "😀",
  "a",
  "Z",
  "0",
  "-",
  ".",
];

/** A date-time within the years a validator and a server read alike. */
export const DATE = fc.date({
  min: new Date("1970-01-01T00:00:00Z"),
  max: new Date("2100-01-01T00:00:00Z"),
  noInvalidDate: true,
});
const HOST = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const NAME = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,8}$/);

/**
 * A description's `pattern` as a regular expression: with the `u` flag as ajv compiles it, or without
 * where the pattern is valid only so (AWS's and whapi's `\_`, `\ `, `\:`, escapes `u` refuses).
 * Also ajv's engine (its `code.regExp` option), so that values and checks read patterns alike.
 */
export const patternRegExp = Object.assign(
  (pattern: string, flags: string): RegExp => {
    const source = withoutPosixClasses(pattern);
    try {
      return new RegExp(source, flags);
    } catch {
      return new RegExp(source, flags.replace("u", ""));
    }
  },
  { code: "new RegExp" },
);

/** Java's POSIX classes, which AWS's patterns use (`[\p{Alnum}_]`, `\p{XDigit}`), as the ranges they name. */
const POSIX: Record<string, string> = {
  Lower: "a-z",
  Upper: "A-Z",
  Alpha: "A-Za-z",
  Digit: "0-9",
  Alnum: "A-Za-z0-9",
  XDigit: "0-9A-Fa-f",
  Punct: "!-\\/:-@\\[-`{-~",
  Graph: "!-~",
  Print: " -~",
  Blank: " \\t",
  Space: " \\t\\n\\x0B\\f\\r",
  ASCII: "\\x00-\\x7F",
};

/** A pattern with Java's POSIX classes written as ranges: bare inside a character class, bracketed outside. */
function withoutPosixClasses(pattern: string): string {
  let inClass = false;
  return pattern.replace(/\\p\{(\w+)\}|\\.|\[|\]/g, (token, name: string | undefined) => {
    if (token === "[") inClass = true;
    else if (token === "]") inClass = false;
    if (name === undefined || !Object.hasOwn(POSIX, name)) return token;
    return inClass ? POSIX[name]! : `[${POSIX[name]}]`;
  });
}

/**
 * The pattern values are drawn from, then kept where the schema's own holds. fast-check draws from no
 * lookaround (`^(?!aws:)`) and no word boundary (AWS's `\b[a-f0-9]{8}\b-...`): left out. One class
 * repeated (`^[A-Za-z0-9-]+$`, AWS's ids), after characters one each (`[a-zA-Z0-9][a-zA-Z0-9-]*`),
 * takes the schema's lengths as its count: drawn at any length, 36 characters exactly would be long
 * in coming.
 */
export function drawnPattern(pattern: RegExp, min = 0, max?: number): RegExp {
  // Lookarounds are left out of the draw (fast-check cannot draw them) and checked after it: an escaped
  // or bracketed parenthesis inside one (azure's password rule `(?=.*[!@#$%\^&\*\(\)])`) is part of it.
  const source = withoutLookarounds(pattern.source).replace(/\[(?:\\.|[^\]\\])*\]|\\./g, (token) =>
    token === "\\b" || token === "\\B" ? "" : token.startsWith("[") ? literalDashes(token) : token,
  );
  // Characters one each (`[a-z]`, `x`), then one class repeated: AWS's `[a-zA-Z0-9][a-zA-Z0-9-]*` too.
  const repeated = new RegExp(`^\\^?((?:${ONE_CHARACTER})*)(${ONE_CHARACTER})([+*])\\$?$`).exec(source);
  if (min === 0 && max === undefined) return new RegExp(source, pattern.flags);
  // Bounded lengths: the whole text matches, without the text fast-check draws around a pattern
  // that is not anchored (AWS's uuids `[a-f0-9]{8}-...`, exactly 36 characters long), nor a `.*` at
  // either end, which a search for the pattern has anyway (cleanrooms' `.*[0-9a-f]{8}-...-[0-9a-f]{12}.*`).
  if (!repeated) return new RegExp(`^(?:${source.replace(/^\.\*/, "").replace(/(?<!\\)\.\*$/, "")})$`, pattern.flags);
  const fixed = repeated[1]!.match(new RegExp(ONE_CHARACTER, "g"))?.length ?? 0;
  const least = Math.max(min - fixed, repeated[3] === "+" ? 1 : 0);
  return new RegExp(
    `^${repeated[1]}${repeated[2]}{${least},${max === undefined ? "" : Math.max(least, max - fixed)}}$`,
    pattern.flags,
  );
}

/**
 * Text of a pattern, drawn to fit its lengths and as fast-check draws it: AWS transfer's
 * `arn:.*role/.*`, at least 20 characters long, may need the text drawn around it.
 */
function patternText(pattern: RegExp, min: number, max: number | undefined): fc.Arbitrary<string> {
  const bounded = drawnPattern(pattern, min, max);
  const plain = drawnPattern(pattern);
  return bounded.source === plain.source
    ? fc.stringMatching(plain)
    : fc.oneof(fc.stringMatching(bounded), fc.stringMatching(plain));
}

/**
 * The source without its lookarounds, nested groups and all (AWS's scheduled action names:
 * `(?!((^[ ]+.*)|(...)))`): escapes and classes are read whole, so their parentheses do not count.
 */
function withoutLookarounds(source: string): string {
  const tokens = source.match(/\\.|\[(?:\\.|[^\]\\])*\]|\(\?<?[=!]|[^]/g) ?? [];
  let out = "";
  for (let i = 0; i < tokens.length; i++) {
    if (!/^\(\?<?[=!]$/.test(tokens[i]!)) {
      out += tokens[i];
      continue;
    }
    // Skip to the parenthesis that closes this one.
    for (let depth = 1; depth > 0 && i + 1 < tokens.length;) {
      const token = tokens[++i]!;
      if (token.startsWith("(")) depth++;
      else if (token === ")") depth--;
    }
  }
  return out;
}

/** A class's `-` beside a class escape is a dash (codestar's email `[\w-.+]`; `\-` is one already): fast-check reads a range. */
function literalDashes(set: string): string {
  const tokens = set.match(/\\.|[^]/g) ?? [];
  const classEscape = (token: string | undefined) => token !== undefined && /^\\[dDsSwW]$/.test(token);
  return tokens
    .map((token, i) => (token === "-" && (classEscape(tokens[i - 1]) || classEscape(tokens[i + 1])) ? "\\-" : token))
    .join("");
}

/** One character of a pattern: a class, an escape, `.`, or a literal. */
const ONE_CHARACTER = String.raw`\[(?:\\.|[^\]\\])*\]|\\[^pPu]|\.|[^\\[\](){}|*+?^$]`;

/**
 * A string, or bytes for `format: binary` (a file's content: sent as it is, not as JSON) unless
 * `binaryAsText` (where the value is written as text: a url, a header, a form body).
 */
function stringOf(schema: JsonSchema, binaryAsText: boolean): fc.Arbitrary<string | Uint8Array> {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  const pattern = typeof schema.pattern === "string" ? patternRegExp(schema.pattern, "u") : undefined;
  let value: fc.Arbitrary<string>;
  if (schema.format === "date-time") value = DATE.map((d) => d.toISOString());
  else if (schema.format === "date") value = DATE.map((d) => d.toISOString().slice(0, 10));
  else if (schema.format === "time") value = DATE.map((d) => d.toISOString().slice(11, 19) + "Z");
  else if (schema.format === "uri" || schema.format === "uri-reference")
    value = fc.webUrl({ withQueryParameters: true });
  // ajv-formats' `url` is stricter than fast-check's web urls (no `a--b` host label).
  else if (schema.format === "url")
    value = fc.tuple(HOST, HOST).map(([host, path]) => `https://${host}.example.com/${path}`);
  else if (schema.format === "uuid") value = fc.uuid();
  else if (schema.format === "duration")
    value = fc.tuple(fc.nat(400), fc.nat(23), fc.nat(59)).map(([d, h, m]) => `P${d}DT${h}H${m}M`);
  else if (schema.format === "byte") value = fc.base64String({ maxLength: max ?? 24 }).filter((v) => v.length >= min);
  else if (schema.format === "email") value = fc.emailAddress();
  else if (schema.format === "ipv4") value = fc.ipV4();
  else if (schema.format === "ipv6") value = fc.ipV6();
  else if (schema.format === "hostname") value = fc.domain();
  else if (schema.format === "binary" && !binaryAsText)
    return fc.uint8Array({ minLength: min, maxLength: max ?? min + 16 });
  // A regular expression (vercel's team email domain): text that compiles as one, as a validator checks
  // it; one of a pattern (here.com's MAC addresses, `format: regex` by mistake) is drawn from that.
  else if (schema.format === "regex") value = (pattern ? patternText(pattern, min, max) : text).filter(compiles);
  else if (schema.format === "repo.nwo") value = fc.tuple(NAME, NAME).map(([owner, repo]) => `${owner}/${repo}`);
  else if (pattern) value = patternText(pattern, min, max);
  else if (min === 0 && max === undefined) return text;
  else
    return fc.string({
      unit: fc.constantFrom(...CHARACTERS),
      minLength: min,
      maxLength: Math.min(max ?? min + 12, min + 40),
    });
  // A lone surrogate is no text a request can carry (encodeURIComponent throws): an unanchored pattern may draw one.
  const fits = (v: string) =>
    [...v].length >= min &&
    (max === undefined || [...v].length <= max) &&
    (!pattern || pattern.test(v)) &&
    !/\p{Cs}/u.test(v);
  // A pattern no text matches (sagemaker's `^\(...\)$\{1,256\}`, text after its end) takes no value.
  return pattern
    ? kept(value, fits, `matches ${schema.pattern as string} within its lengths`, 100)
    : value.filter(fits);
}

function arrayOf(schema: JsonSchema, context: JsonSchemaContext, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
  const limit = depth >= OPTIONAL_DEPTH ? minLength : minLength + 3;
  const maxLength = typeof schema.maxItems === "number" ? Math.min(schema.maxItems, limit) : limit;
  if (maxLength === 0) return fc.constant([]);
  // Jira's custom context variables take no value, and may be an empty list.
  const itemSchema = withMembers((schema.items ?? {}) as JsonSchema, context);
  const items =
    minLength === 0 ? valuesOrNone(itemSchema, context, depth + 1) : validValueOf(itemSchema, context, depth + 1);
  if (!items) return fc.constant([]);
  return schema.uniqueItems === true
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(items, { minLength, maxLength });
}

/**
 * A list schema with at least one item, and an object schema with at least one member, where they must
 * have members (telegram's form bodies: `shipping_options[0][prices]`; visma's order lines, which
 * require an `inventoryNumber` object).
 */
function withMembers(schema: JsonSchema, context: JsonSchemaContext): JsonSchema {
  if (!context.containersHaveMembers) return schema;
  const resolved = followRefs(schema, context);
  if (resolved.type === "array") {
    const atLeastOne = typeof resolved.minItems === "number" && resolved.minItems >= 1;
    return !atLeastOne && resolved.maxItems !== 0 ? { ...resolved, minItems: 1 } : schema;
  }
  const declares =
    typeof resolved.properties === "object" &&
    resolved.properties !== null &&
    Object.keys(resolved.properties).length > 0;
  const atLeastOne = typeof resolved.minProperties === "number" && resolved.minProperties >= 1;
  // An object of members without a `type` (visma's `{ properties: { value } }`) is drawn as one too.
  const object = resolved.type === "object" || (resolved.type === undefined && declares);
  return object && declares && !atLeastOne && resolved.maxProperties !== 0
    ? { ...resolved, type: "object", minProperties: 1 }
    : schema;
}

function objectOf(
  schema: JsonSchema,
  context: JsonSchemaContext,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  schema = withUndeclared(schema);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  refuseContradictoryRequired(schema);
  const minKeys = typeof schema.minProperties === "number" ? schema.minProperties : 0;
  const maxKeys = typeof schema.maxProperties === "number" ? schema.maxProperties : Infinity;
  // Deep down optional members are drawn only when `minProperties` asks for more keys than the required
  // ones (vercel's route `locale`: none required, at least one), and then only as many as it asks for.
  const deep = depth >= OPTIONAL_DEPTH && minKeys <= required.size;
  // A property of the schema `false` takes no value (vercel's record update has one): it is never drawn.
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema | boolean>).filter(
    (entry): entry is [string, JsonSchema] =>
      entry[1] !== false &&
      followRefs(entry[1] as JsonSchema, context).readOnly !== true &&
      (required.has(entry[0]) || !deep),
  );
  const extra = schema.additionalProperties;
  let value: fc.Arbitrary<Record<string, unknown>>;
  // Deep down only the keys `minProperties` asks for are drawn (vercel's route `headers`, at least one).
  if (properties.length === 0 && extra && (depth < OPTIONAL_DEPTH || minKeys > 0)) {
    const values =
      extra === true
        ? fc.oneof(text, fc.integer(), fc.boolean())
        : validValueOf(extra as JsonSchema, context, depth + 1);
    const most = depth < OPTIONAL_DEPTH ? minKeys + 3 : minKeys;
    // Keys of the form `propertyNames` gives (vercel's edge config items: `^[\w-]+$`).
    const names =
      typeof schema.propertyNames === "object" && schema.propertyNames !== null
        ? (validValueOf(schema.propertyNames as JsonSchema, context, depth + 1) as fc.Arbitrary<string>)
        : fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
    value = fc.dictionary(names, values, { minKeys, maxKeys: Math.min(maxKeys, most) });
  } else {
    value = recordOf(properties, required, { minKeys, maxKeys }, context, depth);
  }
  return value.filter((v) => Object.keys(v).length >= minKeys && Object.keys(v).length <= maxKeys);
}

/**
 * An object of declared members: the required ones always, optional ones that take a value (an optional
 * member that takes none is left out), as many keys as `minProperties` and `maxProperties` allow.
 */
function recordOf(
  properties: [string, JsonSchema][],
  required: ReadonlySet<string>,
  { minKeys, maxKeys }: { minKeys: number; maxKeys: number },
  context: JsonSchemaContext,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const members: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of properties) {
    const values = required.has(name)
      ? validValueOf(withMembers(property, context), context, depth + 1)
      : valuesOrNone(property, context, depth + 1);
    if (values) members[name] = values;
  }
  const requiredKeys = properties.map(([name]) => name).filter((name) => required.has(name));
  const optional = Object.keys(members).filter((name) => !required.has(name));
  if (maxKeys >= requiredKeys.length + optional.length && minKeys <= requiredKeys.length)
    return fc.record(members, { requiredKeys });
  // Fewer keys allowed than optional members (Jira's JsonNode: 37 of them, at most 10): the optional
  // keys are chosen first, within the bounds; drawing each and filtering would hardly ever fit.
  const most = Math.min(optional.length, Math.max(0, maxKeys - requiredKeys.length));
  const fewest = Math.min(most, Math.max(0, minKeys - requiredKeys.length));
  const bounds = { minLength: fewest, maxLength: depth >= OPTIONAL_DEPTH ? fewest : most };
  return fc
    .subarray(optional, bounds)
    .chain((chosen) => fc.record(Object.fromEntries([...requiredKeys, ...chosen].map((key) => [key, members[key]!]))));
}
