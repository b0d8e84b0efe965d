import { LineCounter, parseDocument, isNode, isScalar, visit, type Document } from "yaml";
import type { Diagnostic } from "../diagnostics.js";
import { MAX_INPUT_BYTES } from "../util/input-limit.js";
import { readRegularFile } from "../util/regular-file.js";
import { jsonPositions, type JsonPositions } from "../util/json-position.js";
import { pointerSegments } from "../util/json-pointer.js";
import { firstDuplicateJsonKey } from "./json-duplicate-key.js";
import { yamlPositions, type YamlPositions } from "./yaml-position.js";

/**
 * One input file: its text, its data, and a way to find the line and column of any JSON pointer.
 * JSON is read with JSON.parse (fast on GitHub's 13 MB description); positions are worked out only when a
 * diagnostic asks for one: by scanning the JSON text for the pointer, or for YAML from the source ranges
 * `yaml` keeps.
 */
export interface SourceDocument {
  file: string;
  text: string;
  data: unknown;
  format: "json" | "yaml";
  /** Line and column (1-based) of the value at `pointer`, or of its nearest ancestor that exists. */
  locate: (pointer: string) => Position | undefined;
  /** Line and column of the key `pointer` ends with (for problems with a key itself); `locate` for array items. */
  locateKey: (pointer: string) => Position | undefined;
}

export interface Position {
  line: number;
  column: number;
}

/** Line and column of a pointer into one file: of its value, or (`"key"`) of the key it ends with. */
export type Locate = (pointer: string, part?: "value" | "key") => Position | undefined;

/**
 * `doc`'s positions on their own: kept for diagnostics found after loading, a locator does not keep the
 * parsed data alive (only the text, or for YAML the source ranges, which a later lookup would need anyway).
 */
export function locatorOf(doc: SourceDocument): Locate {
  const { locate, locateKey } = doc;
  return (pointer, part) => (part === "key" ? locateKey(pointer) : locate(pointer));
}

/** Reads and parses `file`; throws FileReadError when it is not a regular file of a sane size (see util/regular-file.ts). */
export function readSourceDocument(file: string): SourceDocument {
  return parseSourceDocument(file, readInputText(file));
}

/** The text of an input file: only a regular file, at most MAX_INPUT_BYTES. */
export function readInputText(file: string): string {
  return readRegularFile(file, MAX_INPUT_BYTES).toString("utf8");
}

/** Parses `text`; throws a DiagnosticError-ready `SourceSyntaxError` on malformed JSON or YAML. */
export function parseSourceDocument(file: string, text: string): SourceDocument {
  const looksJson = /^\s*[{[]/.test(text) || file.endsWith(".json");
  if (looksJson) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      if (file.endsWith(".json")) throw jsonSyntaxError(file, text, error);
      // Not JSON after all (YAML flow style starts with `{` too): fall through to YAML.
    }
    if (data !== undefined) {
      const duplicate = firstDuplicateJsonKey(text);
      if (duplicate) throw duplicateJsonKey(file, text, duplicate);
      return makeDocument(file, text, data, "json", undefined);
    }
  }
  const lineCounter = new LineCounter();
  // logLevel: the library's warnings (a mapping used as a key) would go to the user's terminal as noise.
  // uniqueKeys: the library's check compares each key with every other (10,000 routes: 4 s); ours is linear.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false, logLevel: "error" });
  const syntaxError = (message: string, offset: number) => {
    const pos = lineCounter.linePos(offset);
    return new SourceSyntaxError({
      code: "yaml-syntax",
      severity: "error",
      message,
      file,
      line: pos.line,
      column: pos.col,
    });
  };
  const first = doc.errors[0];
  if (first) throw syntaxError(first.message.split("\n")[0] ?? first.message, first.pos[0]);
  const duplicate = firstDuplicateKey(doc);
  if (duplicate) throw syntaxError(`Map keys must be unique: \`${duplicate.name}\` is repeated`, duplicate.offset);
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    // Aliases that expand without end (a "billion laughs" document) stop here, as the library refuses.
    throw new SourceSyntaxError({
      code: "yaml-syntax",
      severity: "error",
      message: error instanceof Error ? error.message : String(error),
      file,
      line: 1,
      column: 1,
    });
  }
  return makeDocument(file, text, data, "yaml", { doc, lineCounter });
}

