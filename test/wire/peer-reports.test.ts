// Wire-format bugs users reported against other OpenAPI client generators, each checked on routegen
// (test/fixtures/wire/peer-reports.yaml: one operation per report). A row names the thread, gives the
// call the report made and wants the exact text that must arrive, as the description asks: the query
// string, the path, a header, or the body's content-type and text or parts. The server decodes nothing
// here for the row: it checks the request against the description, and the row compares what arrived.
import { afterAll, describe, expect, it } from "vitest";
import { endpoint } from "../../runtime/index.js";
import { sendAccepted } from "../support/accepted-call.js";
import type { Part } from "../support/wire-decoding.js";
import type { Wire } from "../support/validating-server.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("peer-reports.yaml");
afterAll(() => sdk.close());

// A value of several segments is no path the validating server's router matches (one segment per
// parameter): the Azure operation's rows below check the url against its template themselves.
everyFunction(sdk, (f) => f.operationId !== "getRoleAssignment");

const BASE = "https://peers.example.com/v1";
const query = (wire: Wire) => wire.url.split("?")[1];
const parts = (wire: Wire) => (wire.body as { multipart: Part[] }).multipart;
/** A part as [name, content type or "" for a text field, its text]. */
const partText = (part: Part) =>
  "filename" in part ? [part.name, part.contentType, part.text ?? part.base64] : [part.name, "", part.value];

interface QueryRow {
  thread: string;
  given: Record<string, unknown>;
  /** The query string that must arrive. */
  want: string;
}

const QUERY: QueryRow[] = [
  {
    // An explicit `style: form, explode: false` list went as `instruments=USD_JPY&instruments=EUR_USD...`.
    thread: "openapi-ts/openapi-typescript#1608",
    given: { instruments: ["USD_JPY", "EUR_USD", "EUR_JPY"] },
    want: "instruments=USD_JPY,EUR_USD,EUR_JPY",
  },
  {
    // `explode: false` with the style left to its default went exploded, `example=e1&example=e2`.
    thread: "hey-api/hey-api#1255",
    given: { example: ["e1", "e2"] },
    want: "example=e1,e2",
  },
  {
    // A comma inside a member of an unexploded list is data: percent-encoded, so the members stay two.
    thread: "hey-api/hey-api#1255 (a member with a comma)",
    given: { example: ["a,b", "c"] },
    want: "example=a%2Cb,c",
  },
  {
    // pipeDelimited joined with an undefined separator (`COLLECTION_FORMATS.pipe`), `a,b` or `aundefinedb`.
    thread: "swagger-api/swagger-codegen#10963",
    given: { usernames: ["ann", "bob"] },
    want: "usernames=ann%7Cbob",
  },
  {
    // deepObject went form-style, dropping the parameter's name: `eq=value` for `filter[eq]=value`.
    thread: "PrefectHQ/fastmcp#4523 (deepObject, orval-labs/orval#3193's `[object Object]`)",
    given: { filter: { eq: "8827364", updated_after: "2020-01-01" } },
    want: "filter%5Beq%5D=8827364&filter%5Bupdated_after%5D=2020-01-01",
  },
  {
    // allowReserved: true was percent-encoded anyway (`1%402`, `quotes%2Fh2g2.txt`).
    thread: "OpenAPITools/openapi-generator#812",
    given: { path: "quotes/h2g2.txt@1:2" },
    want: "path=quotes/h2g2.txt@1:2",
  },
  {
    // ...while what a query cannot hold as data stays encoded even so: `&`, `=`, `+`, `#` and a space.
    thread: "OpenAPITools/openapi-generator#812 (delimiters in the value)",
    given: { path: "a&b=c+d#e f" },
    want: "path=a%26b%3Dc%2Bd%23e%20f",
  },
  {
    // A parameter described by `content: application/json` goes as its JSON text, not in form style.
    thread: "scalar/scalar#7865",
    given: { select: { a: 1, b: ["x"] } },
    want: "select=%7B%22a%22%3A1%2C%22b%22%3A%5B%22x%22%5D%7D",
  },
  {
    // A boolean goes as `true`/`false`, and `false` is sent, not dropped as a falsy value.
    thread: "boolean false in a query",
    given: { active: false },
    want: "active=false",
  },
];

