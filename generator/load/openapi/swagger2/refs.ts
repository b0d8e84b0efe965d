import { isObject, own, type JsonObject } from "../json.js";
import { put, type Upgrade } from "./context.js";

/**
 * Swagger 2.0's places for reusable parts, and where OpenAPI 3.0 keeps them. A body parameter is a
 * request body in 3.0, so `#/parameters/x` leads to `#/components/requestBodies/x` when `x` is one.
 */
export function upgradeRef(ref: string, root: JsonObject): string {
  if (ref.startsWith("#/definitions/")) return "#/components/schemas/" + ref.slice("#/definitions/".length);
  if (ref.startsWith("#/responses/")) return "#/components/responses/" + ref.slice("#/responses/".length);
  if (ref.startsWith("#/parameters/")) {
    const name = ref.slice("#/parameters/".length);
    const kind = isBodyParameter(sharedParameter(root, ref)) ? "requestBodies" : "parameters";
    return `#/components/${kind}/${name}`;
  }
  // Another file's refs are read from that file as it is written.
  return ref;
}

/**
 * Sets `holder.$ref` (an object of the upgraded data) to `ref` upgraded. A `$ref` into the document is
 * kept to be pointed anew where the upgrade moved its target once every move is known (see
 * upgradeSwagger2): deep ones too, which a bundler such as swagger-cli writes to share a schema an
 * operation wrote first (`…/responses/200/schema` is now `…/responses/200/content/<type>/schema`).
 */
export function putRef(holder: JsonObject, ref: string, up: Upgrade): void {
  put(holder, "$ref", upgradeRef(ref, up.root));
  if (ref.startsWith("#/")) up.localRefs.push({ holder, ref });
}

/** The parameter `#/parameters/<name>` names, if it is one of the document's shared parameters. */
export function sharedParameter(root: JsonObject, ref: string): JsonObject | undefined {
  if (!ref.startsWith("#/parameters/")) return undefined;
  const name = decodeSegment(ref.slice("#/parameters/".length));
  const parameters = own(root, "parameters");
  const parameter = isObject(parameters) ? own(parameters, name) : undefined;
  return isObject(parameter) ? parameter : undefined;
}

export function isBodyParameter(parameter: unknown): boolean {
  return isObject(parameter) && own(parameter, "in") === "body";
}

export function isFormParameter(parameter: unknown): boolean {
  return isObject(parameter) && own(parameter, "in") === "formData";
}

/** One segment of a pointer, unescaped (RFC 6901, and the percent-encoding of a URI fragment). */
function decodeSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // not percent-encoded
  }
  return text.replace(/~1/g, "/").replace(/~0/g, "~");
}
