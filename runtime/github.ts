// The hosted REST API the builder is made for (GitHub's): the defaults of the root `endpoint` and of a
// generated GitHub SDK. Only programs that use them bundle them.
import type { Defaults } from "./types.js";

/**
 * `https://api.github.com`, accept `application/vnd.github.v3+json`, the routegen user-agent. Frozen,
 * headers too. The user-agent names VERSION (./version.ts) as text of its own, which
 * test/runtime/version.test.ts keeps equal: a concatenation with an imported name would stay in the
 * bundle of every SDK with a copied runtime (`--runtime copy`), GitHub's or not.
 */
export const githubDefaults: Defaults = /* @__PURE__ */ Object.freeze({
  baseUrl: "https://api.github.com",
  headers: /* @__PURE__ */ Object.freeze({ accept: "application/vnd.github.v3+json", "user-agent": "routegen/0.1.0" }),
});
