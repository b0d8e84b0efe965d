import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { DiagnosticError, formatDiagnostic, type Diagnostic } from "./diagnostics.js";

/**
 * `routegen <command>`: exit 0 on success, 1 when the input has errors, 2 on a usage error.
 * Diagnostics go to stderr as `file:line:column: severity code: message`, or as JSON with
 * `--reporter json` (for CI).
 */
const VERSION: string = (createRequire(import.meta.url)("../package.json") as { version: string }).version;

const HELP = `routegen ${VERSION}: one typed request-builder function per REST route

Usage:
  routegen generate <input> -o <dir> [options]
  routegen --help | --version

Commands:
  generate   Read a route catalogue (YAML) or an OpenAPI 3.0/3.1 document (JSON or YAML;
             Swagger 2.0 is upgraded) and write a TypeScript SDK into <dir>.

Run \`routegen <command> --help\` for a command's options and examples.
`;

const GENERATE_HELP = `Usage: routegen generate <input> -o <dir> [options]

Reads <input> (a routegen route catalogue or an OpenAPI document) and writes one typed function per
route into <dir>: index.ts, endpoint.ts (the root builder), types.ts, and one module per scope.
Nothing is written when the input has errors; a run that changes nothing rewrites no file.

Options:
  -o, --output <dir>        Output folder (required). Files you add there yourself are kept.
      --runtime <mode>      import (default): generated code imports "routegen/runtime";
                            copy: the runtime is copied into <dir>/runtime (an SDK with no dependency).
      --prettier            Format the output with your prettier configuration.
      --allow-external-refs Follow $refs to files outside the input's folder.
      --force               Regenerate even when the output is up to date.
      --reporter <name>     text (default) or json: how diagnostics are printed (to stderr).
  -q, --quiet               Print nothing but errors.
  -h, --help                Show this help.

Examples:
  routegen generate routes.yaml -o src/api
  routegen generate node_modules/@octokit/openapi/generated/api.github.com.json -o sdk/github
  routegen generate openapi.yaml -o vendor/api --runtime copy --prettier
`;

class UsageError extends Error {}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === "-h" || command === "--help" || command === "help") {
      process.stdout.write(HELP);
      return command === undefined ? 2 : 0;
    }
    if (command === "-v" || command === "--version") {
      process.stdout.write(`${VERSION}\n`);
      return 0;
    }
    if (command === "generate") return await generateCommand(rest);
    throw new UsageError(`unknown command \`${command}\``);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`routegen: ${error.message}\nRun \`routegen --help\` for usage.\n`);
      return 2;
    }
    throw error;
  }
}

async function generateCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, {
    output: { type: "string", short: "o" },
    runtime: { type: "string" },
    prettier: { type: "boolean" },
    "allow-external-refs": { type: "boolean" },
    force: { type: "boolean" },
    reporter: { type: "string" },
    quiet: { type: "boolean", short: "q" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    process.stdout.write(GENERATE_HELP);
    return 0;
  }
  const [input, ...extra] = positionals;
  if (!input) throw new UsageError("generate needs an input file: routegen generate <input> -o <dir>");
  if (extra.length > 0) throw new UsageError(`unexpected argument \`${extra[0]}\``);
  if (typeof values.output !== "string") throw new UsageError("generate needs an output folder: -o <dir>");
  const runtime = values.runtime ?? "import";
  if (runtime !== "import" && runtime !== "copy") throw new UsageError(`--runtime must be import or copy, not \`${runtime}\``);
  const reporter = values.reporter ?? "text";
  if (reporter !== "text" && reporter !== "json") throw new UsageError(`--reporter must be text or json, not \`${reporter}\``);

  const started = performance.now();
  const { generate } = await import("./generate.js");
  try {
    const result = await generate({
      input,
      output: values.output,
      runtime,
      prettier: values.prettier === true,
      allowExternalRefs: values["allow-external-refs"] === true,
      force: values.force === true,
    });
    report(result.diagnostics, reporter);
    if (!values.quiet) {
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      const summary = result.upToDate
        ? `routegen: ${values.output} is up to date (${result.files} files, ${seconds} s)`
        : `routegen: ${result.routes} routes, ${result.types} types -> ${values.output}: ` +
          `${result.files} files (${result.write.written.length} written, ${result.write.unchanged.length} unchanged, ` +
          `${result.write.removed.length} removed) in ${seconds} s`;
      process.stderr.write(summary + "\n");
    }
    return 0;
  } catch (error) {
    if (error instanceof DiagnosticError) {
      report(error.diagnostics, reporter);
      if (reporter === "text") process.stderr.write(`routegen: nothing written: ${error.diagnostics.filter((d) => d.severity === "error").length} error(s) in the input\n`);
      return 1;
    }
    throw error;
  }
}

function report(diagnostics: readonly Diagnostic[], reporter: string): void {
  if (reporter === "json") {
    process.stderr.write(JSON.stringify({ diagnostics }, null, 2) + "\n");
    return;
  }
  for (const d of diagnostics) process.stderr.write(formatDiagnostic(d) + "\n");
}

function parse<T extends NonNullable<Parameters<typeof parseArgs>[0]>["options"]>(args: string[], options: T) {
  try {
    return parseArgs({ args, options: options!, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
