import { describe, expect, it } from "vitest";
import { positionOf } from "../../../support/diagnostics.js";
import { failure, FILE, load, petstore30, route } from "./helpers.js";

// Path items and operations (generator/load/openapi/operations.ts): one route per operation.

describe("operations", () => {
  it("maps operation metadata", () => {
    const { model } = load(petstore30);
    const list = route(model, "listPets");
    expect(list).toMatchObject({
      operationId: "listPets",
      method: "GET",
      url: "/pets",
      summary: "List pets",
      description: "All of them.",
      docsUrl: "https://docs.example.com/pets",
      tags: ["pets", "read"],
      source: { file: FILE, pointer: "#/paths/~1pets/get" },
    });
    expect(list.deprecated).toBeUndefined();
    expect(route(model, "deletePet").deprecated).toBe(true);
  });

  it("names an operation without operationId by method and path", () => {
    const post = load(petstore30).model.routes[1]!;
    expect(post.id).toBe("POST /pets");
    expect(post.operationId).toBeUndefined();
  });

  it("reports a duplicate operationId at the second one", () => {
    const text = petstore30.replace("operationId: deletePet", "operationId: listPets");
    const [d] = failure(text);
    expect(d).toMatchObject({
      code: "duplicate-operation-id",
      severity: "error",
      pointer: "#/paths/~1pets~1{petId}/delete/operationId",
      ...positionOf(text, "listPets\n      deprecated"),
    });
    expect(d?.message).toContain("GET /pets");
  });

  it("reports `paths` that is not a map", () => {
    const text = "openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths: [1]\n";
    expect(failure(text)[0]).toMatchObject({ code: "invalid-document", pointer: "#/paths", ...positionOf(text, "[1]") });
  });
});
