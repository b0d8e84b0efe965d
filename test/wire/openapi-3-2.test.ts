// What OpenAPI 3.2 adds to a request, on the wire (test/fixtures/wire/openapi-3-2.yaml): the `query`
// method with a JSON body, `additionalOperations` methods with their path item's path parameters, the
// whole query string as one `in: querystring` parameter, and cookies in `style: cookie`. The SDK is
// generated as the CLI generates it, each call goes through toFetch and Node's fetch to a node:http
// server on 127.0.0.1, and what arrives (the method token, the request target, the headers, the body's
// bytes) is compared with what the description asks for, read by hand from the 3.2 text: the
// validating server's openapi-backend knows no 3.2. Each call that endpoint() can make (it has no
// cookies, and no query string: it writes one as RFC 6570's `{?criteria*}`) must also be what
// endpoint() makes of the route the generator planned.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { planApi } from "../../generator/pipeline.js";
import type { ApiModel, Schema } from "../../generator/model.js";
import type { FunctionPlan } from "../../generator/plan/plan.js";
import type { ParamField } from "../../generator/plan/routing/index.js";
import { toFetch, type Endpoint, type RequestOptions } from "../../runtime/index.js";
import { paramsOf, text, valueOf } from "../support/arbitrary-params.js";
import {
  comparableWithEndpoint,
  endpointParams,
  normalisedUrl,
  routeDefaults,
  sendsBody,
} from "../support/planned-route.js";
import { WIRE_FIXTURES } from "../support/wire-sdk.js";

const INPUT = `${WIRE_FIXTURES}openapi-3-2.yaml`;
/** The description's server: calls' urls start with it, and go to the local server instead. */
const SERVER = "https://shop.example.test";

type Generated = (params?: Record<string, unknown>, defaults?: unknown) => RequestOptions;

/** What arrived, as the server read it off the connection. */
interface Arrived {
  /** The method token, as sent. */
  method: string;
  /** The request target: the path and query exactly as sent. */
  target: string;
  /** The headers the call set (content-type, cookie, its parameters'): fetch's and the connection's own left out. */
  headers: Record<string, string>;
  /** The body's bytes as text, or undefined when none came. */
  body?: string;
}

/** Headers fetch or the connection writes whatever the call says. */
const CLIENT_HEADERS = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "accept",
  "accept-encoding",
  "accept-language",
  "sec-fetch-mode",
  "user-agent",
]);

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks);
    const arrived: Arrived = { method: request.method!, target: request.url!, headers: ownHeaders(request.headers) };
    if (body.length > 0 || request.headers["content-length"] !== undefined) arrived.body = body.toString("utf8");
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(arrived));
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const dir = mkdtempSync(join(tmpdir(), "routegen-wire-3-2-"));
const { diagnostics } = await generate({ input: INPUT, output: dir, force: true });
const { model, plan } = planApi({ input: INPUT });
const { endpoint } = (await import(join(dir, "endpoint.ts"))) as { endpoint: Endpoint };
const functions = new Map<string, { plan: FunctionPlan; call: Generated }>();
for (const scope of plan.scopes) {
  const module = (await import(join(dir, scope.file))) as Record<string, Generated>;
  for (const fn of scope.functions) functions.set(fn.route.operationId!, { plan: fn, call: module[fn.exportName]! });
}

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function ownHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (!CLIENT_HEADERS.has(name) && value !== undefined) own[name] = String(value);
  return own;
}

function fn(operationId: string) {
  const found = functions.get(operationId);
  if (!found) throw new Error(`no function for ${operationId}`);
  return found;
}

/**
 * Calls the generated function, checks its options against endpoint()'s for the planned route (when
 * endpoint() can make that request), sends them, and returns the options and what arrived.
 */
async function sent(
  operationId: string,
  params: Record<string, unknown> = {},
): Promise<{ options: RequestOptions; arrived: Arrived }> {
  const { plan: planned, call } = fn(operationId);
  const options = call(params);
  if (comparableWithEndpoint(planned)) {
    const expected = endpoint.defaults(routeDefaults(planned, sendsBody(planned, params)))(
      endpointParams(planned, params),
    );
    expect({ ...options, url: normalisedUrl(options.url) }).toEqual({
      ...expected,
      url: normalisedUrl(expected.url, planned),
    });
  }
  const [url, init] = toFetch(options);
  expect(url.startsWith(`${SERVER}/`), url).toBe(true);
  const response = await fetch(origin + url.slice(SERVER.length), init);
  expect(response.status).toBe(200);
  return { options, arrived: (await response.json()) as Arrived };
}

