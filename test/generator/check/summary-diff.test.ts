// What `check` says changed in a route (generator/check/summary-diff.ts), here its credentials.
import { describe, expect, it } from "vitest";
import { diffSummaries } from "../../../generator/check/summary-diff.js";
import type { RouteSummary, SdkSummary } from "../../../generator/emit/summary.js";

const route = (security?: string): RouteSummary => ({
  request: "GET /notes",
  params: {},
  response: "Note[]",
  ...(security === undefined ? {} : { security }),
});
const sdk = (security?: string): SdkSummary => ({ routes: { "notes.list": route(security) }, types: {} });

describe("diffSummaries: a route's credentials", () => {
  it.each([
    { given: ["none", "token (header authorization, bearer)"], want: "secured" },
    { given: ["token (header authorization, bearer)", "none"], want: "made public" },
    { given: ["key (header x-key)", "key (query key)"], want: "a scheme sent elsewhere" },
    { given: ["a (header x-a) | b (header x-b)", "a (header x-a) + b (header x-b)"], want: "both where either was" },
  ])("$want: $given.0 -> $given.1", ({ given: [from, to] }) => {
    expect(diffSummaries(sdk(from), sdk(to)).changed).toEqual([
      { name: "notes.list", request: "GET /notes", changes: [{ kind: "security", from, to }] },
    ]);
  });

  it("the same credentials are no change; a manifest written before summaries said them has none to compare", () => {
    expect(diffSummaries(sdk("none"), sdk("none")).changed).toEqual([]);
    expect(diffSummaries(sdk(undefined), sdk("token (header authorization, bearer)")).changed).toEqual([]);
  });
});
