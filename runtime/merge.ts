// merge(): defaults overlaid with a call's route and options, url not yet expanded (spec 2.4).
import { mergeMediaType } from "./accept.js";
import { lowercaseHeaders } from "./headers.js";
import { copy, fail, isPlainObject, plainObject, put } from "./object.js";
import type { MergedOptions } from "./types.js";

/**
 * `route` is `"<METHOD> <url>"` (split at single spaces; with no space it is all url) with
 * `options` on top, or an options object (`options` is then ignored). Keys with undefined values
 * are left out, headers lowercased and merged by name, previews merged, other objects deep-merged.
 */
export function merge(defaults: MergedOptions, route: unknown, options?: unknown): MergedOptions {
  let given: [string, unknown][];
  if (typeof route === "string") {
    const [method, url] = route.split(" ");
    given = [...(url ? [["method", method], ["url", url]] : [["url", method]]), ...Object.entries(plainObject(options, "options"))] as never;
  } else given = Object.entries(plainObject(route, "options"));
  const merged: Record<string, unknown> = { ...defaults };
  let headers: unknown, mediaType: unknown;
  for (const [key, value] of given) {
    if (value === undefined) continue;
    if (key === "headers") headers = value;
    else if (key === "mediaType") mediaType = value;
    else put(merged, key, over(defaults, key, value));
  }
  merged.headers = { ...defaults.headers, ...lowercaseHeaders(headers) };
  merged.mediaType = mergeMediaType(defaults.mediaType, mediaType);
  return merged as MergedOptions;
}

/** `value` for `below[key]`: a plain object merges key by key with what is there, any other value replaces it. */
function over(below: unknown, key: string, value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  if (Object(below) !== below) fail(`cannot merge option ${JSON.stringify(key)} into ${below}`);
  if (!Object.hasOwn(below as object, key)) return value;
  const inner = (below as Record<string, unknown>)[key];
  const merged = copy(inner as object) as Record<string, unknown>;
  for (const [name, item] of Object.entries(value)) put(merged, name, over(inner, name, item));
  return merged;
}
