import {
  encodeUnreserved,
  segment,
  serverUrl,
  vendorRequestOptions,
  withDefaultParams,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";
import type { ReleaseAsset } from "./types/release-asset.js";

/** Parameters of {@link uploadAsset}. */
export interface UploadAssetParams extends VendorCallOptions {
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
export type UploadAssetResponse = ReleaseAsset;

/** The responses of {@link uploadAsset}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface UploadAssetResponses {
  201: ReleaseAsset;
}

/**
 * Upload a release asset
 *
 * @param params - The request's parameters: see {@link UploadAssetParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @see https://docs.example.test/rest/releases#upload-a-release-asset
 */
export function uploadAsset(
  params: UploadAssetParams,
  defaults: Defaults = api,
): RequestOptions<UploadAssetResponse, UploadAssetResponses> {
  const p = withDefaultParams(params, defaults);
  let url =
    serverUrl(p, defaults, "uploads", "https://uploads.example.test") +
    `/repos/${segment(p.owner)}/${segment(p.repo)}/releases/${segment(p.release_id)}/assets`;
  let sep = "?";
  if (p.name != null) {
    url = url + sep + "name=" + encodeUnreserved(p.name);
    sep = "&";
  }
  if (p.label != null) url = url + sep + "label=" + encodeUnreserved(p.label);
  return vendorRequestOptions(
    defaults,
    p,
    "post",
    url,
    p.data,
    "application/octet-stream",
  );
}
