import { DiagnosticError, hasErrors, type Diagnostic } from "../../diagnostics.js";
import type { ApiModel, NamedType, Route, Server } from "../../model.js";
import { collapseAliasChains, findAliasCycles, withoutAlias } from "../type-aliases.js";
import { LoadError, type LoadResult } from "../result.js";
import { locatorOf, type SourceDocument } from "../source.js";
import { report, type LoadContext } from "./context.js";
import { child, diagnose, type Place } from "./place.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { NamedTypes } from "./named-types.js";
import { readPaths } from "./operations.js";
import { RefResolver } from "./refs.js";
import { localRefTargets } from "./ref-targets.js";
import { readSchema } from "./schema.js";
import { defaultUrl } from "../../util/server-url.js";
import { apiBaseUrl, readServers } from "./servers.js";
import { upgradeSwagger2 } from "./swagger2/index.js";
import { reportUnread } from "./unread.js";
import { readWebhooks } from "./webhooks.js";

export interface OpenApiLoadOptions {
  /**
   * Let `$ref`s read files outside the input's folder. Off by default: a description is untrusted input.
   * Urls are never fetched either way.
   */
  allowExternalRefs?: boolean;
  /** The folder `$ref`s may not leave (default: the input's own): a remote input's origin, mirrored. */
  refRoot?: string | undefined;
}

/**
 * Reads an OpenAPI 3.0 or 3.1 document (or Swagger 2.0, upgraded first) into the model. Every problem
 * found is collected; if any is an error, throws a DiagnosticError carrying them all, so a returned
 * model holds warnings only.
 */
export function loadOpenApi(input: SourceDocument, options: OpenApiLoadOptions = {}): LoadResult {
  const { doc, diagnostics } = openApi3(input);
  const data = doc.data as JsonObject;
  const refs = new RefResolver(doc, options, diagnostics);
  const ctx: LoadContext = { root: doc, refs, types: new NamedTypes(), diagnostics, expanding: new Set(), depth: 0, refTargets: localRefTargets(doc.data) };
  const root: Place = { doc, pointer: "#" };

  readComponentSchemas(ctx, child(root, "components"));
  const servers = readServers(own(data, "servers"), child(root, "servers"), ctx) ?? [];
  const routes = readPaths(own(data, "paths"), child(root, "paths"), ctx, servers[0]);
  // A description with no server of its own whose operations all name the same one (Swagger 2.0
  // conversions write the host on every operation): that server is the API's.
  if (servers.length === 0) servers.push(...sharedServer(routes));
  const baseUrl = apiBaseUrl(servers[0], routes.some((route) => !route.server), child(root, "servers"), ctx);
  // Before the types are listed: a webhook's body may name types no route uses.
  const webhooks = readWebhooks(data, root, ctx);
  reportUnread(data, root, ctx);
  const types = ctx.types.list();
  settleAliasCycles(types, ctx);
  collapseAliasChains(types);

  const model: ApiModel = {
    defaults: { baseUrl },
    servers,
    routes,
    types,
    files: refs.files,
  };
  if (webhooks.length > 0) model.webhooks = webhooks;
  const info = own(data, "info");
  const title = isObject(info) ? stringAt(info, "title") : undefined;
  const version = isObject(info) ? stringAt(info, "version") : undefined;
  if (title !== undefined) model.title = title;
  if (version !== undefined) model.version = version;

  const unique = dedupe(diagnostics);
  if (hasErrors(unique)) throw new LoadError(unique, refs.tried);
  return { model, diagnostics: unique, locate: locatorOf(doc) };
}

/** The server every route names as its own, taken from them, when they all name the same one. */
function sharedServer(routes: Route[]): Server[] {
  const first = routes[0]?.server;
  if (!first || !routes.every((r) => r.server && defaultUrl(r.server) === defaultUrl(first))) return [];
  for (const route of routes) delete route.server;
  return [first];
}

