// The cloud-storage fixture on the wire: dashed names (`bucket-name`, `legal-hold`, `group-id`) and a
// Google-style `$.xgafv` kept as the API spells them, one header declared in two spellings sent once, a
// raw body declared as `*/*` sent as octet-stream, and servers: a regional default with a `{region}`
// variable, an upload host for one path and a control host (with its own `{region}`) for one operation,
// each pointed elsewhere per builder (`servers`, `baseUrl`) and per call (`baseUrl`), with typed
// functions that build their urls from variables.
import { afterAll, describe, expect, it } from "vitest";
import type { Defaults } from "../../runtime/index.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("cloud-storage.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const endpoint = sdk.endpointModule as {
  api: Defaults;
  defaults: (options: object) => Defaults;
  regionalEndpointServer: (variables?: { region?: string }) => string;
  controlPlaneServer: (variables?: { region?: string }) => string;
};
const UPLOADS = "https://uploads.storage.example.com/v2";

describe("the API's names", () => {
  it("dashed and dotted names are keys and go on the wire as written", async () => {
    const options = sdk.fn("ListObjectsV2").call({
      "bucket-name": "my-bucket",
      "list-type": "2",
      "max-keys": 100,
      "continuation-token": "a+b/c=",
      "$.xgafv": "2",
    });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.path).toEqual({ "bucket-name": "my-bucket" });
    expect(verdict.wire.query).toEqual([
      ["list-type", "2"],
      ["max-keys", "100"],
      ["continuation-token", "a+b/c="],
      ["$.xgafv", "2"],
    ]);
  });

  it("query styles: allowReserved keeps reserved characters, space- and pipe-delimited lists are one value", async () => {
    const options = sdk.fn("ListObjectsV2").call({
      "bucket-name": "b",
      "list-type": "2",
      prefix: "photos/2024/a b?x&y",
      fields: ["key", "size"],
      "storage-class": ["STANDARD", "GLACIER"],
    });
    // `/` and `?` stay; a space is still encoded, and `&` (which would end the value) too.
    expect(options.url).toContain("prefix=photos/2024/a%20b?x%26y&");
    expect(options.url).toContain("fields=key%20size&storage-class=STANDARD%7CGLACIER");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.query).toEqual([
      ["list-type", "2"],
      ["prefix", "photos/2024/a b?x&y"],
      ["fields", "key size"],
      ["storage-class", "STANDARD|GLACIER"],
    ]);
    expect(verdict.wire.decoded.query).toMatchObject({
      fields: ["key", "size"],
      "storage-class": ["STANDARD", "GLACIER"],
    });
  });

  it("parameters described as JSON go as their JSON text: a string quoted, in the path and in the query; a header as written", async () => {
    const options = sdk.fn("DeleteLabel").call({
      "bucket-name": "b",
      label: "false",
      since: "",
      owner: { id: "7" },
      headers: { "x-label-audit": '{"at":3}' },
    });
    expect(options.url).toMatch(/\/buckets\/b\/labels\/%22false%22\?since=%22%22&owner=%7B%22id%22%3A%227%22%7D$/);
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.path).toEqual({ "bucket-name": "b", label: "false" });
    expect(verdict.wire.decoded.query).toEqual({ since: "", owner: { id: "7" } });
    expect(verdict.wire.decoded.headers).toEqual({ "x-label-audit": { at: 3 } });
  });

  it("a header declared as `x-amz-content-sha256` and `X-Amz-Content-Sha256` is one member and one header, with one warning", async () => {
    const f = sdk.fn("PutObject");
    const merged = sdk.diagnostics.filter((d) => d.code === "header-merged");
    expect(merged).toHaveLength(1);
    expect(merged[0]!.message).toContain("x-amz-content-sha256");
    const bytes = new Uint8Array([0, 1, 2, 3, 250]);
    const options = f.call({
      "bucket-name": "my-bucket",
      "object-key": "photos/2024/a b.jpg",
      "legal-hold": "ON",
      headers: { "X-Amz-Content-Sha256": "UNSIGNED-PAYLOAD", "x-amz-meta-group-id": "g-1" },
      data: bytes,
    });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers).toMatchObject({
      "x-amz-content-sha256": "UNSIGNED-PAYLOAD",
      "x-amz-meta-group-id": "g-1",
    });
    expect(Object.keys(options.headers).filter((name) => name.toLowerCase() === "x-amz-content-sha256")).toHaveLength(
      1,
    );
    expect(verdict.wire.decoded.path).toEqual({ "bucket-name": "my-bucket", "object-key": "photos/2024/a b.jpg" });
    expect(verdict.wire.query).toEqual([["legal-hold", "ON"]]);
    // A body declared as `*/*` that is bytes says what bytes are, never `*/*`.
    expect(verdict.wire.headers["content-type"]).toBe("application/octet-stream");
    expect(verdict.wire.body).toEqual({ base64: Buffer.from(bytes).toString("base64") });
  });

  it("a JSON body with a dashed property, on an operation with a server of its own", async () => {
    const verdict = await sdk.send(
      sdk
        .fn("PutGroupRetention")
        .call({ "group-id": "g-7", "legal-hold": true, "retain-until": "2030-01-01T00:00:00Z", mode: "COMPLIANCE" }),
    );
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.url.startsWith("https://control.eu-west-1.cloud.example.com/admin/groups/g-7/retention?")).toBe(
      true,
    );
    expect(verdict.wire.query).toEqual([["legal-hold", "true"]]);
    expect(verdict.wire.body).toEqual({ json: { "retain-until": "2030-01-01T00:00:00Z", mode: "COMPLIANCE" } });
  });
});

