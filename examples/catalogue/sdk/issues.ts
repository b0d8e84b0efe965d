import {
  baseUrl,
  encodeUnreserved,
  json,
  segment,
  vendorRequestOptions,
  withDefaultParams,
  withRouteDefaults,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";
import type { Issue } from "./types/issue.js";
import type { Label } from "./types/label.js";

/** Parameters of {@link listForRepo}. */
export interface ListForRepoParams extends VendorCallOptions {
  owner: string;
  repo: string;
  state?: "open" | "closed" | "all" | undefined;
  /** Label names separated by commas: `bug,ui`. */
  labels?: string | undefined;
  /** A login, `none` or `*`. */
  assignee?: string | undefined;
  /** Only issues updated at or after this time. */
  since?: string | undefined;
  per_page?: number | undefined;
}

/** What a successful {@link listForRepo} returns. */
export type ListForRepoResponse = Issue[];

/** The responses of {@link listForRepo}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface ListForRepoResponses {
  "2XX": Issue[];
}

/**
 * List repository issues
 *
 * @param params - The request's parameters: see {@link ListForRepoParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @see https://docs.example.test/rest/issues#list-repository-issues
 */
export function listForRepo(
  params: ListForRepoParams,
  defaults: Defaults = api,
): RequestOptions<ListForRepoResponse, ListForRepoResponses> {
  defaults = withRouteDefaults(defaults, {
    mediaType: { previews: ["squirrel-girl"] },
  });
  const p = withDefaultParams(params, defaults);
  let url =
    baseUrl(p, defaults) +
    `/repos/${segment(p.owner)}/${segment(p.repo)}/issues`;
  let sep = "?";
  if (p.state != null) {
    url = url + sep + "state=" + encodeUnreserved(p.state);
    sep = "&";
  }
  if (p.labels != null) {
    url = url + sep + "labels=" + encodeUnreserved(p.labels);
    sep = "&";
  }
  if (p.assignee != null) {
    url = url + sep + "assignee=" + encodeUnreserved(p.assignee);
    sep = "&";
  }
  if (p.since != null) {
    url = url + sep + "since=" + encodeUnreserved(p.since);
    sep = "&";
  }
  if (p.per_page != null)
    url = url + sep + "per_page=" + encodeUnreserved(p.per_page);
  return vendorRequestOptions(defaults, p, "get", url);
}

/** Parameters of {@link create}. */
export interface CreateParams extends VendorCallOptions {
  owner: string;
  repo: string;
  title: string;
  body?: string | undefined;
  /** Logins to assign. */
  assignees?: string[] | undefined;
  /** The milestone's number (or title); `null` removes it. */
  milestone?: number | string | null | undefined;
  labels?: string[] | undefined;
}

/** What a successful {@link create} returns. */
export type CreateResponse = Issue;

/** The responses of {@link create}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface CreateResponses {
  201: Issue;
}

/**
 * Create an issue
 *
 * @param params - The request's parameters: see {@link CreateParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 * @see https://docs.example.test/rest/issues#create-an-issue
 */
export function create(
  params: CreateParams,
  defaults: Defaults = api,
): RequestOptions<CreateResponse, CreateResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/repos/${segment(p.owner)}/${segment(p.repo)}/issues`;
  const fields: Record<string, unknown> = {};
  if (p.title !== undefined) fields["title"] = p.title;
  if (p.body !== undefined) fields["body"] = p.body;
  if (p.assignees !== undefined) fields["assignees"] = p.assignees;
  if (p.milestone !== undefined) fields["milestone"] = p.milestone;
  if (p.labels !== undefined) fields["labels"] = p.labels;
  return vendorRequestOptions(defaults, p, "post", url, json(fields));
}

/** Parameters of {@link addLabels}. */
export interface AddLabelsParams extends VendorCallOptions {
  owner: string;
  repo: string;
  issue_number: number;
  labels: string[];
}

/** What a successful {@link addLabels} returns. */
export type AddLabelsResponse = Label[];

/** The responses of {@link addLabels}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface AddLabelsResponses {
  "2XX": Label[];
}

/**
 * Add labels to an issue
 *
 * @param params - The request's parameters: see {@link AddLabelsParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function addLabels(
  params: AddLabelsParams,
  defaults: Defaults = api,
): RequestOptions<AddLabelsResponse, AddLabelsResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/repos/${segment(p.owner)}/${segment(p.repo)}/issues/${segment(p.issue_number)}/labels`;
  const fields: Record<string, unknown> = {};
  if (p.labels !== undefined) fields["labels"] = p.labels;
  return vendorRequestOptions(defaults, p, "post", url, json(fields));
}
