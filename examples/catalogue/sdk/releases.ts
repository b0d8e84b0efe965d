import {
  expand,
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

/** Parameters of {@link uploadAsset}. */
export interface UploadAssetParams extends CallOptions {
  owner: string;
  repo: string;
  release_id: number;
  /** The file name of the asset. */
  name: string;
  /** A short description shown instead of the name. */
  label?: string | undefined;
  /** The file's bytes. */
  data: Blob | ArrayBuffer | ArrayBufferView | string;
}

/** What a successful {@link uploadAsset} returns. */
export type UploadAssetResponse = types.ReleaseAsset;

const uploadAssetRoute: Route = {
  method: "POST",
  url: [
    "https://uploads.example.test/repos/",
    "{owner}",
    "/",
    "{repo}",
    "/releases/",
    "{release_id}",
    "/assets",
    "{?name,label}",
  ],
  headers: { "content-type": "application/octet-stream" },
};

/**
 * Upload a release asset
 *
 * @param params - The request's parameters: see {@link UploadAssetParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @see https://docs.example.test/rest/releases#upload-a-release-asset
 */
export function uploadAsset(
  params: UploadAssetParams,
  builder?: Endpoint,
): RequestOptions<UploadAssetResponse> {
  return request(
    uploadAssetRoute,
    `https://uploads.example.test/repos/${segment(params.owner)}/${segment(params.repo)}/releases/${segment(params.release_id)}/assets${expand("{?name,label}", params)}`,
    params,
    builder,
  );
}
