// Every parameter style on the wire (test/fixtures/wire/style-matrix.yaml). First the OpenAPI
// specification's "Style Examples" table as given/want rows: a parameter `color` given "blue", a list
// or an object must be sent exactly as the table writes it (its percent-encoding applied). Then random
// valid calls of every function, decoded by a server by each parameter's style and schema
// (test/support/wire-decoding.ts), and the cases around names.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { Endpoint } from "../../runtime/index.js";
import { paramsOf } from "../support/arbitrary-params.js";
import { endpointParams, normalisedUrl, routeDefaults, withoutReserved } from "../support/planned-route.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("style-matrix.yaml");
afterAll(() => sdk.close());

const STRING = "blue";
const LIST = ["blue", "black", "brown"];
const OBJECT = { R: 100, G: 200, B: 150 };
const BASE = "https://styles.example.com/v1";

/** One row of the table: an operation, and what it sends for each value (undefined: nothing at all). */
interface Row {
  operationId: string;
  empty?: string;
  string: string;
  list: string;
  object: string;
}

// The path rows: the url's last segment. Label lists go as RFC 6570 writes them (`.blue,black,brown`),
// as OpenAPI 3.0.4 and 3.1.1 corrected the table of 3.0.3 (`.blue.black.brown`) to say.
const PATH: Row[] = [
  { operationId: "pathSimple", string: "blue", list: "blue,black,brown", object: "R,100,G,200,B,150" },
  { operationId: "pathSimpleExplode", string: "blue", list: "blue,black,brown", object: "R=100,G=200,B=150" },
  { operationId: "pathLabel", empty: ".", string: ".blue", list: ".blue,black,brown", object: ".R,100,G,200,B,150" },
  {
    operationId: "pathLabelExplode",
    empty: ".",
    string: ".blue",
    list: ".blue.black.brown",
    object: ".R=100.G=200.B=150",
  },
  {
    operationId: "pathMatrix",
    empty: ";color",
    string: ";color=blue",
    list: ";color=blue,black,brown",
    object: ";color=R,100,G,200,B,150",
  },
  {
    operationId: "pathMatrixExplode",
    empty: ";color",
    string: ";color=blue",
    list: ";color=blue;color=black;color=brown",
    object: ";R=100;G=200;B=150",
  },
];

// The query rows: the url's query. `|` and the space are percent-encoded, as a url must. (A server
// reads a value typed as any of the three by its text alone, which cannot say which it is: these rows
// check what arrives; the typed operations below check what a server decodes.)
const QUERY: Row[] = [
  {
    operationId: "queryForm",
    empty: "color=",
    string: "color=blue",
    list: "color=blue&color=black&color=brown",
    object: "R=100&G=200&B=150",
  },
  {
    operationId: "queryFormUnexploded",
    empty: "color=",
    string: "color=blue",
    list: "color=blue,black,brown",
    object: "color=R,100,G,200,B,150",
  },
  {
    operationId: "querySpaceDelimited",
    string: "color=blue",
    list: "color=blue%20black%20brown",
    object: "color=R%20100%20G%20200%20B%20150",
  },
  {
    operationId: "queryPipeDelimited",
    string: "color=blue",
    list: "color=blue%7Cblack%7Cbrown",
    object: "color=R%7C100%7CG%7C200%7CB%7C150",
  },
];

// Headers: style simple, values as they are (a header is not a url).
const HEADER: Row[] = [
  { operationId: "headerSimple", string: "blue", list: "blue,black,brown", object: "R,100,G,200,B,150" },
  { operationId: "headerSimpleExplode", string: "blue", list: "blue,black,brown", object: "R=100,G=200,B=150" },
];

// Cookies: style form, each pair of an exploded list or object a cookie of its own.
const COOKIE: Row[] = [
  {
    operationId: "cookieForm",
    empty: "color=",
    string: "color=blue",
    list: "color=blue,black,brown",
    object: "color=R,100,G,200,B,150",
  },
  {
    operationId: "cookieFormExplode",
    empty: "color=",
    string: "color=blue",
    list: "color=blue; color=black; color=brown",
    object: "R=100; G=200; B=150",
  },
];

const VALUES = [
  ["string", STRING],
  ["list", LIST],
  ["object", OBJECT],
] as const;

