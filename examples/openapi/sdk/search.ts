import {
  baseUrl,
  keepReserved,
  pipeDelimited,
  requestOptions,
  spaceDelimited,
  withDefaultParams,
  type CallOptions,
  type Defaults,
  type RequestOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";
import type { Folder } from "./types/folder.js";
import type { Note } from "./types/note.js";

/** Parameters of {@link search}. */
export interface SearchParams extends CallOptions {
  q: string;
  in?: ("title" | "body" | "tags")[] | undefined;
  sort?: string[] | undefined;
  headers?: CallOptions["headers"] & { "accept-language"?: string };
}

/** What a successful {@link search} returns. */
export type SearchResponse = { total: number; items: (Note | Folder)[] };

/**
 * Search notes
 *
 * @param params - The request's parameters: see {@link SearchParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function search(
  params: SearchParams,
  defaults: Defaults = api,
): RequestOptions<SearchResponse> {
  const p = withDefaultParams(params, defaults);
  let url = baseUrl(p, defaults) + "/search";
  let sep = "?";
  if (p.q != null) {
    url = url + sep + "q=" + keepReserved(p.q);
    sep = "&";
  }
  let pairs = spaceDelimited("in", p.in);
  if (pairs) {
    url = url + sep + pairs;
    sep = "&";
  }
  pairs = pipeDelimited("sort", p.sort);
  if (pairs) url = url + sep + pairs;
  return requestOptions(defaults, p, "get", url);
}
