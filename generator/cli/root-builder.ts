import type { SdkPlan } from "../plan/plan.js";
import type { RoutePlan } from "../plan/routing.js";
import type { Endpoint, Route } from "../../runtime/types.js";

/** The SDK's root builder, made as the generated endpoint.ts makes it (the runtime's own for GitHub's API). */
export async function rootBuilder(plan: SdkPlan): Promise<Endpoint> {
  const { createEndpoint, endpoint } = await import("../../runtime/index.js");
  const defaults = plan.builderDefaults;
  return defaults ? createEndpoint({ ...defaults, baseUrl: defaults.baseUrl ?? endpoint.DEFAULTS.baseUrl }) : endpoint;
}

/** The `Route` object a generated module declares for a planned route. */
export function routeObject(routing: RoutePlan): Route {
  return {
    method: routing.method,
    url: routing.url,
    ...(routing.baseUrl !== undefined ? { baseUrl: routing.baseUrl } : {}),
    ...(routing.headers ? { headers: routing.headers } : {}),
    ...(routing.mediaType ? { mediaType: routing.mediaType } : {}),
  };
}