it("endpoint() is checked against every function but those whose requests it cannot make: cookies, a form body's properties, a query string", () => {
  const unchecked = [...functions]
    .filter(([, { plan: planned }]) => !comparableWithEndpoint(planned))
    .map(([operationId]) => operationId);
  expect(unchecked.sort()).toEqual([
    "filterProducts",
    "filterProductsByForm",
    "findProducts",
    "findProductsByForm",
    "whoami",
  ]);
});

describe("the `query` method", () => {
  it("goes as the token QUERY, its JSON body and content-type with it, the query and header parameters where they belong", async () => {
    const { arrived } = await sent("searchProducts", {
      text: "red shoes",
      limit: 5,
      tags: ["a&b", "ü"],
      lang: "en",
      headers: { "x-trace": "t-1" },
    });
    expect(arrived).toEqual({
      method: "QUERY",
      target: "/v2/products/search?lang=en",
      headers: { "content-type": "application/json; charset=utf-8", "x-trace": "t-1" },
      body: JSON.stringify({ text: "red shoes", limit: 5, tags: ["a&b", "ü"] }),
    });
  });

  it("sends the body the description requires when the call gives only what is required", async () => {
    const { arrived } = await sent("searchProducts", { text: "" });
    expect(arrived).toEqual({
      method: "QUERY",
      target: "/v2/products/search",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: '{"text":""}',
    });
  });
});

describe("`additionalOperations`: methods as the description writes them", () => {
  it("PURGE, with its path parameters percent-encoded in their segments and a query parameter after them, without a body", async () => {
    const { arrived } = await sent("purgeProduct", { store: "north/east 1", sku: 42, cascade: true });
    expect(arrived).toEqual({
      method: "PURGE",
      target: "/v2/stores/north%2Feast%201/products/42?cascade=true",
      headers: {},
    });
    expect((await sent("purgeProduct", { store: "s", sku: 0 })).arrived).toEqual({
      method: "PURGE",
      target: "/v2/stores/s/products/0",
      headers: {},
    });
  });

  it("LINK, with its path parameters and its required header", async () => {
    const link = '<https://shop.example.test/v2/stores/s/products/8>; rel="related"';
    const { arrived } = await sent("linkProduct", { store: "s", sku: 7, headers: { link } });
    expect(arrived).toEqual({ method: "LINK", target: "/v2/stores/s/products/7", headers: { link } });
  });

  it("COPY, with its JSON body and content-type, and a header parameter", async () => {
    const { arrived } = await sent("copyProduct", {
      store: "s",
      sku: 7,
      toStore: "north",
      keepStock: false,
      headers: { overwrite: "F" },
    });
    expect(arrived).toEqual({
      method: "COPY",
      target: "/v2/stores/s/products/7",
      headers: { "content-type": "application/json; charset=utf-8", overwrite: "F" },
      body: '{"toStore":"north","keepStock":false}',
    });
  });
});

// A path value `.` or `..` is written as it is, as endpoint() (and @octokit/endpoint) write it: `.` is
// unreserved, so no percent-encoding touches it. The WHATWG URL parser fetch and undici use then
// removes it as a dot segment (RFC 3986 §5.2.4), and the request reaches another path. Encoding it
// would not help: that parser reads `%2E` and `%2e` as a dot too. docs/routing.md says so.
describe("path values `.` and `..`: dot segments, removed before the request leaves", () => {
  it("`..` is written as it is, as endpoint() writes it, and the request reaches the path above it", async () => {
    const { options, arrived } = await sent("purgeProduct", { store: "..", sku: 42 });
    expect(options.url).toBe(`${SERVER}/v2/stores/../products/42`);
    expect(arrived.target).toBe("/v2/products/42");
  });

  it("`.` is written as it is, and the request reaches the path without that segment", async () => {
    const { options, arrived } = await sent("purgeProduct", { store: ".", sku: 42 });
    expect(options.url).toBe(`${SERVER}/v2/stores/./products/42`);
    expect(arrived.target).toBe("/v2/stores/products/42");
  });

  it("`%2E%2E` in a url is a dot segment to fetch too, so encoding the value would not keep it; a value with other characters is one segment", async () => {
    const arrivedAt = async (path: string) =>
      ((await (await fetch(`${origin}${path}`, { method: "PURGE" })).json()) as Arrived).target;
    expect(await arrivedAt("/v2/stores/%2E%2E/products/42")).toBe("/v2/products/42");
    expect(await arrivedAt("/v2/stores/%2e/products/42")).toBe("/v2/stores/products/42");
    for (const store of ["...", ".a", "%2E%2E", "../x"]) {
      const { arrived } = await sent("purgeProduct", { store, sku: 1 });
      expect(arrived.target).toBe(`/v2/stores/${encodeURIComponent(store)}/products/1`);
    }
  });
});

