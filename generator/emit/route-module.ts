import type { ApiPlan, ScopePlan } from "../plan/plan.js";
import { group, hardline, ifBreak, indent, join, line, print, type Doc } from "./doc.js";
import { paramsDeclaration, responseDeclaration } from "./params-type.js";
import { routeFunction } from "./route-function.js";
import { stringLiteral } from "./syntax.js";
import type { TypeNames } from "./type-doc.js";

/** Named types are imported as a namespace (`types.Issue`), so no route name can collide with one. */
const typesNamespace = (identifiers: ReadonlyMap<string, string>): TypeNames => ({
  refName: (name) => `types.${identifiers.get(name) ?? "unknown"}`,
});

/** One scope module: per route, its params type, response type and function. */
export function routeModule(scope: ScopePlan, api: ApiPlan, typeIdentifiers: ReadonlyMap<string, string>, runtimeImport: string): string {
  const names = typesNamespace(typeIdentifiers);
  const callOptions = api.vendor ? "VendorCallOptions" : "CallOptions";
  const helpers = new Set<string>();
  const declarations = scope.functions.flatMap((fn) => {
    const out = [paramsDeclaration(fn, names, callOptions), responseDeclaration(fn, names), routeFunction(fn, api, helpers)];
    if (fn.localName !== fn.exportName) out.push(`export { ${fn.localName} as ${fn.exportName} };`);
    return out;
  });
  const body = print(join([hardline, hardline], declarations));
  const imports = [
    importDoc([...[...helpers].sort(), ...["Defaults", "RequestOptions", callOptions].sort().map((t) => `type ${t}`)], runtimeImport),
    importDoc(["api"], "./endpoint.js"),
    ...(body.includes("types.") ? ['import type * as types from "./types.js";'] : []),
  ];
  return [print(join(hardline, imports)), body].join("\n\n") + "\n";
}

/** `import { a, b } from "x";`, one name a line when it does not fit. */
function importDoc(names: readonly string[], from: string): Doc {
  return group(["import {", indent([line, join([",", line], names)]), ifBreak(","), line, "} from ", stringLiteral(from), ";"]);
}
