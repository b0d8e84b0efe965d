// A local HTTP server that checks each request it receives against an OpenAPI 3.0 description and
// answers 200 with a JSON verdict, so a test can send real requests and assert on every one.
//
// The client sends to 127.0.0.1 and names the url it was given in `x-original-url`. The server finds
// which of the description's servers that url is under (its host, base path and variables) and the
// operation the rest of it matches; openapi-backend (ajv underneath) splits and validates the path,
// query and header parameters. What that library leaves to its user is done here: the query decoded
// by each parameter's style (test/support/wire-decoding.ts), the body read by its actual content-type
// (JSON, form pairs by the media type's `encoding`, multipart parts) and validated against the schema
// of the media type it matches, and the checks that the content-type is one the operation declares,
// that a body is sent where one is required and none where none is taken, and that the url is one of
// the operation's servers.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Ajv, type ErrorObject } from "ajv";
import ajvFormats from "ajv-formats";
import { OpenAPIBackend, OpenAPIRouter, type Document, type Request } from "openapi-backend";
import { isTransportHeader, namesMediaType } from "../../generator/load/http-text.js";
import { patternRegExp } from "./arbitrary-params.js";
import {
  bare,
  bareCopy,
  cookiePairs,
  cookieValues,
  put,
  queryField,
  decodePairs,
  explodes,
  fileSentAsText,
  formFields,
  objectProperties,
  isJson,
  isText,
  isXml,
  multipartValue,
  partTypeAllowed,
  pairsOf,
  partsOf,
  rawPairs,
  styledValue,
  type Field,
  type Pair,
  type Part,
  type Schema,
  type StyledField,
} from "./wire-decoding.js";

/** The header that carries the url the client was given (it sends to 127.0.0.1 instead). */
export const ORIGINAL_URL = "x-original-url";
/** The response header that carries the verdict on a HEAD request, as base64 JSON. */
export const VERDICT_HEADER = "x-verdict";
/** Header parameters OpenAPI says to ignore: media types and security schemes describe these headers. */
export const IGNORED_HEADERS: ReadonlySet<string> = new Set(["accept", "content-type", "authorization"]);

/** The server's answer to one request. */
export interface Verdict {
  /** The operation that the method and path matched. */
  operationId?: string;
  /** Why the description rejects the request: empty when it accepts it. */
  errors: string[];
  received: Received;
  wire: Wire;
  /**
   * The request as each other operation whose checks it passes too: operations that a path's suffix
   * alone tells apart (Box's `PUT /files/{file_id}#add_shared_link` and `PUT /files/{file_id}`) may
   * take the very same request.
   */
  others?: Verdict[];
}

/** What arrived, decoded as a server would: the test compares it with what it sent. */
export interface Received {
  host?: string;
  /** Path parameters of the matched operation. */
  path: Record<string, string>;
  /** Every query parameter as the list of its values, in order. */
  query: Record<string, string[]>;
  /** The body's media type, without parameters such as charset. */
  contentType?: string;
  body?: { json: unknown } | { text: string } | { base64: string };
}

/** The request in full, as it arrived: for assertions on exactly what went on the wire. */
export interface Wire {
  method: string;
  /** The url the client was given. */
  url: string;
  /** The description's server it is under (its url as written) and the values of its variables. */
  server?: { url: string; variables: Record<string, string> };
  /** Query pairs, decoded, in order. */
  query: Pair[];
  /** Every header but the transport's own (host, connection, content-length, x-original-url). */
  headers: Record<string, string>;
  body?: WireBody;
  /**
   * Parameters and body decoded by their styles and encodings, before type coercion; `headers` holds the
   * header parameters typed as lists or objects (plain ones are in `headers` as they came).
   */
  decoded: {
    path: Record<string, unknown>;
    query: Record<string, unknown>;
    headers: Record<string, unknown>;
    cookies: Record<string, unknown>;
    body?: unknown;
  };
}

export type WireBody =
  { json: unknown } | { text: string } | { base64: string } | { form: Pair[] } | { multipart: Part[] };

export interface ValidatingServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/**
 * Reads an OpenAPI 3.0 description (JSON) for `startValidatingServer`, with the adaptation
 * `forValidation` makes.
 */
export function readDescription(file: string): Document {
  return forValidation(JSON.parse(readFileSync(file, "utf8")) as Document);
}

/**
 * A description adapted for ajv, which compiles JSON Schema draft 7 and 2020-12, not OpenAPI 3.0's
 * draft 4 subset, to the same meaning. Changes `document` in place:
 * - the `$id` keys inside examples are removed (ajv reads them as schema ids);
 * - in OpenAPI 3.0, the schema keywords beside a `$ref` are removed: 3.0 ignores them, and routegen
 *   reads the `$ref` alone (`nullable` aside, which it honours and these draws then never use);
 * - a `nullable` beside `allOf`, `oneOf` or `anyOf` admits null as well as what they admit, as
 *   routegen types it (`X | null`) and as such descriptions mean it (Plaid's nullable addresses: 3.0.3
 *   read to the letter would let the members' `type: object` refuse the null); so does a `{ type: null }`
 *   member of allOf among others (Codat's nullable references);
 * - any other `nullable` without a `type` beside it is removed: ajv refuses to compile such a schema,
 *   and OpenAPI 3.0.3 gives `nullable` effect only alongside `type` in the same schema object;
 * - draft 4's boolean `exclusiveMinimum` and `exclusiveMaximum` (svix's, Azure's) become the numbers
 *   they make exclusive, which is what ajv reads;
 * - `enum` members of another type than the schema's go by the type, as a server typed by it reads
 *   them: `"2"` of an integer is 2, `true` of a string `"true"` (Bungie's, Stack Exchange's), members
 *   of no such value are dropped, and an array's members are its items' values (Zoom's); a `null`
 *   member makes the schema nullable (YNAB's);
 */
export function forValidation(document: Document): Document {
  withoutExampleIds(document);
  if (String(document.openapi).startsWith("3.0")) withoutRefSiblings(document);
  adaptForAjv(document);
  return document;
}

/**
 * ajv registers every `$id` of a document, examples' too: Box's example metadata repeats one
 * (`"$id": "01234500-..."`), which ajv refuses as an ambiguous reference. Examples are not validated.
 */
function withoutExampleIds(node: unknown, inExample = false): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) return node.forEach((item) => withoutExampleIds(item, inExample));
  const record = node as Record<string, unknown>;
  if (inExample) delete record.$id;
  for (const [key, value] of Object.entries(record))
    withoutExampleIds(value, inExample || key === "example" || key === "examples");
}

/** Keywords OpenAPI 3.0 ignores beside a schema's `$ref` (Xero's `Contact: { $ref: Contact, type: string }`), and ajv would apply. */
const REF_SIBLINGS = [
  "type",
  "format",
  "enum",
  "properties",
  "items",
  "additionalProperties",
  "required",
  "allOf",
  "oneOf",
  "anyOf",
  "nullable",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
];

function withoutRefSiblings(document: Document): void {
  inlineRefsIntoRefSiblings(document);
  dropRefSiblings(document);
}