/** The first key that a mapping has twice (as JavaScript sees keys: `1` and `"1"` are one key). */
function firstDuplicateKey(doc: Document): { name: string; offset: number } | undefined {
  let found: { name: string; offset: number } | undefined;
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const { key } of map.items) {
        const name = isScalar(key) ? String(key.value) : String(key);
        if (seen.has(name)) {
          found = { name, offset: isNode(key) && key.range ? key.range[0] : 0 };
          return visit.BREAK;
        }
        seen.add(name);
      }
      return undefined;
    },
  });
  return found;
}

export class SourceSyntaxError extends Error {
  readonly diagnostic: Diagnostic;
  constructor(diagnostic: Diagnostic) {
    super(diagnostic.message);
    this.name = "SourceSyntaxError";
    this.diagnostic = diagnostic;
  }
}

interface Positions {
  doc: Document;
  lineCounter: LineCounter;
}

function makeDocument(
  file: string,
  text: string,
  data: unknown,
  format: "json" | "yaml",
  known: Positions | undefined,
): SourceDocument {
  const finder = positionFinder(text, format, known);
  return { file, text, data, format, locate: finder, locateKey: (pointer) => finder(pointer, "key") };
}

/**
 * A `locate` for text that was read: a JSON scan, or (YAML) one more parse keeping source ranges.
 * `part: "key"` asks for the position of the key the pointer ends with rather than of its value. Both
 * index what they search once (json-position.ts, yaml-position.ts): thousands of diagnostics in a large
 * description cost about one pass over it.
 */
export function positionFinder(
  text: string,
  format: "json" | "yaml",
  known?: Positions,
): (pointer: string, part?: "value" | "key") => Position | undefined {
  let json: JsonPositions | undefined;
  let yaml: YamlPositions | undefined;
  return (pointer, part = "value") => {
    const segments = pointerSegments(pointer);
    if (format === "json") {
      json ??= jsonPositions(text);
      return json.lineAndColumn(part === "key" ? json.offsetOfKey(segments) : json.offsetOfPointer(segments));
    }
    if (!yaml) {
      const lineCounter = known?.lineCounter ?? new LineCounter();
      yaml = yamlPositions(
        known?.doc ?? parseDocument(text, { lineCounter, uniqueKeys: false, logLevel: "error" }),
        lineCounter,
      );
    }
    return yaml.locate(segments, part);
  };
}

/** A key repeated in a JSON object: an error, as in YAML (`Map keys must be unique`), at the second one. */
function duplicateJsonKey(file: string, text: string, duplicate: { name: string; offset: number }): SourceSyntaxError {
  const before = text.slice(0, duplicate.offset).split("\n");
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  const message = `Object keys must be unique: \`${duplicate.name}\` is repeated (JSON.parse would keep the last value, and drop the first without a word)`;
  return new SourceSyntaxError({ code: "json-syntax", severity: "error", message, file, line, column });
}

function jsonSyntaxError(file: string, text: string, error: unknown): SourceSyntaxError {
  const message = error instanceof Error ? error.message : String(error);
  const match = /position (\d+)/.exec(message);
  let line: number | undefined;
  let column: number | undefined;
  if (match) {
    const offset = Number(match[1]);
    const before = text.slice(0, offset).split("\n");
    line = before.length;
    column = (before[before.length - 1]?.length ?? 0) + 1;
  }
  return new SourceSyntaxError({
    code: "json-syntax",
    severity: "error",
    message: message.replace(/ in JSON at position \d+.*$/, ""),
    file,
    ...(line !== undefined ? { line } : {}),
    ...(column !== undefined ? { column } : {}),
  });
}
