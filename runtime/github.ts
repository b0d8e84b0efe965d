// The hosted REST API the builder is made for (GitHub's): the defaults of the root `endpoint` and of a
// generated GitHub SDK, and the version of routegen their user-agent names. Only programs that use them
// bundle them.
import type { Defaults } from "./types.js";

/** The released version of routegen, as package.json has it (a unit test keeps the two equal). */
export const VERSION = "0.1.0";

/** `https://api.github.com`, accept `application/vnd.github.v3+json`, the routegen user-agent. Frozen, headers too. */
export const githubDefaults: Defaults = /* @__PURE__ */ Object.freeze({
  baseUrl: "https://api.github.com",
  headers: /* @__PURE__ */ Object.freeze({ accept: "application/vnd.github.v3+json", "user-agent": "routegen/" + VERSION }),
});
