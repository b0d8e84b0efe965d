import {
  baseUrl,
  lastSegment,
  vendorRequestOptions,
  withDefaultParams,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";
import type { User } from "./types/user.js";

/** Parameters of {@link getAuthenticated}. */
export interface GetAuthenticatedParams extends VendorCallOptions {}

/** What a successful {@link getAuthenticated} returns. */
export type GetAuthenticatedResponse = User;

/** The responses of {@link getAuthenticated}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetAuthenticatedResponses {
  "2XX": User;
}

/**
 * Get the authenticated user
 *
 * @param params - The request's parameters: see {@link GetAuthenticatedParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @see https://docs.example.test/rest/users#get-the-authenticated-user
 */
export function getAuthenticated(
  params: GetAuthenticatedParams = {},
  defaults: Defaults = api,
): RequestOptions<GetAuthenticatedResponse, GetAuthenticatedResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + "/user";
  return vendorRequestOptions(defaults, p, "get", url);
}

/** Parameters of {@link getByUsername}. */
export interface GetByUsernameParams extends VendorCallOptions {
  /** The handle of the account. */
  username: string;
}

/** What a successful {@link getByUsername} returns. */
export type GetByUsernameResponse = User;

/** The responses of {@link getByUsername}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface GetByUsernameResponses {
  "2XX": User;
}

/**
 * Get a user
 *
 * @param params - The request's parameters: see {@link GetByUsernameParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function getByUsername(
  params: GetByUsernameParams,
  defaults: Defaults = api,
): RequestOptions<GetByUsernameResponse, GetByUsernameResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + `/users${lastSegment(p.username)}`;
  return vendorRequestOptions(defaults, p, "get", url);
}
