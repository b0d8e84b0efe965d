// The path-suffixes fixture: paths that hold a fragment (never sent; AWS's `/#X-Amz-Target=...`,
// Box's `/files/{file_id}#add_shared_link`) or a query (sent; Azure's `/jobs?op=LISTAFTERID`), and a
// HEAD operation, and paths with a trailing slash of their own. The url of a call ends before the
// fragment, its query after the path's own.
import { afterAll, describe, expect, it } from "vitest";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("path-suffixes.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

describe("a fragment in a path", () => {
  it("is not in the url: a query goes after the path, where the server reads it", async () => {
    const options = sdk
      .fn("listQueues")
      .call({ MaxResults: "10", headers: { "x-amz-target": "Queue_20240101.ListQueues" }, QueueNamePrefix: "q" });
    expect(options.url).toBe("https://api.example.test/?MaxResults=10");
    const verdict = await sdk.send(options);
    expect({ operationId: verdict.operationId, errors: verdict.errors }).toEqual({
      operationId: "listQueues",
      errors: [],
    });
    expect(verdict.wire.decoded.query).toEqual({ MaxResults: "10" });
  });

  it("names an operation without an operationId, which a fragment alone tells apart", () => {
    const names = sdk.functions.filter((f) => f.path.startsWith("/#Action=")).map((f) => f.plan.exportName);
    expect(names).toEqual(["getActionPurgeQueue", "getActionGetQueueAttributes"]);
  });

  it("is cut after a path parameter too", () => {
    expect(sdk.fn("addSharedLink").call({ file_id: "12 3", fields: "shared_link", shared_link: {} }).url).toBe(
      "https://api.example.test/files/12%203?fields=shared_link",
    );
  });
});

describe("a required parameter the description allows one value of", () => {
  it("is sent with it when a call leaves it out: AWS's query protocol's action and version", async () => {
    const fn = sdk.functions.find((f) => f.path === "/#Action=PurgeQueue")!;
    const options = fn.call({ QueueUrl: "u" });
    expect(options.url).toBe("https://api.example.test/?Action=PurgeQueue&Version=2024-01-01&QueueUrl=u");
    const verdict = await sdk.send(options);
    expect({ errors: verdict.errors, query: verdict.wire.decoded.query }).toEqual({
      errors: [],
      query: { Action: "PurgeQueue", Version: "2024-01-01", QueueUrl: "u" },
    });
    // Given, or given as undefined (left out), it is the same request.
    expect(fn.call({ Action: "PurgeQueue", Version: "2024-01-01", QueueUrl: "u" })).toEqual(options);
    expect(fn.call({ Action: undefined, QueueUrl: "u" })).toEqual(options);
  });

  it("and its JSON protocol's target header, under the call's headers", async () => {
    const options = sdk.fn("sendMessage").call({ QueueUrl: "u", MessageBody: "m" });
    expect(options.headers["x-amz-target"]).toBe("Queue_20240101.SendMessage");
    const verdict = await sdk.send(options);
    expect({ operationId: verdict.operationId, errors: verdict.errors }).toEqual({
      operationId: "sendMessage",
      errors: [],
    });
    expect(
      sdk.fn("sendMessage").call({
        QueueUrl: "u",
        MessageBody: "m",
        headers: { "X-Amz-Target": "Queue_20240101.SendMessage", "x-trace": "1" },
      }).headers,
    ).toMatchObject({
      "x-amz-target": "Queue_20240101.SendMessage",
      "x-trace": "1",
    });
  });
});

it("a path item that is another's `$ref` is a function of its own, sent to its own url", async () => {
  const [original, alias] = ["/status", "/support/status"].map((path) =>
    sdk.functions.find((f) => f.method === "POST" && f.plan.route.url === path)!,
  );
  expect([original!.plan.exportName, alias!.plan.exportName]).toEqual(["postStatus", "postSupportStatus"]);
  const options = alias!.call({ note: "hi" });
  expect(options.url).toBe("https://api.example.test/support/status");
  const verdict = await sdk.send(options);
  expect(verdict.errors).toEqual([]);
  expect(verdict.wire.decoded.body).toEqual({ note: "hi" });
});

it("a path's own trailing slash is sent, before a query too", () => {
  expect(sdk.fn("listProducts").call({ pids: "a" }).url).toBe("https://api.example.test/products/?pids=a");
  expect(sdk.fn("listProducts").call().url).toBe("https://api.example.test/products/");
  expect(sdk.fn("getProduct").call({ id: "" }).url).toBe("https://api.example.test/products//");
});

it("a path's own query comes first, the parameters after it", () => {
  expect(sdk.fn("listJobsAfterId").call({ jobid: "j 1", numrecords: 5 }).url).toBe(
    "https://api.example.test/templeton/v1/jobs?op=LISTAFTERID&jobid=j%201&numrecords=5",
  );
});

it("a placeholder in a path's own query that names a query parameter is that parameter, sent once", () => {
  expect(sdk.fn("searchArticles").call({ query: "a&b", page: 2 }).url).toBe(
    "https://api.example.test/search/articles?query=a%26b&page=2",
  );
});
