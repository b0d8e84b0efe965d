// Differential test: routegen's `endpoint` against @octokit/endpoint (the reference) on random
// routes, parameters and defaults chains. Results must be equal after normalising only what
// test/vendor/conformance/README.md documents: the lowercase method and each side's own default
// user-agent (test/support/normalise.ts).
//
// The generators stay out of the regions where a documented deviation changes the result (the
// conformance vectors cover those):
// - `rfc6570`: no explode (`*`), no prefix (`:n`); a variable of an operator expression (`{+a}`
//   aside) or of a multi-variable expression (`{a,b}`, `{?a,b}`, `{&a,b}`, `{;a,b}`) is always
//   defined, not null and not an empty list/object; list members there are strings; objects only
//   in simple and path/label/matrix expressions; a `%` in a literal or in a value of `{+a}`/`{#a}`
//   always starts a `%XX` triplet.
// - `rfc6570-invalid`: only valid templates (names `[A-Za-z_][A-Za-z0-9_]*`, balanced braces).
// - `rfc6570-varnames`: follows from no `*` and no `:n`.
// - `previews-all-urls`, `previews-merge`: no `mediaType.previews`, no url `/graphql`.
// - `colon-path-only`: no `:` in literal text after the first `?`.
// Literal text has no space, since a route string is split at spaces (the same in both).
// Anything else is fair game, also input outside the declared types that the reference accepts.
import { endpoint as octokitEndpoint } from "@octokit/endpoint";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { endpoint } from "../../runtime/index.js";
import type { Endpoint, Options } from "../../runtime/types.js";
import { attempt, canonical, canonicalResult, lowercaseMethod, type Outcome } from "../support/normalise.js";

const reference = octokitEndpoint as unknown as Endpoint;

// ---- text -------------------------------------------------------------------------------------

const chars = (list: string) => fc.constantFrom(...[...list]);
const letters = chars("abcxyzABZ0189_-.~");
const reserved = chars("/?#+&=,;:@!$'()*[] ");
const unicode = fc.constantFrom("ä", "é", "日本", "🐙", "\u00a0");
const triplet = fc.constantFrom("%2F", "%41", "%e4", "%25");
const loneSurrogate = fc.constant("\ud800"); // encoding it throws URIError, on both sides

/** Values of simple expressions and of the query: anything, `%` included. */
const anyText = fc.string({
  unit: fc.oneof(
    { arbitrary: letters, weight: 600 },
    { arbitrary: reserved, weight: 240 },
    { arbitrary: fc.constant("%"), weight: 60 },
    { arbitrary: unicode, weight: 120 },
    { arbitrary: loneSurrogate, weight: 1 },
  ),
  maxLength: 8,
});

/** Values of `{+a}` and `{#a}`: a `%` only as a triplet. */
const reservedText = fc.string({
  unit: fc.oneof(
    { arbitrary: letters, weight: 600 },
    { arbitrary: reserved, weight: 240 },
    { arbitrary: triplet, weight: 60 },
    { arbitrary: unicode, weight: 120 },
    { arbitrary: loneSurrogate, weight: 1 },
  ),
  maxLength: 8,
});

/** Literal text of a url path: no structure characters (`{}?#:/%` and space) except triplets. */
const literalText = fc.oneof(
  { arbitrary: fc.constantFrom("repos", "issues", "releases", "assets", "user", "orgs", "v1.0", "a-b_c~"), weight: 6 },
  {
    arbitrary: fc.string({
      unit: fc.oneof(
        { arbitrary: letters, weight: 200 },
        { arbitrary: chars("!$&'()*+,;=@[]\"<>^`|\\"), weight: 60 },
        { arbitrary: triplet, weight: 20 },
        { arbitrary: unicode, weight: 40 },
      ),
      maxLength: 6,
    }),
    weight: 3,
  },
);

// ---- url templates ----------------------------------------------------------------------------

/** How a variable is used in the template: decides which values keep us out of deviations. */
type Use = "simple" | "reserved" | "fragment" | "segment" | "defined";

interface Variable {
  name: string;
  use: Use;
}

