// The defaults builders start from. DEFAULTS are frozen, so no call can change them.
import { merge } from "./merge.js";
import type { ApiDefaults, MergedOptions } from "./types.js";
import { VERSION } from "./version.js";

/** `defaults` frozen with the headers, mediaType and previews merge() made for it. */
export function freezeDefaults(defaults: MergedOptions): MergedOptions {
  Object.freeze(defaults.headers);
  Object.freeze(defaults.mediaType.previews);
  Object.freeze(defaults.mediaType);
  return Object.freeze(defaults);
}

export const userAgent = "routegen/" + VERSION;

/** The root `endpoint`'s DEFAULTS: the hosted REST API (spec 2.1). */
export const ROOT_DEFAULTS = /* @__PURE__ */ freezeDefaults({
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: { accept: "application/vnd.github.v3+json", "user-agent": userAgent },
  mediaType: { format: "" },
});

/** The DEFAULTS of a root builder for another API: its defaults over method GET, the routegen user-agent and an empty format. */
export const rootDefaults = (api: ApiDefaults): MergedOptions =>
  freezeDefaults(merge({ method: "GET", headers: { "user-agent": userAgent }, mediaType: { format: "" } } as never, api));