function dropRefSiblings(node: unknown): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) return node.forEach(dropRefSiblings);
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === "string") for (const key of REF_SIBLINGS) delete record[key];
  Object.values(record).forEach(dropRefSiblings);
}

/**
 * A `$ref` into a keyword that dropRefSiblings() removes (dnd5eapi's `.../schema/allOf/3/...`, where
 * that schema is a `$ref` with an `allOf` beside it) replaced by a copy of what it points to, which is
 * what routegen reads there: a JSON pointer names a place in the document, ignored keyword or not.
 */
function inlineRefsIntoRefSiblings(document: Document): void {
  const ignored = new Set<string>();
  const collect = (node: unknown, pointer: string): void => {
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === "string")
      for (const key of REF_SIBLINGS.filter((k) => k in record)) ignored.add(`${pointer}/${key}`);
    for (const [key, value] of Object.entries(record))
      collect(value, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
  };
  collect(document, "#");
  if (ignored.size === 0) return;
  // Each pointer the ref's passes through, looked up: descriptions have thousands of refs and ignored keywords.
  const intoIgnored = (ref: string) => {
    const segments = refPointer(ref).split("/");
    return segments.some((_, i) => i > 0 && ignored.has(segments.slice(0, i + 1).join("/")));
  };
  inlineRefs(document, document, intoIgnored);
}

const COMPOSITIONS = ["allOf", "oneOf", "anyOf"];

function enumByType(schema: { type: string; enum: unknown[]; items?: unknown }): void {
  const scalar = (m: unknown) => m === null || typeof m !== "object";
  if (schema.type === "array" && schema.enum.every(scalar)) {
    const items = (schema.items ?? {}) as Record<string, unknown>;
    schema.items =
      typeof items.$ref === "string" ? { allOf: [items], enum: schema.enum } : { ...items, enum: schema.enum };
    delete (schema as { enum?: unknown }).enum;
    return;
  }
  const asType = (m: unknown): unknown => {
    if (m === null || typeof m === "object") return m;
    if (schema.type === "string") return String(m);
    if (schema.type === "boolean") return m === "true" ? true : m === "false" ? false : m;
    if (schema.type !== "integer" && schema.type !== "number") return m;
    return typeof m === "string" && m !== "" && String(Number(m)) === m ? Number(m) : m;
  };
  const fits = (m: unknown) =>
    m === null ||
    (schema.type === "integer"
      ? Number.isInteger(m)
      : schema.type === "number"
        ? typeof m === "number"
        : typeof m === schema.type || typeof m === "object");
  // A null member is a value too, as routegen reads it (YNAB's `flag_color`, null to clear the flag).
  if (schema.enum.includes(null)) (schema as { nullable?: boolean }).nullable = true;
  const members = schema.enum.map(asType).filter(fits);
  if (members.some((m) => m !== null)) schema.enum = members;
  else if (schema.enum.some((m) => m !== null && !fits(m))) delete (schema as { enum?: unknown }).enum;
}

function adaptForAjv(node: unknown): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) return node.forEach(adaptForAjv);
  const record = node as Record<string, unknown>;
  const isNull = (member: unknown) => (member as { type?: unknown } | null)?.type === "null";
  if (Array.isArray(record.allOf) && record.allOf.some(isNull) && !record.allOf.every(isNull)) {
    record.allOf = record.allOf.filter((member) => !isNull(member));
    record.nullable = true;
  }
  if (record.nullable === true && COMPOSITIONS.some((key) => Array.isArray(record[key]))) {
    const admitted = { ...record };
    delete admitted.nullable;
    for (const key of Object.keys(record)) delete record[key];
    record.anyOf = [{ type: "null" }, admitted];
  }
  if ("nullable" in record && !("type" in record)) delete record.nullable;
  if (Array.isArray(record.enum) && typeof record.type === "string")
    enumByType(record as { type: string; enum: unknown[]; items?: unknown });
  for (const [exclusive, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof record[exclusive] !== "boolean") continue;
    if (record[exclusive] && typeof record[bound] === "number") {
      record[exclusive] = record[bound];
      delete record[bound];
    } else delete record[exclusive];
  }
  Object.values(record).forEach(adaptForAjv);
}

/**
 * The description as requests are checked against it, bodies and parameters: a read-only property is not required
 * (OpenAPI: it is not sent in a request), and `additionalProperties: false` beside `allOf` is dropped
 * (JSON Schema reads it as "no property at all", since allOf's are not this schema's own; descriptions
 * mean "none but allOf's": ShipEngine's bodies), or beside `anyOf`/`oneOf` in an object with no
 * properties of its own (linqr's contact data). Pointers stay those of the description.
 */
const SCALARS = new Set(["string", "number", "integer", "boolean"]);

function forRequests(document: Document): Document {
  const copy = structuredClone(document);
  // A property read-only through its `$ref` (apideck's `id: { $ref: Id }`) is read-only too.
  const readOnly = (property: unknown) =>
    (follow(copy, property, "").value as { readOnly?: boolean } | undefined)?.readOnly === true;
  const relax = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) return node.forEach(relax);
    const record = node as { properties?: Record<string, unknown>; required?: unknown };
    if (Array.isArray(record.required) && typeof record.properties === "object") {
      record.required = record.required.filter((name) => !readOnly(record.properties?.[name as string]));
    }
    const closed = record as {
      allOf?: unknown;
      anyOf?: unknown;
      oneOf?: unknown;
      properties?: unknown;
      additionalProperties?: unknown;
    };
    const composed =
      Array.isArray(closed.allOf) ||
      ((Array.isArray(closed.anyOf) || Array.isArray(closed.oneOf)) && closed.properties === undefined);
    if (composed && closed.additionalProperties === false) delete closed.additionalProperties;
    // ajv compares the items of a uniqueItems list with a deep equality that calls their `valueOf`,
    // which the prototype-free objects bodies are decoded to have not: a list that may hold objects
    // is not checked for repeats (which items it holds is the caller's, sent as given).
    const list = record as { uniqueItems?: unknown; items?: unknown };
    if (
      list.uniqueItems === true &&
      !SCALARS.has(String((follow(copy, list.items, "").value as { type?: unknown } | undefined)?.type))
    )
      delete list.uniqueItems;
    Object.values(record).forEach(relax);
  };
  relax(copy);
  return copy;
}

