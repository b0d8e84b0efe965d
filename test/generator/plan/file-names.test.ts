// Where generated modules go (generator/plan/file-names.ts, planTypes in generator/plan/plan.ts): names
// every file system takes, scope files and type modules alike, and type modules that differ only in
// case (`HTMLParser`, `HtmlParser2`) kept apart as macOS and Windows need.
import { describe, expect, it } from "vitest";
import type { ApiModel, Schema } from "../../../generator/model.js";
import { fileStem } from "../../../generator/plan/file-names.js";
import { planSdk } from "../../../generator/plan/plan.js";

const source = { file: "api.yaml", pointer: "#/x" };
const string: Schema = { kind: "string" };

describe("fileStem", () => {
  const long = "Long".repeat(30);
  const cases: { given: string; want: string }[] = [
    { given: "SimpleUser", want: "simple-user" },
    { given: "codeScanning", want: "code-scanning" },
    { given: "HTMLParser", want: "html-parser" },
    { given: "_2faSetup", want: "2fa-setup" },
    { given: "Type2", want: "type2" },
    // Windows will not create these, whatever the extension.
    { given: "Con", want: "con-type" },
    { given: "LPT1", want: "lpt1-type" },
    { given: "Console", want: "console" },
    // Nothing left of the name: the fallback.
    { given: "😀", want: "type" },
    // Cut at 100 characters, and at a word's end: no `--`.
    { given: long, want: `${"long-".repeat(20)}type` },
  ];
  it.each(cases)("$given -> $want", ({ given, want }) => {
    expect(fileStem(given, "type", "type")).toBe(want);
  });
});

describe("type modules", () => {
  const cases: { given: string[]; want: string[] }[] = [
    { given: ["simple-user", "issue"], want: ["types/simple-user.ts", "types/issue.ts"] },
    // Identifiers `HtmlParser` and `HtmlParser2`; their files must differ on a case-insensitive disk too.
    { given: ["HTMLParser", "HtmlParser"], want: ["types/html-parser.ts", "types/html-parser2.ts"] },
    { given: ["Pet", "pet", "PET"], want: ["types/pet.ts", "types/pet2.ts", "types/pet3.ts"] },
    // Identifiers `Con` and `ConType`: the device name's file is renamed into the other's.
    { given: ["con", "con-type"], want: ["types/con-type.ts", "types/con-type2.ts"] },
    // `Object` is a global: the identifier is `ObjectType`, and the file follows it.
    { given: ["Object"], want: ["types/object-type.ts"] },
  ];
  it.each(cases)("$given -> $want", ({ given, want }) => {
    const model: ApiModel = {
      defaults: {},
      servers: [],
      routes: [],
      types: given.map((name) => ({ name, schema: string, source })),
      files: ["api.yaml"],
    };
    expect(planSdk(model).types.map((t) => t.file)).toEqual(want);
  });
});
