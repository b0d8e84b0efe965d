import { isObject, own, type JsonObject } from "../json.js";
import { copyExtensions, put, type Upgrade } from "./context.js";
import { pointer } from "./origins.js";
import { putRef } from "./refs.js";
import { upgradeSchema, valueSchema } from "./schema.js";

const JSON_MEDIA_TYPE = "application/json";

/** A `responses` map (an operation's, or the document's shared ones), each response upgraded. */
export function upgradeResponses(
  responses: unknown,
  at: string,
  to: string,
  produces: readonly string[],
  up: Upgrade,
): unknown {
  up.origins.moved(to, at);
  if (!isObject(responses)) return responses;
  const upgraded: JsonObject = {};
  for (const [code, response] of Object.entries(responses)) {
    put(upgraded, code, upgradeResponse(response, pointer(at, code), pointer(to, code), produces, up));
  }
  return upgraded;
}

/**
 * A response as 3.0 writes it: its schema under each media type the operation produces
 * (`application/json` when it names none), with the example 2.0 gave for that type; its headers'
 * value keywords as their `schema`; description and extensions kept.
 */
function upgradeResponse(response: unknown, at: string, to: string, produces: readonly string[], up: Upgrade): unknown {
  if (!isObject(response)) return response;
  const ref = own(response, "$ref");
  if (typeof ref === "string") {
    const holder: JsonObject = {};
    putRef(holder, ref, up);
    return holder;
  }
  const upgraded: JsonObject = {};
  const description = own(response, "description");
  if (description !== undefined) put(upgraded, "description", description);
  const headers = own(response, "headers");
  if (headers !== undefined)
    put(upgraded, "headers", upgradeHeaders(headers, pointer(at, "headers"), pointer(to, "headers"), up));
  const schema = own(response, "schema");
  if (schema !== undefined) {
    const examples = own(response, "examples");
    const content: JsonObject = {};
    for (const mediaType of produces.length > 0 ? produces : [JSON_MEDIA_TYPE]) {
      const media: JsonObject = { schema: upgradeSchema(schema, up) };
      const example = isObject(examples) ? own(examples, mediaType) : undefined;
      if (example !== undefined) put(media, "example", example);
      put(content, mediaType, media);
      up.origins.moved(pointer(to, "content", mediaType, "schema"), pointer(at, "schema"));
    }
    put(upgraded, "content", content);
  }
  copyExtensions(response, upgraded);
  return upgraded;
}

function upgradeHeaders(headers: unknown, at: string, to: string, up: Upgrade): unknown {
  if (!isObject(headers)) return headers;
  const upgraded: JsonObject = {};
  for (const [name, header] of Object.entries(headers)) {
    if (!isObject(header)) {
      put(upgraded, name, header);
      continue;
    }
    const entry: JsonObject = {};
    const description = own(header, "description");
    if (description !== undefined) put(entry, "description", description);
    put(entry, "schema", valueSchema(header, up));
    copyExtensions(header, entry, ["x-nullable"]);
    put(upgraded, name, entry);
    up.origins.moved(pointer(to, name, "schema"), pointer(at, name));
  }
  return upgraded;
}
