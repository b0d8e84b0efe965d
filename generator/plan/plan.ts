import type { Diagnostic } from "../diagnostics.js";
import type { ApiModel, NamedType, RequestDefaults, Route, Schema } from "../model.js";
import { vendorOf } from "../../runtime/media-type.js";
import { fileStem } from "./file-names.js";
import { camelCase, isIdentifierName, isReservedWord, isSafeBinding, NameAllocator, pascalCase } from "./names.js";
import { planRouting, type RoutePlan, type RoutingContext } from "./routing/index.js";
import { scopeSourceOf, scopesSplitNote, scopingOf, type ScopeSource, type Scoping } from "./scope.js";
import { planAuthSchemes, routeAuth, type AuthSchemePlan } from "./security.js";
import { planServers, type ServerPlan } from "./servers.js";
import { planWebhooks, type WebhookPlan } from "./webhooks.js";

/** Everything the emitter needs, decided: names, files, routing. Pure data. */
export interface SdkPlan {
  /** The module generated code imports the runtime from. */
  runtimeImport: string;
  api: ApiPlan;
  types: TypePlan[];
  scopes: ScopePlan[];
  /** Webhook and callback bodies to type (`webhooks.ts`); empty when the API has none. */
  webhooks: WebhookPlan[];
  diagnostics: Diagnostic[];
}

/** What every call of the SDK starts from. */
export interface ApiPlan {
  /** The API is GitHub's: the runtime's own defaults and root builder serve it. */
  github: boolean;
  /** The API's defaults (base url, headers, media type), for any other API. */
  defaults: RequestDefaults;
  /** Its accept header is a vendor media type (`application/vnd.github.v3+json`): calls take `mediaType`. */
  vendor: boolean;
  /** The API's servers, the default first, then those of routes with servers of their own. */
  servers: ServerPlan[];
  /** The names of the servers routes have of their own (`servers` keys of defaults), in the order met. */
  routeServers: string[];
  /** The security schemes a call can send credentials for (`defaults({ auth })`); empty for most SDKs. */
  authSchemes: AuthSchemePlan[];
}

export interface TypePlan {
  /** Model key (`simple-user`) and TypeScript name (`SimpleUser`). */
  name: string;
  identifier: string;
  /** Its own module in the output folder (`types/simple-user.ts`): a program loads only the types it reaches. */
  file: string;
  schema: Schema;
  /** The identifier of the type this one is the sent form of: `Pet` for `PetInput` (see load/type-directions.ts). */
  sentFormOf?: string;
  /** An enum also emitted as a `const` object of its values (`enums: as-const`). */
  constObject?: true;
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
  /** How its scope was decided (`explain` says). */
  scope: ScopeSource;
  /** The name users call (`repos.delete`); `localName` differs when that is not a safe binding. */
  exportName: string;
  localName: string;
  paramsType: string;
  responseType: string;
  /** The type of its declared responses by status (`ResponsesOf`); absent when it declares none. */
  responsesType?: string;
  /** The alternatives of schemes a call sends credentials of (`withAuth`); absent when it sends none. */
  auth?: string[][];
  routing: RoutePlan;
  /** Union of the success responses' bodies; `undefined` stands for "no content". */
  response: Schema | "no-content" | "unknown" | (Schema | "no-content")[];
}

export interface PlanOptions {
  runtimeImport?: string;
  /** How routes are scoped, decided over the whole description (scope.ts); over the model's routes when left out. */
  scoping?: Scoping;
  /** `as-const`: each named enum is also a `const` object of its values; `types` (default): a type alone. */
  enums?: "types" | "as-const";
}

/** Files the generator writes itself: a scope cannot take these names. */
const OWN_FILES = ["index", "types", "endpoint", "runtime"];
/** Names the index exports itself (`endpoint`, `defaults`), or that cannot be a namespace export at a module's top level. */
const INDEX_NAMES = ["endpoint", "defaults", "await"];
/**
 * A module exporting `then` is thenable: `await import("./scope.js")` would call that route's function
 * with the promise's callbacks and never finish. Routes named `then` get another name.
 */
