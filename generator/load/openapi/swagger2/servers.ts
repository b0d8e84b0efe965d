import { isObject, own, type JsonObject } from "../json.js";
import { sharedParameter } from "./refs.js";

/** Schemes in the order a generated client should prefer them: the first server is the one used. */
const PREFERENCE = ["https", "http", "wss", "ws"];

/**
 * `host`, `basePath` and `schemes` as 3.0's `servers`: one url per scheme, https first. A document with
 * a host but no schemes is served over https (2.0 says: the scheme it was fetched with, which is not
 * known here, and https is what public APIs use); with no host, the base path alone is a relative url.
 * AutoRest's `x-ms-parameterized-host` (Azure's) stands for the host where a document has one.
 * Undefined when the document names neither.
 */
export function serversOf(root: JsonObject, schemes: readonly string[]): JsonObject[] | undefined {
  const basePath = own(root, "basePath");
  const path = typeof basePath === "string" ? basePath : "";
  const parameterized = parameterizedHost(root);
  if (parameterized) {
    const { host, useSchemePrefix, variables } = parameterized;
    const urls = useSchemePrefix
      ? orderedSchemes(schemes).map((scheme) => `${scheme}://${host}${path}`)
      : [`${host}${path}`];
    return urls.map((url) => (Object.keys(variables).length > 0 ? { url, variables } : { url }));
  }
  const host = own(root, "host");
  if (typeof host !== "string" || host === "") return path === "" ? undefined : [{ url: path }];
  return orderedSchemes(schemes).map((scheme) => ({ url: `${scheme}://${host}${path}` }));
}

function orderedSchemes(schemes: readonly string[]): string[] {
  const rank = (scheme: string) => (PREFERENCE.includes(scheme) ? PREFERENCE.indexOf(scheme) : PREFERENCE.length);
  return schemes.length > 0 ? [...new Set(schemes)].sort((a, b) => rank(a) - rank(b)) : ["https"];
}

interface ParameterizedHost {
  /** `{Endpoint}/text/analytics/v3.0`, `{accountName}.blob.core.windows.net` */
  host: string;
  /** Whether a scheme goes before the host (AutoRest's default); not when a variable holds it (`{Endpoint}`). */
  useSchemePrefix: boolean;
  variables: Record<string, JsonObject>;
}

/**
 * The document's `x-ms-parameterized-host`, its parameters (inline or `$ref` to `#/parameters/...`) as
 * 3.0 server variables: their default or first enum value, else the placeholder itself, which a user
 * replaces (the server's function in endpoint.ts takes it); AutoRest makes such a parameter the client's.
 */
function parameterizedHost(root: JsonObject): ParameterizedHost | undefined {
  const extension = own(root, "x-ms-parameterized-host");
  const host = isObject(extension) ? own(extension, "hostTemplate") : undefined;
  if (!isObject(extension) || typeof host !== "string" || host === "") return undefined;
  const listed = own(extension, "parameters");
  const parameters = (Array.isArray(listed) ? listed : []).map((p) => resolved(root, p)).filter(isObject);
  const variables: Record<string, JsonObject> = {};
  for (const [, name = ""] of host.matchAll(/\{([^{}]+)\}/g)) {
    const parameter = parameters.find((p) => own(p, "name") === name);
    variables[name] = serverVariable(name, parameter);
  }
  return { host, useSchemePrefix: own(extension, "useSchemePrefix") !== false, variables };
}

function serverVariable(name: string, parameter: JsonObject | undefined): JsonObject {
  const values = parameter ? own(parameter, "enum") : undefined;
  const strings = Array.isArray(values) ? values.filter((v): v is string => typeof v === "string") : [];
  const given = parameter ? own(parameter, "default") : undefined;
  const variable: JsonObject = { default: typeof given === "string" ? given : (strings[0] ?? `{${name}}`) };
  const description = parameter ? own(parameter, "description") : undefined;
  if (typeof description === "string") variable.description = description;
  if (strings.length > 0) variable.enum = strings;
  return variable;
}

/** A parameter, or the shared one a `#/parameters/...` reference names. */
function resolved(root: JsonObject, parameter: unknown): unknown {
  const ref = isObject(parameter) ? own(parameter, "$ref") : undefined;
  return typeof ref === "string" ? sharedParameter(root, ref) : parameter;
}
