// How a server reads what a client sent, written here independently of routegen's runtime: query pairs
// and form bodies decoded by each parameter's (or property's) OpenAPI style, multipart bodies part by
// part. The validating server checks the results against the description; the wire tests compare them
// with the values the generated functions were given.
import { parse as parseYaml } from "yaml";

/** A name and a value as they arrived, percent-decoded (`+` is a space, as form readers take it). */
export type Pair = [name: string, value: string];

/** A JSON Schema of the description as written (`$ref`s not followed). */
export type Schema = { readonly [keyword: string]: unknown };

/** One parameter or form property: its name, schema and OpenAPI serialisation. */
export interface Field {
  name: string;
  schema: Schema;
  /** `tabDelimited`: Swagger 2.0's `collectionFormat: tsv` (written `x-collectionFormat: tsv` in 3.0). */
  style: "form" | "spaceDelimited" | "pipeDelimited" | "tabDelimited" | "deepObject";
  explode: boolean;
  /** Described by a JSON `content`: its one value is JSON text. */
  json?: boolean;
  /**
   * A form body property in style form, exploded: objects (and lists in lists) inside its list or
   * object arrive in brackets (`lines[0][sku]=a`, `address[city]=Oslo`), an object's list a pair per
   * item, as a form reader (qs, PHP, Rails) nests them.
   */
  brackets?: boolean;
}

/** OpenAPI's default for `explode`: true for style `form`, false for every other style. */
export const explodes = (style: string, explode: boolean | undefined): boolean => explode ?? style === "form";

/** Follows local `$ref`s (`#/components/schemas/x`) to the schema they name. */
export type Resolve = (schema: Schema) => Schema;

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));

/**
 * The pairs of a query or form body as written: split on `&` and the first `=` before any decoding,
 * so that a `,` or `|` sent as `%2C` / `%7C` inside a value stays data (see `splitRaw`).
 */
export function rawPairs(text: string): [name: string, rawValue: string][] {
  if (text === "") return [];
  return text.split("&").map((pair) => {
    const at = pair.indexOf("=");
    return at < 0 ? [decode(pair), ""] : [decode(pair.slice(0, at)), pair.slice(at + 1)];
  });
}

/** The pairs decoded, in order. */
export const pairsOf = (text: string): Pair[] => rawPairs(text).map(([name, raw]) => [name, decode(raw)]);

/** Does the schema (or one of its alternatives) take a list? An object? */
function accepts(schema: Schema | undefined, kind: "array" | "object", resolve: Resolve): boolean {
  if (!schema) return false;
  const s = resolve(schema);
  if (
    s.type === kind ||
    (kind === "array" ? s.items !== undefined : s.properties !== undefined || s.additionalProperties !== undefined)
  )
    return true;
  return [s.anyOf, s.oneOf, s.allOf].some(
    (list) => Array.isArray(list) && (list as Schema[]).some((member) => accepts(member, kind, resolve)),
  );
}

/** Does the schema (or one of its alternatives) take a plain value: a string, number or boolean? */
function acceptsPlain(schema: Schema | undefined, resolve: Resolve): boolean {
  if (!schema) return true;
  const s = resolve(schema);
  const alternatives = [s.anyOf, s.oneOf].filter(Array.isArray) as Schema[][];
  if (alternatives.length > 0) return alternatives.some((list) => list.some((member) => acceptsPlain(member, resolve)));
  const type = s.type ?? (s.items ? "array" : s.properties ? "object" : undefined);
  return type !== "array" && type !== "object";
}

/** The names of an object schema's properties, its alternatives' among them. */
function propertyNames(schema: Schema | undefined, resolve: Resolve): string[] {
  if (!schema) return [];
  const s = resolve(schema);
  const alternatives = [s.anyOf, s.oneOf, s.allOf].flatMap((list) => (Array.isArray(list) ? (list as Schema[]) : []));
  return [
    ...new Set([
      ...Object.keys((s.properties as object | undefined) ?? {}),
      ...alternatives.flatMap((member) => propertyNames(member, resolve)),
    ]),
  ];
}

/** Does the object schema say what keys beyond its properties hold (`additionalProperties`: a schema, or `true`)? */
function takesExtraKeys(schema: Schema, resolve: Resolve): boolean {
  const extra = resolve(schema).additionalProperties;
  return extra === true || (typeof extra === "object" && extra !== null);
}

