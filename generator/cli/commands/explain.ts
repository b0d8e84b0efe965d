import type { Target } from "../../config/config.js";
import type { ExplainedField, RouteExplanation } from "../../explain.js";
import type { ApiModel, Body, Route, Schema, SourceRef } from "../../model.js";
import { typeTextIn, type PlannedApi } from "../../pipeline.js";
import { escapeSegment } from "../../util/json-pointer.js";
import type { FunctionPlan } from "../../plan/plan.js";
import type { ParamField } from "../../plan/routing/index.js";
import {
  COMMON_OPTIONS,
  parseCommand,
  positionalsUpTo,
  ROUTE_HELP,
  ROUTE_OPTIONS,
  UsageError,
  VERBOSE_HELP,
  VERBOSE_OPTION,
} from "../args.js";
import { credentialLines } from "../explain-credentials.js";
import { bodyLines, parameterOf, placementReason, serverLine } from "../explain-routing.js";
import { routeArgument, type FoundRoute } from "../find-route.js";
import { loadRoute } from "../load-api.js";
import { rootBuilder } from "../root-builder.js";
import { resolveTargets } from "../targets.js";
import { stdout } from "../terminal.js";

export const help = `Usage: routegen explain <name-or-route> [options]

Shows where each part of a route's request comes from: the place in the catalogue or OpenAPI document
(file:line:column and JSON pointer) of the route and of each parameter, how the function got its name,
the server the request goes to (and how to point it elsewhere), how the body is sent (each media type
a call can choose, its encoding and content-type), the defaults applied (the SDK's, the route's own),
and for each parameter where it goes (url, query, headers, body or data), how it is written, and why.

Options:
${ROUTE_HELP}
${VERBOSE_HELP}
  -h, --help                Show this help.

Examples:
  routegen explain issues.listForRepo
  routegen explain folders.copyNote --input examples/openapi/api.yaml
  routegen explain "PUT /notes/{noteId}/attachments/{name}" --input examples/openapi/api.yaml
`;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...COMMON_OPTIONS,
    ...VERBOSE_OPTION,
    ...ROUTE_OPTIONS,
  });
  const { wanted, rest } = routeArgument(positionals);
  if (wanted === undefined) throw new UsageError("explain needs a route: routegen explain <name-or-route>");
  positionalsUpTo(rest, 0);
  const loaded = await loadRoute(await resolveTargets(values.input, values, "explain"), wanted, {
    verbose: values.verbose === true,
  });
  if (typeof loaded === "number") return loaded;
  // The facts beyond the plan's own fields come from the pipeline (generator/explain.ts); this file words them.
  const { explainRoute, sourcePlaces } = await import("../../explain.js");
  const place = sourcePlaces();
  const { dim } = stdout.colours;
  const at = (ref: SourceRef) => {
    const position = place(ref);
    return dim(`${ref.file}${position ? `:${position.line}:${position.column}` : ""} (${ref.pointer})`);
  };
  const explanation = explainRoute(loaded.api, loaded.found.fn);
  const explained: Explained = {
    ...loaded,
    explanation,
    at,
    isCatalogue: loaded.found.fn.route.source.pointer.startsWith("#/routes/"),
  };
  const out = [...routeLines(explained), "", ...(await defaultsLines(explained)), "", ...parameterLines(explained)];
  const { warnings } = explanation;
  if (warnings.length > 0) {
    const { bold, yellow } = stdout.colours;
    out.push("", bold("Warnings"));
    for (const d of warnings)
      out.push(`  ${yellow(d.code)}: ${d.message} ${dim(`${d.file ?? ""}${d.line ? `:${d.line}:${d.column}` : ""}`)}`);
  }
  stdout.write(out.join("\n") + "\n");
  return 0;
}

/** A route being explained, and how to print a place in the input. */
interface Explained {
  api: PlannedApi;
  found: FoundRoute;
  explanation: RouteExplanation;
  target: Target;
  at: (ref: SourceRef) => string;
  isCatalogue: boolean;
}