interface Template {
  text: string;
  variables: Variable[];
}

/** Literal text, or one expression: `{<operator><names>}`, or `:name` for the operator ":". */
type Piece = string | { operator: string; variables: Variable[] };

const names = [
  "owner",
  "repo",
  "release_id",
  "path",
  "ref",
  "name",
  "label",
  "format",
  "base",
  "head",
  "sha",
  "n1",
  "_x",
  "Mixed",
];
const anyName = fc.constantFrom(...names);

const one = (operator: string, use: Use) => anyName.map((name): Piece => ({ operator, variables: [{ name, use }] }));
const two = (operator: string) =>
  fc
    .tuple(anyName, anyName)
    .map(([a, b]): Piece => ({ operator, variables: [a, b].map((name) => ({ name, use: "defined" as const })) }));

const segment: fc.Arbitrary<Piece[]> = fc.oneof(
  { arbitrary: literalText.map((text): Piece[] => [text]), weight: 6 },
  { arbitrary: one("", "simple").map((piece): Piece[] => [piece]), weight: 6 },
  // `:name` as a whole segment, so the next character never extends the name.
  {
    arbitrary: fc
      .constantFrom(...names.filter((name) => /^[a-z]\w+$/.test(name)))
      .map((name): Piece[] => [{ operator: ":", variables: [{ name, use: "simple" }] }]),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(
        literalText,
        fc.oneof(
          one("", "simple"),
          one("+", "reserved"),
          one(".", "segment"),
          one("/", "segment"),
          one(";", "segment"),
          two(""),
          two(";"),
        ),
        fc.constantFrom("", "...", ".json"),
      )
      .map((pieces): Piece[] => pieces),
    weight: 3,
  },
  { arbitrary: fc.constant<Piece[]>([""]), weight: 1 }, // empty segment: double or trailing slashes
);

/** `arbitrary` in `times` of `outOf` cases, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, times: number, outOf: number) =>
  fc.oneof({ arbitrary, weight: times }, { arbitrary: fc.constant(null), weight: outOf - times });

const origin = fc.constantFrom(
  "",
  "",
  "",
  "https://uploads.example.com",
  "http://127.0.0.1:8080",
  "https://api.github.com",
);

const template: fc.Arbitrary<Template> = fc
  .record({
    origin,
    segments: fc.array(segment, { minLength: 1, maxLength: 5 }),
    literalQuery: sometimes(fc.constantFrom("?fixed=1", "?a=b&c[]=d", "?sort=created"), 1, 4),
    queryExpression: sometimes(two("?"), 1, 2),
    fragment: sometimes(one("#", "fragment"), 1, 10),
  })
  .map(({ origin, segments, literalQuery, queryExpression, fragment }) => {
    const pieces: Piece[] = [origin, ...segments.flatMap((pieces) => ["/", ...pieces])];
    if (literalQuery) pieces.push(literalQuery);
    if (queryExpression && typeof queryExpression !== "string") {
      // After a literal query, the continuation operator keeps to one `?`.
      pieces.push(literalQuery ? { ...queryExpression, operator: "&" } : queryExpression);
    }
    if (fragment) pieces.push(fragment);
    return render(pieces);
  });

/** Writes the template, renaming repeated variables (`owner`, `owner2`): one variable, one use. */
function render(pieces: readonly Piece[]): Template {
  const seen = new Map<string, number>();
  const variables: Variable[] = [];
  let text = "";
  for (const piece of pieces) {
    if (typeof piece === "string") {
      text += piece;
      continue;
    }
    const unique = piece.variables.map(({ name, use }) => {
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      const variable = { name: count === 1 ? name : `${name}${count}`, use };
      variables.push(variable);
      return variable.name;
    });
    text += piece.operator === ":" ? `:${unique[0]}` : `{${piece.operator}${unique.join(",")}}`;
  }
  return { text, variables };
}

// ---- values -----------------------------------------------------------------------------------

const number = fc.oneof(fc.integer({ min: -5, max: 1e6 }), fc.double({ noNaN: true, min: -1e3, max: 1e22 }));
const scalar = fc.oneof(anyText, number, fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }));
const objectKey = fc.constantFrom("a", "b", "c d", "é", "x/y");
const bytes = fc.uint8Array({ maxLength: 4 });

