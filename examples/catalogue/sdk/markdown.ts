import type {
  CallOptions,
  Endpoint,
  RequestOptions,
  Route,
} from "@routegen/runtime";
import { request } from "./endpoint.js";

/** Parameters of {@link renderRaw}. */
export interface RenderRawParams extends CallOptions {
  /** The Markdown source. */
  data: string;
}

/** What a successful {@link renderRaw} returns. */
export type RenderRawResponse = string;

const renderRawRoute: Route = {
  method: "POST",
  url: ["/markdown/raw"],
  headers: { "content-type": "text/plain; charset=utf-8" },
};

/**
 * Render a Markdown document given as plain text
 *
 * @param params - The request's parameters: see {@link RenderRawParams}.
 * @param builder - A builder carrying your defaults (made with `endpoint.defaults()`).
 */
export function renderRaw(
  params: RenderRawParams,
  builder?: Endpoint,
): RequestOptions<RenderRawResponse> {
  return request(renderRawRoute, "/markdown/raw", params, builder);
}
