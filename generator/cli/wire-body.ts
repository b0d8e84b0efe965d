// Request options as `inspect` prints them: plain JSON, with the bodies JSON cannot hold (a FormData,
// a Blob, bytes, a stream) written as what goes on the wire: each part of a multipart body with its
// text or its file's name, type and size; a file or bytes by type and size.

/** One part of a multipart body, as the client sends it. */
export type WirePart = { name: string; value: string } | { name: string; filename: string; type: string; size: number };

/** The media type of a file part whose file names none, as the multipart encoding writes it (fetch, undici, axios). */
const UNTYPED = "application/octet-stream";

/**
 * A `JSON.stringify` replacer: FormData as `{ FormData: [parts] }`, a File or Blob as
 * `{ File: { name, type, size } }`, bytes as `{ Uint8Array: { size } }`, a stream as `{ ReadableStream: {} }`,
 * URLSearchParams as its text; any other value as it is.
 */
export function onTheWire(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof FormData) {
    const parts: WirePart[] = [];
    value.forEach((part, name) => parts.push(wirePart(name, part)));
    return { FormData: parts };
  }
  if (value instanceof Blob) return { [value.constructor.name]: blobFacts(value) };
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value))
    return { [value.constructor.name]: { size: value.byteLength } };
  if (value instanceof URLSearchParams) return value.toString();
  if (typeof ReadableStream !== "undefined" && value instanceof ReadableStream) return { ReadableStream: {} };
  return value;
}

function wirePart(name: string, part: FormDataEntryValue): WirePart {
  if (typeof part === "string") return { name, value: part };
  return { name, filename: part.name, type: part.type || UNTYPED, size: part.size };
}

/** A Blob's own type ("" when it has none: a body then goes with the request's content-type header). */
function blobFacts(blob: Blob): Record<string, unknown> {
  return { ...(blob instanceof File ? { name: blob.name } : {}), type: blob.type, size: blob.size };
}

/**
 * The content-type a request goes out with when its options hold none the client keeps: a multipart
 * body's, which the client writes with the boundary it chooses (and which replaces any other).
 */
export function clientContentType(body: unknown): string | undefined {
  return typeof FormData !== "undefined" && body instanceof FormData
    ? "multipart/form-data; boundary=… (written by the client)"
    : undefined;
}

/**
 * JSON for a reader: two-space indents, and an object or list of plain values (a header map, a
 * multipart part) on one line when it is short.
 */
export function readableJson(value: unknown): string {
  return printJson(JSON.parse(JSON.stringify(value, onTheWire) ?? "null"), "");
}

function printJson(value: unknown, indent: string): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const list = Array.isArray(value);
  const entries = list ? value.map((item: unknown) => ["", item] as const) : Object.entries(value);
  if (entries.length === 0) return list ? "[]" : "{}";
  const item = ([key, v]: readonly [string, unknown], inner: string) =>
    `${list ? "" : `${JSON.stringify(key)}: `}${printJson(v, inner)}`;
  const [open, close] = list ? ["[", "]"] : ["{", "}"];
  const flat = entries.every(([, v]) => typeof v !== "object" || v === null);
  const line = `${open} ${entries.map((entry) => item(entry, "")).join(", ")} ${close}`;
  if (flat && indent.length + line.length <= 100) return line;
  const inner = indent + "  ";
  return `${open}\n${entries.map((entry) => inner + item(entry, inner)).join(",\n")}\n${indent}${close}`;
}
