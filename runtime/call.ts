// What a generated call needs beside the url and body it writes itself. The generator decided, per
// route, everything it could: where each parameter goes and how it is written. What is left depends on
// the call and the defaults, and is the same for every route: its parameters over the default ones, its
// base url, its path segments, and the request options it returns.
//
// A call trusts its types and checks nothing its HTTP client checks again: fetch, undici, Node's http
// and XHR all refuse a header value with CR, LF or NUL and a header name that is no token
// (docs/clients.md). `defaults()` checks the defaults once, when it makes them (./defaults.ts).
import { encodeUnreserved } from "./encode.js";
import { copy, isFormData, mergeValue, put } from "./object.js";
import type { CallOptions, Defaults, Headers, RequestOptions } from "./types.js";

/** The content-type of a JSON body, unless a route or a call names another. */
export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * `{ method, url, headers, body?, request? }` for one call: what `endpoint()` returns for the same
 * route and parameters. `url` is the whole url; `contentType` is the body's, JSON's when left out, and
 * `""` for a body whose HTTP client writes it (multipart, with its boundary).
 */
export function requestOptions<Response = unknown, Responses = unknown>(
  defaults: Defaults,
  params: CallOptions,
  method: string,
  url: string,
  body?: unknown,
  contentType?: string,
): RequestOptions<Response, Responses> {
  // The call's headers over a copy of the defaults' (the caller owns it), by lowercase name: an
  // undefined value leaves the default's. The copy is made from a template with room for the
  // content-type a body will say (see headersTemplate).
  const typed = body !== undefined && contentType !== "";
  const below = headersTemplate(defaults.headers, typed);
  const given = params.headers;
  let headers: Headers;
  if (!given) headers = { ...below };
  else {
    // A spread copy is the cheapest while no key is added to it; one that takes new names is made by
    // copy(). Copying with copy() always, an upload (its content-type given) took 6,550 instructions a
    // call against 6,155 (callgrind, per-call cases, 2026-12-05).
    const names = Object.keys(given);
    headers = names.every((name) => Object.hasOwn(below, name.toLowerCase())) ? { ...below } : copy(below);
    for (const name of names) if (given[name] !== undefined) put(headers, name.toLowerCase(), given[name]);
  }

  // PUT and PATCH without a body send an empty one, as the builder does. A body says what it is unless
  // the call did, but a multipart one: its type names a boundary only the client that writes it knows.
  if (body === undefined) {
    if (method === "put" || method === "patch") body = "";
  } else if (contentType === "" || isFormData(body)) delete headers["content-type"];
  else headers["content-type"] ||= contentType || JSON_TYPE;

  const options: RequestOptions<Response, Responses> = { method, url, headers };
  if (body !== undefined) options.body = body;
  // `request` meta (a signal, a timeout) is the client's: the call's over the defaults', as the builder merges it.
  const request = params.request === undefined ? defaults.request : mergeValue(defaults, "request", params.request);
  if (request) options.request = request as Record<string, unknown>;
  return options;
}

/**
 * What a call's headers are copied from: `headers`, with a `content-type` key (undefined until the call
 * sets it) when `contentType`. Spreading an object is the cheapest copy, but V8 copies a frozen object
 * (the defaults' headers are frozen) the slow way, and a key added to a spread copy (a body's
 * content-type) then costs many times the copy. So calls copy a plain template, made once for the last
 * frozen headers they were given: calls go to the same defaults again and again. Measured with
 * `npm run bench -- per-call` and the same calls side by side in one process (2026-12-05): copying the
 * frozen headers themselves, a generated GET took 1.2x to 1.3x the time it takes with templates, a POST
 * 1.1x to 1.5x, a call with two defaults() levels 1.4x to 1.7x (the targets: 1.2x, 1.5x and 1.2x the
 * hand-written time, which the templates meet). They cost a one-call bundle 65 bytes (gzip).
 */
let last: Readonly<Headers> | undefined;
let plain: Headers | undefined;
let typedTemplate: Headers | undefined;

function headersTemplate(headers: Readonly<Headers>, contentType: boolean): Readonly<Headers> {
  if (headers !== last) {
    // Headers that are not frozen (a catalogue route's over the defaults') may change: no template.
    if (!Object.isFrozen(headers)) return headers;
    last = headers;
    plain = typedTemplate = undefined;
  }
  return contentType
    ? (typedTemplate ??= copy({ ...headers, "content-type": headers["content-type"] }))
    : (plain ??= copy(headers));
}

/** A call's parameters over the default parameters, if there are any: an undefined value leaves the default. */
export function withDefaultParams<Params extends object>(params: Params | undefined, defaults: Defaults): Params {
  const below = defaults.params;
  if (!below) return params ?? ({} as Params);
  // A spread keeps a `__proto__` key a key, which then takes values as any other own key does.
  const merged: Record<string, unknown> = { ...below, ...params };
  for (const key in params) if (params[key] === undefined && Object.hasOwn(below, key)) merged[key] = below[key];
  return merged as Params;
}

/** The base url of a call: its own, else the defaults'. */
export const baseUrl = (params: CallOptions, defaults: Defaults): string => params.baseUrl ?? defaults.baseUrl;

/**
 * The base url of a call of a route with a server of its own (`name` in the SDK's `servers`): the
 * call's, else the one the defaults give that server, else the server's own `url`.
 */
export const serverUrl = (params: CallOptions, defaults: Defaults, name: string, url: string): string =>
  params.baseUrl ?? defaults.servers?.[name] ?? url;

/**
 * `{name}` of a plain value (a string, a number, a boolean): percent-encoded; null and undefined add
 * nothing. A list or an object takes ./uri-template.ts's `listSegment()`.
 */
export const segment = (value: unknown): string =>
  value === undefined || value === null ? "" : encodeUnreserved(value);

/**
 * The last segment of a path, `/` included: nothing at all when the value expands to nothing, since
 * the builder removes the trailing `/` such a url would end with (`/repos/{owner}` with an empty owner
 * is `/repos`).
 */
export const lastSegment = (value: unknown): string => slashed(segment(value));

/** A segment's text after its `/`; nothing for no text. */
export const slashed = (text: string): string => text && "/" + text;

/**
 * A path, with the end the builder gives a url when no query follows it: one trailing `/` goes
 * (unless the path is only `/`). For the few routes whose path may end with a `/` per call; the
 * builder passes the query it appends.
 */
export const trimSlash = (path: string, query = ""): string =>
  query || path.length < 2 || !path.endsWith("/") ? path + query : path.slice(0, -1);

/**
 * The JSON body a generated function built member by member from the body parameters the call gave:
 * no body when it gave none, as the builder sends none.
 */
export function json(fields: Record<string, unknown>): Record<string, unknown> | undefined {
  for (const _ in fields) return fields;
  return undefined;
}

/**
 * The media type a call chose with its content-type header (any spelling of the name), without
 * parameters, lowercased; "" when it chose none. A route whose body can go in several encodings
 * (form or JSON) encodes it as this says.
 */
export function contentTypeOf({ headers }: CallOptions): string {
  for (const name in headers) {
    if (name.toLowerCase() === "content-type") return `${headers[name] ?? ""}`.split(";")[0]!.trim().toLowerCase();
  }
  return "";
}
