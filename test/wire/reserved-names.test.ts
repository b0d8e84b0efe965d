// The reserved-names fixture: tags that are words of JavaScript (`public`, `let`, `default`...) give
// modules and namespaces that import naturally; operations without a tag land in a scope of their own
// that takes no name the index already exports; parameters and body properties named `constructor`,
// `toString`, `valueOf` and `__proto__` are sent as the API's, never read from Object.prototype; a body
// without a `content` map warns and generates; a GET's empty form body sends nothing.
import { afterAll, describe, expect, it } from "vitest";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("reserved-names.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

describe("scopes", () => {
  it("a tag named as a reserved word or `default` is a namespace of the index, under a name that imports naturally", () => {
    const names = [
      "public",
      "private",
      "package",
      "interface",
      "static",
      "protected",
      "implements",
      "let",
      "yield",
      "default",
    ];
    const index = sdk.indexModule;
    expect(index.default).toBeUndefined();
    for (const tag of names) {
      const scope = sdk.plan.scopes.find((s) => s.file === `${tag}.ts`);
      expect(scope, tag).toBeDefined();
      expect(index[scope!.exportName], tag).toBeTypeOf("object");
      expect(
        /^[A-Za-z_$][\w$]*$/.test(scope!.exportName) && !names.includes(scope!.exportName),
        scope!.exportName,
      ).toBe(true);
    }
  });

  it("untagged operations have a scope of their own, whose name the index does not already export", () => {
    const untagged = sdk.functions.find((f) => f.operationId === "createOrder")!;
    expect(["defaults", "endpoint"]).not.toContain(untagged.scope);
    const namespace = sdk.indexModule[untagged.scope] as Record<string, unknown>;
    expect(namespace.createOrder).toBe(untagged.call);
    expect(sdk.indexModule.defaults).toBe(sdk.endpointModule.defaults);
    expect(sdk.indexModule.endpoint).toBe(sdk.endpointModule.endpoint);
  });
});

describe("names of Object.prototype's members", () => {
  it("query parameters named constructor, toString, valueOf and __proto__ are sent when given, and only then", async () => {
    const f = sdk.fn("listPublicItems");
    const none = await sdk.send(f.call());
    expect(none.errors).toEqual([]);
    expect(none.wire.query).toEqual([]);
    const params = JSON.parse('{"constructor":"c","toString":"t","valueOf":7,"__proto__":"p"}') as Record<
      string,
      unknown
    >;
    const all = await sdk.send(f.call(params));
    expect(all.errors).toEqual([]);
    expect(all.wire.query).toEqual([
      ["constructor", "c"],
      ["toString", "t"],
      ["valueOf", "7"],
      ["__proto__", "p"],
    ]);
  });

  it("a path parameter named constructor", async () => {
    const verdict = await sdk.send(sdk.fn("getPrivateItem").call({ constructor: "item 1", hasOwnProperty: true }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.path).toEqual({ constructor: "item 1" });
    expect(verdict.wire.query).toEqual([["hasOwnProperty", "true"]]);
  });

  it("JSON body properties named toString, valueOf and __proto__ are the body's own members", async () => {
    const params = JSON.parse('{"toString":"t","valueOf":3,"__proto__":"p"}') as Record<string, unknown>;
    const options = sdk.fn("createPackageItem").call(params);
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toEqual({ json: JSON.parse('{"toString":"t","valueOf":3,"__proto__":"p"}') as unknown });
    expect(Object.getPrototypeOf(options.body)).not.toBe("p");
  });
});

describe("messy bodies", () => {
  it("a request body without a `content` map: a warning, and the route generates without a body", () => {
    const warning = sdk.diagnostics.find((d) => d.code === "body-without-content");
    expect(warning?.pointer).toBe("#/paths/~1orders/post/requestBody");
    const f = sdk.fn("createOrder");
    expect(f.plan.routing.body).toBeUndefined();
    const options = f.call();
    expect(options).toMatchObject({ method: "post", url: "https://odd.example.com/api/orders" });
    expect(options.body).toBeUndefined();
  });

  it("a GET declaring an empty form body sends no body and no content-type", async () => {
    const verdict = await sdk.send(sdk.fn("searchOrders").call({ q: "pizza" }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBeUndefined();
    expect(verdict.wire.body).toBeUndefined();
  });

  it("a body declared as */* goes as JSON, saying application/json", async () => {
    const verdict = await sdk.send(sdk.fn("echo").call({ message: "hi", count: 2 }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(verdict.wire.body).toEqual({ json: { message: "hi", count: 2 } });
  });
});
