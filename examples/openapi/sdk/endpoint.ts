import {
  createEndpoint,
  sendBearer,
  sendInHeader,
  withDefaults,
  type AuthScheme,
  type Credential,
  type Defaults,
  type DefaultsOptions,
} from "@routegen/runtime";

/** The API's defaults: what every function sends unless you give it yours. */
export const api: Defaults = {
  baseUrl: "https://api.notes.example.com/v1",
  headers: /* @__PURE__ */ Object.freeze({}),
};

/**
 * The servers some routes have of their own, by name (`never`: none has): `defaults({ servers: {
 * name: url } })` sends those routes elsewhere.
 */
export type ServerName = "uploads";

/**
 * Credentials, by the name of their security scheme: `defaults({ auth: { ... } })`. A call sends
 * those of the first of its route's alternatives that has them all, each where its scheme says, and
 * no other. A function is called at each call for its value (a token that refreshes); `undefined` is
 * no credential.
 */
export interface Auth {
  /**
   * http bearer: the token, sent as `authorization: Bearer <token>`.
   *
   * A personal access token, from the account's settings.
   */
  token?: Credential;
  /** apiKey: the key, sent in the header `x-integration-key`. */
  integrationKey?: Credential;
}

/** Where each security scheme sends its credential: the functions of secured routes pass theirs to `withAuth()`. */
export const securitySchemes: Record<keyof Auth, AuthScheme> = {
  token: { name: "token", send: sendBearer },
  integrationKey: {
    name: "integrationKey",
    key: "x-integration-key",
    send: sendInHeader,
  },
};

/** Your defaults over the API's (or over `base`): pass them to any function as its last argument. */
export function defaults(
  options: DefaultsOptions<ServerName, Auth>,
  base: Defaults = api,
): Defaults {
  return withDefaults(base, options);
}

/** The builder for any route of the API: `endpoint("GET /things")`, `endpoint.defaults({ ... })`. */
export const endpoint = /* @__PURE__ */ createEndpoint(api);

/**
 * The url of the server `notes`, https://{region}.notes.example.com/v1/, with the values you give
 * its variables (each one's default otherwise). Pass it as `baseUrl`.
 */
export function notesServer(variables: { region?: "api" | "eu" } = {}): string {
  return `https://${variables.region ?? "api"}.notes.example.com/v1`;
}
