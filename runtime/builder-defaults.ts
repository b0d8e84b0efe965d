// The defaults of builders (`endpoint`, `createEndpoint()`, `defaults()`): frozen, so no call can change
// them, and also kept as the plain data generated functions read (a builder is defaults data too).
import { merge } from "./merge.js";
import type { Defaults, MergedOptions } from "./types.js";

/** `defaults` frozen with the headers, mediaType and previews merge() made for it. */
export function freezeDefaults(defaults: MergedOptions): MergedOptions {
  Object.freeze(defaults.headers);
  Object.freeze(defaults.mediaType.previews);
  Object.freeze(defaults.mediaType);
  return Object.freeze(defaults);
}

/**
 * The DEFAULTS of a root builder: the API's defaults over method GET and an empty format, its default
 * parameters as keys of their own (servers are for generated functions only).
 */
export function rootDefaults({ baseUrl, headers, mediaType, request, params }: Partial<Defaults> & Pick<Defaults, "baseUrl">): MergedOptions {
  const root = { method: "GET", baseUrl, headers: {}, mediaType: { format: "" } };
  return freezeDefaults(merge(root, { ...params, baseUrl, headers, mediaType, request }));
}

/**
 * What a builder's DEFAULTS are as defaults data: its base url, headers, media type and request, and
 * every other key but `method` and `url` (which belong to a route) as default parameters. The headers
 * are a copy that is not frozen: every call copies them, and V8 copies a frozen object several times slower.
 */
export function defaultsData(DEFAULTS: MergedOptions): Defaults {
  const { method: _method, url: _url, baseUrl, headers, mediaType, request, ...params } = DEFAULTS;
  const data: { -readonly [K in keyof Defaults]: Defaults[K] } = { baseUrl, headers: { ...headers }, mediaType };
  if (request !== undefined) data.request = request;
  if (Object.keys(params).length > 0) data.params = params;
  return data;
}
