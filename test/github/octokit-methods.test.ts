// Every method of `@octokit/plugin-rest-endpoint-methods` (with `@octokit/core`, no network) against
// the generated function of the same operation, found by its route (method + url template): for the
// same random parameters (drawn from the operation's parameter schemas), `octokit.rest.<scope>.<method>
// .endpoint(params)` and the generated function return the same request. Both builders get the same
// user-agent through defaults, and ours also Octokit's `request` (the client's hook), so the rest
// compares exactly; the method is lowercased, and the documented deviations `rfc6570` /
// `rfc6570-varnames` are modelled on Octokit's route by `referenceCall()` (test/support/github.ts).
//
// The generated function writes every query parameter the description declares by the route's url
// template (`{?state,labels,per_page}`, in the order declared: RFC 6570 encoding, arrays as the
// description says), where Octokit's route leaves them out and appends them its own way (query order
// of the call, encodeURIComponent, `+` kept in `q`, arrays comma-joined). So Octokit's method is given
// the generated function's url template (its path is checked to be the same), and a test apart shows
// the difference with Octokit's own route where it shows.
//
// Methods without a counterpart are listed with their reason, and every reason must be an expected
// one. Where the generated function builds a different request on purpose (the description says so),
// the method is listed as adjusted: the main comparison leaves that difference out, and a test of its
// own shows that it is the only one and that it is still there (so the list cannot go stale).
import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { Octokit } from "@octokit/core";
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FunctionPlan } from "../../generator/plan/plan.js";
import { resolveSchema } from "../../generator/plan/routing/index.js";
import type { Endpoint, Options } from "../../runtime/index.js";
import { paramsOfRoute, valueOf } from "../support/arbitrary-params.js";
import { generateGithubSdk, githubPlan, referenceCall, type Generated, type GithubSdk } from "../support/github.js";
import { defaultUrl } from "../../generator/util/server-url.js";
import { routeDefaults, withRequiredBody } from "../support/planned-route.js";
import { attempt, canonical, lowercaseMethod } from "../support/normalise.js";

const CASES_PER_METHOD = 5;
const USER_AGENT = "octokit-methods-test/1.0";
const { model, plan } = githubPlan();

/** What `.endpoint` of an Octokit method is: a builder with the method's route as defaults. */
type OctokitMethod = { endpoint: Endpoint };
const octokit = new (Octokit.plugin(restEndpointMethods))();
const rest = octokit.rest as unknown as Record<string, Record<string, OctokitMethod>>;

/** The plugin's own table, read for its decorations (`renamed`: an alias kept for an old name). */
const endpointsFile = `${dirname(createRequire(import.meta.url).resolve("@octokit/plugin-rest-endpoint-methods"))}/generated/endpoints.js`;
type Decorations = { renamed?: [string, string] };
const ENDPOINTS = (
  (await import(pathToFileURL(endpointsFile).href)) as {
    default: Record<string, Record<string, [string, object?, Decorations?]>>;
  }
).default;

/** `POST https://uploads.github.com/x/{a}`: a route with its origin when not the API's, query template left out. */
function routeKey(method: string, url: string, baseUrl = "https://api.github.com"): string {
  const absolute = /^https?:/.test(url) || baseUrl === "https://api.github.com" ? url : baseUrl + url;
  return `${method.toUpperCase()} ${absolute.replace(/\{\?[^}]*\}$/, "")}`;
}

const functionsByRoute = new Map<string, FunctionPlan>();
for (const scope of plan.scopes) {
  for (const fn of scope.functions)
    functionsByRoute.set(
      routeKey(fn.route.method, (fn.route.server ? defaultUrl(fn.route.server) : "") + fn.route.url),
      fn,
    );
}

