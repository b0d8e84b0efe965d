/**
 * The first key an object of a JSON text has twice. JSON.parse keeps the last value without a word, so
 * `{"type": "string", ..., "type": "integer"}` would be read as an integer with nothing to say the
 * description meant two things; YAML's loader refuses a repeated key (source.ts), and JSON follows the
 * same rule. The text is valid JSON (JSON.parse read it first), so a scan from one structural character
 * to the next is enough: linear, and about as long as JSON.parse takes (0.1 s on GitHub's 13 MB description).
 */
export function firstDuplicateJsonKey(text: string): { name: string; offset: number } | undefined {
  /** Per open object, the keys seen so far; undefined for an open array. */
  const open: (Set<string> | undefined)[] = [];
  let keyNext = false;
  const structural = /["{}[\],]/g;
  for (let match = structural.exec(text); match !== null; match = structural.exec(text)) {
    const at = match.index;
    switch (text.charCodeAt(at)) {
      case 0x22: {
        const end = closingQuote(text, at);
        structural.lastIndex = end + 1;
        const keys = open.at(-1);
        if (!keyNext || keys === undefined) break;
        keyNext = false;
        const raw = text.slice(at + 1, end);
        // As JavaScript sees keys: `"a"` and `"\u0061"` are one.
        const name = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (keys.has(name)) return { name, offset: at };
        keys.add(name);
        break;
      }
      case 0x7b:
        open.push(new Set());
        keyNext = true;
        break;
      case 0x5b:
        open.push(undefined);
        break;
      case 0x2c:
        keyNext = open.at(-1) !== undefined;
        break;
      default:
        open.pop();
    }
  }
  return undefined;
}

/** Where the string opened at `start` ends: the next `"` not escaped by a backslash. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  for (;;) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
}
