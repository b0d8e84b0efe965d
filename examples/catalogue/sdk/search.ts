import {
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

/** Parameters of {@link issues}. */
export interface IssuesParams extends CallOptions {
  /** Search terms and qualifiers: `is:open label:bug`. */
  q: string;
  sort?: "comments" | "reactions" | "created" | "updated" | undefined;
  order?: "desc" | "asc" | undefined;
  per_page?: number | undefined;
}

/** What a successful {@link issues} returns. */
export type IssuesResponse = {
  total_count: number;
  incomplete_results: boolean;
  items: types.Issue[];
};

const issuesRoute: Route = {
  method: "GET",
  url: ["/search/issues"],
};

/**
 * Search issues and pull requests
 *
 * @param params - The request's parameters: see {@link IssuesParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function issues(
  params: IssuesParams,
  builder?: Endpoint,
): RequestOptions<IssuesResponse> {
  return request(issuesRoute, "/search/issues", params, builder);
}

/** Parameters of {@link issuesLegacy}. */
export interface IssuesLegacyParams extends CallOptions {
  owner: string;
  repository: string;
  state: "open" | "closed";
  keyword: string;
}

/** What a successful {@link issuesLegacy} returns. */
export type IssuesLegacyResponse = { issues?: types.Issue[] };

const issuesLegacyRoute: Route = {
  method: "GET",
  url: [
    "/legacy/issues/search/",
    "{owner}",
    "/",
    "{repository}",
    "/",
    "{state}",
    "/",
    "{keyword}",
  ],
};

/**
 * Search issues (legacy)
 *
 * @param params - The request's parameters: see {@link IssuesLegacyParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @deprecated Use `search.issues`, which pages its results and understands qualifiers.
 */
export function issuesLegacy(
  params: IssuesLegacyParams,
  builder?: Endpoint,
): RequestOptions<IssuesLegacyResponse> {
  return request(
    issuesLegacyRoute,
    `/legacy/issues/search/${segment(params.owner)}/${segment(params.repository)}/${segment(params.state)}/${segment(params.keyword)}`,
    params,
    builder,
  );
}
