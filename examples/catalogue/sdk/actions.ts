import {
  expand,
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";

/** Parameters of {@link deleteCacheByKey}. */
export interface DeleteCacheByKeyParams extends CallOptions {
  owner: string;
  repo: string;
  /** The key the caches were saved under. */
  key: string;
  /** Only caches of this git ref: `refs/heads/main`. */
  ref?: string | undefined;
}

/** What a successful {@link deleteCacheByKey} returns. */
export type DeleteCacheByKeyResponse = { total_count?: number };

const deleteCacheByKeyRoute: Route = {
  method: "DELETE",
  url: ["/repos/", "{owner}", "/", "{repo}", "/actions/caches", "{?key,ref}"],
};

/**
 * Delete caches by key
 *
 * A DELETE with query parameters; routegen adds them to the url as `{?key,ref}`.
 *
 * @param params - The request's parameters: see {@link DeleteCacheByKeyParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function deleteCacheByKey(
  params: DeleteCacheByKeyParams,
  builder?: Endpoint,
): RequestOptions<DeleteCacheByKeyResponse> {
  return request(
    deleteCacheByKeyRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/actions/caches${expand("{?key,ref}", params)}`,
    params,
    builder,
  );
}
