import {
  baseUrl,
  vendorRequestOptions,
  withDefaultParams,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";

/** Parameters of {@link renderRaw}. */
export interface RenderRawParams extends VendorCallOptions {
  /** The Markdown source. */
  data: string;
}

/** What a successful {@link renderRaw} returns. */
export type RenderRawResponse = string;

/** The responses of {@link renderRaw}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface RenderRawResponses {
  "2XX": string;
}

/**
 * Render a Markdown document given as plain text
 *
 * @param params - The request's parameters: see {@link RenderRawParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function renderRaw(
  params: RenderRawParams,
  defaults: Defaults = api,
): RequestOptions<RenderRawResponse, RenderRawResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + "/markdown/raw";
  return vendorRequestOptions(
    defaults,
    p,
    "post",
    url,
    p.data,
    "text/plain; charset=utf-8",
  );
}
