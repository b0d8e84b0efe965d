// The check every wire fixture runs on every generated function: random valid calls drawn from the
// description's own schemas go through `toFetch` and fetch to the validating server, which must match
// the operation, accept the request, and decode exactly the values the call was given.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Verdict } from "../support/validating-server.js";
import { drawsFor, type Draw } from "../support/wire-draws.js";
import type { WireFunction, WireSdk } from "../support/wire-sdk.js";

/**
 * Calls per function: enough to meet each optional parameter set and unset, and each media type.
 * `WIRE_RUNS=500 npx vitest run test/wire` searches longer.
 */
const RUNS = Number(process.env.WIRE_RUNS ?? 25);

/** Characters a url may hold as they are (RFC 3986): anything else must be percent-encoded. */
export const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;

/** Sends one call and checks what arrived against what the draw expects. */
export async function checkCall(sdk: WireSdk, f: WireFunction, draw: Draw): Promise<Verdict> {
  const options = f.call(draw.params);
  expect(options.url).toMatch(URL_CHARACTERS);
  const sent = await sdk.send(options);
  // A request that several operations take (paths told apart by a fragment only) is judged as this one's.
  const verdict = [sent, ...(sent.others ?? [])].find((v) => v.operationId === f.operationId) ?? sent;
  expect({ operationId: verdict.operationId, errors: verdict.errors }).toEqual({
    operationId: f.operationId,
    errors: [],
  });
  const { wire } = verdict;
  expect(wire.method).toBe(f.method);
  expect(wire.decoded.path).toEqual(draw.expected.path);
  expect(wire.decoded.query).toEqual(draw.expected.query);
  // A header typed as a list or an object is read back by its style; any other as the text that came.
  for (const [name, value] of Object.entries(draw.expected.headers))
    expect(wire.decoded.headers[name] ?? wire.headers[name], name).toEqual(value);
  expect(wire.decoded.cookies).toEqual(draw.expected.cookies);
  const contentType = wire.headers["content-type"];
  expect(contentType ?? "", "a content-type is never a range").not.toContain("*");
  if (draw.expected.contentType === undefined) {
    expect(wire.body).toBeUndefined();
    expect(contentType).toBeUndefined();
    return verdict;
  }
  expect(contentType?.split(";")[0]).toBe(draw.expected.contentType);
  if (draw.expected.contentType.startsWith("multipart/")) expect(contentType).toMatch(/;\s*boundary=/);
  const body = draw.expected.body!;
  if ("decoded" in body) expect(wire.decoded.body).toEqual(body.decoded);
  else expect(wire.body).toEqual(body);
  return verdict;
}

/**
 * A test per generated function of the fixture (or of those `which` picks): random valid calls, each
 * accepted and decoded as sent.
 */
export function everyFunction(sdk: WireSdk, which: (f: WireFunction) => boolean = () => true): void {
  const draws = drawsFor(sdk.description);
  describe("every generated function, random valid calls", () => {
    it.each(
      sdk.functions.filter(which).map((f) => [`${f.method} ${f.path} (${f.scope}.${f.plan.exportName})`, f] as const),
    )("%s", async (_, f) => {
      await fc.assert(
        fc.asyncProperty(draws(f), async (draw) => {
          await checkCall(sdk, f, draw);
        }),
        { numRuns: RUNS },
      );
    });
  });
}
