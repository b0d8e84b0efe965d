import type {
  CallOptions,
  Endpoint,
  RequestOptions,
  Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

/** Parameters of {@link search}. */
export interface SearchParams extends CallOptions {
  q: string;
  in?: ("title" | "body" | "tags")[] | undefined;
  sort?: string[] | undefined;
  headers?: CallOptions["headers"] & { "accept-language"?: string };
}

/** What a successful {@link search} returns. */
export type SearchResponse = {
  total: number;
  items: (types.Note | types.Folder)[];
};

const searchRoute: Route = {
  method: "GET",
  url: ["/search"],
};

/**
 * Search notes
 *
 * @param params - The request's parameters: see {@link SearchParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function search(
  params: SearchParams,
  builder?: Endpoint,
): RequestOptions<SearchResponse> {
  const serialised = {
    ...params,
    in: params.in?.join(" "),
    sort: params.sort?.join("|"),
  };
  return request(searchRoute, "/search", serialised, builder);
}