/** Starts the server on 127.0.0.1 (a free port) for a description read by `readDescription`. */
export async function startValidatingServer(described: Document): Promise<ValidatingServer> {
  const document = withPathItemsInlined(described);
  const api = new OpenAPIBackend({
    // Parameters are checked as bodies are (stream's query objects described as JSON hold read-only members).
    definition: forLibrary(forRequests(document)),
    // `quick`: validators are compiled on an operation's first request, not all 1,000+ at start-up.
    quick: true,
    ignoreTrailingSlashes: false,
    // openapi-backend makes a new ajv for each operation's checks, and ajv compiles JSON Schema's
    // meta-schema to check a schema before its first use (25 ms each time): the description's
    // schemas are not under test, skip that check. Each check runs a few times only: skip ajv's
    // optimisation of the code it compiles too (a third of the compile time).
    // A format ajv does not know (gsmtasks' `datetime`) is ignored without a warning: one per schema
    // compiled, hundreds for one of its calls, which the console took seconds to write.
    ajvOpts: { validateSchema: false, logger: false, code: { optimize: false, regExp: patternRegExp } },
    customizeAjv: withFormats,
  });
  await api.init();
  // The validator looks an operation up in the full list the first time it compiles its checks,
  // and the router builds that list anew each time (4 ms): list the operations once.
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
  // The query comes decoded here (see routeOf): openapi-backend's deep copy of it would give it a
  // prototype again, and with it `constructor` or `toString` as values. A copy without one all the same:
  // the library parses JSON-content values in the copy it reads, then reads them again as text.
  const readQuery = api.router.parseRequestQuery.bind(api.router);
  api.router.parseRequestQuery = (request) =>
    typeof request.query === "object" ? (bareCopy(request.query) as typeof request.query) : readQuery(request);
  // Path, header and cookie parameters come to the validator decoded by their styles (see verdictOf):
  // the library reads each as one text.
  const parseRequest = api.router.parseRequest.bind(api.router);
  api.router.parseRequest = (request, operation) => {
    const parsed = parseRequest(request, operation);
    const styled = STYLED.get(request);
    if (!styled) return parsed;
    return {
      ...parsed,
      params: styled.path,
      headers: { ...(parsed.headers as Record<string, unknown>), ...styled.headers },
      cookies: { ...(parsed.cookies as Record<string, unknown>), ...styled.cookies },
    };
  };
  const context: Context = {
    api,
    document,
    routers: routersByShape(api.definition),
    servers: serverPatterns(document),
    validate: {
      json: schemaValidator(forRequests(document), false),
      text: schemaValidator(forRequests(document), true),
    },
  };
  // A url of hundreds of query parameters (gsmtasks' dashboard filters: 581) is longer than Node's
  // 16 KiB of headers: the server reads what a client sends, and says 431 only past 1 MiB.
  const server = createServer({ maxHeaderSize: 1 << 20 }, (request, response) => {
    void readBody(request)
      .then((body) => verdictOf(context, request, body))
      .catch((error: unknown): Verdict => ({
        errors: [`server: ${error instanceof Error ? error.message : String(error)}`],
        received: { path: {}, query: {} },
        wire: {
          method: request.method ?? "",
          url: "",
          query: [],
          headers: {},
          decoded: { path: {}, query: {}, headers: {}, cookies: {} },
        },
      }))
      .then((verdict) => {
        // One connection per request: a kept-alive one the server closes as the client reuses it
        // would fail a request now and then on a loaded machine.
        const text = JSON.stringify(verdict);
        // A response to HEAD has no body: its verdict comes in a header.
        const head = request.method === "HEAD" ? { [VERDICT_HEADER]: Buffer.from(text).toString("base64") } : {};
        response.writeHead(200, { "content-type": "application/json", connection: "close", ...head });
        response.end(text);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => close(server) };
}

interface Context {
  api: OpenAPIBackend;
  document: Document;
  routers: Map<string, SuffixRouter[]>;
  servers: ServerPattern[];
  /** Validation of a body: JSON as it is; form and multipart values, which arrive as text, coerced. */
  validate: Record<"json" | "text", (pointer: string, value: unknown) => string[]>;
}

/**
 * openapi-backend declares parameters by assigning to plain objects, where `__proto__` would set a
 * prototype: it is given a query parameter of that name under this one, on both sides.
 */
const PROTO_ALIAS = "(__proto__)";

/**
 * The description as openapi-backend is given it. Bodies are read and validated here, by the media
 * type they are sent as: the library sees none (it would validate JSON ones only). Query parameters
 * come to it decoded by their styles: it must not split an unexploded value on `,` again.
 */
function forLibrary(document: Document): Document {
  const copy = structuredClone(document);
  // The library's dereferencer reads a pointer's segments as they are written: percent-decode them
  // first. A `$ref` into the paths (enode's, telstra's) may point where this copy changes things.
  inlineRefs(copy, document, unfollowable);
  decodeRefs(copy);
  for (const [path, item] of Object.entries(copy.paths ?? {}) as [
    string,
    Record<string, { requestBody?: unknown; parameters?: unknown[]; operationId?: string } | undefined>,
  ][]) {
    const operations = HTTP_METHODS.flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      delete operation.requestBody;
      // The library validates by operationId only: one the description leaves out is the generator's `METHOD path`.
      operation.operationId ||= `${method.toUpperCase()} ${path}`;
      return [operation];
    });
    // openapi-backend checks a path item's parameters even where an operation overrides one (the
    // same name and location, as OpenAPI allows): each operation takes those it does not override,
    // followed (the library follows an operation's own `$ref`s once, in place).
    const shared = (item as { parameters?: unknown[] } | undefined)?.parameters?.map(
      (p) => follow(copy, p, "").value as QueryParameter,
    );
    if (shared) {
      const keyOf = (p: unknown) => {
        const { in: location, name } = follow(copy, p, "").value as QueryParameter;
        return `${location} ${name}`;
      };
      for (const operation of operations) {
        const own = new Set((operation.parameters ?? []).map(keyOf));
        operation.parameters = [
          ...shared.filter((p) => !own.has(keyOf(p))).map((p) => structuredClone(p)),
          ...(operation.parameters ?? []),
        ];
      }
      delete (item as { parameters?: unknown[] }).parameters;
    }
    // A path parameter the path's own query places (weatherbit's `?city={city}`) is read here from the
    // query (styledParameters): the library, which looks for it in the path, is not given it.
    const inSuffix = new Set(suffixPlaceholders(path).map(([, name]) => name));
    for (const holder of operations) {
      if (!holder?.parameters) continue;
      // Accept, Content-Type and Authorization parameters are ignored, as OpenAPI says: fetch sends an
      // accept of its own, a body's content-type is its media type's. So are those of the headers the
      // HTTP client writes (azure's required Transfer-Encoding, vercel's Content-Length), which are not
      // what a call chose.
      holder.parameters = holder.parameters.filter((p) => {
        const parameter = follow(copy, p, "").value as QueryParameter;
        return !isIgnoredHeader(parameter) && !(parameter.in === "path" && inSuffix.has(parameter.name ?? ""));
      });
      for (const parameter of holder.parameters as QueryParameter[]) forLibraryQuery(parameter);
    }
  }
  for (const parameter of Object.values(copy.components?.parameters ?? {}) as QueryParameter[])
    forLibraryQuery(parameter);
  return copy;
}

type QueryParameter = { in?: string; name?: string; explode?: boolean };

const isIgnoredHeader = (p: QueryParameter) => {
  const name = p.name?.toLowerCase() ?? "";
  return p.in === "header" && (IGNORED_HEADERS.has(name) || isTransportHeader(name));
};

/** Each `$ref` that `which` picks replaced by a copy of what it points to. */
function inlineRefs(node: unknown, document: Document, which: (ref: string) => boolean, depth = 0): void {
  if (typeof node !== "object" || node === null || depth > 64) return;
  const holder = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(holder)) {
    const ref = (value as { $ref?: unknown } | null)?.$ref;
    if (typeof ref === "string" && which(ref)) holder[key] = structuredClone(follow(document, value, "").value);
    inlineRefs(holder[key], document, which, depth + 1);
  }
}

