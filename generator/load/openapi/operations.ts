import type { Route, Server } from "../../model.js";
import { report, type LoadContext } from "./context.js";
import { child, sourceOf, type Place } from "./place.js";
import { readBody, readResponses } from "./content.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { pathChecked, readParameters, type ParameterMap } from "./parameters.js";
import { defaultUrl } from "../../util/server-url.js";
import { readServers } from "./servers.js";
import { readOperationSecurity } from "./security.js";
import { METHODS } from "./methods.js";
import { isToken } from "../http-text.js";

/** One route per operation of `paths`, in the order written. */
export function readPaths(paths: unknown, at: Place, ctx: LoadContext, main: Server | undefined): Route[] {
  if (paths === undefined) return [];
  if (!isObject(paths)) {
    report(ctx, "invalid-document", "error", "`paths` must be a map from path to path item", at);
    return [];
  }
  const routes: Route[] = [];
  const operationIds = new Map<string, string>();
  for (const [path, value] of Object.entries(paths)) {
    if (path.startsWith("x-")) continue;
    const itemAt = child(at, path);
    if (!path.startsWith("/")) {
      report(ctx, "invalid-document", "error", `path "${path}" must start with "/"`, itemAt, "key");
      continue;
    }
    const followed = ctx.refs.follow(value, itemAt);
    if (!followed) continue;
    const { value: item, at: place } = followed;
    if (!isObject(item)) {
      report(ctx, "invalid-document", "error", `path item "${path}" must be an object`, place);
      continue;
    }
    const shared: ParameterMap = new Map();
    readParameters(own(item, "parameters"), child(place, "parameters"), ctx, shared);
    const server = readServers(own(item, "servers"), child(place, "servers"), ctx)?.[0];
    for (const { method, operation, at: opAt } of operationsOf(item, place, ctx)) {
      if (!isObject(operation)) {
        report(ctx, "invalid-document", "error", `operation ${method} ${path} must be an object`, opAt);
        continue;
      }
      const route = readOperation(method, path, operation, opAt, ctx, {
        parameters: shared,
        server,
        main,
      });
      if (route.operationId !== undefined) checkUnique(route, operationIds, opAt, ctx);
      routes.push(route);
    }
  }
  return routes;
}

/**
 * The operations of a path item: one per method key (`get`...`trace`, and 3.2's `query`), then 3.2's
 * `additionalOperations`, whose keys are the methods as sent (`COPY`, `LINK`). A key there that is no
 * method name, or that a fixed key says (`POST`), is left out with a warning.
 */
export function operationsOf(
  item: JsonObject,
  at: Place,
  ctx: LoadContext,
): { method: string; operation: unknown; at: Place }[] {
  const operations = Object.entries(item)
    .filter(([key]) => METHODS.has(key))
    .map(([key, operation]) => ({ method: key.toUpperCase(), operation, at: child(at, key) }));
  const additional = own(item, "additionalOperations");
  if (additional === undefined) return operations;
  const additionalAt = child(at, "additionalOperations");
  if (!isObject(additional)) {
    report(
      ctx,
      "invalid-document",
      "error",
      "`additionalOperations` must be a map from method to operation",
      additionalAt,
    );
    return operations;
  }
  for (const [method, operation] of Object.entries(additional)) {
    const opAt = child(additionalAt, method);
    const fixed = METHODS.has(method.toLowerCase());
    if (fixed || !isToken(method)) {
      const why = fixed ? `its operation belongs under \`${method.toLowerCase()}\`` : "it is no HTTP method name";
      report(ctx, "invalid-document", "warning", `additional operation \`${method}\` is left out: ${why}`, opAt, "key");
      continue;
    }
    // Methods are case-sensitive (RFC 9110), and no call sends this spelling: request options carry
    // methods lowercased, and toFetch (as axios and got) sends them uppercased. The route keeps it.
    if (method !== method.toUpperCase()) {
      const sent = `request options carry methods lowercased (\`${method.toLowerCase()}\`) and toFetch, axios and got send them uppercased (\`${method.toUpperCase()}\`)`;
      report(
        ctx,
        "method-case",
        "warning",
        `additional operation \`${method}\`: HTTP methods are case-sensitive, but ${sent}: the server must take that spelling`,
        opAt,
        "key",
      );
    }
    operations.push({ method, operation, at: opAt });
  }
  return operations;
}

/** What an operation inherits: its path item's parameters and server, and the document's server. */
interface Inherited {
  parameters: ParameterMap;
  server: Server | undefined;
  main: Server | undefined;
}

function readOperation(
  method: string,
  path: string,
  op: JsonObject,
  at: Place,
  ctx: LoadContext,
  inherited: Inherited,
): Route {
  // An empty operationId (published: Deutsche Bahn's) names nothing: the operation is one without.
  const operationId = stringAt(op, "operationId") || undefined;
  // An operation (or path item) with servers of its own lives elsewhere: the first is its base url.
  const server = readServers(own(op, "servers"), child(at, "servers"), ctx)?.[0] ?? inherited.server;
  const parameters = new Map(inherited.parameters);
  readParameters(own(op, "parameters"), child(at, "parameters"), ctx, parameters);

  // A fragment is never sent (RFC 3986): descriptions write one to tell operations on one path apart
  // (`/#X-Amz-Target=Service.Action` in APIs.guru's AWS descriptions, `/files/{id}#add_link`). The url
  // ends before it, or a query appended to the url would go inside it and be dropped with it. The
  // route keeps it apart: it names the operation (the plan scopes `Action=...` by it).
  const hash = path.indexOf("#");
  const sentPath = hash === -1 ? path : path.slice(0, hash);
  const route: Route = {
    id: operationId ?? `${method} ${path}`,
    method,
    url: sentPath,
    // OpenAPI path templating has `{name}` only: a colon is text (custom methods: `/v1/{name}:cancel`),
    // and a trailing `/` is part of the path.
    literalPath: true,
    parameters: [],
    responses: [],
    source: sourceOf(at),
  };
  if (operationId !== undefined) route.operationId = operationId;
  if (hash !== -1) route.fragment = path.slice(hash + 1);
  if (server && (!inherited.main || defaultUrl(server) !== defaultUrl(inherited.main))) route.server = server;
  const summary = stringAt(op, "summary");
  if (summary !== undefined) route.summary = summary;
  const description = stringAt(op, "description");
  if (description !== undefined) route.description = description;
  const docs = own(op, "externalDocs");
  const docsUrl = isObject(docs) ? stringAt(docs, "url") : undefined;
  if (docsUrl !== undefined) route.docsUrl = docsUrl;
  if (own(op, "deprecated") === true) route.deprecated = true;
  const tags = own(op, "tags");
  if (Array.isArray(tags)) route.tags = tags.filter((t): t is string => typeof t === "string");

  route.parameters = pathChecked(sentPath, parameters, at, ctx);
  if (Object.hasOwn(op, "requestBody")) {
    const body = readBody(op.requestBody, child(at, "requestBody"), ctx);
    if (body) route.body = body;
  }
  route.responses = readResponses(own(op, "responses"), child(at, "responses"), ctx);
  const security = readOperationSecurity(op, at, ctx);
  if (security) route.security = security;
  return route;
}

function checkUnique(route: Route, seen: Map<string, string>, at: Place, ctx: LoadContext): void {
  const id = route.id;
  const first = seen.get(id);
  if (first !== undefined) {
    report(
      ctx,
      "duplicate-operation-id",
      "error",
      `operationId "${id}" is already used by ${first}`,
      child(at, "operationId"),
    );
  } else {
    seen.set(id, `${route.method} ${route.url}`);
  }
}