describe("query parameters", () => {
  it.each(QUERY)("$thread", async ({ given, want }) => {
    const { options, wire } = await sendAccepted(sdk, "listQuotes", given);
    expect(options.url).toBe(`${BASE}/quotes?${want}`);
    expect(query(wire)).toBe(want);
  });

  it("an empty unexploded list sends no pair (RFC 6570: an empty list is undefined)", () => {
    expect(sdk.fn("listQuotes").call({ instruments: [], usernames: [] }).url).toBe(`${BASE}/quotes`);
  });
});

describe("cookie parameters and defaults", () => {
  it("hey-api/hey-api#1308: a cookie parameter is sent, in the cookie header", async () => {
    const { options, wire } = await sendAccepted(sdk, "getDbTime", { session_token: "s 1;x" });
    // Was: generated into the options, and never sent. Style form percent-encodes the value.
    expect(options.headers.cookie).toBe("session_token=s%201%3Bx");
    expect(wire.headers.cookie).toBe("session_token=s%201%3Bx");
  });

  it("a parameter's default is the server's to assume: a call that leaves it out sends nothing", async () => {
    const { wire } = await sendAccepted(sdk, "getDbTime", {});
    expect(wire.url).toBe(`${BASE}/stats/db-time`);
    expect((await sendAccepted(sdk, "getDbTime", { limit: 20 })).wire.url).toBe(`${BASE}/stats/db-time?limit=20`);
  });
});

// A path value is one segment: `/`, `?`, `#`, `%` and the rest are percent-encoded.
const PATH: [string, string][] = [
  ["/foo?bar", "%2Ffoo%3Fbar"],
  ["a#b", "a%23b"],
  ["100%", "100%25"],
  ["John Doe", "John%20Doe"],
  ["a+b", "a%2Bb"],
  ["Käse", "K%C3%A4se"],
  ["wiki:Special", "wiki%3ASpecial"],
];

describe("path parameters", () => {
  it("octokit/endpoint.js#207: `:path` and `{path}` encode a value's `/` alike", () => {
    const params = { owner: "o", repo: "r", path: "path/to/file.txt" };
    const want = "https://api.github.com/repos/o/r/contents/path%2Fto%2Ffile.txt";
    expect(endpoint("GET /repos/{owner}/{repo}/contents/{path}", params).url).toBe(want);
    expect(endpoint("GET /repos/:owner/:repo/contents/:path", params).url).toBe(want);
  });

  // openapi-ts/openapi-typescript#1596 (`/hello//foo?bar`), orval-labs/orval#679, ferdikoomen's #938.
  it.each(PATH)("openapi-ts/openapi-typescript#1596: %j is one segment, %s", async (slug, want) => {
    const { options, wire } = await sendAccepted(sdk, "getHello", { slug });
    expect(options.url).toBe(`${BASE}/hello/${want}`);
    expect(wire.url).toBe(`${BASE}/hello/${want}`);
  });
});

// AutoRest's `x-ms-skip-url-encoding: true`: the value is sent as given (Azure's `{scope}`,
// `subscriptions/1/resourceGroups/rg`), as RFC 6570's reserved expansion writes it; what a url cannot
// hold (a space, non-ASCII) is still percent-encoded, and `%XX` is left as it is.
const AZURE: [string, string][] = [
  ["subscriptions/1/resourceGroups/rg", "subscriptions/1/resourceGroups/rg"],
  ["subscriptions/1/resourceGroups/my%20rg", "subscriptions/1/resourceGroups/my%20rg"],
  ["subscriptions/1/resourceGroups/my rg", "subscriptions/1/resourceGroups/my%20rg"],
  ["providers/Microsoft.Management/managementGroups/Käse", "providers/Microsoft.Management/managementGroups/K%C3%A4se"],
];
/** The description's template, `{scope}` any number of segments, every other value one. */
const ROLE_ASSIGNMENT = new RegExp(
  `^${BASE.replaceAll(".", "\\.")}/(.+)/providers/Microsoft\\.Authorization/roleAssignments/([^/?#]+)(\\?.*)?$`,
);

