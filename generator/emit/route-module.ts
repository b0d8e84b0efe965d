import type { ApiPlan, ScopePlan } from "../plan/plan.js";
import { importFrom } from "./code-tree.js";
import { hardline, join, print } from "./doc.js";
import { codeDoc } from "./printer/index.js";
import { paramsDeclaration, responseDeclaration } from "./params-type.js";
import { responsesDeclaration } from "./responses-type.js";
import { routeFunction } from "./route-function.js";
import { filledModule } from "./template-fill.js";
import { loadTemplates, type Templates } from "./templates.js";
import { scopeNames, typeImports, type TypeIndex } from "./type-imports.js";

/**
 * One scope module, as templates/scope-module.ts shapes it: its imports, then per route its params
 * type, response type and function. `whole` is the scope the module belongs to when `scope` holds only
 * some of its routes (inspect prints one): the names its named types take depend on all of them.
 */
export function routeModule(
  scope: ScopePlan,
  api: ApiPlan,
  types: TypeIndex,
  runtimeImport: string,
  whole: ScopePlan = scope,
  templates: Templates = loadTemplates(),
): string {
  const callOptions = api.vendor ? "VendorCallOptions" : "CallOptions";
  const runtimeTypes = ["Defaults", "RequestOptions", callOptions].sort();
  // Named types are imported one by one from their modules, under aliases where the module's own names take theirs.
  const typeRefs = typeImports(types, scope.file, scopeNames(whole, [...runtimeTypes, "api", "securitySchemes"]));
  const names = typeRefs.names;
  const helpers = new Set<string>();
  const declarations = scope.functions.flatMap((fn) => {
    const responses = responsesDeclaration(fn, names);
    const out = [
      paramsDeclaration(fn, names, callOptions),
      responseDeclaration(fn, names),
      ...(responses ? [responses] : []),
      routeFunction(fn, api, helpers, templates.routeFunction),
    ];
    if (fn.localName !== fn.exportName) out.push(`export { ${fn.localName} as ${fn.exportName} };`);
    return out;
  });
  const body = print(join([hardline, hardline], declarations));
  const imports = [
    codeDoc(importFrom([...[...helpers].sort(), ...runtimeTypes.map((t) => `type ${t}`)], runtimeImport)),
    // Functions that send credentials read where each scheme sends its own in the SDK's securitySchemes.
    codeDoc(importFrom(helpers.has("withAuth") ? ["api", "securitySchemes"] : ["api"], "./endpoint.js")),
    ...typeRefs.declarations(),
  ];
  return filledModule(templates.scopeModule, {
    statements: { $imports: print(join(hardline, imports)), $routes: body },
  });
}
