import type { SdkPlan } from "../plan/plan.js";
import { stringLiteral } from "./syntax.js";

/**
 * The index: the root builder, the named types and webhook types, and one namespace per scope
 * (`issues.listForRepo`).
 */
export function indexModule(plan: SdkPlan): string {
  const lines = ['export { defaults, endpoint } from "./endpoint.js";'];
  if (plan.types.length > 0) lines.push('export type * from "./types.js";');
  if (plan.webhooks.length > 0) lines.push('export type * from "./webhooks.js";');
  for (const scope of plan.scopes) {
    lines.push(`export * as ${scope.exportName} from ${stringLiteral("./" + scope.file.replace(/\.ts$/, ".js"))};`);
  }
  return lines.join("\n") + "\n";
}
