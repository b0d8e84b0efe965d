import type { ApiPlan } from "../plan/plan.js";
import type { ServerPlan } from "../plan/servers.js";
import { array, object, property, pureCall, str, member, type Property } from "./code-tree.js";
import { hardline, join, print } from "./doc.js";
import { codeDoc, typeAliasDeclaration } from "./printer/index.js";
import { authDeclarations, withAuthTypes } from "./auth-code.js";
import { serverFunctions } from "./servers-code.js";
import { propertyKey, stringLiteral } from "./syntax.js";
import { loadTemplates, type EndpointTemplate, type Span, type Templates } from "./templates.js";
import { unionOf, type TypeNode } from "./type-doc.js";

/**
 * The SDK's endpoint.ts: its defaults (`api`), `defaults()` that makes others over them, the names of
 * its route servers, its builder, and a function per server whose url has variables. For GitHub's API
 * the defaults and the builder are the runtime's own.
 */
export function endpointModule(api: ApiPlan, runtimeImport: string, templates: Templates = loadTemplates()): string {
  const template = api.github ? templates.githubEndpoint : templates.apiEndpoint;
  const auth = api.authSchemes.length > 0 ? authDeclarations(api.authSchemes) : undefined;
  const serverName = serverNameDeclaration(api.routeServers);
  const fills: Fill[] = [{ span: template.serverName, text: auth ? `${serverName}\n\n${auth}` : serverName }];
  if (!api.github)
    fills.push({ span: templates.apiEndpoint.defaults, text: defaultsObject(api, templates.apiEndpoint) });
  let text = filled(template.text, fills).trim();
  if (auth) text = withAuthTypes(text, api.authSchemes);
  text = text.replaceAll('"@routegen/runtime"', stringLiteral(runtimeImport));
  const servers = serverFunctions(api.servers);
  const tail = servers.length > 0 ? "\n\n" + print(join([hardline, hardline], servers)) : "";
  return text + tail + "\n";
}

/** `export type ServerName = "uploads" | ...;`, `never` for an SDK whose routes all use its base url. */
function serverNameDeclaration(names: readonly string[]): string {
  const literals: TypeNode[] = names.map((name) => ({ kind: "literal", text: stringLiteral(name) }));
  return print(
    typeAliasDeclaration("ServerName", literals.length > 0 ? unionOf(literals) : { kind: "keyword", text: "never" }),
  );
}

/** Text to put where a span of a template stands. */
interface Fill {
  span: Span;
  text: string;
}

/** The template's text with each span replaced (the spans do not overlap). */
function filled(text: string, fills: Fill[]): string {
  for (const { span, text: piece } of [...fills].sort((a, b) => b.span.start - a.span.start)) {
    text = text.slice(0, span.start) + piece + text.slice(span.end);
  }
  return text;
}

/** The API's defaults as an object literal, kept open (one property a line) and printed from the line it starts on. */
function defaultsObject(api: ApiPlan, template: EndpointTemplate & { defaults: Span }): string {
  const defaults = codeDoc(object(properties(api), true));
  const lineStart = template.text.lastIndexOf("\n", template.defaults.start) + 1;
  const declarationStart = template.text.slice(lineStart, template.defaults.start);
  return print([declarationStart, defaults]).slice(declarationStart.length);
}

function properties({ defaults, servers }: ApiPlan): Property[] {
  const main: ServerPlan | undefined = servers.find((s) => s.main);
  const out = [property("baseUrl", str(defaults.baseUrl ?? main?.defaultUrl ?? ""))];
  // Frozen, as the runtime's own defaults are: calls copy them, and `defaults()` checked them once.
  const headers = object(
    Object.entries(defaults.headers ?? {}).map(([k, v]) => property(propertyKey(k.toLowerCase()), str(v))),
  );
  out.push(property("headers", pureCall(member("Object", "freeze"), [headers])));
  if (defaults.mediaType) {
    const media: Property[] = [];
    if (defaults.mediaType.format !== undefined) media.push(property("format", str(defaults.mediaType.format)));
    if (defaults.mediaType.previews) media.push(property("previews", array(defaults.mediaType.previews.map(str))));
    out.push(property("mediaType", object(media)));
  }
  return out;
}
