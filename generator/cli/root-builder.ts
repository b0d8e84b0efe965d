import type { Endpoint } from "../../runtime/types.js";
import type { SdkPlan } from "../plan/plan.js";

/** The SDK's root builder, made as the generated endpoint.ts makes it (the runtime's own for GitHub's API). */
export async function rootBuilder(plan: SdkPlan): Promise<Endpoint> {
  const { createEndpoint, endpoint } = await import("../../runtime/index.js");
  if (plan.api.github) return endpoint;
  const { baseUrl, headers, mediaType } = plan.api.defaults;
  const lowercased = Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return createEndpoint({ baseUrl: baseUrl ?? "", headers: lowercased, ...(mediaType ? { mediaType } : {}) });
}
