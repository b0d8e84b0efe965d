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

/** The DEFAULTS of a root builder: the API's defaults over method GET, the routegen user-agent and an empty format. */
export const rootDefaults = (api: ApiDefaults): MergedOptions =>
  freezeDefaults(merge({ method: "GET", headers: { "user-agent": userAgent }, mediaType: { format: "" } } as never, api));

/** The hosted REST API's defaults (spec 2.1): the root `endpoint`'s, and generated functions' without a builder. */
export const githubApi: ApiDefaults = /* @__PURE__ */ Object.freeze({
  baseUrl: "https://api.github.com",
  headers: Object.freeze({ accept: "application/vnd.github.v3+json" }),
});

