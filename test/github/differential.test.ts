// Every operation of GitHub's REST API description, generated into an SDK, against the reference:
// for random valid parameters drawn from the operation's own parameter schemas, the generated
// function returns
// - exactly what routegen's generic `endpoint()` returns for the route the generator planned, and
// - what `@octokit/endpoint` returns for that same route, normalising only the documented deviations
//   (test/vendor/conformance/README.md): the lowercase method, each side's own default user-agent,
//   and, where a case really hits one, `rfc6570` / `rfc6570-varnames`, which `referenceCall()`
//   (test/support/github.ts) models by giving the reference an equivalent template.
// "The route planned" is the url template the generator writes the function's url by (every declared
// query parameter in its `{?...}` expression), with the route's server as its baseUrl and its body's
// content-type as a defaults level: `builder.defaults(routeOptions)(params)`. Urls are compared with
// percent-encoded unreserved characters decoded (RFC 3986 6.2.2.2: the same url).
// The description names no previews and no `:name` placeholders, so those deviations cannot occur
// (referenceCall throws if they ever do).
import { isDeepStrictEqual } from "node:util";
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Endpoint, Options } from "../../runtime/index.js";
import { paramsOfRoute } from "../support/arbitrary-params.js";
import { githubPlan, generateGithubSdk, referenceCall, type Generated, type GithubSdk } from "../support/github.js";
import {
  comparableWithEndpoint,
  endpointParams,
  normalisedUrl,
  routeDefaults,
  sendsBody,
} from "../support/planned-route.js";
import { attempt, canonical, canonicalResult, lowercaseMethod, type Outcome } from "../support/normalise.js";

const CASES_PER_OPERATION = 20;
const reference = octokitEndpoint as unknown as Endpoint;
const { model, plan } = githubPlan();

/** A builder of ours and the reference's with the same defaults; the first is each side's root. */
const LEVELS: Options[][] = [
  [],
  [{ headers: { "user-agent": "differential/1.0", authorization: "token 0000000000000000000000000000000000000001" } }],
  [
    { baseUrl: "https://ghe.example.com/api/v3" },
    { headers: { "User-Agent": "differential/1.0", "x-github-api-version": "2022-11-28" } },
  ],
];

const counts = { operations: 0, cases: 0, rfc6570: 0, "rfc6570-varnames": 0, apart: 0 };
let sdk: GithubSdk;
let generatedBy: Map<string, Generated>;

beforeAll(async () => {
  sdk = await generateGithubSdk();
  generatedBy = new Map(sdk.functions.map(({ scope, fn, generated }) => [`${scope}.${fn.exportName}`, generated]));
});

afterAll(() => {
  sdk?.remove();
  console.log(
    `github differential: ${counts.operations} operations, ${counts.cases} cases compared ` +
      `(generated vs endpoint() vs @octokit/endpoint); documented deviations hit (reference asked for the contract's ` +
      `equivalent): rfc6570 in ${counts.rfc6570} cases, rfc6570-varnames in ${counts["rfc6570-varnames"]}; ` +
      `${counts.apart} operations apart (a parameter named \`url\`: endpoint() reads it as the route; real-server.test.ts sends them)`,
  );
});

it("generates one function per operation of the description", () => {
  expect(sdk.functions).toHaveLength(model.routes.length);
  expect(new Set(sdk.functions.map(({ fn }) => fn.route))).toEqual(new Set(model.routes));
});

function picture(
  outcome: Outcome,
  defaultUserAgent: unknown,
  normalise: (value: unknown) => unknown = (value) => value,
): unknown {
  if (!("value" in outcome)) return outcome;
  const value = normalise(outcome.value) as { url?: unknown };
  const url = typeof value.url === "string" ? normalisedUrl(value.url) : value.url;
  return canonicalResult({ ...value, url }, defaultUserAgent);
}

describe.each(plan.scopes.map((scope) => [scope.exportName, scope] as const))("%s", (name, scope) => {
  it(`builds what endpoint() and @octokit/endpoint build, for ${scope.functions.length} operations`, () => {
    const builders = LEVELS.map((levels) => ({
      ours: levels.reduce((builder, level) => builder.defaults(level), sdk.endpoint),
      theirs: levels.reduce((builder, level) => builder.defaults(level), reference),
    }));
    const userAgent = {
      ours: sdk.endpoint.DEFAULTS.headers["user-agent"],
      theirs: reference.DEFAULTS.headers["user-agent"],
    };
    for (const fn of scope.functions) {
      if (!comparableWithEndpoint(fn)) {
        counts.apart++;
        continue;
      }
      const generated = generatedBy.get(`${name}.${fn.exportName}`)!;
      fc.assert(
        fc.property(paramsOfRoute(fn.routing, model), fc.constantFrom(...builders), (params, { ours, theirs }) => {
          const before = canonical(params);
          const actual = attempt(() => generated(params, ours));
          expect(actual, `${name}.${fn.exportName} threw`).toHaveProperty("value");
          expect(canonical(params), "params are not modified").toEqual(before);

          const route = routeDefaults(fn, sendsBody(fn, params));
          const generic = attempt(() => ours.defaults(route)(endpointParams(fn, params)));
          expect(picture(actual, userAgent.ours)).toEqual(picture(generic, userAgent.ours));

          const call = referenceCall(route.url!, endpointParams(fn, params));
          const referenceWith = (url: string, params: Record<string, unknown>) =>
            picture(
              attempt(() => theirs.defaults({ ...route, url })(params)),
              userAgent.theirs,
              lowercaseMethod,
            );
          const ourPicture = picture(actual, userAgent.ours);
          expect(ourPicture).toEqual(referenceWith(call.url, call.params));

          counts.cases++;
          // A deviation is hit when the reference, asked as it is, builds another request.
          if (
            call.deviations.size > 0 &&
            !isDeepStrictEqual(ourPicture, referenceWith(route.url!, endpointParams(fn, params)))
          ) {
            for (const deviation of call.deviations) counts[deviation]++;
          }
        }),
        { numRuns: CASES_PER_OPERATION },
      );
      counts.operations++;
    }
  });
});
