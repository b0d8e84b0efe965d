import type { RequestDefaults } from "../model.js";
import { hardline, indent, join, print, type Doc } from "./doc.js";
import { arrayLiteral, objectLiteral, stringProperty } from "./literals.js";
import { stringLiteral } from "./syntax.js";
import { loadTemplates } from "./templates.js";

/**
 * The SDK's defaults (`api`), what every function sends when given no builder, and its root builder
 * (`endpoint`) made from them. For GitHub's API both are the runtime's own.
 */
export function endpointModule(defaults: RequestDefaults | undefined, runtimeImport: string): string {
  const template = loadTemplates().endpoint;
  const runtime = (text: string) => text.replaceAll('"@routegen/runtime"', stringLiteral(runtimeImport));
  if (defaults === undefined) return runtime(template.root) + "\n";
  // The defaults object is kept open, one property a line, printed from the line it starts on.
  const object: Doc = ["{", indent([hardline, join([",", hardline], properties(defaults)), ","]), hardline, "}"];
  const lineStart = template.before.lastIndexOf("\n") + 1;
  const declaration = print([template.before.slice(lineStart), object]);
  return runtime(template.before.slice(0, lineStart) + declaration + template.after) + "\n";
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
