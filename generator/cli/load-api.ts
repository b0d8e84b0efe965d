import type { Target } from "../config/config.js";
import { DiagnosticError } from "../diagnostics.js";
import type { PlannedApi } from "../pipeline.js";
import { UsageError } from "./args.js";
import type { LineOptions } from "./diagnostic-lines.js";
import { findRoute, type FoundRoute } from "./find-route.js";
import { printDiagnostics } from "./terminal.js";

/**
 * For inspect and explain: the planned API of the target that has the route (the first target that
 * does, when the config has several). Input errors are printed and end the command (exit 1).
 */
export async function loadRoute(
  targets: readonly Target[],
  wanted: string,
  lineOptions: LineOptions = {},
): Promise<{ api: PlannedApi; found: FoundRoute; target: Target } | number> {
  const { planApi } = await import("../pipeline.js");
  let firstMiss: UsageError | undefined;
  for (const target of targets) {
    let api: PlannedApi;
    try {
      api = planApi(target);
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      printDiagnostics(error.diagnostics, "text", lineOptions);
      return 1;
    }
    try {
      return { api, found: findRoute(api.plan, wanted), target };
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      firstMiss ??= error;
    }
  }
  throw firstMiss ?? new UsageError("no target to look in");
}
