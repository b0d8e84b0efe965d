import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FunctionPlan } from "../../generator/plan/plan.js";
import { toFetch, type RequestOptions } from "../../runtime/index.js";
import { validValueOf, type JsonSchema, type JsonSchemaContext } from "../support/arbitrary-params.js";
import { generateGithubSdk, GITHUB_DESCRIPTION, type Generated } from "../support/github.js";
import {
  ORIGINAL_URL,
  readDescription,
  schemaChecks,
  startValidatingServer,
  type Received,
  type ValidatingServer,
  type Verdict,
} from "../support/validating-server.js";

// A real client and a real server: requests built by the generated GitHub SDK go out through the
// runtime's fetch adapter and Node's fetch to a local server that validates each one against GitHub's
// OpenAPI description (test/support/validating-server.ts). Every operation gets random valid
// parameter sets drawn from its own schemas; the server must match the operation the function was
// generated for, accept the request, and receive exactly the values that were sent.

const RUNS = 3;

const description = readDescription(GITHUB_DESCRIPTION);
const sdk = await generateGithubSdk();
const defaultHost = new URL(description.servers![0]!.url).host;

/** The value a local JSON pointer (`#/paths/~1user/get`) points at in the description. */
function at(pointer: string): unknown {
  const keys = pointer
    .replace(/^#\//, "")
    .split("/")
    .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
  return keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], description);
}

const followRef = (schema: JsonSchema): JsonSchema =>
  typeof schema.$ref === "string" ? followRef(at(schema.$ref) as JsonSchema) : schema;

// A `oneOf` value must fit exactly one member as the server's validator sees it: a body as JSON, a
// parameter as the string(s) it arrives as, coerced to the member's type. So a path parameter
// `oneOf: [integer, string]` (`workflow_id`) is only ever sent a name: "42" fits both members once
// coerced, and the validator rejects it, though GitHub means it as the integer.
const fits = schemaChecks(description);
const resolve = (ref: string) => at(ref) as JsonSchema;
const bodyContext: JsonSchemaContext = { resolve, fits: fits.body };
const parameterContext: JsonSchemaContext = {
  resolve,
  fits: (schema, value) => fits.parameter(schema, onTheWire(value)),
};

/** A parameter as a server reads it back: a string, or several for a list (one is just a string). */
const onTheWire = (value: unknown): unknown =>
  Array.isArray(value) ? (value.length === 1 ? String(value[0]) : value.map(String)) : String(value);

interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

