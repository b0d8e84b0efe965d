// The SDK's root builder for any other API, and the function generated functions call, both from the
// API's defaults. The object is replaced by the catalogue's or description's defaults.
import {
  createEndpoint,
  routeRequest,
  type ApiDefaults,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";

/** The API's defaults: what every function sends when it is given no builder (read only: for others, `endpoint.defaults()`). */
export const api: ApiDefaults = { baseUrl: "https://api.example.test" };

/** The root builder: `endpoint.defaults({ ... })` makes one with your own defaults, to pass to any function. */
export const endpoint = /* @__PURE__ */ createEndpoint(api);

/** The request options of a route's call (see routeRequest): on the API's defaults, unless a builder is given. */
export function request<Response>(
  route: Route,
  path: string,
  params: object,
  builder?: Endpoint,
): RequestOptions<Response> {
  return routeRequest(route, path, params, builder ?? api);
}
