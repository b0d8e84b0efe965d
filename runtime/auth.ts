// Credentials of a generated call: the route's description says which security schemes it takes, in
// which alternatives; the defaults (`defaults({ auth })`) hold the caller's credentials by scheme name.
// A call sends the credentials of the first alternative whose schemes all have one, each where its
// scheme says, and no other. Where and how each scheme sends its credential was decided when the SDK
// was generated: its `securitySchemes` name one of the small senders below for each, so a program
// ships the senders of the kinds its API uses and no other. Only SDKs whose description declares
// schemes call this.
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
    schemes.forEach((scheme, i) => scheme.send(options, values[i], scheme));
    break;
  }
  return options;
}

// The senders, one per way a scheme sends its credential (docs/routing.md#credentials): each is
// given the call's options, the credential and its scheme, and writes the credential in place.

/** http `bearer`, `oauth2`, `openIdConnect`: `authorization: Bearer <token>`. */
export const sendBearer: AuthScheme["send"] = (options, token, { name }) => {
  options.headers["authorization"] = "Bearer " + text(token, name);
};

/** http `basic`: `authorization: Basic <base64 of username:password>`. */
export const sendBasic: AuthScheme["send"] = (options, credential, { name }) => {
  const { username, password } = credential as Record<string, unknown>;
  if (typeof username !== "string" || typeof password !== "string")
    fail(`the credential of ${JSON.stringify(name)} must be { username, password }, two strings`);
  // Base64 of the UTF-8 bytes (RFC 7617 §2.1: a user name or password may be any Unicode).
  const bytes = new TextEncoder().encode(`${username as string}:${password as string}`);
  options.headers["authorization"] = "Basic " + btoa(String.fromCharCode(...bytes));
};

/** An apiKey in a header (or another http scheme's whole `authorization` value): as it is, under `key`. */
export const sendInHeader: AuthScheme["send"] = (options, key, { name, key: header }) => {
  options.headers[header!] = text(key, name);
};

/** An apiKey in the query: a pair `key=value`, percent-encoded, after the route's own. */
export const sendInQuery: AuthScheme["send"] = (options, key, scheme) => {
  options.url += (options.url.includes("?") ? "&" : "?") + pair(key, scheme);
};

/** An apiKey in a cookie: `key=value`, percent-encoded, in the cookie header after the pairs already there. */
export const sendInCookie: AuthScheme["send"] = (options, key, scheme) => {
  const cookie = options.headers["cookie"];
  options.headers["cookie"] = (cookie ? `${cookie}; ` : "") + pair(key, scheme);
};

/** A credential that must be text; one of another kind would go out as `[object Object]`. */
const text = (credential: unknown, name: string): string =>
  typeof credential === "string" ? credential : fail(`the credential of ${JSON.stringify(name)} must be a string`);

const pair = (credential: unknown, { name, key }: AuthScheme): string =>
  encodeURIComponent(key!) + "=" + encodeURIComponent(text(credential, name));
