// The shape of the SDK's endpoint.ts, for any API but GitHub's: its defaults and its request-options
// builder, from the first import on, with these slots filled:
//
//   $defaults    the API's defaults: an object literal of its base url, headers and media type
//   $ServerName  the names of the routes' own servers (`never`: none has), then, where the API
//                declares security schemes, its `Auth` type and `securitySchemes`
//
// Keep `type Defaults,` in the runtime import and `DefaultsOptions<ServerName>`:
// where the API declares security schemes, its credential types go beside them.
import {
  createEndpoint,
  withDefaults,
  type Defaults,
  type DefaultsOptions,
} from "@routegen/runtime";

/** The API's defaults: what every function sends unless you give it yours. */
export const api: Defaults = $defaults;

/**
 * The servers some routes have of their own, by name (`never`: none has): `defaults({ servers: {
 * name: url } })` sends those routes elsewhere.
 */
export type ServerName = $ServerName;

/** Your defaults over the API's (or over `base`): pass them to any function as its last argument. */
export function defaults(
  options: DefaultsOptions<ServerName>,
  base: Defaults = api,
): Defaults {
  return withDefaults(base, options);
}

/** The builder for any route of the API: `endpoint("GET /things")`, `endpoint.defaults({ ... })`. */
export const endpoint = /* @__PURE__ */ createEndpoint(api);
