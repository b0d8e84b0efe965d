// Builders: endpoint(), defaults(), DEFAULTS, merge(), parse() (see docs/builder-contract.md).
import { vendorOf } from "./accept.js";
import { githubDefaults } from "./github.js";
import { checkHeader } from "./headers.js";
import { merge } from "./merge.js";
import { isPlainObject } from "./object.js";
import { parse } from "./parse.js";
import type { Defaults, Endpoint, MergedOptions } from "./types.js";

/**
 * A builder on DEFAULTS (merged options), which it freezes: no call of any builder can change them.
 * Its previews are named after the vendor of its default accept.
 */
function builder(DEFAULTS: MergedOptions): Endpoint {
  // With the objects merge() made for it: its headers, media type and previews.
  [DEFAULTS.headers, DEFAULTS.mediaType.previews, DEFAULTS.mediaType, DEFAULTS].forEach(Object.freeze);
  const vendor = vendorOf(DEFAULTS.headers["accept"]);
  const build = (route: unknown, options?: unknown) => parse(merge(DEFAULTS, route, options), vendor);
  return Object.freeze(
    Object.assign(build, defaultsData(DEFAULTS), {
      DEFAULTS,
      defaults: (options: unknown) => builder(merge(DEFAULTS, options)),
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

/**
 * A builder's DEFAULTS as defaults data, what generated functions read (a builder is defaults data
 * too): its base url, headers, media type and request, and every other key but `method` and `url`
 * (which belong to a route) as default parameters.
 */
function defaultsData(DEFAULTS: MergedOptions): Defaults {
  const { method: _method, url: _url, baseUrl, headers, mediaType, request, ...params } = DEFAULTS;
  const data: { -readonly [K in keyof Defaults]: Defaults[K] } = { baseUrl, headers, mediaType };
  if (request !== undefined) data.request = request;
  if (Object.keys(params).length > 0) data.params = params;
  return data;
}

/**
 * A root builder for another API, on its defaults (further defaults, parameters too, with
 * `.defaults()`): the API's defaults over method GET and an empty format, its default parameters as keys
 * of their own (servers are for generated functions only). A builder names previews
 * (`mediaType.previews`) after the vendor of its default accept `application/vnd.<vendor>.v3+json`
 * (`.v<n>` or none also do); with any other default accept, a call with previews throws a TypeError.
 */
export function createEndpoint({ baseUrl, headers, mediaType, request, params }: Partial<Defaults> & Pick<Defaults, "baseUrl">): Endpoint {
  const root = { method: "GET", baseUrl, headers: {}, mediaType: { format: "" } };
  return builder(merge(root, { ...params, baseUrl, headers, mediaType, request }));
}

/** The builder for the hosted REST API: `https://api.github.com`, accept `application/vnd.github.v3+json`. */
export const endpoint: Endpoint = /* @__PURE__ */ createEndpoint(githubDefaults);
