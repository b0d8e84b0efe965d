// `mediaType` (format, previews) and the accept header it asks for (spec 2.1).
import { isPlainObject, plainObject } from "./object.js";
import type { Headers, MediaType } from "./types.js";

/**
 * The vendor in `application/vnd.<vendor>.v3+json` (any `.v<n>`, or none): what a builder names
 * preview media types after. Undefined for other accept values.
 */
export const vendorOf = (accept: unknown): string | undefined =>
  /^application\/vnd\.([\w-]+)(\.v\d+)?\+json$/.exec(accept as string)?.[1];

const strip = (name: string) => name.replace("-preview", "");

/**
 * One level's mediaType over the one below: keys replace, previews merge. Every level strips the
 * first `-preview` of each name; names below come first, then the new ones not already there.
 */
export function mergeMediaType(below: MediaType, over: unknown): MediaType {
  const top: MediaType = plainObject(over, "mediaType");
  const merged = { ...below, ...top };
  if (below.previews || top.previews) {
    const old = (below.previews ?? []).map(strip);
    merged.previews = [...old, ...(top.previews ?? []).map(strip).filter((name) => !old.includes(name))];
  }
  return merged;
}

/**
 * Sets the accept header `mediaType` asks for. `format` replaces the suffix of vendor types
 * (`application/vnd.github.v3+json` -> `application/vnd.github.v3.raw`); previews replace the
 * value by `application/vnd.<vendor>.<name>-preview+json` (`.<format>`) per name, names already
 * in the header first. A binary download (`application/octet-stream`) keeps its accept.
 */
export function applyAccept(headers: Headers, mediaType: unknown, vendor: string | undefined): Headers {
  if (!isPlainObject(mediaType)) throw new TypeError("mediaType must be a plain object");
  const { format, previews } = mediaType as MediaType;
  let accept = headers.accept as string;
  if ((format || previews?.length) && !/application\/octet-stream/i.test(accept)) {
    if (typeof accept !== "string") throw new TypeError("mediaType needs an accept header");
    if (format) {
      accept = accept
        .split(",")
        .map((type) => type.replace(/application\/vnd(\.\w+)(\.v\d+)?(\.\w+)?(\+json)?$/, `application/vnd$1$2.${format}`))
        .join(",");
    }
    if (previews?.length) {
      if (!vendor) throw new TypeError("previews need a default accept application/vnd.<vendor>.v3+json");
      accept = [...(accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) ?? []), ...previews]
        .map((name) => `application/vnd.${vendor}.${name}-preview${format ? "." + format : "+json"}`)
        .join(",");
    }
    headers.accept = accept;
  }
  return headers;
}