interface RawOperation {
  operationId: string;
  servers?: { url: string }[];
  parameters?: (RawParameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

/** One generated function and the operation of the description it was generated from. */
interface Case {
  name: string;
  fn: FunctionPlan;
  generated: Generated;
  operation: RawOperation;
  method: string;
  /** The path template as the description writes it. */
  path: string;
  parameters: RawParameter[];
}

const cases: Case[] = sdk.functions.map(({ scope, fn, generated }) => {
  const operation = at(fn.route.source.pointer) as RawOperation;
  return {
    name: `${operation.operationId} (${scope}.${fn.exportName})`,
    fn,
    generated,
    operation,
    method: fn.routing.method,
    path: fn.route.source.pointer.split("/")[2]!.replaceAll("~1", "/").replaceAll("~0", "~"),
    parameters: (operation.parameters ?? []).map((p) => ("$ref" in p ? (at(p.$ref) as RawParameter) : p)),
  };
});

/** A request to send: the generated function's parameters and what the server must receive. */
interface Draw {
  params: Record<string, unknown>;
  expected: Received;
}

interface DrawOptions {
  /** Send every array query parameter, with two members or more. */
  arrays?: boolean;
  /** The body's media type, passed as a content-type header (default: the operation's first, not passed). */
  contentType?: string;
}

/** One parameter drawn: where it goes, its name in the description, the key the function takes, its value. */
type Drawn = { in: "path" | "query"; name: string; key: string; value: unknown };

/** Random valid parameters for a case, from the schemas of its operation. */
function draws(c: Case, options: DrawOptions = {}): fc.Arbitrary<Draw> {
  const { fields } = c.fn.routing;
  const urlFields = fields.filter((f) => f.placement === "url");
  const parts: fc.Arbitrary<Drawn | undefined>[] = [];

  // The url fields are the path's placeholders, in order (renamed ones too: `{enterprise-team}`).
  const placeholders = [...c.path.matchAll(/\{([^}]+)\}/g)].map(([, name = ""]) => name);
  if (placeholders.length !== urlFields.length)
    throw new Error(`${c.name}: ${urlFields.length} url parameters for ${c.path}`);
  placeholders.forEach((name, index) => {
    const parameter = c.parameters.find((p) => p.in === "path" && p.name === name)!;
    const [before, after] = c.path.split(`{${name}}`) as [string, string];
    const beside = [before.at(-1), after[0]].filter((char): char is string => char !== undefined && char !== "/");
    const value = validValueOf(parameter.schema, parameterContext).filter(
      (v) =>
        v !== null &&
        // An empty segment, `.` or `..` never reaches a server: URL parsers remove dot segments
        // (RFC 3986 5.2.4). GitHub's names are never such.
        v !== "" &&
        v !== "." &&
        v !== ".." &&
        // `{base}...{head}`: a url cannot say where `base` ends if it holds a `.`, nor `head` start.
        !beside.some((char) => String(v).includes(char)),
    );
    parts.push(value.map((v) => ({ in: "path", name, key: urlFields[index]!.key, value: v })));
  });

  for (const parameter of c.parameters.filter((p) => p.in === "query")) {
    const field = fields.find((f) => f.placement === "query" && f.key === parameter.name);
    if (!field) throw new Error(`${c.name}: no parameter for query \`${parameter.name}\``);
    const schema = followRef(parameter.schema);
    const isArray = schema.type === "array";
    // (`oneOf: [string, array]` parameters such as `cwes` send a list one value per member: the
    // received-equals-sent check below holds them to it.)
    const value = validValueOf(options.arrays && isArray ? { ...schema, minItems: 2 } : schema, parameterContext)
      .filter((v) => v !== null)
      .map((v): Drawn => ({ in: "query", name: parameter.name, key: field.key, value: v }));
    parts.push(parameter.required || (options.arrays && isArray) ? value : fc.option(value, { nil: undefined }));
  }

  return fc.tuple(fc.tuple(...parts), bodyDraw(c, options.contentType)).map(([drawn, body]) => {
    const params: Record<string, unknown> = {};
    const expected: Received = { host: hostOf(c), path: {}, query: {} };
    for (const part of drawn) {
      if (!part) continue;
      params[part.key] = part.value;
      if (part.in === "path") expected.path[part.name] = String(part.value);
      else if (!Array.isArray(part.value) || part.value.length > 0) {
        // Every value arrives as it was given: `q` too, whose `+` is percent-encoded like any other
        // character a query cannot hold as data (write a space for GitHub's `+` between terms).
        expected.query[part.name] = [part.value].flat().map(String);
      }
    }
    if (body) {
      Object.assign(params, body.params);
      if (body.received) Object.assign(expected, { contentType: body.contentType, body: body.received });
    }
    return { params, expected };
  });
}

interface BodyDraw {
  params: Record<string, unknown>;
  contentType: string;
  /** What the server receives; none for an empty body. */
  received?: Received["body"];
}

function bodyDraw(c: Case, requested?: string): fc.Arbitrary<BodyDraw | undefined> {
  const requestBody = c.operation.requestBody;
  if (!requestBody) return fc.constant(undefined);
  const contentType = requested ?? Object.keys(requestBody.content)[0]!;
  const { schema } = requestBody.content[contentType]!;
  const asData = c.fn.routing.fields.some((f) => f.placement === "data");
  let value = validValueOf(schema, bodyContext);
  if (!asData) {
    // A body made of top-level parameters is an object: a nullable body cannot be `null` there. (A
    // required one whose properties are all optional goes as `{}` when a call gives none of them.)
    value = value.filter((v) => v !== null);
  }
  const draw = value.map((v): BodyDraw => {
    const params: Record<string, unknown> = asData ? { data: v } : { ...(v as Record<string, unknown>) };
    if (requested) params.headers = { "content-type": contentType };
    const received = receivedBody(v, contentType);
    const empty =
      "json" in received
        ? !asData && !requestBody.required && Object.keys(v as object).length === 0
        : Object.values(received)[0] === "";
    return { params, contentType, ...(empty ? {} : { received }) };
  });
  return requestBody.required ? draw : fc.option(draw, { nil: undefined });
}

/** A body as the server reads it back. */
function receivedBody(value: unknown, contentType: string): NonNullable<Received["body"]> {
  if (contentType === "application/json") return { json: JSON.parse(JSON.stringify(value)) as unknown };
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString("base64") };
  if (contentType.startsWith("text/")) return { text: String(value) };
  return { base64: Buffer.from(String(value)).toString("base64") };
}

