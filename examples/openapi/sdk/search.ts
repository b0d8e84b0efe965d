import {
  baseUrl,
  keepReserved,
  pipeDelimited,
  requestOptions,
  spaceDelimited,
  withAuth,
  withDefaultParams,
  type CallOptions,
  type Defaults,
  type RequestOptions,
} from "@routegen/runtime";
import { api, securitySchemes } from "./endpoint.js";
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

/** The responses of {@link search}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface SearchResponses {
  200: { total: number; items: (Note | Folder)[] };
}

/**
 * Search notes
 *
 * @param params - The request's parameters: see {@link SearchParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function search(
  params: SearchParams,
  defaults: Defaults = api,
): RequestOptions<SearchResponse, SearchResponses> {
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
  return withAuth(requestOptions(defaults, p, "get", url), defaults, [
    [securitySchemes.token],
    [securitySchemes.integrationKey],
  ]);
}