/**
 * Types that are themselves through `$ref`s alone (`A: {$ref: B}`, `B: {$ref: A}`) have no content at
 * all: an error, at each of them. A cycle through a union or intersection (`D: {oneOf: [E, string]}`,
 * `E: {anyOf: [D]}`) is a mistake a real description can make, and would not compile: the reference
 * that closes it is read as `unknown` (a warning), and the rest of the API generates.
 */
function settleAliasCycles(types: NamedType[], ctx: LoadContext): void {
  const byName = new Map(types.map((t) => [t.name, t]));
  for (const cycle of findAliasCycles(types)) {
    const at = ctx.types.placeOf(cycle.to)!;
    if (cycle.plain) {
      for (const name of cycle.members ?? []) report(ctx, "ref-unresolved", "error", `type "${name}" is only a $ref that leads back to itself`, ctx.types.placeOf(name)!);
      continue;
    }
    const from = byName.get(cycle.from)!;
    from.schema = withoutAlias(from.schema, cycle.to);
    const shown = cycle.names.map((name) => (name === "…" ? name : `"${name}"`)).join(" → ");
    report(ctx, "ref-cycle", "warning", `type "${cycle.to}" is itself through oneOf/anyOf/allOf alone (${shown}), which no TypeScript type can be: "${cycle.from}" reads its reference to "${cycle.to}" as unknown`, at);
  }
}

/** The document as OpenAPI 3.0 or 3.1 data, with the upgrade's warnings; throws for anything else. */
function openApi3(doc: SourceDocument): { doc: SourceDocument; diagnostics: Diagnostic[] } {
  const root: Place = { doc, pointer: "#" };
  if (!isObject(doc.data)) {
    throw new DiagnosticError([diagnose("invalid-document", "error", "an OpenAPI document must be an object", root)]);
  }
  const openapi = own(doc.data, "openapi");
  const swagger = own(doc.data, "swagger");
  if (typeof openapi === "string" && /^3\.[01](\.|$)/.test(openapi)) return { doc, diagnostics: [] };
  if (openapi === undefined && swagger === "2.0") return upgradeSwagger2(doc);
  const message =
    openapi !== undefined
      ? `OpenAPI ${JSON.stringify(openapi)} is not supported; use 3.0 or 3.1`
      : swagger !== undefined
        ? `Swagger ${JSON.stringify(swagger)} is not supported; only 2.0 is`
        : "no `openapi` version field: this does not look like an OpenAPI document";
  const at = openapi !== undefined ? child(root, "openapi") : swagger !== undefined ? child(root, "swagger") : root;
  throw new DiagnosticError([diagnose("openapi-version", "error", message, at)]);
}

/**
 * `components/schemas`, in the order written. All names are reserved before any schema is read, so a
 * `$ref` to a later schema (or to itself) just names it, and names stay as written.
 */
function readComponentSchemas(ctx: LoadContext, at: Place): void {
  const components = own(ctx.root.data as JsonObject, "components");
  if (components === undefined) return;
  if (!isObject(components)) {
    report(ctx, "invalid-document", "error", "`components` must be an object", at);
    return;
  }
  const schemas = own(components, "schemas");
  if (schemas === undefined) return;
  const schemasAt = child(at, "schemas");
  if (!isObject(schemas)) {
    report(ctx, "invalid-document", "error", "`components/schemas` must be a map from name to schema", schemasAt);
    return;
  }
  const key = ctx.refs.keyOf(ctx.root);
  const entries = Object.entries(schemas).map(([name, value]) => ({ name, value, at: child(schemasAt, name) }));
  for (const entry of entries) ctx.types.reserve(key + entry.at.pointer, entry.name, entry.at);
  for (const entry of entries) ctx.types.define(key + entry.at.pointer, readSchema(entry.value, entry.at, ctx));
}

/** The same problem can be met more than once (a path item's parameter, once per operation). */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code}\0${d.file}\0${d.pointer}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