/** The rows as `it.each` cases: operation, value kind, value, and the text wanted. */
const cases = (rows: Row[]) =>
  rows.flatMap((row) => [
    ...(row.empty === undefined ? [] : [[row.operationId, "empty", "", row.empty] as const]),
    ...VALUES.map(([kind, value]) => [row.operationId, kind, value, row[kind]] as const),
  ]);

describe("the specification's Style Examples table", () => {
  it.each(cases(PATH))("path %s, %s", async (operationId, kind, color, want) => {
    const url = `${BASE}/${sdk.fn(operationId).path.split("/")[1]}/${want}`;
    const options = sdk.fn(operationId).call({ color });
    expect(options.url).toBe(url);
    // An empty last segment matches no operation's path.
    if (kind !== "empty") expect((await sdk.send(options)).wire.url).toBe(url);
  });

  it.each(cases(QUERY))("query %s, %s", async (operationId, _, color, want) => {
    const options = sdk.fn(operationId).call({ color });
    expect(options.url.split("?")[1]).toBe(want);
    const verdict = await sdk.send(options);
    expect(verdict.operationId).toBe(operationId);
    expect(verdict.wire.url.split("?")[1]).toBe(want);
  });

  it("query deepObject, object", async () => {
    const options = sdk.fn("queryDeepObject").call({ color: OBJECT });
    // `color[R]=100&color[G]=200&color[B]=150`, the brackets percent-encoded.
    expect(options.url.split("?")[1]).toBe("color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.query).toEqual([
      ["color[R]", "100"],
      ["color[G]", "200"],
      ["color[B]", "150"],
    ]);
  });

  it.each(cases(HEADER))("header %s, %s", async (operationId, _, color, want) => {
    const options = sdk.fn(operationId).call({ headers: { color } });
    // What `inspect` shows is what is sent: the text, never the list or the object.
    expect(options.headers.color).toBe(want);
    expect((await sdk.send(options)).wire.headers.color).toBe(want);
  });

  it.each(cases(COOKIE))("cookie %s, %s", async (operationId, _, color, want) => {
    const options = sdk.fn(operationId).call({ color });
    expect(options.headers.cookie).toBe(want);
    expect((await sdk.send(options)).wire.headers.cookie).toBe(want);
  });

  it("null, an empty list and an empty object send nothing: RFC 6570 has them undefined", () => {
    for (const color of [null, [], {}]) {
      expect(sdk.fn("queryForm").call({ color }).url).toBe(`${BASE}/form`);
      expect(sdk.fn("querySpaceDelimited").call({ color }).url).toBe(`${BASE}/space`);
      expect(sdk.fn("cookieFormExplode").call({ color }).headers.cookie).toBeUndefined();
    }
    for (const color of [[], {}])
      expect(sdk.fn("headerSimple").call({ headers: { color } }).headers).not.toHaveProperty("color");
  });
});

// Random calls of the operations whose parameters are typed as one kind of value, which a server can read back.
everyFunction(sdk, (f) => f.path.startsWith("/typed/") || f.path.startsWith("/items/"));

