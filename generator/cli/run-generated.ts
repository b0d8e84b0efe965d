// Runs a generated function, as `inspect` shows what it sends: the SDK's endpoint.ts and the route's
// module, emitted as generate writes them, compiled to JavaScript and imported from a temporary folder.
// No second implementation of the request to drift from the generated code.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { checkHeader } from "../../runtime/defaults.js";
import type { RequestOptions } from "../../runtime/types.js";
import { endpointSource, routeSource, templatesOf } from "../pipeline.js";
import type { FunctionPlan, ScopePlan, SdkPlan } from "../plan/plan.js";
import { tsMorph } from "../util/typescript-facts.js";
import { UsageError } from "./args.js";

/** The runtime generated code imports: this one, wherever routegen runs from. */
const RUNTIME = new URL("../../runtime/index.js", import.meta.url).href;

/**
 * What `fn` (of `scope`) returns for `params`, with the SDK's own defaults (and `auth`'s credentials
 * over them), generated with the templates in `templatesFolder` (a target's own) or routegen's.
 */
export async function runGenerated(
  plan: SdkPlan,
  scope: ScopePlan,
  fn: FunctionPlan,
  params: Record<string, unknown>,
  auth?: Record<string, unknown>,
  templatesFolder?: string,
): Promise<RequestOptions> {
  const templates = templatesOf(templatesFolder);
  const folder = mkdtempSync(join(tmpdir(), "routegen-inspect-"));
  try {
    const runtimeImport = RUNTIME;
    writeFileSync(join(folder, "endpoint.mjs"), toJavaScript(endpointSource(plan, runtimeImport, templates)));
    const module = routeSource(plan, scope, fn, runtimeImport, templates).replace(
      '"./endpoint.js"',
      '"./endpoint.mjs"',
    );
    writeFileSync(join(folder, "route.mjs"), toJavaScript(module));
    const loaded = (await import(pathToFileURL(join(folder, "route.mjs")).href)) as Record<
      string,
      (params: unknown, defaults?: unknown) => RequestOptions
    >;
    try {
      const endpoint = (await import(pathToFileURL(join(folder, "endpoint.mjs")).href)) as {
        defaults: (options: object) => unknown;
      };
      const options = auth
        ? loaded[fn.exportName]!(params, endpoint.defaults({ auth }))
        : loaded[fn.exportName]!(params);
      // A generated call leaves header syntax to the HTTP client that sends it (docs/clients.md):
      // inspect shows what would go on the wire, so it refuses what every client refuses.
      for (const [name, value] of Object.entries(options.headers)) checkHeader(name, value);
      return options;
    } catch (error) {
      // The runtime, or the check above, refuses a bad argument with a TypeError (a header value with
      // CR or LF, a template that cannot be expanded): the values typed on the command line, not a bug
      // of routegen's.
      if (error instanceof TypeError || (error instanceof Error && error.name === "UriTemplateError")) {
        throw new UsageError(`the request cannot be built from these values: ${error.message}`);
      }
      throw error;
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function toJavaScript(source: string): string {
  const { ts } = tsMorph();
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
  }).outputText;
}
