import { isObject, own, type JsonObject } from "../json.js";
import { copyExtensions, put } from "./context.js";

/** 2.0's oauth2 `flow` names, and 3.0's. */
const FLOWS: Record<string, string> = {
  implicit: "implicit",
  password: "password",
  application: "clientCredentials",
  accessCode: "authorizationCode",
};

/**
 * `securityDefinitions` as 3.0's `securitySchemes`: basic authentication as an http scheme, an oauth2
 * flow under its 3.0 name with its urls and scopes; api keys as they were. Descriptions and extensions
 * kept; anything malformed is left as it was, for the loader to judge.
 */
export function upgradeSecuritySchemes(definitions: unknown): unknown {
  if (!isObject(definitions)) return definitions;
  const schemes: JsonObject = {};
  for (const [name, definition] of Object.entries(definitions)) put(schemes, name, upgradeSecurityScheme(definition));
  return schemes;
}

function upgradeSecurityScheme(definition: unknown): unknown {
  if (!isObject(definition)) return definition;
  const type = own(definition, "type");
  const scheme: JsonObject = {};
  if (type === "basic") Object.assign(scheme, { type: "http", scheme: "basic" });
  else if (type === "apiKey")
    Object.assign(scheme, { type: "apiKey", name: own(definition, "name"), in: own(definition, "in") });
  else if (
    type === "oauth2" &&
    typeof own(definition, "flow") === "string" &&
    Object.hasOwn(FLOWS, own(definition, "flow") as string)
  ) {
    const flow: JsonObject = {};
    for (const key of ["authorizationUrl", "tokenUrl"])
      if (own(definition, key) !== undefined) put(flow, key, own(definition, key));
    put(flow, "scopes", own(definition, "scopes") ?? {});
    scheme.type = "oauth2";
    scheme.flows = { [FLOWS[own(definition, "flow") as string]!]: flow };
  } else return definition;
  const description = own(definition, "description");
  if (description !== undefined) put(scheme, "description", description);
  copyExtensions(definition, scheme);
  return scheme;
}
