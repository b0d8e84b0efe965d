// The messaging fixture on the wire: form bodies with capitalised names and a repeated list field, and
// query filters named `DateSent<` / `DateSent>`, whose characters outside RFC 3986 are percent-encoded
// in the url the function returns.
import { afterAll, describe, expect, it } from "vitest";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction, URL_CHARACTERS } from "./every-function.js";

const sdk = await wireSdk("messaging.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

const ACCOUNT = "AC" + "0123456789abcdef".repeat(2);
const MESSAGE = "SM" + "fedcba9876543210".repeat(2);

describe("names with comparison marks", () => {
  it("are the parameters' keys, percent-encoded in the url, decoded as the API names them", async () => {
    const options = sdk.fn("ListMessage").call({
      AccountSid: ACCOUNT,
      "DateSent<": "2024-01-31T00:00:00Z",
      "DateSent>": "2024-01-01T00:00:00Z",
      To: "+15558675310",
      PageSize: 20,
      console_session: "s1",
    });
    expect(options.url).toMatch(URL_CHARACTERS);
    expect(options.url).toContain("DateSent%3C=2024-01-31T00%3A00%3A00Z");
    expect(options.url).toContain("DateSent%3E=2024-01-01T00%3A00%3A00Z");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.query).toEqual([
      ["To", "+15558675310"],
      ["DateSent<", "2024-01-31T00:00:00Z"],
      ["DateSent>", "2024-01-01T00:00:00Z"],
      ["PageSize", "20"],
    ]);
  });
});

describe("cookie parameters", () => {
  it("go in the cookie header as name=value pairs, values percent-encoded, after the call's own cookies", async () => {
    const options = sdk.fn("ListMessage").call({
      AccountSid: ACCOUNT,
      console_session: "a b;c=d,é",
      locale: "zh Hant;x",
      headers: { Cookie: "tracking=off" },
    });
    expect(options.url).not.toContain("console_session");
    expect(options.headers.cookie).toBe("tracking=off; console_session=a%20b%3Bc%3Dd%2C%C3%A9; locale=zh%20Hant%3Bx");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.cookies).toEqual({
      tracking: "off",
      console_session: "a b;c=d,é",
      locale: "zh Hant;x",
    });
  });

  it("a required cookie left out is a request the server refuses", async () => {
    const options = sdk.fn("ListMessage").call({ AccountSid: ACCOUNT });
    expect(options.headers.cookie).toBeUndefined();
    const verdict = await sdk.send(options);
    expect(verdict.errors.join("\n")).toMatch(/console_session/);
  });
});

describe("form bodies", () => {
  it("capitalised names as written, a list as repeated pairs, text as it is", async () => {
    const options = sdk.fn("CreateMessage").call({
      AccountSid: ACCOUNT,
      To: "+15558675310",
      From: "+15017122661",
      Body: "Hi there! 50% off & free shipping = 😀",
      MediaUrl: ["https://example.com/a.png?size=1", "https://example.com/b.png"],
      ShortenUrls: true,
    });
    expect(options.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toEqual({
      form: [
        ["To", "+15558675310"],
        ["From", "+15017122661"],
        ["Body", "Hi there! 50% off & free shipping = 😀"],
        ["MediaUrl", "https://example.com/a.png?size=1"],
        ["MediaUrl", "https://example.com/b.png"],
        ["ShortenUrls", "true"],
      ],
    });
    // A `+` in a value is data, not a space.
    expect(options.body).toContain("To=%2B15558675310");
  });

  it("a property's encoding: allowReserved keeps a url's reserved characters, pipeDelimited joins a list", async () => {
    const callback = "https://example.com/status?id=1&kind=sms";
    const options = sdk
      .fn("CreateMessage")
      .call({ AccountSid: ACCOUNT, To: "+1555", StatusCallback: callback, Tags: ["vip", "eu"] });
    expect(options.body).toBe(`To=%2B1555&StatusCallback=https://example.com/status?id%3D1%26kind%3Dsms&Tags=vip%7Ceu`);
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.body).toEqual({ To: "+1555", StatusCallback: callback, Tags: ["vip", "eu"] });
    // A list of one empty member is a value (as with style form); an empty list is none.
    expect(sdk.fn("CreateMessage").call({ AccountSid: ACCOUNT, To: "1", Tags: [""] }).body).toBe("To=1&Tags=");
    expect(sdk.fn("CreateMessage").call({ AccountSid: ACCOUNT, To: "1", Tags: [] }).body).toBe("To=1");
  });

  it("an optional form body with nothing set sends nothing, and no content-type", async () => {
    const verdict = await sdk.send(sdk.fn("UpdateMessage").call({ AccountSid: ACCOUNT, Sid: MESSAGE }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toBeUndefined();
    expect(verdict.wire.headers["content-type"]).toBeUndefined();
    const cancel = await sdk.send(
      sdk.fn("UpdateMessage").call({ AccountSid: ACCOUNT, Sid: MESSAGE, Status: "canceled" }),
    );
    expect(cancel.errors).toEqual([]);
    expect(cancel.wire.body).toEqual({ form: [["Status", "canceled"]] });
  });
});
