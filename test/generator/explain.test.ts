// generator/explain.ts: a planned route's explanation, as data (what `routegen explain` words). Each case
// is a route of a fixture and what the explanation must say of it, as the stages decide it.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { explainRoute, sourcePlaces, type ExplainedField } from "../../generator/explain.js";
import { planApi, type PlannedApi } from "../../generator/pipeline.js";
import { ROOT } from "../support/examples.js";

const planned = new Map<string, PlannedApi>();
function explained(input: string, name: string) {
  const api = planned.get(input) ?? planApi({ input: join(ROOT, input) });
  planned.set(input, api);
  const fn = api.plan.scopes.flatMap((scope) =>
    scope.functions.filter((f) => `${scope.exportName}.${f.exportName}` === name),
  )[0];
  if (!fn) throw new Error(`no ${name} in ${input}`);
  return explainRoute(api, fn);
}

/** A field as the cases write it: the facts, with media types by name. */
const facts = ({ field, structured, kind, nested, contents, content }: ExplainedField) => ({
  key: field.key,
  structured,
  kind,
  nested,
  contents: contents.map((c) => c.mediaType),
  content: content?.mediaType,
});

const BODY_MATRIX = "test/fixtures/wire/body-matrix.yaml";

describe("explainRoute", () => {
  it("says of a form body's properties which are structured, of what kind, and which go nested in brackets", () => {
    const invoice = explained(BODY_MATRIX, "form.createInvoice");
    const form = "application/x-www-form-urlencoded";
    expect(invoice.fields.map(facts)).toEqual([
      { key: "lines", structured: true, kind: "array", nested: true, contents: [form], content: form },
      { key: "customer", structured: true, kind: "object", nested: true, contents: [form], content: form },
      // Its encoding names a style other than form's: written as that says, not nested.
      { key: "labels", structured: true, kind: "array", nested: false, contents: [form], content: form },
    ]);
    expect(invoice.contents.map(({ mediaType, encoding, formData }) => ({ mediaType, encoding, formData }))).toEqual([
      { mediaType: form, encoding: "form", formData: false },
    ]);
  });

  it("tells a set's body properties under the set's media types, and says whether the call must name them", () => {
    const media = explained(BODY_MATRIX, "multipart.uploadMedia");
    expect(media.sets.map((set) => set.mediaTypes)).toEqual([
      { types: ["application/json", "application/x-www-form-urlencoded"], named: false },
      { types: ["multipart/form-data", "multipart/mixed"], named: true },
    ]);
    const file = media.sets[1]!.fields.find((f) => f.field.key === "media")!;
    expect(facts(file)).toEqual({
      key: "media",
      structured: false,
      kind: "binary",
      nested: false,
      contents: ["multipart/form-data", "multipart/mixed"],
      content: "multipart/form-data",
    });
    // Fields outside the body have no media type.
    expect(media.fields.map(facts)).toEqual([
      { key: "headers", structured: true, kind: "object", nested: false, contents: [], content: undefined },
    ]);
  });

  it("marks a media type whose body is a FormData the call fills (the description names no parts)", () => {
    const upload = explained("test/fixtures/wire/described-bytes.yaml", "projects.uploadProjectFile");
    expect(upload.contents.map(({ mediaType, encoding, formData }) => ({ mediaType, encoding, formData }))).toEqual([
      { mediaType: "multipart/form-data", encoding: "binary", formData: true },
    ]);
  });

  it("gives the route's warnings with their line and column", () => {
    const copy = explained("examples/openapi/api.yaml", "folders.copyNote");
    expect(copy.warnings).toEqual([expect.objectContaining({ code: "body-param-collision", line: 258, column: 9 })]);
  });
});

describe("sourcePlaces", () => {
  it("places a pointer at its key's line and column, and nothing in a file that cannot be read", () => {
    const place = sourcePlaces();
    expect(place({ file: join(ROOT, "examples/openapi/api.yaml"), pointer: "#/paths" })).toEqual({
      line: 28,
      column: 1,
    });
    expect(place({ file: join(ROOT, "no-such-file.yaml"), pointer: "#/paths" })).toBeUndefined();
  });
});
