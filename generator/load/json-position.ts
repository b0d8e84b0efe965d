/**
 * Finds where the value at a JSON pointer starts in JSON text, by scanning the text once without
 * building values: fast enough for GitHub's 13 MB description, where re-parsing with source ranges
 * would take seconds. Returns the offset of the deepest value of the path that exists.
 */
export function offsetOfPointer(text: string, segments: readonly string[]): number {
  return walk(text, segments).value;
}

type Found = { value: number; key?: number; depth: number };

/**
 * Follows `segments` down from the root: how many it could follow, and where the last value (and key)
 * found start. `cache` (by pointer prefix) lets many diagnostics in one large file share the scan of
 * their common ancestors.
 */
function walk(text: string, segments: readonly string[], cache?: Map<string, Found>): Found {
  let found: Found = { value: skipSpace(text, 0), depth: 0 };
  let prefix = "";
  for (const segment of segments) {
    prefix += "/" + segment.replace(/~/g, "~0").replace(/\//g, "~1");
    const cached = cache?.get(prefix);
    if (cached) {
      found = cached;
      continue;
    }
    const next = childOffset(text, found.value, segment);
    if (next === undefined) return found;
    found = { ...next, depth: found.depth + 1 };
    cache?.set(prefix, found);
  }
  return found;
}

/**
 * Positions in one JSON text, for many lookups: pointer prefixes and line starts are worked out once.
 */
export function jsonPositions(text: string): {
  offsetOfPointer(segments: readonly string[]): number;
  offsetOfKey(segments: readonly string[]): number;
  lineAndColumn(offset: number): { line: number; column: number };
} {
  const cache = new Map<string, Found>();
  let lineStarts: number[] | undefined;
  return {
    offsetOfPointer: (segments) => walk(text, segments, cache).value,
    // Where the key of the last segment starts (`"sumary": 1` -> the `"` before `sumary`): diagnostics
    // about a key point at the key, not its value. For an array item, or a path that does not exist
    // to its end, the value's offset.
    offsetOfKey(segments) {
      const found = walk(text, segments, cache);
      return found.depth === segments.length && found.key !== undefined ? found.key : found.value;
    },
    lineAndColumn(offset) {
      if (!lineStarts) {
        lineStarts = [0];
        for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
      }
      // The last line start at or before `offset`.
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (lineStarts[middle]! <= offset) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, column: offset - lineStarts[low]! + 1 };
    },
  };
}

/** Offsets of the child `key` of the object or array starting at `pos`: its value, and its key in an object. */
function childOffset(text: string, pos: number, key: string): { value: number; key?: number } | undefined {
  const open = text[pos];
  if (open !== "{" && open !== "[") return undefined;
  let i = skipSpace(text, pos + 1);
  let index = 0;
  while (i < text.length && text[i] !== "}" && text[i] !== "]") {
    let name = String(index++);
    const keyStart = i;
    if (open === "{") {
      const end = stringEnd(text, i);
      name = JSON.parse(text.slice(i, end)) as string;
      i = skipSpace(text, end);
      i = skipSpace(text, i + 1); // the colon
    }
    if (name === key) return open === "{" ? { value: i, key: keyStart } : { value: i };
    i = skipSpace(text, valueEnd(text, i));
    if (text[i] === ",") i = skipSpace(text, i + 1);
  }
  return undefined;
}

function valueEnd(text: string, pos: number): number {
  const c = text[pos];
  if (c === '"') return stringEnd(text, pos);
  if (c === "{" || c === "[") {
    let depth = 0;
    for (let i = pos; i < text.length; i++) {
      const ch = text[i];
      if (ch === '"') i = stringEnd(text, i) - 1;
      else if (ch === "{" || ch === "[") depth++;
      else if (ch === "}" || ch === "]") {
        depth--;
        if (depth === 0) return i + 1;
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
  for (let i = pos + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"') return i + 1;
  }
  return text.length;
}

function skipSpace(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && (text[i] === " " || text[i] === "\n" || text[i] === "\r" || text[i] === "\t")) i++;
  return i;
}

