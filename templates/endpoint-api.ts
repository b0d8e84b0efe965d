// The SDK's defaults and its request-options builder, for any API but GitHub's. The emitter writes the
// API's own defaults in place of the object below, and the names of its route servers in place of
// `"uploads"`.
import {
  createEndpoint,
  withDefaults,
  type Defaults,
  type DefaultsOptions,
} from "@routegen/runtime";

/** The API's defaults: what every function sends unless you give it yours. */
export const api: Defaults = {
  baseUrl: "https://api.example.test",
  headers: /* @__PURE__ */ Object.freeze({}),
};

/**
 * The servers some routes have of their own, by name (`never`: none has): `defaults({ servers: {
 * name: url } })` sends those routes elsewhere.
 */
export type ServerName = "uploads";

/** Your defaults over the API's (or over `base`): pass them to any function as its last argument. */
export function defaults(
  options: DefaultsOptions<ServerName>,
  base: Defaults = api,
): Defaults {
  return withDefaults(base, options);
}

/** The builder for any route of the API: `endpoint("GET /things")`, `endpoint.defaults({ ... })`. */
export const endpoint = /* @__PURE__ */ createEndpoint(api);
