/** Public types of the runtime. Runtime code lives beside this file; this one holds no values. */

/** Marks a request's success response type without adding anything at run time. */
declare const responseType: unique symbol;

/** Headers as the builder returns them: names lowercased. */
export type Headers = Record<string, string | number | undefined>;

export interface MediaType {
  /** `raw`, `diff`, `text+json`...: amends the accept header. */
  format?: string;
  /** Preview names (`mercy`, `symmetra`): amend the accept header. */
  previews?: readonly string[];
}

/** What the builder returns: plain request options any HTTP client can send. */
export interface RequestOptions<Response = unknown> {
  /** Lowercase HTTP verb. */
  method: string;
  url: string;
  headers: Headers;
  body?: unknown;
  request?: Record<string, unknown>;
  /** Type only, never present: the response type of a success, so a client can infer it. */
  readonly [responseType]?: Response;
}

/** The success response type a request was built for. */
export type ResponseOf<T> = T extends RequestOptions<infer R> ? R : never;

/** Options given to `endpoint()`, `merge()` and `defaults()`: the known keys plus any parameter. */
export interface Options {
  method?: string;
  url?: string;
  baseUrl?: string;
  headers?: Headers;
  mediaType?: MediaType;
  data?: unknown;
  request?: Record<string, unknown>;
  [parameter: string]: unknown;
}

/** `merge()` output and `DEFAULTS`: options with the defaults applied, url not yet expanded. */
export interface MergedOptions extends Options {
  method: string;
  baseUrl: string;
  headers: Headers;
  mediaType: MediaType & { format: string };
}

/**
 * What an API's root builder starts from (`createEndpoint()`): its base url, and the headers and
 * mediaType every request sends unless a builder or a call says otherwise. Generated functions of
 * an API other than GitHub's hand these to `routeRequest()` when they are given no builder. Read
 * only: the runtime works out what follows from them once (other defaults: `endpoint.defaults()`).
 */
export interface ApiDefaults {
  readonly baseUrl: string;
  readonly headers?: Readonly<Headers>;
  readonly mediaType?: Readonly<MediaType>;
}

/** A request-options builder: the root `endpoint` or one made by `defaults()`. */
export interface Endpoint {
  <Response = unknown>(route: string, options?: Options): RequestOptions<Response>;
  <Response = unknown>(options: Options): RequestOptions<Response>;
  readonly DEFAULTS: MergedOptions;
  /** A new builder whose defaults are these over the current ones; a route string (`"POST /x"`) works too. */
  defaults(options: Options | string): Endpoint;
  merge(route: string, options?: Options): MergedOptions;
  merge(options: Options): MergedOptions;
  parse(options: MergedOptions): RequestOptions;
}

/**
 * A route worked out at generation time: what generated functions hand to `routeRequest()` with
 * their url (and routes written by hand to `requestOptions()`).
 *
 * `url` is the url template split into its parts: a part that starts with `{` is one RFC 6570
 * expression (`"{owner}"`, `"{?name,label}"`); every other part is literal text, already
 * percent-encoded (a `:name` in it is text, not a placeholder as in `endpoint()`'s urls). Which
 * parameters fill the url follows from those expressions; the rest go to
 * the query (GET, HEAD) or the body (other verbs), as `endpoint()` would send them.
 */
export interface Route {
  /** The HTTP verb as written (`GET`). */
  method: string;
  url: readonly string[];
  /** Per-route request defaults, applied over the builder's defaults and under the call's options. */
  baseUrl?: string;
  headers?: Readonly<Record<string, string>>;
  mediaType?: MediaType;
}

/**
 * The builder options every generated function also takes beside its parameters: per-call headers
 * (authorization...), another baseUrl, media type and custom request meta.
 */
export interface CallOptions {
  baseUrl?: string;
  headers?: Headers;
  mediaType?: MediaType;
  request?: Record<string, unknown>;
}

/** An RFC 6570 operator: the character after `{`, or `""` for simple string expansion. */
export type Operator = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";

/** One variable of an expression: `name`, `name*` (explode) or `name:3` (prefix of 3 characters). */
export interface Variable {
  name: string;
  explode: boolean;
  prefix?: number;
}

/** One `{...}` of a URI template. */
export interface Expression {
  operator: Operator;
  variables: Variable[];
  /** The expression as written, braces included: `"{?name,label}"`. */
  source: string;
}

/** A URI template split into literal text (already percent-encoded, RFC 6570 3.1) and expressions. */
export interface ParsedTemplate {
  parts: (string | Expression)[];
}
