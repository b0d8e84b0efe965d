import {
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

/** Parameters of {@link getAuthenticated}. */
export interface GetAuthenticatedParams extends CallOptions {}

/** What a successful {@link getAuthenticated} returns. */
export type GetAuthenticatedResponse = types.User;

const getAuthenticatedRoute: Route = {
  method: "GET",
  url: ["/user"],
};

/**
 * Get the authenticated user
 *
 * @param params - The request's parameters: see {@link GetAuthenticatedParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @see https://docs.example.test/rest/users#get-the-authenticated-user
 */
export function getAuthenticated(
  params: GetAuthenticatedParams = {},
  builder?: Endpoint,
): RequestOptions<GetAuthenticatedResponse> {
  return request(getAuthenticatedRoute, "/user", params, builder);
}

/** Parameters of {@link getByUsername}. */
export interface GetByUsernameParams extends CallOptions {
  /** The handle of the account. */
  username: string;
}

/** What a successful {@link getByUsername} returns. */
export type GetByUsernameResponse = types.User;

const getByUsernameRoute: Route = {
  method: "GET",
  url: ["/users/", "{username}"],
};

/**
 * Get a user
 *
 * @param params - The request's parameters: see {@link GetByUsernameParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function getByUsername(
  params: GetByUsernameParams,
  builder?: Endpoint,
): RequestOptions<GetByUsernameResponse> {
  return request(
    getByUsernameRoute,
    `/users/${segment(params.username)}`,
    params,
    builder,
  );
}