/** The schema of a member (`key`) of an object or list schema, through alternatives. */
function memberSchema(schema: Schema | undefined, key: string, resolve: Resolve): Schema | undefined {
  if (!schema) return undefined;
  const s = resolve(schema);
  const own =
    /^\d*$/.test(key) && s.items ? (s.items as Schema) : (s.properties as Record<string, Schema> | undefined)?.[key];
  if (own) return own;
  if (typeof s.additionalProperties === "object") return s.additionalProperties as Schema;
  for (const list of [s.anyOf, s.oneOf, s.allOf]) {
    for (const member of Array.isArray(list) ? (list as Schema[]) : []) {
      const found = memberSchema(member, key, resolve);
      if (found) return found;
    }
  }
  return undefined;
}

/** An object without a prototype: names such as `constructor` or `__proto__` are data like any other. */
export const bare = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

/** Sets a key as an own property, `__proto__` included. */
export function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * An object schema's properties, those of its `allOf` members among them (Azure's `Domain`, whose
 * `location` and `tags` come from `allOf: [Resource]`): the properties a form body of it writes.
 */
export function objectProperties(schema: Schema, resolve: Resolve): Record<string, Schema> {
  const s = resolve(schema);
  const parts = Array.isArray(s.allOf) ? (s.allOf as Schema[]).map((member) => objectProperties(member, resolve)) : [];
  return Object.assign({}, ...parts, (s.properties as Record<string, Schema> | undefined) ?? {}) as Record<
    string,
    Schema
  >;
}

/** The fields of a form body: its schema's properties, each written as its encoding says. */
export function formFields(properties: Record<string, Schema>, encodings: Record<string, Encoding> = {}): Field[] {
  return Object.entries(properties).map(([name, schema]): Field => {
    const encoding = encodings[name];
    const style = (encoding?.style ?? "form") as Field["style"];
    const explode = explodes(style, encoding?.explode);
    const json = formJson(encoding);
    return {
      name,
      schema,
      style,
      explode,
      ...(json ? { json: true } : {}),
      ...(style === "form" && explode && !json ? { brackets: true } : {}),
    };
  });
}

/** A query parameter as a description writes it, as far as queryField() reads it. */
export interface QueryParameter {
  name: string;
  style?: string;
  explode?: boolean;
  schema?: Schema;
  content?: Record<string, { schema?: Schema }>;
  "x-collectionFormat"?: string;
}

/** A query parameter as the decoder reads it: by its style (Swagger 2.0's `tsv` one of its own), or as JSON text. */
export function queryField(p: QueryParameter): Field {
  const style = p["x-collectionFormat"] === "tsv" ? "tabDelimited" : ((p.style ?? "form") as Field["style"]);
  const json = p.content?.["application/json"];
  if (json) return { name: p.name, schema: json.schema ?? {}, style, explode: false, json: true };
  return {
    name: p.name,
    schema: p.schema ?? {},
    style,
    explode: style !== "tabDelimited" && explodes(style, p.explode),
  };
}

type Encoding = Parameters<typeof formJson>[0];

/** Is the field an object whose members go as pairs of their own (`from=a&to=b`), as decodePairs() reads it? */
const explodedObject = (field: Field, resolve: Resolve) =>
  !field.json &&
  field.style !== "deepObject" &&
  field.explode &&
  !accepts(field.schema, "array", resolve) &&
  accepts(field.schema, "object", resolve);

/**
 * For each exploded object of the fields, its members whose pairs no reader can place: one another
 * object may have too (visma's `employee` and `refNbr`, each a `{ value }`), or one named as a field
 * (agco's `Definition.ContentDefinitionID` beside `ContentDefinitionID`, a pair decodePairs() gives the
 * field). Such a member goes as a pair of its own (`value=a`), and no reader can tell whose it is.
 */
export function sharedMembers(fields: readonly Field[], resolve: Resolve): Map<string, string[]> {
  const declared = new Set(fields.map((f) => f.name));
  const members = new Map(
    fields.filter((f) => explodedObject(f, resolve)).map((f) => [f.name, propertyNames(f.schema, resolve)]),
  );
  const count = new Map<string, number>();
  for (const names of members.values()) for (const name of names) count.set(name, (count.get(name) ?? 0) + 1);
  const shared = [...members].map(
    ([field, names]) => [field, names.filter((name) => declared.has(name) || count.get(name)! > 1)] as const,
  );
  return new Map(shared.filter(([, names]) => names.length > 0));
}

