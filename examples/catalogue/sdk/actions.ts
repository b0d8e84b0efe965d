import {
  baseUrl,
  encodeUnreserved,
  segment,
  vendorRequestOptions,
  withDefaultParams,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";

/** Parameters of {@link deleteCacheByKey}. */
export interface DeleteCacheByKeyParams extends VendorCallOptions {
  owner: string;
  repo: string;
  /** The key the caches were saved under. */
  key: string;
  /** Only caches of this git ref: `refs/heads/main`. */
  ref?: string | undefined;
}

/** What a successful {@link deleteCacheByKey} returns. */
export type DeleteCacheByKeyResponse = { total_count?: number };

/** The responses of {@link deleteCacheByKey}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface DeleteCacheByKeyResponses {
  "2XX": { total_count?: number };
}

/**
 * Delete caches by key
 *
 * A DELETE with query parameters; routegen adds them to the url as `{?key,ref}`.
 *
 * @param params - The request's parameters: see {@link DeleteCacheByKeyParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function deleteCacheByKey(
  params: DeleteCacheByKeyParams,
  defaults: Defaults = api,
): RequestOptions<DeleteCacheByKeyResponse, DeleteCacheByKeyResponses> {
  const p = withDefaultParams(params, defaults);
  let url =
    baseUrl(p, defaults) +
    `/repos/${segment(p.owner)}/${segment(p.repo)}/actions/caches`;
  let sep = "?";
  if (p.key != null) {
    url = url + sep + "key=" + encodeUnreserved(p.key);
    sep = "&";
  }
  if (p.ref != null) url = url + sep + "ref=" + encodeUnreserved(p.ref);
  return vendorRequestOptions(defaults, p, "delete", url);
}
