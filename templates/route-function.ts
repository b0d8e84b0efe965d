// The shape of one generated route: a route object worked out at generation time and the function that
// hands it to the runtime. Placeholders: $name (function), $Params, $Response, $route (route object).
// Without a builder, a function uses the API's defaults as data (`api`), not the root builder: so a
// bundle holds the generic builder only when the caller makes one.
import { requestOptions, type CallOptions, type Endpoint, type RequestOptions, type Route } from "routegen/runtime";
import { api } from "./endpoint.js";

export interface $Params extends CallOptions {
  owner: string;
}

export type $Response = unknown;

const $route: Route = {
  method: "GET",
  url: ["/repos/", "{owner}"],
};

export function $name(params: $Params, builder?: Endpoint): RequestOptions<$Response> {
  return requestOptions($route, params, builder ?? api);
}
