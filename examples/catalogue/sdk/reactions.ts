import {
  segment,
  type CallOptions,
  type Endpoint,
  type RequestOptions,
  type Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";
import type * as types from "./types.js";

/** Parameters of {@link createForIssue}. */
export interface CreateForIssueParams extends CallOptions {
  owner: string;
  repo: string;
  issue_number: number;
  content:
    "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";
}

/** What a successful {@link createForIssue} returns. */
export type CreateForIssueResponse = types.Reaction;

const createForIssueRoute: Route = {
  method: "POST",
  url: [
    "/repos/",
    "{owner}",
    "/",
    "{repo}",
    "/issues/",
    "{issue_number}",
    "/reactions",
  ],
};

/**
 * Create a reaction to an issue
 *
 * @param params - The request's parameters: see {@link CreateForIssueParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function createForIssue(
  params: CreateForIssueParams,
  builder?: Endpoint,
): RequestOptions<CreateForIssueResponse> {
  return request(
    createForIssueRoute,
    `/repos/${segment(params.owner)}/${segment(params.repo)}/issues/${segment(params.issue_number)}/reactions`,
    params,
    builder,
  );
}
