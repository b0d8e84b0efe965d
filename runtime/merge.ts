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
    else merged["url"] = method;
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
  merged["mediaType"] = mergeMediaType(defaults.mediaType, given["mediaType"]);
  return merged as MergedOptions;
}