/** The query's pairs as a form reader decodes them (WHATWG: `+` is a space), the reading 3.2 requires of a form query. */
const formPairs = (target: string) =>
  target.includes("?") ? [...new URLSearchParams(target.slice(target.indexOf("?") + 1))] : [];

describe("`in: querystring`, the whole query from one parameter", () => {
  it("form-encoded: the object's members are the query's pairs, values percent-encoded so a form reader gets them back", async () => {
    const { arrived } = await sent("findProducts", { criteria: { color: "red", size: 2, note: "x y+z&w=1" } });
    expect(arrived).toEqual({
      method: "GET",
      target: "/v2/products/find?color=red&size=2&note=x%20y%2Bz%26w%3D1",
      headers: {},
    });
    expect(formPairs(arrived.target)).toEqual([
      ["color", "red"],
      ["size", "2"],
      ["note", "x y+z&w=1"],
    ]);
  });

  it("form-encoded: no members, or no object, is no query at all (no `?`)", async () => {
    expect((await sent("findProducts", { criteria: {} })).arrived.target).toBe("/v2/products/find");
    expect((await sent("findProducts")).arrived.target).toBe("/v2/products/find");
  });

  // A form query string is form content, as a form body is: the same criteria posted as a form body
  // (`findProductsByForm`) is the same text, a list member one pair per item (`sizes=1&sizes=2`, where
  // style form's RFC 6570 rules, endpoint()'s, write `sizes=1%2C2`) and an object member as its
  // members (where style form writes `range=%5Bobject%20Object%5D`).
  it("form-encoded: a list member goes one pair per item and an object member as its members, as the same object as a form body", async () => {
    const criteria = { color: "red", sizes: [1, 2], range: { min: 1, max: 5 } };
    const [{ arrived: query }, { arrived: form }] = await Promise.all([
      sent("findProducts", { criteria }),
      sent("findProductsByForm", criteria),
    ]);
    expect(form.body).toBe("color=red&sizes=1&sizes=2&min=1&max=5");
    expect(query.target).toBe(`/v2/products/find?${form.body}`);
    expect(diagnostics.filter((d) => d.code === "param-style-unsupported")).toEqual([]);
  });

  it("form-encoded: an object without a prototype, and a member of one, go as a plain object does", async () => {
    const criteria = Object.assign(Object.create(null) as object, {
      color: "red",
      range: Object.assign(Object.create(null) as object, { min: 1 }),
    });
    expect((await sent("findProducts", { criteria })).arrived.target).toBe("/v2/products/find?color=red&min=1");
  });

  it("form-encoded: plain members are the same text as the same object as a form body", async () => {
    const criteria = { color: "red", size: 2, note: "x y+z&w=1" };
    const [{ arrived: query }, { arrived: form }] = await Promise.all([
      sent("findProducts", { criteria }),
      sent("findProductsByForm", criteria),
    ]);
    expect(form.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(query.target).toBe(`/v2/products/find?${form.body}`);
  });

  // OpenAPI 3.2 applies a form media type's `encoding` to a query string as to a form body: per member,
  // its style, explode and allowReserved, or its JSON text for a JSON contentType.
  it("form-encoded with an `encoding`: each member goes in its style, as the same object does as a form body of that encoding", async () => {
    const criteria = {
      ids: [1, 2],
      tags: ["a b", "c"],
      colors: ["red", "blue"],
      range: { min: 1, max: 5 },
      meta: { a: 1 },
      next: "/p?q=1",
    };
    const [{ arrived: query }, { arrived: form }] = await Promise.all([
      sent("filterProducts", { criteria }),
      sent("filterProductsByForm", criteria),
    ]);
    expect(query.target).toBe(
      "/v2/products/filter?ids=1%7C2&tags=a%20b%20c&colors=red,blue&range%5Bmin%5D=1&range%5Bmax%5D=5&meta=%7B%22a%22%3A1%7D&next=/p?q%3D1",
    );
    expect(query.target).toBe(`/v2/products/filter?${form.body}`);
    // What a form reader gets back: the lists joined as each style joins them, deepObject's brackets, the
    // JSON text, reserved characters as they are (`/`, `?`; `=` and `&` stay encoded: they would cut the pair).
    expect(formPairs(query.target)).toEqual([
      ["ids", "1|2"],
      ["tags", "a b c"],
      ["colors", "red,blue"],
      ["range[min]", "1"],
      ["range[max]", "5"],
      ["meta", '{"a":1}'],
      ["next", "/p?q=1"],
    ]);
    expect(diagnostics.filter((d) => d.code === "not-applied" && d.message.includes("querystring"))).toEqual([]);
  });

  it("form-encoded with an `encoding`: members it does not name go in form's default, and none given is no query", async () => {
    const { arrived } = await sent("filterProducts", { criteria: { ids: [3], other: ["x", "y"] } });
    expect(arrived.target).toBe("/v2/products/filter?ids=3&other=x&other=y");
    expect((await sent("filterProducts", { criteria: {} })).arrived.target).toBe("/v2/products/filter");
  });

  it("JSON content (allowed by 3.2: the query is the JSON text, percent-encoded) is left out with a warning: the function takes no such parameter and sends no query", async () => {
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: "param-not-sent",
        severity: "warning",
        message: expect.stringContaining('querystring parameter "filter" is left out: its content is application/json'),
      }),
    );
    expect(fn("lookupProducts").plan.routing.fields).toEqual([]);
    const { arrived } = await sent("lookupProducts", {});
    expect(arrived).toEqual({ method: "GET", target: "/v2/products/lookup", headers: {} });
  });
});

