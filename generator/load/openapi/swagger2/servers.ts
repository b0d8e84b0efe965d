import { own, type JsonObject } from "../json.js";

/** Schemes in the order a generated client should prefer them: the first server is the one used. */
const PREFERENCE = ["https", "http", "wss", "ws"];

/**
 * `host`, `basePath` and `schemes` as 3.0's `servers`: one url per scheme, https first. A document with
 * a host but no schemes is served over https (2.0 says: the scheme it was fetched with, which is not
 * known here, and https is what public APIs use); with no host, the base path alone is a relative url.
 * Undefined when the document names neither.
 */
export function serversOf(root: JsonObject, schemes: readonly string[]): JsonObject[] | undefined {
  const host = own(root, "host");
  const basePath = own(root, "basePath");
  const path = typeof basePath === "string" ? basePath : "";
  if (typeof host !== "string" || host === "") return path === "" ? undefined : [{ url: path }];
  const rank = (scheme: string) => (PREFERENCE.includes(scheme) ? PREFERENCE.indexOf(scheme) : PREFERENCE.length);
  const ordered = schemes.length > 0 ? [...new Set(schemes)].sort((a, b) => rank(a) - rank(b)) : ["https"];
  return ordered.map((scheme) => ({ url: `${scheme}://${host}${path}` }));
}
