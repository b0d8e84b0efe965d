import type { Body, Response, Schema } from "../../model.js";
import { child, report, sourceOf, type LoadContext, type Place } from "./context.js";
import { isObject, own, stringAt, type JsonObject } from "./json.js";
import { readSchema } from "./schema.js";

/** `application/json`, `application/vnd.github+json`, `text/json`, with or without parameters (`; charset=…`). */
export function isJsonMediaType(mediaType: string): boolean {
  const essence = (mediaType.split(";")[0] ?? "").trim().toLowerCase();
  return essence === "application/json" || essence === "text/json" || essence.endsWith("+json");
}

/** The media type to use from a `content` map: the first JSON one, else the first one. */
function pickMediaType(content: JsonObject): string | undefined {
  const types = Object.keys(content);
  return types.find(isJsonMediaType) ?? types[0];
}

/** A `requestBody`: JSON content is a `json` body; anything else is `data` sent as it is. */
export function readBody(value: unknown, at: Place, ctx: LoadContext): Body | undefined {
  const followed = ctx.refs.follow(value, at);
  if (!followed) return undefined;
  const { value: b, at: place } = followed;
  const content = isObject(b) ? own(b, "content") : undefined;
  const mediaType = isObject(content) ? pickMediaType(content) : undefined;
  if (!isObject(b) || !isObject(content) || mediaType === undefined) {
    report(
      ctx,
      "invalid-document",
      "error",
      "a request body needs a `content` map with at least one media type",
      place,
    );
    return undefined;
  }
  const body: Body = {
    kind: isJsonMediaType(mediaType) ? "json" : "data",
    contentType: mediaType,
    schema: readMediaSchema(content, mediaType, child(place, "content"), ctx) ?? schemaless(mediaType),
    required: own(b, "required") === true,
    source: sourceOf(place),
  };
  const description = stringAt(b, "description");
  if (description !== undefined) body.description = description;
  return body;
}

/** What a body without a schema holds: text for `text/*`, bytes for other non-JSON, non-form types. */
function schemaless(mediaType: string): Schema {
  const essence = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (isJsonMediaType(essence) || essence.startsWith("multipart/") || essence === "application/x-www-form-urlencoded") {
    return { kind: "unknown" };
  }
  return essence.startsWith("text/") ? { kind: "string" } : { kind: "binary" };
}

/** Every response, in the order written: its schema when it has content, otherwise just its status (204). */
export function readResponses(value: unknown, at: Place, ctx: LoadContext): Response[] {
  if (value === undefined) return [];
  if (!isObject(value)) {
    report(ctx, "invalid-document", "error", "`responses` must be a map from status to response", at);
    return [];
  }
  const responses: Response[] = [];
  for (const [status, entry] of Object.entries(value)) {
    if (status.startsWith("x-")) continue;
    const followed = ctx.refs.follow(entry, child(at, status));
    if (!followed) continue;
    const { value: r, at: place } = followed;
    if (!isObject(r)) {
      report(ctx, "invalid-document", "error", `response "${status}" must be an object`, place);
      continue;
    }
    const response: Response = { status };
    const description = stringAt(r, "description");
    if (description !== undefined) response.description = description;
    const content = own(r, "content");
    const mediaType = isObject(content) ? pickMediaType(content) : undefined;
    if (isObject(content) && mediaType !== undefined) {
      response.contentType = mediaType;
      const schema = readMediaSchema(content, mediaType, child(place, "content"), ctx);
      if (schema) response.schema = schema;
    }
    responses.push(response);
  }
  return responses;
}

function readMediaSchema(content: JsonObject, mediaType: string, at: Place, ctx: LoadContext): Schema | undefined {
  const media = own(content, mediaType);
  if (!isObject(media) || !Object.hasOwn(media, "schema")) return undefined;
  return readSchema(media.schema, child(at, mediaType, "schema"), ctx);
}
