import type { Diagnostic } from "../diagnostics.js";
import type { ApiModel, NamedType, RequestDefaults, Route, Schema } from "../model.js";
import { camelCase, isIdentifierName, isSafeBinding, kebabCase, NameAllocator, pascalCase } from "./names.js";
import { planRouting, type RoutePlan } from "./routing.js";
import { planWebhooks, type WebhookPlan } from "./webhooks.js";

/** Everything the emitter needs, decided: names, files, routing. Pure data. */
export interface SdkPlan {
  /** The module generated code imports the runtime from. */
  runtimeImport: string;
  /** Root builder of the SDK: the runtime's own (GitHub's defaults) or one made with the API's defaults. */
  builderDefaults?: RequestDefaults;
  types: TypePlan[];
  scopes: ScopePlan[];
  /** Webhook and callback bodies to type (`webhooks.ts`); empty when the API has none. */
  webhooks: WebhookPlan[];
  diagnostics: Diagnostic[];
}

export interface TypePlan {
  /** Model key (`simple-user`) and TypeScript name (`SimpleUser`). */
  name: string;
  identifier: string;
  schema: Schema;
}

export interface ScopePlan {
  /** Namespace name in the index (`codeScanning`): any identifier name, keywords included. */
  exportName: string;
  /** File name in the output folder (`code-scanning.ts`). */
  file: string;
  functions: FunctionPlan[];
}

export interface FunctionPlan {
  route: Route;
  /** The name users call (`repos.delete`); `localName` differs when that is not a safe binding. */
  exportName: string;
  localName: string;
  paramsType: string;
  responseType: string;
  routeConst: string;
  routing: RoutePlan;
  /** Union of the success responses' bodies; `undefined` stands for "no content". */
  response: Schema | "no-content" | "unknown" | (Schema | "no-content")[];
}

export interface PlanOptions {
  runtimeImport?: string;
}

/** Files the generator writes itself: a scope cannot take these names. */
const OWN_FILES = ["index", "types", "endpoint", "runtime"];
/** Names the index exports itself (`endpoint`), or that cannot be a namespace export at a module's top level. */
const INDEX_NAMES = ["endpoint", "await"];
/**
 * A module exporting `then` is thenable: `await import("./scope.js")` would call that route's function
 * with the promise's callbacks and never finish. Routes named `then` get another name.
 */
const RESERVED_EXPORTS = ["then"];
/** Type names the index exports itself: a named type or a webhook's type cannot take them. */
const TYPE_NAMES_TAKEN = ["Endpoint", "RequestOptions", "Route", "CallOptions"];
/** Names Windows will not create as files, whatever the extension. */
const DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const GITHUB_API = "https://api.github.com";

export function planSdk(model: ApiModel, options: PlanOptions = {}): SdkPlan {
  const diagnostics: Diagnostic[] = [];
  const types = planTypes(model.types, diagnostics);

  // Group routes by scope, in input order.
  const byScope = new Map<string, Route[]>();
  for (const route of model.routes) {
    const scope = scopeOf(route);
    const list = byScope.get(scope) ?? [];
    list.push(route);
    byScope.set(scope, list);
  }

  // webhooks.ts is the generator's own only when there are webhook bodies to type.
  const ownFiles = model.webhooks?.some((w) => w.body) ? [...OWN_FILES, "webhooks"] : OWN_FILES;
  const files = new NameAllocator((n) => n.toLowerCase(), ownFiles);
  const exportNames = new NameAllocator((n) => n, INDEX_NAMES);
  const scopes: ScopePlan[] = [];
  for (const [scope, routes] of [...byScope].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let stem = kebabCase(scope) || "default";
    if (DEVICE_NAMES.test(stem) || stem.length > 100) stem = `${stem.slice(0, 100)}-routes`;
    const file = files.allocate(stem);
    const exportName = exportNames.allocate(namespaceName(scope));
    if (file.renamed || exportName.renamed) {
      diagnostics.push({
        code: "name-collision",
        severity: "warning",
        message: `scope \`${scope}\` is generated as \`${exportName.name}\` in ${file.name}.ts (its name collided with another)`,
        ...(routes[0] ? { file: routes[0].source.file, pointer: routes[0].source.pointer } : {}),
      });
    }
    scopes.push({
      exportName: exportName.name,
      file: `${file.name}.ts`,
      functions: planFunctions(routes, model, diagnostics),
    });
  }

  const defaults = model.defaults;
  const usesRootBuilder =
    (defaults.baseUrl === undefined || defaults.baseUrl === GITHUB_API) && !defaults.headers && !defaults.mediaType;
  return {
    runtimeImport: options.runtimeImport ?? "@routegen/runtime",
    ...(usesRootBuilder ? {} : { builderDefaults: defaults }),
    types,
    scopes,
    webhooks: planWebhooks(model.webhooks ?? [], [...TYPE_NAMES_TAKEN, ...types.map((t) => t.identifier)], diagnostics),
    diagnostics,
  };
}

