import type { RequestDefaults } from "../model.js";
import { hardline, indent, join, print, type Doc } from "./doc.js";
import { arrayLiteral, objectLiteral, stringProperty } from "./literals.js";
import { stringLiteral } from "./syntax.js";
import { loadTemplates } from "./templates.js";

/**
 * The SDK's root builder. For GitHub's API it is the runtime's own `endpoint`; for another API it is
 * made once from the API's defaults, so every function sends them unless a caller's builder overrides.
 */
export function endpointModule(defaults: RequestDefaults | undefined, runtimeImport: string): string {
  const template = loadTemplates().endpoint;
  const runtime = (text: string) => text.replaceAll('"routegen/runtime"', stringLiteral(runtimeImport));
  if (defaults === undefined) return runtime(template.root) + "\n";
  // The one object argument stays hugged by the call, kept open one property a line.
  const call: Doc = [template.before, "{", indent([hardline, join([",", hardline], properties(defaults)), ","]), hardline, "}", template.after];
  return `${runtime(template.createImport)}\n\n${print(call)}\n`;
}

function properties(defaults: RequestDefaults): Doc[] {
  const out: Doc[] = [];
  if (defaults.baseUrl !== undefined) out.push(stringProperty("baseUrl", defaults.baseUrl));
  if (defaults.headers) {
    out.push(["headers: ", objectLiteral(Object.entries(defaults.headers).map(([k, v]) => stringProperty(k, v)))]);
  }
  if (defaults.mediaType) {
    const media: Doc[] = [];
    if (defaults.mediaType.format !== undefined) media.push(stringProperty("format", defaults.mediaType.format));
    if (defaults.mediaType.previews) media.push(["previews: ", arrayLiteral(defaults.mediaType.previews.map(stringLiteral))]);
    out.push(["mediaType: ", objectLiteral(media)]);
  }
  return out;
}
