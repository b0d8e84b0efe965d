// The payments fixture on the wire: form bodies whose nested objects and lists follow each property's
// `encoding` (OpenAPI's defaults where it says nothing), a `deepObject` query filter that is an object or
// a number, a query parameter named `url` and a body property named `method`, an empty form body
// declared on a GET and on a DELETE, and a body passed whole as `data` (its `headers` property meets the
// call's own option) that must still be form-encoded.
import { afterAll, describe, expect, it } from "vitest";
import type { Defaults } from "../../runtime/index.js";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("payments.yaml");
afterAll(() => sdk.close());

const FORM = "application/x-www-form-urlencoded";

everyFunction(sdk);

describe("form bodies follow each property's encoding", () => {
  it("deepObject objects and lists, exploded and unexploded form lists, numbers and empty strings", async () => {
    const options = sdk.fn("PostCustomers").call({
      address: { city: "Zürich", line1: "1 Main St & Co" },
      balance: -500,
      email: "ada+test@example.com",
      expand: ["default_source", "tax.ids"],
      metadata: { plan: "gold", "order id": "a/b?c" },
      tax_exempt: "",
      tax_id_data: [
        { type: "eu_vat", value: "DE123" },
        { type: "gb_vat", value: "GB 9" },
      ],
      tags: ["vip", "early"],
      invoice_fields: ["po,number", "vat"],
    });
    expect(options.headers["content-type"]).toBe(FORM);
    // What `inspect` shows is what is sent: the encoded text, not an object.
    expect(typeof options.body).toBe("string");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBe(FORM);
    expect(verdict.wire.body).toEqual({
      form: [
        ["address[city]", "Zürich"],
        ["address[line1]", "1 Main St & Co"],
        ["balance", "-500"],
        ["email", "ada+test@example.com"],
        ["expand[0]", "default_source"],
        ["expand[1]", "tax.ids"],
        ["metadata[plan]", "gold"],
        ["metadata[order id]", "a/b?c"],
        ["tax_exempt", ""],
        ["tax_id_data[0][type]", "eu_vat"],
        ["tax_id_data[0][value]", "DE123"],
        ["tax_id_data[1][type]", "gb_vat"],
        ["tax_id_data[1][value]", "GB 9"],
        ["tags", "vip"],
        ["tags", "early"],
        // Unexploded: one pair, members joined by `,` (one inside a member is sent as %2C).
        ["invoice_fields", "po,number,vat"],
      ],
    });
    expect(options.body).toContain("invoice_fields=po%2Cnumber,vat");
    expect(verdict.wire.decoded.body).toMatchObject({
      invoice_fields: ["po,number", "vat"],
      metadata: { plan: "gold", "order id": "a/b?c" },
    });
  });

  it('a deepObject union given its scalar member (`metadata: ""` clears the metadata) is one plain pair', async () => {
    const verdict = await sdk.send(sdk.fn("PostCustomers").call({ metadata: "" }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toEqual({ form: [["metadata", ""]] });
  });

  it("a body property named `method` is the API's, and the request is still a POST", async () => {
    const options = sdk.fn("PostPayouts").call({ amount: 1000, currency: "eur", method: "instant" });
    expect(options.method).toBe("post");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.method).toBe("POST");
    expect(verdict.wire.body).toEqual({
      form: [
        ["amount", "1000"],
        ["currency", "eur"],
        ["method", "instant"],
      ],
    });
  });

  it("a required form field the body does not describe (a token endpoint's `grant_type`) is a parameter, sent as a pair", async () => {
    const f = sdk.fn("PostOauthToken");
    expect(f.plan.routing.fields.map((field) => [field.key, field.required])).toEqual([
      ["code", true],
      ["client_id", false],
      ["grant_type", true],
    ]);
    const verdict = await sdk.send(f.call({ grant_type: "authorization_code", code: "c 1" }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toEqual({
      form: [
        ["code", "c 1"],
        ["grant_type", "authorization_code"],
      ],
    });
  });

  it("a body passed whole as `data` (a property meets the `headers` option) is form-encoded by its encoding, never JSON", async () => {
    const f = sdk.fn("PostWebhookEndpointsWebhookEndpoint");
    expect(f.plan.routing.fields.map((field) => field.key)).toEqual(["webhook_endpoint", "data"]);
    expect(sdk.diagnostics.filter((d) => d.code === "body-param-collision")).toHaveLength(1);
    const options = f.call({
      webhook_endpoint: "we_1",
      headers: { authorization: "Bearer sk_test" },
      data: { url: "https://example.com/hook", enabled_events: ["charge.succeeded"], headers: { "X-Token": "t 1" } },
    });
    expect(options.headers).toMatchObject({ authorization: "Bearer sk_test", "content-type": FORM });
    // `url` allows reserved characters: its `:` and `/` go as they are.
    expect(options.body).toContain("url=https://example.com/hook&");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers.authorization).toBe("Bearer sk_test");
    expect(verdict.wire.body).toEqual({
      form: [
        ["url", "https://example.com/hook"],
        ["enabled_events[0]", "charge.succeeded"],
        ["headers[X-Token]", "t 1"],
      ],
    });
  });

  it("an empty form body declared on a DELETE sends nothing, and no content-type", async () => {
    for (const params of [{ customer: "cus_1" }, { customer: "cus_1", data: {} }]) {
      const verdict = await sdk.send(sdk.fn("DeleteCustomersCustomer").call(params));
      expect(verdict.errors).toEqual([]);
      expect(verdict.wire.body).toBeUndefined();
      expect(verdict.wire.headers["content-type"]).toBeUndefined();
    }
  });

  it("an empty form body declared on a GET sends no body and no content-type (with a warning)", async () => {
    const f = sdk.fn("GetCustomers");
    expect(f.plan.routing.body).toBeUndefined();
    expect(
      sdk.diagnostics.some(
        (d) => d.code === "body-not-sent" && d.pointer === "#/paths/~1v1~1customers/get/requestBody",
      ),
    ).toBe(true);
    const verdict = await sdk.send(f.call({ limit: 3 }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers["content-type"]).toBeUndefined();
    expect(verdict.wire.body).toBeUndefined();
  });
});

describe("query parameters", () => {
  it("a deepObject union: a number goes as `created=...`, an object as `created[gt]=...`", async () => {
    const list = sdk.fn("GetCustomers");
    const scalar = await sdk.send(list.call({ created: 1700000000 }));
    expect(scalar.errors).toEqual([]);
    expect(scalar.wire.query).toEqual([["created", "1700000000"]]);
    const range = await sdk.send(
      list.call({ created: { gt: 1700000000, lte: 1800000000 }, expand: ["data.default_source"], limit: 10 }),
    );
    expect(range.errors).toEqual([]);
    expect(range.wire.query).toEqual([
      ["created[gt]", "1700000000"],
      ["created[lte]", "1800000000"],
      ["expand[0]", "data.default_source"],
      ["limit", "10"],
    ]);
    expect(range.wire.decoded.query).toEqual({
      created: { gt: "1700000000", lte: "1800000000" },
      expand: ["data.default_source"],
      limit: "10",
    });
  });

  it("a query parameter named `url` is the API's filter: it is sent, and the request's url stays the API's", async () => {
    const hook = "https://example.com/hooks?a=1&b=two words";
    const options = sdk.fn("GetWebhookEndpoints").call({ url: hook, limit: 2 });
    expect(options.url.startsWith("https://api.payments.example.com/v1/webhook_endpoints?")).toBe(true);
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.query).toEqual([
      ["url", hook],
      ["limit", "2"],
    ]);
  });
});

describe("the base url", () => {
  const { defaults } = sdk.endpointModule as { defaults: (options: object) => Defaults };
  const list = () => sdk.fn("GetWebhookEndpoints");

  it("is the description's server, without its trailing /", () => {
    expect(list().call({}).url).toBe("https://api.payments.example.com/v1/webhook_endpoints");
  });

  it("is overridden per builder by `defaults({ baseUrl })` and per call by `baseUrl`", async () => {
    const sandbox = "https://sandbox.payments.example.com";
    const mine = defaults({ baseUrl: sandbox, headers: { authorization: "Bearer sk_test" } });
    const options = list().call({ limit: 1 }, mine);
    expect(options.url).toBe(`${sandbox}/v1/webhook_endpoints?limit=1`);
    const verdict = await sdk.send(options, { for: "https://api.payments.example.com", url: sandbox });
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.headers.authorization).toBe("Bearer sk_test");
    expect(list().call({ baseUrl: "http://localhost:12111" }, mine).url).toBe(
      "http://localhost:12111/v1/webhook_endpoints",
    );
  });
});