describe("cookies in `style: cookie`", () => {
  it("`n1=v1; n2=v2`: a plain value as its pair, an object's members and a list's items each a pair of their own (explode, the style's default)", async () => {
    const { arrived } = await sent("whoami", {
      session: "abc123",
      prefs: { theme: "dark", size: 2 },
      seen: ["a", "b"],
    });
    expect(arrived).toEqual({
      method: "GET",
      target: "/v2/session",
      headers: { cookie: "session=abc123; theme=dark; size=2; seen=a; seen=b" },
    });
  });

  it("beside a cookie in style form, whose value is percent-encoded (3.2's own example)", async () => {
    const { arrived } = await sent("whoami", { session: "abc123", greeting: "Hello, world!" });
    expect(arrived.headers.cookie).toBe("session=abc123; greeting=Hello%2C%20world%21");
  });

  it("no cookie parameter given: no cookie header", async () => {
    expect((await sent("whoami")).arrived.headers).toEqual({});
  });

  // Style cookie applies no percent-encoding: a value that needs escaping is given escaped (3.2's own
  // example: `greeting=Hello%2C%20world!`), and characters a cookie may hold (`/`, `+`, `=`, `!`: base64
  // session tokens) go as they are.
  it("values go as given: escaped ones are not escaped again, a base64 token keeps its `/`, `+` and `=`", async () => {
    const { arrived } = await sent("whoami", {
      session: "dG9r/ZW4+=",
      prefs: { theme: "Hello%2C%20world!" },
      seen: ["a/b", "c=d"],
    });
    expect(arrived.headers.cookie).toBe("session=dG9r/ZW4+=; theme=Hello%2C%20world!; seen=a/b; seen=c=d");
  });

  it("a value no cookie can hold (CR, LF, `;`, a space...) is refused, naming the cookie, before anything is sent", () => {
    const refusal =
      'cookie "session": style cookie sends values as given, and no cookie value can hold "\\r": give it escaped, as the API reads it';
    expect(() => fn("whoami").call({ session: "a\r\nx-injected: 1" })).toThrow(new TypeError(refusal));
    expect(() => fn("whoami").call({ prefs: { theme: "a;b" } })).toThrow(/^cookie "prefs": .* ";"/);
    expect(() => fn("whoami").call({ seen: ["a b"] })).toThrow(/^cookie "seen": .* " "/);
  });
});

/** Random calls per property. */
const RUNS = 25;

/**
 * Random valid calls of a function, without `.` or `..` as a value: in a path they never reach a
 * server as they are, since URL parsers remove dot segments (test/support/wire-draws.ts leaves them
 * out too).
 */
function callsOf(planned: FunctionPlan, source: ApiModel): fc.Arbitrary<Record<string, unknown>> {
  return anyCallOf(planned, source).filter((call) => Object.values(call).every((v) => v !== "." && v !== ".."));
}

/**
 * Random valid parameters of a function, its headers' values visible ASCII (fetch refuses others in a
 * header, and trims spaces at the ends) or one of their enum's.
 */
