import type { Response } from "../../model.js";
import type { Context, Path } from "./context.js";
import { defaultContentType } from "./body.js";
import { readSchema } from "./schema.js";
import { defined, has, isMapping, mediaTypeField, readMapping, textField, type Mapping } from "./values.js";

/** What a response adds to its schema's keys. */
const RESPONSE_KEYS = ["contentType", "description"];

const STATUS = /^(?:[1-5]\d\d|[1-5]xx|default)$/i;

/**
 * `response: schema` is the success response, whatever its status (`2XX`); `responses` maps statuses
 * to schemas. `null` (or nothing) as a schema means the response has no content.
 */
export function readResponses(route: Mapping, at: Path, ctx: Context): Response[] {
  if (has(route, "response") && has(route, "responses")) {
    ctx.keyError(
      "key-conflict",
      [...at, "responses"],
      "Use either `response` (the success response) or `responses` (by status), not both.",
    );
  }
  if (has(route, "response")) return [readResponse("2XX", route.response, [...at, "response"], ctx)];
  if (!has(route, "responses")) return [];
  const byStatus = readMapping(route.responses, [...at, "responses"], ctx, "`responses`") ?? {};
  return Object.entries(byStatus).flatMap(([status, value]) => {
    const statusAt = [...at, "responses", status];
    if (STATUS.test(status))
      return [readResponse(status.toUpperCase().replace("DEFAULT", "default"), value, statusAt, ctx)];
    ctx.error(
      "invalid-value",
      statusAt,
      `\`${status}\` is not a response status: write \`200\`, \`2XX\` or \`default\`.`,
    );
    return [];
  });
}

function readResponse(status: string, value: unknown, at: Path, ctx: Context): Response {
  if (value === null || value === undefined) return { status };
  const schema = readSchema(value, at, ctx, RESPONSE_KEYS);
  const slot = isMapping(value) ? value : {};
  return {
    status,
    contentType: mediaTypeField(slot, "contentType", at, ctx) ?? defaultContentType(schema),
    schema,
    ...defined({ description: textField(slot, "description", at, ctx) }),
  };
}
