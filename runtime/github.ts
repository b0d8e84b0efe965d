// The defaults of the hosted REST API the builder is made for (GitHub's): the root `endpoint`'s, and
// those of a generated GitHub SDK.
import type { Defaults } from "./types.js";
import { VERSION } from "./version.js";

export const userAgent = "routegen/" + VERSION;

/**
 * `https://api.github.com`, accept `application/vnd.github.v3+json`, the routegen user-agent. Frozen,
 * headers too: calls copy them from templates that stay valid as long as the headers cannot change
 * (header-copies.ts).
 */
export const githubDefaults: Defaults = /* @__PURE__ */ Object.freeze({
  baseUrl: "https://api.github.com",
  headers: /* @__PURE__ */ Object.freeze({ accept: "application/vnd.github.v3+json", "user-agent": userAgent }),
});
