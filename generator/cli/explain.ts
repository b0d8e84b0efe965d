import type { ApiModel, Body, Parameter, Route, SourceRef } from "../model.js";
import type { FunctionPlan } from "../plan/plan.js";
import type { ParamField } from "../plan/routing/index.js";
import { typeNamesOf, typeText } from "../summary.js";
import { COMMON_OPTIONS, VERBOSE_HELP, VERBOSE_OPTION, parseCommand, positionalsUpTo, UsageError } from "./args.js";
import { routeArgument } from "./find-route.js";
import { loadRoute } from "./load-api.js";
import { rootBuilder } from "./root-builder.js";
import { resolveTargets } from "./targets.js";
import { stdout } from "./terminal.js";

export const help = `Usage: routegen explain <name-or-route> [options]

Shows where each part of a route's request comes from: the place in the catalogue or OpenAPI document
(file:line:column and JSON pointer) of the route and of each parameter, how the function got its name,
the defaults applied (the SDK's root builder, the route's own headers or base url), and for each
parameter where it goes (url, query, header, body or data) and why.

Options:
  -i, --input <file>        The API (default: the config's targets).
  -c, --config <file>       The config file (default: routegen.config.{ts,json,yaml} in this folder).
  -t, --target <name>       Look in this target of the config only.
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
    input: { type: "string", short: "i" },
    config: { type: "string", short: "c" },
    target: { type: "string", short: "t" },
  });
  const { wanted, rest } = routeArgument(positionals);
  if (wanted === undefined) throw new UsageError("explain needs a route: routegen explain <name-or-route>");
  positionalsUpTo(rest, 0);
  const loaded = await loadRoute(await resolveTargets(values.input, values, "explain"), wanted, { verbose: values.verbose === true });
  if (typeof loaded === "number") return loaded;
  const { api, found } = loaded;
  const { fn, scope, name } = found;
  const { route, routing } = fn;
  const { sourceLocator, locateDiagnostics } = await import("../load/index.js");
  const locate = sourceLocator();
  const { bold, dim, yellow, cyan } = stdout.colours;
  // Places are given at their key (`owner:`, `get:`), where a reader looks for a definition.
  const at = (ref: SourceRef) => {
    const position = locate(ref.file, ref.pointer, "key");
    return dim(`${ref.file}${position ? `:${position.line}:${position.column}` : ""} (${ref.pointer})`);
  };
  const isCatalogue = route.source.pointer.startsWith("#/routes/");
  const out: string[] = [];

  out.push(bold(`${name}: ${routing.method} ${route.url}`));
  out.push(`  defined at  ${at(route.source)}`);
  out.push(`  function    ${fn.exportName} in ${scope.file} (${namingReason(fn, scope.exportName, isCatalogue)})`);
  const template = routing.url.join("");
  const notes = [
    ...(routing.server ? [`the route's own server \`${routing.server.name}\`: \`servers: { ${routing.server.name}: url }\` in your defaults, or \`baseUrl\` in a call, points it elsewhere`] : []),
    ...(routing.pathEnd === "kept" ? ["the path's own trailing / is sent, with or without a query"] : []),
  ];
  out.push(`  url         ${routing.server?.url ?? ""}${template}${notes.map((text) => dim(`  (${text})`)).join("")}`);
  const content = routing.body?.contents[0];
  if (content) {
    const others = routing.body!.contents.slice(1).map((c) => c.mediaType);
    const choice = others.length > 0 ? dim(`  (or ${others.join(", ")}: the call's content-type header chooses)`) : "";
    out.push(`  body        ${content.mediaType}, sent as ${ENCODINGS[content.encoding]}${choice}`);
  }

  out.push("", bold("Defaults") + dim(" (each over the one before; your defaults and the call's parameters come last)"));
  const root = (await rootBuilder(api.plan)).DEFAULTS;
  const rootOrigin = api.plan.api.github
    ? "the runtime's own (GitHub's API)"
    : `the API's defaults, ${at({ file: loaded.target.input, pointer: isCatalogue ? "#/defaults" : "#/servers" })}`;
  out.push(`  the SDK's \`api\` (endpoint.ts): ${rootOrigin}`);
  out.push(`    baseUrl ${root.baseUrl}`);
  for (const [header, value] of Object.entries(root.headers)) out.push(`    header  ${header}: ${String(value)}`);
  if (root.mediaType.format || root.mediaType.previews?.length) out.push(`    mediaType ${JSON.stringify(root.mediaType)}`);
  const routeDefaults = routeDefaultLines(route, routing.headers, routing.mediaType, isCatalogue, at);
  out.push(routeDefaults.length > 0 ? "  route:" : dim("  route: none of its own"), ...routeDefaults);

  out.push("", bold("Parameters"));
  const names = typeNamesOf(api.plan);
  const fields = [...routing.fields, ...(routing.bodyAlternatives?.flatMap((alt) => alt) ?? [])];
  if (fields.length === 0) out.push(dim("  none"));
  const width = Math.max(0, ...fields.map((f) => f.key.length));
  for (const field of fields) {
    const type = field.placement === "headers" ? "" : ` ${typeText(field.schema, names)}`;
    out.push(`  ${cyan(field.key.padEnd(width))}  ${field.placement}, ${field.required ? "required" : "optional"}${type}`);
    out.push(`  ${" ".repeat(width)}  ${placementReason(field, fn)}`);
    if (field.placement === "headers" && field.schema.kind === "object") {
      for (const header of field.schema.properties) {
        const parameter = route.parameters.find((p) => p.in === "header" && p.name.toLowerCase() === header.name);
        out.push(`  ${" ".repeat(width)}    ${header.name}${header.required ? "" : "?"}: ${typeText(header.schema, names)}  ${parameter ? at(parameter.source) : ""}`);
      }
    } else {
      const source = fieldSource(field, route, api.model);
      if (source) out.push(`  ${" ".repeat(width)}  ${at(source)}`);
    }
  }
  const warnings = locateDiagnostics(routing.diagnostics);
  if (warnings.length > 0) {
    out.push("", bold("Warnings"));
    for (const d of warnings) out.push(`  ${yellow(d.code)}: ${d.message} ${dim(`${d.file ?? ""}${d.line ? `:${d.line}:${d.column}` : ""}`)}`);
  }
  stdout.write(out.join("\n") + "\n");
  return 0;
}

