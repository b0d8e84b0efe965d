// merge(): defaults overlaid with a call's route and options, url not yet expanded (spec 2.4).
import { mergeMediaType } from "./accept.js";
import { lowercaseHeaders } from "./headers.js";
import { isPlainObject, plainObject } from "./object.js";
import type { MergedOptions } from "./types.js";

/**
 * `route` is `"<METHOD> <url>"` (split at single spaces; with no space it is all url) with
 * `options` on top, or an options object (`options` is then ignored). Keys with undefined values
 * are left out, headers lowercased and merged by name, previews merged, other objects deep-merged.
 */
export function merge(defaults: MergedOptions, route: unknown, options?: unknown): MergedOptions {
  let given = plainObject(route, "options");
  if (typeof route === "string") {
    const [method, url] = route.split(" ");
    given = { ...(url ? { method, url } : { url: method }), ...plainObject(options, "options") };
  }
  const { headers, mediaType, ...rest } = given;
  return {
    ...mergeDeep(defaults, rest, true),
    headers: { ...defaults.headers, ...lowercaseHeaders(headers) },
    mediaType: mergeMediaType(defaults.mediaType, mediaType),
  } as MergedOptions;
}

/** `below` with `over` on top: plain objects merge key by key, other values replace. */
function mergeDeep(below: unknown, over: Record<string, unknown>, skipUndefined?: boolean): Record<string, unknown> {
  const entries = Object.entries(over).map(([key, value]): [string, unknown] => {
    if (isPlainObject(value)) {
      if (Object(below) !== below) throw new TypeError(`cannot merge option ${JSON.stringify(key)} into ${below}`);
      if (Object.hasOwn(below as object, key)) value = mergeDeep((below as Record<string, unknown>)[key], value);
    }
    return [key, value];
  });
  return Object.fromEntries([
    ...Object.entries(Object(below)),
    ...entries.filter(([, value]) => !skipUndefined || value !== undefined),
  ]);
}
