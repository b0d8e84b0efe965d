// Credentials of a generated call: the route's description says which security schemes it takes, in
// which alternatives; the defaults (`defaults({ auth })`) hold the caller's credentials by scheme name.
// A call sends the credentials of the first alternative whose schemes all have one, each where its
// scheme says, and no other. Only SDKs whose description declares schemes call this.
import { fail, own } from "./object.js";
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
  { auth }: Defaults,
  requirements: readonly (readonly AuthScheme[])[],
): RequestOptions<Response, Responses> {
  for (const schemes of auth ? requirements : []) {
    // A function is a credential that changes (a token that refreshes): asked at each call.
    const values = schemes.map(({ name }) => {
      const value = own(auth!, name);
      return typeof value === "function" ? (value as () => unknown)() : value;
    });
    if (values.some((value) => value === undefined || value === null || value === "")) continue;
    schemes.forEach((scheme, i) => place(options, scheme, values[i]));
    break;
  }
  return options;
}

/**
 * One credential where its scheme says, as its scheme writes it (`Bearer <token>`, `Basic <base64 of
 * username:password>`, or as it is): a header, a query parameter or a cookie (`name=value`
 * percent-encoded, after the pairs already there).
 */
function place(
  options: RequestOptions<unknown, unknown>,
  { name, in: where, key, as }: AuthScheme,
  credential: unknown,
): void {
  const value = credentialText(name, as, credential);
  const pair = encodeURIComponent(key) + "=" + encodeURIComponent(value);
  if (where === "query") options.url += (options.url.includes("?") ? "&" : "?") + pair;
  else if (where === "cookie")
    options.headers["cookie"] = (options.headers["cookie"] ? options.headers["cookie"] + "; " : "") + pair;
  else options.headers[key] = value;
}

/** A credential as its scheme writes it; one of another kind would go out as `[object Object]`, or `undefined:undefined`. */
function credentialText(name: string, as: AuthScheme["as"], credential: unknown): string {
  if (as === "basic") {
    const { username, password } = credential as Record<string, unknown>;
    if (typeof username !== "string" || typeof password !== "string")
      return fail(`the credential of ${JSON.stringify(name)} must be { username, password }, two strings`);
    // Base64 of the UTF-8 bytes (RFC 7617 §2.1: a user name or password may be any Unicode).
    return "Basic " + btoa(String.fromCharCode(...new TextEncoder().encode(`${username}:${password}`)));
  }
  if (typeof credential !== "string") return fail(`the credential of ${JSON.stringify(name)} must be a string`);
  return (as === "bearer" ? "Bearer " : "") + credential;
}
