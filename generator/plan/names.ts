import { builtFact, tsMorph } from "../util/typescript-facts.js";

/**
 * Names in generated code. Every name that comes from an input is checked against TypeScript's own
 * rules: its keyword table (read from TypeScript's scanner when routegen is built, see
 * typescript-facts.ts), and its scanner itself for names beyond plain ASCII.
 */

let reservedWords: Set<string> | undefined;

/** TypeScript's reserved and strict-mode future reserved words: keywords that cannot name a binding. */
function reservedKeywords(): Set<string> {
  reservedWords ??= new Set(builtFact("reserved-words", readReservedWords));
  return reservedWords;
}

/** The reserved words, from TypeScript's scanner (scripts/build.js calls it to keep them). */
export function readReservedWords(): string[] {
  const { ts } = tsMorph();
  const words: string[] = [];
  const ranges = [
    [ts.SyntaxKind.FirstReservedWord, ts.SyntaxKind.LastReservedWord],
    [ts.SyntaxKind.FirstFutureReservedWord, ts.SyntaxKind.LastFutureReservedWord],
  ] as const;
  for (const [first, last] of ranges) {
    for (let kind = first; kind <= last; kind++) words.push(ts.tokenToString(kind)!);
  }
  return words;
}

const ASCII_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Whether TypeScript reads `name` as one identifier name (keywords included). */
export function isIdentifierName(name: string): boolean {
  if (ASCII_IDENTIFIER.test(name)) return true;
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(name)) return false;
  // Beyond ASCII, Unicode's ID_Start/ID_Continue decide: ask TypeScript's scanner.
  const { ts } = tsMorph();
  const scanner = ts.createScanner(ts.ScriptTarget.ESNext, true, ts.LanguageVariant.Standard, name);
  const kind = scanner.scan();
  return scanner.getTokenEnd() === name.length && kind === ts.SyntaxKind.Identifier;
}

/** Words that cannot name a binding in strict-mode module code (TypeScript's reserved ranges + a few). */
export function isReservedWord(name: string): boolean {
  if (reservedKeywords().has(name)) return true;
  // `await` is reserved in modules; `eval`/`arguments` cannot be bound in strict mode.
  return name === "await" || name === "eval" || name === "arguments" || name === "undefined";
}

/**
 * Globals a module-level name must not shadow: the JavaScript built-ins, the web platform types that
 * request code and its callers use, and Node's. (Shadowing them would silently change what a reader,
 * or code added to the module later, gets.)
 */
const GLOBALS = new Set(
  (
    "Object Function Array Number String Boolean Symbol BigInt Math JSON Date RegExp Error EvalError RangeError " +
    "ReferenceError SyntaxError TypeError URIError AggregateError Promise Map Set WeakMap WeakSet WeakRef " +
    "FinalizationRegistry Proxy Reflect Intl ArrayBuffer SharedArrayBuffer DataView Atomics Int8Array Uint8Array " +
    "Uint8ClampedArray Int16Array Uint16Array Int32Array Uint32Array Float32Array Float64Array BigInt64Array " +
    "BigUint64Array ArrayBufferView Iterator AsyncIterator Generator globalThis NaN Infinity eval isNaN isFinite " +
    "parseInt parseFloat encodeURIComponent decodeURIComponent encodeURI decodeURI escape unescape Blob File " +
    "FileReader FormData URL URLSearchParams Headers Request Response fetch AbortController AbortSignal " +
    "ReadableStream WritableStream TransformStream TextEncoder TextDecoder Event EventTarget CustomEvent " +
    "WebSocket crypto Crypto performance structuredClone atob btoa queueMicrotask setTimeout clearTimeout " +
    "setInterval clearInterval setImmediate clearImmediate console process Buffer global window document self " +
    "navigator location require module exports __dirname __filename Record Partial Required Readonly Pick Omit " +
    "Exclude Extract NonNullable ReturnType Parameters InstanceType Awaited PropertyKey"
  ).split(" "),
);

/** Names every generated module itself declares or imports: a route must not take them. */
const GENERATED_NAMES = new Set([
  "request",
  "segment",
  "expand",
  "deepObject",
  "endpoint",
  "createEndpoint",
  "Endpoint",
  "RequestOptions",
  "Route",
  "types",
  "params",
  "builder",
]);

/** Whether `name` may be declared at module level in generated code as it is. */
export function isSafeBinding(name: string): boolean {
  return isIdentifierName(name) && !isReservedWord(name) && !GLOBALS.has(name) && !GENERATED_NAMES.has(name);
}

/** Words of a name: `list-for-repo`, `list_for_repo`, `listForRepo`, `ListForRepo` -> list, for, repo. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** `list-for-repo` -> `listForRepo`; a leading digit gets an underscore. */
export function camelCase(text: string): string {
  const [first = "", ...rest] = words(text);
  const joined = first.toLowerCase() + rest.map(capitalize).join("");
  return /^[0-9]/.test(joined) ? "_" + joined : joined;
}

/** `simple-user` -> `SimpleUser`; a leading digit gets an underscore. */
export function pascalCase(text: string): string {
  const joined = words(text).map(capitalize).join("");
  return /^[0-9]/.test(joined) ? "_" + joined : joined;
}

/** `codeScanning` -> `code-scanning` (file names). */
export function kebabCase(text: string): string {
  return words(text)
    .map((w) => w.toLowerCase())
    .join("-");
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * Hands out unique names in a stable order: the first to ask gets the name, later ones a numbered
 * variant (`get2`). `key` decides what counts as the same name (file names compare case-insensitively,
 * since macOS and Windows do).
 */
export class NameAllocator {
  private readonly taken = new Set<string>();
  constructor(
    private readonly key: (name: string) => string = (n) => n,
    reserved: Iterable<string> = [],
  ) {
    for (const name of reserved) this.taken.add(this.key(name));
  }

  /** The name itself if free, else `name2`, `name3`...; `renamed` tells the caller to report it. */
  allocate(name: string): { name: string; renamed: boolean } {
    let candidate = name;
    for (let n = 2; this.taken.has(this.key(candidate)); n++) candidate = `${name}${n}`;
    this.taken.add(this.key(candidate));
    return { name: candidate, renamed: candidate !== name };
  }
}
