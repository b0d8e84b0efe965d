import type { MediaType, RequestDefaults } from "../../model.js";
import { headerBreaker } from "../http-text.js";
import type { Context, Path } from "./context.js";
import {
  defined,
  describe,
  has,
  isHeaderName,
  readMapping,
  reportInvalid,
  stringListField,
  textField,
  urlField,
  type Mapping,
} from "./values.js";

/** The builder's request defaults: under `defaults` for the catalogue, beside `route` for one route. */
export const REQUEST_DEFAULT_KEYS = ["baseUrl", "headers", "mediaType"] as const;

/** Reads `baseUrl`, `headers` and `mediaType` from `mapping` (other keys are the caller's). */
export function readRequestDefaults(mapping: Mapping, at: Path, ctx: Context): RequestDefaults {
  return defined({
    baseUrl: readBaseUrl(mapping, at, ctx),
    headers: has(mapping, "headers") ? readHeaders(mapping.headers, [...at, "headers"], ctx) : undefined,
    mediaType: has(mapping, "mediaType") ? readMediaType(mapping.mediaType, [...at, "mediaType"], ctx) : undefined,
  });
}

function readBaseUrl(mapping: Mapping, at: Path, ctx: Context): string | undefined {
  const baseUrl = urlField(mapping, "baseUrl", at, ctx);
  // The builder prefixes paths with baseUrl as it is: a trailing slash would make `//repos`.
  if (baseUrl?.endsWith("/")) {
    reportInvalid(ctx, at, "baseUrl", "a url without a trailing `/` (paths start with one)", baseUrl);
    return undefined;
  }
  return baseUrl;
}

/**
 * Header names are lowercased, as the builder sends them; two spellings of one name in the same
 * mapping (`Accept`, `accept`) would silently override each other, so they are a `duplicate-name`.
 */
function readHeaders(value: unknown, at: Path, ctx: Context): Record<string, string> | undefined {
  const mapping = readMapping(value, at, ctx, "`headers`");
  if (!mapping) return undefined;
  const headers: Record<string, string> = {};
  const spelling = new Map<string, string>();
  for (const [name, headerValue] of Object.entries(mapping)) {
    const lower = name.toLowerCase();
    if (!isHeaderName(name)) {
      ctx.keyError(
        "invalid-value",
        [...at, name],
        `\`${name}\` is not a valid header name (letters, digits and \`-\`, no spaces).`,
      );
    } else if (spelling.has(lower)) {
      ctx.keyError(
        "duplicate-name",
        [...at, name],
        `Header \`${name}\` is already set as \`${spelling.get(lower)}\`: header names ignore case.`,
      );
    } else if (typeof headerValue !== "string") {
      const quote =
        typeof headerValue === "number" || typeof headerValue === "boolean" ? " (quote it to keep it text)" : "";
      ctx.error(
        "invalid-value",
        [...at, name],
        `Header \`${name}\` must be a string, found ${describe(headerValue)}${quote}.`,
      );
    } else if (headerBreaker(headerValue) !== undefined) {
      ctx.error(
        "invalid-value",
        [...at, name],
        `Header \`${name}\` holds ${headerBreaker(headerValue)}, which a header value cannot hold.`,
      );
    } else {
      headers[lower] = headerValue;
    }
    spelling.set(lower, spelling.get(lower) ?? name);
  }
  return headers;
}

/** `format` and `previews` become part of the `accept` header: no character that would end it. */
function readMediaType(value: unknown, at: Path, ctx: Context): MediaType | undefined {
  const mapping = readMapping(value, at, ctx, "`mediaType`", ["format", "previews"]);
  if (!mapping) return undefined;
  const format = textField(mapping, "format", at, ctx);
  const previews = stringListField(mapping, "previews", at, ctx);
  const fits = (text: string, path: Path) => {
    const breaker = headerBreaker(text);
    if (breaker !== undefined)
      ctx.error("invalid-value", path, `This goes into the \`accept\` header, which cannot hold ${breaker}.`);
    return breaker === undefined;
  };
  return defined({
    format: format !== undefined && fits(format, [...at, "format"]) ? format : undefined,
    previews: previews?.filter((preview, i) => fits(preview, [...at, "previews", String(i)])),
  });
}