/**
 * The document with each path item that is a `$ref` (surevoip's `/support/ip-address` is
 * `{ $ref: "#/paths/~1ip-address" }`) replaced by what it points to: the server looks operations up
 * by their path, a pointer walk that follows no `$ref` on its way.
 */
function withPathItemsInlined(document: Document): Document {
  const items = Object.entries(document.paths ?? {});
  if (!items.some(([, item]) => typeof (item as { $ref?: unknown } | undefined)?.$ref === "string")) return document;
  // A copy each: the operations of two urls are told apart (by their `METHOD path`, when unnamed).
  const paths = Object.fromEntries(
    items.map(([path, item]) => [path, structuredClone(follow(document, item, "").value)]),
  );
  return { ...document, paths } as Document;
}

/**
 * A `$ref` the library cannot follow: one into `#/paths/` (bodies are dropped, parameters moved here),
 * or with an escaped `/` or `~` in a segment, which its dereferencer does not unescape (nexmo's
 * `.../content/application~1json/schema/...`).
 */
const unfollowable = (ref: string) => refPointer(ref).startsWith("#/paths/") || ref.includes("~");

/** Each `$ref` of the document written as the pointer it stands for, without percent-escapes. */
function decodeRefs(node: unknown): void {
  if (typeof node !== "object" || node === null) return;
  const holder = node as Record<string, unknown>;
  if (typeof holder.$ref === "string" && holder.$ref.includes("%")) holder.$ref = refPointer(holder.$ref);
  for (const value of Object.values(holder)) decodeRefs(value);
}

function forLibraryQuery(parameter: QueryParameter): void {
  if (parameter.in !== "query") return;
  delete parameter.explode;
  if (parameter.name === "__proto__") parameter.name = PROTO_ALIAS;
}

/**
 * ajv knows no formats by itself (it warns and ignores them): add the standard ones (`date-time`,
 * `date`, `uri`...). `repo.nwo` (GitHub's `owner/repo`) and `base64url` have no definition to check against.
 */
function withFormats(ajv: Ajv): Ajv {
  ajvFormats.default(ajv);
  ajv.addFormat("repo.nwo", true);
  ajv.addFormat("base64url", true);
  return ajv;
}

/** Whether a schema of the description accepts a value. */
export type SchemaCheck = (schema: object, value: unknown) => boolean;

/**
 * Checks of values against schemas of the description, by the ajv configuration the server uses:
 * `body` takes a value as JSON; `parameter` as a path or query parameter arrives, strings coerced
 * to the schema's types as the server's parameter validator does. A schema is found by identity:
 * it must be an object of `document`'s tree.
 */
export function schemaChecks(document: Document): { body: SchemaCheck; parameter: SchemaCheck } {
  const pointers = pointersOf(document);
  const check = (coerceTypes: boolean): SchemaCheck => {
    const validate = schemaValidator(document, coerceTypes);
    return (schema, value) => {
      const pointer = pointers.get(schema);
      if (pointer === undefined)
        throw new Error(`not a schema of the description: ${JSON.stringify(schema).slice(0, 200)}`);
      return validate(pointer, structuredClone(value)).length === 0;
    };
  };
  return { body: check(false), parameter: check(true) };
}

/**
 * Validation against the schema at a JSON pointer of the description (`#/paths/...`): the errors, none
 * when it fits. With `coerceTypes`, strings are taken as the numbers and booleans a schema asks for (as
 * query, form and multipart values arrive), and the value is changed in place to them.
 */
function schemaValidator(document: Document, coerceTypes: boolean): (pointer: string, value: unknown) => string[] {
  const ajv = withFormats(
    new Ajv({ strict: false, validateSchema: false, logger: false, coerceTypes, code: { regExp: patternRegExp } }),
  );
  ajv.addSchema(document, "description");
  const validators = new Map<string, ReturnType<Ajv["compile"]>>();
  return (pointer, value) => {
    let validate = validators.get(pointer);
    if (!validate) {
      // Coercion rewrites a value inside its parent: check it as a property.
      validate = ajv.compile({ type: "object", properties: { value: { $ref: `description${pointer}` } } });
      validators.set(pointer, validate);
    }
    return validate({ value }) ? [] : (validate.errors ?? []).map(errorText);
  };
}

const errorText = (error: ErrorObject) =>
  `${error.instancePath.replace(/^\/value/, "") || "/"} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`;

/** The JSON pointer of every object in a JSON tree, by identity. */
function pointersOf(root: unknown): WeakMap<object, string> {
  const pointers = new WeakMap<object, string>();
  const walk = (node: unknown, pointer: string) => {
    if (typeof node !== "object" || node === null || pointers.has(node)) return;
    pointers.set(node, pointer);
    for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escape(key)}`);
  };
  walk(root, "#");
  return pointers;
}

const escape = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/**
 * A `$ref`'s pointer is a URI fragment: percent-decoded before its `~` escapes (RFC 6901, section 6),
 * as enode's `#/paths/~1chargers~1%7BchargerId%7D/...` needs.
 */
export function refPointer(ref: string): string {
  try {
    return decodeURIComponent(ref);
  } catch {
    return ref;
  }
}

/** A local `$ref` followed (repeatedly): the value and its pointer. */
function follow(document: Document, value: unknown, pointer: string): { value: unknown; pointer: string } {
  for (
    let hops = 0;
    typeof value === "object" && value !== null && typeof (value as { $ref?: unknown }).$ref === "string";
    hops++
  ) {
    if (hops > 32) throw new Error(`$ref cycle at ${pointer}`);
    pointer = (value as { $ref: string }).$ref;
    value = refPointer(pointer)
      .slice(2)
      .split("/")
      .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  }
  return { value, pointer };
}

const resolverOf = (document: Document) => (schema: Schema) => follow(document, schema, "").value as Schema;

/** A server of the description as a pattern: its url as written, variables as their values. */
interface ServerPattern {
  url: string;
  pattern: RegExp;
  variables: string[];
}

/** Every server the description names (top level, path, operation), the longest first. */
function serverPatterns(document: Document): ServerPattern[] {
  const all = [...(document.servers ?? [])];
  for (const item of Object.values(document.paths ?? {})) {
    all.push(...(item?.servers ?? []));
    for (const method of HTTP_METHODS)
      all.push(...((item as Record<string, { servers?: typeof all } | undefined>)?.[method]?.servers ?? []));
  }
  if (all.length === 0) all.push({ url: "/" });
  const unique = [...new Map(all.map((server) => [server.url, server])).values()];
  return unique
    .map((server) => {
      const variables: string[] = [];
      const template = server.url.replace(/\/+$/, "");
      const source = template.replace(/\{([^{}]*)\}|[^{}]+/g, (text, name: string | undefined) => {
        if (name === undefined) return text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
        variables.push(name);
        const escape = (value: unknown) => String(value).replace(/[.*+?^$()|[\]\\]/g, "\\$&");
        const values = server.variables?.[name]?.enum;
        if (values) return `(${values.map(escape).join("|")})`;
        // A variable whose default holds segments (eBay's `{basePath}`: `/sell/marketing/v1`) matches it whole.
        const fallback = server.variables?.[name]?.default;
        return typeof fallback === "string" && fallback.includes("/") ? `(${escape(fallback)}|[^/?#]*)` : "([^/?#]*)";
      });
      return { url: server.url, pattern: new RegExp(`^${withOrigin(template, source)}(?=[/?#]|$)`, "i"), variables };
    })
    .sort((a, b) => b.url.length - a.url.length);
}

/**
 * A server url's pattern (`source`) made to match whole urls. A url without a scheme (`//api.example.com`,
 * or a bare host: `api.example.com/v1`, `localhost:8080`) is on that host over any scheme; a path is on
 * any host; a scheme may be a variable (`{protocol}://{hostname}`). The bare host is recognised here on
 * its own terms, not with routegen's pattern: the server judges what routegen sends.
 */
function withOrigin(template: string, source: string): string {
  if (/^(localhost|([\w{}-]+\.)+[a-z]{2,}|\d+(\.\d+){3})(:\d+)?(\/|$)/i.test(template)) return `[a-z]+://${source}`;
  if (/^([a-z][\w+.-]*|\{[^}]*\}):/i.test(template)) return source;
  if (template.startsWith("//")) return `[a-z]+:${source}`;
  return `[a-z]+://[^/]+${source}`;
}