/** Values of a url variable by use; `undefined` means the parameter is not passed. */
const valueFor: Record<Use, fc.Arbitrary<unknown>> = {
  simple: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: scalar, weight: 8 },
    { arbitrary: fc.array(fc.oneof(anyText, number, fc.constant(null)), { minLength: 1, maxLength: 3 }), weight: 2 },
    {
      arbitrary: fc.dictionary(objectKey, fc.oneof(anyText, number), { minKeys: 1, maxKeys: 3, noNullPrototype: true }),
      weight: 1,
    },
  ),
  reserved: fc.oneof(
    { arbitrary: fc.constantFrom(undefined, null), weight: 1 },
    { arbitrary: fc.oneof(reservedText, number), weight: 8 },
    { arbitrary: fc.array(reservedText, { minLength: 1, maxLength: 3 }), weight: 2 },
  ),
  fragment: fc.oneof(fc.oneof(reservedText, number), fc.array(reservedText, { minLength: 1, maxLength: 3 })),
  segment: fc.oneof(
    { arbitrary: fc.oneof(anyText, number), weight: 8 },
    { arbitrary: fc.array(anyText, { minLength: 1, maxLength: 3 }), weight: 2 },
    { arbitrary: fc.dictionary(objectKey, anyText, { minKeys: 1, maxKeys: 3, noNullPrototype: true }), weight: 1 },
  ),
  defined: fc.oneof(
    { arbitrary: fc.oneof(anyText, number, fc.boolean()), weight: 8 },
    { arbitrary: fc.array(anyText, { minLength: 1, maxLength: 3 }), weight: 2 },
  ),
};

/** Anything a caller may pass as a parameter or nested value (deep-merged between levels). */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: scalar, weight: 8 },
    { arbitrary: fc.constantFrom(null, undefined), weight: 1 },
    { arbitrary: bytes, weight: 1 },
    { arbitrary: fc.array(fc.oneof(anyText, number), { maxLength: 3 }), weight: 2 },
    { arbitrary: fc.dictionary(objectKey, tie("value"), { maxKeys: 3, noNullPrototype: true }), weight: 2 },
  ),
})).value;

const parameterName = fc.constantFrom(
  "state",
  "per_page",
  "page",
  "title",
  "body",
  "labels",
  "q",
  "since",
  "filter",
  "a b",
  "ä",
  "fields[]",
  "Mixed_Case",
);
const qValue = fc.oneof(
  { arbitrary: anyText.map((text) => `${text}+is:open`), weight: 4 },
  { arbitrary: anyValue, weight: 1 },
);

const parameters = fc
  .record({ entries: fc.array(fc.tuple(parameterName, anyValue), { maxLength: 4 }), q: qValue })
  .map(({ entries, q }) => Object.fromEntries(entries.map(([name, value]) => [name, name === "q" ? q : value])));

// ---- options ----------------------------------------------------------------------------------

const header = fc.oneof(
  fc.tuple(
    fc.constantFrom("authorization", "Authorization", "AUTHORIZATION"),
    fc.constantFrom("token 0000000000000000000000000000000000000001", "Bearer abc"),
  ),
  fc.tuple(fc.constantFrom("user-agent", "User-Agent"), fc.constantFrom("my-app/1.2.3", "differential/0.0")),
  fc.tuple(
    fc.constantFrom("accept", "Accept"),
    fc.constantFrom(
      "application/vnd.github.v3+json",
      "application/vnd.github+json",
      "application/json",
      "text/html;charset=utf-8",
      "application/octet-stream",
      "application/vnd.github.v3+json, application/json,application/vnd.github.squirrel-girl-preview+json",
    ),
  ),
  fc.tuple(
    fc.constantFrom("content-type", "Content-Type"),
    fc.constantFrom("text/plain", "application/zip", "application/octet-stream", ""),
  ),
  fc.tuple(fc.constantFrom("x-github-api-version", "X-GitHub-Api-Version"), fc.constantFrom("2022-11-28", undefined)),
  fc.tuple(fc.constantFrom("content-length", "X-Count"), fc.nat(1000)),
);
// Values of other types happen (`"x-flag": true`, a header left null): the reference passes them on.
const oddHeader = fc.tuple(fc.constantFrom("x-flag", "If-None-Match"), fc.constantFrom(null, true));
const headers = fc.oneof(
  {
    arbitrary: fc
      .array(header, { maxLength: 4 })
      .map((entries) => Object.fromEntries(entries) as Record<string, unknown>),
    weight: 50,
  },
  {
    arbitrary: fc
      .array(fc.oneof(header, oddHeader), { minLength: 1, maxLength: 2 })
      .map((entries) => Object.fromEntries(entries) as Record<string, unknown>),
    weight: 1,
  },
  { arbitrary: fc.constant(null), weight: 1 },
);

