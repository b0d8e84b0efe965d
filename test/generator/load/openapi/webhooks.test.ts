import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadApi } from "../../../../generator/load/index.js";
import { ROOT } from "../../../support/examples.js";

// Webhooks and callbacks (generator/load/openapi/webhooks.ts): requests the API sends, read with their
// bodies, made into no route, and said so in one note.

const FIXTURE = join(ROOT, "test/fixtures/openapi/webhooks/api.yaml");

describe("loading webhooks and callbacks", () => {
  const { model, diagnostics } = loadApi(FIXTURE);

  it("reads each request the API sends, with its body, and makes no route of it", () => {
    const found = (model.webhooks ?? []).map(({ kind, name, operation, method, url, body }) => ({
      kind,
      name,
      operation,
      method,
      url,
      contentType: body?.contents[0]?.mediaType,
    }));
    expect(found).toEqual([
      {
        kind: "webhook",
        name: "newPet",
        operation: undefined,
        method: "POST",
        url: undefined,
        contentType: "application/json",
      },
      {
        kind: "webhook",
        name: "petDeleted",
        operation: undefined,
        method: "DELETE",
        url: undefined,
        contentType: "text/plain",
      },
      { kind: "webhook", name: "ping", operation: undefined, method: "POST", url: undefined, contentType: undefined },
      {
        kind: "callback",
        name: "onData",
        operation: "createSubscription",
        method: "POST",
        url: "{$request.body#/callbackUrl}",
        contentType: "application/json",
      },
    ]);
    expect(model.routes.map((r) => r.id)).toEqual(["createSubscription"]);
  });

  it("says so in one note, at `webhooks`", () => {
    const notes = diagnostics.filter((d) => d.severity === "note");
    expect(notes).toEqual([
      expect.objectContaining({
        code: "webhooks-as-types",
        pointer: "#/webhooks",
        message: expect.stringMatching(
          /^3 webhooks \(newPet, petDeleted, ping\) and 1 callback \(createSubscription onData\) describe requests the API sends/,
        ),
      }),
    ]);
  });
});