describe("lists and objects typed alone, and names", () => {
  it("exploded space- and pipe-delimited lists send a pair per member, as form does", async () => {
    const options = sdk
      .fn("typedQuery")
      .call({ spaced: ["a", "b"], spacedE: ["a", "b"], piped: { R: 1, G: 2 }, pipedE: ["x", "y"] });
    expect(options.url.split("?")[1]).toBe("spaced=a%20b&spacedE=a&spacedE=b&piped=R%7C1%7CG%7C2&pipedE=x&pipedE=y");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.query).toEqual({
      spaced: ["a", "b"],
      spacedE: ["a", "b"],
      piped: { R: "1", G: "2" },
      pipedE: ["x", "y"],
    });
  });

  it("booleans and numbers as their text, reserved characters kept where allowed, an empty value as `name=`", async () => {
    const options = sdk
      .fn("typedQuery")
      .call({ flag: false, ratio: 0.5, next: "/a/b?c=d", note: "", "sort by[0]$é": "x" });
    expect(options.url.slice(options.url.indexOf("?") + 1)).toBe(
      "flag=false&ratio=0.5&next=/a/b?c%3Dd&note=&sort%20by%5B0%5D%24%C3%A9=x",
    );
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.query).toEqual([
      ["flag", "false"],
      ["ratio", "0.5"],
      ["next", "/a/b?c=d"],
      ["note", ""],
      ["sort by[0]$é", "x"],
    ]);
  });

  it("a matrix parameter named `user-id` is sent under its name", async () => {
    const options = sdk
      .fn("typedMatrix")
      .call({ ids: ["a"], idsE: ["b", "c"], rgb: { R: 1 }, rgbE: { G: 2, B: 3 }, "user-id": 7 });
    expect(options.url).toBe(`${BASE}/typed/matrix/;ids=a/;idsE=b;idsE=c/;rgb=R,1/;G=2;B=3/;user-id=7`);
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.path).toEqual({
      ids: ["a"],
      idsE: ["b", "c"],
      rgb: { R: "1" },
      rgbE: { G: "2", B: "3" },
      "user-id": "7",
    });
  });

  it("headers typed as lists and objects are text in the request options; plain ones are as given", () => {
    const options = sdk.fn("typedHeaders").call({
      headers: {
        "X-Ids": ["a", "b"],
        "x-rgb": { R: 1, G: 2 },
        "x-rgb-exploded": { B: 3 },
        "x-plain": "p",
        "x-count": 4,
      },
    });
    expect(options.headers).toMatchObject({
      "x-ids": "a,b",
      "x-rgb": "R,1,G,2",
      "x-rgb-exploded": "B=3",
      "x-plain": "p",
      "x-count": 4,
    });
  });

  it("OpenAPI 3.1: a type list with null sends nothing for null, a const its value, a $ref'd object its style", async () => {
    const options = sdk.fn("typedQuery").call({ maybe: null, version: "v2", rgbRef: { R: 1 } });
    expect(options.url.split("?")[1]).toBe("version=v2&rgbRef%5BR%5D=1");
    expect((await sdk.send(options)).errors).toEqual([]);
    const path = sdk.fn("typedNullable").call({ n: 5, tags: ["a", "b"] });
    expect(path.url).toBe(`${BASE}/typed/nullable/.5/;tags=a;tags=b`);
    expect((await sdk.send(path)).wire.decoded.path).toEqual({ n: "5", tags: ["a", "b"] });
  });

  it("a path and a query parameter named `id`: the query one is passed as `id_query`, sent as `id`", async () => {
    const options = sdk.fn("getItem").call({ id: "p 1", id_query: "q 1" });
    expect(options.url).toBe(`${BASE}/items/p%201?id=q%201`);
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.path).toEqual({ id: "p 1" });
    expect(verdict.wire.query).toEqual([["id", "q 1"]]);
  });
});

// Where RFC 6570 can say it (every path style, the query styles but deepObject), the generic builder
// given the route the generator planned builds the same url: random calls of the path and query
// operations, the table's own values among them; a path and a query parameter of one name too. (Headers and cookies are where they differ on purpose:
// docs/routing.md.)
describe("the url is what endpoint() builds for the same route", () => {
  const { endpoint } = sdk.endpointModule as { endpoint: Endpoint };
  const urlOnly = sdk.functions.filter(
    (f) =>
      !f.plan.routing.cookies &&
      !f.plan.routing.headerStyles &&
      !f.plan.routing.query.some((q) => q.style === "deepObject"),
  );
  const color = fc.constantFrom<unknown>(STRING, LIST, OBJECT);

  it.each(urlOnly.map((f) => [f.operationId, f] as const))("%s", (_, f) => {
    const fields = f.plan.routing.fields.filter((field) => field.placement !== "headers");
    const params = f.plan.routing.fields.some((field) => field.key === "color")
      ? color.map((value) => ({ color: value }))
      : paramsOf(fields, sdk.model);
    fc.assert(
      fc.property(params, (given) => {
        const expected = endpoint.defaults(routeDefaults(f.plan))(endpointParams(f.plan, given));
        // endpoint() percent-encodes what allowReserved keeps: those pairs are the table's above.
        const ours = withoutReserved(f.call(given).url, f.plan).url;
        expect(normalisedUrl(ours)).toBe(normalisedUrl(withoutReserved(expected.url, f.plan).url, f.plan));
      }),
      { numRuns: 25 },
    );
  });
});
