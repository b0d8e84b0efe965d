// The style matrix's Swagger 2.0 twin on the wire (test/fixtures/wire/style-matrix.swagger.yaml): each
// `collectionFormat` sends what the Swagger description asks for, through the OpenAPI 3 style it is
// upgraded to, and tsv (no OpenAPI 3 style) tab-separated.
import { afterAll, describe, expect, it } from "vitest";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("style-matrix.swagger.yaml");
afterAll(() => sdk.close());

// The list of lists has no OpenAPI 3 form: its own check below.
everyFunction(sdk, (f) => f.operationId !== "getGrid");

describe("collectionFormat", () => {
  const LIST = ["blue", "black", "brown"];

  it("csv, ssv, tsv, pipes and multi in the query; csv in the path and a header", async () => {
    const options = sdk.fn("listFormats").call({
      ids: [1, 2],
      csv: LIST,
      ssv: LIST,
      tsv: LIST,
      pipes: LIST,
      multi: [3, 4],
      headers: { "x-tags": ["a", "b"] },
    });
    expect(options.url).toBe(
      "https://styles.example.com/v2/lists/1,2?csv=blue,black,brown&ssv=blue%20black%20brown&tsv=blue%09black%09brown&pipes=blue%7Cblack%7Cbrown&multi=3&multi=4",
    );
    expect(options.headers["x-tags"]).toBe("a,b");
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.query).toEqual({ csv: LIST, ssv: LIST, tsv: LIST, pipes: LIST, multi: ["3", "4"] });
    expect(verdict.wire.decoded.path).toEqual({ ids: ["1", "2"] });
    expect(verdict.wire.headers["x-tags"]).toBe("a,b");
  });

  it("allowEmptyValue: an empty value is sent as `name=`", async () => {
    const options = sdk.fn("listFormats").call({ ids: [1], note: "" });
    expect(options.url.endsWith("?note=")).toBe(true);
    expect((await sdk.send(options)).errors).toEqual([]);
  });

  it("form fields: csv one comma-joined field, multi a field per item", async () => {
    const verdict = await sdk.send(sdk.fn("postForm").call({ tags: LIST, ids: [1, 2] }));
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.body).toEqual({
      form: [
        ["tags", "blue,black,brown"],
        ["ids", "1"],
        ["ids", "2"],
      ],
    });
  });

  it("a list of lists warns, and sends each inner list comma-joined (its commas percent-encoded)", () => {
    expect(sdk.diagnostics.filter((d) => d.code === "param-style-unsupported").map((d) => d.pointer)).toEqual([
      "#/paths/~1grid/get/parameters/0",
    ]);
    expect(sdk.fn("getGrid").call({ rows: [["a", "b"], ["c"]] }).url).toBe(
      "https://styles.example.com/v2/grid?rows=a%2Cb&rows=c",
    );
  });

  it("tsv is upgraded to csv's style with `x-collectionFormat: tsv`, and warns of nothing", () => {
    const parameter = (
      sdk.description.paths?.["/lists/{ids}"]?.get?.parameters as { name: string }[] | undefined
    )?.find((p) => p.name === "tsv");
    expect(parameter).toMatchObject({ style: "form", explode: false, "x-collectionFormat": "tsv" });
    expect(sdk.diagnostics.filter((d) => d.pointer?.includes("lists"))).toEqual([]);
  });
});
