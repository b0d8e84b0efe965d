// requestOptions(route, params, B) must return exactly what B.defaults(routeOptions)(params) returns
// (runtime/types.ts: Route), or throw the same type of error: random routes (every operator,
// absolute urls, `{?a,b}` on POST, per-route headers, mediaType, baseUrl), random parameters (with
// the options a call may give, odd values too) and random defaults chains; given API defaults
// instead of a builder, what the root builder createEndpoint(api) makes. Results are compared with
// key order (body objects, headers) and prototypes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEndpoint, endpoint, requestOptions } from "../../runtime/index.js";
import type { ApiDefaults, Endpoint, Options, Route } from "../../runtime/types.js";
import { convertColonPlaceholders, parseTemplate } from "../../runtime/uri-template.js";
import { text, urlText, value, varName } from "../support/arbitrary-templates.js";

// ---- routes -------------------------------------------------------------------------------------

/** A url as the generator writes it in a route: `:name` placeholders as expressions, literal text percent-encoded. */
const urlParts = urlText.map((text) => parseTemplate(convertColonPlaceholders(text)).parts.map((part) => (typeof part == "string" ? part : part.source)));
const headerName = fc.constantFrom("accept", "Accept", "X-A", "x-a", "content-type", "User-Agent", "authorization", "__proto__");
const headerValue = fc.oneof(
  { arbitrary: fc.constantFrom("a/b", "application/vnd.github.v3+json", "application/octet-stream", "application/vnd.other.v4+json", "text/x-preview"), weight: 10 },
  { arbitrary: fc.constantFrom(1, "", null, true, "x\r\ny: z", ["a\nb"]), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);
const headers = fc.dictionary(headerName, headerValue, { maxKeys: 3 });
const mediaType = fc.record(
  { format: fc.constantFrom("", "raw", "diff"), previews: fc.array(fc.constantFrom("mercy", "a-preview", "b", "a"), { maxLength: 2 }) },
  { requiredKeys: [] },
);
const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "get", "Post", "PROPFIND");
const route: fc.Arbitrary<Route> = fc
  .record(
    { method, url: urlParts, baseUrl: fc.constantFrom("https://ghe.example/api/v3", "", "https://x.example/"), headers, mediaType },
    { requiredKeys: ["method", "url"] },
  )
  .map((r) => r as Route);

// ---- parameters and defaults ---------------------------------------------------------------------

const paramName = fc.oneof(
  { arbitrary: varName, weight: 10 },
  { arbitrary: fc.constantFrom("state", "2", "10", "x y", "a[]", "ä"), weight: 4 },
  { arbitrary: fc.constantFrom("data", "headers", "request", "mediaType"), weight: 3 },
  { arbitrary: fc.constantFrom("url", "method", "baseUrl"), weight: 1 },
);
/** Values of the option keys also odd ones: undefined (as if not given), null, objects where strings go. */
const odd = fc.constantFrom(undefined, null, {}, { a: { b: 1 } });
const paramValue = (name: string): fc.Arbitrary<unknown> => {
  switch (name) {
    case "headers":
      return fc.oneof({ arbitrary: headers, weight: 9 }, { arbitrary: fc.constantFrom(null, "x", undefined), weight: 1 });
    case "mediaType":
      return fc.oneof({ arbitrary: mediaType, weight: 9 }, { arbitrary: fc.constantFrom(null, "raw", undefined), weight: 1 });
    case "request":
      return fc.oneof(fc.constant({ timeout: 1 }), fc.constant({ nested: { a: 1 } }), fc.constantFrom(null, false, undefined));
    case "url":
      return fc.oneof({ arbitrary: urlText, weight: 8 }, { arbitrary: fc.constant(""), weight: 1 }, { arbitrary: odd, weight: 1 });
    case "method":
      return fc.oneof({ arbitrary: method, weight: 8 }, { arbitrary: fc.constant(5), weight: 1 }, { arbitrary: odd, weight: 1 });
    case "baseUrl":
      return fc.oneof({ arbitrary: fc.constantFrom("https://b.example", "", "https://q.example/?k=1"), weight: 8 }, { arbitrary: odd, weight: 2 });
    case "q":
      return fc.oneof(text, fc.constant(5));
    default:
      return value;
  }
};
const params = fc
  .uniqueArray(paramName, { maxLength: 6 })
  .chain((names) => fc.tuple(...names.map((name) => paramValue(name).map((v): [string, unknown] => [name, v]))))
  .map((entries) => Object.fromEntries(entries));

