// The runtime path of a generated call (issue K): every function of an SDK, and its `defaults()`, bundle
// without the generic builder: no URI-template parser, no generic parameter sorting, no merge() or
// parse(), no endpoint.defaults() machinery. Those stay in the runtime for users of endpoint(), and
// a bundler drops them from an SDK that only calls generated functions. Checked on every wire fixture
// (each parameter style and body encoding the generator writes) and on both examples.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/generate.js";
import { bundleSize } from "../bench/bundle-size.js";
import { RUNTIME_SOURCE } from "../bench/workspace.js";
import { ROOT } from "../support/examples.js";
import { WIRE_FIXTURES } from "../support/wire-sdk.js";

/** The builder's own modules: what no generated call may reach. */
const BUILDER = ["endpoint.ts", "parse.ts"];

/**
 * The URI-template parser's token: runtime/uri-template.ts holds both the parser (the builder's) and
 * the RFC 6570 expansion some generated calls use (`{/path*}`, the query styles' lists and objects).
 */
const TEMPLATE_PARSER = "[^{}]+|\\{([+#./;?&]?)([^{}]*)\\}";

const inputs = [
  ...readdirSync(WIRE_FIXTURES)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(WIRE_FIXTURES, name)),
  join(ROOT, "examples/catalogue/routes.yaml"),
  join(ROOT, "examples/openapi/api.yaml"),
];

/** An entry that keeps every function of the SDK in `sdk`, and its defaults() helper. */
function everyFunction(sdk: string): string {
  const scopes = readdirSync(sdk).filter(
    (name) => name.endsWith(".ts") && !["index.ts", "endpoint.ts", "types.ts", "webhooks.ts"].includes(name),
  );
  return [
    `export { defaults } from "./endpoint.js";`,
    ...scopes.map((file, index) => `export * as scope${index} from "./${file.replace(/\.ts$/, ".js")}";`),
  ].join("\n");
}

describe("the runtime path of generated calls", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "routegen-call-path-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(inputs.map((input) => [input.slice(ROOT.length), input]))(
    "%s: every function bundles without the generic builder",
    async (_, input) => {
      const sdk = join(dir, String(inputs.indexOf(input)));
      await generate({ input, output: sdk, force: true });
      const bundled = await bundleSize(everyFunction(sdk), sdk, RUNTIME_SOURCE);
      const runtime = bundled.inputs
        .map(({ path }) => path)
        .filter((path) => path.startsWith("runtime/"))
        .map((path) => path.slice("runtime/".length));
      // The bundle holds the runtime's helpers (so the check looks at something) and none of the builder.
      expect(runtime).toContain("call.ts");
      expect(runtime.filter((file) => BUILDER.includes(file))).toEqual([]);
      expect(bundled.text).not.toContain(TEMPLATE_PARSER);
    },
  );
});
