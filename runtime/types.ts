/** Public types of the runtime. Runtime code lives beside this file; this one holds no values. */

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
  // A string key, not a unique symbol: the package's ES module and CommonJS declarations then describe
  // one type, whichever a project's SDK and its own code each import.
  readonly "~response"?: Response;
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
 * Defaults as data: what a generated function sends unless its call says otherwise. An SDK's own are
 * its `api`; `defaults()` (from the SDK's endpoint.ts) makes others over them; a builder made with
 * `endpoint.defaults()` is such data too. Read only: header names are lowercase and checked.
 */
export interface Defaults {
  readonly baseUrl: string;
  readonly headers: Readonly<Headers>;
  readonly mediaType?: Readonly<MediaType>;
  readonly request?: Readonly<Record<string, unknown>>;
  /** Default parameters: a call's own replace them. */
  readonly params?: Readonly<Record<string, unknown>>;
  /** Base urls for the routes that have a server of their own, by the name the SDK gives the server. */
  readonly servers?: Readonly<Record<string, string>>;
}

/** What `defaults()` takes: each key over the one of the defaults below. */
export interface DefaultsOptions<ServerName extends string = string> {
  baseUrl?: string;
  headers?: Headers;
  mediaType?: MediaType;
  request?: Record<string, unknown>;
  params?: Record<string, unknown>;
  /** The url of each server routes of their own are sent to, by the name the SDK gives it. */
  servers?: { [name in ServerName]?: string };
}

/** A request-options builder: the root `endpoint` or one made by `defaults()`. It is defaults data too. */
export interface Endpoint extends Defaults {
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
 * The builder options every generated function also takes beside its parameters: per-call headers
 * (authorization...), another base url, and request meta for the HTTP client.
 */
export interface CallOptions {
  baseUrl?: string;
  headers?: Headers;
  request?: Record<string, unknown>;
}

/** The same for an API whose accept header is a vendor media type (GitHub's): a media type too. */
export interface VendorCallOptions extends CallOptions {
  mediaType?: MediaType;
}

/** How a member of a form body passed whole is written: a query helper (`deepObject`, `form`...) given its name and value. */
export type FormStyle = (name: string, value: unknown) => string;

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
