import {
  baseUrl,
  encodeUnreserved,
  lastSegment,
  segment,
  vendorRequestOptions,
  withDefaultParams,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";
import type { Issue } from "./types/issue.js";

/** Parameters of {@link issues}. */
export interface IssuesParams extends VendorCallOptions {
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
  items: Issue[];
};

/** The responses of {@link issues}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface IssuesResponses {
  "2XX": { total_count: number; incomplete_results: boolean; items: Issue[] };
}

/**
 * Search issues and pull requests
 *
 * @param params - The request's parameters: see {@link IssuesParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function issues(
  params: IssuesParams,
  defaults: Defaults = api,
): RequestOptions<IssuesResponse, IssuesResponses> {
  const p = withDefaultParams(params, defaults);
  let url = baseUrl(p, defaults) + "/search/issues";
  let sep = "?";
  if (p.q != null) {
    url = url + sep + "q=" + encodeUnreserved(p.q);
    sep = "&";
  }
  if (p.sort != null) {
    url = url + sep + "sort=" + encodeUnreserved(p.sort);
    sep = "&";
  }
  if (p.order != null) {
    url = url + sep + "order=" + encodeUnreserved(p.order);
    sep = "&";
  }
  if (p.per_page != null)
    url = url + sep + "per_page=" + encodeUnreserved(p.per_page);
  return vendorRequestOptions(defaults, p, "get", url);
}

/** Parameters of {@link issuesLegacy}. */
export interface IssuesLegacyParams extends VendorCallOptions {
  owner: string;
  repository: string;
  state: "open" | "closed";
  keyword: string;
}

/** What a successful {@link issuesLegacy} returns. */
export type IssuesLegacyResponse = { issues?: Issue[] };

/** The responses of {@link issuesLegacy}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface IssuesLegacyResponses {
  "2XX": { issues?: Issue[] };
}

/**
 * Search issues (legacy)
 *
 * @param params - The request's parameters: see {@link IssuesLegacyParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @deprecated Use `search.issues`, which pages its results and understands qualifiers.
 */
export function issuesLegacy(
  params: IssuesLegacyParams,
  defaults: Defaults = api,
): RequestOptions<IssuesLegacyResponse, IssuesLegacyResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/legacy/issues/search/${segment(p.owner)}/${segment(p.repository)}/${segment(p.state)}${lastSegment(p.keyword)}`;
  return vendorRequestOptions(defaults, p, "get", url);
}
