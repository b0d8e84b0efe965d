// `mediaType` (a format, previews) and the accept header it asks for: GitHub's, and any API whose
// accept is a vendor media type (`application/vnd.github.v3+json`). See docs/builder-contract.md, "The
// accept header". SDKs of other APIs carry none of this.
import { requestOptions } from "./call.js";
import { fail } from "./object.js";
import type { Defaults, Headers, MediaType, RequestOptions, VendorCallOptions } from "./types.js";

/**
 * The vendor in `application/vnd.<vendor>.v3+json` (any `.v<n>`, or none): what a builder names
 * preview media types after. Undefined for other accept values.
 */
export const vendorOf = (accept: unknown): string | undefined =>
  /^application\/vnd\.([\w-]+)(\.v\d+)?\+json$/.exec(accept as string)?.[1];

/**
 * One level's mediaType over the one below: keys replace, previews merge. Every level strips the
 * first `-preview` of each name; the names below come first, then new ones, none twice. The builder
 * and defaults() check that what they were given is a plain object first.
 */
export function mergeMediaType(below: MediaType, top: MediaType = {}): MediaType {
  const merged = { ...below, ...top };
  if (below.previews || top.previews) {
    merged.previews = [
      ...new Set([...(below.previews ?? []), ...(top.previews ?? [])].map((name) => name.replace("-preview", ""))),
    ];
  }
  return merged;
}

/**
 * Sets the accept header `mediaType` asks for. `format` replaces the suffix of vendor types
 * (`application/vnd.github.v3+json` -> `application/vnd.github.v3.raw`); previews replace the
 * value by `application/vnd.<vendor>.<name>-preview+json` (`.<format>`) per name, those already in
 * the header first. A binary download (`application/octet-stream`) keeps its accept. The accept is
 * text: the defaults' (a call's types say so), or one the builder checked.
 */
export function applyAccept(
  headers: Headers,
  { format, previews = [] }: MediaType,
  vendor: string | undefined,
): Headers {
  let accept = headers["accept"] as string;
  if ((format || previews.length) && !/application\/octet-stream/i.test(accept)) {
    if (format) accept = accept.replace(/(application\/vnd\.\w+(\.v\d+)?)(\.\w+)?(\+json)?(?=,|$)/g, `$1.${format}`);
    if (previews.length) {
      accept = [...(accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) ?? []), ...previews]
        .map(
          (name) =>
            `application/vnd.${vendor ?? fail("previews need an accept of application/vnd.<vendor>+json")}.${name}-preview${format ? "." + format : "+json"}`,
        )
        .join();
    }
    headers["accept"] = accept;
  }
  return headers;
}

/**
 * The request options of a generated call for an API whose accept is a vendor media type:
 * requestOptions(), then the accept header the call's media type over the defaults' asks for.
 */
export function vendorRequestOptions<Response = unknown, Responses = unknown>(
  defaults: Defaults,
  params: VendorCallOptions,
  method: string,
  url: string,
  body?: unknown,
  contentType?: string,
): RequestOptions<Response, Responses> {
  const options = requestOptions<Response, Responses>(defaults, params, method, url, body, contentType);
  const mediaType =
    params.mediaType === undefined ? defaults.mediaType : mergeMediaType(defaults.mediaType ?? {}, params.mediaType);
  // A builder's defaults carry `{ format: "" }`: nothing to do, and no vendor to look for, for most
  // calls (per-call, 2026-12-05: looking for it anyway, a call with two defaults() levels took 1.7x the
  // hand-written time, 2,792 instructions against 1,673).
  if (mediaType?.format || mediaType?.previews?.length)
    applyAccept(options.headers, mediaType, vendorOf(defaults.headers["accept"]));
  return options;
}