/** Url variable names of a template, as RFC 6570 reads them. */
const urlNames = (url: string) =>
  [...url.matchAll(/\{[+#./;?&]?([^}]*)\}/g)].flatMap(([, list]) =>
    list!.split(",").map((spec) => spec.replace(/\*$|:\d+$/, "")),
  );

const REASONS = {
  gone: "route not in the description (removed or renamed there)",
  renamedParameter: "path parameter renamed by routegen",
  collision: "JSON body passed whole as `data`: a body property has the name of a url parameter",
  unknownData: "JSON body passed whole as `data`, for no known reason",
  url: "a body or query parameter named `url`: Octokit's builder reads it as the route",
};
const EXPECTED_WITHOUT = new Set([REASONS.gone, REASONS.collision, REASONS.url]);

const ADJUSTMENTS = {
  arrays:
    "array query parameter: the generated function sends it as the description says (form, explode: `v=a&v=b`, " +
    "RFC 6570-encoded, nothing for []), Octokit's route as one value (`v=a%2Cb`, `v=` for [])",
  contentType:
    "binary body: Octokit's method has no content-type for it (its docs ask the caller for one), the generated " +
    "function sends the description's `application/octet-stream`",
  noBody:
    "a body passed whole (text, bytes) left out of a call: the generated function sends no content-type then, " +
    "Octokit's method its route's (compared with a body; the call without one is checked apart)",
};

interface Method {
  name: string;
  method: OctokitMethod;
  /** Octokit's route: `POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}`. */
  route: string;
  url: string;
  fn?: FunctionPlan;
  /** Why it has no counterpart to compare with. */
  without?: string;
  alias?: string;
  /** Array query parameters the generated function writes as `{?v*}` (`v=a&v=b`), which Octokit's route sends as one value. */
  arrays: string[];
  /** A body Octokit's method sends with no content-type of its own. */
  contentType: boolean;
  /** The body is passed whole (`data`): text or bytes. */
  whole: boolean;
}

const methods: Method[] = Object.keys(rest).flatMap((scope) =>
  Object.keys(rest[scope]!).map((name): Method => {
    const method = rest[scope]![name]!;
    const { method: verb, url = "", baseUrl, headers } = method.endpoint.DEFAULTS;
    const renamed = ENDPOINTS[scope]?.[name]?.[2]?.renamed;
    const fn = functionsByRoute.get(routeKey(verb, url, baseUrl));
    const found: Method = {
      name: `${scope}.${name}`,
      method,
      route: `${verb} ${url}`,
      url,
      arrays: [],
      contentType: false,
      whole: false,
    };
    if (renamed) found.alias = renamed.join(".");
    if (!fn) return { ...found, without: REASONS.gone };
    found.fn = fn;
    const fields = [...fn.routing.fields, ...(fn.routing.bodyAlternatives?.flat() ?? [])];
    const keys = new Set(fields.map((f) => f.key));
    if (urlNames(url).some((n) => !keys.has(n))) return { ...found, without: REASONS.renamedParameter };
    if (fields.some((f) => f.key === "url" && f.placement !== "url")) return { ...found, without: REASONS.url };
    const body = fn.route.body;
    const content = body?.contents[0];
    if (body && content?.encoding === "json" && !fn.routing.body?.properties) {
      const collision = plan.diagnostics.some(
        (d) => d.code === "body-param-collision" && d.pointer === body.source.pointer,
      );
      return { ...found, without: collision ? REASONS.collision : REASONS.unknownData };
    }
    const theirNames = new Set(urlNames(url));
    found.arrays = fn.routing.query.filter((q) => q.explode && !theirNames.has(q.key)).map((q) => q.key);
    found.whole = content !== undefined && (content.encoding === "binary" || content.encoding === "text");
    found.contentType = found.whole && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type");
    return found;
  }),
);

const compared = methods.filter((m) => m.fn && !m.without);
const adjusted = compared.filter((m) => m.arrays.length > 0 || m.contentType);
const adjustmentsOf = (m: Method) => [
  ...(m.arrays.length > 0 ? [ADJUSTMENTS.arrays] : []),
  ...(m.contentType ? [ADJUSTMENTS.contentType] : []),
];

const counts = { methods: 0, cases: 0, rfc6570: 0, "rfc6570-varnames": 0 };
let sdk: GithubSdk;
let generatedBy: Map<FunctionPlan, Generated>;
/** Our SDK's builder with the defaults Octokit's client has: the same user-agent and request hook. */
let ours: Endpoint;

beforeAll(async () => {
  sdk = await generateGithubSdk();
  generatedBy = new Map(sdk.functions.map(({ fn, generated }) => [fn, generated]));
  const { request } = (octokit.request.endpoint as unknown as Endpoint).DEFAULTS;
  ours = sdk.endpoint.defaults({ headers: { "user-agent": USER_AGENT }, ...(request ? { request } : {}) });
});

afterAll(() => {
  sdk?.remove();
  const without = methods.filter((m) => m.without);
  console.log(
    [
      `octokit methods: ${methods.length} methods; ${counts.methods} compared with the generated function of their route ` +
        `(${compared.filter((m) => m.alias).length} of them aliases kept for an old name) in ${counts.cases} cases; ` +
        `documented deviations hit (Octokit asked for the contract's equivalent): rfc6570 in ${counts.rfc6570} cases, ` +
        `rfc6570-varnames in ${counts["rfc6570-varnames"]}`,
      `${without.length} without counterpart:`,
      ...without.map((m) => `  ${m.name} (${m.route}): ${m.without}`),
      `${adjusted.length} compared with a difference by design left out (and checked apart):`,
      ...adjusted.map((m) => `  ${m.name}: ${adjustmentsOf(m).join("; ")}`),
    ].join("\n"),
  );
});

it("has a generated counterpart for every method, or an expected reason why not", () => {
  expect(methods.length).toBeGreaterThan(1000);
  expect(new Set(methods.flatMap((m) => (m.without ? [m.without] : [])))).toEqual(EXPECTED_WITHOUT);
  // An alias is the same operation under an old name: the same counterpart as its new name.
  for (const m of methods.filter((m) => m.alias)) {
    expect(methods.find((other) => other.name === m.alias)?.fn, m.name).toBe(m.fn);
  }
});

/**
 * Octokit's url template with the generated function's query expression: its path must be the
 * generated function's (whose variables are named as the parameters are).
 */
function ourUrl(m: Method): string {
  const { path, url } = m.fn!.routing;
  const named = path
    .map((part) =>
      typeof part === "string" ? part : `{${part.operator}${part.variables.map((v) => v.key).join(",")}}`,
    )
    .join("");
  expect(named.replace(/%3A/g, ":"), m.name).toBe(m.url.replace(/\{\?[^}]*\}$/, ""));
  const query = url[url.length - 1]!;
  return /^\{[?&]/.test(query) ? m.url.replace(/\{\?[^}]*\}$/, "") + query : m.url;
}

/**
 * The generated function's request and Octokit method's, as comparable pictures. `route` gives
 * Octokit's method another url template and headers (the generated function's, for the checks apart).
 */
function both(m: Method, params: Record<string, unknown>, route: Options = { url: ourUrl(m) }) {
  const actual = attempt(() => generatedBy.get(m.fn!)!(params, ours));
  expect(actual, `${m.name} threw`).toHaveProperty("value");
  // A required body the call gives none of the properties of goes empty: Octokit sends it when told to.
  const asked = withRequiredBody(m.fn!, params);
  const call = referenceCall(route.url!, asked);
  const octokitWith = (url: string, params: Record<string, unknown>) => {
    const outcome = attempt(() =>
      m.method.endpoint.defaults({ headers: { "user-agent": USER_AGENT } }).defaults({ ...route, url })(params),
    );
    return canonical("value" in outcome ? { value: lowercaseMethod(outcome.value) } : outcome);
  };
  const result = { ours: canonical(actual), theirs: octokitWith(call.url, call.params) };
  counts.cases++;
  // A deviation is hit when Octokit, asked as it is, builds another request.
  if (call.deviations.size > 0 && !isDeepStrictEqual(result.ours, octokitWith(route.url!, asked))) {
    for (const deviation of call.deviations) counts[deviation]++;
  }
  return result;
}

describe.each(Object.keys(rest).filter((scope) => compared.some((m) => m.name.startsWith(`${scope}.`))))(
  "%s",
  (scope) => {
    const list = compared.filter((m) => m.name.startsWith(`${scope}.`));
    it(`builds what Octokit's methods build, for ${list.length} methods`, () => {
      for (const m of list) {
        const params = paramsOfRoute(m.fn!.routing, model).map((drawn) => {
          const out = { ...drawn };
          for (const key of m.arrays) delete out[key]; // ADJUSTMENTS.arrays: checked apart
          if (m.contentType) out.headers = { "content-type": "application/zip" }; // ADJUSTMENTS.contentType: the caller's
          if (m.whole) out.data ??= "a body"; // ADJUSTMENTS.noBody: checked apart
          return out;
        });
        fc.assert(
          fc.property(params, (params) => {
            const { ours, theirs } = both(m, params);
            expect(ours, m.name).toEqual(theirs);
          }),
          { numRuns: CASES_PER_METHOD },
        );
        counts.methods++;
      }
    });
  },
);

describe.each(adjusted.map((m) => [m.name, m] as const))("%s, adjusted", (_, m) => {
  const fn = m.fn!;
  /** Arrays of two members, so that the two ways of sending them differ. */
  const params = fc
    .tuple(
      paramsOfRoute(fn.routing, model),
      fc.tuple(...m.arrays.map((key) => fc.array(valueOf(itemsOf(fn, key), model), { minLength: 2, maxLength: 3 }))),
    )
    .map(([drawn, arrays]) => ({ ...drawn, ...Object.fromEntries(m.arrays.map((key, i) => [key, arrays[i]])) }));

  it("builds what Octokit's method builds when given the generated function's route", () => {
    const { url, headers } = routeDefaults(fn, true);
    fc.assert(
      fc.property(
        params.map((p) => (m.whole ? { ...p, data: p.data ?? "a body" } : p)),
        (params) => {
          const { ours, theirs } = both(m, params, { url: url!, ...(headers ? { headers } : {}) });
          expect(ours).toEqual(theirs);
        },
      ),
      { numRuns: 20 },
    );
  });

  it("builds another request than Octokit's method with its own route", () => {
    const [drawn] = fc.sample(params, { numRuns: 1, seed: 1 });
    const sample = m.whole ? { ...drawn, data: drawn!.data ?? "a body" } : drawn;
    const { ours, theirs } = both(m, sample!, { url: m.url });
    expect(ours).not.toEqual(theirs);
  });
});

describe("a body passed whole, left out of a call", () => {
  const whole = compared.filter((m) => m.whole && !m.contentType);
  it.each(whole.map((m) => [m.name, m] as const))(
    "%s: no content-type from the generated function, Octokit's route's from its method",
    (_, m) => {
      const [drawn] = fc.sample(paramsOfRoute(m.fn!.routing, model), { numRuns: 1, seed: 1 });
      const { data: _data, ...params } = drawn!;
      const { ours, theirs } = both(m, params);
      const headersOf = (picture: unknown) =>
        (picture as { value: { headers: Record<string, unknown> } }).value.headers;
      expect(headersOf(ours)["content-type"]).toBeUndefined();
      expect(headersOf(theirs)["content-type"]).toBeDefined();
      const { "content-type": _type, ...rest } = headersOf(theirs);
      expect(headersOf(ours)).toEqual(rest);
    },
  );
});

/** The schema of an array parameter's members (also of the array member of `oneOf: [string, array]`). */
function itemsOf(fn: FunctionPlan, key: string) {
  const schema = resolveSchema(fn.routing.fields.find((f) => f.key === key)!.schema, model);
  const array =
    schema.kind === "union"
      ? schema.members.map((m) => resolveSchema(m, model)).find((m) => m.kind === "array")
      : schema;
  if (array?.kind !== "array") throw new Error(`${key} is not an array`);
  return array.items;
}