/** The route: where it is defined, its function, and its url, server and body. */
function routeLines({ api, found, explanation, at, isCatalogue }: Explained): string[] {
  const { fn, scope, name } = found;
  const { route, routing } = fn;
  const { bold, dim } = stdout.colours;
  const trailing =
    routing.pathEnd === "kept" ? dim("  (the path's own trailing / is sent, with or without a query)") : "";
  return [
    bold(`${name}: ${routing.method} ${route.url}`),
    `  defined at  ${at(route.source)}`,
    `  function    ${fn.exportName} in ${scope.file} (${namingReason(fn, scope.exportName, isCatalogue)})`,
    `  url         ${routing.url.join("")}${dim(`  (as endpoint() reads it${routing.query.length > 0 ? "; the query goes in the order declared" : ""})`)}${trailing}`,
    `  server      ${serverLine(routing, api.plan.api)}`,
    ...bodyLines(route, routing, explanation.contents).map((text, i) => `  ${i === 0 ? "body" : ""}`.padEnd(14) + text),
    ...credentialLines(route, fn, api.plan.api).map((text, i) => `  ${i === 0 ? "credentials" : ""}`.padEnd(14) + text),
  ];
}

/** The defaults a call starts from: the SDK's, then the route's own. */
async function defaultsLines({ api, found, target, at, isCatalogue }: Explained): Promise<string[]> {
  const { route } = found.fn;
  const { bold, dim } = stdout.colours;
  const out = [
    bold("Defaults") + dim(" (each over the one before; your defaults and the call's parameters come last)"),
  ];
  const root = (await rootBuilder(api.plan)).DEFAULTS;
  const rootOrigin = api.plan.api.github
    ? "the runtime's own (GitHub's API)"
    : `the API's defaults, ${at({ file: target.input, pointer: isCatalogue ? "#/defaults" : "#/servers" })}`;
  out.push(`  the SDK's \`api\` (endpoint.ts): ${rootOrigin}`);
  out.push(`    baseUrl ${root.baseUrl}`);
  for (const [header, value] of Object.entries(root.headers)) out.push(`    header  ${header}: ${String(value)}`);
  if (root.mediaType.format || root.mediaType.previews?.length)
    out.push(`    mediaType ${JSON.stringify(root.mediaType)}`);
  const own = (key: string) =>
    isCatalogue ? `  ${at({ file: route.source.file, pointer: `${route.source.pointer}/${key}` })}` : "";
  const lines: string[] = [];
  if (route.server) lines.push(`    server  ${route.server.url}  ${at(route.server.source)}`);
  for (const [header, value] of Object.entries(route.defaults?.headers ?? {}))
    lines.push(`    header  ${header}: ${value}${own("headers")}`);
  if (route.defaults?.mediaType)
    lines.push(`    mediaType ${JSON.stringify(route.defaults.mediaType)}${own("mediaType")}`);
  // Required parameters of one value are the route's defaults too (plan/routing/fixed-values.ts).
  const { fixed } = found.fn.routing;
  const onlyValue = dim("  (required; the one value the description allows)");
  for (const [key, value] of Object.entries(fixed?.params ?? {}))
    lines.push(`    param   ${key}: ${String(value)}${onlyValue}`);
  for (const [header, value] of Object.entries(fixed?.headers ?? {}))
    lines.push(`    header  ${header}: ${value}${onlyValue}`);
  out.push(lines.length > 0 ? "  route:" : dim("  route: none of its own"), ...lines);
  return out;
}

/**
 * Each parameter: its key, place, type, where it goes and why, and where it was written. A body that
 * is one of several objects, or whose media types take parameters of their own, lists each set.
 */