function hostOf(c: Case): string {
  const url = c.operation.servers?.[0]?.url;
  return url ? new URL(url).host : defaultHost;
}

let server: ValidatingServer;
const covered: Record<string, { operations: Set<string>; requests: number }> = {};

beforeAll(async () => {
  server = await startValidatingServer(description);
});

afterAll(async () => {
  await server?.close();
  sdk.remove();
  const rows = Object.entries(covered).sort(([a], [b]) => (a < b ? -1 : 1));
  const all = rows.reduce(
    (n, [, m]) => ({ operations: n.operations + m.operations.size, requests: n.requests + m.requests }),
    {
      operations: 0,
      requests: 0,
    },
  );
  const line = (method: string, operations: number, requests: number) =>
    `${method.padEnd(6)} ${String(operations).padStart(5)} operations ${String(requests).padStart(6)} requests`;
  console.log(
    [
      "real client, real server: accepted",
      ...rows.map(([m, n]) => line(m, n.operations.size, n.requests)),
      line("all", all.operations, all.requests),
    ].join("\n"),
  );
});

/** Sends request options through `toFetch` and Node's fetch to the local server, the origin swapped. */
async function send(options: RequestOptions): Promise<Verdict> {
  const [url, init] = toFetch(options);
  const { origin } = new URL(url);
  const response = await fetch(server.origin + url.slice(origin.length), {
    ...init,
    headers: { ...(init.headers as Record<string, string>), [ORIGINAL_URL]: url },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Verdict;
}

/** Sends what the case's function builds from `draw.params`: the server must accept it and receive `draw.expected`. */
async function check(c: Case, draw: Draw): Promise<Verdict> {
  const verdict = await send(c.generated(draw.params));
  expect({ operationId: verdict.operationId, errors: verdict.errors }).toEqual({
    operationId: c.operation.operationId,
    errors: [],
  });
  expect(verdict.received).toEqual(draw.expected);
  const entry = (covered[c.method] ??= { operations: new Set(), requests: 0 });
  entry.operations.add(c.operation.operationId);
  entry.requests++;
  return verdict;
}

const checkAll = (c: Case, options?: DrawOptions) =>
  fc.assert(
    fc.asyncProperty(draws(c, options), async (draw) => {
      await check(c, draw);
    }),
    { numRuns: RUNS },
  );

describe("every generated function, random valid parameters", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_, c) => {
    await checkAll(c);
  });
});

const byId = new Map(cases.map((c) => [c.operation.operationId, c]));
const caseOf = (operationId: string): Case =>
  byId.get(operationId) ?? expect.fail(`no generated function for ${operationId}`);

