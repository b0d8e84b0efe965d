// The request options of a generated function's call, for an API whose accept header is a vendor
// media type (`application/vnd.github.v3+json`): a call's `mediaType` also chooses a format and previews.
// SDKs of other APIs use requestOptions() alone, and carry none of this.
import { applyAccept, mergeMediaType, vendorOf } from "./accept.js";
import { requestOptions } from "./request-options.js";
import type { Defaults, RequestOptions, VendorCallOptions } from "./types.js";

/** requestOptions(), then the accept header the call's media type over the defaults' asks for. */
export function vendorRequestOptions<Response = unknown, Responses = unknown>(
  defaults: Defaults,
  params: VendorCallOptions,
  method: string,
  url: string,
  body?: unknown,
  contentType?: string,
): RequestOptions<Response, Responses> {
  const options = requestOptions<Response, Responses>(defaults, params, method, url, body, contentType);
  const mediaType = params.mediaType === undefined ? defaults.mediaType : mergeMediaType(defaults.mediaType ?? {}, params.mediaType);
  if (mediaType?.format || mediaType?.previews?.length) applyAccept(options.headers, mediaType, vendorOf(defaults.headers["accept"]));
  return options;
}
