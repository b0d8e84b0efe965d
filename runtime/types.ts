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
export interface RequestOptions<Response = unknown, Responses = unknown> {
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
  /**
   * Type only, never present: the route's declared responses, each body type by its status (`{ 200:
   * Note; 404: Problem; default: Error }`), which `ResponsesOf` and `readResponse()` read.
   */
  readonly "~responses"?: Responses;
}

/** The success response type a request was built for. */
export type ResponseOf<T> = T extends RequestOptions<infer R> ? R : never;

/**
 * What `readResponse()` resolves to for a request: a union over the route's declared responses,
 * discriminated by `status` (a literal for each declared code, `number` for `default` and ranges such
 * as `4XX`) and by `ok` (`true` for 2xx), so that `if (r.ok)` and `if (r.status === 404)` narrow `data`.
 * A route that declares no responses (or the generic builder's requests) gives one member of unknown data.
 */
export type ResponsesOf<T> =
  T extends RequestOptions<unknown, infer Map>
    ? unknown extends Map
      ? TypedResponse<number, boolean, unknown>
      : ResponseUnion<Map>
    : never;

type ResponseUnion<Map> = {
  [Status in keyof Map]: TypedResponse<StatusOf<Status>, OkOf<Status, Map>, Map[Status]>;
}[keyof Map];
type StatusOf<Status> = Status extends number ? Status : number;
/** 2xx is ok; `default` is the error response of a route that declares a success, else either. */
type OkOf<Status, Map> = Status extends number
  ? `${Status}` extends `2${string}`
    ? true
    : false
  : Status extends `2${string}`
    ? true
    : Status extends "default"
      ? Extract<keyof Map, 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226 | "2XX"> extends never
        ? boolean
        : false
      : false;

/** One response as `readResponse()` reads it: its status, whether it is a success, its headers and its body. */
export interface TypedResponse<Status extends number = number, Ok extends boolean = boolean, Data = unknown> {
  status: Status;
  ok: Ok;
  headers: globalThis.Headers;
  /** The body, read by the response's content-type: JSON parsed, text a string, no content `undefined`, anything else a Blob. */
  data: Data;
}

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
  /** Credentials by security scheme name: each route sends those its description asks for. */
  readonly auth?: Readonly<Record<string, unknown>>;
}

/** What `defaults()` takes: each key over the one of the defaults below. */
export interface DefaultsOptions<ServerName extends string = string, Auth extends object = never> {
  baseUrl?: string;
  headers?: Headers;
  mediaType?: MediaType;
  request?: Record<string, unknown>;
  params?: Record<string, unknown>;
  /** The url of each server routes of their own are sent to, by the name the SDK gives it. */
  servers?: { [name in ServerName]?: string };
  /**
   * Credentials, by the name of the security scheme they are for (an SDK's `Auth` type lists its
   * schemes): each route sends those its description asks for, where the scheme says.
   */
  auth?: Auth;
}

/** A credential, or a function called at each call for it (a token that refreshes); `undefined` is none. */
export type Credential<Value = string> = Value | undefined | (() => Value | undefined);

/** The credential of an http `basic` scheme: sent as `authorization: Basic base64(username:password)`. */
export interface BasicCredential {
  username: string;
  password: string;
}

/**
 * Where a security scheme sends its credential, decided when the SDK was generated: generated SDKs
 * describe theirs (`securitySchemes` in their endpoint.ts) and generated functions pass those their
 * route takes to `withAuth()`.
 */
export interface AuthScheme {
  /** The scheme's name in the description: the key of its credential in `auth`. */
  readonly name: string;
  /** The header (lowercase), query parameter or cookie it goes under; none for `Bearer` and `Basic`, which go in `authorization`. */
  readonly key?: string;
  /**
   * The runtime's sender of the scheme's kind (`sendBearer`, `sendBasic`, `sendInHeader`, `sendInQuery`,
   * `sendInCookie`), which writes the credential into the call's options as the scheme says.
   */
  readonly send: (options: RequestOptions<unknown, unknown>, credential: unknown, scheme: AuthScheme) => void;
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