/**
 * Decodes pairs into values by the fields declared: `deepObject` names (`created[gt]`) into nested
 * objects (lists where the schema takes one and every key is an index), exploded `form` lists from
 * repeated names, unexploded ones and the delimited styles split on their separator. Names no field
 * claims are kept as they came (a list when repeated), for the validator to reject.
 */
export function decodePairs(
  raw: [string, string][],
  fields: readonly Field[],
  resolve: Resolve,
): Record<string, unknown> {
  const out = bare();
  const claimed = new Set<number>();
  const claim = (test: (name: string) => boolean) =>
    raw.flatMap(([name, value], index) =>
      !claimed.has(index) && test(name) ? (claimed.add(index), [[name, value] as [string, string]]) : [],
    );
  const declared = new Set(fields.map((f) => f.name));
  // A map takes none of the names another exploded object names as its members (Azure's `tags` beside `properties`).
  const named = new Set(
    fields.filter((f) => explodedObject(f, resolve)).flatMap((f) => propertyNames(f.schema, resolve)),
  );

  for (const field of fields) {
    const { name, schema, style, explode } = field;
    if (field.json) {
      const [pair] = claim((n) => n === name);
      if (pair) put(out, name, JSON.parse(decode(pair[1])));
    } else if (style === "deepObject") {
      const pairs = claim((n) => n === name || n.startsWith(`${name}[`));
      if (pairs.length > 0) put(out, name, deepValue(pairs, name, schema, resolve));
    } else if (explodedObject(field, resolve)) {
      // An exploded form object: its members are pairs of their own (`from=a&to=b`). A plain value of
      // an object-or-number union (pandascore's `page`) is one pair under the field's name.
      const plain = acceptsPlain(schema, resolve) ? claim((n) => n === name) : [];
      const members = propertyNames(schema, resolve).filter((m) => !declared.has(m) || m === name);
      // A map (microcks' `queryMap`, `additionalProperties: string`) has any name no field or object member has.
      const map = takesExtraKeys(schema, resolve);
      const pairs = claim((n) => {
        const member = field.brackets ? n.replace(/\[.*$/, "") : n;
        return members.includes(member) || (map && !declared.has(member) && !named.has(member));
      });
      if (plain.length > 0) put(out, name, decode(plain[0]![1]));
      else if (pairs.length > 0)
        put(
          out,
          name,
          field.brackets ? bracketed(pairs, schema, resolve) : objectOf(pairs.map(([n, v]) => [n, decode(v)])),
        );
    } else if (field.brackets && raw.some(([n], i) => !claimed.has(i) && n.startsWith(`${name}[`))) {
      put(
        out,
        name,
        deepValue(
          claim((n) => n === name || n.startsWith(`${name}[`)),
          name,
          schema,
          resolve,
        ),
      );
    } else {
      const pairs = claim((n) => n === name);
      if (pairs.length === 0) continue;
      const separator = explode
        ? undefined
        : style === "spaceDelimited"
          ? /%20|\+| /i
          : style === "pipeDelimited"
            ? /%7C|\|/i
            : style === "tabDelimited"
              ? /%09|\t/i
              : ",";
      const values = pairs.map(([, v]) => v);
      if (separator !== undefined && values.length === 1) {
        const parts = values[0]!.split(separator).map(decode);
        const asObject = !accepts(schema, "array", resolve) && accepts(schema, "object", resolve);
        put(
          out,
          name,
          asObject
            ? objectOf(pairsIn(parts))
            : accepts(schema, "array", resolve)
              ? listOrOne(parts, schema, resolve)
              : decode(values[0]!),
        );
      } else {
        put(out, name, listOrOne(values.map(decode), schema, resolve));
      }
    }
  }
  for (const [index, [name, value]] of raw.entries()) {
    if (claimed.has(index)) continue;
    const previous = out[name];
    put(out, name, previous === undefined ? decode(value) : [previous, decode(value)].flat());
  }
  return out;
}

/**
 * An exploded form object's members, each a value of its own: in brackets (`address[city]=Oslo`), a
 * list as a pair per item (`tags=a&tags=b`), or text.
 */
function bracketed(pairs: [string, string][], schema: Schema, resolve: Resolve): Record<string, unknown> {
  const object = bare();
  for (const member of new Set(pairs.map(([n]) => n.replace(/\[.*$/, "")))) {
    const own = pairs.filter(([n]) => n === member || n.startsWith(`${member}[`));
    const inner = memberSchema(schema, member, resolve) ?? {};
    const values = own.map(([, v]) => decode(v));
    if (own.some(([n]) => n !== member)) put(object, member, deepValue(own, member, inner, resolve));
    else put(object, member, listOrOne(values, inner, resolve));
  }
  return object;
}

/** Repeated values are a list; one is a list where the schema takes only lists (one of a list-or-text union is the text). */
export const listOrOne = (values: string[], schema: Schema, resolve: Resolve): unknown =>
  values.length > 1 || (accepts(schema, "array", resolve) && !acceptsPlain(schema, resolve)) ? values : values[0];

const pairsIn = (items: string[]): [string, string][] =>
  items.flatMap((item, i) => (i % 2 === 0 ? [[item, items[i + 1] ?? ""]] : []));

function objectOf(pairs: [string, string][]): Record<string, unknown> {
  const object = bare();
  for (const [key, value] of pairs) put(object, key, value);
  return object;
}

/** `name[a][b]=v` pairs as a tree; a pair named `name` alone (a union's scalar) is the value itself. */
function deepValue(pairs: [string, string][], name: string, schema: Schema, resolve: Resolve): unknown {
  const plain = pairs.filter(([n]) => n === name).map(([, v]) => decode(v));
  if (plain.length > 0 && plain.length === pairs.length) return plain.length === 1 ? plain[0] : plain;
  const root = bare();
  for (const [fullName, value] of pairs) {
    const keys = [...fullName.slice(name.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
    let node = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) put(node, key === "" ? String(Object.keys(node).length) : key, decode(value));
      else {
        if (typeof node[key] !== "object") put(node, key, bare());
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return listsWhereDeclared(root, schema, resolve);
}

/** Objects whose keys are all indexes become lists (in index order) where the schema takes a list. */
function listsWhereDeclared(node: unknown, schema: Schema | undefined, resolve: Resolve): unknown {
  if (typeof node !== "object" || node === null) return node;
  const record = node as Record<string, unknown>;
  const keys = Object.keys(record);
  if (accepts(schema, "array", resolve) && keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => listsWhereDeclared(record[k], memberSchema(schema, k, resolve), resolve));
  }
  for (const key of keys)
    put(record, key, listsWhereDeclared(record[key], memberSchema(schema, key, resolve), resolve));
  return record;
}

/** One part of a multipart body as it arrived. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; text?: string; base64?: string };

/** Is this a JSON media type (`application/json`, `*+json`)? */
export const isJson = (type: string) => /^(application\/(.+\+)?json|text\/json)$/i.test(type.split(";")[0]!.trim());
const isYaml = (type: string) => /^(application|text)\/(x-)?yaml$/i.test(type.split(";")[0]!.trim());
export const isXml = (type: string) => /^(application|text)\/(.+\+)?xml$/i.test(type.split(";")[0]!.trim());
/** Is this a media type of text (text/*, JSON, YAML, XML), shown as text rather than bytes? */
export const isText = (type: string) => /^text\//i.test(type) || isJson(type) || isYaml(type) || isXml(type);

/**
 * Does a form property go as its JSON text? OpenAPI: when its encoding names a JSON `contentType` and
 * none of `style`, `explode`, `allowReserved` (any of those written wins over `contentType`).
 */
export const formJson = (
  encoding: { contentType?: string; style?: string; explode?: boolean; allowReserved?: boolean } | undefined,
): boolean =>
  encoding?.contentType !== undefined &&
  isJson(encoding.contentType) &&
  encoding.style === undefined &&
  encoding.explode === undefined &&
  encoding.allowReserved === undefined;

/**
 * Is a part's content type one its encoding's `contentType` allows: a single media type (never a list or
 * a range) of those listed, ranges taking their types; bytes of a type unknown to the client
 * (application/octet-stream) where only ranges are listed.
 */
export function partTypeAllowed(type: string, declared: string): boolean {
  const essence = type.split(";")[0]!.trim().toLowerCase();
  if (essence === "" || essence.includes(",") || essence.includes("*")) return false;
  const listed = declared.split(",").map((d) => d.split(";")[0]!.trim().toLowerCase());
  if (listed.every((d) => d.includes("*")) && essence === "application/octet-stream") return true;
  return listed.some((d) => d === essence || d === "*/*" || (d.endsWith("/*") && essence.startsWith(d.slice(0, -1))));
}

/** Reads a multipart body with the boundary its content-type names, as fetch's own reader does. */
export async function partsOf(body: Buffer, contentType: string): Promise<Part[]> {
  const request = new Request("http://127.0.0.1/", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  });
  const entries: [string, FormDataEntryValue][] = [];
  (await request.formData()).forEach((entry, name) => entries.push([name, entry]));
  const parts: Part[] = [];
  for (const [name, entry] of entries) {
    if (typeof entry === "string") parts.push({ name, value: entry });
    else {
      const bytes = Buffer.from(await entry.arrayBuffer());
      const content = isText(entry.type) ? { text: bytes.toString("utf8") } : { base64: bytes.toString("base64") };
      parts.push({ name, filename: entry.name, contentType: entry.type, ...content });
    }
  }
  return parts;
}

/**
 * The name of a part that carries a binary property (`format: binary`, or a list of such) as a text
 * field rather than a file: OpenAPI sends bytes as a part of their own type (application/octet-stream
 * by default), and servers read a file from a part with a filename only.
 */
export function fileSentAsText(parts: readonly Part[], schema: Schema, resolve: Resolve): string | undefined {
  const binary = (s: Schema | undefined) => s !== undefined && resolve(s).format === "binary";
  for (const part of parts) {
    if (!("value" in part)) continue;
    const member = memberSchema(schema, part.name, resolve);
    if (binary(member) || binary(member && (resolve(member).items as Schema | undefined))) return part.name;
  }
  return undefined;
}

/** How a form property or a part is written (OpenAPI's Encoding object). */
export interface Serialisation {
  style?: string;
  explode?: boolean;
}

/**
 * The separator a multipart list arrives joined by in one part: a style written that does not
 * explode (a Swagger 2.0 collectionFormat upgraded: csv `a,b`, ssv `a b`, pipes `a|b`); undefined
 * for a part per member, the default.
 */
export function joinedBy(encoding: Serialisation | undefined): string | undefined {
  if (!encoding || encoding.explode === true || encoding.style === "deepObject") return undefined;
  const separators: Record<string, string> = { spaceDelimited: " ", pipeDelimited: "|" };
  return separators[encoding.style ?? ""] ?? (encoding.explode === false ? "," : undefined);
}

/**
 * A multipart body's value: one member per part name, a list where the schema takes one (or the name is
 * repeated, or its encoding joins it in one part); JSON and YAML parts parsed, text parts as text, other files as base64.
 */
export function multipartValue(
  parts: readonly Part[],
  schema: Schema,
  resolve: Resolve,
  encoding: Record<string, Serialisation> = {},
): Record<string, unknown> {
  const out = bare();
  for (const part of parts) {
    const value =
      "value" in part ? part.value : part.text === undefined ? part.base64! : parsed(part.text, part.contentType);
    const list = accepts(memberSchema(schema, part.name, resolve), "array", resolve);
    const separator =
      list && typeof value === "string"
        ? joinedBy(Object.hasOwn(encoding, part.name) ? encoding[part.name] : undefined)
        : undefined;
    if (separator !== undefined) {
      put(out, part.name, (value as string).split(separator));
      continue;
    }
    const previous = out[part.name];
    // Each part is one item of a list, even a list itself (nordigen's list of lists: `[]` twice).
    put(
      out,
      part.name,
      previous === undefined
        ? list
          ? [value]
          : value
        : list
          ? [...(previous as unknown[]), value]
          : [previous, value],
    );
  }
  return out;
}

function parsed(text: string, contentType: string): unknown {
  try {
    if (isJson(contentType)) return bareCopy(JSON.parse(text));
    if (isYaml(contentType)) return bareCopy(parseYaml(text));
  } catch {
    // Not what its type says: the text itself, for the validator to reject.
  }
  return text;
}

/** A JSON value with every object made prototype-free (for validation: `constructor` is not inherited). */
export function bareCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(bareCopy);
  if (typeof value !== "object" || value === null) return value;
  const out = bare();
  for (const key of Object.keys(value)) put(out, key, bareCopy((value as Record<string, unknown>)[key]));
  return out;
}

/** A path, header or cookie parameter: its name, schema and OpenAPI style (`form` is a cookie's). */
export interface StyledField {
  name: string;
  schema: Schema;
  style: "simple" | "label" | "matrix" | "form";
  explode: boolean;
}

/**
 * A path segment's, a header's or a cookie's text read back by the parameter's style and schema, as
 * the OpenAPI style table writes them: `simple` `a,b` and `R,100,G,200` (`R=100,G=200` exploded),
 * `label` `.a,b` (`.a.b` exploded), `matrix` `;x=a,b` (`;x=a;x=b`, `;R=100;G=200` exploded); a
 * cookie's `form` text as `simple`'s, its exploded pairs gathered by the caller (`cookieValues`).
 * Path text comes percent-encoded: members are split first, then decoded, so that an encoded `,` is
 * data. Headers and cookies come as sent (`decodeText` is then the identity, or the cookie's decoding).
 */
export function styledValue(
  text: string,
  field: StyledField,
  resolve: Resolve,
  decodeText: (text: string) => string = decodeURIComponent,
): unknown {
  const { style, explode, name, schema } = field;
  let members: string[];
  if (style === "matrix") {
    // `;x=a;x=b`, `;R=100;G=200`, or `;x=a,b`; `;x` alone is the empty text.
    const pairs = text
      .split(";")
      .slice(1)
      .map((pair) =>
        pair.includes("=") ? [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] : [pair, ""],
      );
    if (explode && asObject(schema, resolve)) return objectOf(pairs.map(([k, v]) => [decodeText(k!), decodeText(v!)]));
    members = explode ? pairs.map(([, v]) => v!) : (pairs[0]?.[1] ?? "").split(",");
    if (!explode && decodeText(pairs[0]?.[0] ?? "") !== name) return text;
  } else {
    const body = style === "label" ? text.slice(1) : text;
    members = body.split(style === "label" && explode ? "." : ",");
    if (explode && asObject(schema, resolve))
      return objectOf(
        members.map((m) => [decodeText(m.slice(0, m.indexOf("="))), decodeText(m.slice(m.indexOf("=") + 1))]),
      );
  }
  if (asObject(schema, resolve)) return objectOf(pairsIn(members.map(decodeText)));
  if (accepts(schema, "array", resolve)) return members.map(decodeText);
  return decodeText(members.join(style === "label" && explode ? "." : ","));
}

/** A schema that takes an object and no list: its text is read as `key,value` pairs. */
const asObject = (schema: Schema, resolve: Resolve) =>
  !accepts(schema, "array", resolve) && accepts(schema, "object", resolve);

/** A cookie header's pairs in order, values percent-decoded (as the `cookie` package reads each). */
export function cookiePairs(header: string): Pair[] {
  return header
    .split(/;\s*/)
    .filter((pair) => pair.includes("="))
    .map((pair) => [pair.slice(0, pair.indexOf("=")).trim(), decodeCookie(pair.slice(pair.indexOf("=") + 1).trim())]);
}

const decodeCookie = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Cookie parameters read back from a cookie header's pairs by their style (form): unexploded lists and
 * objects split on `,`; exploded lists from repeated names, exploded objects from their members' names.
 */
export function cookieValues(
  pairs: readonly Pair[],
  fields: readonly StyledField[],
  resolve: Resolve,
): Record<string, unknown> {
  const out = bare();
  for (const field of fields) {
    const { name, schema, explode } = field;
    if (explode && asObject(schema, resolve)) {
      const members = Object.keys((resolve(schema).properties as object | undefined) ?? {});
      const found = pairs.filter(([n]) => members.includes(n));
      if (found.length > 0) put(out, name, objectOf(found));
      continue;
    }
    const values = pairs.filter(([n]) => n === name).map(([, v]) => v);
    if (values.length === 0) continue;
    // One value of a list-or-text union is the text, as in a query.
    if (explode && accepts(schema, "array", resolve) && (values.length > 1 || !acceptsPlain(schema, resolve)))
      put(out, name, values);
    else
      put(
        out,
        name,
        styledValue(values[0]!, { ...field, explode: false }, resolve, (text) => text),
      );
  }
  return out;
}
