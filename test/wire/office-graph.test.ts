// The office-graph fixture on the wire: OData query options keep their names (`$select`, `$expand`,
// `$filter`...) as parameter keys and on the wire, unexploded lists go as one comma-joined value, path
// parameters are named `user-id`, and JSON bodies carry `@odata.type`.
import { afterAll, describe, expect, it } from "vitest";
import { wireSdk } from "../support/wire-sdk.js";
import { everyFunction } from "./every-function.js";

const sdk = await wireSdk("office-graph.yaml");
afterAll(() => sdk.close());

everyFunction(sdk);

describe("OData names", () => {
  it("are the parameters' keys, with no warning about renaming", () => {
    const keys = sdk.fn("users.user.ListUser").plan.routing.fields.map((f) => f.key);
    expect(keys).toEqual([
      "$top",
      "$skip",
      "$search",
      "$filter",
      "$count",
      "$orderby",
      "$select",
      "$expand",
      "headers",
    ]);
    expect(sdk.diagnostics.filter((d) => d.code === "param-renamed")).toEqual([]);
  });

  it("go on the wire as the API spells them", async () => {
    const options = sdk.fn("users.user.ListUser").call({
      $select: ["id", "displayName"],
      $expand: ["manager"],
      $filter: "startswith(displayName,'A') and accountEnabled eq true",
      $top: 5,
      $count: true,
      $orderby: ["displayName desc"],
      headers: { consistencylevel: "eventual" },
    });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.query).toEqual([
      ["$top", "5"],
      ["$filter", "startswith(displayName,'A') and accountEnabled eq true"],
      ["$count", "true"],
      ["$orderby", "displayName desc"],
      ["$select", "id,displayName"],
      ["$expand", "manager"],
    ]);
    expect(verdict.wire.headers.consistencylevel).toBe("eventual");
    expect(options.url).not.toMatch(/[ '<>]/);
  });

  it("a path parameter named `user-id` and a body property `@odata.type`", async () => {
    const options = sdk.fn("users.messages.CreateAttachments").call({
      "user-id": "87d349ed-44d7-43e1-9a83-5f2406dee5bd",
      "message-id": "AAMkAD=",
      "@odata.type": "#microsoft.graph.fileAttachment",
      name: "menu.txt",
      contentBytes: "bWFjIGFuZCBjaGVlc2UgdG9kYXk",
    });
    const verdict = await sdk.send(options);
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.decoded.path).toEqual({
      "user-id": "87d349ed-44d7-43e1-9a83-5f2406dee5bd",
      "message-id": "AAMkAD=",
    });
    expect(verdict.wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(verdict.wire.body).toEqual({
      json: {
        "@odata.type": "#microsoft.graph.fileAttachment",
        name: "menu.txt",
        contentBytes: "bWFjIGFuZCBjaGVlc2UgdG9kYXk",
      },
    });
  });

  it("a PATCH with a JSON body says application/json; null clears a property", async () => {
    const verdict = await sdk.send(
      sdk.fn("users.user.UpdateUser").call({ "user-id": "me", displayName: null, accountEnabled: false }),
    );
    expect(verdict.errors).toEqual([]);
    expect(verdict.wire.method).toBe("PATCH");
    expect(verdict.wire.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(verdict.wire.body).toEqual({ json: { accountEnabled: false, displayName: null } });
  });
});
