// Credentials of a generated call: the route's description says which security schemes it takes, in
// which alternatives; the defaults (`defaults({ auth })`) hold the caller's credentials by scheme name.
// A call sends the credentials of the first alternative whose schemes all have one, each where its
// scheme says, and no other. Only SDKs whose description declares schemes call this.
import { checkValue } from "./headers.js";
import { fail, isPlainObject, own } from "./object.js";
import type { AuthScheme, Defaults, RequestOptions } from "./types.js";

/**
 * The request options with the credentials of the first of `requirements` (alternatives, each the
 * schemes that go together) whose schemes all have a credential in `defaults.auth`. A credential that
 * is a function is called (once per call) for its value; `undefined`, `null` and `""` are none. An
 * empty alternative is met at once: credentials are optional, and none is sent. The options are the
 * caller's own, fresh from requestOptions(): their headers and url are changed in place.
 */
export function withAuth<Response, Responses>(
  options: RequestOptions<Response, Responses>,
  defaults: Defaults,
  requirements: readonly (readonly AuthScheme[])[],
): RequestOptions<Response, Responses> {
  const auth = defaults.auth;
  if (!auth) return options;
  for (const schemes of requirements) {
    const values = credentials(auth, schemes);
    if (!values) continue;
    for (let i = 0; i < schemes.length; i++) place(options, schemes[i]!, values[i]);
    break;
  }
  return options;
}

/** The credential of each scheme, or undefined when one has none. */
function credentials(auth: Readonly<Record<string, unknown>>, schemes: readonly AuthScheme[]): unknown[] | undefined {
  const values: unknown[] = [];
  for (const scheme of schemes) {
    let value = own(auth, scheme.name);
    // A function is a credential that changes (a token that refreshes): asked at each call.
    if (typeof value === "function") value = (value as () => unknown)();
    if (value === undefined || value === null || value === "") return undefined;
    values.push(value);
  }
  return values;
}

/**
 * One credential where its scheme says: a header (authorization, for http schemes), a query parameter
 * or a cookie (`name=value` percent-encoded, after the pairs already there).
 */
function place(options: RequestOptions<unknown, unknown>, scheme: AuthScheme, credential: unknown): void {
  const value = written(scheme, credential);
  const pair = encodeURIComponent(scheme.key) + "=" + encodeURIComponent(value);
  if (scheme.in === "query") options.url += (options.url.includes("?") ? "&" : "?") + pair;
  else if (scheme.in === "cookie") {
    const before = options.headers["cookie"];
    options.headers["cookie"] = before ? `${before}; ${pair}` : pair;
  } else {
    checkValue(scheme.key, value);
    options.headers[scheme.key] = value;
  }
}

/** The credential as its scheme writes it: `Bearer <token>`, `Basic <base64 of username:password>`, or as it is. */
function written({ name, as }: AuthScheme, credential: unknown): string {
  const basic = as === "basic";
  const { username, password } = (isPlainObject(credential) ? credential : {}) as Record<string, unknown>;
  if (basic ? typeof username !== "string" || typeof password !== "string" : typeof credential !== "string") {
    return fail(`the credential of ${JSON.stringify(name)} must be ${basic ? "{ username, password }, two strings" : "a string"}`);
  }
  // Base64 of the UTF-8 bytes (RFC 7617 §2.1: a user name or password may be any Unicode).
  if (basic) return "Basic " + btoa(String.fromCharCode(...new TextEncoder().encode(`${username}:${password}`)));
  return as === "bearer" ? `Bearer ${credential}` : (credential as string);
}