describe("x-ms-skip-url-encoding", () => {
  // pulumi/pulumi-azure-native#3118 and Azure/autorest.powershell#432: `/` sent as `%2F`.
  it.each(AZURE)("pulumi/pulumi-azure-native#3118: scope %j goes as %s", async (scope, want) => {
    const options = sdk.fn("getRoleAssignment").call({ scope, roleAssignmentName: "ra/1" });
    expect(options.url).toBe(`${BASE}/${want}/providers/Microsoft.Authorization/roleAssignments/ra%2F1`);
    const { wire } = await sdk.send(options);
    expect(wire.url).toBe(options.url);
    expect(ROLE_ASSIGNMENT.exec(wire.url)?.slice(1, 3)).toEqual([want, "ra%2F1"]);
  });

  it("a query value keeps its reserved characters, as allowReserved does", async () => {
    const options = sdk.fn("getRoleAssignment").call({
      scope: "s",
      roleAssignmentName: "r",
      $filter: "atScope() and assignedTo('a/b')",
    });
    expect(options.url.split("?")[1]).toBe("%24filter=atScope()%20and%20assignedTo('a/b')");
    expect((await sdk.send(options)).wire.query).toEqual([["$filter", "atScope() and assignedTo('a/b')"]]);
  });
});

describe("header parameters", () => {
  it("swagger-api/swagger-codegen#5378: a list header is one value, its members joined by commas", async () => {
    const { options, wire } = await sendAccepted(sdk, "deleteCards", {
      headers: { tokens: ["card_1A7", "card_1A8"] },
    });
    expect(options.headers.tokens).toBe("card_1A7,card_1A8");
    expect(wire.headers.tokens).toBe("card_1A7,card_1A8");
  });

  it("jarrodek/ChromeRestClient#386: a header described by JSON content goes as the JSON text given", async () => {
    // Typed as the text, which the caller writes (docs/routing.md): it arrives exactly as given.
    const { wire } = await sendAccepted(sdk, "deleteCards", {
      headers: { tokens: ["t"], "x-identity": JSON.stringify({ deviceType: "ANDROID" }) },
    });
    expect(wire.headers["x-identity"]).toBe('{"deviceType":"ANDROID"}');
  });
});

