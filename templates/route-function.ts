// The shape of one generated route: a route object worked out at generation time and the function that
// hands it to the runtime. Placeholders: $name (function), $Params, $Response, $route (route object).
// `requestOptions` comes from the SDK's endpoint.ts: the runtime's, with the API's defaults for a call
// given no builder.
import type { CallOptions, Endpoint, RequestOptions, Route } from "routegen/runtime";
import { requestOptions } from "./endpoint.js";

export interface $Params extends CallOptions {
  owner: string;
}

export type $Response = unknown;

const $route: Route = {
  method: "GET",
  url: ["/repos/", "{owner}"],
};

export function $name(params: $Params, builder?: Endpoint): RequestOptions<$Response> {
  return requestOptions($route, params, builder);
}
