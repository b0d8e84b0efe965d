import { describe, expect, it } from "vitest";
import { pathScope, pathWords } from "../../../generator/plan/path-scope.js";

// The scope of a route that names none (generator/plan/path-scope.ts): its path's words, the first one
// its scope.

describe("pathWords", () => {
  // given a url, want its path's words in order: no parameter, version, `api`, query or fragment.
  it.each([
    ["/v1/customers/{customer}/sources", ["customers", "sources"]],
    ["/api/v2.1/lists/{name}.json", ["lists"]],
    ["/{id}", []],
    ["/", []],
    ["https://api.example.com/v1/charges/{id}:capture?expand={expand}#Action=X", ["charges"]],
    ["/Customers('{id}')/Orders", ["Customers", "Orders"]],
    ["/search{?q}/results", ["search", "results"]],
  ])("pathWords(%j) is %j", (url, want) => {
    expect(pathWords(url)).toEqual(want);
    expect(pathScope(url)).toBe(want[0]);
  });
});

describe("pathScope", () => {
  // given a route's url, want the scope of the route when it names none: its path's first word.
  it.each([
    ["/v1/customers/{customer}", "customers"],
    ["/customers", "customers"],
    ["/api/v2/agreements/enduser/", "agreements"],
    ["/API/V1.2/users", "users"],
    ["/v2_1/items{?limit}", "items"],
    ["/pets{petId}/toys", "pets"],
    ["/{tenant}/orders/{id}", "orders"],
    ["/repos/:owner/:repo", "repos"],
    ["https://uploads.example.test/v1/files", "files"],
    ["/$metadata", "$metadata"],
    ["/v1beta1/projects/{project}", "projects"],
    ["/2fa/setup", "2fa"],
    ["/lists.json", "lists"],
    ["/lists/{date}/{list}.json", "lists"],
    ["/info.0.json", "info"],
    ["/v1/{name}:cancel", undefined],
    ["/", undefined],
    ["/{id}", undefined],
    ["/api", undefined],
  ])("pathScope(%j) is %j", (url, want) => {
    expect(pathScope(url)).toBe(want);
  });
});
