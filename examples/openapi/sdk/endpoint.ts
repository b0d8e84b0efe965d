import {
  createEndpoint,
  routeRequest,
  type ApiDefaults,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";

/** The API's defaults: what every function sends when it is given no builder (read only: for others, `endpoint.defaults()`). */
export const api: ApiDefaults = {
  baseUrl: "https://api.notes.example.com/v1",
};

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