function namespaceName(scope: string): string {
  const name = camelCase(scope) || "default";
  return isIdentifierName(name) ? name : `_${name}`;
}

/** Scope: the catalogue's, else the operationId's prefix (`issues/list-for-repo`), else the first tag. */
export function scopeOf(route: Route): string {
  if (route.explicitName) return route.explicitName.scope ?? "default";
  const slash = route.operationId?.lastIndexOf("/") ?? -1;
  if (route.operationId && slash > 0) return route.operationId.slice(0, slash);
  return route.tags?.[0] ?? "default";
}

/** Function name: the catalogue's, else the operationId's last part, else method + path words. */
export function functionNameOf(route: Route): string {
  if (route.explicitName) return route.explicitName.name;
  if (route.operationId) return camelCase(route.operationId.slice(route.operationId.lastIndexOf("/") + 1));
  return camelCase(`${route.method} ${route.url.replace(/^[a-z]+:\/\/[^/]+/i, "")}`);
}

function planFunctions(routes: Route[], model: ApiModel, diagnostics: Diagnostic[]): FunctionPlan[] {
  const exported = new NameAllocator((n) => n, RESERVED_EXPORTS);
  const locals = new NameAllocator((n) => n, ["types", "endpoint", "request", "segment", "expand", "deepObject"]);
  return routes.map((route) => {
    const routing = planRouting(route, model);
    diagnostics.push(...routing.diagnostics);
    let wanted = functionNameOf(route) || camelCase(route.method);
    if (!isIdentifierName(wanted)) wanted = camelCase(wanted) || "route";
    const exportName = exported.allocate(wanted);
    if (exportName.renamed) {
      diagnostics.push({
        code: "name-collision",
        severity: "warning",
        message: `route \`${route.id}\` is generated as \`${exportName.name}\`: \`${wanted}\` is taken by another route of its scope${RESERVED_EXPORTS.includes(wanted) ? " (a module exporting `then` would be thenable)" : ""}`,
        file: route.source.file,
        pointer: route.source.pointer,
      });
    }
    const base = exportName.name;
    const localName = locals.allocate(isSafeBinding(base) ? base : `${base}_`).name;
    const typeBase = pascalCase(base) || "Route";
    return {
      route,
      exportName: base,
      localName,
      paramsType: locals.allocate(`${typeBase}Params`).name,
      responseType: locals.allocate(`${typeBase}Response`).name,
      routeConst: locals.allocate(`${localName.replace(/_$/, "")}Route`).name,
      routing,
      response: successResponse(route),
    };
  });
}

function successResponse(route: Route): FunctionPlan["response"] {
  const successes = route.responses.filter((r) => /^2/.test(r.status));
  if (successes.length === 0) return "unknown";
  const bodies = successes.map((r) => r.schema ?? ("no-content" as const));
  return bodies.length === 1 ? bodies[0]! : bodies;
}

/** Named types get PascalCase names that shadow no global and no name the generated code uses. */
function planTypes(named: readonly NamedType[], diagnostics: Diagnostic[]): TypePlan[] {
  const names = new NameAllocator((n) => n, TYPE_NAMES_TAKEN);
  return named.map((type) => {
    let wanted = pascalCase(type.name) || "Type";
    if (!isSafeBinding(wanted)) wanted = `${wanted}Type`;
    const allocated = names.allocate(wanted);
    if (allocated.renamed) {
      diagnostics.push({
        code: "name-collision",
        severity: "warning",
        message: `type \`${type.name}\` is generated as \`${allocated.name}\`: \`${wanted}\` is taken`,
        file: type.source.file,
        pointer: type.source.pointer,
      });
    }
    return { name: type.name, identifier: allocated.name, schema: type.schema };
  });
}