/** How the function got its scope and name. */
function namingReason(fn: FunctionPlan, scope: string, isCatalogue: boolean): string {
  const { route } = fn;
  const explicit = route.explicitName;
  const written = explicit ? `${explicit.scope ?? "default"}.${explicit.name}` : undefined;
  if (explicit && (!isCatalogue || (written !== route.id && `default.${route.id}` !== written))) return `renamed by the config to \`${written}\``;
  if (isCatalogue) return `scope and name from the catalogue key \`${route.id}\``;
  const slash = route.operationId?.lastIndexOf("/") ?? -1;
  const scopeFrom =
    route.operationId && slash > 0 ? `operationId prefix \`${route.operationId.slice(0, slash)}\`` : route.tags?.[0] ? `first tag \`${route.tags[0]}\`` : "no operationId prefix or tag: the default scope";
  const nameFrom = route.operationId ? `operationId \`${route.operationId}\`` : "method and path";
  const renamed = fn.exportName !== fn.localName ? `; declared as \`${fn.localName}\`, a reserved word otherwise` : "";
  return `scope \`${scope}\` from the ${scopeFrom}, name from the ${nameFrom}${renamed}`;
}

function routeDefaultLines(
  route: Route,
  headers: Record<string, string> | undefined,
  mediaType: unknown,
  isCatalogue: boolean,
  at: (ref: SourceRef) => string,
): string[] {
  const lines: string[] = [];
  const own = (key: string) => (isCatalogue ? `  ${at({ file: route.source.file, pointer: `${route.source.pointer}/${key}` })}` : "");
  if (route.server) lines.push(`    server  ${route.server.url}  ${at(route.server.source)}`);
  for (const [header, value] of Object.entries(headers ?? {})) {
    const fromRoute = route.defaults?.headers && Object.hasOwn(route.defaults.headers, header);
    const origin = fromRoute ? own("headers") : `  (the body's media type${route.body ? `, ${at(route.body.source)}` : ""})`;
    lines.push(`    header  ${header}: ${value}${origin}`);
  }
  if (mediaType !== undefined) lines.push(`    mediaType ${JSON.stringify(mediaType)}${own("mediaType")}`);
  return lines;
}

