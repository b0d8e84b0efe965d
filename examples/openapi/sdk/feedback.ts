import type {
  CallOptions,
  Endpoint,
  RequestOptions,
  Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";

/** Parameters of {@link sendFeedback}. */
export interface SendFeedbackParams extends CallOptions {
  data?: { message: string; rating?: number };
}

/** What a successful {@link sendFeedback} returns. */
export type SendFeedbackResponse = undefined;

const sendFeedbackRoute: Route = {
  method: "POST",
  url: ["/feedback"],
  headers: { "content-type": "application/x-www-form-urlencoded" },
};

/**
 * Send feedback
 *
 * @param params - The request's parameters: see {@link SendFeedbackParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function sendFeedback(
  params: SendFeedbackParams = {},
  builder?: Endpoint,
): RequestOptions<SendFeedbackResponse> {
  return request(sendFeedbackRoute, "/feedback", params, builder);
}