const RESERVED_EXPORTS = ["then"];
/** Type names the index exports itself: a named type or a webhook's type cannot take them. */
const TYPE_NAMES_TAKEN = ["Endpoint", "RequestOptions", "Route", "CallOptions"];
const GITHUB_API = "https://api.github.com";
/**
 * What a scope module imports or declares itself: no route's function or type takes these names, and
 * a named type it imports that has one of them is imported under an alias (emit/type-imports.ts).
 */
export const RUNTIME_NAMES: readonly string[] = [
  "types",
  "endpoint",
  "api",
  "requestOptions",
  "baseUrl",
  "serverUrl",
  "withDefaultParams",
  "segment",
  "lastSegment",
  "listSegment",
  "lastListSegment",
  "expand",
  "pair",
  "encodeUnreserved",
  "keepReserved",
  "form",
  "formExplode",
  "spaceDelimited",
  "pipeDelimited",
  "tabDelimited",
  "deepObject",
  "json",
  "formBody",
  "formData",
  "formNested",
  "multipart",
  "own",
  "trimSlash",
  "contentTypeOf",
  "vendorRequestOptions",
  "withCookies",
  "cookieExplode",
  "cookieStyle",
  "cookieStyleExplode",
  "withHeaderStyles",
  "withDefaults",
  "withRouteDefaults",
  "Defaults",
  "CallOptions",
  "RequestOptions",
  "withAuth",
  "securitySchemes",
];

export function planSdk(model: ApiModel, options: PlanOptions = {}): SdkPlan {
  const diagnostics: Diagnostic[] = [];
  const types = planTypes(model.types, diagnostics);
  if (options.enums === "as-const")
    for (const type of types)
      if (type.schema.kind === "enum" && type.schema.values.some((v) => v !== null)) type.constObject = true;
  const api = planApi(model);
  const servers = planServers(model);
  api.servers = servers.servers;
  const routing: RoutingContext = {
    options: ["baseUrl", "headers", "request", ...(api.vendor ? ["mediaType"] : [])],
    serverOf: servers.routeServer,
  };

  // Group routes by scope, in input order.
  const scoping = options.scoping ?? scopingOf(model.routes);
  const byScope = new Map<string, { route: Route; source: ScopeSource }[]>();
  for (const route of model.routes) {
    const source = scopeSourceOf(route, scoping);
    const list = byScope.get(source.scope) ?? [];
    list.push({ route, source });
    byScope.set(source.scope, list);
  }

  // webhooks.ts is the generator's own only when there are webhook bodies to type.
  const ownFiles = model.webhooks?.some((w) => w.body) ? [...OWN_FILES, "webhooks"] : OWN_FILES;
  const files = new NameAllocator((n) => n.toLowerCase(), ownFiles);
  const exportNames = new NameAllocator((n) => n, INDEX_NAMES);
  const scopes: ScopePlan[] = [];
  for (const [scope, routes] of [...byScope].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const file = files.allocate(fileStem(scope, "api", "routes"));
    const exportName = exportNames.allocate(namespaceName(scope));
    if (file.renamed || exportName.renamed) {
      diagnostics.push({
        code: "name-collision",
        severity: "warning",
        message: `scope \`${scope}\` is generated as \`${exportName.name}\` in ${file.name}.ts (its name collided with another)`,
        ...(routes[0] ? { file: routes[0].route.source.file, pointer: routes[0].route.source.pointer } : {}),
      });
    }
    scopes.push({
      exportName: exportName.name,
      file: `${file.name}.ts`,
      functions: planFunctions(routes, model, routing, diagnostics, api.authSchemes),
    });
  }

  diagnostics.push(...scopesSplitNote(scopes));
  api.routeServers = [
    ...new Set(scopes.flatMap((scope) => scope.functions.flatMap((fn) => fn.routing.server?.name ?? []))),
  ];
  return {
    runtimeImport: options.runtimeImport ?? "@routegen/runtime",
    api,
    types,
    scopes,
    webhooks: planWebhooks(model.webhooks ?? [], [...TYPE_NAMES_TAKEN, ...types.map((t) => t.identifier)], diagnostics),
    diagnostics,
  };
}

