// The SDK's defaults and its request-options builder, when the API is GitHub's: the runtime's own. The
// emitter writes the names of the SDK's route servers in place of `"uploads"`.
import {
  endpoint,
  githubDefaults,
  withDefaults,
  type Defaults,
  type DefaultsOptions,
} from "@routegen/runtime";

/** The API's defaults: what every function sends unless you give it yours. */
export const api: Defaults = githubDefaults;

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

/** The builder for any route of the API: `endpoint("GET /user")`, `endpoint.defaults({ ... })`. */
export { endpoint };