describe("what issue C names", () => {
  it("repos/upload-release-asset goes to uploads.github.com with its bytes as they are", async () => {
    const data = new Uint8Array([0, 1, 2, 253, 254, 255, 123, 34]);
    const verdict = await check(caseOf("repos/upload-release-asset"), {
      params: { owner: "octo-org", repo: "hello world", release_id: 7, name: "a+b&c=d.zip", label: "é/?#", data },
      expected: {
        host: "uploads.github.com",
        path: { owner: "octo-org", repo: "hello world", release_id: "7" },
        query: { name: ["a+b&c=d.zip"], label: ["é/?#"] },
        contentType: "application/octet-stream",
        body: { base64: Buffer.from(data).toString("base64") },
      },
    });
    expect(verdict.received.host).toBe("uploads.github.com");
  });

  it.each(["text/plain", "text/x-markdown"])("markdown/render-raw with a %s body", async (contentType) => {
    const c = caseOf("markdown/render-raw");
    const text = "Hello **world** & 日本 + 😀";
    await check(c, {
      params: { data: text, headers: { "content-type": contentType } },
      expected: { host: "api.github.com", path: {}, query: {}, contentType, body: { text } },
    });
    await checkAll(c, { contentType });
  });

  it("migrations/list-for-org sends exclude as one query parameter per member", async () => {
    await check(caseOf("migrations/list-for-org"), {
      params: { org: "octo-org", exclude: ["repositories", "repositories"], per_page: 5 },
      expected: {
        host: "api.github.com",
        path: { org: "octo-org" },
        query: { exclude: ["repositories", "repositories"], per_page: ["5"] },
      },
    });
  });

  const withArrayQuery = cases.filter((c) =>
    c.parameters.some((p) => p.in === "query" && followRef(p.schema).type === "array"),
  );
  it.each(withArrayQuery.map((c) => [c.name, c] as const))(
    "array query parameters of %s, two members or more",
    async (_, c) => {
      await checkAll(c, { arrays: true });
    },
  );
});

describe("the server rejects what the description does not allow", () => {
  const api = "https://api.github.com";
  const json = { "content-type": "application/json" };
  const request = (
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: string,
  ): RequestOptions => ({
    method,
    url,
    headers,
    ...(body !== undefined ? { body } : {}),
  });

  it.each([
    {
      what: "a host the operation is not served by",
      operationId: "repos/upload-release-asset",
      options: request(
        "post",
        `${api}/repos/o/r/releases/1/assets?name=x`,
        { "content-type": "application/octet-stream" },
        "x",
      ),
      error: /went to https:\/\/api\.github\.com\/.* served by https:\/\/uploads\.github\.com/,
    },
    {
      what: "a query parameter the operation does not have",
      operationId: "issues/list-for-repo",
      options: request("get", `${api}/repos/o/r/issues?nope=1`),
      error: /additional properties/,
    },
    {
      what: "an integer path parameter that is not one",
      operationId: "issues/get",
      options: request("get", `${api}/repos/o/r/issues/abc`),
      error: /must be integer/,
    },
    {
      what: "a value outside an enum",
      operationId: "issues/list-for-repo",
      options: request("get", `${api}/repos/o/r/issues?state=opened`),
      error: /allowed values/,
    },
    {
      what: "a value against a format",
      operationId: "issues/list-for-repo",
      options: request("get", `${api}/repos/o/r/issues?since=yesterday`),
      error: /must match format "date-time"/,
    },
    {
      what: "a JSON body of the wrong shape",
      operationId: "issues/create",
      options: request("post", `${api}/repos/o/r/issues`, json, '{"body":"no title"}'),
      error: /required property 'title'/,
    },
    {
      what: "no body where one is required",
      operationId: "issues/create",
      options: request("post", `${api}/repos/o/r/issues`),
      error: /requires a body/,
    },
    {
      what: "a body where the operation takes none",
      operationId: "activity/star-repo-for-authenticated-user",
      options: request("put", `${api}/user/starred/o/r`, json, "{}"),
      error: /takes none/,
    },
    {
      what: "a content-type the operation does not declare",
      operationId: "markdown/render-raw",
      options: request("post", `${api}/markdown/raw`, { "content-type": "text/html" }, "x"),
      error: /content-type text\/html/,
    },
  ])("$what", async ({ operationId, options, error }) => {
    const verdict = await send(options);
    expect(verdict.operationId).toBe(operationId);
    expect(verdict.errors.join("\n")).toMatch(error);
  });
});

describe("coverage", () => {
  it("takes in at least 300 operations and every method GitHub uses", () => {
    expect([...new Set(cases.map((c) => c.method))].sort()).toEqual(["DELETE", "GET", "PATCH", "POST", "PUT"]);
    expect(cases.length).toBeGreaterThanOrEqual(300);
  });
});