const baseUrl = fc.constantFrom(
  "https://api.github.com",
  "https://ghe.example.com/api/v3",
  "https://ghe.example.com/api/v3/",
  "http://127.0.0.1:8080",
  "",
);
const mediaType = fc.oneof(
  fc.constant({}),
  fc.record({ format: fc.constantFrom("", "raw", "diff", "sha", "text+json", "full+json", "html") }),
);
const request = fc.oneof(
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.constant({}), weight: 2 },
  { arbitrary: fc.record({ timeout: fc.nat(5000) }), weight: 4 },
  { arbitrary: fc.record({ retries: fc.record({ count: fc.nat(3) }, { requiredKeys: [] }) }), weight: 4 },
  { arbitrary: fc.constant(0).map(() => ({ signal: new AbortController().signal })), weight: 4 },
);
const data = fc.oneof(
  anyText,
  fc.constant(""),
  bytes,
  fc.dictionary(objectKey, anyValue, { maxKeys: 3, noNullPrototype: true }),
  fc.array(number, { maxLength: 3 }),
  number,
  fc.constant(null),
);

/** Options of one call or one defaults level (url variables are added separately). */
const options = fc
  .record({ baseUrl, headers, mediaType, request, data, parameters }, { requiredKeys: ["parameters"] })
  // Not always of the declared types (a null request or headers, header values null or true):
  // callers in plain JavaScript pass such things, and the reference takes them.
  .map(({ parameters, ...known }) => ({ ...parameters, ...known }) as Options);

const method = fc.constantFrom("GET", "get", "HEAD", "POST", "post", "PUT", "PATCH", "patch", "DELETE", "OPTIONS");

interface Scenario {
  levels: Options[];
  form: "route" | "route-only" | "url-only" | "options";
  method: string;
  url: string;
  options: Options;
}

const scenario: fc.Arbitrary<Scenario> = template.chain(({ text, variables }) =>
  fc
    .record({
      levels: fc.array(options, { maxLength: 3 }),
      form: fc.constantFrom("route", "route", "route-only", "url-only", "options"),
      method,
      options,
      values: fc.tuple(...variables.map(({ use }) => valueFor[use])),
      // Where each url variable's value goes: the call or one of the defaults levels.
      places: fc.array(fc.nat(3), { minLength: variables.length, maxLength: variables.length }),
    })
    .map(({ levels, form, method, options, values, places }): Scenario => {
      const variableNames = new Set(variables.map(({ name }) => name));
      const withoutVariables = (level: Options): Options =>
        Object.fromEntries(Object.entries(level).filter(([key]) => !variableNames.has(key)));
      const call = withoutVariables(options);
      const defaults = levels.map(withoutVariables);
      // A route alone has no options: its url variables then come from the defaults.
      if (form === "route-only" && defaults.length === 0) defaults.push({});
      const targets = form === "route-only" ? defaults : [call, ...defaults];
      variables.forEach(({ name }, index) => {
        if (values[index] !== undefined) targets[places[index]! % targets.length]![name] = values[index];
      });
      return { levels: defaults, form, method, url: text, options: form === "route-only" ? {} : call };
    }),
);

// ---- comparison -------------------------------------------------------------------------------

