import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { loadOpenApi } from "../../../../generator/load/openapi/index.js";
import { parseSourceDocument } from "../../../../generator/load/source.js";
import { failure, FILE, load, route } from "./helpers.js";

// Server objects (generator/load/openapi/servers.ts): the base url, the servers kept for the SDK, and
// servers of a path item or an operation.

describe("servers", () => {
  const doc = (servers: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      servers,
      paths: { "/a": { get: { operationId: "a", responses: {} }, ...extra } },
    });

  it("substitutes variable defaults and drops the trailing slash", () => {
    const servers = [
      {
        url: "https://{host}:{port}/v3/",
        variables: { host: { default: "api.example.com" }, port: { default: "8443" } },
      },
    ];
    const { model } = load(doc(servers));
    expect(model.defaults).toEqual({ baseUrl: "https://api.example.com:8443/v3" });
    // The server itself is kept as written, for the SDK's typed server function.
    expect(model.servers).toEqual([
      {
        url: "https://{host}:{port}/v3/",
        variables: [
          { name: "host", default: "api.example.com" },
          { name: "port", default: "8443" },
        ],
        source: { file: FILE, pointer: "#/servers/0" },
      },
    ]);
  });

  it("reads every server, each variable with its enum and description, in the order the url names them", () => {
    const servers = [
      {
        url: "https://{region}.example.com/{version}",
        description: "Regional",
        variables: {
          version: { default: "v2" },
          region: { default: "eu", enum: ["eu", "us", 3], description: "Where the data lives." },
          unused: { default: "x" },
        },
      },
      { url: "https://sandbox.example.com" },
    ];
    expect(load(doc(servers)).model.servers).toEqual([
      {
        url: "https://{region}.example.com/{version}",
        description: "Regional",
        variables: [
          { name: "region", default: "eu", enum: ["eu", "us"], description: "Where the data lives." },
          { name: "version", default: "v2" },
        ],
        source: { file: FILE, pointer: "#/servers/0" },
      },
      { url: "https://sandbox.example.com", variables: [], source: { file: FILE, pointer: "#/servers/1" } },
    ]);
  });

  it("keeps a relative server relative; `/` or no servers is an empty base url, never the runtime's GitHub", () => {
    expect(load(doc([{ url: "/api/v3/" }])).model.defaults).toEqual({ baseUrl: "/api/v3" });
    expect(load(doc([{ url: "/" }])).model.defaults).toEqual({ baseUrl: "" });
    expect(load(doc(undefined)).model.defaults).toEqual({ baseUrl: "" });
    expect(load(doc(undefined)).model.servers).toEqual([]);
  });

  it("notes a base url without a host, at the server's url or at the missing `servers`", () => {
    const note = (servers: unknown) =>
      loadOpenApi(parseSourceDocument(FILE, doc(servers))).diagnostics.filter((d) => d.code === "server-relative");
    expect(note([{ url: "https://api.example.com" }])).toEqual([]);
    expect(note([{ url: "{scheme}://api.example.com", variables: { scheme: { default: "https" } } }])).toEqual([]);
    expect(note([{ url: "/api/v3/" }])).toEqual([
      expect.objectContaining({
        severity: "note",
        pointer: "#/servers/0/url",
        message: expect.stringMatching(
          /^the server url "\/api\/v3\/" has no host: generated functions send urls without one \(`\/api\/v3\/…`\).*defaults\(\{ baseUrl/,
        ),
      }),
    ]);
    expect(note(undefined)).toEqual([
      expect.objectContaining({
        severity: "note",
        pointer: "#/servers",
        message: expect.stringMatching(/^the description names no server: .*\(`\/…`\)/),
      }),
    ]);
    // A placeholder where the url should be: a character no url holds says so.
    const placeholders = { "Your API URL": " ", "<local-terminal-IP-address>/v1": "<", "https//{host}": " " };
    for (const [url, character] of Object.entries(placeholders)) {
      const [found] = note([{ url, variables: { host: { default: "a b" } } }]);
      expect(found?.message).toContain(
        `the server url ${JSON.stringify(url)} is not a url (it holds ${JSON.stringify(character)}, which no url may) and reads as a placeholder: generated functions send urls without one`,
      );
    }
    expect(note([{ url: "," }])[0]?.message).toMatch(/^the server url "," has no host/);
    // A host that is a placeholder: an Azure host template's variable without a default.
    expect(
      note([{ url: "https://{account}.blob.core.windows.net", variables: { account: { default: "{account}" } } }])[0]
        ?.message,
    ).toBe(
      'the server url "https://{account}.blob.core.windows.net" is not a url (it holds "{", which no url may) and reads as a placeholder: fetch refuses the urls generated functions send (`https://{account}.blob.core.windows.net/…`); give the API\'s url as the base: defaults({ baseUrl: "https://…" })',
    );
    expect(
      note([{ url: "https://{account}.blob.core.windows.net", variables: { account: { default: "main" } } }]),
    ).toEqual([]);
    expect(note([{ url: "/api/über" }])[0]?.message).toMatch(/^the server url "\/api\/über" has no host/);
    // Not when every route has a server of its own: no call goes to the base url.
    const item = (operationId: string, url: string) => ({ servers: [{ url }], get: { operationId, responses: {} } });
    const paths = { "/a": item("a", "https://a.example.com"), "/b": item("b", "https://b.example.com") };
    const text = JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
    expect(loadOpenApi(parseSourceDocument(FILE, text)).diagnostics).toEqual([]);
  });

  it("sends a server without a scheme over https, with a note: fetch refuses `//host` outside a web page", () => {
    const loaded = loadOpenApi(parseSourceDocument(FILE, doc([{ url: "//api.example.com/v1/" }])));
    expect(loaded.model.defaults).toEqual({ baseUrl: "https://api.example.com/v1" });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: "server-relative",
        severity: "note",
        pointer: "#/servers/0/url",
        message: expect.stringMatching(
          /names no scheme: generated functions send to https:\/\/api\.example\.com\/v1\/; .*baseUrl: "http:\/\/api/,
        ),
      }),
    ]);
  });

  it("reads a bare host as the host it names, over https with a note; a relative path stays one", () => {
    const base = (url: string) => load(doc([{ url, variables: { region: { default: "eu" } } }])).model.defaults.baseUrl;
    const given: [string, string][] = [
      ["api.calorieninjas.com", "https://api.calorieninjas.com"], // APIs.guru's calorieninjas.com
      ["api.example.com/v1/", "https://api.example.com/v1"],
      ["localhost:8080", "https://localhost:8080"],
      ["127.0.0.1:3000/api", "https://127.0.0.1:3000/api"],
      ["{region}.example.com", "https://eu.example.com"],
      ["api/v1", "api/v1"],
      ["v1.2/things", "v1.2/things"],
      ["/api.example.com", "/api.example.com"],
    ];
    expect(given.map(([url]) => [url, base(url)])).toEqual(given);
    const notes = loadOpenApi(parseSourceDocument(FILE, doc([{ url: "localhost:8080/v1" }]))).diagnostics;
    expect(notes).toEqual([
      expect.objectContaining({
        code: "server-relative",
        pointer: "#/servers/0/url",
        message: expect.stringMatching(
          /"localhost:8080\/v1" names no scheme: generated functions send to https:\/\/localhost:8080\/v1; .*baseUrl: "http:\/\/localhost:8080\/v1"/,
        ),
      }),
    ]);
  });

  it("gives operations with servers of their own that server, their url staying the path", () => {
    const text = doc([{ url: "https://api.example.com" }], {
      post: {
        operationId: "upload",
        servers: [
          { url: "https://{origin}", variables: { origin: { default: "uploads.example.com" } } },
          { url: "https://second.example.com" },
        ],
        responses: {},
      },
      put: { operationId: "same", servers: [{ url: "https://api.example.com/" }], responses: {} },
    });
    const { model } = load(text);
    expect(model.routes.map((r) => r.url)).toEqual(["/a", "/a", "/a"]);
    expect(route(model, "a").server).toBeUndefined();
    // The first of its servers, as written, variables and all.
    expect(route(model, "upload").server).toEqual({
      url: "https://{origin}",
      variables: [{ name: "origin", default: "uploads.example.com" }],
      source: { file: FILE, pointer: "#/paths/~1a/post/servers/0" },
    });
    expect(route(model, "same").server).toBeUndefined(); // the document's own server: nothing to say
  });

  it("makes the one server every operation names the API's, when the document has none", () => {
    // Swagger 2.0 conversions write the host on every operation.
    const paths = {
      "/a": { get: { operationId: "a", servers: [{ url: "https://api.example.com/v1/" }], responses: {} } },
      "/b": { post: { operationId: "b", servers: [{ url: "https://api.example.com/v1" }], responses: {} } },
    };
    const shared = load(JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths })).model;
    expect(shared.defaults).toEqual({ baseUrl: "https://api.example.com/v1" });
    expect(shared.servers).toMatchObject([{ url: "https://api.example.com/v1/" }]);
    expect(shared.routes.map((r) => r.server)).toEqual([undefined, undefined]);

    const other = {
      ...paths,
      "/c": { get: { operationId: "c", servers: [{ url: "https://other.example.com" }], responses: {} } },
    };
    const apart = load(JSON.stringify({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths: other })).model;
    expect(apart.defaults).toEqual({ baseUrl: "" });
    expect(apart.servers).toEqual([]);
    expect(apart.routes.map((r) => r.server?.url)).toEqual([
      "https://api.example.com/v1/",
      "https://api.example.com/v1",
      "https://other.example.com",
    ]);
  });

  it("applies path item servers to its operations, operation servers first", () => {
    const text = JSON.stringify({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/f": {
          servers: [{ url: "https://files.example.com" }],
          get: { operationId: "get", responses: {} },
          put: { operationId: "put", servers: [{ url: "https://write.example.com" }], responses: {} },
        },
      },
    });
    const { model } = load(text);
    expect(model.routes.map((r) => [r.id, r.url, r.server?.url, r.server?.source.pointer])).toEqual([
      ["get", "/f", "https://files.example.com", "#/paths/~1f/servers/0"],
      ["put", "/f", "https://write.example.com", "#/paths/~1f/put/servers/0"],
    ]);
  });

  it("reports a variable without a default", () => {
    const text = "openapi: 3.1.0\ninfo: { title: t, version: '1' }\nservers:\n  - url: https://{host}/\npaths: {}\n";
    expect(failure(text)[0]).toMatchObject({
      code: "invalid-document",
      pointer: "#/servers/0/url",
      ...positionOf(text, "https://{host}/"),
    });
  });
});
