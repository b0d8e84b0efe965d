// Reading a fetch Response as the route's declared responses: its status, whether it is a success, its
// headers and its body, read by the content-type it arrived with. The types come with the request
// options (`ResponsesOf`); only a program that calls readResponse() bundles this.
import type { RequestOptions, ResponsesOf } from "./types.js";

/**
 * `{ status, ok, headers, data }` of a response to `request` (what a generated function returned),
 * typed as one of the route's declared responses: narrow it with `if (r.ok)` or `if (r.status === 404)`.
 * `data` is read by the content-type: JSON (`application/json`, any `+json`) parsed, `text/*` a string,
 * no content (an empty body, a HEAD request, 204, 205 and 304) `undefined`, anything else a Blob.
 */
export async function readResponse<Request extends RequestOptions<unknown, unknown>>(
  response: Response,
  request: Request,
): Promise<ResponsesOf<Request>> {
  const { status, ok, headers } = response;
  const data = noContent(status, request.method) ? undefined : await bodyOf(response);
  return { status, ok, headers, data } as ResponsesOf<Request>;
}

/** Statuses that have no content whatever their headers say (RFC 9110 §6.4.1), and answers to HEAD. */
const noContent = (status: number, method: string): boolean =>
  status === 204 || status === 205 || status === 304 || method.toLowerCase() === "head";

async function bodyOf(response: Response): Promise<unknown> {
  // The media type's essence: `application/problem+json; charset=utf-8` is `application/problem+json`.
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const json = type === "application/json" || type.endsWith("+json");
  if (json || type.startsWith("text/")) {
    const text = await response.text();
    if (text === "") return undefined;
    if (!json) return text;
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new SyntaxError(
        `the ${response.status} response to ${response.url || "the request"} says ${type}, and its body is no JSON: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  const blob = await response.blob();
  return blob.size === 0 ? undefined : blob;
}
