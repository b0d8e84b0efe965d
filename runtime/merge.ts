// merge(): defaults overlaid with a call's route and options, url not yet expanded (docs/builder-contract.md).
import { mergeMediaType } from "./accept.js";
import { mergeHeaders } from "./headers.js";
import { asString, mergeValue, plainObject, put } from "./object.js";
import type { MergedOptions } from "./types.js";

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
    if (url) Object.assign(merged, { method, url });
    else merged.url = method;
  } else options = route;
  const given = plainObject(options, "options");
  let headers: unknown, mediaType: unknown;
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (value === undefined) continue;
    if (key === "headers") headers = value;
    else if (key === "mediaType") mediaType = value;
    // A base url is text: a generated function's call does not merge objects into it either.
    else put(merged, key, key === "baseUrl" ? asString(value, "baseUrl") : mergeValue(defaults, key, value));
  }
  merged.headers = mergeHeaders(defaults.headers, headers);
  merged.mediaType = mergeMediaType(defaults.mediaType, mediaType);
  return merged as MergedOptions;
}
