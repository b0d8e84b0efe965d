// Builders: endpoint(), defaults(), DEFAULTS, merge(), parse() (spec 4).
import { vendorOf } from "./accept.js";
import { freezeDefaults, githubApi, rootDefaults } from "./defaults.js";
import { checkHeader } from "./headers.js";
import { merge } from "./merge.js";
import { isPlainObject } from "./object.js";
import { parse } from "./parse.js";
import type { ApiDefaults, Endpoint, MergedOptions } from "./types.js";

/** A builder on frozen DEFAULTS. Its previews are named after the vendor of its default accept. */
function builder(DEFAULTS: MergedOptions): Endpoint {
  const vendor = vendorOf(DEFAULTS.headers.accept);
  return Object.freeze(
    Object.assign((route: unknown, options?: unknown) => parse(merge(DEFAULTS, route, options), vendor), {
      DEFAULTS,
      defaults: (options: unknown) => builder(freezeDefaults(merge(DEFAULTS, options))),
      merge: (route: unknown, options?: unknown) => merge(DEFAULTS, route, options),
      parse(options: MergedOptions) {
        // Headers given to parse() did not come through merge(): check them here.
        const headers = isPlainObject(options) && options.headers;
        if (isPlainObject(headers)) for (const name in headers) if (headers[name] !== undefined) checkHeader(name, headers[name]);
        return parse(options, vendor);
      },
    }),
  ) as Endpoint;
}

/** The builder for the hosted REST API: `https://api.github.com`, accept `application/vnd.github.v3+json`. */
export const endpoint: Endpoint = /* @__PURE__ */ builder(rootDefaults(githubApi));

/**
 * A root builder for another API: its defaults over method GET, the routegen user-agent and an
 * empty format (further defaults, parameters too, with `.defaults()`). A builder names previews
 * (`mediaType.previews`) after the vendor of its default accept `application/vnd.<vendor>.v3+json`
 * (`.v<n>` or none also do); with any other default accept, a call with previews throws a TypeError.
 */
export const createEndpoint = (api: ApiDefaults): Endpoint => builder(rootDefaults(api));
