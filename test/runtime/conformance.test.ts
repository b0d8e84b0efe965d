// Every case of test/vendor/conformance/vectors.json, evaluated as its README says: a pristine root
// per case (a fresh module graph), tagged values decoded in inputs and encoded in results, key
// order ignored, `$oneOf` alternatives, errors by constructor name.
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../runtime/types.js";

interface Vector {
  name: string;
  call: "endpoint" | "merge" | "parse" | "defaults-chain";
  route?: unknown;
  options?: unknown;
  defaultsChain?: unknown[];
  expected: unknown;
}

const vectorsFile = new URL("../vendor/conformance/vectors.json", import.meta.url);
const vectors = JSON.parse(readFileSync(vectorsFile, "utf8")) as Vector[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON input to JavaScript: `$undefined`, `$bigint` and `$uint8array` tags become their values. */
function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!isObject(value)) return value;
  if (value.$undefined === true) return undefined;
  if (typeof value.$bigint === "string") return BigInt(value.$bigint);
  if (Array.isArray(value.$uint8array)) return new Uint8Array(value.$uint8array as number[]);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
}

/** A result as the vectors write it: tags for what JSON cannot hold and for the default user-agent. */
function encode(value: unknown, defaultUserAgent: string): unknown {
  if (value === undefined) return { $undefined: true };
  if (typeof value === "bigint") return { $bigint: String(value) };
  if (value === defaultUserAgent) return { $defaultUserAgent: true };
  if (value instanceof Uint8Array) return { $uint8array: [...value] };
  if (Array.isArray(value)) return value.map((item) => encode(item, defaultUserAgent));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item, defaultUserAgent)]));
}

/** `expected` with each `$oneOf` replaced by the alternative `actual` matches (else the first). */
function resolveOneOf(expected: unknown, actual: unknown): unknown {
  if (Array.isArray(expected))
    return expected.map((item, i) => resolveOneOf(item, Array.isArray(actual) ? actual[i] : undefined));
  if (!isObject(expected)) return expected;
  if (Array.isArray(expected.$oneOf))
    return expected.$oneOf.find((option) => isDeepStrictEqual(option, actual)) ?? expected.$oneOf[0];
  const inActual = isObject(actual) ? actual : {};
  return Object.fromEntries(Object.entries(expected).map(([key, item]) => [key, resolveOneOf(item, inActual[key])]));
}

function outcome(run: () => unknown, defaultUserAgent: string): unknown {
  try {
    return encode(run(), defaultUserAgent);
  } catch (error) {
    return { $error: (error as Error).constructor.name };
  }
}

const chain = (root: Endpoint, levels: unknown[]) =>
  levels.reduce<Endpoint>((ep, level) => ep.defaults(level as never), root);

/** The arguments of the call: route (string, object or undefined) then options, as far as given. */
function args(vector: Vector): unknown[] {
  const options = decode(vector.options);
  if ("route" in vector) return "options" in vector ? [decode(vector.route), options] : [decode(vector.route)];
  return "options" in vector ? [options] : [];
}

async function evaluate(vector: Vector): Promise<unknown> {
  vi.resetModules();
  const { endpoint: root } = await import("../../runtime/index.js");
  const userAgent = root.DEFAULTS.headers["user-agent"] as string;
  const levels = (vector.defaultsChain ?? []).map(decode);
  const call = (method: "endpoint" | "merge") => () => {
    const ep = chain(root, levels);
    const target = (method === "merge" ? (...a: unknown[]) => ep.merge(...(a as Parameters<typeof ep.merge>)) : ep) as (
      ...a: unknown[]
    ) => unknown;
    return target(...args(vector));
  };
  switch (vector.call) {
    case "endpoint":
    case "merge":
      return outcome(call(vector.call), userAgent);
    case "parse":
      return outcome(() => root.parse(decode(vector.options) as never), userAgent);
    case "defaults-chain": {
      const defaults = outcome(() => chain(root, levels).DEFAULTS, userAgent);
      if (isObject(defaults) && "$error" in defaults) return defaults;
      const result: Record<string, unknown> = { DEFAULTS: defaults };
      if ("route" in vector || "options" in vector) {
        result.merge = outcome(call("merge"), userAgent);
        result.endpoint = outcome(call("endpoint"), userAgent);
      }
      return result;
    }
  }
}

describe("conformance vectors", () => {
  it("has the cases the README announces", () => {
    expect(vectors).toHaveLength(378);
  });

  for (const vector of vectors) {
    it(vector.name, async () => {
      let actual = await evaluate(vector);
      const { expected } = vector;
      // `$error: true` accepts any throw.
      if (isObject(expected) && expected.$error === true && isObject(actual) && "$error" in actual)
        actual = { $error: true };
      expect(actual).toStrictEqual(resolveOneOf(expected, actual));
    });
  }
});
