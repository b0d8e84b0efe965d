import {
  baseUrl,
  json,
  segment,
  vendorRequestOptions,
  withDefaultParams,
  type Defaults,
  type RequestOptions,
  type VendorCallOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";
import type { Reaction } from "./types/reaction.js";

/** Parameters of {@link createForIssue}. */
export interface CreateForIssueParams extends VendorCallOptions {
  owner: string;
  repo: string;
  issue_number: number;
  content:
    "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";
}

/** What a successful {@link createForIssue} returns. */
export type CreateForIssueResponse = Reaction;

/** The responses of {@link createForIssue}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface CreateForIssueResponses {
  200: Reaction;
  201: Reaction;
}

/**
 * Create a reaction to an issue
 *
 * @param params - The request's parameters: see {@link CreateForIssueParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function createForIssue(
  params: CreateForIssueParams,
  defaults: Defaults = api,
): RequestOptions<CreateForIssueResponse, CreateForIssueResponses> {
  const p = withDefaultParams(params, defaults);
  const url =
    baseUrl(p, defaults) +
    `/repos/${segment(p.owner)}/${segment(p.repo)}/issues/${segment(p.issue_number)}/reactions`;
  const fields: Record<string, unknown> = {};
  if (p.content !== undefined) fields["content"] = p.content;
  return vendorRequestOptions(defaults, p, "post", url, json(fields));
}