describe("servers", () => {
  const list = () => sdk.fn("ListObjectsV2");
  const put = () => sdk.fn("PutObject");
  const object = { "bucket-name": "b", "object-key": "k", data: "x" };

  it("server variables are typed options of a function per server, with their defaults", () => {
    expect(endpoint.regionalEndpointServer()).toBe("https://storage.us-east-1.cloud.example.com/v2");
    expect(endpoint.regionalEndpointServer({ region: "ap-south-1" })).toBe(
      "https://storage.ap-south-1.cloud.example.com/v2",
    );
    expect(endpoint.controlPlaneServer()).toBe("https://control.eu-west-1.cloud.example.com/admin");
    expect(endpoint.controlPlaneServer({ region: "us-east-1" })).toBe(
      "https://control.us-east-1.cloud.example.com/admin",
    );
    // A server without variables has no function.
    expect(
      Object.keys(endpoint)
        .filter((name) => name.endsWith("Server"))
        .sort(),
    ).toEqual(["controlPlaneServer", "regionalEndpointServer"]);
  });

  it("the API's server: its default region, another one per builder, any url per call", async () => {
    const byDefault = await sdk.send(list().call({ "bucket-name": "b", "list-type": "2" }));
    expect(byDefault.errors).toEqual([]);
    expect(byDefault.wire.server).toEqual({
      url: "https://storage.{region}.cloud.example.com/v2",
      variables: { region: "us-east-1" },
    });
    const eu = endpoint.defaults({ baseUrl: endpoint.regionalEndpointServer({ region: "eu-west-1" }) });
    const inEu = await sdk.send(list().call({ "bucket-name": "b", "list-type": "2" }, eu));
    expect(inEu.errors).toEqual([]);
    expect(inEu.wire.server?.variables).toEqual({ region: "eu-west-1" });
    expect(list().call({ "bucket-name": "b", "list-type": "2", baseUrl: "http://localhost:9000" }, eu).url).toBe(
      "http://localhost:9000/buckets/b?list-type=2",
    );
  });

  it("a path's own server, a bare host sent over https: its url by default, `servers.uploads` per builder, `baseUrl` per call; the API's baseUrl does not move it", async () => {
    const byDefault = put().call(object);
    expect(byDefault.url).toBe(`${UPLOADS}/buckets/b/objects/k`);
    expect((await sdk.send(byDefault)).errors).toEqual([]);

    const proxy = "https://proxy.example.net/storage";
    const viaProxy = endpoint.defaults({ servers: { uploads: proxy } });
    const options = put().call(object, viaProxy);
    expect(options.url).toBe(`${proxy}/buckets/b/objects/k`);
    const verdict = await sdk.send(options, { for: UPLOADS, url: proxy });
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toEqual({ base64: Buffer.from("x").toString("base64") });

    expect(put().call({ ...object, baseUrl: "http://127.0.0.1:9000/up" }, viaProxy).url).toBe(
      "http://127.0.0.1:9000/up/buckets/b/objects/k",
    );
    expect(put().call(object, endpoint.defaults({ baseUrl: "https://elsewhere.example" })).url).toBe(
      `${UPLOADS}/buckets/b/objects/k`,
    );
  });

  it("an operation's own server with a variable: another region through `servers.controlPlane`", async () => {
    const control = endpoint.defaults({
      servers: { controlPlane: endpoint.controlPlaneServer({ region: "us-east-1" }) },
    });
    const options = sdk
      .fn("PutGroupRetention")
      .call({ "group-id": "g", "retain-until": "2030-01-01T00:00:00Z" }, control);
    expect(options.url).toBe("https://control.us-east-1.cloud.example.com/admin/groups/g/retention");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.server).toEqual({
      url: "https://control.{region}.cloud.example.com/admin",
      variables: { region: "us-east-1" },
    });
  });
});
