import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { DiagnosticError } from "../../../generator/diagnostics.js";
import { generateFiles } from "../../../generator/pipeline.js";
import { ROOT } from "../../support/examples.js";

// Whatever a file holds, generation either succeeds or stops with diagnostics: never another exception
// (a stack trace for an input problem). Inputs: random text made of YAML and JSON tokens, and valid
// descriptions mutated at random, as text and as data.

const DIR = mkdtempSync(join(tmpdir(), "routegen-fuzz-"));

/** The codes docs/diagnostics.md documents: a failing run may only report those. */
const DOCUMENTED = new Set(
  [...readFileSync(join(ROOT, "docs/diagnostics.md"), "utf8").matchAll(/^### `([^`]+)`/gm)].map((m) => m[1]!),
);

type Outcome = { ok: true } | { ok: false; codes: string[] };

/** Generates from `text` saved as `name`; any exception other than a DiagnosticError fails the test. */
function outcome(name: string, text: string): Outcome {
  const input = join(DIR, name);
  writeFileSync(input, text);
  try {
    generateFiles({ input });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof DiagnosticError)) {
      throw new Error(
        `not a diagnostic for ${name}:\n${text.slice(0, 2000)}\n--- ${String((error as Error).stack ?? error)}`,
        { cause: error },
      );
    }
    for (const d of error.diagnostics) {
      expect(DOCUMENTED, `${d.code} is documented`).toContain(d.code);
      expect(d.message.length).toBeGreaterThan(0);
      // A problem at a place in a file is told with its line and column.
      if (d.pointer !== undefined && d.file === input) expect([d.line, d.column], d.code).not.toContain(undefined);
    }
    expect(error.diagnostics.some((d) => d.severity === "error")).toBe(true);
    return { ok: false, codes: error.diagnostics.map((d) => d.code) };
  }
}

const TOKENS = [
  "{",
  "}",
  "[",
  "]",
  ":",
  ": ",
  ",",
  "-",
  "- ",
  "\n",
  "\n  ",
  "\n    ",
  "\t",
  " ",
  '"',
  "'",
  "#",
  "&a",
  "*a",
  "!!str",
  "|",
  ">",
  "%",
  "@",
  "`",
  "~",
  "\\",
  "\u0000",
  "\u2028",
  "null",
  "true",
  "1",
  "-1.5e9",
  "0x1F",
  '""',
  "{}",
  "[]",
  "openapi",
  "openapi: 3.0.0",
  "openapi: 3.1.0",
  'swagger: "2.0"',
  "info",
  "title",
  "version",
  "paths",
  "/a",
  "/a/{b}",
  "{b",
  "get",
  "post",
  "parameters",
  "name",
  "in",
  "path",
  "query",
  "schema",
  "type",
  "object",
  "array",
  "items",
  "properties",
  "required",
  "$ref",
  "#/components/schemas/A",
  "../x.yaml",
  "https://x",
  "components",
  "schemas",
  "A",
  "responses",
  '"200"',
  "content",
  "application/json",
  "requestBody",
  "operationId",
  "routes",
  "routes:",
  "a.b",
  "GET /x",
  "GET /x/{y}",
  "params",
  "types",
  "enum",
  "oneOf",
  "allOf",
  "__proto__",
  "constructor",
];

const tokenText = fc.array(fc.constantFrom(...TOKENS), { maxLength: 80 }).map((tokens) => tokens.join(""));

/** Valid inputs to mutate: the examples, and a few real descriptions of several versions. */
const SEEDS = [
  `${ROOT}examples/openapi/api.yaml`,
  `${ROOT}examples/catalogue/routes.yaml`,
  `${ROOT}node_modules/@readme/oas-examples/3.0/json/petstore.json`,
  `${ROOT}node_modules/@readme/oas-examples/3.1/yaml/schema-types.yaml`,
  `${ROOT}node_modules/@readme/oas-examples/2.0/json/petstore.json`,
].map((path) => ({ path, text: readFileSync(path, "utf8"), data: parse(readFileSync(path, "utf8")) as unknown }));

