import type { ApiPlan } from "../plan/plan.js";
import type { ServerPlan } from "../plan/servers.js";
import { hardline, indent, join, print, type Doc } from "./doc.js";
import { arrayLiteral, objectLiteral, stringProperty } from "./literals.js";
import { serverFunctions } from "./servers-code.js";
import { stringLiteral } from "./syntax.js";
import { loadTemplates } from "./templates.js";

/**
 * The SDK's endpoint.ts: its defaults (`api`), `defaults()` that makes others over them, its builder,
 * and a function per server whose url has variables. For GitHub's API the defaults and the builder
 * are the runtime's own.
 */
export function endpointModule(api: ApiPlan, runtimeImport: string): string {
  const templates = loadTemplates();
  const runtime = (text: string) => text.replaceAll('"@routegen/runtime"', stringLiteral(runtimeImport));
  const servers = serverFunctions(api.servers);
  const tail = servers.length > 0 ? "\n\n" + print(join([hardline, hardline], servers)) : "";
  if (api.github) return runtime(templates.githubEndpoint) + tail + "\n";
  const { before, after } = templates.apiEndpoint;
  // The defaults object is kept open, one property a line, printed from the line it starts on.
  const object: Doc = ["{", indent([hardline, join([",", hardline], properties(api)), ","]), hardline, "}"];
  const lineStart = before.lastIndexOf("\n") + 1;
  const declaration = print([before.slice(lineStart), object]);
  return runtime(before.slice(0, lineStart) + declaration + after) + tail + "\n";
}

function properties({ defaults, servers }: ApiPlan): Doc[] {
  const main: ServerPlan | undefined = servers.find((s) => s.main);
  const out: Doc[] = [stringProperty("baseUrl", defaults.baseUrl ?? main?.defaultUrl ?? "")];
  out.push(["headers: ", objectLiteral(Object.entries(defaults.headers ?? {}).map(([k, v]) => stringProperty(k.toLowerCase(), v)))]);
  if (defaults.mediaType) {
    const media: Doc[] = [];
    if (defaults.mediaType.format !== undefined) media.push(stringProperty("format", defaults.mediaType.format));
    if (defaults.mediaType.previews) media.push(["previews: ", arrayLiteral(defaults.mediaType.previews.map(stringLiteral))]);
    out.push(["mediaType: ", objectLiteral(media)]);
  }
  return out;
}
