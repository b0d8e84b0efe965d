import { describe, expect, it } from "vitest";
import { parseSourceDocument } from "../../../generator/load/source.js";
import { positionOf } from "../../support/diagnostics.js";

// Where a diagnostic is placed (generator/load/source.ts): `locate` finds a value, `locateKey` the key
// it is under. The expected places are found by searching the text.

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
  {
    routes: {
      "repos.get": { route: "GET /repos", "quoted key": { flow: "value", other: ["a", "b"] } },
      list: ["first", { second: 2 }],
    },
  },
  null,
  2,
);

describe("positions of keys and values", () => {
  it("in YAML", () => {
    const doc = parseSourceDocument("a.yaml", YAML);
    expect(doc.locate("#/routes/repos.get/route")).toEqual(positionOf(YAML, "GET /repos"));
    expect(doc.locateKey("#/routes/repos.get/route")).toEqual(positionOf(YAML, "route:"));
    expect(doc.locateKey("#/routes/repos.get/quoted key")).toEqual(positionOf(YAML, '"quoted key"'));
    expect(doc.locateKey("#/routes/repos.get/quoted key/other")).toEqual(positionOf(YAML, "other"));
    expect(doc.locate("#/routes/repos.get/quoted key/other")).toEqual(positionOf(YAML, "[a, b]"));
    // An array item has no key: its value. A missing key: the nearest value that exists.
    expect(doc.locateKey("#/routes/list/1")).toEqual(positionOf(YAML, "second"));
    expect(doc.locateKey("#/routes/list/1/second")).toEqual(positionOf(YAML, "second"));
    expect(doc.locateKey("#/routes/repos.get/missing")).toEqual(positionOf(YAML, "route:"));
  });

  it("in JSON", () => {
    const doc = parseSourceDocument("a.json", JSON_TEXT);
    expect(doc.locate("#/routes/repos.get/route")).toEqual(positionOf(JSON_TEXT, '"GET /repos"'));
    expect(doc.locateKey("#/routes/repos.get/route")).toEqual(positionOf(JSON_TEXT, '"route"'));
    expect(doc.locateKey("#/routes/repos.get/quoted key")).toEqual(positionOf(JSON_TEXT, '"quoted key"'));
    expect(doc.locateKey("#/routes/repos.get/quoted key/other")).toEqual(positionOf(JSON_TEXT, '"other"'));
    const item = JSON_TEXT.lastIndexOf("{", JSON_TEXT.indexOf('"second"'));
    expect(doc.locateKey("#/routes/list/1")).toEqual(positionOf(JSON_TEXT, JSON_TEXT.slice(item, item + 12)));
    expect(doc.locateKey("#/routes/list/1/second")).toEqual(positionOf(JSON_TEXT, '"second"'));
    const repos = JSON_TEXT.indexOf("{", JSON_TEXT.indexOf('"repos.get"'));
    expect(doc.locateKey("#/routes/repos.get/missing")).toEqual(
      positionOf(JSON_TEXT, JSON_TEXT.slice(repos, repos + 12)),
    );
  });
});

// Texts that trip a scanner: escapes and brackets inside strings, keys written twice, numeric keys,
// aliases. `want` is the text the position must be at (the nth occurrence when it repeats).
const CASES: { name: string; file: string; text: string; pointer: string; part?: "key"; want: [string, number?] }[] = [
  {
    name: "escaped quote before the key",
    file: "a.json",
    text: '{"a": "x\\"}{[", "b": 1}',
    pointer: "#/b",
    want: ["1"],
  },
  {
    name: "escaped backslash ends a string",
    file: "a.json",
    text: '{"a": "x\\\\", "b": [1, 2]}',
    pointer: "#/b/1",
    want: ["2"],
  },
  {
    name: "key with an escape",
    file: "a.json",
    text: '{"a\\"b": 1, "c": 2}',
    pointer: '#/a"b',
    part: "key",
    want: ['"a\\"b"'],
  },
  { name: "key with / and ~", file: "a.json", text: '{"a/b~c": {"d": true}}', pointer: "#/a~1b~0c/d", want: ["true"] },
  {
    name: "compact JSON on one line",
    file: "a.json",
    text: '{"a":[{"b":{}},{"c":"}"}]}',
    pointer: "#/a/1/c",
    want: ['"}"'],
  },
  { name: "missing index: the array", file: "a.json", text: '{"a": [1]}', pointer: "#/a/3", want: ["[1]"] },
  {
    name: "YAML numeric key",
    file: "a.yaml",
    text: "responses:\n  200:\n    description: ok\n",
    pointer: "#/responses/200/description",
    want: ["ok"],
  },
  {
    name: "YAML numeric key, at the key",
    file: "a.yaml",
    text: "responses:\n  200:\n    description: ok\n",
    pointer: "#/responses/200",
    part: "key",
    want: ["200"],
  },
  { name: "YAML alias: at its anchor", file: "a.yaml", text: "a: &x\n  b: 1\nc: *x\n", pointer: "#/c/b", want: ["1"] },
  {
    name: "YAML key without a value",
    file: "a.yaml",
    text: "a:\n  b:\n  c: 1\n",
    pointer: "#/a/b",
    part: "key",
    want: ["b:"],
  },
  { name: "YAML index past the end: the list", file: "a.yaml", text: "a:\n  - x\n", pointer: "#/a/4", want: ["- x"] },
];

describe("positions in texts that trip a scanner", () => {
  it.each(CASES)("$name", ({ file, text, pointer, part, want: [needle, nth] }) => {
    const doc = parseSourceDocument(file, text);
    expect(part === "key" ? doc.locateKey(pointer) : doc.locate(pointer)).toEqual(positionOf(text, needle, nth));
  });
});

describe("many lookups into one large object", () => {
  // Each lookup is indexed, not rescanned: every member of a 2,000-member object is found where it is.
  const members = Array.from(
    { length: 2000 },
    (_, i) => [`/path/{id-${i}}`, { get: { parameters: [{ name: `p${i}` }] } }] as const,
  );
  const json = JSON.stringify({ paths: Object.fromEntries(members) }, null, 1);
  const yaml = `paths:\n${members.map(([path], i) => `  ${path}:\n    get:\n      parameters:\n        - name: p${i}\n`).join("")}`;
  it.each([
    ["a.json", json, (i: number) => `"p${i}"`],
    ["a.yaml", yaml, (i: number) => `p${i}\n`],
  ] as const)("%s", (file, text, needle) => {
    const doc = parseSourceDocument(file, text);
    for (let i = 0; i < members.length; i += 7) {
      const pointer = `#/paths/${(members[i]![0] as string).replace(/\//g, "~1")}/get/parameters/0/name`;
      expect(doc.locate(pointer)).toEqual(positionOf(text, needle(i)));
    }
  });
});
