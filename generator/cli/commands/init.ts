import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CONFIG_FILES } from "../../config/config.js";
import { COMMON_OPTIONS, parseCommand, positionalsUpTo, UsageError } from "../args.js";
import { addScripts } from "../package-scripts.js";
import { note } from "../terminal.js";

export const help = `Usage: routegen init [options]

Writes a starting config file in this folder (routegen.config.yaml unless --format says otherwise)
and adds npm scripts to its package.json: "generate:api" (routegen generate) and "check:api"
(routegen check, for CI). The rest of package.json is left exactly as it is, and scripts of those
names are kept if they exist. An existing config is not overwritten unless --force.

Options:
  -i, --input <file>        The API to generate from (default: an openapi.{yaml,yml,json} or
                            routes.yaml found here or in api/, spec/, openapi/).
  -o, --output <dir>        Where to write the SDK (default: src/api).
      --format <format>     yaml (default), json or ts.
      --no-scripts          Leave package.json alone.
      --force               Overwrite an existing config file.
  -q, --quiet               Print nothing but errors.
  -h, --help                Show this help.

Examples:
  routegen init
  routegen init --input spec/openapi.json --output src/generated/api --format ts
`;

const FORMATS = ["yaml", "json", "ts"] as const;
type Format = (typeof FORMATS)[number];

/** Where an API description usually is, in the order looked at. */
const LIKELY_INPUTS = ["", "api/", "spec/", "openapi/"].flatMap((dir) =>
  ["openapi.yaml", "openapi.yml", "openapi.json", "swagger.yaml", "swagger.json", "routes.yaml"].map(
    (name) => dir + name,
  ),
);

const SCRIPTS = { "generate:api": "routegen generate", "check:api": "routegen check" };

export function run(args: string[]): number {
  const { values, positionals } = parseCommand(args, {
    ...COMMON_OPTIONS,
    input: { type: "string", short: "i" },
    output: { type: "string", short: "o" },
    format: { type: "string" },
    "no-scripts": { type: "boolean" },
    force: { type: "boolean" },
  });
  positionalsUpTo(positionals, 0);
  const format = (values.format ?? "yaml") as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be yaml, json or ts, not \`${values.format}\``);
  const file = `routegen.config.${format}`;
  const existing = CONFIG_FILES.filter((name) => existsSync(name));
  if (existing.length > 0 && !values.force)
    throw new UsageError(`${existing.join(" and ")} already exists: use --force to overwrite it`);
  const other = existing.find((name) => name !== file);
  if (other)
    throw new UsageError(
      `${other} exists: remove it first (routegen reads one config file), or write --format ${other.split(".").pop()}`,
    );

  const input = values.input ?? LIKELY_INPUTS.find((path) => existsSync(path));
  // A config for a description that is not there would only fail later: say so now, and write nothing.
  if (input === undefined) {
    throw new UsageError(
      "no API description found here (openapi.{yaml,yml,json}, swagger.{yaml,json} or routes.yaml, here or in api/, spec/, openapi/): name yours with --input <file>",
    );
  }
  if (!existsSync(input)) throw new UsageError(`--input ${input}: no such file`);
  const output = values.output ?? "src/api";
  writeFileSync(file, configText(format, input, output));
  const quiet = values.quiet === true;
  if (!quiet) note(`wrote ${file}: ${input} -> ${output}`);

  if (values["no-scripts"]) return 0;
  const packageJson = join(process.cwd(), "package.json");
  if (!existsSync(packageJson)) {
    if (!quiet) note("no package.json here: no npm script added (run `routegen generate` directly)");
    return 0;
  }
  let edit: ReturnType<typeof addScripts>;
  try {
    edit = addScripts(readFileSync(packageJson, "utf8"), SCRIPTS);
  } catch (error) {
    note(
      `package.json is not valid JSON, so no script was added: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 0;
  }
  if (edit.added.length > 0) writeFileSync(packageJson, edit.text);
  if (!quiet) {
    if (edit.added.length > 0) note(`added to package.json: ${edit.added.map((name) => `npm run ${name}`).join(", ")}`);
    if (edit.kept.length > 0)
      note(`kept the existing ${edit.kept.map((name) => `"${name}"`).join(", ")} of package.json`);
  }
  return 0;
}

function configText(format: Format, input: string, output: string): string {
  if (format === "json") return JSON.stringify({ targets: [{ input, output }] }, null, 2) + "\n";
  if (format === "ts") {
    return `// routegen's config: \`routegen generate\`, \`check\` and \`watch\` run every target (paths are relative to this file).
export default {
  targets: [
    {
      input: ${JSON.stringify(input)},
      output: ${JSON.stringify(output)},
      // runtime: "copy",                        // copy the runtime into the output: an SDK with no dependency
      // prettier: true,                         // format with your prettier configuration
      // include: ["issues.*", "GET /repos/**"], // only these routes (by name, scope or route string)
      // exclude: ["*.delete*"],                 // leave these out
      // rename: { "issues.listForRepo": "list", "GET /zen": "meta.zen" },
      // renameScopes: { "code-scanning": "scanning" },
    },
  ],
};
`;
  }
  return `# routegen's config: \`routegen generate\`, \`check\` and \`watch\` run every target.
# Paths are relative to this file.
targets:
  - input: ${JSON.stringify(input)}
    output: ${JSON.stringify(output)}
    # runtime: copy                          # copy the runtime into the output: an SDK with no dependency
    # prettier: true                         # format with your prettier configuration
    # include: ["issues.*", "GET /repos/**"] # only these routes (by name, scope or route string)
    # exclude: ["*.delete*"]                 # leave these out
    # rename:                                # route -> new name, or scope.name
    #   issues.listForRepo: list
    #   GET /zen: meta.zen
    # renameScopes:                          # scope -> new scope name
    #   code-scanning: scanning
`;
}