describe("form bodies", () => {
  it("orval-labs/orval#3803: a property encoded deepObject goes in brackets, not as JSON text", async () => {
    const { options, wire } = await sendAccepted(sdk, "postAccounts", {
      metadata: { order_id: "6735" },
      bookIds: [1, 2],
    });
    expect(options.body).toBe("metadata%5Border_id%5D=6735&bookIds=1&bookIds=2");
    expect(wire.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(wire.body).toEqual({
      form: [
        ["metadata[order_id]", "6735"],
        ["bookIds", "1"],
        ["bookIds", "2"],
      ],
    });
  });

  it("cloudfoundry/cli#950: a form declared with charset=UTF-8 says so, as declared", async () => {
    const { options, wire } = await sendAccepted(sdk, "postToken", { grant_type: "password", username: "Jürgen" });
    // Was: `application/x-www-form-urlencoded` alone, which servlet containers read as ISO-8859-1 (`JÃ¼rgen`).
    expect(options.headers["content-type"]).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(wire.headers["content-type"]).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(options.body).toBe("grant_type=password&username=J%C3%BCrgen");
  });
});

describe("multipart bodies", () => {
  it("hey-api/hey-api#1585: a list of lists keeps its nesting when the outer list has one member", async () => {
    const one = await sendAccepted(sdk, "postMatrix", { matrix: [[1, 2]] });
    // Was: `matrix=1`, `matrix=2`, read back as a list of numbers.
    expect(parts(one.wire).map(partText)).toEqual([["matrix", "application/json", "[1,2]"]]);
    const two = await sendAccepted(sdk, "postMatrix", { matrix: [[1], [2, 3]] });
    expect(parts(two.wire).map(partText)).toEqual([
      ["matrix", "application/json", "[1]"],
      ["matrix", "application/json", "[2,3]"],
    ]);
  });

  it("OpenAPITools/openapi-generator#22597: a list of files is a file part each, in a multipart body", async () => {
    const { options, wire } = await sendAccepted(sdk, "uploadRecordings", {
      files: [new File(["one"], "a.wav", { type: "audio/wav" }), new Uint8Array([1, 2])],
    });
    // Was: `files=[object File]`, as application/x-www-form-urlencoded.
    expect(options.body).toBeInstanceOf(FormData);
    expect(wire.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(parts(wire)).toEqual([
      { name: "files", filename: "a.wav", contentType: "audio/wav", base64: "b25l" },
      expect.objectContaining({ name: "files", contentType: "application/octet-stream", base64: "AQI=" }),
    ]);
  });

  it("hey-api/hey-api#4281, swagger-api/swagger-codegen#9139: a part encoded as JSON is a JSON part", async () => {
    const { wire } = await sendAccepted(sdk, "uploadDocument", {
      file: new Blob(["%PDF"], { type: "text/plain" }),
      products: ["p1", "p2"],
      dto: { name: "n", tags: ["t"] },
      overwrite: false,
    });
    // `products` is a list: a part per member (OpenAPI's multipart rule for lists), each typed
    // application/json as the encoding says, so each member is its JSON text.
    expect(parts(wire).map(partText)).toEqual([
      ["file", "text/plain", "%PDF"],
      ["overwrite", "", "false"],
      ["products", "application/json", '"p1"'],
      ["products", "application/json", '"p2"'],
      ["dto", "application/json", '{"name":"n","tags":["t"]}'],
    ]);
  });

  it("swagger-api/swagger-codegen#9940: a text part typed text/plain is a text field, not a file named `blob`", async () => {
    const { wire } = await sendAccepted(sdk, "postNote", {
      note: "hello",
      priority: 2,
      media: new Uint8Array([82, 73]),
      info: { tags: ["green"] },
    });
    // Was: `note` and `priority` as Blobs (filename="blob"), which multer and aiohttp read as uploads.
    // A JSON part is a Blob still, filename and all: FormData types no part without one.
    expect(parts(wire)).toEqual([
      { name: "note", value: "hello" },
      { name: "priority", value: "2" },
      { name: "media", filename: "blob", contentType: "audio/wav", base64: "Ukk=" },
      { name: "info", filename: "blob", contentType: "application/json", text: '{"tags":["green"]}' },
    ]);
  });

  it("OAI/OpenAPI-Specification#1902: an object without an encoding is a JSON part, never `[object Object]`", async () => {
    const { wire } = await sendAccepted(sdk, "uploadDocument", {
      file: new Uint8Array([37]),
      products: ["p"],
      title: { en: "Hi", fr: "Salut" },
    });
    expect(parts(wire).map(partText)).toEqual([
      ["file", "application/octet-stream", "JQ=="],
      ["products", "application/json", '"p"'],
      ["title", "application/json", '{"en":"Hi","fr":"Salut"}'],
    ]);
  });
});

describe("other bodies", () => {
  it("OpenAPITools/openapi-generator#13456 and #10362: a text/plain body is the text, unquoted, with its charset", async () => {
    const { options, wire } = await sendAccepted(sdk, "importProduct", { data: '<p a="1">x</p>' });
    // Was: `"<p a=\"1\">x</p>"`, the string's JSON text.
    expect(options.body).toBe('<p a="1">x</p>');
    expect(wire.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(wire.body).toEqual({ text: '<p a="1">x</p>' });
  });

  it("acacode/swagger-typescript-api#1570: a merge patch goes as application/merge-patch+json, null kept", async () => {
    const { wire } = await sendAccepted(sdk, "partialUpdate", { resourceId: "r/1", name: "n", labels: null });
    // Was: `application/json`, which a merge-patch endpoint answers with 415.
    expect(wire.url).toBe(`${BASE}/resource/r%2F1`);
    expect(wire.headers["content-type"]).toBe("application/merge-patch+json");
    expect(wire.body).toEqual({ json: { name: "n", labels: null } });
  });

  it("kubernetes-client/java#342: an object is sent as merge patch by default, not as JSON Patch", async () => {
    const data = { metadata: { labels: { "label-key": "label-value" } } };
    const { wire } = await sendAccepted(sdk, "patchNode", { name: "minikube", data });
    // Was: application/json-patch+json, the first listed, which a cluster answers "cannot unmarshal
    // object into Go value of type jsonpatch.Patch": a JSON Patch is a list of operations (RFC 6902).
    expect(wire.headers["content-type"]).toBe("application/merge-patch+json");
    expect(wire.body).toEqual({ json: data });
    const named = await sendAccepted(sdk, "patchNode", {
      name: "minikube",
      data,
      headers: { "content-type": "application/strategic-merge-patch+json" },
    });
    expect(named.wire.headers["content-type"]).toBe("application/strategic-merge-patch+json");
  });

  it("alchemy-run/distilled#284: an application/octet-stream body is the bytes themselves, not multipart", async () => {
    const { options, wire } = await sendAccepted(sdk, "putObject", {
      bucket: "b",
      object: "dir/file.bin",
      data: new Uint8Array([0, 255, 10]),
    });
    expect(options.body).toBeInstanceOf(Uint8Array);
    expect(wire.url).toBe(`${BASE}/buckets/b/objects/dir%2Ffile.bin`);
    expect(wire.headers["content-type"]).toBe("application/octet-stream");
    expect(wire.body).toEqual({ base64: "AP8K" });
  });
});
