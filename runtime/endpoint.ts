// Builders: endpoint(), defaults(), DEFAULTS, merge(), parse() (see docs/builder-contract.md).
import { vendorOf } from "./accept.js";
import { defaultsData, freezeDefaults, rootDefaults } from "./builder-defaults.js";
import { githubDefaults } from "./github.js";
import { checkHeader } from "./headers.js";
import { merge } from "./merge.js";
import { isPlainObject } from "./object.js";
import { parse } from "./parse.js";
import type { Defaults, Endpoint, MergedOptions } from "./types.js";

/**
 * A builder on frozen DEFAULTS, which is also their data (baseUrl, headers...: what generated
 * functions read). Its previews are named after the vendor of its default accept.
 */
function builder(DEFAULTS: MergedOptions): Endpoint {
  const vendor = vendorOf(DEFAULTS.headers.accept);
  const build = (route: unknown, options?: unknown) => parse(merge(DEFAULTS, route, options), vendor);
  return Object.freeze(
    Object.assign(build, defaultsData(DEFAULTS), {
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
  ) as unknown as Endpoint;
}

/** The builder for the hosted REST API: `https://api.github.com`, accept `application/vnd.github.v3+json`. */
export const endpoint: Endpoint = /* @__PURE__ */ builder(/* @__PURE__ */ rootDefaults(githubDefaults));

/**
 * A root builder for another API, on its defaults (further defaults, parameters too, with
 * `.defaults()`). A builder names previews (`mediaType.previews`) after the vendor of its default
 * accept `application/vnd.<vendor>.v3+json` (`.v<n>` or none also do); with any other default accept,
 * a call with previews throws a TypeError.
 */
export const createEndpoint = (api: Partial<Defaults> & Pick<Defaults, "baseUrl">): Endpoint => builder(rootDefaults(api));
