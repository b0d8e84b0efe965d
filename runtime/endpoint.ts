// The generic request-options builder: endpoint(), defaults(), DEFAULTS, merge() here, parse() in
// ./parse.ts (see docs/builder-contract.md). Generated functions never reach it: they are routed when
// generated, and read a builder as defaults data only.
import { mergeHeaders } from "./defaults.js";
import { githubDefaults } from "./github.js";
import { mergeMediaType, vendorOf } from "./media-type.js";
import { asString, mergeValue, plainObject, put } from "./object.js";
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
  const merged = (route: unknown, options?: unknown) => merge(DEFAULTS, route, options);
  const parsed = (options: MergedOptions) => parse(options, vendor);
  // A builder is defaults data too, what generated functions read: its base url, headers, media type
  // and request, and every other key but `method` and `url` (a route's) as default parameters.
  const { method: _method, url: _url, baseUrl, headers, mediaType, request, ...params } = DEFAULTS;
  return Object.freeze(
    Object.assign(
      (route: unknown, options?: unknown) => parsed(merged(route, options)),
      { DEFAULTS, defaults: (options: unknown) => builder(merged(options)), merge: merged, parse: parsed },
      { baseUrl, headers, mediaType },
      request !== undefined && { request },
      Object.keys(params).length > 0 && { params },
    ),
  ) as Endpoint;
}

/**
 * A root builder for another API, on its defaults (further defaults, parameters too, with
 * `.defaults()`): the API's defaults over method GET and an empty format, its default parameters as keys
 * of their own (servers are for generated functions only). A builder names previews
 * (`mediaType.previews`) after the vendor of its default accept `application/vnd.<vendor>.v3+json`
 * (`.v<n>` or none also do); with any other default accept, a call with previews throws a TypeError.
 */
export function createEndpoint({
  baseUrl,
  headers,
  mediaType,
  request,
  params,
}: Partial<Defaults> & Pick<Defaults, "baseUrl">): Endpoint {
  const root = { method: "GET", baseUrl, headers: {}, mediaType: { format: "" } };
  return builder(merge(root, { ...params, baseUrl, headers, mediaType, request }));
}

/** The builder for the hosted REST API: `https://api.github.com`, accept `application/vnd.github.v3+json`. */
export const endpoint: Endpoint = /* @__PURE__ */ createEndpoint(githubDefaults);

/**
 * `route` is `"<METHOD> <url>"` (split at single spaces; with no space it is all url) with
 * `options` on top, or an options object (`options` is then ignored). Keys with undefined values
 * are left out, headers lowercased and merged by name, previews merged, other objects deep-merged.
 */
export function merge(defaults: MergedOptions, route: unknown, options?: unknown): MergedOptions {
  const merged: Record<string, unknown> = { ...defaults };
  if (typeof route === "string") {
    // `"GET /x"` is a method and a url; a string without a space, a url alone.
    const [method, url] = route.split(" ");
    Object.assign(merged, url ? { method, url } : { url: method });
  } else options = route;
  const given = plainObject(options, "options");
  for (const key of Object.keys(given)) {
    const value = given[key];
    // Headers and the media type merge by rules of their own, below.
    if (value === undefined || key === "headers" || key === "mediaType") continue;
    // A base url is text: a generated function's call does not merge objects into it either.
    put(merged, key, key === "baseUrl" ? asString(value, "baseUrl") : mergeValue(defaults, key, value));
  }
  merged["headers"] = mergeHeaders(defaults.headers, given["headers"]);
  merged["mediaType"] = mergeMediaType(defaults.mediaType, plainObject(given["mediaType"], "mediaType"));
  return merged as MergedOptions;
}
