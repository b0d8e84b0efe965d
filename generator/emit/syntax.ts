/**
 * Safe TypeScript spellings of values that come from an input description. Text from a description can
 * end up in three places only: a string literal, a property key, or a comment; each is escaped here so
 * that it can never close its literal or comment and become code.
 */

/**
 * A string literal as prettier writes it: double quotes unless the text holds more double than single
 * quotes. Escapes backslashes, the quote, control characters, U+2028/U+2029 and lone surrogates, so
 * the literal is one line and valid whatever the input held.
 */
export function stringLiteral(value: string): string {
  const doubles = countOf(value, '"');
  const singles = countOf(value, "'");
  const quote = doubles > singles ? "'" : '"';
  let out = quote;
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    const code = value.charCodeAt(i);
    if (char === quote || char === "\\") out += "\\" + char;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029 || isBidiControl(code))
      out += unicodeEscape(code);
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += char + value[i + 1]!;
        i++;
      } else out += unicodeEscape(code);
    } else if (code >= 0xdc00 && code <= 0xdfff) out += unicodeEscape(code);
    else out += char;
  }
  return out + quote;
}

/**
 * Bidirectional overrides and isolates reorder how the rest of a line is displayed ("Trojan Source"):
 * text from a description must not make generated code look other than it is, so they are escaped.
 */
function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

function unicodeEscape(code: number): string {
  return "\\u" + code.toString(16).padStart(4, "0");
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (const c of text) if (c === char) count++;
  return count;
}

/** Plain ASCII identifiers are the keys prettier leaves unquoted (and never unquotes otherwise). */
const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property key: bare when it is a plain identifier, else a string literal. */
export function propertyKey(name: string): string {
  return isPlainKey(name) ? name : stringLiteral(name);
}

/** Whether `name` may be written bare, as a key or after a `.`. */
export function isPlainKey(name: string): boolean {
  return PLAIN_KEY.test(name);
}

/** A number literal as prettier prints it (`1e21`, not `1e+21`). */
export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value).toLowerCase().replace("e+", "e");
}

/** A JSON value as a TypeScript literal type (enum members). */
export function literalType(value: string | number | boolean | null): string {
  if (typeof value === "string") return stringLiteral(value);
  if (typeof value === "number") return value < 0 ? `-${numberLiteral(-value)}` : numberLiteral(value);
  return String(value);
}

/**
 * The lines of a JSDoc comment body from description text: `*\/` cannot end the comment, control
 * characters and line separators are made visible, a line starting with `@` is not taken for a tag,
 * trailing spaces go (prettier trims them), and runs of blank lines become one.
 */
export function commentLines(text: string): string[] {
  const cleaned = text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u2028\u2029]/g, "\n")
    .replace(/\*\//g, "*\\/")
    // eslint-disable-next-line no-control-regex
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]/g, (c) => unicodeEscape(c.charCodeAt(0)))
    .replace(/\t/g, "  ");
  // A line of the text that starts with `@` would read as a JSDoc tag: `\@` keeps it text.
  const lines = cleaned.split("\n").map((l) => l.replace(/\s+$/, "").replace(/^(\s*)@/, "$1\\@"));
  const out: string[] = [];
  for (const l of lines) {
    if (l === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(l);
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}
