import { describe, expect, it } from "vitest";
import { diagnosticLines, ONE_BY_ONE } from "../../../generator/cli/diagnostic-lines.js";
import type { Diagnostic, Severity } from "../../../generator/diagnostics.js";

// How a run's diagnostics read in a terminal: one by one while they are few, one line per code beyond.

const d = (code: string, line: number | undefined, severity: Severity = "warning", file = "api.json"): Diagnostic => ({
  code,
  severity,
  message: `${code} message`,
  file,
  ...(line === undefined ? {} : { line, column: 2 }),
  pointer: `#/paths/${code}/${line ?? "x"}`,
});

const many = (code: string, count: number, from = 1) => Array.from({ length: count }, (_, i) => d(code, from + i));
const texts = (diagnostics: Diagnostic[], options = {}) => diagnosticLines(diagnostics, options).map((l) => l.text);

describe("diagnosticLines", () => {
  it.each([
    {
      name: "a few warnings: one by one, with their pointers",
      given: [d("param-renamed", 3), d("header-merged", 9)],
      want: [
        "api.json:3:2: warning param-renamed: param-renamed message (at #/paths/param-renamed/3)",
        "api.json:9:2: warning header-merged: header-merged message (at #/paths/header-merged/9)",
      ],
    },
    {
      name: `${ONE_BY_ONE} warnings and an error: still one by one, in the order given`,
      given: [...many("param-renamed", ONE_BY_ONE), d("ref-unresolved", 4, "error")],
      want: [
        ...many("param-renamed", ONE_BY_ONE).map(
          (x) =>
            `api.json:${x.line}:2: warning param-renamed: param-renamed message (at #/paths/param-renamed/${x.line})`,
        ),
        "api.json:4:2: error ref-unresolved: ref-unresolved message (at #/paths/ref-unresolved/4)",
      ],
    },
    {
      name: "more: one line per code, the largest group first, then the errors in full",
      given: [
        ...many("param-renamed", 9, 10),
        d("header-merged", 5),
        d("header-merged", 7, "warning", "common.yaml"),
        d("name-collision", undefined),
        d("name-collision", 50),
        d("ref-unresolved", 4, "error"),
        d("webhooks-as-types", 1, "note"),
      ],
      want: [
        "api.json:10:2: warning param-renamed: param-renamed message (+8 more: 11:2, 12:2, 13:2, …)",
        "api.json:5:2: warning header-merged: header-merged message (+1 more: common.yaml:7:2)",
        "api.json: warning name-collision: name-collision message (+1 more: 50:2)",
        "api.json:1:2: note webhooks-as-types: webhooks-as-types message",
        "routegen: 13 warnings and 1 note, one line per code above: --verbose prints each one",
        "api.json:4:2: error ref-unresolved: ref-unresolved message (at #/paths/ref-unresolved/4)",
      ],
    },
    {
      name: "a place with no line: its pointer",
      given: [...many("param-renamed", ONE_BY_ONE), d("param-renamed", undefined)],
      want: [
        "api.json:1:2: warning param-renamed: param-renamed message (+10 more: 2:2, 3:2, 4:2, …)",
        "routegen: 11 warnings, one line per code above: --verbose prints each one",
      ],
    },
  ])("$name", ({ given, want }) => {
    expect(texts(given)).toEqual(want);
  });

  it("--verbose prints every one", () => {
    const given = many("param-renamed", 30);
    expect(texts(given, { verbose: true })).toHaveLength(30);
  });

  it("names --reporter json where the command has it", () => {
    expect(texts(many("param-renamed", 11), { json: true }).at(-1)).toBe(
      "routegen: 11 warnings, one line per code above: --verbose prints each one, --reporter json lists them all as data",
    );
  });

  it("keeps the diagnostic of each line, for the terminal to colour its label", () => {
    const lines = diagnosticLines([...many("param-renamed", 11), d("ref-unresolved", 4, "error")]);
    expect(lines.map((l) => l.diagnostic?.code)).toEqual(["param-renamed", undefined, "ref-unresolved"]);
  });
});