function anyCallOf(planned: FunctionPlan, source: ApiModel): fc.Arbitrary<Record<string, unknown>> {
  const isHeaders = (field: ParamField) => field.key === "headers";
  const params = paramsOf(
    [...planned.routing.fields.filter((f) => !isHeaders(f)), ...(planned.routing.bodyAlternatives?.[0] ?? [])],
    source,
  );
  const headers = planned.routing.fields.find(isHeaders)?.schema;
  if (headers?.kind !== "object") return params;
  const ascii = fc.stringMatching(/^[!-~]([ -~]{0,10}[!-~])?$/);
  const values = Object.fromEntries(
    headers.properties.map(({ name, schema }) => [name, schema.kind === "enum" ? valueOf(schema, source) : ascii]),
  );
  const required = headers.properties.filter((p) => p.required).map((p) => p.name);
  return fc
    .tuple(params, fc.record(values, { requiredKeys: required }))
    .map(([rest, given]) => ({ ...rest, headers: given }));
}

describe("random valid calls", () => {
  // The form query string is not endpoint()'s (see above): its plain members have a property of their own below.
  const comparable = [...functions]
    .filter(([, f]) => comparableWithEndpoint(f.plan))
    .map(([operationId]) => operationId);

  it.each(comparable)(
    "%s: endpoint() makes the same options, and they arrive as they are: the method's token, the url's target, the body's bytes",
    async (operationId) => {
      await fc.assert(
        fc.asyncProperty(callsOf(fn(operationId).plan, model), async (params) => {
          const { options, arrived } = await sent(operationId, params);
          expect(arrived.method).toBe(fn(operationId).plan.routing.method);
          expect(arrived.target).toBe(options.url.slice(`${SERVER}`.length));
          expect(arrived.body).toBe(options.body === undefined ? undefined : JSON.stringify(options.body));
        }),
        { numRuns: RUNS },
      );
    },
  );

  it("a form query string of plain members reads back as the members given, in order, and is the text of the same form body", async () => {
    const criteria = model.types.find((t) => t.name === "Criteria")!.schema as Extract<Schema, { kind: "object" }>;
    const plain = criteria.properties.filter((p) => p.schema.kind !== "array" && p.schema.kind !== "object");
    const members = fc.record(Object.fromEntries(plain.map((p) => [p.name, valueOf(p.schema, model)])), {
      requiredKeys: [],
    });
    await fc.assert(
      fc.asyncProperty(members, async (given) => {
        const [{ arrived: query }, { arrived: form }] = await Promise.all([
          sent("findProducts", { criteria: given }),
          sent("findProductsByForm", given),
        ]);
        const expected = plain.filter((p) => given[p.name] !== undefined).map((p) => [p.name, String(given[p.name])]);
        expect(formPairs(query.target)).toEqual(expected);
        expect(query.target).toBe(expected.length === 0 ? "/v2/products/find" : `/v2/products/find?${form.body}`);
      }),
      { numRuns: RUNS },
    );
  });

  it("cookies: a style form value reads back percent-decoded; a style cookie value of characters no style encodes goes as it is", async () => {
    const unreserved = fc.stringMatching(/^[A-Za-z0-9._~-]{1,16}$/);
    await fc.assert(
      fc.asyncProperty(unreserved, text, async (session, greeting) => {
        const { arrived } = await sent("whoami", { session, greeting });
        const [first, second] = arrived.headers.cookie!.split("; ");
        expect(first).toBe(`session=${session}`);
        expect(decodeURIComponent(second!.slice("greeting=".length))).toBe(greeting);
        expect(second).toMatch(/^greeting=[A-Za-z0-9%._~-]*$/);
      }),
      { numRuns: RUNS },
    );
  });

  it("cookies in style cookie: any value of the characters a cookie value holds (RFC 6265's cookie-octet) arrives as given; any other printable ASCII one is refused", async () => {
    const octets = fc.stringMatching(/^[!#-+\--:<-[\]-~]{0,24}$/);
    await fc.assert(
      fc.asyncProperty(octets, fc.array(octets, { minLength: 1, maxLength: 3 }), async (session, seen) => {
        const { arrived } = await sent("whoami", { session, seen });
        expect(arrived.headers.cookie).toBe([`session=${session}`, ...seen.map((item) => `seen=${item}`)].join("; "));
      }),
      { numRuns: RUNS },
    );
    const refused = fc.tuple(octets, fc.constantFrom(" ", '"', ",", ";", "\\"), octets).map((parts) => parts.join(""));
    fc.assert(
      fc.property(refused, (session) => {
        expect(() => fn("whoami").call({ session })).toThrow(TypeError);
      }),
      { numRuns: RUNS },
    );
  });
});
