import { DiagnosticError, hasErrors, type Diagnostic } from "../../diagnostics.js";
import type { ApiModel, NamedType, Route, Server } from "../../model.js";
import { collapseAliasChains, findAliasCycles, withoutAlias } from "../type-aliases.js";
import { typesByDirection } from "../type-directions.js";
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
import { applySecurity, readSecuritySchemes } from "./security.js";
import { upgradeSwagger2 } from "./swagger2/index.js";
import { reportUnread } from "./unread.js";
import { readWebhooks } from "./webhooks.js";
import { put } from "./swagger2/context.js";

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
 * Reads an OpenAPI 3.0, 3.1 or 3.2 document (or Swagger 2.0, upgraded first) into the model. Every problem
 * found is collected; if any is an error, throws a DiagnosticError carrying them all, so a returned
 * model holds warnings only.
 */
export function loadOpenApi(input: SourceDocument, options: OpenApiLoadOptions = {}): LoadResult {
  const { doc, diagnostics } = openApi3(input);
  const data = doc.data as JsonObject;
  const refs = new RefResolver(doc, options, diagnostics);
  const ctx: LoadContext = {
    root: doc,
    refs,
    types: new NamedTypes(),
    diagnostics,
    expanding: new Set(),
    depth: 0,
    refTargets: localRefTargets(doc.data),
  };
  const root: Place = { doc, pointer: "#" };

  readComponentSchemas(ctx, child(root, "components"));
  const securitySchemes = readSecuritySchemes(data, root, ctx);
  ctx.securitySchemes = new Set(securitySchemes.map((s) => s.name));
  const servers = readServers(own(data, "servers"), child(root, "servers"), ctx) ?? [];
  const routes = readPaths(own(data, "paths"), child(root, "paths"), ctx, servers[0]);
  applySecurity(routes, data, root, ctx);
  // A description with no server of its own whose operations all name the same one (Swagger 2.0
  // conversions write the host on every operation): that server is the API's.
  if (servers.length === 0) servers.push(...sharedServer(routes));
  const baseUrl = apiBaseUrl(
    servers[0],
    routes.some((route) => !route.server),
    child(root, "servers"),
    ctx,
  );
  // Before the types are listed: a webhook's body may name types no route uses.
  const webhooks = readWebhooks(data, root, ctx);
  reportUnread(data, root, ctx);
  if (own(data, "$self") !== undefined)
    report(
      ctx,
      "not-applied",
      "note",
      "`$self` (OpenAPI 3.2) is not applied: `$ref`s resolve against the file read",
      child(root, "$self"),
    );
  const types = ctx.types.list();
  settleAliasCycles(types, ctx);
  collapseAliasChains(types);

  const read: ApiModel = {
    defaults: { baseUrl },
    servers,
    routes,
    types,
    files: refs.files,
  };
  if (webhooks.length > 0) read.webhooks = webhooks;
  if (securitySchemes.length > 0) read.securitySchemes = securitySchemes;
  const model = typesByDirection(read);
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
      for (const name of cycle.members ?? [])
        report(
          ctx,
          "ref-unresolved",
          "error",
          `type "${name}" is only a $ref that leads back to itself`,
          ctx.types.placeOf(name)!,
        );
      continue;
    }
    const from = byName.get(cycle.from)!;
    from.schema = withoutAlias(from.schema, cycle.to);
    const shown = cycle.names.map((name) => (name === "…" ? name : `"${name}"`)).join(" → ");
    report(
      ctx,
      "ref-cycle",
      "warning",
      `type "${cycle.to}" is itself through oneOf/anyOf/allOf alone (${shown}), which no TypeScript type can be: "${cycle.from}" reads its reference to "${cycle.to}" as unknown`,
      at,
    );
  }
}

/** The document as OpenAPI 3.0, 3.1 or 3.2 data, with the upgrade's warnings; throws for anything else. */
function openApi3(given: SourceDocument): { doc: SourceDocument; diagnostics: Diagnostic[] } {
  const root: Place = { doc: given, pointer: "#" };
  if (!isObject(given.data)) {
    throw new DiagnosticError([diagnose("invalid-document", "error", "an OpenAPI document must be an object", root)]);
  }
  const { doc, diagnostics } = versionAsText(given);
  const openapi = own(doc.data as JsonObject, "openapi");
  const swagger = own(doc.data as JsonObject, "swagger");
  if (typeof openapi === "string" && /^3\.[012](\.|$)/.test(openapi)) return { doc, diagnostics };
  if (openapi === undefined && swagger === "2.0") {
    const upgraded = upgradeSwagger2(doc);
    return { doc: upgraded.doc, diagnostics: [...diagnostics, ...upgraded.diagnostics] };
  }
  const message =
    openapi !== undefined
      ? `OpenAPI ${JSON.stringify(openapi)} is not supported; use 3.0, 3.1 or 3.2`
      : swagger !== undefined
        ? `Swagger ${JSON.stringify(swagger)} is not supported; only 2.0 is`
        : "no `openapi` version field: this does not look like an OpenAPI document";
  const at = openapi !== undefined ? child(root, "openapi") : swagger !== undefined ? child(root, "swagger") : root;
  throw new DiagnosticError([diagnose("openapi-version", "error", message, at)]);
}

/** The versions YAML reads as numbers when written unquoted (`swagger: 2.0` is the number 2), as the text meant. */
const NUMERIC_VERSIONS = new Map<string, Map<unknown, string>>([
  ["swagger", new Map([[2, "2.0"]])],
  [
    "openapi",
    new Map<unknown, string>([
      [3, "3.0"],
      [3.1, "3.1"],
      [3.2, "3.2"],
    ]),
  ],
]);

/**
 * `swagger: 2.0`, `openapi: 3.0`, `3.1` and `3.2` written unquoted in YAML are numbers, though every
 * reader means the version: read as the text (a copy of the root with the field replaced), with a note
 * at the field saying to quote it.
 */
function versionAsText(doc: SourceDocument): { doc: SourceDocument; diagnostics: Diagnostic[] } {
  const data = doc.data as JsonObject;
  for (const [field, versions] of NUMERIC_VERSIONS) {
    const text = versions.get(own(data, field));
    if (text === undefined) continue;
    const note = diagnose(
      "version-number",
      "note",
      `\`${field}: ${String(own(data, field))}\` is a number; read as the version "${text}" (quote it: \`${field}: "${text}"\`)`,
      { doc, pointer: `#/${field}` },
    );
    const copy: JsonObject = { ...data };
    put(copy, field, text);
    return { doc: { ...doc, data: copy }, diagnostics: [note] };
  }
  return { doc, diagnostics: [] };
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
