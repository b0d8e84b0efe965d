// A local HTTP server that checks each request it receives against an OpenAPI 3.0 description and
// answers 200 with a JSON verdict, so a test can send real requests and assert on every one.
//
// openapi-backend (ajv underneath) matches the operation and validates path and query parameters
// and JSON bodies. What that library leaves to its user is checked here: the content-type against
// the media types the operation declares, a body where none is taken or none where one is required,
// and the host the request was meant for (`x-original-host`: the client sends to 127.0.0.1).
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Ajv } from "ajv";
import ajvFormats from "ajv-formats";
import { OpenAPIBackend, OpenAPIRouter, type Document, type Operation, type Request } from "openapi-backend";

/** The header that carries the host of the url the client was given. */
export const ORIGINAL_HOST = "x-original-host";

/** The server's answer to one request. */
export interface Verdict {
  /** The operation that the method and path matched. */
  operationId?: string;
  /** Why the description rejects the request: empty when it accepts it. */
  errors: string[];
  received: Received;
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

export interface ValidatingServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/**
 * Reads an OpenAPI 3.0 description (JSON) for `startValidatingServer`, with one adaptation for ajv:
 * a `nullable` without a `type` beside it is removed. ajv refuses to compile such a schema, and
 * OpenAPI 3.0.3 gives `nullable` effect only alongside `type` in the same schema object, so the
 * schema means the same without it.
 */
export function readDescription(file: string): Document {
  const document = JSON.parse(readFileSync(file, "utf8")) as Document;
  dropUntypedNullable(document);
  return document;
}

function dropUntypedNullable(node: unknown): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) return node.forEach(dropUntypedNullable);
  const record = node as Record<string, unknown>;
  if ("nullable" in record && !("type" in record)) delete record.nullable;
  Object.values(record).forEach(dropUntypedNullable);
}

/** Starts the server on 127.0.0.1 (a free port) for a description read by `readDescription`. */
export async function startValidatingServer(document: Document): Promise<ValidatingServer> {
  const api = new OpenAPIBackend({
    definition: document,
    // `quick`: validators are compiled on an operation's first request, not all 1,000+ at start-up.
    quick: true,
    ignoreTrailingSlashes: false,
    // openapi-backend makes a new ajv for each operation's checks, and ajv compiles JSON Schema's
    // meta-schema to check a schema before its first use (25 ms each time): the description's
    // schemas are not under test, skip that check. Each check runs a few times only: skip ajv's
    // optimisation of the code it compiles too (a third of the compile time).
    ajvOpts: { validateSchema: false, code: { optimize: false } },
    customizeAjv: withFormats,
  });
  await api.init();
  // The validator looks an operation up in the full list the first time it compiles its checks,
  // and the router builds that list anew each time (4 ms): list the operations once.
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
  const routers = routersByShape(api.definition);
  const defaultHost = hostOf(document.servers?.[0]?.url);
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => verdictOf(api, routers, defaultHost, request, body))
      .catch((error: unknown): Verdict => ({
        errors: [`server: ${error instanceof Error ? error.message : String(error)}`],
        received: { path: {}, query: {} },
      }))
      .then((verdict) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(verdict));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => close(server) };
}

/**
 * ajv knows no formats by itself (it warns and ignores them): add the standard ones (`date-time`,
 * `date`, `uri`...). `repo.nwo` is GitHub's own (`owner/repo`) and has no definition to check against.
 */
function withFormats(ajv: Ajv): Ajv {
  ajvFormats.default(ajv);
  ajv.addFormat("repo.nwo", true);
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
    const ajv = withFormats(new Ajv({ strict: false, validateSchema: false, coerceTypes }));
    ajv.addSchema(document, "description");
    const validators = new Map<string, (data: unknown) => boolean>();
    return (schema, value) => {
      const pointer = pointers.get(schema);
      if (pointer === undefined) throw new Error(`not a schema of the description: ${JSON.stringify(schema).slice(0, 200)}`);
      let validate = validators.get(pointer);
      if (!validate) {
        // Coercion rewrites a value inside its parent: check it as a property.
        const compiled = ajv.compile({ type: "object", properties: { value: { $ref: `description#${pointer}` } } });
        validators.set(pointer, (validate = (data) => compiled({ value: data })));
      }
      return validate(structuredClone(value));
    };
  };
  return { body: check(false), parameter: check(true) };
}

/** The JSON pointer of every object in a JSON tree, by identity. */
function pointersOf(root: unknown): WeakMap<object, string> {
  const pointers = new WeakMap<object, string>();
  const walk = (node: unknown, pointer: string) => {
    if (typeof node !== "object" || node === null || pointers.has(node)) return;
    pointers.set(node, pointer);
    for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
  };
  walk(root, "");
  return pointers;
}

