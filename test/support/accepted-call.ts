// A call of a wire fixture's function sent to its validating server, for the explicit cases of a wire
// test: the request options, and what arrived once the description accepted it.
import { expect } from "vitest";
import type { Wire } from "./validating-server.js";
import type { WireSdk } from "./wire-sdk.js";
import type { RequestOptions } from "../../runtime/index.js";

/** Calls an operation's function, sends the request, and checks the description accepts it. */
export async function sendAccepted(
  sdk: WireSdk,
  operationId: string,
  params: Record<string, unknown>,
): Promise<{ options: RequestOptions; wire: Wire }> {
  const options = sdk.fn(operationId).call(params);
  const verdict = await sdk.send(options);
  expect(verdict.errors).toEqual([]);
  return { options, wire: verdict.wire };
}