const level: fc.Arbitrary<Options> = fc.oneof(
  fc.record({ baseUrl: fc.constantFrom("https://a.example", "https://b.example/api/v3") }),
  fc.record({ headers }).map((o) => o as Options),
  fc.record({ mediaType }).map((o) => o as Options),
  fc.record({ per_page: fc.constantFrom(10, 100), owner: fc.constant("o"), filter: fc.constant({ a: 1 }) }, { requiredKeys: [] }),
  fc.record({ request: fc.constant({ timeout: 5 }) }),
  fc.constant({ method: "POST", url: "/ignored/{id}" }),
);
const chain = fc.array(level, { maxLength: 3 });

/** API defaults, as the endpoint.ts of an SDK for another API than GitHub's holds them. */
const api: fc.Arbitrary<ApiDefaults> = fc
  .record(
    { baseUrl: fc.constantFrom("https://api.example.test", "https://x.example/v1/"), headers, mediaType },
    { requiredKeys: ["baseUrl"] },
  )
  .map((a) => a as ApiDefaults);

// ---- comparison -----------------------------------------------------------------------------------

/** A picture that keeps key order, prototypes (plain or null) and object identity of passed-through values. */
function picture(value: unknown, seen: Map<object, number>): unknown {
  if (value === undefined) return { $undefined: true };
  if (typeof value === "bigint") return { $bigint: String(value) };
  if (typeof value !== "object" || value === null) return value;
  if (!seen.has(value)) seen.set(value, seen.size);
  if (Array.isArray(value)) return { $array: value.map((item) => picture(item, seen)) };
  const prototype: unknown = Object.getPrototypeOf(value);
  return {
    $prototype: prototype === null ? "null" : prototype === Object.prototype ? "Object" : "other",
    $entries: Object.entries(value).map(([key, item]) => [key, picture(item, seen)]),
  };
}

/** A call naming `method` or `url` (not undefined) would send another route: requestOptions() refuses it. */
const retargets = (params: Record<string, unknown>) => params.method !== undefined || params.url !== undefined;

function outcome(run: () => unknown): unknown {
  try {
    return picture(run(), new Map());
  } catch (error) {
    return { $error: (error as Error).constructor.name };
  }
}

/**
 * requestOptions() expands the url before it looks at the options (as generated functions do, in
 * their template literal), the generic way after merging them: a call with faults in both throws
 * the error of either. So a throw is compared as a throw; which kind of error each fault gives is
 * tested on calls with one fault (test/runtime/route.test.ts).
 */
const asThrow = (result: unknown) => (typeof result == "object" && result !== null && "$error" in result ? { $error: "any" } : result);

const routeOptions = ({ method, url, baseUrl, headers, mediaType }: Route): Options => ({
  method,
  url: url.join(""),
  ...(baseUrl !== undefined && { baseUrl }),
  ...(headers !== undefined && { headers }),
  ...(mediaType !== undefined && { mediaType }),
});

describe("requestOptions", () => {
  it("returns what builder.defaults(routeOptions)(params) returns", () => {
    fc.assert(
      fc.property(route, fc.array(params, { minLength: 1, maxLength: 3 }), chain, fc.boolean(), (r, calls, levels, explicitRoot) => {
        let builder: Endpoint | undefined;
        try {
          builder = levels.reduce<Endpoint>((b, l) => b.defaults(l), endpoint);
        } catch {
          return; // an invalid chain has nothing to compare
        }
        const passed = levels.length || explicitRoot ? builder : undefined;
        // Several calls per route: later ones run on what the first one prepared.
        for (const p of calls) {
          const expected = retargets(p) ? { $error: "TypeError" } : outcome(() => builder.defaults(routeOptions(r))(p));
          expect(asThrow(outcome(() => requestOptions(r, p, passed)))).toStrictEqual(asThrow(expected));
        }
      }),
      { numRuns: 1500 },
    );
  });

  it("given API defaults, returns what createEndpoint(api).defaults(routeOptions)(params) returns", () => {
    fc.assert(
      fc.property(route, fc.array(params, { minLength: 1, maxLength: 3 }), api, (r, calls, defaults) => {
        let builder: Endpoint;
        try {
          builder = createEndpoint(defaults);
        } catch {
          return; // invalid defaults have nothing to compare
        }
        for (const p of calls) {
          const expected = retargets(p) ? { $error: "TypeError" } : outcome(() => builder.defaults(routeOptions(r))(p));
          expect(asThrow(outcome(() => requestOptions(r, p, defaults)))).toStrictEqual(asThrow(expected));
        }
      }),
      { numRuns: 500 },
    );
  });
});