/** How each body encoding goes on the wire, in words. */
const ENCODINGS = {
  json: "JSON",
  form: "a form (application/x-www-form-urlencoded), each property as its encoding says",
  multipart: "multipart/form-data, a part per property (the client writes the content-type with its boundary)",
  text: "text, as it is",
  binary: "bytes, as they are",
} as const;

/** The OpenAPI style of a query field, in words. */
function styleWords(style: string, explode: boolean): string {
  if (style === "deepObject") return "OpenAPI deepObject: an object's members as `name[key]=value`";
  if (style === "spaceDelimited" || style === "pipeDelimited") return `OpenAPI ${style}: a list as one value, its members joined by ${style === "spaceDelimited" ? "spaces" : "`|`"}`;
  return explode ? "OpenAPI form, exploded: a list as one pair per member" : "OpenAPI form: a list as one comma-separated value";
}

/** Why a field goes where it goes (docs/routing.md), for this route. */
function placementReason(field: ParamField, fn: FunctionPlan): string {
  const { routing } = fn;
  switch (field.placement) {
    case "url":
      return "a variable of the path: the function writes its value into the url, percent-encoded";
    case "query": {
      const query = routing.query.find((q) => q.key === field.key)!;
      const name = decodeURIComponent(query.name) === field.key ? "" : ` as \`${query.name}\``;
      return `a query parameter${name}, in the order the description declares (${styleWords(query.style, query.explode)})`;
    }
    case "headers":
      return "header parameters: sent as request headers, under these names (lowercased)";
    case "body":
      return `a property of the ${routing.body ? ENCODINGS[routing.body.contents[0]!.encoding].split(",")[0] : "JSON"} body`;
    case "data": {
      const collision = routing.diagnostics.find((d) => d.code === "body-param-collision");
      if (collision) return collision.message;
      const content = routing.body?.contents[0];
      if (content && (content.encoding === "text" || content.encoding === "binary")) return `the body is \`${content.mediaType}\`: the caller passes it whole, sent as it is`;
      return "the body is not an object with named properties (a list, a scalar, a free-form object): the caller passes it whole";
    }
  }
}

/** Where a field was written: its parameter, the body property, the body. */
function fieldSource(field: ParamField, route: Route, model: ApiModel): SourceRef | undefined {
  if (field.placement === "body" && route.body) return bodyPropertySource(route.body, field.key, model);
  if (field.placement === "data") return route.body?.source;
  const parameter = route.parameters.find((p) => p.name === field.key) ?? route.parameters.find((p) => sameName(p, field.key));
  return parameter?.source ?? route.source;
}

/** A parameter routing renamed (`enterprise-team` is passed as `enterprise_team`). */
function sameName(parameter: Parameter, key: string): boolean {
  const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  return plain(parameter.name) === plain(key);
}

/** A body property: in the body's own schema, or in the named type the body refers to. */
function bodyPropertySource(body: Body, key: string, model: ApiModel): SourceRef {
  const escaped = key.replace(/~/g, "~0").replace(/\//g, "~1");
  const { schema, mediaType: type } = body.contents[0]!;
  if (schema.kind === "ref") {
    const name = schema.name;
    const named = model.types.find((t) => t.name === name);
    if (named) return { file: named.source.file, pointer: `${named.source.pointer}/properties/${escaped}` };
  }
  // A catalogue's JSON body is made of its route's params; an OpenAPI body has a schema under its media type.
  if (body.source.pointer.endsWith("/params")) return { file: body.source.file, pointer: `${body.source.pointer}/${escaped}` };
  const mediaType = type.replace(/~/g, "~0").replace(/\//g, "~1");
  return { file: body.source.file, pointer: `${body.source.pointer}/content/${mediaType}/schema/properties/${escaped}` };
}
