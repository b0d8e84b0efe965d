import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadApi } from "../../generator/load/index.js";
import { planSdk } from "../../generator/plan/plan.js";
import type { Endpoint } from "../../runtime/index.js";
import { EXAMPLES, ROOT } from "../support/examples.js";
import { generateFiles } from "../../generator/pipeline.js";
import { paramsOf } from "../support/arbitrary-params.js";
import { expandTemplate, parseTemplate } from "../../runtime/uri-template.js";
import {
  comparableWithEndpoint,
  endpointParams,
  normalisedUrl,
  routeDefaults,
  sendsBody,
  withoutReserved,
} from "../support/planned-route.js";

// Every generated function of every example returns exactly what the generic builder returns for the
// route the generator planned (`builder.defaults(route)(params)`), under several user builders, for
// every body the builder sends alike (JSON, and bodies passed whole; form and multipart bodies are
// checked on the wire, test/wire), and for the fixtures of what OpenAPI 3.2 adds (a QUERY request
// carries its body as a POST does); and the planned routing holds: url parameters never reach query or
// body, query parameters reach the query string, body parameters reach the body.

type Generated = (params: unknown, defaults?: Endpoint) => ReturnType<Endpoint>;

function builders(root: Endpoint): Endpoint[] {
  return [
    root,
    root.defaults({ headers: { authorization: "token secret" } }),
    root.defaults({ baseUrl: "https://ghe.example/api/v3" }).defaults({ headers: { "x-level": "2" } }),
  ];
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && !(value instanceof Uint8Array) && Object.keys(value).length === 0;
}

/**
 * Descriptions beside the examples, generated into a temporary folder: what OpenAPI 3.2 adds (the
 * `query` method, `additionalOperations`, a `querystring` parameter).
 */
const FIXTURES = ["openapi-3.2.yaml"].map((name) => {
  const input = `${ROOT}test/fixtures/breadth/${name}`;
  const output = mkdtempSync(join(tmpdir(), "routegen-vs-endpoint-"));
  for (const file of generateFiles({ input }).files) {
    mkdirSync(dirname(join(output, file.path)), { recursive: true });
    writeFileSync(join(output, file.path), file.text);
  }
  return { name, input, output };
});

describe.each([...EXAMPLES, ...FIXTURES])("example $name", ({ input, output }) => {
  const { model } = loadApi(input);
  const plan = planSdk(model);
  const functions = plan.scopes.flatMap((scope) => scope.functions.map((fn) => ({ scope, fn })));

  const comparable = functions.filter(({ fn }) => comparableWithEndpoint(fn));
  it.each(comparable.map(({ scope, fn }) => [`${scope.exportName}.${fn.exportName}`, scope.file, fn] as const))(
    "%s",
    async (_, file, fn) => {
      const module = (await import(`${output}/${file}`)) as Record<string, Generated>;
      const { endpoint } = (await import(`${output}/endpoint.ts`)) as { endpoint: Endpoint };
      const generated = module[fn.exportName]!;
      const fields = fn.routing.bodyAlternatives
        ? [...fn.routing.fields, ...fn.routing.bodyAlternatives[0]!]
        : fn.routing.fields;
      fc.assert(
        fc.property(paramsOf(fields, model), fc.constantFrom(...builders(endpoint)), (params, builder) => {
          const actual = generated(params, builder);
          const expected = builder.defaults(routeDefaults(fn, sendsBody(fn, params)))(endpointParams(fn, params));
          // endpoint() percent-encodes every value; a parameter that allows reserved characters keeps
          // them, as RFC 6570's `{+name}` does: its pairs are checked against that expansion
          const ours = withoutReserved(actual.url, fn);
          const theirs = withoutReserved(expected.url, fn);
          expect({ ...actual, url: normalisedUrl(ours.url) }).toEqual({
            ...expected,
            url: normalisedUrl(theirs.url, fn),
          });
          const reserved = fn.routing.query.filter((f) => f.allowReserved && typeof params[f.key] === "string");
          // (but for `&`, `=`, `+`, `#`, `[`, `]`, which a query cannot hold as they are).
          const escaped = (v: unknown) =>
            expandTemplate(parseTemplate("{+v}"), { v }).replace(/[&=+#[\]]/g, encodeURIComponent);
          expect(ours.pairs).toEqual(reserved.map((f) => `${f.name}=${escaped(params[f.key])}`));

          // With a `data` body the body is the caller's value as it is; else it is made of parameters.
          const sendsData = fields.some((f) => f.placement === "data");
          const bodyKeys = !sendsData && actual.body && typeof actual.body === "object" ? Object.keys(actual.body) : [];
          const query = actual.url.includes("?") ? actual.url.slice(actual.url.indexOf("?")) : "";
          for (const field of fields) {
            if (isEmpty(params[field.key])) continue; // RFC 6570: expands to nothing
            if (field.placement === "url") expect(bodyKeys).not.toContain(field.key);
            if (field.placement === "body") expect(bodyKeys).toContain(field.key);
            if (field.placement === "query") expect(query).toMatch(/[?&]/);
          }
        }),
        { numRuns: 25 },
      );
    },
  );
});
