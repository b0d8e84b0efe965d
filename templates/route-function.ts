// The shape of one generated route: a route object worked out at generation time and the function that
// hands it to the runtime. Placeholders: $name (function), $Params, $Response, $route (route object).
// The function writes the route's url itself (the emitter fills in the template literal from the
// route's parts: `segment()` for `{name}`, `expand()` for other expressions) and hands it with the
// parameters to `request`, from the SDK's endpoint.ts: the runtime's routeRequest() with the API's
// defaults for a call given no builder.
import { segment, type CallOptions, type Endpoint, type RequestOptions, type Route } from "@routegen/runtime";
import { request } from "./endpoint.js";

export interface $Params extends CallOptions {
  owner: string;
}

export type $Response = unknown;

const $route: Route = {
  method: "GET",
  url: ["/repos/", "{owner}"],
};

export function $name(params: $Params, builder?: Endpoint): RequestOptions<$Response> {
  return request($route, `/repos/${segment(params.owner)}`, params, builder);
}
