// The defaults of the hosted REST API the builder is made for (GitHub's): the root `endpoint`'s, and
// those of a generated GitHub SDK.
import type { Defaults } from "./types.js";
import { VERSION } from "./version.js";

export const userAgent = "routegen/" + VERSION;

/**
 * `https://api.github.com`, accept `application/vnd.github.v3+json`, the routegen user-agent. Read
 * only (its type says so); its headers are not frozen, since every call copies them, and V8 copies a
 * frozen object several times slower.
 */
export const githubDefaults: Defaults = /* @__PURE__ */ Object.freeze({
  baseUrl: "https://api.github.com",
  headers: { accept: "application/vnd.github.v3+json", "user-agent": userAgent },
});
