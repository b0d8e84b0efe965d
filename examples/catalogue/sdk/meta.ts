import {
  baseUrl,
  vendorRequestOptions,
  withDefaultParams,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";

/** Parameters of {@link root}. */
export interface RootParams extends VendorCallOptions {}

/** What a successful {@link root} returns. */
export type RootResponse = unknown;

/**
 * GET /
 *
 * @param params - The request's parameters: see {@link RootParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function root(
  params: RootParams = {},
  defaults: Defaults = api,
): RequestOptions<RootResponse> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + "/";
  return vendorRequestOptions(defaults, p, "get", url);
}

/** Parameters of {@link zen}. */
export interface ZenParams extends VendorCallOptions {}

/** What a successful {@link zen} returns. */
export type ZenResponse = string;

/** The responses of {@link zen}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface ZenResponses {
  "2XX": string;
}

/**
 * Get a random sentence of wisdom
 *
 * @param params - The request's parameters: see {@link ZenParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function zen(
  params: ZenParams = {},
  defaults: Defaults = api,
): RequestOptions<ZenResponse, ZenResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + "/zen";
  return vendorRequestOptions(defaults, p, "get", url);
}