/** A text edit: delete, duplicate or insert at a place given as a fraction of the text. */
const textEdit = fc.record({
  kind: fc.constantFrom("delete", "duplicate", "insert"),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  length: fc.integer({ min: 1, max: 40 }),
  token: fc.constantFrom(...TOKENS),
});

function editText(text: string, edits: readonly { kind: string; at: number; length: number; token: string }[]): string {
  let out = text;
  for (const edit of edits) {
    const at = Math.floor(edit.at * out.length);
    if (edit.kind === "delete") out = out.slice(0, at) + out.slice(at + edit.length);
    else if (edit.kind === "duplicate") out = out.slice(0, at) + out.slice(at, at + edit.length) + out.slice(at);
    else out = out.slice(0, at) + edit.token + out.slice(at);
  }
  return out;
}

/** Values a mutation puts in place of a node: anything JSON, hostile names, deep nesting. */
const replacement = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom("__proto__", "constructor", "*/ x /*", "${x}", "../../etc", "con", "", "{", "#/nope", "https://x/y"),
  fc.integer({ min: 1, max: 150 }).map((depth) => {
    let value: unknown = "string";
    for (let i = 0; i < depth; i++) value = { type: "object", properties: { a: value } };
    return value;
  }),
);

/** A data edit: at the node reached by following `path` (indexes into keys), replace it, delete it, or rename its key. */
const dataEdit = fc.record({
  path: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
  kind: fc.constantFrom("replace", "delete", "rename"),
  value: replacement,
  name: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("$ref", "__proto__", "type", "routes", "openapi")),
});

function editData(data: unknown, edit: { path: number[]; kind: string; value: unknown; name: string }): unknown {
  const root = structuredClone(data);
  let parent: Record<string, unknown> | unknown[] | undefined;
  let key: string | number | undefined;
  let node: unknown = root;
  for (const step of edit.path) {
    if (typeof node !== "object" || node === null) break;
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const k = keys[step % keys.length]!;
    parent = node as Record<string, unknown>;
    key = Array.isArray(node) ? Number(k) : k;
    node = (node as Record<string, unknown>)[k];
  }
  if (parent === undefined || key === undefined) return edit.value;
  if (edit.kind === "replace") (parent as Record<string, unknown>)[key] = edit.value;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else {
    const value = parent[key];
    delete parent[key];
    if (edit.kind === "rename")
      Object.defineProperty(parent, edit.name, { value, enumerable: true, writable: true, configurable: true });
  }
  return root;
}

function serialise(data: unknown, format: "json" | "yaml"): string {
  return format === "json" ? JSON.stringify(data, null, 2) : stringify(data, { aliasDuplicateObjects: false });
}

describe("no input makes routegen throw anything but diagnostics", () => {
  it("random YAML- and JSON-like text", () => {
    fc.assert(
      fc.property(tokenText, fc.constantFrom("input.yaml", "input.json", "input.yml"), (text, name) => {
        outcome(name, text);
      }),
      { numRuns: 300 },
    );
  });

  it("valid descriptions with their text edited", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEEDS), fc.array(textEdit, { minLength: 1, maxLength: 4 }), (seed, edits) => {
        outcome(seed.path.endsWith(".json") ? "edited.json" : "edited.yaml", editText(seed.text, edits));
      }),
      { numRuns: 200 },
    );
  });

  it("valid descriptions with their data edited", () => {
    let failed = 0;
    let succeeded = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...SEEDS),
        fc.array(dataEdit, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("json" as const, "yaml" as const),
        (seed, edits, format) => {
          const data = edits.reduce<unknown>((d, edit) => editData(d, edit), seed.data);
          const result = outcome(`mutated.${format}`, serialise(data, format));
          if (result.ok) succeeded++;
          else failed++;
        },
      ),
      { numRuns: 200 },
    );
    // Both outcomes happen: the mutations are neither all harmless nor all fatal.
    expect(succeeded).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0);
  });
});
