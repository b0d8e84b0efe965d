// The vendor media type of a generated call (runtime/media-type.ts): `mediaType` chooses a format and
// previews, as endpoint() does for the same call.
import { describe, expect, it } from "vitest";
import { githubDefaults } from "../../runtime/github.js";
import { endpoint } from "../../runtime/endpoint.js";
import { toFetch } from "../../runtime/fetch.js";
import { vendorRequestOptions } from "../../runtime/media-type.js";

const url = "https://api.example.test/x";

describe("vendorRequestOptions", () => {
  it("sets the accept header the call's media type asks for, as endpoint() does", () => {
    const params = { mediaType: { format: "raw", previews: ["mercy"] } };
    const expected = endpoint("GET /x", params);
    expect(vendorRequestOptions(githubDefaults, params, "get", "https://api.github.com/x")).toEqual(expected);
    expect(
      vendorRequestOptions(githubDefaults, { mediaType: { format: "diff" } }, "get", "https://api.github.com/x").headers
        .accept,
    ).toBe("application/vnd.github.v3.diff");
    expect(vendorRequestOptions(githubDefaults, {}, "get", "https://api.github.com/x").headers.accept).toBe(
      "application/vnd.github.v3+json",
    );
  });

  it("merges the defaults' previews with the call's", () => {
    const builder = endpoint.defaults({ mediaType: { previews: ["a"] } });
    const params = { mediaType: { previews: ["b"] } };
    expect(vendorRequestOptions(builder, params, "get", "https://api.github.com/x")).toEqual(builder("GET /x", params));
  });

  it("leaves a format or preview that would inject a header to the HTTP client, which refuses it", () => {
    for (const mediaType of [{ format: "raw\r\nX-Evil: 1" }, { previews: ["a\nb"] }]) {
      expect(() => new Request(...toFetch(vendorRequestOptions(githubDefaults, { mediaType }, "get", url)))).toThrow(
        TypeError,
      );
    }
  });
});
