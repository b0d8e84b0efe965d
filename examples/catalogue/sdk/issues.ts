import {
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

/** Parameters of {@link listForRepo}. */
export interface ListForRepoParams extends CallOptions {
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
export type ListForRepoResponse = types.Issue[];

const listForRepoRoute: Route = {
  method: "GET",
  url: ["/repos/", "{owner}", "/", "{repo}", "/issues"],
  mediaType: { previews: ["squirrel-girl"] },
};

/**
 * List repository issues
 *
 * @param params - The request's parameters: see {@link ListForRepoParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @see https://docs.example.test/rest/issues#list-repository-issues
 */
export function listForRepo(
  params: ListForRepoParams,
  builder?: Endpoint,
): RequestOptions<ListForRepoResponse> {
  return request(
    listForRepoRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/issues`,
    params,
    builder,
  );
}

/** Parameters of {@link create}. */
export interface CreateParams extends CallOptions {
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
export type CreateResponse = types.Issue;

const createRoute: Route = {
  method: "POST",
  url: ["/repos/", "{owner}", "/", "{repo}", "/issues"],
};

/**
 * Create an issue
 *
 * @param params - The request's parameters: see {@link CreateParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 * @see https://docs.example.test/rest/issues#create-an-issue
 */
export function create(
  params: CreateParams,
  builder?: Endpoint,
): RequestOptions<CreateResponse> {
  return request(
    createRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/issues`,
    params,
    builder,
  );
}

/** Parameters of {@link addLabels}. */
export interface AddLabelsParams extends CallOptions {
  owner: string;
  repo: string;
  issue_number: number;
  labels: string[];
}

/** What a successful {@link addLabels} returns. */
export type AddLabelsResponse = types.Label[];

const addLabelsRoute: Route = {
  method: "POST",
  url: [
    "/repos/",
    "{owner}",
    "/",
    "{repo}",
    "/issues/",
    "{issue_number}",
    "/labels",
  ],
};

/**
 * Add labels to an issue
 *
 * @param params - The request's parameters: see {@link AddLabelsParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function addLabels(
  params: AddLabelsParams,
  builder?: Endpoint,
): RequestOptions<AddLabelsResponse> {
  return request(
    addLabelsRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/issues/${segment(params.issue_number)}/labels`,
    params,
    builder,
  );
}
