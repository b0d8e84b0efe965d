// The cluster fixture after a Swagger 2.0 -> OpenAPI 3.0 converter: the same placeholder server on every
// operation (and none at the top) is the API's base url, which a user points at their cluster; the PATCH
// in three media types; a body declared as `*/*` sent as JSON.
import { afterAll, describe, expect, it } from "vitest";
import type { Defaults } from "../../runtime/index.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("cluster-converted.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const { api, defaults } = sdk.endpointModule as { api: Defaults; defaults: (options: object) => Defaults };

describe("a server repeated on every operation", () => {
  it("is the API's base url, that defaults and calls override", async () => {
    expect(api.baseUrl).toBe("https://localhost");
    const read = sdk.fn("readAppsV1NamespacedDeployment");
    expect(read.plan.routing.server).toBeUndefined();
    const cluster = "https://k8s.example.net:6443";
    const mine = defaults({ baseUrl: cluster, headers: { authorization: "Bearer t" } });
    const options = read.call({ namespace: "prod", name: "web" }, mine);
    expect(options.url).toBe(`${cluster}/apis/apps/v1/namespaces/prod/deployments/web`);
    const verdict = await sdk.send(options, { for: "https://localhost", url: cluster });
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers.authorization).toBe("Bearer t");
    expect(read.call({ namespace: "prod", name: "web", baseUrl: "http://127.0.0.1:8001" }, mine).url).toBe(
      "http://127.0.0.1:8001/apis/apps/v1/namespaces/prod/deployments/web",
    );
  });
});

describe("the PATCH", () => {
  it("sends JSON patch when the call picks it, strategic merge patch too, and merge patch by default", async () => {
    const patch = sdk.fn("patchAppsV1NamespacedDeployment");
    const data = { spec: { replicas: 3 } };
    // An object is no JSON Patch (a list of operations): merge patch by default (kubernetes-client/java#342).
    for (const type of ["application/json-patch+json", "application/strategic-merge-patch+json", undefined]) {
      const verdict = await sdk.send(
        patch.call({ namespace: "prod", name: "web", data, ...(type ? { headers: { "content-type": type } } : {}) }),
      );
      expect(verdict.errors).toEqual([]);
      expect(verdict.wire.headers["content-type"]).toBe(type ?? "application/merge-patch+json");
      expect(verdict.wire.body).toEqual({ json: data });
    }
  });
});

describe("a body declared as */*", () => {
  it("goes as JSON, saying application/json", async () => {
    const verdict = await sdk.send(
      sdk.fn("replaceAppsV1NamespacedDeploymentScale").call({ namespace: "prod", name: "web", spec: { replicas: 5 } }),
    );
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(verdict.wire.body).toEqual({ json: { spec: { replicas: 5 } } });
  });
});