type Call = (builder: Endpoint) => unknown;

function calls({ form, method, url, options }: Scenario): { endpoint: Call; merge: Call } {
  switch (form) {
    case "route":
      return {
        endpoint: (ep) => ep(`${method} ${url}`, options),
        merge: (ep) => ep.merge(`${method} ${url}`, options),
      };
    case "route-only":
      return { endpoint: (ep) => ep(`${method} ${url}`), merge: (ep) => ep.merge(`${method} ${url}`) };
    case "url-only":
      return { endpoint: (ep) => ep(url, options), merge: (ep) => ep.merge(url, options) };
    case "options":
      return {
        endpoint: (ep) => ep({ ...options, method, url }),
        merge: (ep) => ep.merge({ ...options, method, url }),
      };
  }
}

const rootDefaults = canonical(endpoint.DEFAULTS);
const defaultUserAgent = {
  ours: endpoint.DEFAULTS.headers["user-agent"],
  reference: reference.DEFAULTS.headers["user-agent"],
};

function picture(
  outcome: Outcome,
  userAgent: unknown,
  normalise: (value: unknown) => unknown = (value) => value,
): unknown {
  return "value" in outcome ? canonicalResult(normalise(outcome.value), userAgent) : outcome;
}

const counts = { scenarios: 0, comparisons: 0, bothThrew: 0 };

describe("endpoint() against @octokit/endpoint", () => {
  afterAll(() => {
    console.log(
      `differential: ${counts.scenarios} scenarios, ${counts.comparisons} comparisons ` +
        `(DEFAULTS, merge(), endpoint(), parse(merge())); ${counts.bothThrew} where both threw the same error`,
    );
  });

  it("gives equal results after normalising the documented deviations", () => {
    fc.assert(
      fc.property(scenario, (scenario) => {
        counts.scenarios++;
        const inputs = canonical(scenario);
        const chain = (root: Endpoint) => () =>
          scenario.levels.reduce((builder, level) => builder.defaults(level), root);
        const theirs = attempt(chain(reference));
        const ours = attempt(chain(endpoint));
        const built = (outcome: Outcome) => ("value" in outcome ? "built" : outcome);
        compare(built(ours), built(theirs));
        if (!("value" in ours) || !("value" in theirs)) return;
        const [builder, referenceBuilder] = [ours.value as Endpoint, theirs.value as Endpoint];
        const defaultsBefore = canonical(builder.DEFAULTS);
        compare(
          canonicalResult(builder.DEFAULTS, defaultUserAgent.ours),
          canonicalResult(referenceBuilder.DEFAULTS, defaultUserAgent.reference),
        );

        const call = calls(scenario);
        const merged = attempt(() => call.merge(builder));
        compare(
          picture(merged, defaultUserAgent.ours),
          picture(
            attempt(() => call.merge(referenceBuilder)),
            defaultUserAgent.reference,
          ),
        );
        const result = attempt(() => call.endpoint(builder));
        compare(
          picture(result, defaultUserAgent.ours),
          picture(
            attempt(() => call.endpoint(referenceBuilder)),
            defaultUserAgent.reference,
            lowercaseMethod,
          ),
        );
        if ("value" in merged) {
          // endpoint(x) is parse(merge(x)) (docs/builder-contract.md).
          compare(
            picture(
              attempt(() => builder.parse(merged.value as never)),
              defaultUserAgent.ours,
            ),
            picture(result, defaultUserAgent.ours),
          );
        }
        // Inputs and shared defaults are never modified.
        expect(canonical(scenario)).toEqual(inputs);
        expect(canonical(builder.DEFAULTS)).toEqual(defaultsBefore);
        expect(canonical(endpoint.DEFAULTS)).toEqual(rootDefaults);
      }),
      { numRuns: 3_000 },
    );
  });
});

function compare(ours: unknown, theirs: unknown): void {
  counts.comparisons++;
  if (typeof ours === "object" && ours !== null && "$error" in ours && JSON.stringify(ours) === JSON.stringify(theirs))
    counts.bothThrew++;
  expect(ours).toEqual(theirs);
}