function parameterLines(explained: Explained): string[] {
  const { fields: own, sets } = explained.explanation;
  const { bold, dim } = stdout.colours;
  const fields = [...own, ...sets.flatMap((set) => set.fields)];
  const width = Math.max(0, ...fields.map((f) => f.field.key.length));
  const out = [bold("Parameters"), ...(fields.length === 0 ? [dim("  none")] : [])];
  for (const field of own) out.push(...fieldLines(explained, field, width));
  sets.forEach(({ mediaTypes, fields: members }, i) => {
    const named = mediaTypes?.named
      ? ", which the call's content-type header names"
      : " (the first when the call's content-type header names none)";
    const sentAs = mediaTypes ? `, sent as ${mediaTypes.types.join(" or ")}${named}` : "";
    out.push(`  ${bold(`set ${i + 1} of ${sets.length}`)} of the body's parameters${sentAs}:`);
    for (const member of members)
      if (member.field.placement !== "headers") out.push(...fieldLines(explained, member, width, mediaTypes?.types[0]));
  });
  const options = ["baseUrl", "headers", "request", ...(explained.api.plan.api.vendor ? ["mediaType"] : [])];
  out.push(dim(`  and the options every call takes: ${options.map((o) => `\`${o}\``).join(", ")}`));
  return out;
}

/** The lines of one field; a body property written under `mediaType` (the default media type when left out). */
function fieldLines(
  { api, found, at }: Explained,
  explained: ExplainedField,
  width: number,
  mediaType?: string,
): string[] {
  const { field } = explained;
  const { route, routing } = found.fn;
  const { dim, cyan } = stdout.colours;
  const typeText = typeTextIn(api.plan);
  const indent = `  ${" ".repeat(width)}  `;
  const type = field.placement === "headers" ? "" : ` ${typeText(field.schema)}`;
  const out = [
    `  ${cyan(field.key.padEnd(width))}  ${field.placement}, ${field.required ? "required" : "optional"}${type}`,
  ];
  out.push(indent + placementReason(explained, route, routing));
  if (field.placement === "headers" && field.schema.kind === "object") {
    for (const header of field.schema.properties) {
      const parameter = route.parameters.find((p) => p.in === "header" && p.name.toLowerCase() === header.name);
      const origin = parameter ? at(parameter.source) : dim("(the body's media types: a call picks one)");
      out.push(`${indent}  ${header.name}${header.required ? "" : "?"}: ${typeText(header.schema)}  ${origin}`);
    }
  } else {
    const source = fieldSource(field, route, api.model, mediaType);
    if (source) out.push(indent + at(source));
  }
  return out;
}

/** How the function got its scope and name. */
function namingReason(fn: FunctionPlan, scope: string, isCatalogue: boolean): string {
  const { route } = fn;
  const explicit = route.explicitName;
  const written = explicit ? `${explicit.scope ?? "default"}.${explicit.name}` : undefined;
  if (explicit && (!isCatalogue || (written !== route.id && `default.${route.id}` !== written)))
    return `renamed by the config to \`${written}\``;
  if (isCatalogue) return `scope and name from the catalogue key \`${route.id}\``;
  const nameFrom = route.operationId ? `operationId \`${route.operationId}\`` : "method and path";
  const renamed = fn.exportName !== fn.localName ? `; declared as \`${fn.localName}\`, a reserved word otherwise` : "";
  return `${scopeReason(fn, scope)} name from the ${nameFrom}${renamed}`;
}

/** Where a route's scope came from, in words. */
function scopeReason({ route, scope: source }: FunctionPlan, scope: string): string {
  if (source.from === "default")
    return `the default scope \`${scope}\`, having no operationId prefix, tag, word or action in its path;`;
  // The action is read from the fragment (`Action=DescribeInstances`), or the url's query without one;
  // the resource from the path's last parameter (`/v1/{endpoint}:predict`).
  const read =
    source.from === "path's action"
      ? (route.fragment ?? route.url)
      : source.from === "path's resource"
        ? route.url
        : source.scope;
  const split =
    source.shared === undefined
      ? ""
      : ` (the scope \`${source.shared}\` would hold nearly the whole API: too large a module)`;
  return `scope \`${scope}\` from the ${source.from} \`${read}\`${split},`;
}

/** Where a field was written: its parameter, the body property (under `mediaType`, the default's when left out), the body. */
function fieldSource(field: ParamField, route: Route, model: ApiModel, mediaType?: string): SourceRef | undefined {
  if (field.placement === "body" && route.body) return bodyPropertySource(route.body, field.key, model, mediaType);
  if (field.placement === "data") return route.body?.source;
  return parameterOf(field, route)?.source ?? route.source;
}

/**
 * A body property: in the schema of the body's `mediaType` (the default's when left out), or in the named
 * type it refers to; one that only the schema's `required` list names, there.
 */
function bodyPropertySource(body: Body, key: string, model: ApiModel, mediaType?: string): SourceRef {
  const escaped = escapeSegment(key);
  const { schema, mediaType: type } = body.contents.find((c) => c.mediaType === mediaType) ?? body.contents[0]!;
  const at = (object: Schema) =>
    object.kind === "object" && object.properties.some((p) => p.name === key && p.undeclared)
      ? "required"
      : `properties/${escaped}`;
  if (schema.kind === "ref") {
    const name = schema.name;
    const named = model.types.find((t) => t.name === name);
    if (named) return { file: named.source.file, pointer: `${named.source.pointer}/${at(named.schema)}` };
  }
  // A catalogue's JSON body is made of its route's params; an OpenAPI body has a schema under its media type.
  if (body.source.pointer.endsWith("/params"))
    return { file: body.source.file, pointer: `${body.source.pointer}/${escaped}` };
  return {
    file: body.source.file,
    pointer: `${body.source.pointer}/content/${escapeSegment(type)}/schema/${at(schema)}`,
  };
}