/** GitHub's API (no base url or its own, no other defaults) is the runtime's own; others bring their defaults. */
function planApi(model: ApiModel): ApiPlan {
  const { defaults } = model;
  const github =
    (defaults.baseUrl === undefined || defaults.baseUrl === GITHUB_API) && !defaults.headers && !defaults.mediaType;
  const vendor =
    github ||
    vendorOf(Object.entries(defaults.headers ?? {}).find(([name]) => name.toLowerCase() === "accept")?.[1]) !==
      undefined;
  return { github, defaults, vendor, servers: [], routeServers: [], authSchemes: planAuthSchemes(model) };
}

/**
 * A scope's namespace in the index: its name in camelCase, which must import naturally (`import {
 * issues } from "./sdk/index.js"`): a reserved word (`public`, `let`) or `default` (which `import sdk
 * from` would pick) gets `Api` after it.
 */
function namespaceName(scope: string): string {
  const name = camelCase(scope) || "api";
  const safe = isIdentifierName(name) ? name : `_${name}`;
  return isReservedWord(safe) || safe === "default" ? `${safe}Api` : safe;
}

/**
 * Function name: the catalogue's, else the operationId's last part, else method + path words, from the
 * path as the description writes it (its id): a fragment that tells two operations apart (`/#Action=A`)
 * is not in the url they are sent to.
 */
export function functionNameOf(route: Route): string {
  if (route.explicitName) return route.explicitName.name;
  if (route.operationId) return camelCase(route.operationId.slice(route.operationId.lastIndexOf("/") + 1));
  return camelCase(route.id);
}

function planFunctions(
  routes: { route: Route; source: ScopeSource }[],
  model: ApiModel,
  context: RoutingContext,
  diagnostics: Diagnostic[],
  authSchemes: AuthSchemePlan[],
): FunctionPlan[] {
  const exported = new NameAllocator((n) => n, RESERVED_EXPORTS);
  const locals = new NameAllocator((n) => n, RUNTIME_NAMES);
  return routes.map(({ route, source }) => {
    const routing = planRouting(route, model, context);
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
    const fn: FunctionPlan = {
      route,
      scope: source,
      exportName: base,
      localName,
      paramsType: locals.allocate(`${typeBase}Params`).name,
      responseType: locals.allocate(`${typeBase}Response`).name,
      routing,
      response: successResponse(route),
    };
    if (route.responses.length > 0) fn.responsesType = locals.allocate(`${typeBase}Responses`).name;
    const auth = routeAuth(route, authSchemes);
    if (auth) fn.auth = auth;
    return fn;
  });
}

function successResponse(route: Route): FunctionPlan["response"] {
  const successes = route.responses.filter((r) => /^2/.test(r.status));
  if (successes.length === 0) return "unknown";
  const bodies = successes.map((r) => r.schema ?? ("no-content" as const));
  return bodies.length === 1 ? bodies[0]! : bodies;
}

/**
 * Named types get PascalCase names that shadow no global and no name the generated code uses, and a
 * module each under `types/`, named after the identifier.
 */
function planTypes(named: readonly NamedType[], diagnostics: Diagnostic[]): TypePlan[] {
  const names = new NameAllocator((n) => n, TYPE_NAMES_TAKEN);
  const files = new NameAllocator((n) => n.toLowerCase());
  const identifiers = new Map<string, string>();
  return named.map((type) => {
    // A type's sent form is named after it (`PetInput`), whatever its key.
    const received = type.sentFormOf === undefined ? undefined : identifiers.get(type.sentFormOf);
    let wanted = received === undefined ? pascalCase(type.name) || "Type" : `${received}Input`;
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
    identifiers.set(type.name, allocated.name);
    const file = files.allocate(fileStem(allocated.name, "type", "type")).name;
    const plan: TypePlan = {
      name: type.name,
      identifier: allocated.name,
      file: `types/${file}.ts`,
      schema: type.schema,
    };
    if (received !== undefined) plan.sentFormOf = received;
    return plan;
  });
}
