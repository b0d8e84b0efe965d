import { describe, expect, it } from "vitest";
import type { Response } from "../../../generator/model.js";
import { print } from "../../../generator/emit/doc.js";
import { responsesDeclaration } from "../../../generator/emit/responses-type.js";
import { planSdk } from "../../../generator/plan/plan.js";
import { model, route } from "../../support/model.js";

// A route's responses by status, as the type `ResponsesOf` and readResponse() read (emit/responses-type.ts):
// the body type is what readResponse() makes of the declared media type.

const names = { refName: (name: string) => name };

function declared(responses: Response[]): string | undefined {
  const fn = planSdk(model([route({ method: "GET", url: "/a", responses })])).scopes[0]!.functions[0]!;
  const doc = responsesDeclaration(fn, names);
  return doc === undefined ? undefined : print(doc);
}

describe("responses by status", () => {
  it.each([
    { name: "no content", given: [{ status: "204" }], want: "204: undefined;" },
    {
      name: "JSON with a schema",
      given: [{ status: "200", contentType: "application/json", schema: { kind: "ref", name: "Note" } }],
      want: "200: Note;",
    },
    {
      name: "a +json type",
      given: [
        {
          status: "404",
          contentType: "application/problem+json; charset=utf-8",
          schema: { kind: "ref", name: "Problem" },
        },
      ],
      want: "404: Problem;",
    },
    {
      name: "JSON without a schema",
      given: [{ status: "200", contentType: "application/json" }],
      want: "200: unknown;",
    },
    {
      name: "text",
      given: [{ status: "200", contentType: "text/csv", schema: { kind: "string" } }],
      want: "200: string;",
    },
    {
      name: "bytes",
      given: [{ status: "200", contentType: "application/octet-stream", schema: { kind: "binary" } }],
      want: "200: Blob;",
    },
    {
      name: "XML, read as a Blob",
      given: [{ status: "200", contentType: "application/xml", schema: { kind: "object", properties: [] } }],
      want: "200: Blob;",
    },
    {
      name: "a range of media types",
      given: [{ status: "200", contentType: "*/*", schema: { kind: "string" } }],
      want: "200: unknown;",
    },
    {
      name: "a range of statuses, and default",
      given: [
        { status: "4xx" },
        { status: "default", contentType: "application/json", schema: { kind: "ref", name: "Error" } },
      ],
      want: '"4XX": undefined;\n  default: Error;',
    },
  ] as { name: string; given: Response[]; want: string }[])("$name", ({ given, want }) => {
    expect(declared(given)).toBe(
      `/** The responses of {@link getA}, by status: \`ResponsesOf\` and \`readResponse()\` read them. */\nexport interface GetAResponses {\n  ${want}\n}`,
    );
  });

  it("a route that declares no response has none, and its options carry only the success type", () => {
    expect(declared([])).toBeUndefined();
  });
});
