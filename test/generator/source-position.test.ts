import { describe, expect, it } from "vitest";
import { parseSourceDocument } from "../../generator/load/source.js";

// Where a diagnostic is placed: `locate` finds a value, `locateKey` the key it is under. The expected
// places are found by searching the text.

function at(text: string, needle: string, nth = 0): { line: number; column: number } {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
  expect(offset, needle).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

const YAML = `routes:
  repos.get:
    route: GET /repos
    "quoted key": { flow: value, other: [a, b] }
  list:
    - first
    - second: 2
`;
// (`list` is a route here: the structure matters, not the meaning.)

const JSON_TEXT = JSON.stringify(
  { routes: { "repos.get": { route: "GET /repos", "quoted key": { flow: "value", other: ["a", "b"] } }, list: ["first", { second: 2 }] } },
  null,
  2,
);

describe("positions of keys and values", () => {
  it("in YAML", () => {
    const doc = parseSourceDocument("a.yaml", YAML);
    expect(doc.locate("#/routes/repos.get/route")).toEqual(at(YAML, "GET /repos"));
    expect(doc.locateKey("#/routes/repos.get/route")).toEqual(at(YAML, "route:"));
    expect(doc.locateKey("#/routes/repos.get/quoted key")).toEqual(at(YAML, '"quoted key"'));
    expect(doc.locateKey("#/routes/repos.get/quoted key/other")).toEqual(at(YAML, "other"));
    expect(doc.locate("#/routes/repos.get/quoted key/other")).toEqual(at(YAML, "[a, b]"));
    // An array item has no key: its value. A missing key: the nearest value that exists.
    expect(doc.locateKey("#/routes/list/1")).toEqual(at(YAML, "second"));
    expect(doc.locateKey("#/routes/list/1/second")).toEqual(at(YAML, "second"));
    expect(doc.locateKey("#/routes/repos.get/missing")).toEqual(at(YAML, "route:"));
  });

  it("in JSON", () => {
    const doc = parseSourceDocument("a.json", JSON_TEXT);
    expect(doc.locate("#/routes/repos.get/route")).toEqual(at(JSON_TEXT, '"GET /repos"'));
    expect(doc.locateKey("#/routes/repos.get/route")).toEqual(at(JSON_TEXT, '"route"'));
    expect(doc.locateKey("#/routes/repos.get/quoted key")).toEqual(at(JSON_TEXT, '"quoted key"'));
    expect(doc.locateKey("#/routes/repos.get/quoted key/other")).toEqual(at(JSON_TEXT, '"other"'));
    const item = JSON_TEXT.lastIndexOf("{", JSON_TEXT.indexOf('"second"'));
    expect(doc.locateKey("#/routes/list/1")).toEqual(at(JSON_TEXT, JSON_TEXT.slice(item, item + 12)));
    expect(doc.locateKey("#/routes/list/1/second")).toEqual(at(JSON_TEXT, '"second"'));
    const repos = JSON_TEXT.indexOf("{", JSON_TEXT.indexOf('"repos.get"'));
    expect(doc.locateKey("#/routes/repos.get/missing")).toEqual(at(JSON_TEXT, JSON_TEXT.slice(repos, repos + 12)));
  });
});
