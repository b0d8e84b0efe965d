// Credentials on the wire: `defaults({ auth })` of the generated SDK, sent by generated functions to a
// real local server. Each scheme's credential arrives where its scheme says (a bearer token, basic
// user and password, an API key in a header, the query or a cookie, an oauth2 or OpenID Connect token,
// another http scheme's whole value); a call sends the first alternative whose credentials are all
// there and no other; a public route receives none; a function credential is asked at each call.
import { afterAll, describe, expect, it } from "vitest";
import { toFetch, type Defaults } from "../../runtime/index.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("security.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const defaults = sdk.endpointModule.defaults as (options: object, base?: Defaults) => Defaults;
const call = (operationId: string, params: Record<string, unknown>, auth: object) =>
  sdk.fn(operationId).call(params, defaults({ auth }));

/** What arrived: the credentials' places only. */
async function arrived(operationId: string, params: Record<string, unknown>, auth: object) {
  const verdict = await sdk.send(call(operationId, params, auth));
  expect(verdict.operationId).toBe(operationId);
  const { headers, query, decoded } = verdict.wire;
  return {
    authorization: headers.authorization,
    apiKeyHeader: headers["x-api-key"],
    query,
    cookie: headers.cookie,
    cookies: decoded.cookies,
  };
}

const ALL = {
  bearer: "jwt.1",
  key: "k&1",
  session: "s 1",
  header: "h1",
  basic: { username: "ada", password: "pässword:1" },
  oauth: "oauth-token",
  oidc: "oidc-token",
  digest: 'Digest username="ada", response="x"',
};

describe("each scheme's credential goes where its scheme says", () => {
  it("http bearer: authorization: Bearer <token>, and nothing else", async () => {
    expect(await arrived("listPets", { limit: 2 }, ALL)).toMatchObject({
      authorization: "Bearer jwt.1",
      query: [["limit", "2"]],
      cookie: undefined,
    });
  });

  it("an apiKey in the query: a query pair after the route's own, encoded", async () => {
    const { bearer: _, ...withoutBearer } = ALL;
    const got = await arrived("listPets", { limit: 2 }, withoutBearer);
    expect(got).toMatchObject({
      authorization: undefined,
      query: [
        ["limit", "2"],
        ["api_key", "k&1"],
      ],
    });
    expect(call("listPets", {}, { key: "k&1" }).url).toBe("https://pets.example.test/v1/pets?api_key=k%261");
  });

  it("an apiKey in a header and one in a cookie go together, the cookie after the route's cookie parameters", async () => {
    const got = await arrived("getPet", { id: "7", theme: "dark" }, ALL);
    expect(got).toMatchObject({ apiKeyHeader: "h1", authorization: undefined, cookie: "theme=dark; sid=s%201" });
    expect(got.query).toEqual([]);
  });

  it("http basic: Basic base64 of the UTF-8 username:password", async () => {
    const { header: _, ...withoutHeader } = ALL;
    const got = await arrived("getPet", { id: "7" }, withoutHeader);
    expect(got.authorization).toBe(`Basic ${Buffer.from("ada:pässword:1", "utf8").toString("base64")}`);
    expect(got).toMatchObject({ apiKeyHeader: undefined, cookie: undefined });
  });

  it("oauth2 and openIdConnect tokens go as Bearer; another http scheme's credential is the whole authorization value", async () => {
    expect((await arrived("listTokens", {}, { oauth: "o", oidc: "i", digest: "d" })).authorization).toBe("Bearer o");
    expect((await arrived("listTokens", {}, { oidc: "i", digest: "d" })).authorization).toBe("Bearer i");
    expect((await arrived("listTokens", {}, { digest: ALL.digest })).authorization).toBe(ALL.digest);
  });
});

describe("which credentials a call sends", () => {
  it("a public route (`security: []`) receives none, whatever the defaults hold", async () => {
    const verdict = await sdk.send(call("health", {}, ALL));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers.authorization).toBeUndefined();
    expect(verdict.wire.headers.cookie).toBeUndefined();
    expect(verdict.wire.query).toEqual([]);
  });

  it("the first alternative whose schemes all have credentials, in the description's order", async () => {
    // `header` and `session` go together: `header` alone does not meet that alternative, `basic` is next.
    const got = await arrived("getPet", { id: "7" }, { header: "h1", basic: { username: "u", password: "p" } });
    expect(got).toMatchObject({ apiKeyHeader: undefined, authorization: `Basic ${btoa("u:p")}`, cookie: undefined });
  });

  it("an optional requirement (`{}`): none is sent when no alternative has its credentials", async () => {
    const got = await arrived("getPet", { id: "7" }, { header: "h1", bearer: "b" });
    expect(got).toMatchObject({ apiKeyHeader: undefined, authorization: undefined, cookie: undefined });
  });

  it("no credential at all: the request goes without, as before", () => {
    const options = sdk.fn("listPets").call({});
    expect(options).toEqual({ method: "get", url: "https://pets.example.test/v1/pets", headers: {} });
  });

  it("undefined, null and empty credentials are none: an unset environment variable sends no `Bearer undefined`", () => {
    expect(call("listPets", {}, { bearer: undefined, key: "k" }).url).toContain("api_key=k");
    expect(call("listPets", {}, { bearer: () => "", key: "k" }).headers.authorization).toBeUndefined();
    expect(call("listPets", {}, { bearer: undefined }).headers).toEqual({});
  });

  it("a function credential is called at each call: a token that refreshes", async () => {
    let n = 0;
    const refreshing = defaults({ auth: { bearer: () => `token-${++n}` } });
    const first = await sdk.send(sdk.fn("listPets").call({}, refreshing));
    const second = await sdk.send(sdk.fn("listPets").call({}, refreshing));
    expect([first.wire.headers.authorization, second.wire.headers.authorization]).toEqual([
      "Bearer token-1",
      "Bearer token-2",
    ]);
  });

  it("defaults over defaults: a credential replaces the one below, others stay", () => {
    const base = defaults({ auth: { bearer: "a", header: "h" } });
    const over = defaults({ auth: { bearer: "b" } }, base);
    expect(over.auth).toEqual({ bearer: "b", header: "h" });
    expect(Object.isFrozen(over.auth)).toBe(true);
  });

  it("bad credentials throw a TypeError naming the scheme; CR or LF in a header credential is the HTTP client's to refuse", () => {
    expect(() => call("getPet", { id: "1" }, { basic: "ada:pw" })).toThrow(/"basic" must be \{ username, password \}/);
    expect(() => call("listPets", {}, { bearer: { token: "x" } })).toThrow(/"bearer" must be a string/);
    // Header syntax is the client's (docs/clients.md): fetch refuses the value, as undici, Node's http and XHR do.
    expect(() => new Request(...toFetch(call("listPets", {}, { bearer: "x\r\nx-injected: 1" })))).toThrow(TypeError);
  });
});
