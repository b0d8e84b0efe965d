import { DiagnosticError, hasErrors, type Diagnostic } from "../diagnostics.js";
import type { ApiModel, NamedType, Route } from "../model.js";
import { createContext, type Context } from "./catalogue/context.js";
import { checkDistinct, checkRouteName, checkTypeName } from "./catalogue/names.js";
import { REQUEST_DEFAULT_KEYS, readRequestDefaults } from "./catalogue/request-defaults.js";
import { readRoute } from "./catalogue/route.js";
import { readRouteSecurity, readSecuritySchemes } from "./catalogue/security.js";
import { readSchema } from "./catalogue/schema.js";
import { checkTypeCycles } from "./catalogue/type-cycles.js";
import { collapseAliasChains } from "./type-aliases.js";
import { defined, has, isMapping, readMapping, textField, type Mapping } from "./catalogue/values.js";
import { locatorOf, type SourceDocument } from "./source.js";
import type { LoadResult } from "./result.js";

/** The keys of a catalogue's root. `$schema` lets JSON catalogues name the schema, as YAML ones do in a comment. */
const CATALOGUE_KEYS = ["$schema", "title", "version", "defaults", "securitySchemes", "types", "routes"];

const CATALOGUE_HINTS: Readonly<Record<string, string>> = {
  info: "write `title` and `version` at the top level.",
  paths: "routes go under `routes`, keyed by their names: `repos.get: GET /repos/{owner}/{repo}`.",
  components: "named types go under `types`.",
  servers: "write the server's url as `defaults: { baseUrl: https://... }`.",
};

/**
 * Reads a route catalogue (docs/catalogue.md) into the model. Reads on past errors to report them all;
 * throws a `DiagnosticError` carrying every diagnostic if any is an error, else returns the model with
 * its warnings. Diagnostics come in document order.
 */
export function loadCatalogue(doc: SourceDocument): LoadResult {
  const diagnostics: Diagnostic[] = [];
  const root = doc.data;
  const types = isMapping(root) && isMapping(root.types) ? root.types : {};
  const ctx = createContext(doc, new Set(Object.keys(types)), diagnostics);
  const model = readCatalogue(root, ctx, doc.file);
  diagnostics.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0));
  if (model === undefined || hasErrors(diagnostics)) throw new DiagnosticError(diagnostics);
  return { model, diagnostics, locate: locatorOf(doc) };
}

function readCatalogue(root: unknown, ctx: Context, file: string): ApiModel | undefined {
  if (isMapping(root) && (has(root, "openapi") || has(root, "swagger"))) {
    const key = has(root, "openapi") ? "openapi" : "swagger";
    ctx.keyError(
      "not-a-catalogue",
      [key],
      `This is an OpenAPI document (it has \`${key}\`), not a route catalogue: load it as OpenAPI.`,
    );
    return undefined;
  }
  const catalogue = readMapping(root, [], ctx, "the catalogue", CATALOGUE_KEYS, CATALOGUE_HINTS);
  if (!catalogue) return undefined;
  if (!has(catalogue, "routes"))
    ctx.error("missing-key", [], "The catalogue has no `routes`: add `routes:` with one route per name.");
  const defaults = has(catalogue, "defaults")
    ? readMapping(catalogue.defaults, ["defaults"], ctx, "`defaults`", REQUEST_DEFAULT_KEYS)
    : undefined;
  const title = textField(catalogue, "title", [], ctx);
  const version = textField(catalogue, "version", [], ctx);
  textField(catalogue, "$schema", [], ctx);
  const requestDefaults = defaults ? readRequestDefaults(defaults, ["defaults"], ctx) : {};
  const baseUrl = requestDefaults.baseUrl;
  const securitySchemes = has(catalogue, "securitySchemes") ? readSecuritySchemes(catalogue.securitySchemes, ctx) : [];
  return {
    ...defined({ title, version }),
    defaults: requestDefaults,
    servers:
      baseUrl === undefined ? [] : [{ url: baseUrl, variables: [], source: ctx.source(["defaults", "baseUrl"]) }],
    routes: readRoutes(catalogue, ctx, new Set(securitySchemes.map((s) => s.name))),
    types: readTypes(catalogue, ctx),
    files: [file],
    ...(securitySchemes.length > 0 ? { securitySchemes } : {}),
  };
}

function readTypes(catalogue: Mapping, ctx: Context): NamedType[] {
  if (!has(catalogue, "types")) return [];
  const types = readMapping(catalogue.types, ["types"], ctx, "`types`") ?? {};
  const named = Object.entries(types).map(([name, value]) => {
    checkTypeName(name, ["types", name], ctx);
    return { name, schema: readSchema(value, ["types", name], ctx), source: ctx.source(["types", name]) };
  });
  checkDistinct(Object.keys(types), (name) => ["types", name], "type", ctx);
  checkTypeCycles(named, ctx);
  collapseAliasChains(named);
  return named;
}

function readRoutes(catalogue: Mapping, ctx: Context, schemes: ReadonlySet<string>): Route[] {
  const routes =
    (has(catalogue, "routes") ? readMapping(catalogue.routes, ["routes"], ctx, "`routes`") : undefined) ?? {};
  checkDistinct(Object.keys(routes), (name) => ["routes", name], "route name", ctx);
  return Object.entries(routes).flatMap(([id, value]) => {
    checkRouteName(id, ["routes", id], ctx);
    const route = readRoute(id, value, ["routes", id], ctx);
    // A route's credentials: which of the catalogue's security schemes it asks for.
    const security =
      route && isMapping(value) && has(value, "security")
        ? readRouteSecurity(value.security, ["routes", id, "security"], ctx, schemes)
        : undefined;
    if (route && security) route.security = security;
    return route ?? [];
  });
}