/** The servers that serve an operation: its own, else its path's, else the description's. */
function serversOf(document: Document, path: string, method: string): string[] {
  const item = document.paths?.[path] as Record<string, unknown> & { servers?: { url: string }[] };
  const operation = item?.[method] as { servers?: { url: string }[] } | undefined;
  const servers = operation?.servers ?? item?.servers ?? document.servers ?? [{ url: "/" }];
  return servers.map((s) => s.url);
}

/**
 * openapi-backend's router tries the path pattern of every operation on each request: 4 ms for
 * GitHub's 1,200. A pattern only matches paths with as many `/` as its template (a parameter holds
 * none), so one router per method and number of `/`, over those operations alone, matches the same.
 * A path's suffix, a fragment that is not sent (`/#X-Amz-Target=A`) or a query of its own (`?op=A`),
 * is cut from the router's path, and the operations a suffix alone tells apart get a router each, all
 * tried (see verdictOf).
 */
function routersByShape(definition: Document): Map<string, SuffixRouter[]> {
  // Shape, then suffix, then the paths of that shape with that suffix (cut). Paths that differ in
  // their parameters' names only (Xero's `/Attachments/{FileName}` and `/Attachments/{AttachmentID}`)
  // match the same urls: each is in a router of its own, and the request is the one whose checks it passes.
  const groups = new Map<string, Map<string, Record<string, Record<string, unknown>>[]>>();
  for (const [path, item] of Object.entries(definition.paths ?? {})) {
    const [sent, suffix = ""] = splitSuffix(path);
    const template = templateOf(sent);
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!HTTP_METHODS.includes(method)) continue;
      const shape = shapeOf(method, sent);
      let bySuffix = groups.get(shape);
      if (!bySuffix) groups.set(shape, (bySuffix = new Map<string, Record<string, Record<string, unknown>>[]>()));
      let lists = bySuffix.get(suffix);
      if (!lists) bySuffix.set(suffix, (lists = []));
      let paths = lists.find(
        (list) => !Object.keys(list).some((other) => other !== sent && templateOf(other) === template),
      );
      if (!paths) lists.push((paths = {}));
      paths[sent] = {
        ...(item?.parameters ? { parameters: item.parameters } : {}),
        ...paths[sent],
        [method]: operation,
      };
    }
  }
  const router = (paths: Record<string, unknown>) =>
    new OpenAPIRouter({ definition: { ...definition, paths } as Document, ignoreTrailingSlashes: false });
  return new Map(
    [...groups].map(([shape, bySuffix]) => [
      shape,
      [...bySuffix].flatMap(([suffix, lists]) => lists.map((paths) => ({ suffix, router: router(paths) }))),
    ]),
  );
}

/** A path with its placeholders' names left out: `/a/{}/b/{}`. */
const templateOf = (path: string) => path.replace(/\{[^}]*\}/g, "{}");

/** A router over the operations of one shape whose paths have this suffix (`#A`, `?op=A`, or none: ""). */
interface SuffixRouter {
  suffix: string;
  router: OpenAPIRouter;
}

/**
 * A description's path as the router matches it, and what follows it if anything: a fragment (`#A`,
 * never sent) or a query of its own (`?op=LIST`, which a request must hold).
 */
