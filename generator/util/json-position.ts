/**
 * Where values are in a JSON text, found by scanning the text without building values (re-parsing with
 * source ranges would take seconds on a 13 MB description). Nothing is done until the first lookup: only
 * documents with diagnostics pay.
 *
 * Each object or array a lookup passes through has its members indexed once, when first searched: one
 * scan of its text, then a map lookup per pointer segment. So any number of lookups costs about one pass
 * over each level of the text they go through, plus a small cost per lookup. (Scanning the members anew
 * for every lookup made 25,000 warnings on a 20 MB description take two minutes: each one rescanned
 * `paths`.)
 */

/** Where a member starts: its value, and its key in an object (array items have none). */
interface Member {
  value: number;
  key?: number;
}

export interface JsonPositions {
  /** Offset of the value at `segments`, or of its deepest ancestor that exists. */
  offsetOfPointer(segments: readonly string[]): number;
  /**
   * Offset of the key the last segment names (`"sumary": 1` -> the `"` before `sumary`): diagnostics
   * about a key point at the key, not its value. For an array item, or a path that does not exist to
   * its end, the value's offset.
   */
  offsetOfKey(segments: readonly string[]): number;
  lineAndColumn(offset: number): { line: number; column: number };
}

/** Positions in one JSON text, for many lookups. */
export function jsonPositions(text: string): JsonPositions {
  const indexes = new Map<number, Map<string, Member>>();
  const membersAt = (start: number): Map<string, Member> => {
    let members = indexes.get(start);
    if (!members) indexes.set(start, (members = indexMembers(text, start)));
    return members;
  };
  const root: Member = { value: skipSpace(text, 0) };
  /** The deepest member the segments lead to, and how many of them it took. */
  const walk = (segments: readonly string[]): { member: Member; depth: number } => {
    let member = root;
    let depth = 0;
    for (const segment of segments) {
      const next = membersAt(member.value).get(segment);
      if (!next) break;
      member = next;
      depth++;
    }
    return { member, depth };
  };
  let lineStarts: number[] | undefined;
  return {
    offsetOfPointer: (segments) => walk(segments).member.value,
    offsetOfKey(segments) {
      const { member, depth } = walk(segments);
      return depth === segments.length && member.key !== undefined ? member.key : member.value;
    },
    lineAndColumn(offset) {
      lineStarts ??= lineStartsOf(text);
      return lineAndColumn(lineStarts, offset);
    },
  };
}

/** Where the value at `segments` starts, for a single lookup (package.json edits). */
export function offsetOfPointer(text: string, segments: readonly string[]): number {
  return jsonPositions(text).offsetOfPointer(segments);
}

/**
 * The members of the object or array starting at `start`, by key (array items by index): one scan of
 * its text. A key written twice keeps its last place, the value JSON.parse keeps. Empty for a scalar.
 */
function indexMembers(text: string, start: number): Map<string, Member> {
  const members = new Map<string, Member>();
  const open = text.charCodeAt(start);
  if (open !== OPEN_BRACE && open !== OPEN_BRACKET) return members;
  let i = skipSpace(text, start + 1);
  for (
    let index = 0;
    i < text.length && text.charCodeAt(i) !== CLOSE_BRACE && text.charCodeAt(i) !== CLOSE_BRACKET;
    index++
  ) {
    if (open === OPEN_BRACE) {
      const keyStart = i;
      const keyEnd = stringEnd(text, i);
      const key = keyText(text, keyStart, keyEnd);
      i = skipSpace(text, skipSpace(text, keyEnd) + 1); // past the colon
      members.set(key, { value: i, key: keyStart });
    } else {
      members.set(String(index), { value: i });
    }
    i = skipSpace(text, valueEnd(text, i));
    if (text.charCodeAt(i) === COMMA) i = skipSpace(text, i + 1);
  }
  return members;
}

/** A key's text: as written when it has no escape (almost always), else decoded. */
function keyText(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes("\\") ? (JSON.parse(text.slice(start, end)) as string) : raw;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/** Offset just past the value starting at `pos`. */
function valueEnd(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === QUOTE) return stringEnd(text, pos);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    for (let i = pos; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === QUOTE) i = stringEnd(text, i) - 1;
      else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) depth++;
      else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) {
        if (--depth === 0) return i + 1;
      }
    }
    return text.length;
  }
  let i = pos;
  while (i < text.length && !",}] \t\r\n".includes(text[i]!)) i++;
  return i;
}

/** Offset just past the closing quote of the string starting at `pos`. */
function stringEnd(text: string, pos: number): number {
  // indexOf finds the next quote natively; a quote preceded by an odd run of backslashes is escaped.
  for (let quote = text.indexOf('"', pos + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
  }
  return text.length;
}

function skipSpace(text: string, pos: number): number {
  let i = pos;
  for (let c = text.charCodeAt(i); c === 32 || c === 10 || c === 13 || c === 9; c = text.charCodeAt(++i));
  return i;
}

/** Offsets where each line starts. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

/** Line and column (1-based) of `offset`: a binary search for the last line start at or before it. */
export function lineAndColumn(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low]! + 1 };
}
