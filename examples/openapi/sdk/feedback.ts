import {
  baseUrl,
  formBody,
  pair,
  requestOptions,
  withDefaultParams,
  type CallOptions,
  type Defaults,
  type RequestOptions,
} from "@routegen/runtime";
import { api } from "./endpoint.js";

/** Parameters of {@link sendFeedback}. */
export interface SendFeedbackParams extends CallOptions {
  message?: string | undefined;
  rating?: number | undefined;
}

/** What a successful {@link sendFeedback} returns. */
export type SendFeedbackResponse = undefined;

/** The responses of {@link sendFeedback}, by status: `ResponsesOf` and `readResponse()` read them. */
export interface SendFeedbackResponses {
  204: undefined;
}

/**
 * Send feedback
 *
 * @param params - The request's parameters: see {@link SendFeedbackParams}.
 * @param defaults - Your defaults (from `defaults()`, or a builder from `endpoint.defaults()`); the API's own when left out.
 */
export function sendFeedback(
  params: SendFeedbackParams = {},
  defaults: Defaults = api,
): RequestOptions<SendFeedbackResponse, SendFeedbackResponses> {
  const p = withDefaultParams(params, defaults);
  const url = baseUrl(p, defaults) + "/feedback";
  const body = formBody(pair("message", p.message), pair("rating", p.rating));
  return requestOptions(
    defaults,
    p,
    "post",
    url,
    body,
    "application/x-www-form-urlencoded",
  );
}
