import type { SdkPlan } from "../plan/plan.js";
import { endpointModule } from "./endpoint-module.js";
import { indexModule } from "./index-module.js";
import { namedTypeModule } from "./named-type-module.js";
import { routeModule } from "./route-module.js";
import { loadTemplates, type Templates } from "./templates.js";
import { typeIndex } from "./type-imports.js";
import { typesModule } from "./types-module.js";
import { webhooksModule } from "./webhooks-module.js";

/** A file to write, relative to the output folder. */
export interface GeneratedFile {
  path: string;
  text: string;
}

/**
 * The whole SDK as text: index, root builder, the types barrel and one module per named type, webhook
 * types (when the API has webhooks), one module per scope, each module as `templates` shapes it
 * (routegen's own by default). Stable order, no timestamps.
 */
export function emitSdk(plan: SdkPlan, templates: Templates = loadTemplates()): GeneratedFile[] {
  const types = typeIndex(plan.types);
  return [
    { path: "index.ts", text: indexModule(plan) },
    { path: "endpoint.ts", text: endpointModule(plan.api, plan.runtimeImport, templates) },
    { path: "types.ts", text: typesModule(plan.types) },
    ...plan.types.map((type) => ({ path: type.file, text: namedTypeModule(type, types, templates.namedTypeModule) })),
    ...(plan.webhooks.length > 0 ? [{ path: "webhooks.ts", text: webhooksModule(plan.webhooks, types) }] : []),
    ...plan.scopes.map((scope) => ({
      path: scope.file,
      text: routeModule(scope, plan.api, types, plan.runtimeImport, scope, templates),
    })),
  ];
}
