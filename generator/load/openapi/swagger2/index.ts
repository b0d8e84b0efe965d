import type { Diagnostic } from "../../../diagnostics.js";
import type { SourceDocument } from "../../source.js";
import { diagnose } from "../place.js";
import { upgradePaths } from "./paths.js";
import { isObject, own, type JsonObject } from "../json.js";
import { put, stringList, type MediaTypes, type Upgrade } from "./context.js";
import { Origins, pointer } from "./origins.js";
import { upgradeParameter } from "./parameters.js";
import { isBodyParameter, isFormParameter } from "./refs.js";
import { bodyRequest } from "./request-body.js";
import { upgradeResponses } from "./responses.js";
import { mapSchemas } from "./schema.js";
import { upgradeSecuritySchemes } from "./security.js";
import { serversOf } from "./servers.js";

/** Swagger 2.0 keys that OpenAPI 3.0 says another way (the rest, `info`, `tags`, extensions..., stay). */
const REPLACED = new Set([
  "swagger",
  "host",
  "basePath",
  "schemes",
  "consumes",
  "produces",
  "definitions",
  "parameters",
  "responses",
  "securityDefinitions",
]);

/**
 * A Swagger 2.0 document as OpenAPI 3.0: the same file and text, upgraded data, and warnings for what
 * 3.0 cannot say. Diagnostics found later in the upgraded data are placed where Swagger wrote the part
 * (see origins.ts). Only well-formed parts are converted; anything else is carried over as it was, for
 * the loader to report at its place. The caller's data is not modified.
 */
export function upgradeSwagger2(doc: SourceDocument): { doc: SourceDocument; diagnostics: Diagnostic[] } {
  const root = doc.data as JsonObject;
  const up: Upgrade = { root, origins: new Origins(), localRefs: [], unsupportedStyles: [] };
  const media: MediaTypes = {
    consumes: stringList(own(root, "consumes")) ?? [],
    produces: stringList(own(root, "produces")) ?? [],
    schemes: stringList(own(root, "schemes")) ?? [],
  };
  const data: JsonObject = { openapi: "3.0.3" };
  for (const [key, value] of Object.entries(root)) {
    if (key === "paths") put(data, key, upgradePaths(value, media, up));
    else if (!REPLACED.has(key)) put(data, key, value);
  }
  const servers = serversOf(root, media.schemes);
  if (servers) {
    put(data, "servers", servers);
    const origin = serversOrigin(root);
    up.origins.moved("#/servers", origin);
    if (origin === PARAMETERIZED_HOST)
      servers.forEach((_, i) => up.origins.moved(`#/servers/${i}/url`, `${PARAMETERIZED_HOST}/hostTemplate`));
  }
  const components = componentsOf(media, up);
  if (Object.keys(components).length > 0) put(data, "components", components);
  // Every move is known now: a `$ref` points where its target went, however deep (see putRef).
  for (const { holder, ref } of up.localRefs) {
    const moved = up.origins.upgraded(ref);
    if (moved !== undefined) put(holder, "$ref", moved);
  }

  const upgraded: SourceDocument = {
    ...doc,
    data,
    locate: (at) => doc.locate(up.origins.original(at)),
    locateKey: (at) => doc.locateKey(up.origins.original(at)),
  };
  const diagnostics = up.unsupportedStyles.map(({ message, pointer: at }) =>
    diagnose("param-style-unsupported", "warning", message, { doc: upgraded, pointer: at }),
  );
  return { doc: upgraded, diagnostics };
}

const PARAMETERIZED_HOST = "#/x-ms-parameterized-host";

/** Where a document's servers are written: AutoRest's parameterized host, else `host`, else `basePath`. */
function serversOrigin(root: JsonObject): string {
  if (own(root, "x-ms-parameterized-host") !== undefined) return PARAMETERIZED_HOST;
  return own(root, "host") !== undefined ? "#/host" : "#/basePath";
}

/** `definitions`, shared `parameters` and `responses`, `securityDefinitions`: 3.0 keeps them all under `components`. */
function componentsOf(media: MediaTypes, up: Upgrade): JsonObject {
  const { root, origins } = up;
  const components: JsonObject = {};
  const definitions = own(root, "definitions");
  if (definitions !== undefined) {
    put(components, "schemas", isObject(definitions) ? mapSchemas(definitions, up) : definitions);
    origins.moved("#/components/schemas", "#/definitions");
  }
  const parameters = own(root, "parameters");
  if (isObject(parameters)) {
    const shared: JsonObject = {};
    const bodies: JsonObject = {};
    for (const [name, parameter] of Object.entries(parameters)) {
      const at = pointer("#/parameters", name);
      // A shared form field has no 3.0 place of its own: the operations that use it inline it.
      if (isBodyParameter(parameter))
        put(
          bodies,
          name,
          bodyRequest(
            { value: parameter as JsonObject, at },
            pointer("#/components/requestBodies", name),
            media.consumes,
            up,
          ),
        );
      else if (!isFormParameter(parameter))
        put(shared, name, upgradeParameter(parameter, at, pointer("#/components/parameters", name), up));
    }
    if (Object.keys(shared).length > 0) put(components, "parameters", shared);
    if (Object.keys(bodies).length > 0) put(components, "requestBodies", bodies);
  }
  const responses = own(root, "responses");
  if (responses !== undefined)
    put(
      components,
      "responses",
      upgradeResponses(responses, "#/responses", "#/components/responses", media.produces, up),
    );
  const security = own(root, "securityDefinitions");
  if (security !== undefined) {
    put(components, "securitySchemes", upgradeSecuritySchemes(security));
    origins.moved("#/components/securitySchemes", "#/securityDefinitions");
  }
  return components;
}
