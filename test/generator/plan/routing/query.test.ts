import { describe, expect, it } from "vitest";
import type { Parameter } from "../../../../generator/model.js";
import { queryField } from "../../../../generator/plan/routing/query.js";
import type { QueryField } from "../../../../generator/plan/routing/index.js";
import { param } from "../../../support/model.js";

// A query parameter as the function writes it (generator/plan/routing/query.ts): its name on the wire,
// its style, explode and allowReserved.

describe("queryField", () => {
  describe("names on the wire: percent-encoded as values are", () => {
    const cases: { given: string; want: string }[] = [
      { given: "state", want: "state" },
      { given: "per_page", want: "per_page" },
      { given: "legal-hold", want: "legal-hold" },
      { given: "a.b~c", want: "a.b~c" },
      { given: "$select", want: "%24select" },
      { given: "$.xgafv", want: "%24.xgafv" },
      { given: "@odata.type", want: "%40odata.type" },
      { given: "DateSent<", want: "DateSent%3C" },
      { given: "DateSent>", want: "DateSent%3E" },
      { given: "filter[state]", want: "filter%5Bstate%5D" },
      // A name cannot end its pair or the query early.
      { given: "a&b=c", want: "a%26b%3Dc" },
      { given: "x#y", want: "x%23y" },
      { given: "a b", want: "a%20b" },
      { given: "a+b", want: "a%2Bb" },
      { given: "it's(*)!", want: "it%27s%28%2A%29%21" },
      { given: "café", want: "caf%C3%A9" },
    ];
    it.each(cases)("$given -> $want", ({ given, want }) => {
      expect(queryField(param(given, "query"), "key")).toMatchObject({ name: want, key: "key" });
    });
  });

  describe("style, explode and allowReserved: OpenAPI's defaults where the description says nothing", () => {
    const cases: { name: string; given: Partial<Parameter>; want: Omit<QueryField, "name" | "key"> }[] = [
      { name: "nothing said: form, exploded", given: {}, want: { style: "form", explode: true, allowReserved: false } },
      {
        name: "form, not exploded",
        given: { style: "form", explode: false },
        want: { style: "form", explode: false, allowReserved: false },
      },
      {
        name: "explode alone",
        given: { explode: false },
        want: { style: "form", explode: false, allowReserved: false },
      },
      {
        name: "spaceDelimited",
        given: { style: "spaceDelimited" },
        want: { style: "spaceDelimited", explode: false, allowReserved: false },
      },
      {
        name: "pipeDelimited",
        given: { style: "pipeDelimited" },
        want: { style: "pipeDelimited", explode: false, allowReserved: false },
      },
      {
        name: "deepObject",
        given: { style: "deepObject", explode: true },
        want: { style: "deepObject", explode: true, allowReserved: false },
      },
      {
        name: "deepObject, explode unsaid",
        given: { style: "deepObject" },
        want: { style: "deepObject", explode: false, allowReserved: false },
      },
      {
        name: "allowReserved",
        given: { allowReserved: true },
        want: { style: "form", explode: true, allowReserved: true },
      },
      {
        name: "allowReserved: false",
        given: { allowReserved: false },
        want: { style: "form", explode: true, allowReserved: false },
      },
      // A path style is not a query's (the loaders report it): the query default.
      {
        name: "a path style",
        given: { style: "matrix" },
        want: { style: "form", explode: true, allowReserved: false },
      },
      // A cookie's fields are query fields: OpenAPI 3.2's style cookie is exploded unless said.
      {
        name: "style cookie",
        given: { style: "cookie" },
        want: { style: "cookie", explode: true, allowReserved: false },
      },
      {
        name: "style cookie, not exploded",
        given: { style: "cookie", explode: false },
        want: { style: "cookie", explode: false, allowReserved: false },
      },
      // OpenAPI 3.2's `in: querystring`, read as form exploded: marked, as emit writes it as a form body.
      {
        name: "a query string",
        given: { querystring: true, style: "form", explode: true },
        want: { style: "form", explode: true, allowReserved: false, querystring: true },
      },
    ];
    it.each(cases)("$name", ({ given, want }) => {
      expect(queryField(param("q", "query", given), "q")).toEqual({ name: "q", key: "q", ...want });
    });
  });
});
