// What the wire harness draws and expects, and how a drawn value reads back once sent: shared by the
// parameter draws (wire-draws.ts) and the body draws (wire-body-draws.ts).
import fc from "fast-check";
import type { Pair, Part } from "./wire-decoding.js";

/** A call to make and what the server must decode from it. */
export interface Draw {
  params: Record<string, unknown>;
  expected: Expected;
}

export interface Expected {
  path: Record<string, string>;
  query: Record<string, unknown>;
  /** Header parameters (lowercase names) and their values: text, or a list or object as the server decodes it. */
  headers: Record<string, unknown>;
  /** Cookie parameters and their values, as text (lists and objects as the server decodes them). */
  cookies: Record<string, unknown>;
  /** The content-type's media type; none when no body is sent. */
  contentType?: string;
  /** The body as the server decodes it: JSON, form and multipart as values, text and bytes as they arrived. */
  body?: { decoded: unknown } | { text: string } | { base64: string } | { multipart: Part[] } | { form: Pair[] };
}

/** One part of a call: it sets what it drew in the call's params and what the server must read. */
export type Setter = (draw: Draw) => void;

/** How a query parameter or a form property is written (OpenAPI's Parameter and Encoding objects). */
export interface Serialised {
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  contentType?: string;
}

/** A part of a call that may be left out: then `unset` says what the server must read instead (nothing by default). */
export const optional = (set: fc.Arbitrary<Setter>, unset: Setter = () => {}): fc.Arbitrary<Setter> =>
  fc.option(set, { nil: undefined }).map((s) => s ?? unset);

/**
 * Can the wire carry the value so that a server reads back what was sent? Not a member holding the
 * separator of a delimited style (`a b` in a space-delimited list), nor, where reserved characters go
 * as they are, text that reads as a percent-escape (`%41`).
 */
export function unambiguous(value: unknown, { style, allowReserved }: Serialised = {}): boolean {
  const separator = style === "spaceDelimited" ? / / : style === "pipeDelimited" ? /\|/ : undefined;
  if (SEPARATED.has(style ?? "") && typeof value === "object" && value !== null)
    return Object.values(value).every((m) => !/[,.]/.test(String(m)) && String(m) !== "");
  const fits = (leaf: unknown): boolean =>
    Array.isArray(leaf) || (typeof leaf === "object" && leaf !== null)
      ? Object.values(leaf).every(fits)
      : !(separator?.test(String(leaf)) || (allowReserved && /%[\da-f]{2}/i.test(String(leaf))));
  return fits(value);
}

/**
 * Path and cookie styles whose list and object members a server splits on `,` (or `.`, a label's) once
 * decoded: members holding either, or empty, would not come back as sent.
 */
const SEPARATED = new Set(["simple", "label", "matrix", "cookie"]);

/**
 * A value as a query or form body carries it, read back: text for numbers and booleans, lists and
 * objects member by member; `null`, and lists or objects with nothing in them, are not sent at all.
 */
export function asSent(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const members = value.map(asSent).filter((m) => m !== undefined);
    return members.length > 0 ? members : undefined;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).flatMap(([key, member]) => {
      const sent = asSent(member);
      return sent === undefined ? [] : [[key, sent] as const];
    });
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return String(value);
}

/** Is the value an object with a member of these names? */
export const hasMemberOf = (value: unknown, names: readonly string[]) =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).some((key) => names.includes(key));
