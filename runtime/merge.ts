// merge(): defaults overlaid with a call's route and options, url not yet expanded (spec 2.4).
import { mergeMediaType } from "./accept.js";
import { lowercaseHeaders } from "./headers.js";
import { fail, isPlainObject, plainObject } from "./object.js";
import type { MergedOptions } from "./types.js";

/**
 * `route` is `"<METHOD> <url>"` (split at single spaces; with no space it is all url) with
 * `options` on top, or an options object (`options` is then ignored). Keys with undefined values
 * are left out, headers lowercased and merged by name, previews merged, other objects deep-merged.
 */
export function merge(defaults: MergedOptions, route: unknown, options?: unknown): MergedOptions {
  const [method, url] = typeof route === "string" ? route.split(" ") : [];
  const { headers, mediaType, ...rest } =
    typeof route === "string" ? { ...(url ? { method, url } : { url: method }), ...plainObject(options, "options") } : plainObject(route, "options");
  return {
    ...mergeDeep(defaults, rest, true),
    headers: { ...defaults.headers, ...lowercaseHeaders(headers) },
    mediaType: mergeMediaType(defaults.mediaType, mediaType),
  } as MergedOptions;
}

/** `below` with `over` on top: plain objects merge key by key, other values replace. */
function mergeDeep(below: unknown, over: Record<string, unknown>, top?: boolean): Record<string, unknown> {
  return Object.fromEntries([
    ...Object.entries(Object(below)),
    ...Object.entries(over)
      .filter(([, value]) => !top || value !== undefined)
      .map(([key, value]) => [
        key,
        !isPlainObject(value)
          ? value
          : Object(below) !== below
            ? fail(`cannot merge option ${JSON.stringify(key)} into ${below}`)
            : Object.hasOwn(below as object, key)
              ? mergeDeep((below as Record<string, unknown>)[key], value)
              : value,
      ]),
  ]);
}