export const splitSuffix = (path: string): [string, string?] => {
  const at = path.search(/[?#]/);
  return at < 0 ? [path] : [path.slice(0, at), path.slice(at)];
};

/**
 * The `name=value` pairs of a path's own query (`/jobs?op=LIST#x`: `op=LIST`), as written; one with a
 * placeholder (`query={query}`) is a parameter's, not the path's.
 */
export const ownPairs = (suffix: string | undefined): string[] =>
  suffix?.startsWith("?")
    ? suffix
        .slice(1)
        .replace(/#.*/, "")
        .split("&")
        .filter((pair) => pair !== "" && !/\{[^}]*\}/.test(pair))
    : [];

/**
 * The `key={name}` pairs of a path's own query whose placeholder no path segment has: weatherbit's
 * `/forecast/daily?city={city}&country={country}`, learnifier's `?key={APIKEY}`. A path parameter
 * of that name goes in the query, under the key.
 */
function suffixPlaceholders(path: string): [string, string][] {
  const [sent, suffix] = splitSuffix(path);
  if (!suffix?.startsWith("?")) return [];
  const pairs = suffix.slice(1).replace(/#.*/, "").split("&");
  return pairs.flatMap((pair) => {
    const [, key, name] = /^([^=]+)=\{([^{}]+)\}$/.exec(pair) ?? [];
    return key && name && !sent.includes(`{${name}}`) ? [[key, name] as [string, string]] : [];
  });
}

/** The pairs a path's own query holds that the request does not. */
function missingPairs(suffix: string | undefined, query: [string, string][]): string[] {
  return ownPairs(suffix).filter(
    (pair) => !query.some(([name, value]) => `${name}=${value}` === decodeURIComponent(pair)),
  );
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const shapeOf = (method: string, path: string) => `${method.toLowerCase()} ${path.split("/").length}`;

interface RawParameter {
  name: string;
  in: string;
  style?: Field["style"] | StyledField["style"];
  explode?: boolean;
  schema?: Schema;
  content?: Record<string, { schema?: Schema }>;
  "x-collectionFormat"?: string;
}

async function verdictOf(context: Context, incoming: IncomingMessage, body: Buffer): Promise<Verdict> {
  const method = incoming.method ?? "GET";
  const original = String(
    incoming.headers[ORIGINAL_URL] ?? `http://${incoming.headers.host ?? ""}${incoming.url ?? "/"}`,
  );
  const search = original.includes("?") ? original.slice(original.indexOf("?") + 1).replace(/#.*/, "") : "";
  const headerType = incoming.headers["content-type"];
  const contentType = mediaType(headerType);
  const host = /^[a-z][\w+.-]*:\/\/([^/?#]*)/i.exec(original)?.[1];
  const received: Received = { ...(host ? { host } : {}), path: {}, query: queryOf(search) };
  if (body.length > 0) Object.assign(received, contentType ? { contentType } : {}, { body: bodyOf(body, contentType) });
  const wire: Wire = {
    method,
    url: original,
    query: pairsOf(search),
    headers: headersOf(incoming),
    decoded: { path: {}, query: {}, headers: {}, cookies: {} },
  };
  // No bytes is no body (fetch gives an empty PUT a text/plain content-type of its own).
  if (body.length > 0) wire.body = await wireBody(body, contentType, headerType);

  // The operation: under which of the description's servers the url is, and what the rest matches.
  // Validated without fetch's own headers: its `accept-language: *` is no value of a declared enum.
  const found = routesOf(
    context,
    method,
    original,
    withoutFetchDefaults(incoming.headers as Record<string, string | string[]>),
  );
  if (found.length === 0) return { errors: [`no operation matches ${method} ${original}`], received, wire };
  if (found.length === 1) return judged(context, found[0]!, received, wire, body, headerType);
  // Operations a path's suffix alone tells apart (`/#X-Amz-Target=A`, `/#X-Amz-Target=B`) share their
  // url: the request is the one whose checks it passes (its header's enum, its body, the path's query).
  const verdicts: Verdict[] = [];
  for (const route of found)
    verdicts.push(await judged(context, route, structuredClone(received), structuredClone(wire), body, headerType));
  const [accepted, ...others] = verdicts.filter((verdict) => verdict.errors.length === 0);
  if (!accepted) return verdicts[0]!;
  return others.length > 0 ? { ...accepted, others } : accepted;
}

/** The verdict on a request as one operation it matches. */
async function judged(
  context: Context,
  found: Route,
  received: Received,
  wire: Wire,
  body: Buffer,
  headerType: string | undefined,
): Promise<Verdict> {
  const { document } = context;
  const { operation, request, query, server } = found;
  wire.server = server;
  const errors: string[] = [];
  const served = serversOf(document, operation.path, operation.method);
  if (!served.includes(server.url))
    errors.push(`the request went to ${wire.url}: the operation is served by ${served.join(", ")}`);

  // bath-es5, which openapi-backend splits the path into parameters with, reads the path template
  // as a regular expression: escape its literal text, or the `.` of `{base}...{head}` matches any
  // character, the split comes out wrong and may cut a %-escape in two. The suffix is not matched.
  const [sentPath, suffix] = splitSuffix(operation.path);
  const split = { ...operation, path: sentPath.replace(/[.*+?^$()|[\]\\]/g, "\\$&") };
  for (const pair of missingPairs(suffix, wire.query))
    errors.push(`the query has no ${pair}, which the operation's path holds`);
  const parsed = context.api.router.parseRequest(request, split);
  received.path = parsed.params as Record<string, string>;
  // Path, header and cookie parameters read by their styles, here and by the validator.
  const styled = styledParameters(
    context.document,
    operation,
    sentPath,
    request.path,
    parsed.headers as Record<string, string>,
  );
  STYLED.set(request, styled);
  // Copies: validation coerces the values in place (`"100"` to 100), and what arrived is text.
  wire.decoded.path = structuredClone({ ...styled.path, ...styled.placed });
  wire.decoded.headers = structuredClone(styled.headers);
  // The cookie header's pairs, percent-decoded (the `cookie` package's reading), declared ones by style;
  // none where the operation declares the header itself (vtex's `Cookie` header parameter: its text).
  const cookieHeader = declaredParameters(context.document, operation.path, operation.method).some(
    (p) => p.in === "header" && p.name.toLowerCase() === "cookie",
  );
  wire.decoded.cookies = cookieHeader
    ? {}
    : { ...(parsed.cookies as Record<string, string>), ...structuredClone(styled.cookies) };
  wire.decoded.query = JSON.parse(JSON.stringify(query)) as Record<string, unknown>;

  const pointer = `#/paths/${escape(operation.path)}/${operation.method}`;
  const checked = await bodyErrors(context, pointer, body.length > 0 ? body : undefined, headerType);
  errors.push(...checked.errors);
  if (checked.decoded !== undefined) wire.decoded.body = checked.decoded;
  const result = context.api.validator.validateRequest(request, split);
  for (const error of result.errors ?? []) errors.push(errorText(error));
  return { ...(operation.operationId ? { operationId: operation.operationId } : {}), errors, received, wire };
}

/** The path, header and cookie parameters of each request, decoded by their styles (see styledParameters). */
const STYLED = new WeakMap<Request, Record<"path" | "headers" | "cookies", Record<string, unknown>>>();

/** An operation's parameters, then its path item's, each followed through its `$ref`. */
function declaredParameters(document: Document, path: string, method: string): RawParameter[] {
  const item = document.paths?.[path] as Record<string, unknown> & { parameters?: unknown[] };
  const operation = item[method] as { parameters?: unknown[] };
  return [...(operation.parameters ?? []), ...(item.parameters ?? [])].map(
    (p) => follow(document, p, "").value as RawParameter,
  );
}

/**
 * The suffix's placeholders (`[key, name]`) that name no query parameter of the operation: a path
 * parameter's (or one the description forgot to declare, which routegen declares as one).
 */
function pathParametersInQuery(document: Document, path: string, method: string): [string, string][] {
  const placeholders = suffixPlaceholders(path);
  if (placeholders.length === 0) return [];
  const declared = declaredParameters(document, path, method);
  return placeholders.filter(([, name]) => !declared.some((p) => p.in === "query" && p.name === name));
}

/**
 * An operation's path, header and cookie parameters read by their styles (wire-decoding.ts, `styledValue`):
 * path segments from the path as it arrived (still percent-encoded), header parameters typed as lists
 * or objects from their text, cookies from the cookie header's pairs.
 */
function styledParameters(
  document: Document,
  operation: { path: string; method: string },
  template: string,
  url: string,
  headers: Record<string, string>,
) {
  const [path = "", search = ""] = url.split("?");
  const resolve = resolverOf(document);
  const parameters = declaredParameters(document, operation.path, operation.method);
  const fieldOf = (p: RawParameter, style: StyledField["style"]): StyledField => ({
    name: p.name,
    schema: p.schema ?? {},
    style,
    explode: explodes(style, p.explode),
  });
  // A path parameter described by a JSON `content` is its JSON text (stream's `"abc"`, quoted), not styled.
  const pathValue = (p: RawParameter, text: string) =>
    p.content?.["application/json"]
      ? jsonOrText(decodeURIComponent(text))
      : styledValue(text, fieldOf(p, (p.style as StyledField["style"]) ?? "simple"), resolve);
  const out = { path: bare(), placed: bare(), headers: bare(), cookies: bare() };
  // Each `{name}` of the template matches one segment's text: the literal text around it as written.
  const names: string[] = [];
  const pattern = template.replace(/\{([^{}]+)\}|[^{}]+/g, (text, name: string | undefined) =>
    name === undefined ? text.replace(/[.*+?^$()|[\]\\]/g, "\\$&") : (names.push(name), "([^/]*)"),
  );
  const segments = new RegExp(`^${pattern}$`).exec(path)?.slice(1) ?? [];
  names.forEach((name, i) => {
    const p = parameters.find((q) => q.in === "path" && q.name === name);
    if (p && segments[i] !== undefined) put(out.path, name, pathValue(p, segments[i]));
  });
  // Those the path's own query places, from the query's pairs (see suffixPlaceholders): apart, since
  // the library, which validates `path`, is not given them.
  const pairs = rawPairs(search);
  for (const [key, name] of pathParametersInQuery(document, operation.path, operation.method)) {
    const p = parameters.find((q) => q.in === "path" && q.name === name);
    const raw = pairs.find(([k]) => k === key)?.[1];
    if (p && raw !== undefined) put(out.placed, name, pathValue(p, raw));
  }
  for (const p of parameters.filter((q) => q.in === "header")) {
    const text = headers[p.name.toLowerCase()];
    const schema = resolve(p.schema ?? {});
    if (text !== undefined && p.content?.["application/json"]) put(out.headers, p.name.toLowerCase(), jsonOrText(text));
    else if (text !== undefined && (schema.type === "array" || schema.type === "object"))
      put(
        out.headers,
        p.name.toLowerCase(),
        styledValue(text, fieldOf(p, "simple"), resolve, (t) => t),
      );
  }
  const cookies = parameters.filter((q) => q.in === "cookie").map((p) => fieldOf(p, "form"));
  Object.assign(out.cookies, cookieValues(cookiePairs(headers.cookie ?? ""), cookies, resolve));
  return out;
}

/**
 * The operations a url matches under one of the description's servers, with the request openapi-backend
 * reads: one, or more when their paths differ only by a suffix (`#A`, `?op=A`). A url may be under
 * several servers (`https://github.com/` and GitHub Enterprise's `{protocol}://{hostname}`): the
 * first under which an operation it matches is served, else the first under which one matches.
 */
function routesOf(context: Context, method: string, url: string, headers: Record<string, string | string[]>) {
  let first: Route[] = [];
  for (const server of context.servers) {
    const found = routesUnder(context, server, method, url, headers);
    if (
      found.some(({ operation }) => serversOf(context.document, operation.path, operation.method).includes(server.url))
    )
      return found;
    if (first.length === 0) first = found;
  }
  return first;
}

/** The operations a url matches under one server (none if the url is not under it). */
function routesUnder(
  context: Context,
  server: ServerPattern,
  method: string,
  url: string,
  headers: Record<string, string | string[]>,
) {
  const match = server.pattern.exec(url);
  if (!match) return [];
  const rest = url.slice(match[0].length).replace(/#.*/, "");
  const path = rest.startsWith("/") ? rest : `/${rest}`;
  const variables = Object.fromEntries(server.variables.map((name, i) => [name, match[i + 1]!]));
  return (context.routers.get(shapeOf(method, path.split("?")[0]!)) ?? []).flatMap(({ suffix, router }) => {
    const request: Request = { method, path, headers };
    const matched = router.matchOperation(request);
    if (!matched) return [];
    // The operation as the description has it: its path with the suffix.
    const operation = { ...matched, path: matched.path + suffix };
    // Query parameters decoded by their styles, not by openapi-backend's reader (which drops names
    // such as `constructor` and knows no `deepObject` lists).
    // The pairs of the path's own query (`?op=LIST`) are no parameters (missingPairs checks them).
    const search = path.includes("?") ? path.slice(path.indexOf("?") + 1) : "";
    // An own pair that a query parameter names (opensuse's `?view=status` and `view`) is its value.
    const fields = queryFields(context.document, operation.path, operation.method);
    const own = ownPairs(suffix).filter(
      (pair) => !fields.some((field) => field.name === decodeURIComponent(pair.split("=")[0]!)),
    );
    const placed = pathParametersInQuery(context.document, operation.path, operation.method).map(([key]) => key);
    const pairs = search
      .split("&")
      .filter((pair) => !own.includes(pair) && !placed.includes(decodeURIComponent(pair.split("=")[0]!)));
    const query = decodePairs(rawPairs(pairs.join("&")), fields, resolverOf(context.document));
    // openapi-backend reads a string of a JSON-content query parameter as JSON text: it is given the text again.
    const json = fields.filter((field) => field.json).map((field) => field.name);
    const aliased = bare();
    for (const [name, value] of Object.entries(query))
      put(
        aliased,
        name === "__proto__" ? PROTO_ALIAS : name,
        json.includes(name) && typeof value === "string" ? JSON.stringify(value) : value,
      );
    request.query = aliased as NonNullable<Request["query"]>;
    return [{ operation, request, query, server: { url: server.url, variables } }];
  });
}

type Route = ReturnType<typeof routesUnder>[number];

/** JSON text as its value; text that is no JSON as it is, for the comparison to show. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An operation's query parameters as the decoder reads them: each by its style, or as JSON text. */
function queryFields(document: Document, path: string, method: string): Field[] {
  return declaredParameters(document, path, method)
    .filter((p) => p.in === "query")
    .map(queryField);
}

interface MediaTypeObject {
  schema?: Schema;
  encoding?: Record<
    string,
    { style?: Field["style"]; explode?: boolean; allowReserved?: boolean; contentType?: string }
  >;
}

/**
 * The body checks: present where required and absent where none is taken, a content-type that the
 * operation declares (wildcards as media ranges) and that is no range itself, and the body as decoded
 * valid against that media type's schema. Returns the decoded body too.
 */
async function bodyErrors(
  context: Context,
  pointer: string,
  sent: Buffer | undefined,
  header: string | undefined,
): Promise<{ errors: string[]; decoded?: unknown }> {
  const { document } = context;
  // No bytes under a form's content-type is the empty form, a body of no pairs (a required one sent empty).
  const body = sent === undefined && mediaType(header) === "application/x-www-form-urlencoded" ? Buffer.alloc(0) : sent;
  const at = follow(
    document,
    (operationAt(document, pointer) as { requestBody?: unknown })?.requestBody,
    `${pointer}/requestBody`,
  );
  const requestBody = at.value as { required?: boolean; content?: Record<string, MediaTypeObject> } | undefined;
  // A key that is no media type (`""`, `form-data`: published) is nothing a request can be sent as.
  const declared = Object.keys(requestBody?.content ?? {}).filter(namesMediaType);
  // A body without media types (invalid, but published) is no body: nothing says what to send. Nor
  // does a GET or HEAD send one (body-not-sent: fetch refuses it).
  const sendsNone = declared.length === 0 || /\/(get|head)$/.test(pointer);
  if (body === undefined && requestBody?.required && !sendsNone) {
    // No bytes is the empty text too (formData("") sends no body, as for an empty form): a value of a
    // body described as a string, which its schema may take.
    const text = declared.find(
      (d) =>
        (mediaType(header) === undefined || mediaType(d) === mediaType(header)) &&
        (follow(document, requestBody.content![d]!.schema, "").value as { type?: unknown } | undefined)?.type ===
          "string",
    );
    if (text === undefined) return { errors: ["the operation requires a body; none was sent"] };
    return { errors: context.validate.text(`${at.pointer}/content/${escape(text)}/schema`, "") };
  }
  if (body === undefined) return { errors: [] };
  if (declared.length === 0) return { errors: ["a body was sent; the operation takes none"] };
  const type = mediaType(header);
  if (!type || type.includes("*"))
    return { errors: [`content-type ${type ?? "(none)"} is not a media type a body can be sent as`] };
  const chosen =
    declared.find((d) => mediaType(d) === type && parametersSent(d, header!)) ?? declared.find((d) => range(d, type));
  if (chosen === undefined) return { errors: [`content-type ${header} is not one of ${declared.join(", ")}`] };
  const media = requestBody!.content![chosen]!;
  const schemaPointer = `${at.pointer}/content/${escape(chosen)}/schema`;
  const decoded = await decodedBody(context, body, type, header!, media);
  if ("error" in decoded) return { errors: [decoded.error] };
  if (decoded.value === undefined) return { errors: [] };
  // Validation coerces text in place: what arrived is what the decoded body shows.
  const snapshot = JSON.parse(JSON.stringify(decoded.value)) as unknown;
  // No schema checks nothing, but the body is still read as sent (a form's pairs).
  if (media.schema === undefined) return { errors: [], decoded: snapshot };
  // XML is not read here (no parser): text a schema of another type describes is checked against none.
  const described = follow(document, media.schema, schemaPointer).value as { type?: unknown };
  if (isXml(type) && described.type !== undefined && described.type !== "string") return { errors: [] };
  return { errors: context.validate[isJson(type) ? "json" : "text"](schemaPointer, decoded.value), decoded: snapshot };
}

const operationAt = (document: Document, pointer: string) => follow(document, { $ref: pointer }, "").value;

/**
 * Does the content-type header carry the declared media type's parameters (loket's
 * `application/json;version=2018-01-01`)? Its charset is the text's, and a boundary the client's own.
 */
function parametersSent(declared: string, header: string): boolean {
  const parameters = (type: string) =>
    type
      .split(";")
      .slice(1)
      .map((parameter) =>
        parameter
          .trim()
          .toLowerCase()
          .replace(/\s*=\s*"?([^"]*)"?$/, "=$1"),
      )
      .filter((parameter) => parameter !== "" && !/^(charset|boundary)=/.test(parameter));
  const sent = new Set(parameters(header));
  return parameters(declared).every((parameter) => sent.has(parameter));
}

/** Does a declared media range (`*\/*`, `image/*`) take this type? */
const range = (declared: string, type: string) => {
  const [kind, sub] = mediaType(declared)!.split("/");
  return (kind === "*" || kind === type.split("/")[0]) && sub === "*";
};

/** The body as a value to validate, read by the type it was sent as (none for bytes and text). */
async function decodedBody(
  context: Context,
  body: Buffer,
  type: string,
  header: string,
  media: MediaTypeObject,
): Promise<{ value?: unknown } | { error: string }> {
  const resolve = resolverOf(context.document);
  if (isJson(type)) {
    try {
      return { value: bareCopy(JSON.parse(body.toString("utf8"))) };
    } catch {
      return { error: "the body is not JSON" };
    }
  }
  if (type === "application/x-www-form-urlencoded") {
    const schema = resolve(media.schema ?? {});
    // A form described as text is one the caller wrote (`a=1&b=2`): checked as that text.
    if (schema.type === "string") return { value: body.toString("utf8") };
    // A form of a list or a number (peertube's studio tasks) names no pairs: no reader can say what its text holds.
    if (schema.type !== undefined && schema.type !== "object") return {};
    const fields = formFields(objectProperties(schema, resolve), media.encoding);
    return { value: decodePairs(rawPairs(body.toString("latin1")), fields, resolve) };
  }
  // A multipart body described as text or bytes is one the caller wrote: its schema checks nothing of its parts.
  if (type.startsWith("multipart/") && resolve(media.schema ?? {}).type !== "string") {
    if (!/;\s*boundary=/i.test(header)) return { error: `a multipart content-type without a boundary: ${header}` };
    try {
      const parts = await partsOf(body, header);
      const mistyped = partTypeError(parts, media.encoding ?? {});
      if (mistyped) return { error: mistyped };
      const text = fileSentAsText(parts, media.schema ?? {}, resolve);
      if (text !== undefined) return { error: `part ${text} is a file (format: binary) sent as a text field` };
      return { value: multipartValue(parts, media.schema ?? {}, resolve, media.encoding) };
    } catch (error) {
      return { error: `the multipart body cannot be read: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  return {};
}

/** A file part sent in a type its encoding's `contentType` does not allow, as an error; undefined when all fit. */
function partTypeError(parts: readonly Part[], encoding: NonNullable<MediaTypeObject["encoding"]>): string | undefined {
  for (const part of parts) {
    const declared = Object.hasOwn(encoding, part.name) ? encoding[part.name]!.contentType : undefined;
    if (declared === undefined || !("contentType" in part) || partTypeAllowed(part.contentType, declared)) continue;
    return `part ${part.name} is sent as ${part.contentType}: its encoding says ${declared}`;
  }
  return undefined;
}

async function wireBody(body: Buffer, type: string | undefined, header: string | undefined): Promise<WireBody> {
  if (type && isJson(type)) {
    try {
      return { json: JSON.parse(body.toString("utf8")) as unknown };
    } catch {
      // not JSON: reported by the body checks; shown as bytes
    }
  }
  if (type === "application/x-www-form-urlencoded") {
    try {
      return { form: pairsOf(body.toString("latin1")) };
    } catch {
      // not pairs (a form the caller wrote as any text): shown as bytes
    }
  }
  if (type?.startsWith("multipart/")) {
    try {
      return { multipart: await partsOf(body, header!) };
    } catch {
      // unreadable: reported by the body checks; shown as bytes
    }
  }
  if (type && isText(type)) return { text: body.toString("utf8") };
  return { base64: body.toString("base64") };
}

/** What fetch sends of its own when a call gives none of these: left out too, but a call's own value is kept. */
const FETCH_DEFAULTS: Record<string, string> = {
  "accept-encoding": "gzip, deflate",
  "accept-language": "*",
  "sec-fetch-mode": "cors",
  "user-agent": "node",
};

function withoutFetchDefaults(headers: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => FETCH_DEFAULTS[name] !== value));
}

function headersOf(incoming: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    // The transport's own headers (isTransportHeader: those the HTTP client writes from the request)
    // are left out: what is left is what the client chose to send.
    if (isTransportHeader(name) || name === ORIGINAL_URL || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(", ") : value;
    if (FETCH_DEFAULTS[name] !== text) headers[name] = text;
  }
  return headers;
}

function bodyOf(body: Buffer, contentType: string | undefined): NonNullable<Received["body"]> {
  if (contentType === "application/json") {
    try {
      return { json: JSON.parse(body.toString("utf8")) as unknown };
    } catch {
      // not JSON: shown as bytes
    }
  }
  if (contentType?.startsWith("text/")) return { text: body.toString("utf8") };
  return { base64: body.toString("base64") };
}

function queryOf(search: string): Record<string, string[]> {
  const query: Record<string, string[]> = bare() as Record<string, string[]>;
  for (const [name, value] of pairsOf(search)) (query[name] ??= []).push(value);
  return query;
}

const mediaType = (header: string | undefined) => header?.split(";")[0]?.trim().toLowerCase() || undefined;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** Stops listening and ends kept-alive connections (`close` alone waits for them to time out). */
function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
