import type { ApiPlan } from "../plan/plan.js";
import type { ServerPlan } from "../plan/servers.js";
import { typeAliasDeclaration } from "./declarations.js";
import { hardline, indent, join, print, type Doc } from "./doc.js";
import { arrayLiteral, objectLiteral, stringProperty } from "./literals.js";
import { authDeclarations, withAuthTypes } from "./auth-code.js";
import { serverFunctions } from "./servers-code.js";
import { stringLiteral } from "./syntax.js";
import { loadTemplates, type EndpointTemplate, type Span } from "./templates.js";
import { unionOf, type TypeNode } from "./type-doc.js";

/**
 * The SDK's endpoint.ts: its defaults (`api`), `defaults()` that makes others over them, the names of
 * its route servers, its builder, and a function per server whose url has variables. For GitHub's API
 * the defaults and the builder are the runtime's own.
 */
export function endpointModule(api: ApiPlan, runtimeImport: string): string {
  const templates = loadTemplates();
  const template = api.github ? templates.githubEndpoint : templates.apiEndpoint;
  const auth = api.authSchemes.length > 0 ? authDeclarations(api.authSchemes) : undefined;
  const serverName = serverNameDeclaration(api.routeServers);
  const fills: Fill[] = [{ span: template.serverName, text: auth ? `${serverName}\n\n${auth}` : serverName }];
  if (!api.github) fills.push({ span: templates.apiEndpoint.defaults, text: defaultsObject(api, templates.apiEndpoint) });
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
  return print(typeAliasDeclaration("ServerName", literals.length > 0 ? unionOf(literals) : { kind: "keyword", text: "never" }));
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
  const object: Doc = ["{", indent([hardline, join([",", hardline], properties(api)), ","]), hardline, "}"];
  const lineStart = template.text.lastIndexOf("\n", template.defaults.start) + 1;
  const declarationStart = template.text.slice(lineStart, template.defaults.start);
  return print([declarationStart, object]).slice(declarationStart.length);
}

function properties({ defaults, servers }: ApiPlan): Doc[] {
  const main: ServerPlan | undefined = servers.find((s) => s.main);
  const out: Doc[] = [stringProperty("baseUrl", defaults.baseUrl ?? main?.defaultUrl ?? "")];
  // Frozen, as the runtime's own defaults are: calls copy them, and `defaults()` checked them once.
  const headers = objectLiteral(Object.entries(defaults.headers ?? {}).map(([k, v]) => stringProperty(k.toLowerCase(), v)));
  out.push(["headers: /* @__PURE__ */ Object.freeze(", headers, ")"]);
  if (defaults.mediaType) {
    const media: Doc[] = [];
    if (defaults.mediaType.format !== undefined) media.push(stringProperty("format", defaults.mediaType.format));
    if (defaults.mediaType.previews) media.push(["previews: ", arrayLiteral(defaults.mediaType.previews.map(stringLiteral))]);
    out.push(["mediaType: ", objectLiteral(media)]);
  }
  return out;
}
