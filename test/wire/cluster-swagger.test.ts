// The cluster fixture as its Swagger 2.0 description writes it, upgraded on input: a PATCH offered as
// JSON patch, merge patch and strategic merge patch (an empty-object schema, required), formData
// parameters sent as multipart and as a form, and the `host` as the base url.
import { afterAll, describe, expect, it } from "vitest";
import type { Defaults } from "../../runtime/index.js";
import type { Part } from "../support/wire-decoding.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("cluster.swagger.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const PATCH_TYPES = [
  "application/json-patch+json",
  "application/merge-patch+json",
  "application/strategic-merge-patch+json",
];

describe("a PATCH offered in three media types", () => {
  const patch = () => sdk.fn("patchCoreV1NamespacedConfigMap");

  it("offers every media type, merge patch by default, and takes its empty-object body as required `data`", () => {
    const { routing } = patch().plan;
    // A JSON Patch is a list of operations: the object schema goes as merge patch unless the call names it.
    expect(routing.body?.contents.map((c) => c.mediaType)).toEqual([PATCH_TYPES[1], PATCH_TYPES[0], PATCH_TYPES[2]]);
    expect(routing.fields.find((f) => f.placement === "data")).toMatchObject({ key: "data", required: true });
    expect(sdk.diagnostics.filter((d) => d.code === "body-media-type-skipped")).toEqual([]);
  });

  it("sends merge patch unless the call picks another with its content-type header", async () => {
    const data = { data: { "log.level": "debug" } };
    const first = await sdk.send(patch().call({ namespace: "kube-system", name: "coredns", fieldManager: "me", data }));
    expect(first.errors).toEqual([]);
    expect(first.wire.method).toBe("PATCH");
    // Was: application/json-patch+json, which a cluster refuses for an object (kubernetes-client/java#342).
    expect(first.wire.headers["content-type"]).toBe("application/merge-patch+json");
    expect(first.wire.body).toEqual({ json: data });
    for (const type of [PATCH_TYPES[0], PATCH_TYPES[2]]) {
      const picked = await sdk.send(
        patch().call({ namespace: "kube-system", name: "coredns", data, headers: { "content-type": type } }),
      );
      expect(picked.errors).toEqual([]);
      expect(picked.wire.headers["content-type"]).toBe(type);
      expect(picked.wire.body).toEqual({ json: data });
    }
  });
});

describe("formData parameters", () => {
  it("as multipart: the file, the path and the mode are parts", async () => {
    const bytes = new Uint8Array([35, 33, 47, 98, 105, 110, 0, 1]);
    const options = sdk.fn("uploadCoreV1NamespacedPodFile").call({
      namespace: "default",
      name: "web-0",
      file: new File([bytes], "run.sh"),
      path: "/usr/local/bin/run.sh",
      mode: 493,
    });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect((verdict.wire.body as { multipart: Part[] }).multipart).toEqual([
      {
        name: "file",
        filename: "run.sh",
        contentType: "application/octet-stream",
        base64: Buffer.from(bytes).toString("base64"),
      },
      { name: "path", value: "/usr/local/bin/run.sh" },
      { name: "mode", value: "493" },
    ]);
  });

  it("as a form: `collectionFormat: multi` repeats the name", async () => {
    const options = sdk.fn("connectCoreV1PostNamespacedPodExec").call({
      namespace: "default",
      name: "web-0",
      command: ["sh", "-c", "echo a&b=c"],
      container: "app",
      stdin: true,
    });
    expect(options.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toEqual({
      form: [
        ["command", "sh"],
        ["command", "-c"],
        ["command", "echo a&b=c"],
        ["container", "app"],
        ["stdin", "true"],
      ],
    });
  });
});

describe("the base url", () => {
  it("is the Swagger host, overridden per builder and per call", async () => {
    const { api, defaults } = sdk.endpointModule as { api: Defaults; defaults: (options: object) => Defaults };
    expect(api.baseUrl).toBe("https://cluster.example.internal");
    const list = sdk.fn("listCoreV1NamespacedConfigMap");
    const mine = defaults({ baseUrl: "https://10.0.0.1:6443" });
    expect(list.call({ namespace: "a", watch: true }, mine).url).toBe(
      "https://10.0.0.1:6443/api/v1/namespaces/a/configmaps?watch=true",
    );
    expect(list.call({ namespace: "a", baseUrl: "http://127.0.0.1:8001" }, mine).url).toBe(
      "http://127.0.0.1:8001/api/v1/namespaces/a/configmaps",
    );
    const verdict = await sdk.send(list.call({ namespace: "a", labelSelector: "app in (web,db)" }, mine), {
      for: "https://cluster.example.internal",
      url: "https://10.0.0.1:6443",
    });
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.query).toEqual([["labelSelector", "app in (web,db)"]]);
  });
});