/**
 * openapi-backend's router tries the path pattern of every operation on each request: 4 ms for
 * GitHub's 1,200. A pattern only matches paths with as many `/` as its template (a parameter holds
 * none), so one router per method and number of `/`, over those operations alone, matches the same.
 */
function routersByShape(definition: Document): Map<string, OpenAPIRouter> {
  const groups = new Map<string, Record<string, Record<string, unknown>>>();
  for (const [path, item] of Object.entries(definition.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!HTTP_METHODS.has(method)) continue;
      const key = shapeOf(method, path);
      const paths = groups.get(key) ?? {};
      paths[path] = { ...(item?.parameters ? { parameters: item.parameters } : {}), [method]: operation };
      groups.set(key, paths);
    }
  }
  return new Map([...groups].map(([key, paths]) => [key, new OpenAPIRouter({ definition: { ...definition, paths } as Document })]));
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
const shapeOf = (method: string, path: string) => `${method.toLowerCase()} ${path.split("/").length}`;

function verdictOf(
  api: OpenAPIBackend,
  routers: Map<string, OpenAPIRouter>,
  defaultHost: string | undefined,
  incoming: IncomingMessage,
  body: Buffer,
): Verdict {
  const url = incoming.url ?? "/";
  const headers = incoming.headers as Record<string, string | string[]>;
  const contentType = mediaType(incoming.headers["content-type"]);
  const host = incoming.headers[ORIGINAL_HOST] as string | undefined;
  const received: Received = { ...(host ? { host } : {}), path: {}, query: queryOf(url) };
  if (body.length > 0) Object.assign(received, contentType ? { contentType } : {}, { body: bodyOf(body, contentType) });

  const request: Request = {
    method: incoming.method ?? "GET",
    path: url,
    headers,
    ...(body.length > 0 ? { body: body.toString("utf8") } : {}),
  };
  const operation = routers.get(shapeOf(request.method, url.split("?")[0]!))?.matchOperation(request);
  if (!operation) return { errors: [`no operation matches ${request.method} ${url}`], received };
  // bath-es5, which openapi-backend splits the path into parameters with, reads the path template
  // as a regular expression: escape its literal text, or the `.` of `{base}...{head}` matches any
  // character, the split comes out wrong and may cut a %-escape in two.
  const split = { ...operation, path: operation.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&") };
  received.path = api.router.parseRequest(request, split).params as Record<string, string>;

  const errors: string[] = [];
  const expectedHost = hostOf(operation.servers?.[0]?.url) ?? defaultHost;
  if (host !== expectedHost) errors.push(`the request was meant for ${host ?? "(no host)"}, the operation is served by ${expectedHost}`);
  errors.push(...bodyErrors(operation, body, contentType));
  const result = api.validator.validateRequest(request, split);
  for (const error of result.errors ?? [])
    errors.push(`${error.instancePath || "/"} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`);
  return { ...(operation.operationId ? { operationId: operation.operationId } : {}), errors, received };
}

/** The content-type and presence checks openapi-backend leaves out (it validates only JSON bodies). */
function bodyErrors(operation: Operation, body: Buffer, contentType: string | undefined): string[] {
  const requestBody = operation.requestBody as { required?: boolean; content?: Record<string, unknown> } | undefined;
  const declared = Object.keys(requestBody?.content ?? {});
  if (body.length === 0) return requestBody?.required ? ["the operation requires a body; none was sent"] : [];
  if (declared.length === 0) return [`a body was sent; the operation takes none`];
  if (!contentType || !declared.includes(contentType))
    return [`content-type ${contentType ?? "(none)"} is not one of ${declared.join(", ")}`];
  if (contentType === "application/json" && !isJson(body)) return ["the body is not JSON"];
  return [];
}

function bodyOf(body: Buffer, contentType: string | undefined): NonNullable<Received["body"]> {
  if (contentType === "application/json" && isJson(body)) return { json: JSON.parse(body.toString("utf8")) };
  if (contentType?.startsWith("text/")) return { text: body.toString("utf8") };
  return { base64: body.toString("base64") };
}

function isJson(body: Buffer): boolean {
  try {
    JSON.parse(body.toString("utf8"));
    return true;
  } catch {
    return false;
  }
}

function queryOf(url: string): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  const search = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  for (const [name, value] of new URLSearchParams(search)) (query[name] ??= []).push(value);
  return query;
}

const mediaType = (header: string | undefined) => header?.split(";")[0]?.trim().toLowerCase() || undefined;

const hostOf = (url: string | undefined) => (url ? new URL(url).host : undefined);

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
