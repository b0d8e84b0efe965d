import type {
  CallOptions,
  Endpoint,
  RequestOptions,
  Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";

/** Parameters of {@link root}. */
export interface RootParams extends CallOptions {}

/** What a successful {@link root} returns. */
export type RootResponse = unknown;

const rootRoute: Route = {
  method: "GET",
  url: ["/"],
};

/**
 * GET /
 *
 * @param params - The request's parameters: see {@link RootParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function root(
  params: RootParams = {},
  builder?: Endpoint,
): RequestOptions<RootResponse> {
  return request(rootRoute, "/", params, builder);
}

/** Parameters of {@link zen}. */
export interface ZenParams extends CallOptions {}

/** What a successful {@link zen} returns. */
export type ZenResponse = string;

const zenRoute: Route = {
  method: "GET",
  url: ["/zen"],
};

/**
 * Get a random sentence of wisdom
 *
 * @param params - The request's parameters: see {@link ZenParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function zen(
  params: ZenParams = {},
  builder?: Endpoint,
): RequestOptions<ZenResponse> {
  return request(zenRoute, "/zen", params, builder);
}
