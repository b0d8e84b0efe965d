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
  let given: [string, unknown][];
  if (typeof route === "string") {
    // `"GET /x"` is a method and a url; a string without a space, a url alone.
    const [method, url] = route.split(" ");
    const routeKeys: [string, unknown][] = url ? [["method", method], ["url", url]] : [["url", method]];
    given = [...routeKeys, ...Object.entries(plainObject(options, "options"))];
  } else given = Object.entries(plainObject(route, "options"));
  const merged: Record<string, unknown> = { ...defaults };
  let headers: unknown, mediaType: unknown;
  for (const [key, value] of given) {
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
