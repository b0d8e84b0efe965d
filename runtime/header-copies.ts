// The copy of its defaults' headers each call returns. Spreading an object is the cheapest copy, but
// a key added to the spread copy then costs V8 many times more than the copy (the copy shares its
// source's hidden class), and a body's content-type is such a key. So a call with a body spreads a
// template that already has a `content-type` key. Templates are made of frozen headers only (those
// of githubDefaults, defaults(), a builder), which cannot change; the last headers a call used keep
// theirs, as calls go to the same defaults again and again.
import { copy } from "./object.js";
import type { Headers } from "./types.js";

let last: Readonly<Headers> | undefined;
let plain: Headers | undefined;
let typed: Headers | undefined;

/**
 * What a call's headers are copied from: `headers`, with a `content-type` key (undefined until the
 * call sets it) when `contentType`. Never to be changed: callers copy it.
 */
export function headersTemplate(headers: Readonly<Headers>, contentType: boolean): Readonly<Headers> {
  if (headers !== last) {
    if (!Object.isFrozen(headers)) return contentType ? withContentType(headers) : headers;
    last = headers;
    plain = typed = undefined;
  }
  return contentType ? (typed ??= withContentType(headers)) : (plain ??= copy(headers));
}

/** A copy of `headers` that has a `content-type` key. */
function withContentType(headers: Readonly<Headers>): Headers {
  const template = copy(headers);
  if (!Object.hasOwn(template, "content-type")) template["content-type"] = undefined;
  return template;
}
